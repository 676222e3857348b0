import * as t from 'io-ts';
import { assertNever, Cents, IsoDate, TourAnswer, type Count, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';
import { ZERO_CENTS } from '../../kernel/money';
import { clampCount } from '../../kernel/counts';
import { TourDays, TourInfo, TourPriceOffer, TourQuestionOffer, TourScheduleOffer, TourTicketOffer } from '../../messages/catalogue';
import {
  bySequence,
  capParticipants,
  effectivePriceList,
  hasSubtickets,
  invalidNumberAnswers,
  participantCap,
  parseCount,
  perTypeCap,
  personsOf,
  pickTime,
  placesNeeded,
  pricedParts,
  rulesOf,
  ticketCountOf,
  ticketTourBalance,
  timesOn,
  totalOf,
  tourCap,
  tourUnits,
  unansweredMandatory,
  type TimeOption,
  type TourRules,
} from './rules';

/**
 * THE tour form (001 §3: "form with date, time, timeslotId, tickets, tours, ticketCount,
 * tourCount, totalPrice, answers"), the read model the design names.
 *
 * It folds the booking events and, from the tour events, the part of the catalogue its rules
 * need (`context`): the tour's flags, the chosen day's ticket types and schedule, the calendar
 * slots and the sold-out data. So every rule of 001 §5 is a pure function of this state, and
 * every rule's test is "given these events, this state" (form-read-model.test.ts).
 *
 * Counts are parsed and capped when they are entered. When something else changes later (fewer
 * tours, fewer places left), counts are not silently rewritten: the validation flags say what
 * is wrong and the booking is refused until the visitor fixes it.
 */

const FormTicket = t.type({
  id: t.number,
  count: t.number,
  subtickets: t.array(t.type({ id: t.number, count: t.number })),
});
export type FormTicket = t.TypeOf<typeof FormTicket>;
const FormTour = t.type({ id: t.number, count: t.number });
export type FormTour = t.TypeOf<typeof FormTour>;

export const TourValidation = t.type({
  /** No date or time chosen (or the day has no open time). */
  noTime: t.boolean,
  /** The chosen time has no places left. */
  timeSoldOut: t.boolean,
  /** Neither tickets nor tours chosen. */
  nothingChosen: t.boolean,
  /** booking_without_tickets is 0 and there is no participant. */
  ticketsRequired: t.boolean,
  /** book_complete_tour is 1 and there is no tour. */
  toursRequired: t.boolean,
  /** Tickets against tours (001 §5). */
  balance: t.union([t.literal('tooFew'), t.literal('tooMany'), t.null]),
  /** Fewer participants than the minimum group size. */
  minGroupSize: t.boolean,
  /** More participants than max_participants, or a ticket type above max participants × tours. */
  maxParticipants: t.boolean,
  /** More places or tours than the slot has left. */
  overbooking: t.boolean,
  /** Mandatory questions without an answer. */
  mandatoryMissing: t.array(t.number),
  /** Number questions whose value is not a number. */
  notANumber: t.array(t.number),
});
export type TourValidation = t.TypeOf<typeof TourValidation>;

const FormContext = t.type({
  detail: t.union([TourInfo, t.null]),
  /** The tour's ticket types, replaced by the chosen day's when they are loaded. */
  ticketTypes: t.array(TourTicketOffer),
  /** The tour's price list (the day's, once loaded); a schedule entry's overrides it. */
  priceList: t.array(TourPriceOffer),
  schedule: t.union([t.type({ date: IsoDate, entries: t.record(t.string, TourScheduleOffer) }), t.null]),
  /** Calendar slots of every month loaded: date → time → slot. */
  slots: TourDays,
  soldOutDates: t.array(IsoDate),
  soldOutTimes: t.union([t.type({ date: IsoDate, times: t.record(t.string, t.boolean) }), t.null]),
  questions: t.array(TourQuestionOffer),
});
export type FormContext = t.TypeOf<typeof FormContext>;

export const TourFormState = t.type({
  tourId: t.union([t.number, t.null]),
  date: t.union([IsoDate, t.null]),
  time: t.union([t.string, t.null]),
  timeslotId: t.union([t.number, t.null]),
  /** One entry per ticket type of the day, with its sub-tickets. */
  tickets: t.array(FormTicket),
  /** One entry per price-list entry that applies at the chosen time. */
  tours: t.array(FormTour),
  /** Tickets: a ticket with sub-tickets counts 1 when any sub-ticket is chosen (001 §5). */
  ticketCount: t.number,
  /** Persons: plain ticket counts plus sub-ticket counts. */
  participants: t.number,
  tourCount: t.number,
  totalPrice: Cents,
  /** Places left at the chosen time (0 without one). */
  placesLeft: t.number,
  /** Tours left at the chosen time, from the day's schedule (0 without a time, null until the day is loaded). */
  toursLeft: t.union([t.number, t.null]),
  /** Keyed by question id: { qId, type, value } (001 §3). Free text is a reference, see private-answers.ts. */
  answers: t.record(t.string, TourAnswer),
  validation: TourValidation,
  valid: t.boolean,
  /** Add to basket was refused once: every message shows from now on. */
  attempted: t.boolean,
  /** The line the last booking became (the "added to your basket" note). */
  addedLineId: t.union([t.string, t.null]),
  context: FormContext,
});
export type TourFormState = t.TypeOf<typeof TourFormState>;
type Answer = t.TypeOf<typeof TourAnswer>;

export const blankValidation: TourValidation = {
  noTime: true,
  timeSoldOut: false,
  nothingChosen: true,
  ticketsRequired: false,
  toursRequired: false,
  balance: null,
  minGroupSize: false,
  maxParticipants: false,
  overbooking: false,
  mandatoryMissing: [],
  notANumber: [],
};

const emptyContext: FormContext = {
  detail: null,
  ticketTypes: [],
  priceList: [],
  schedule: null,
  slots: {},
  soldOutDates: [],
  soldOutTimes: null,
  questions: [],
};

export const initialTourForm: TourFormState = {
  tourId: null,
  date: null,
  time: null,
  timeslotId: null,
  tickets: [],
  tours: [],
  ticketCount: 0,
  participants: 0,
  tourCount: 0,
  totalPrice: ZERO_CENTS,
  placesLeft: 0,
  toursLeft: null,
  answers: {},
  validation: blankValidation,
  valid: false,
  attempted: false,
  addedLineId: null,
  context: emptyContext,
};

const handles = [
  'TourRequested',
  'TourLoaded',
  'TourDayLoaded',
  'TourCalendarLoaded',
  'TourSoldOutDatesLoaded',
  'TourSoldOutTimeslotsLoaded',
  'TourDateSelected',
  'TourTimeSelected',
  'TourTicketCountChanged',
  'TourPriceCountChanged',
  'TourQuestionAnswered',
  'TourAnswerToggled',
  'TourBookingRejected',
  'TourAddedToBasket',
] as const;
export type TourFormEvent = EventOf<(typeof handles)[number]>;

// ---- derived views of the state (also used by selectors and the epic) ---------------------------

export function formRules(state: TourFormState): TourRules | null {
  return state.context.detail ? rulesOf(state.context.detail) : null;
}

/** The times of the chosen date with places and sold-out flags. */
export function formTimes(state: TourFormState, date: IsoDate | null = state.date): TimeOption[] {
  const { slots, soldOutTimes } = state.context;
  return timesOn(slots, date, soldOutTimes !== null && soldOutTimes.date === date ? soldOutTimes.times : {});
}

/** The price list at the chosen time: the schedule entry's overrides the tour's (001 §3). */
export function formPriceList(state: TourFormState): TourPriceOffer[] {
  const { schedule, priceList } = state.context;
  const entry = schedule !== null && schedule.date === state.date && state.time !== null ? schedule.entries[state.time] : undefined;
  return effectivePriceList(priceList, entry);
}

function typeOf(state: TourFormState, ticketId: number): TourTicketOffer | undefined {
  return state.context.ticketTypes.find((type) => type.id === ticketId);
}

// ---- recomputation ---------------------------------------------------------------------------

/** Entries follow the ticket types and price list; counts are kept for ids that remain. */
function alignEntries(state: TourFormState): Pick<TourFormState, 'tickets' | 'tours'> {
  const tickets = [...state.context.ticketTypes].sort(bySequence).map((type): FormTicket => {
    const previous = state.tickets.find((e) => e.id === type.id);
    return {
      id: type.id,
      count: hasSubtickets(type) ? 0 : (previous?.count ?? 0),
      subtickets: (type.subtickets ?? []).map((sub) => ({ id: sub.id, count: previous?.subtickets.find((s) => s.id === sub.id)?.count ?? 0 })),
    };
  });
  const tours = formPriceList(state).map((price): FormTour => ({ id: price.id, count: state.tours.find((e) => e.id === price.id)?.count ?? 0 }));
  return { tickets, tours };
}

/** Totals, the slot's places and every validation flag, from the counts and the context. */
function recompute(input: TourFormState): TourFormState {
  const state = { ...input, ...alignEntries(input) };
  const types = state.context.ticketTypes;
  const priceList = formPriceList(state);
  const ticketCount = state.tickets.reduce((n, e) => n + ticketCountOf(e, typeOf(state, e.id)), 0);
  const participants = state.tickets.reduce((n, e) => n + personsOf(e, typeOf(state, e.id)), 0);
  const tourCount = state.tours.reduce((n, e) => n + e.count, 0);
  const totalPrice = totalOf(pricedParts(state.tickets, types, state.tours, priceList));

  const slot = state.time === null ? undefined : formTimes(state).find((s) => s.time === state.time);
  const placesLeft = slot?.placesLeft ?? 0;
  const { schedule } = state.context;
  const entry = schedule !== null && schedule.date === state.date && state.time !== null ? schedule.entries[state.time] : undefined;
  // Without a bookable time there is nothing to book; with one, the day's schedule says (null until loaded).
  const toursLeft = slot === undefined ? 0 : entry ? entry.tours : null;
  const timeslotId = slot?.timeslotId ?? null;

  const rules = formRules(state);
  let validation: TourValidation = blankValidation;
  if (rules !== null) {
    const hasPriceEntries = priceList.length > 0;
    const nothingChosen = participants === 0 && ticketCount === 0 && tourCount === 0;
    const typeCap = perTypeCap(rules, tourUnits(tourCount, hasPriceEntries));
    const noTime = state.date === null || state.time === null || slot === undefined;
    validation = {
      noTime,
      timeSoldOut: slot !== undefined && slot.soldOut,
      nothingChosen,
      ticketsRequired: !nothingChosen && !rules.bookingWithoutTickets && participants === 0,
      toursRequired: !nothingChosen && rules.bookCompleteTour && tourCount === 0,
      balance: ticketTourBalance(rules, ticketCount, tourCount, hasPriceEntries),
      minGroupSize: participants > 0 && participants < rules.minGroupSize,
      maxParticipants:
        (!(rules.singleTicketing && rules.bookCompleteTour) && participants > rules.maxParticipants) ||
        state.tickets.some((e) => personsOf(e, typeOf(state, e.id)) > typeCap),
      overbooking: !noTime && (placesNeeded(rules, participants, tourCount) > placesLeft || (toursLeft !== null && tourCount > toursLeft)),
      mandatoryMissing: unansweredMandatory(state.context.questions, state.answers),
      notANumber: invalidNumberAnswers(state.context.questions, state.answers),
    };
  }
  const v = validation;
  const valid =
    rules !== null &&
    !v.noTime &&
    !v.timeSoldOut &&
    !v.nothingChosen &&
    !v.ticketsRequired &&
    !v.toursRequired &&
    v.balance === null &&
    !v.minGroupSize &&
    !v.maxParticipants &&
    !v.overbooking &&
    v.mandatoryMissing.length === 0 &&
    v.notANumber.length === 0;
  return { ...state, ticketCount, participants, tourCount, totalPrice, placesLeft, toursLeft, timeslotId, validation, valid };
}

/**
 * The most a ticket (or one of its sub-tickets) can be set to right now: what the caps leave
 * for it (never below what it already has). For the steppers; the reducer applies the same.
 */
export function ticketMax(state: TourFormState, ticketId: number, subticketId: number | null = null): number {
  const rules = formRules(state);
  const type = typeOf(state, ticketId);
  const entry = state.tickets.find((e) => e.id === ticketId);
  if (rules === null || type === undefined || entry === undefined) return 0;
  const current = subticketId === null ? entry.count : (entry.subtickets.find((s) => s.id === subticketId)?.count ?? 0);
  const ownPersons = personsOf(entry, type);
  const room = capParticipants(Number.MAX_SAFE_INTEGER, {
    typeCap: perTypeCap(rules, tourUnits(state.tourCount, formPriceList(state).length > 0)),
    totalCap: participantCap(rules, state.placesLeft),
    sameType: ownPersons - current,
    others: state.participants - ownPersons,
  });
  return Math.max(current, room);
}

/** The most a price-list entry (number of tours) can be set to right now. */
export function tourMax(state: TourFormState, priceId: number): number {
  const rules = formRules(state);
  const entry = state.tours.find((e) => e.id === priceId);
  if (rules === null || entry === undefined) return 0;
  return Math.max(entry.count, tourCap(rules, state.toursLeft, state.placesLeft) - (state.tourCount - entry.count));
}

/** A decrease is always taken; an increase only as far as `room` allows (never below the current count). */
function capIncrease(requested: number, current: number, room: number): number {
  if (requested <= current) return requested;
  return Math.max(current, Math.min(requested, room));
}

/** The count an entry has now, or null when the form has no such ticket (or sub-ticket) to count. */
function currentTicketCount(state: TourFormState, ticketId: number, subticketId: number | null): number | null {
  const type = typeOf(state, ticketId);
  const entry = state.tickets.find((e) => e.id === ticketId);
  if (formRules(state) === null || type === undefined || entry === undefined) return null;
  // A ticket with sub-tickets is counted through them; its own count follows (001 §5).
  if (hasSubtickets(type) !== (subticketId !== null)) return null;
  if (subticketId === null) return entry.count;
  return entry.subtickets.find((s) => s.id === subticketId)?.count ?? null;
}

/**
 * What a typed count becomes (for the epic, which records the decision): parsed (anything not
 * a number is 0), a decrease taken, a rise capped at what the rules leave. Null when nothing
 * changes or there is nothing to count.
 */
export function decideTicketCount(state: TourFormState, ticketId: number, subticketId: number | null, input: unknown): Count | null {
  const current = currentTicketCount(state, ticketId, subticketId);
  if (current === null) return null;
  const count = capIncrease(parseCount(input), current, ticketMax(state, ticketId, subticketId));
  return count === current ? null : clampCount(count);
}

/** The same for the number of tours of a price-list entry. */
export function decidePriceCount(state: TourFormState, priceId: number, input: unknown): Count | null {
  const entry = state.tours.find((e) => e.id === priceId);
  if (formRules(state) === null || entry === undefined) return null;
  const count = capIncrease(parseCount(input), entry.count, tourMax(state, priceId));
  return count === entry.count ? null : clampCount(count);
}

/** A decided count, recorded: taken as it is (the rules of the day it was decided are in it). */
function changeTicketCount(state: TourFormState, ticketId: number, subticketId: number | null, count: number): TourFormState {
  const current = currentTicketCount(state, ticketId, subticketId);
  if (current === null || count === current) return state;

  const tickets = state.tickets.map((e) => {
    if (e.id !== ticketId) return e;
    return subticketId === null ? { ...e, count } : { ...e, subtickets: e.subtickets.map((s) => (s.id === subticketId ? { ...s, count } : s)) };
  });
  return recompute({ ...state, tickets, addedLineId: null });
}

function changePriceCount(state: TourFormState, priceId: number, count: number): TourFormState {
  const entry = state.tours.find((e) => e.id === priceId);
  if (formRules(state) === null || entry === undefined || count === entry.count) return state;
  return recompute({ ...state, tours: state.tours.map((e) => (e.id === priceId ? { ...e, count } : e)), addedLineId: null });
}

function sameValue(a: Answer['value'], b: Answer['value']): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

function withAnswer(state: TourFormState, key: string, answer: Answer | null): TourFormState {
  const { [key]: _previous, ...rest } = state.answers;
  return recompute({ ...state, answers: answer === null ? rest : { ...rest, [key]: answer }, addedLineId: null });
}

function selectDate(state: TourFormState, date: IsoDate): TourFormState {
  const time = pickTime(formTimes(state, date), state.time);
  return recompute({ ...state, date, time, addedLineId: null });
}

function mergeRange<T>(record: Readonly<Record<string, T>>, start: string, end: string, fresh: Readonly<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) if (key < start || key > end) out[key] = value;
  for (const [key, value] of Object.entries(fresh)) out[key] = value;
  return out;
}

export function reduceTourForm(state: TourFormState, event: TourFormEvent): TourFormState {
  if (event.type === 'TourRequested') {
    // Back on the same tour: the booking in progress stays. Another tour starts afresh.
    return state.tourId === event.data.tourId ? state : { ...initialTourForm, tourId: event.data.tourId };
  }
  if (event.data.tourId !== state.tourId) return state;
  switch (event.type) {
    case 'TourLoaded': {
      const { tour, tickets, priceList, questions } = event.data;
      const dayLoaded = state.context.schedule !== null;
      const known = new Set(questions.map((q) => String(q.id)));
      const answers = Object.fromEntries(Object.entries(state.answers).filter(([key]) => known.has(key)));
      return recompute({
        ...state,
        answers,
        context: {
          ...state.context,
          detail: tour,
          questions,
          // The day's tickets, once loaded, are the more specific answer.
          ticketTypes: dayLoaded ? state.context.ticketTypes : tickets,
          priceList: dayLoaded ? state.context.priceList : priceList,
        },
      });
    }
    case 'TourDayLoaded': {
      const { date, tickets, priceList, schedule } = event.data;
      if (date !== state.date) return state;
      return recompute({ ...state, context: { ...state.context, ticketTypes: tickets, priceList, schedule: { date, entries: schedule } } });
    }
    case 'TourCalendarLoaded': {
      const { start, end, days } = event.data;
      const next = { ...state, context: { ...state.context, slots: mergeRange(state.context.slots, start, end, days) } };
      // A date chosen before its month arrived gets its time now.
      if (next.date !== null && next.time === null && next.date >= start && next.date <= end) return selectDate(next, next.date);
      return recompute(next);
    }
    case 'TourSoldOutDatesLoaded': {
      const { start, end, dates } = event.data;
      const kept = state.context.soldOutDates.filter((d) => d < start || d > end);
      const soldOutDates = [...new Set([...kept, ...dates.filter((d) => d >= start && d <= end)])].sort();
      return { ...state, context: { ...state.context, soldOutDates } };
    }
    case 'TourSoldOutTimeslotsLoaded':
      return recompute({ ...state, context: { ...state.context, soldOutTimes: { date: event.data.date, times: event.data.times } } });
    case 'TourDateSelected':
      return selectDate(state, event.data.date);
    case 'TourTimeSelected': {
      const { time } = event.data;
      if (time === state.time || !formTimes(state).some((s) => s.time === time)) return state;
      return recompute({ ...state, time, addedLineId: null });
    }
    case 'TourTicketCountChanged':
      return changeTicketCount(state, event.data.ticketId, event.data.subticketId, event.data.count);
    case 'TourPriceCountChanged':
      return changePriceCount(state, event.data.priceId, event.data.count);
    case 'TourQuestionAnswered': {
      const { qId, type, value } = event.data;
      const key = String(qId);
      const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
      const previous = state.answers[key];
      if (empty ? previous === undefined : previous !== undefined && previous.type === type && sameValue(previous.value, value)) return state;
      return withAnswer(state, key, empty ? null : { qId, type, value });
    }
    case 'TourAnswerToggled': {
      const { qId, answerId } = event.data;
      const key = String(qId);
      const current = state.answers[key]?.value;
      const list = Array.isArray(current) ? current : [];
      const value = list.includes(answerId) ? list.filter((id) => id !== answerId) : [...list, answerId];
      return withAnswer(state, key, value.length === 0 ? null : { qId, type: 'checkbox', value });
    }
    case 'TourBookingRejected':
      return state.attempted ? state : { ...state, attempted: true };
    case 'TourAddedToBasket':
      return recompute({
        ...state,
        tickets: state.tickets.map((e) => ({ ...e, count: 0, subtickets: e.subtickets.map((s) => ({ ...s, count: 0 })) })),
        tours: state.tours.map((e) => ({ ...e, count: 0 })),
        answers: {},
        attempted: false,
        addedLineId: event.data.lineId,
      });
    default:
      return assertNever(event);
  }
}

export const tourFormReadModel = defineReadModel({
  handles,
  initial: initialTourForm,
  codec: TourFormState,
  reduce: reduceTourForm,
});

import type { Cents, IsoDate } from '../../messages';
import type { TourPriceOffer, TourTicketOffer } from '../../messages/catalogue';
import { participantLimit, perTypeCap, placesNeeded, rulesOf, ticketTourBalance, tourUnits, type TourRules } from './rules';
import { personsOf, pricedParts, ticketCountOf, totalOf } from './pricing';
import { effectivePriceList, timesOn, type TimeOption } from './times';
import { invalidNumberAnswers, unansweredMandatory } from './answers';
import type { TourFormState } from './form-state';

/**
 * What the tour form's facts mean under today's rules (001 §5): totals, the chosen slot's places
 * and every validation flag, derived, never stored (form-state.ts). `tourFormView` is memoised
 * per state object, so a screen, the selectors and the epic reading the same state share one
 * derivation. What an edit may become (the caps, typed counts) is in form-edits.ts.
 */

export interface TourValidation {
  /** No date or time chosen (or the day has no open time). */
  noTime: boolean;
  /** The chosen time has no places left. */
  timeSoldOut: boolean;
  /** Neither tickets nor tours chosen. */
  nothingChosen: boolean;
  /** booking_without_tickets is 0 and there is no participant. */
  ticketsRequired: boolean;
  /** book_complete_tour is 1 and there is no tour. */
  toursRequired: boolean;
  /** Tickets against tours (001 §5). */
  balance: 'tooFew' | 'tooMany' | null;
  /** Fewer participants than the minimum group size. */
  minGroupSize: boolean;
  /** More participants than max_participants (× tours for complete tours), or a ticket type above max participants × tours. */
  maxParticipants: boolean;
  /** More places or tours than the slot has left. */
  overbooking: boolean;
  /** Mandatory questions without an answer. */
  mandatoryMissing: readonly number[];
  /** Number questions whose value is not a number. */
  notANumber: readonly number[];
}

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

/** The totals of 001 §3's form ("ticketCount, tourCount, totalPrice, timeslotId") and its validation. */
export interface TourFormTotals {
  /** Tickets: a ticket with sub-tickets counts 1 when any sub-ticket is chosen (001 §5). */
  readonly ticketCount: number;
  /** Persons: plain ticket counts plus sub-ticket counts. */
  readonly participants: number;
  readonly tourCount: number;
  readonly totalPrice: Cents;
  /** Places left at the chosen time (0 without one). */
  readonly placesLeft: number;
  /** Tours left at the chosen time, from the day's schedule (0 without a time, null until the day is loaded). */
  readonly toursLeft: number | null;
  readonly timeslotId: number | null;
  readonly validation: TourValidation;
  readonly valid: boolean;
}

/** The form as screens and the basket line read it: its facts with what they mean. */
export type TourForm = TourFormState & TourFormTotals;

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

export function typeOf(state: TourFormState, ticketId: number): TourTicketOffer | undefined {
  return state.context.ticketTypes.find((type) => type.id === ticketId);
}

/** Totals, the slot's places and every validation flag, from the counts and the context. */
function derive(state: TourFormState): TourFormTotals {
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
    const units = tourUnits(tourCount, hasPriceEntries);
    const typeCap = perTypeCap(rules, units);
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
        participants > participantLimit(rules, units) ||
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
  return { ticketCount, participants, tourCount, totalPrice, placesLeft, toursLeft, timeslotId, validation, valid };
}


const views = new WeakMap<TourFormState, TourForm>();

/** The form with its totals and validation; the same object for the same state. */
export function tourFormView(state: TourFormState): TourForm {
  let view = views.get(state);
  if (view === undefined) {
    view = { ...state, ...derive(state) };
    views.set(state, view);
    // A view handed back in (tests fold from a view) is its own view.
    views.set(view, view);
  }
  return view;
}

import { assertNever, type IsoDate, TourAnswer } from '../../messages';
import type * as t from 'io-ts';
import { defineReadModel } from '../../event-log/read-model';
import { hasSubtickets } from './pricing';
import { bySequence, pickTime } from './times';
import { initialTourForm, TourFormState, tourFormHandles, type FormTicket, type FormTour, type TourFormEvent } from './form-state';
import { formPriceList, formRules, formTimes } from './form-view';
import { answerChanges, currentTicketCount, isEmptyAnswer, timeChanges } from './form-edits';
import { isPrivateRef } from './private-answers';

/**
 * The fold of the tour form (form-state.ts): the booking's facts and the catalogue they were
 * chosen from. What they mean (totals, places, validation) is form-view.ts's, derived on read.
 */

type Answer = t.TypeOf<typeof TourAnswer>;

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

/** The entries follow the catalogue the form now has. */
function align(state: TourFormState): TourFormState {
  return { ...state, ...alignEntries(state) };
}

/** A decided count, recorded: taken as it is (the rules of the day it was decided are in it). */
function changeTicketCount(state: TourFormState, ticketId: number, subticketId: number | null, count: number): TourFormState {
  const current = currentTicketCount(state, ticketId, subticketId);
  if (current === null || count === current) return state;

  const tickets = state.tickets.map((e) => {
    if (e.id !== ticketId) return e;
    return subticketId === null ? { ...e, count } : { ...e, subtickets: e.subtickets.map((s) => (s.id === subticketId ? { ...s, count } : s)) };
  });
  return align({ ...state, tickets, addedLineId: null });
}

function changePriceCount(state: TourFormState, priceId: number, count: number): TourFormState {
  const entry = state.tours.find((e) => e.id === priceId);
  if (formRules(state) === null || entry === undefined || count === entry.count) return state;
  return align({ ...state, tours: state.tours.map((e) => (e.id === priceId ? { ...e, count } : e)), addedLineId: null });
}

function withAnswer(state: TourFormState, key: string, answer: Answer | null): TourFormState {
  const { [key]: _previous, ...rest } = state.answers;
  return align({ ...state, answers: answer === null ? rest : { ...rest, [key]: answer }, addedLineId: null });
}

function selectDate(state: TourFormState, date: IsoDate): TourFormState {
  const time = pickTime(formTimes(state, date), state.time);
  return align({ ...state, date, time, addedLineId: null });
}

function mergeRange<T>(record: Readonly<Record<string, T>>, start: string, end: string, fresh: Readonly<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) if (key < start || key > end) out[key] = value;
  for (const [key, value] of Object.entries(fresh)) out[key] = value;
  return out;
}

export function reduceTourForm(state: TourFormState, event: TourFormEvent): TourFormState {
  if (event.type === 'CartCleared') {
    // Free text may be personal data and is kept no longer than its line (private-answers.ts).
    // A draft that never became one (its add refused) had the basket's time: that ends when
    // the order is done or the basket emptied, so its texts go and the prune forgets them.
    const answers = Object.fromEntries(Object.entries(state.answers).filter(([, answer]) => !isPrivateRef(answer.value)));
    return Object.keys(answers).length === Object.keys(state.answers).length ? state : { ...state, answers };
  }
  if (event.type === 'TourRequested') {
    // Back on the same tour: the booking in progress stays. Another tour starts afresh.
    return state.tourId === event.data.tourId ? state : { ...initialTourForm, tourId: event.data.tourId };
  }
  // A choice is the form's own (it carries no tour id); what was loaded may be another tour's.
  if ('tourId' in event.data && event.data.tourId !== state.tourId) return state;
  switch (event.type) {
    case 'TourLoaded': {
      const { tour, tickets, priceList, questions } = event.data;
      const dayLoaded = state.context.schedule !== null;
      const known = new Set(questions.map((q) => String(q.id)));
      const answers = Object.fromEntries(Object.entries(state.answers).filter(([key]) => known.has(key)));
      return align({
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
      return align({ ...state, context: { ...state.context, ticketTypes: tickets, priceList, schedule: { date, entries: schedule } } });
    }
    case 'TourCalendarLoaded': {
      const { start, end, days } = event.data;
      const next = { ...state, context: { ...state.context, slots: mergeRange(state.context.slots, start, end, days) } };
      // A date chosen before its month arrived gets its time now.
      if (next.date !== null && next.time === null && next.date >= start && next.date <= end) return selectDate(next, next.date);
      return align(next);
    }
    case 'TourSoldOutDatesLoaded': {
      const { start, end, dates } = event.data;
      const kept = state.context.soldOutDates.filter((d) => d < start || d > end);
      const soldOutDates = [...new Set([...kept, ...dates.filter((d) => d >= start && d <= end)])].sort();
      return { ...state, context: { ...state.context, soldOutDates } };
    }
    case 'TourSoldOutTimeslotsLoaded':
      return align({ ...state, context: { ...state.context, soldOutTimes: { date: event.data.date, times: event.data.times } } });
    case 'TourDateSelected':
      return selectDate(state, event.data.date);
    case 'TourTimeSelected': {
      const { time } = event.data;
      if (!timeChanges(state, time)) return state;
      return align({ ...state, time, addedLineId: null });
    }
    case 'TourTicketCountChanged':
      return changeTicketCount(state, event.data.ticketId, event.data.subticketId ?? null, event.data.count);
    case 'TourPriceCountChanged':
      return changePriceCount(state, event.data.priceId, event.data.count);
    case 'TourQuestionAnswered': {
      const { qId, value } = event.data;
      // The question's kind is the tour's (the decider answered only a question the form had).
      const type = state.context.questions.find((q) => q.id === qId)?.type;
      if (type === undefined || !answerChanges(state, qId, type, value)) return state;
      return withAnswer(state, String(qId), isEmptyAnswer(value) ? null : { qId, type, value });
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
      return align({
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
  handles: tourFormHandles,
  initial: initialTourForm,
  codec: TourFormState,
  reduce: reduceTourForm,
});

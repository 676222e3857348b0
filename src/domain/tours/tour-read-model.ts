import * as t from 'io-ts';
import { assertNever, IsoDate, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';
import { LifetimeRange, TourDays, TourInfo, TourPriceOffer, TourQuestionOffer, TourTicketOffer } from '../../messages/catalogue';
import { bySequence } from './times';

/**
 * One guided tour as its page shows it (001 §3, §7): the tour data, tickets, price list and
 * questions, the lifetime, the calendar month with its sold-out dates and timeslots, and the
 * "next available date" offer. The chosen day's tickets and schedule, and everything else the
 * booking rules need, are in the tour form (form-read-model.ts). Any non-200 answer
 * for the tour or its calendar is the not-found state (001 §8).
 */

const Status = t.keyof({ idle: null, loading: null, loaded: null, notFound: null, failed: null });
export type TourStatus = t.TypeOf<typeof Status>;

export const TourState = t.type({
  tourId: t.union([t.number, t.null]),
  today: t.union([IsoDate, t.null]),
  status: Status,
  detail: t.union([TourInfo, t.null]),
  tickets: t.array(TourTicketOffer),
  priceList: t.array(TourPriceOffer),
  questions: t.array(TourQuestionOffer),
  lifetime: t.union([LifetimeRange, t.null]),
  lifetimeStatus: Status,
  /** The month the calendar shows, "YYYY-MM". */
  month: t.union([t.string, t.null]),
  calendarStatus: Status,
  calendar: TourDays,
  soldOutDates: t.array(IsoDate),
  soldOutTimeslots: t.union([t.type({ date: IsoDate, times: t.record(t.string, t.boolean) }), t.null]),
  /** The chosen date has no places: `next` is offered instead (null: none left). */
  offer: t.union([t.type({ date: IsoDate, next: t.union([IsoDate, t.null]) }), t.null]),
});
export type TourState = t.TypeOf<typeof TourState>;

export const initialTour: TourState = {
  tourId: null,
  today: null,
  status: 'idle',
  detail: null,
  tickets: [],
  priceList: [],
  questions: [],
  lifetime: null,
  lifetimeStatus: 'idle',
  month: null,
  calendarStatus: 'idle',
  calendar: {},
  soldOutDates: [],
  soldOutTimeslots: null,
  offer: null,
};

const handles = [
  'TourRequested',
  'TourLoaded',
  'TourLoadFailed',
  'TourLifetimeLoaded',
  'TourLifetimeLoadFailed',
  'TourMonthShown',
  'TourCalendarLoaded',
  'TourCalendarLoadFailed',
  'TourSoldOutDatesLoaded',
  'TourDateSelected',
  'TourSoldOutTimeslotsLoaded',
  'TourNextAvailableDateFound',
] as const;
export type TourEvent = EventOf<(typeof handles)[number]>;

export function reduceTour(state: TourState, event: TourEvent): TourState {
  if (event.type === 'TourRequested') {
    const { tourId, today } = event.data;
    if (state.tourId === tourId) return { ...state, today, status: state.status === 'loaded' ? 'loaded' : 'loading' };
    return { ...initialTour, tourId, today, status: 'loading', lifetimeStatus: 'loading' };
  }
  // Answers that arrive for a tour the visitor already left change nothing.
  if (event.data.tourId !== state.tourId) return state;
  switch (event.type) {
    case 'TourLoaded': {
      const { tour, tickets, priceList, questions } = event.data;
      return {
        ...state,
        status: state.status === 'notFound' ? 'notFound' : 'loaded',
        detail: tour,
        tickets: [...tickets].sort(bySequence),
        priceList: [...priceList].sort(bySequence),
        questions,
      };
    }
    case 'TourLoadFailed':
      return { ...state, status: event.data.notFound ? 'notFound' : 'failed' };
    case 'TourLifetimeLoaded':
      return { ...state, lifetime: { first: event.data.first, last: event.data.last }, lifetimeStatus: 'loaded' };
    case 'TourLifetimeLoadFailed':
      return { ...state, lifetimeStatus: event.data.notFound ? 'notFound' : 'failed' };
    case 'TourMonthShown':
      return state.month === event.data.month && state.calendarStatus === 'loaded'
        ? state
        : { ...state, month: event.data.month, calendarStatus: 'loading' };
    case 'TourCalendarLoaded':
      if (event.data.month !== state.month) return state;
      return { ...state, calendar: event.data.days, calendarStatus: 'loaded' };
    case 'TourCalendarLoadFailed':
      if (event.data.month !== state.month) return state;
      // 001 §8: a tour calendar answered with anything but 200 shows the not-found state.
      return event.data.notFound
        ? { ...state, calendarStatus: 'notFound', status: 'notFound' }
        : { ...state, calendarStatus: 'failed' };
    case 'TourSoldOutDatesLoaded': {
      const { start, end, dates } = event.data;
      const kept = state.soldOutDates.filter((d) => d < start || d > end);
      return { ...state, soldOutDates: [...new Set([...kept, ...dates.filter((d) => d >= start && d <= end)])].sort() };
    }
    case 'TourDateSelected':
      return state.offer === null ? state : { ...state, offer: null };
    case 'TourSoldOutTimeslotsLoaded':
      return { ...state, soldOutTimeslots: { date: event.data.date, times: event.data.times } };
    case 'TourNextAvailableDateFound':
      return { ...state, offer: { date: event.data.date, next: event.data.next } };
    default:
      return assertNever(event);
  }
}

export const tourReadModel = defineReadModel({
  handles,
  initial: initialTour,
  codec: TourState,
  reduce: reduceTour,
});

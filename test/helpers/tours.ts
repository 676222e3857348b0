/**
 * Builders for tour data and tour events, shared by the tour reducer, epic and screen suites.
 * Every builder takes overrides; the defaults describe one plain public tour.
 */
import type {
  TourCalendar,
  TourDetail,
  TourListEntry,
  TourPrice,
  TourQuestion,
  TourScheduleEntry,
  TourSingle,
  TourTicket,
} from '../../src/api/codecs/tours';
import { cents, type Command, type DomainEvent, type IsoDate } from '../../src/messages';
import * as TourEvents from '../../src/messages/events/tours';
import { reduceTourForm } from '../../src/domain/tours/form-read-model';
import { initialTourForm, type TourFormEvent, type TourFormState } from '../../src/domain/tours/form-state';
import { tourFormView, type TourForm } from '../../src/domain/tours/form-view';
import { decidePriceCount, decideTicketCount } from '../../src/domain/tours/form-edits';
import { initialTour, reduceTour, type TourEvent, type TourState } from '../../src/domain/tours/tour-read-model';
import { initialTourList, reduceTourList, type TourListEvent, type TourListState } from '../../src/domain/tours/list-read-model';
import { isoDate } from './lines';
import { fakeApi, ok, type Answer } from './fake-api';

export const TOUR_ID = 303;
export const TODAY = isoDate('2030-05-06'); // a Monday
export const D = (s: string): IsoDate => isoDate(s);

export function tourDetail(o: Partial<TourDetail> = {}): TourDetail {
  return {
    id: TOUR_ID,
    name: 'Group tour: Light and Line',
    eventName: 'Light and Line',
    max_participants: 25,
    single_ticketing: 0,
    book_complete_tour: 0,
    booking_without_tickets: 0,
    ...o,
  };
}

export function ticket(id: number, price: number, o: Partial<TourTicket> = {}): TourTicket {
  return { id, name: `Ticket ${id}`, price: cents(price), vat_value: 7, sequence_no: id, ...o };
}

export function familyTicket(id: number, price: number, subs: Array<[number, number]>): TourTicket {
  return ticket(id, price, { subtickets: subs.map(([sid, sprice]) => ({ id: sid, name: `Sub ${sid}`, price: cents(sprice) })) });
}

export function price(id: number, amount: number, o: Partial<TourPrice> = {}): TourPrice {
  return { id, name: `Tour ${id}`, price: cents(amount), vat_value: 19, sequence_no: id, ...o };
}

export function question(id: number, type: TourQuestion['type'], mandatory: 0 | 1, answers?: number[]): TourQuestion {
  return { id, type, label: `Question ${id}`, mandatory, ...(answers ? { answers: answers.map((a) => ({ id: a, label: `Answer ${a}` })) } : {}) };
}

/** Every question type, mandatory ones marked. */
export const ALL_QUESTIONS: TourQuestion[] = [
  question(701, 'radio', 1, [7011, 7012]),
  question(702, 'select', 0, [7021, 7022]),
  question(703, 'checkbox', 0, [7031, 7032, 7033]),
  question(704, 'text', 1),
  question(705, 'textarea', 0),
  question(706, 'number', 1),
];

/** date → time → [places left, timeslotId, soldout?]. */
export function calendar(days: Record<string, Record<string, [number, number, boolean?]>>): TourCalendar {
  return Object.fromEntries(
    Object.entries(days).map(([date, times]) => [
      date,
      Object.fromEntries(Object.entries(times).map(([time, [tickets, timeslotId, soldout]]) => [time, { tickets, timeslotId, soldout: soldout ?? tickets === 0 }])),
    ]),
  );
}

export function tourSingle(o: Partial<TourSingle> & { detail?: Partial<TourDetail> } = {}): TourSingle {
  const { detail, ...rest } = o;
  return {
    tour: tourDetail(detail),
    tickets: { '3031': ticket(3031, 900) },
    priceList: { '3901': price(3901, 9000) },
    schedule: { '10:00': { tours: 3 } },
    questions: [],
    ...rest,
  };
}

export function listEntry(id: number, o: Partial<TourListEntry> = {}): TourListEntry {
  return { id, name: `Tour ${id}`, museumId: 1, venue: 'Main house', langIdentifier: 'DE', langName: 'German', custom_groups: [], ...o };
}

// ---- events ----------------------------------------------------------------------------------

export const E = TourEvents;

export const requested = (today: IsoDate = TODAY, tourId = TOUR_ID) => E.TourRequested.create({ tourId, today });

export function loaded(
  o: { detail?: Partial<TourDetail>; tickets?: TourTicket[]; priceList?: TourPrice[]; questions?: TourQuestion[] } = {},
  tourId = TOUR_ID,
) {
  return E.TourLoaded.create({
    tourId,
    tour: tourDetail({ id: tourId, ...o.detail }),
    tickets: o.tickets ?? [ticket(3031, 900)],
    priceList: o.priceList ?? [price(3901, 9000)],
    questions: o.questions ?? [],
  });
}

export function calendarLoaded(days: TourCalendar, month = '2030-05', tourId = TOUR_ID) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) as IsoDate;
  return E.TourCalendarLoaded.create({ tourId, month, start: `${month}-01` as IsoDate, end, days });
}

export function dayLoaded(date: IsoDate, o: { tickets?: TourTicket[]; priceList?: TourPrice[]; schedule?: Record<string, TourScheduleEntry> } = {}, tourId = TOUR_ID) {
  return E.TourDayLoaded.create({
    tourId,
    date,
    tickets: o.tickets ?? [ticket(3031, 900)],
    priceList: o.priceList ?? [price(3901, 9000)],
    schedule: o.schedule ?? { '10:00': { tours: 3 } },
  });
}

export const dateSelected = (date: IsoDate, tourId = TOUR_ID) => E.TourDateSelected.create({ tourId, date });
export const timeSelected = (time: string, tourId = TOUR_ID) => E.TourTimeSelected.create({ tourId, time });
/**
 * What the visitor typed into a count field. `foldForm` decides it as the epic does
 * (decideTicketCount, decidePriceCount: parsed, a rise capped) and folds the event that records
 * the decision, or nothing when nothing changes.
 */
export type TypedCount =
  | { readonly typed: 'ticket'; readonly tourId: number; readonly ticketId: number; readonly subticketId: number | null; readonly input: string | number }
  | { readonly typed: 'price'; readonly tourId: number; readonly priceId: number; readonly input: string | number };
export const ticketCount = (ticketId: number, input: string | number, subticketId: number | null = null, tourId = TOUR_ID): TypedCount => ({
  typed: 'ticket',
  tourId,
  ticketId,
  subticketId,
  input,
});
export const priceCount = (priceId: number, input: string | number, tourId = TOUR_ID): TypedCount => ({ typed: 'price', tourId, priceId, input });

function decided(state: TourFormState, typed: TypedCount): TourFormEvent | null {
  if (typed.typed === 'ticket') {
    const count = decideTicketCount(state, typed.ticketId, typed.subticketId, typed.input, []);
    return count === null ? null : E.TourTicketCountChanged.create({ ticketId: typed.ticketId, ...(typed.subticketId === null ? {} : { subticketId: typed.subticketId }), count });
  }
  const count = decidePriceCount(state, typed.priceId, typed.input, []);
  return count === null ? null : E.TourPriceCountChanged.create({ priceId: typed.priceId, count });
}
export const answered = (qId: number, value: string | number | null) => E.TourQuestionAnswered.create({ qId, value });
export const toggled = (qId: number, answerId: number) => E.TourAnswerToggled.create({ qId, answerId });

// ---- folds -------------------------------------------------------------------------------------

/** The form after these events, read as screens read it: its facts with totals and validation. */
export function foldForm(events: ReadonlyArray<DomainEvent | TypedCount>, from: TourFormState = initialTourForm): TourForm {
  const state = events.reduce((s, e) => {
    if (!('typed' in e)) return reduceTourForm(s, e as TourFormEvent);
    const event = decided(s, e);
    return event === null ? s : reduceTourForm(s, event);
  }, from);
  return tourFormView(state);
}

export function foldTour(events: readonly DomainEvent[], from: TourState = initialTour): TourState {
  return events.reduce((s, e) => reduceTour(s, e as TourEvent), from);
}

export function foldList(events: readonly DomainEvent[], from: TourListState = initialTourList): TourListState {
  return events.reduce((s, e) => reduceTourList(s, e as TourListEvent), from);
}

/**
 * A tour with one open date (2030-05-07, 10:00 with `places` left) chosen and its day loaded:
 * the starting point of most form tests.
 */
export function openForm(
  o: {
    detail?: Partial<TourDetail>;
    tickets?: TourTicket[];
    priceList?: TourPrice[];
    questions?: TourQuestion[];
    places?: number;
    tours?: number;
  } = {},
): DomainEvent[] {
  const tickets = o.tickets ?? [ticket(3031, 900)];
  const priceList = o.priceList ?? [price(3901, 9000)];
  return [
    requested(),
    loaded({ detail: o.detail, tickets, priceList, questions: o.questions }),
    calendarLoaded(calendar({ '2030-05-07': { '10:00': [o.places ?? 75, 9001] } })),
    dateSelected(D('2030-05-07')),
    dayLoaded(D('2030-05-07'), { tickets, priceList, schedule: { '10:00': { tours: o.tours ?? 3 } } }),
  ];
}

// ---- a tour as the (fake) API serves it ----------------------------------------------------------

export type Replies = NonNullable<Parameters<typeof fakeApi>[0]>;
type Params = { path?: Record<string, string | number>; query?: Record<string, string | number> };
export const pathOf = (p: unknown) => (p as Params).path ?? {};
export const queryOf = (p: unknown) => (p as Params).query ?? {};

/** 10:00 in Berlin on Monday 2030-05-06 (TODAY). */
export const MONDAY_MORNING = Date.UTC(2030, 4, 6, 8, 0);

/** May: the 7th is full, the 8th has 10:00 (30 places) and 12:00 (75), the 14th 10:00. */
export const MAY: TourCalendar = calendar({
  '2030-05-07': { '10:00': [0, 701], '12:00': [0, 702] },
  '2030-05-08': { '10:00': [30, 801], '12:00': [75, 802] },
  '2030-05-14': { '10:00': [75, 1401] },
});
export const JUNE: TourCalendar = calendar({ '2030-06-04': { '14:00': [20, 6041] } });

/**
 * A complete group tour (max 25) with a plain ticket, a class ticket with sub-tickets, one price
 * entry and every question type; lifetime 2030-05-07 … 2030-06-30.
 */
export function tourApi(
  o: {
    calendars?: Record<string, TourCalendar>;
    single?: Answer<'tourSingle'>;
    lifetime?: { first: string; last: string };
    soldOutTimes?: Record<string, Record<string, boolean>>;
  } = {},
): Replies {
  const calendars = o.calendars ?? { '20300501': MAY, '20300601': JUNE };
  const single = tourSingle({
    detail: { id: TOUR_ID, book_complete_tour: 1, max_participants: 25 },
    tickets: { '3031': ticket(3031, 900), '3033': familyTicket(3033, 0, [[3034, 200], [3035, 0]]) },
    priceList: { '3901': price(3901, 9000) },
    schedule: { '10:00': { tours: 3 }, '12:00': { tours: 3 } },
    questions: ALL_QUESTIONS,
  });
  return {
    tourSingle: () => o.single ?? ok(single),
    tourLifetime: ok({ first: D(o.lifetime?.first ?? '2030-05-07'), last: D(o.lifetime?.last ?? '2030-06-30') }),
    tourCalendar: (p: unknown) => ok(calendars[String(pathOf(p).start)] ?? {}),
    tourSoldout: ok([]),
    tourSoldoutTimeslots: (p: unknown) => ok(o.soldOutTimes?.[String(pathOf(p).date)] ?? {}),
  };
}

/**
 * The sandbox's group tour 303 filled in as a school class would: one tour, 4 adults, a family
 * ticket of 18 children and 2 teachers, every question answered (the integration test and
 * `npm run bench:log` book the same).
 */
export const GROUP_TOUR_303_BOOKING: readonly Command[] = [
  { type: 'ChangeTourPriceCount', priceId: 3901, input: 1 },
  { type: 'ChangeTourTicketCount', ticketId: 3031, input: 4 },
  { type: 'ChangeTourTicketCount', ticketId: 3033, subticketId: 3034, input: 18 },
  { type: 'ChangeTourTicketCount', ticketId: 3033, subticketId: 3035, input: 2 },
  { type: 'AnswerTourQuestion', qId: 701, value: 7012 },
  { type: 'AnswerTourQuestion', qId: 702, value: 7021 },
  { type: 'ToggleTourAnswer', qId: 703, answerId: 7031 },
  { type: 'AnswerTourQuestion', qId: 704, value: 'Class 4b' },
  { type: 'AnswerTourQuestion', qId: 705, value: 'Please speak slowly.' },
  { type: 'AnswerTourQuestion', qId: 706, value: '2' },
];

import * as t from 'io-ts';
import { assertNever, Count, IsoDate, LoadFailure, type EventOf } from '../../messages';
import { clampCount } from '../../kernel/counts';
import { defineReadModel } from '../../event-log/read-model';
import { DayTicketOffer, RemainingByDate } from '../../messages/catalogue';

const Failed = t.intersection([t.type({ status: t.literal('failed') }), LoadFailure]);

/** Day tickets (001 §2 "day tickets"): a calendar of days with places left, the day's tickets, counts. */
export const DayTicketFormState = t.type({
  today: t.union([IsoDate, t.null]),
  calendar: t.union([
    t.type({ status: t.literal('loaded'), start: IsoDate, end: IsoDate, remaining: RemainingByDate }),
    Failed,
    t.null,
  ]),
  date: t.union([IsoDate, t.null]),
  tickets: t.union([
    t.type({ status: t.literal('loaded'), date: IsoDate, tickets: t.array(DayTicketOffer) }),
    t.intersection([t.type({ date: IsoDate }), Failed]),
    t.null,
  ]),
  counts: t.record(t.string, Count),
  added: t.boolean,
});
export type DayTicketFormState = t.TypeOf<typeof DayTicketFormState>;

export const initialDayTicketForm: DayTicketFormState = {
  today: null,
  calendar: null,
  date: null,
  tickets: null,
  counts: {},
  added: false,
};

const handles = [
  'DayTicketsOpened',
  'DayTicketCalendarLoaded',
  'DayTicketCalendarLoadFailed',
  'DayTicketDateSelected',
  'DayTicketsLoaded',
  'DayTicketsLoadFailed',
  'DayTicketCountChanged',
  'DayTicketsAddedToBasket',
] as const;
export type DayTicketFormEvent = EventOf<(typeof handles)[number]>;

/** Places left on the chosen day: the calendar's number; a day missing from it has none. */
export function dayRemaining(state: DayTicketFormState): number {
  if (state.calendar?.status !== 'loaded' || state.date === null) return 0;
  return Math.max(0, state.calendar.remaining[state.date] ?? 0);
}

export const countTotal = (counts: Readonly<Record<string, number>>): number =>
  Object.values(counts).reduce((s, c) => s + c, 0);

/** Counts within the day's remaining places, dropping from the last ticket type first. */
function fitToDay(state: DayTicketFormState): DayTicketFormState {
  let excess = countTotal(state.counts) - dayRemaining(state);
  if (excess <= 0 || state.calendar?.status !== 'loaded') return state;
  const counts: Record<string, Count> = { ...state.counts };
  for (const id of Object.keys(counts).reverse()) {
    if (excess <= 0) break;
    const current = counts[id] ?? 0;
    const lowered = Math.max(0, current - excess);
    excess -= current - lowered;
    if (lowered === 0) delete counts[id];
    else counts[id] = clampCount(lowered);
  }
  return { ...state, counts };
}

export function reduceDayTicketForm(state: DayTicketFormState, event: DayTicketFormEvent): DayTicketFormState {
  switch (event.type) {
    case 'DayTicketsOpened':
      return { ...state, today: event.data.today, added: false };
    case 'DayTicketCalendarLoaded': {
      const { start, end, remaining } = event.data;
      return fitToDay({ ...state, calendar: { status: 'loaded', start, end, remaining } });
    }
    case 'DayTicketCalendarLoadFailed':
      return { ...state, calendar: { status: 'failed', code: event.data.code, notFound: event.data.notFound } };
    case 'DayTicketDateSelected':
      return fitToDay({ ...state, date: event.data.date, added: false });
    case 'DayTicketsLoaded': {
      if (event.data.date !== state.date) return state;
      const offered = new Set(event.data.tickets.map((d) => String(d.id)));
      const counts = Object.fromEntries(Object.entries(state.counts).filter(([id]) => offered.has(id)));
      return { ...state, tickets: { status: 'loaded', date: event.data.date, tickets: event.data.tickets }, counts };
    }
    case 'DayTicketsLoadFailed': {
      const { date, code, notFound } = event.data;
      return date !== state.date ? state : { ...state, tickets: { status: 'failed', date, code, notFound } };
    }
    case 'DayTicketCountChanged': {
      const key = String(event.data.ticketId);
      const others = countTotal(state.counts) - (state.counts[key] ?? 0);
      const count = Math.max(0, Math.min(event.data.count, dayRemaining(state) - others));
      const counts = { ...state.counts };
      if (count > 0) counts[key] = clampCount(count);
      else delete counts[key];
      return { ...state, counts, added: false };
    }
    case 'DayTicketsAddedToBasket':
      return { ...state, counts: {}, added: true };
    default:
      return assertNever(event);
  }
}

export const dayTicketFormReadModel = defineReadModel({
  handles,
  initial: initialDayTicketForm,
  codec: DayTicketFormState,
  reduce: reduceDayTicketForm,
});

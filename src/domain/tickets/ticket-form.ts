import * as t from 'io-ts';
import { assertNever, ClockTime, Count, IsoDate, LoadFailure, type EventOf } from '../../messages';
import { clampCount } from '../../kernel/counts';
import { defineReadModel } from '../../event-log/read-model';
import { LocalDateTime } from '../../messages/primitives';
import { TicketOffer, RemainingByDate } from '../../messages/catalogue';
import { capOf, capSubticket, fitSubtickets, hasSubtickets, pickTime, timesOf, visibleTickets } from './rules';

/**
 * THE ticket form (001 §3, §4, §5): one event's calendar, the chosen date and time, that day's
 * tickets and the counts. A read model of its own: what the visitor chose is a fact in the log,
 * and the booking rules are re-applied whenever the slot under the counts changes.
 */
const Failed = t.intersection([t.type({ status: t.literal('failed') }), LoadFailure]);

const Lifetime = t.union([t.type({ status: t.literal('loaded'), first: IsoDate, last: IsoDate }), Failed, t.null]);
const Calendar = t.union([
  t.type({ status: t.literal('loaded'), start: IsoDate, end: IsoDate, remaining: RemainingByDate }),
  Failed,
  t.null,
]);
/** The selected day's tickets; `date` says which day they belong to. */
const Slots = t.union([
  t.type({ status: t.literal('loaded'), date: IsoDate, tickets: t.array(TicketOffer) }),
  t.intersection([t.type({ date: IsoDate }), Failed]),
  t.null,
]);

export const Problem = t.type({
  ticketId: t.union([t.number, t.null]),
  problem: t.keyof({ nothingChosen: null, familyQuantities: null, notBookable: null, overbooking: null }),
});
export type Problem = t.TypeOf<typeof Problem>;

export const TicketFormState = t.type({
  eventId: t.union([t.number, t.null]),
  /** The museum's date and time when the event was opened. */
  today: t.union([IsoDate, t.null]),
  openedAt: t.union([LocalDateTime, t.null]),
  lifetime: Lifetime,
  calendar: Calendar,
  date: t.union([IsoDate, t.null]),
  slots: Slots,
  time: t.union([ClockTime, t.null]),
  /** ticket id → count, for tickets without sub-tickets. */
  counts: t.record(t.string, Count),
  /** ticket id → sub-ticket id → chosen count (fixed sub-tickets are derived, not stored). */
  subCounts: t.record(t.string, t.record(t.string, Count)),
  problems: t.array(Problem),
  /** Lines the last "add to basket" created (for the confirmation); cleared by the next change. */
  added: t.number,
});
export type TicketFormState = t.TypeOf<typeof TicketFormState>;

export const initialTicketForm: TicketFormState = {
  eventId: null,
  today: null,
  openedAt: null,
  lifetime: null,
  calendar: null,
  date: null,
  slots: null,
  time: null,
  counts: {},
  subCounts: {},
  problems: [],
  added: 0,
};

const handles = [
  'TicketEventOpened',
  'EventLifetimeLoaded',
  'EventLifetimeLoadFailed',
  'TicketCalendarLoaded',
  'TicketCalendarLoadFailed',
  'TicketDateSelected',
  'TicketTimeslotsLoaded',
  'TicketTimeslotsLoadFailed',
  'TicketTimeSelected',
  'TicketCountChanged',
  'SubticketCountChanged',
  'TicketSelectionRejected',
  'TicketsAddedToBasket',
] as const;
export type TicketFormEvent = EventOf<(typeof handles)[number]>;

/** The tickets of the selected day, when they are loaded. */
export function dayTickets(state: TicketFormState): TicketOffer[] {
  return state.slots?.status === 'loaded' && state.slots.date === state.date ? state.slots.tickets : [];
}

/** Counts kept within the caps of the slot now chosen (001 §5). Same object when nothing moved. */
function clampToSlot(state: TicketFormState): TicketFormState {
  const tickets = new Map(visibleTickets(dayTickets(state)).map((tk) => [String(tk.id), tk]));
  let changed = false;
  const counts: Record<string, Count> = {};
  for (const [id, count] of Object.entries(state.counts)) {
    const ticket = tickets.get(id);
    // A ticket the day does not offer keeps its count until the day's tickets are known.
    const capped = ticket && !hasSubtickets(ticket) ? Math.min(count, capOf(ticket, state.time)) : ticket ? 0 : count;
    if (capped !== count) changed = true;
    if (capped > 0) counts[id] = clampCount(capped);
  }
  const subCounts: Record<string, Record<string, Count>> = {};
  for (const [id, chosen] of Object.entries(state.subCounts)) {
    const ticket = tickets.get(id);
    if (!ticket) {
      subCounts[id] = chosen;
      continue;
    }
    const fitted = fitSubtickets(ticket, chosen, capOf(ticket, state.time));
    if (JSON.stringify(fitted) !== JSON.stringify(chosen)) changed = true;
    if (Object.keys(fitted).length > 0) subCounts[id] = Object.fromEntries(Object.entries(fitted).map(([sub, n]) => [sub, clampCount(n)]));
  }
  return changed ? { ...state, counts, subCounts } : state;
}

const edited = (state: TicketFormState): TicketFormState =>
  state.problems.length === 0 && state.added === 0 ? state : { ...state, problems: [], added: 0 };

export function reduceTicketForm(state: TicketFormState, event: TicketFormEvent): TicketFormState {
  if (event.data.eventId !== state.eventId && event.type !== 'TicketEventOpened') return state;
  switch (event.type) {
    case 'TicketEventOpened': {
      const { eventId, today, now } = event.data;
      // Another event starts a new form; coming back to the same event keeps the choice.
      if (eventId !== state.eventId) return { ...initialTicketForm, eventId, today, openedAt: now };
      return { ...state, today, openedAt: now, problems: [], added: 0 };
    }
    case 'EventLifetimeLoaded':
      return { ...state, lifetime: { status: 'loaded', first: event.data.first, last: event.data.last } };
    case 'EventLifetimeLoadFailed':
      return { ...state, lifetime: { status: 'failed', code: event.data.code, notFound: event.data.notFound } };
    case 'TicketCalendarLoaded': {
      const { start, end, remaining } = event.data;
      return { ...state, calendar: { status: 'loaded', start, end, remaining } };
    }
    case 'TicketCalendarLoadFailed':
      return { ...state, calendar: { status: 'failed', code: event.data.code, notFound: event.data.notFound } };
    case 'TicketDateSelected':
      return { ...edited(state), date: event.data.date };
    case 'TicketTimeslotsLoaded': {
      if (event.data.date !== state.date) return state;
      const slots = { status: 'loaded' as const, date: event.data.date, tickets: event.data.tickets };
      const time = pickTime(state.time, timesOf(event.data.tickets));
      return clampToSlot({ ...state, slots, time: ClockTime.is(time) ? time : null });
    }
    case 'TicketTimeslotsLoadFailed': {
      const { date, code, notFound } = event.data;
      return date !== state.date ? state : { ...state, slots: { status: 'failed', date, code, notFound } };
    }
    case 'TicketTimeSelected':
      return clampToSlot({ ...edited(state), time: event.data.time });
    case 'TicketCountChanged': {
      const { ticketId, count } = event.data;
      const ticket = visibleTickets(dayTickets(state)).find((tk) => tk.id === ticketId);
      const capped = ticket && !hasSubtickets(ticket) ? Math.min(count, capOf(ticket, state.time)) : 0;
      const counts = { ...state.counts };
      if (capped > 0) counts[String(ticketId)] = clampCount(capped);
      else delete counts[String(ticketId)];
      return { ...edited(state), counts };
    }
    case 'SubticketCountChanged': {
      const { ticketId, subticketId, count } = event.data;
      const ticket = visibleTickets(dayTickets(state)).find((tk) => tk.id === ticketId);
      if (!ticket) return state;
      const key = String(ticketId);
      const chosen = { ...(state.subCounts[key] ?? {}) };
      const capped = capSubticket(ticket, chosen, subticketId, count, capOf(ticket, state.time));
      if (capped > 0) chosen[String(subticketId)] = clampCount(capped);
      else delete chosen[String(subticketId)];
      const subCounts = { ...state.subCounts };
      if (Object.keys(chosen).length > 0) subCounts[key] = chosen;
      else delete subCounts[key];
      return { ...edited(state), subCounts };
    }
    case 'TicketSelectionRejected':
      return { ...state, problems: event.data.problems, added: 0 };
    case 'TicketsAddedToBasket':
      return { ...state, counts: {}, subCounts: {}, problems: [], added: event.data.lineIds.length };
    default:
      return assertNever(event);
  }
}

export const ticketFormReadModel = defineReadModel({
  handles,
  initial: initialTicketForm,
  codec: TicketFormState,
  reduce: reduceTicketForm,
});

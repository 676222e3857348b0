import type { EventOffer, TicketOffer } from '../../messages/catalogue';
import { IsoDate, type CartLine, type Cents, type Count } from '../../messages';
import { addCents, mulCents, sumCents, ZERO_CENTS } from '../../kernel/money';
import { ONE, ZERO } from '../../kernel/counts';
import type { EventsState } from './read-model';
import { eventEnded, sortEvents } from './event-list';
import { dayTickets, type TicketFormState } from './ticket-form';
import { countTotal, dayRemaining, type DayTicketFormState } from './day-ticket-form';
import {
  bookingFeeWarning,
  hasSubtickets,
  contingentOf,
  heldDayPlaces,
  heldPlaces,
  isChosen,
  isTimed,
  missingComponents,
  placesLeft,
  slotOf,
  subticketCounts,
  sumOf,
  timesOf,
  visibleTickets,
  type SubticketCount,
  type TimeOption,
} from './rules';

// The home page's choice, in its own module so the home chunk takes it without this one.
export { currentExhibition } from './current-exhibition';
// The list's rules: the list page's first screen takes them without this module.
export { eventEnded, nextDateWithPlaces, onlyEvent } from './event-list';

export const eventsSorted = (state: EventsState): EventOffer[] => sortEvents(state.list ?? []);

export const eventById = (state: EventsState, id: number): EventOffer | undefined => state.list?.find((e) => e.id === id);

export type EventStatus = 'loading' | 'ended' | 'expired' | 'soldOut' | 'notBookable' | 'failed' | 'open';

/**
 * Whether an event can be booked at all (001 §4: expired, ended, sold out). Ended: its end lies
 * before the moment it was opened. Expired: its lifetime's last day lies before today.
 */
export function eventStatus(form: TicketFormState, entry: EventOffer | undefined): EventStatus {
  if (entry && form.openedAt !== null && eventEnded(entry, form.openedAt)) return 'ended';
  if (form.lifetime?.status === 'loaded' && form.today !== null && form.lifetime.last < form.today) return 'expired';
  if (form.calendar === null) return 'loading';
  if (form.calendar.status === 'failed') return 'failed';
  const days = Object.values(form.calendar.remaining);
  if (days.length === 0) return 'notBookable';
  return days.every((n) => n <= 0) ? 'soldOut' : 'open';
}

/** The server does not know the event (its calendar or lifetime answered 404): retrying cannot help. */
export const eventNotFound = (form: TicketFormState): boolean =>
  (form.calendar?.status === 'failed' && form.calendar.notFound === true) || (form.lifetime?.status === 'failed' && form.lifetime.notFound === true);

export type DayAvailability = 'available' | 'soldOut' | 'unavailable';

/** A date in a `date → remaining` map: absent = not available, 0 = sold out (001 §7). */
export function dayAvailability(remaining: Readonly<Record<string, number>>, date: string): DayAvailability {
  const n = remaining[date];
  if (n === undefined) return 'unavailable';
  return n > 0 ? 'available' : 'soldOut';
}

/** The first day from `today` with places in the loaded calendar; null without one. */
export function firstAvailableDay(form: TicketFormState, today: string): IsoDate | null {
  if (form.calendar?.status !== 'loaded') return null;
  const { remaining } = form.calendar;
  const day = Object.keys(remaining)
    .filter((d) => d >= today && dayAvailability(remaining, d) === 'available')
    .sort()[0];
  return day !== undefined && IsoDate.is(day) ? day : null;
}

export function selectedDayAvailability(form: TicketFormState): DayAvailability | null {
  if (form.date === null || form.calendar?.status !== 'loaded') return null;
  return dayAvailability(form.calendar.remaining, form.date);
}

/** The chosen day's tickets are loading (a date is chosen, its tickets are not in yet). */
export function slotsLoading(form: TicketFormState): boolean {
  return form.date !== null && selectedDayAvailability(form) === 'available' && (form.slots === null || form.slots.date !== form.date);
}

export const slotsFailed = (form: TicketFormState): boolean => form.slots?.status === 'failed' && form.slots.date === form.date;

/** The chosen day's times; with `held` (`basketHeld`) each says what is left to this visitor. */
export function timeOptions(form: TicketFormState, held?: ReadonlyMap<string, number>): TimeOption[] {
  return timesOf(dayTickets(form), held);
}

/** The chosen day has tickets, but every one of them is sold out (hidden by 001 §5). */
export function daySoldOutByTickets(form: TicketFormState): boolean {
  const tickets = dayTickets(form);
  return form.slots?.status === 'loaded' && form.slots.date === form.date && (tickets.length === 0 || visibleTickets(tickets).length === 0);
}

export function selectedTimeSoldOut(form: TicketFormState): boolean {
  return form.time !== null && timeOptions(form).some((o) => o.time === form.time && !o.available);
}

export interface TicketRow {
  ticket: TicketOffer;
  /** Places of the slot still open to this visitor: max_tickets less what the basket holds (0: none). */
  left: number;
  /** The count this row may reach: `left` less the places the form's other rows at this time take. */
  cap: number;
  /** The basket holds places of this slot (the hint says so when none are left). */
  heldInBasket: boolean;
  /** The places this row shares with other rows and basket lines (`contingentOf`); null without a slot. */
  contingent: string | null;
  /** Tickets without sub-tickets. */
  count: Count;
  /** Tickets with sub-tickets: the counts, fixed ones included. */
  subtickets: SubticketCount[] | null;
  /** Price of what is chosen on this row, in cents. */
  total: Cents;
  bookingFee: boolean;
  datetime: string | null;
  datetimeEnd: string | null;
  /** Components of a chosen family ticket still without a quantity. */
  missing: number[];
}

/** Places of the form's contingents the basket already holds (001 §5: caps count the basket too). */
export const basketHeld = (form: TicketFormState, lines: readonly CartLine[]): ReadonlyMap<string, number> =>
  heldPlaces(lines, dayTickets(form));

const NOTHING_HELD: ReadonlyMap<string, number> = new Map();

/**
 * The rows the form offers at the chosen time: timed tickets with a slot then, and mode 3 tickets.
 * Tickets drawing on one contingent (`contingentOf`) share its places with each other and with
 * what the basket already holds (`held`, from `basketHeld`).
 */
export function ticketRows(form: TicketFormState, held: ReadonlyMap<string, number> = NOTHING_HELD): TicketRow[] {
  const rows = visibleTickets(dayTickets(form))
    .filter((ticket) => !isTimed(ticket) || slotOf(ticket, form.time) !== undefined)
    .map((ticket) => {
      const slot = slotOf(ticket, form.time);
      const chosen = form.subCounts[String(ticket.id)] ?? {};
      const subs = hasSubtickets(ticket) ? subticketCounts(ticket, chosen) : null;
      const count = subs ? (isChosen(ticket, chosen) ? ONE : ZERO) : (form.counts[String(ticket.id)] ?? ZERO);
      const total = subs
        ? count === 0
          ? ZERO_CENTS
          : addCents(ticket.price, sumCents(subs.map((c) => c.sub.price * c.count)))
        : mulCents(ticket.price, count);
      const contingent = slot ? contingentOf(slot) : null;
      const inBasket = contingent === null ? 0 : (held.get(contingent) ?? 0);
      return {
        ticket,
        contingent,
        left: placesLeft(ticket, form.time, held),
        cap: 0,
        heldInBasket: inBasket > 0,
        count,
        subtickets: subs,
        total,
        bookingFee: bookingFeeWarning(ticket),
        datetime: slot?.datetime ?? null,
        datetimeEnd: slot?.datetime_end ?? null,
        missing: missingComponents(ticket, chosen).map((s) => s.id),
      };
    });
  return rows.map((row) => {
    const others = rows.filter((r) => r !== row && r.contingent !== null && r.contingent === row.contingent).reduce((n, r) => n + placesOf(r), 0);
    return { ...row, cap: Math.max(0, row.left - others) };
  });
}

export const formTotal = (form: TicketFormState): Cents => sumCents(ticketRows(form).map((r) => r.total));

/** Places a row's choice takes: the count, or the sum of the sub-tickets. */
const placesOf = (row: Pick<TicketRow, 'subtickets' | 'count'>): number => (row.subtickets ? sumOf(row.subtickets) : row.count);

/** The chosen rows whose time has fewer places left than the form asks for (001 §5 "overbooking blocked"). */
export function overbookedRows(rows: readonly TicketRow[]): TicketRow[] {
  return rows.filter((row) => placesOf(row) > 0 && placesOf(row) > row.cap);
}

// ---- day tickets ---------------------------------------------------------------------------

export function dayTicketRows(form: DayTicketFormState): Array<{ id: number; name: string; price: Cents; count: Count; vat: number }> {
  if (form.tickets?.status !== 'loaded' || form.tickets.date !== form.date) return [];
  return [...form.tickets.tickets]
    .sort((a, b) => a.sequence_no - b.sequence_no)
    .map((d) => ({ id: d.id, name: d.name, price: d.price, count: form.counts[String(d.id)] ?? ZERO, vat: d.vat_value }));
}

export function selectedDayTicketAvailability(form: DayTicketFormState): DayAvailability | null {
  if (form.date === null || form.calendar?.status !== 'loaded') return null;
  return dayAvailability(form.calendar.remaining, form.date);
}

export const dayTicketTotal = (form: DayTicketFormState): Cents =>
  sumCents(dayTicketRows(form).map((r) => r.price * r.count));

/** The day's places open to this visitor: its remaining less the basket's day tickets for it. */
export const dayPlacesOpen = (form: DayTicketFormState, lines: readonly CartLine[]): number =>
  Math.max(0, dayRemaining(form) - heldDayPlaces(lines, form.date));

/** Places still open after the form's counts; below 0 the form asks for more than the day has. */
export const dayTicketPlacesLeft = (form: DayTicketFormState, lines: readonly CartLine[]): number =>
  dayPlacesOpen(form, lines) - countTotal(form.counts);

export const dayTicketsLoading = (form: DayTicketFormState): boolean =>
  form.date !== null && selectedDayTicketAvailability(form) === 'available' && (form.tickets === null || form.tickets.date !== form.date);

export type { IsoDate };

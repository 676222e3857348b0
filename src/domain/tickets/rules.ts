import type { SubticketOffer, TicketOffer, TicketSlot } from '../../messages/catalogue';
import type { CartLine, Count, LineOf } from '../../messages';
import { clampCount, ZERO } from '../../kernel/counts';
import { timeOf } from './dates';

/**
 * The booking rules of 001 §5 for event tickets, as pure functions. The ticket form read model,
 * its selectors and the tickets epic all use these, so a rule lives in one place.
 */

/** Largest count a field accepts; beyond it a number stops being a plausible ticket count. */
export const MAX_COUNT = 9999;

/** Non-numeric input becomes 0 (001 §5); negatives 0; fractions are cut; huge values capped. */
export function normalizeCount(input: number | string): number {
  const n = typeof input === 'number' ? input : input.trim() === '' ? 0 : Number(input.trim().replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.trunc(n), MAX_COUNT);
}

/** Mode 1 (timed) and 5 (fixed schedule) are booked for a time; mode 3 runs until the event ends. */
export const isTimed = (ticket: Pick<TicketOffer, 'mode'>): boolean => ticket.mode === 1 || ticket.mode === 5;

/** 001 §5: a mode 1 or 5 ticket without any schedule entry with max_tickets > 0 is hidden. */
export const isHidden = (ticket: TicketOffer): boolean => isTimed(ticket) && !ticket.schedule.some((s) => s.max_tickets > 0);

export const visibleTickets = (tickets: readonly TicketOffer[]): TicketOffer[] =>
  [...tickets].filter((t) => !isHidden(t)).sort((a, b) => a.sequence_no - b.sequence_no);

/** The schedule entry a ticket is booked on: the chosen time's entry, or a mode 3 ticket's entry. */
export function slotOf(ticket: TicketOffer, time: string | null): TicketSlot | undefined {
  if (!isTimed(ticket)) return ticket.schedule[0];
  if (time === null) return undefined;
  return ticket.schedule.find((s) => timeOf(s.datetime) === time);
}

/** 001 §5: a count cannot exceed the slot's max_tickets. */
export function capOf(ticket: TicketOffer, time: string | null): number {
  return Math.max(0, Math.min(MAX_COUNT, slotOf(ticket, time)?.max_tickets ?? 0));
}

export interface TimeOption {
  time: string;
  /** Some ticket still has places at this time. */
  available: boolean;
  /** The most places any ticket still has at this time for this visitor (the upper bound there). */
  placesLeft: number;
}

/**
 * The times of day the visible timed tickets offer, in order; sold-out times are marked. `held`
 * (places of contingents the basket holds, `heldPlaces`) lowers what each time says is left to
 * this visitor; whether a time is sold out stays the catalogue's answer.
 */
export function timesOf(tickets: readonly TicketOffer[], held: ReadonlyMap<string, number> = new Map()): TimeOption[] {
  const times = new Map<string, { sold: boolean; left: number }>();
  for (const ticket of visibleTickets(tickets)) {
    if (!isTimed(ticket)) continue;
    for (const slot of ticket.schedule) {
      const time = timeOf(slot.datetime);
      const was = times.get(time) ?? { sold: true, left: 0 };
      const left = Math.max(0, slot.max_tickets - (held.get(contingentOf(slot)) ?? 0));
      times.set(time, { sold: was.sold && slot.max_tickets <= 0, left: Math.max(was.left, left) });
    }
  }
  return [...times].sort(([a], [b]) => a.localeCompare(b)).map(([time, { sold, left }]) => ({ time, available: !sold, placesLeft: left }));
}

/**
 * 001 §4: choosing a date selects the matching time of day (the one chosen before, when the new
 * day has it with places left), else the first time. "First" is the first with places left,
 * falling back to the very first when all are sold out (docs/decisions.md), as the tour form does.
 */
export function pickTime(previous: string | null, times: ReadonlyArray<Pick<TimeOption, 'time' | 'available'>>): string | null {
  if (previous !== null && times.some((t) => t.time === previous && t.available)) return previous;
  return (times.find((t) => t.available) ?? times[0])?.time ?? null;
}

// ---- sub-tickets and family tickets -----------------------------------------------------------

export const hasSubtickets = (ticket: TicketOffer): boolean => ticket.subtickets.length > 0;

/** 001 §5: the fixed-count rule applies to family tickets with two or more sub-tickets. */
export const usesFixedRule = (ticket: TicketOffer): boolean => ticket.family === 1 && ticket.subtickets.length >= 2;

export const isFixed = (ticket: TicketOffer, sub: SubticketOffer): boolean =>
  usesFixedRule(ticket) && sub.min_quantity === sub.max_quantity;

export type ChosenCounts = Readonly<Record<string, number>>;

export interface SubticketCount {
  sub: SubticketOffer;
  count: Count;
  fixed: boolean;
}

/**
 * The counts of a ticket's sub-tickets from what the visitor chose. A fixed sub-ticket (min =
 * max) counts its max when any other sub-ticket is chosen, else 0 (001 §5).
 */
export function subticketCounts(ticket: TicketOffer, chosen: ChosenCounts): SubticketCount[] {
  const free = ticket.subtickets.filter((s) => !isFixed(ticket, s));
  const counts = new Map(free.map((s) => [s.id, clampCount(chosen[String(s.id)] ?? 0, s.max_quantity)]));
  const anyChosen = [...counts.values()].some((c) => c > 0);
  return ticket.subtickets.map((sub) =>
    isFixed(ticket, sub)
      ? { sub, count: anyChosen ? clampCount(sub.max_quantity) : ZERO, fixed: true }
      : { sub, count: counts.get(sub.id) ?? ZERO, fixed: false },
  );
}

export const sumOf = (counts: readonly SubticketCount[]): number => counts.reduce((s, c) => s + c.count, 0);

/** A ticket with sub-tickets is chosen (count 1) when any of its sub-tickets has a count. */
export const isChosen = (ticket: TicketOffer, chosen: ChosenCounts): boolean =>
  subticketCounts(ticket, chosen).some((c) => !c.fixed && c.count > 0);

/**
 * The count a sub-ticket may take: within [0, max_quantity], and so that the sum of all the
 * ticket's sub-tickets (fixed ones included) stays within the slot's max_tickets (001 §5).
 */
export function capSubticket(ticket: TicketOffer, chosen: ChosenCounts, subticketId: number, requested: number, cap: number): number {
  const sub = ticket.subtickets.find((s) => s.id === subticketId);
  if (!sub || isFixed(ticket, sub)) return 0;
  const value = Math.max(0, Math.min(requested, sub.max_quantity));
  if (value === 0) return 0;
  const others = subticketCounts(ticket, { ...chosen, [String(subticketId)]: 0 });
  const othersFree = others.filter((c) => !c.fixed).reduce((s, c) => s + c.count, 0);
  const fixed = ticket.subtickets.filter((s) => isFixed(ticket, s)).reduce((s, f) => s + f.max_quantity, 0);
  return Math.max(0, Math.min(value, cap - othersFree - fixed));
}

/**
 * Brings chosen sub-ticket counts within a (new) cap, lowering the last sub-tickets first; when
 * even the fixed ones alone do not fit, nothing stays chosen.
 */
export function fitSubtickets(ticket: TicketOffer, chosen: ChosenCounts, cap: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of subticketCounts(ticket, chosen)) if (!c.fixed && c.count > 0) out[String(c.sub.id)] = c.count;
  const free = ticket.subtickets.filter((s) => !isFixed(ticket, s)).reverse();
  for (const sub of free) {
    let excess = sumOf(subticketCounts(ticket, out)) - cap;
    if (excess <= 0) break;
    const key = String(sub.id);
    const current = out[key] ?? 0;
    const lowered = Math.max(0, current - excess);
    if (lowered === 0) delete out[key];
    else out[key] = lowered;
    excess -= current - lowered;
  }
  return sumOf(subticketCounts(ticket, out)) > cap ? {} : out;
}

/**
 * 001 §5: every component of a chosen family ticket needs its quantity (at least its
 * min_quantity). Fixed components always have theirs.
 */
export function missingComponents(ticket: TicketOffer, chosen: ChosenCounts): SubticketOffer[] {
  if (ticket.family !== 1 || !isChosen(ticket, chosen)) return [];
  return subticketCounts(ticket, chosen)
    .filter((c) => !c.fixed && c.count < Math.max(1, c.sub.min_quantity))
    .map((c) => c.sub);
}

/** The booking-fee warning shows when book_with_cost_warn is on (or carries the warning text). */
export function bookingFeeWarning(ticket: TicketOffer): boolean {
  const w = ticket.book_with_cost_warn;
  return w === 1 || w === true || (typeof w === 'string' && w.trim() !== '' && w !== '0');
}

// ---- places the basket already holds ----------------------------------------------------------

/** Places a basket ticket line takes: the sum of its sub-tickets, or its count. */
export function linePlaces(line: LineOf<'ticket'>): number {
  return line.subtickets.length > 0 ? line.subtickets.reduce((s, c) => s + c.count, 0) : (line.count ?? line.totalCount);
}

/**
 * The contingent a ticket's slot draws on. The API does not say which ticket types share places;
 * tickets of one event at one time that report the same places left are taken to share them
 * (docs/decisions.md). Two contingents that happen to report the same number are then treated as
 * one: the shop may offer fewer places than there are, never more.
 */
export const contingentOf = (slot: Pick<TicketSlot, 'datetime' | 'max_tickets'>): string => `${slot.datetime}|${slot.max_tickets}`;

/** Places the basket holds per contingent (`contingentOf`) of the given tickets' slots. */
export function heldPlaces(lines: readonly CartLine[], tickets: readonly TicketOffer[]): ReadonlyMap<string, number> {
  const held = new Map<string, number>();
  for (const line of lines) {
    if (line.type !== 'ticket') continue;
    const slot = tickets.find((t) => t.id === line.id)?.schedule.find((s) => s.datetime === line.datetime);
    if (!slot) continue;
    const key = contingentOf(slot);
    held.set(key, (held.get(key) ?? 0) + linePlaces(line));
  }
  return held;
}

/**
 * Places of a ticket's slot still open to this visitor (001 §5): the slot's max_tickets less
 * what the basket already holds of its contingent (`held`, from `heldPlaces`). What the event
 * page's steppers stop at, and what the basket's stepper on a ticket line is checked against.
 */
export function placesLeft(ticket: TicketOffer, time: string | null, held: ReadonlyMap<string, number>): number {
  const slot = slotOf(ticket, time);
  const inBasket = slot ? (held.get(contingentOf(slot)) ?? 0) : 0;
  return Math.max(0, capOf(ticket, time) - inBasket);
}

/** Places of day tickets the basket holds for one date. */
export function heldDayPlaces(lines: readonly CartLine[], date: string | null): number {
  return lines.reduce((n, l) => (l.type === 'dayTicket' && l.date === date ? n + l.totalCount : n), 0);
}

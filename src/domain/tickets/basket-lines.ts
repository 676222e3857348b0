import type { CartLine, Count, LineOf } from '../../messages';
import type { RemainingByDate, TicketOffer } from '../../messages/catalogue';
import { mulCents } from '../../kernel/money';
import { clampCount } from '../../kernel/counts';
import { capOf, contingentOf, heldDayPlaces, heldPlaces, isTimed, placesLeft, slotOf } from './rules';
import { dayAvailability } from './selectors';
import { dayTicketTotals } from './lines';
import { DAY_TICKET_JOIN } from '../cart/names';
import { timeOf } from './dates';

/**
 * A ticket line's count changed in the basket: the changed lines, and whether the
 * places are there. The caps are the event page's and the day-ticket page's (rules.ts, 001 §5):
 * the time's or the day's places less what the basket's other lines hold of them.
 */

/** Whether a change may be recorded: the places, or why not with what the time or day has. */
export type PlacesVerdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'soldOut' | 'fewerPlaces' | 'notBookable';
      /** Places the time or the day has now. */
      readonly left: Count;
      /** Of them, what the basket's other lines of the same places hold. */
      readonly held: Count;
    };

const OK: PlacesVerdict = { ok: true };
/** Nothing to be booked: the ticket, its time or the day is not offered (any more). */
export const NOT_BOOKABLE: PlacesVerdict = { ok: false, reason: 'notBookable', left: clampCount(0), held: clampCount(0) };

const refused = (left: number, held: number): PlacesVerdict => ({
  ok: false,
  reason: left <= 0 ? 'soldOut' : 'fewerPlaces',
  left: clampCount(left),
  held: clampCount(held),
});

/** A ticket line without sub-tickets at another count; its totals follow (price × count). */
export function withTicketCount(line: LineOf<'ticket'>, n: Count): LineOf<'ticket'> {
  return { ...line, count: n, totalCount: n, totalPrice: mulCents(line.price, n) };
}

/**
 * A day-ticket line with one of its day tickets at another count; 0 takes that day ticket off
 * the line. Null when no day ticket would be left (removing the line is the remove action's)
 * or the line has no such day ticket.
 */
export function withDayTicketCount(line: LineOf<'dayTicket'>, dayTicketId: number | string, n: Count): LineOf<'dayTicket'> | null {
  if (!line.dayTickets.some((d) => String(d.id) === String(dayTicketId))) return null;
  const dayTickets = line.dayTickets.map((d) => (String(d.id) === String(dayTicketId) ? { ...d, count: n } : d)).filter((d) => d.count > 0);
  const totals = dayTicketTotals(dayTickets);
  if (!totals) return null;
  // A line of an earlier log names itself by its entries' names: kept true to what is left.
  const { name: _before, ...rest } = line;
  const named = dayTickets.every((d) => d.name !== undefined) && line.name !== undefined ? { name: dayTickets.map((d) => d.name).join(DAY_TICKET_JOIN) } : {};
  return { ...rest, ...totals, ...named, dayTickets };
}

/**
 * Whether the event's tickets of the line's day (`ticket/collect`, as the event page loads
 * them) leave `places` for this line: its slot's places less the basket's other lines on the
 * same contingent (`placesLeft`, the event page's cap). A ticket or time no longer offered
 * cannot be booked.
 */
export function ticketLineVerdict(line: LineOf<'ticket'>, places: number, lines: readonly CartLine[], tickets: readonly TicketOffer[]): PlacesVerdict {
  const ticket = tickets.find((t) => String(t.id) === String(line.id));
  if (!ticket) return NOT_BOOKABLE;
  const time = isTimed(ticket) ? timeOf(line.datetime) : null;
  const slot = slotOf(ticket, time);
  if (!slot) return NOT_BOOKABLE;
  const held = heldPlaces(
    lines.filter((l) => l.lineId !== line.lineId),
    tickets,
  );
  if (places <= placesLeft(ticket, time, held)) return OK;
  return refused(capOf(ticket, time), held.get(contingentOf(slot)) ?? 0);
}

/**
 * Whether the day (`remaining` of the day-ticket calendar, as the day-ticket page loads it)
 * leaves `places` for this line beside the basket's other day tickets for that date. A day not
 * on sale cannot be booked.
 */
export function dayLineVerdict(line: LineOf<'dayTicket'>, places: number, lines: readonly CartLine[], remaining: RemainingByDate): PlacesVerdict {
  if (dayAvailability(remaining, line.date) === 'unavailable') return NOT_BOOKABLE;
  const left = Math.max(0, remaining[line.date] ?? 0);
  const held = heldDayPlaces(
    lines.filter((l) => l.lineId !== line.lineId),
    line.date,
  );
  return places <= left - held ? OK : refused(left, held);
}

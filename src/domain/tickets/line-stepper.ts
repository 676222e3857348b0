import type { CartLine, LineOf } from '../../messages';

/**
 * What the basket lets the visitor change on a ticket line. Light on purpose: the
 * basket's rows read it, and it imports no rules.
 *
 * - `count`: a ticket line without sub-tickets (one ticket type, one price, at one time): its
 *   count, at least 1.
 * - `entries`: a day-ticket line: each day ticket's count; one may drop to 0 while another is
 *   left, the last one stays at least 1.
 * - `fixed`: a ticket with sub-tickets (a family ticket: a bundle of components with their own
 *   minimum, maximum and fixed parts, one unit per line; or a line of the previous front end,
 *   whose sub-tickets are its price categories): removed here, changed on its event page.
 * - null: not a ticket line, or one the shop cannot look up (no event: the previous front end's).
 */
export type TicketStepper =
  | { readonly kind: 'count'; readonly line: LineOf<'ticket'>; readonly eventId: number }
  | { readonly kind: 'entries'; readonly line: LineOf<'dayTicket'> }
  | { readonly kind: 'fixed'; readonly eventId: number }
  | null;

/** The line's event as a page id, when it has one. */
function eventOf(line: LineOf<'ticket'>): number | null {
  const id = Number(line.eventId);
  return line.eventId !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ticketStepperOf(line: CartLine): TicketStepper {
  if (line.type === 'dayTicket') return line.dayTickets.length > 0 ? { kind: 'entries', line } : null;
  if (line.type !== 'ticket') return null;
  const eventId = eventOf(line);
  if (eventId === null) return null;
  return line.subtickets.length > 0 ? { kind: 'fixed', eventId } : { kind: 'count', line, eventId };
}

/** The least a day ticket of this line may be set to: 0 while another day ticket stays on the line. */
export const dayTicketMin = (line: LineOf<'dayTicket'>): number => (line.dayTickets.length > 1 ? 0 : 1);

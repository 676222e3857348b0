import { sumCents } from '../../kernel/money';
import { count } from '../../kernel/brands';
import type { LineOf, NewCartLine } from '../../messages';
import type { Problem, TicketFormState } from './ticket-form';
import type { DayTicketFormState } from './day-ticket-form';
import { dayTicketRows, overbookedRows, ticketRows } from './selectors';
import { isTimed } from './rules';

type Omitted<L> = Omit<L, 'lineId'>;

/**
 * Checks the ticket form before it becomes cart lines: something must be chosen, a timed
 * ticket needs its time's slot, a family ticket needs every component, and the time must still
 * have the places asked for beside what the basket holds (`held`, 001 §5 "overbooking blocked").
 */
export function selectionProblems(form: TicketFormState, held?: ReadonlyMap<string, number>): Problem[] {
  const rows = ticketRows(form, held);
  const chosen = rows.filter((r) => r.count > 0);
  if (chosen.length === 0) return [{ ticketId: null, problem: 'nothingChosen' }];
  const problems: Problem[] = [];
  for (const row of chosen) {
    if (row.missing.length > 0) problems.push({ ticketId: row.ticket.id, problem: 'familyQuantities' });
    if (row.datetime === null || (row.left <= 0 && !row.heldInBasket) || (isTimed(row.ticket) && form.time === null)) {
      problems.push({ ticketId: row.ticket.id, problem: 'notBookable' });
    }
  }
  const flagged = new Set(problems.map((p) => p.ticketId));
  for (const row of overbookedRows(rows)) if (!flagged.has(row.ticket.id)) problems.push({ ticketId: row.ticket.id, problem: 'overbooking' });
  return problems;
}

/**
 * One ticket line per chosen ticket, with every field the cart line carries (001 §3) but the
 * catalogue's texts: the line is named "Event – Ticket" and placed at the event's venue by its
 * ids, in the language shown (domain/cart/names.ts).
 */
export function ticketLines(form: TicketFormState): Array<Omitted<LineOf<'ticket'>>> {
  return ticketRows(form)
    .filter((r) => r.count > 0 && r.datetime !== null)
    .map((row) => {
      const { ticket } = row;
      const subtickets = (row.subtickets ?? [])
        .filter((s) => s.count > 0)
        .map((s) => ({ id: s.sub.id, price: s.sub.price, count: s.count }));
      return {
        type: 'ticket' as const,
        id: ticket.id,
        ...(form.eventId !== null ? { eventId: form.eventId } : {}),
        price: ticket.price,
        count: row.count,
        totalCount: row.count,
        totalPrice: row.total,
        datetime: row.datetime ?? '',
        datetime_end: row.datetimeEnd,
        mode: ticket.mode,
        tax: ticket.vat_value,
        subtickets,
        print_separately: ticket.print_separately,
        bookWithCost: ticket.book_with_cost,
      };
    });
}

type DayEntry = LineOf<'dayTicket'>['dayTickets'][number];

/**
 * A day-ticket line's fields that follow from its entries: the first entry's id and price, the
 * totals summed. Null without an entry. The form's line and a line whose counts the basket
 * changed are built alike.
 */
export function dayTicketTotals(entries: readonly DayEntry[]): Pick<LineOf<'dayTicket'>, 'id' | 'price' | 'totalPrice' | 'totalCount'> | null {
  const first = entries[0];
  if (!first) return null;
  return {
    id: first.id,
    price: first.price,
    totalPrice: sumCents(entries.map((e) => e.price * e.count)),
    totalCount: count(entries.reduce((s, e) => s + e.count, 0)),
  };
}

/** All day tickets chosen for one day as one dayTicket line (each entry with id and count). */
export function dayTicketLine(form: DayTicketFormState): Omitted<LineOf<'dayTicket'>> | null {
  const dayTickets = dayTicketRows(form)
    .filter((r) => r.count > 0)
    .map((r) => ({ id: r.id, price: r.price, count: r.count, tax: r.vat }));
  const totals = dayTicketTotals(dayTickets);
  if (!totals || form.date === null) return null;
  return { type: 'dayTicket', ...totals, date: form.date, dayTickets };
}

export type { NewCartLine };

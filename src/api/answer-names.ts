import type { EndpointName } from './endpoints';

/**
 * The names a catalogue answer holds, by reference key (`kind:id`, the keys of
 * domain/cart/names.ts; venues under `venue:event:id` and `venue:tour:id`), in the language it
 * was asked in. The answers that name what a basket
 * holds and what tracking sends as items; any other answer names nothing here.
 */
type Named = { id?: unknown; name?: unknown; venue?: unknown };

const entries = (list: unknown): Named[] => (Array.isArray(list) ? list : list && typeof list === 'object' ? Object.values(list) : []).filter((e): e is Named => typeof e === 'object' && e !== null);
const field = (answer: unknown, key: string): unknown => (answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[key] : undefined);

function named(kind: string, list: readonly Named[], out: Array<[string, string]>, field: 'name' | 'venue' = 'name'): void {
  for (const e of list) {
    const text = e[field];
    if ((typeof e.id === 'number' || typeof e.id === 'string') && typeof text === 'string' && text !== '') out.push([`${kind}:${e.id}`, text]);
  }
}

export function namesOfAnswer(endpoint: EndpointName, answer: unknown): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  switch (endpoint) {
    case 'eventList':
      named('event', entries(field(answer, 'events')), out);
      named('venue:event', entries(field(answer, 'events')), out, 'venue');
      break;
    case 'ticketCollect': {
      const tickets = entries(field(answer, 'tickets'));
      named('ticket', tickets, out);
      for (const t of tickets) named('ticket', entries(field(t, 'subtickets')), out);
      break;
    }
    case 'dayTicketList':
      named('dayTicket', entries(field(answer, 'tickets')), out);
      break;
    case 'tourList':
      named('tour', entries(field(answer, 'tours')), out);
      named('venue:tour', entries(field(answer, 'tours')), out, 'venue');
      break;
    case 'tourSingle': {
      named('tour', entries([field(answer, 'tour')]), out);
      const tickets = entries(field(answer, 'tickets'));
      named('tourTicket', tickets, out);
      for (const k of tickets) named('tourTicket', entries(field(k, 'subtickets')), out);
      // The tour's price list and the schedule's own (001 §3: an entry's overrides the tour's).
      named('tourPrice', entries(field(answer, 'priceList')), out);
      for (const entry of entries(field(answer, 'schedule'))) named('tourPrice', entries(field(entry, 'priceList')), out);
      break;
    }
    case 'merchandiseList':
      named('article', entries(field(answer, 'articles')), out);
      break;
    case 'checkoutSuggest':
      named('article', entries(answer), out);
      break;
    case 'merchandiseSingle':
      named('article', entries([answer]), out);
      break;
    case 'voucherList':
      named('voucher', entries(field(answer, 'vouchers')), out);
      break;
    case 'voucherSingle':
      named('voucher', entries([answer]), out);
      break;
    default:
      break;
  }
  return out;
}

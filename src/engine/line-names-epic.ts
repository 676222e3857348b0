import { distinctUntilChanged, EMPTY, from, ignoreElements, map, mergeMap, type Observable } from 'rxjs';
import type { CallArgs } from '../api/client';
import type { EndpointName } from '../api/endpoints';
import { lineParts, missingNames, nameKey } from '../domain/cart/names';
import type { CartLine, DomainEvent } from '../messages';
import type { AppEpic } from './epics';

/** One request that names some of the basket's lines (api/answer-names.ts reads its answer). */
export interface NameRequest {
  readonly endpoint: EndpointName;
  readonly args: unknown;
}

/** What to ask so that `keys` (names the basket lacks in the page's language) become known. */
export function nameRequests(lines: readonly CartLine[], keys: readonly string[]): NameRequest[] {
  const wanted = new Set(keys);
  const out = new Map<string, NameRequest>();
  const ask = (endpoint: EndpointName, args: unknown): void => void out.set(`${endpoint} ${JSON.stringify(args)}`, { endpoint, args });
  for (const line of lines) {
    switch (line.type) {
      case 'ticket': {
        if (line.eventId !== undefined && wanted.has(nameKey.event(line.eventId))) ask('eventList', undefined);
        const tickets = [line.id, ...line.subtickets.map((s) => s.id)];
        if (line.eventId !== undefined && tickets.some((id) => wanted.has(nameKey.ticket(id)))) {
          ask('ticketCollect', { path: { event: line.eventId, date: line.datetime.slice(0, 10) } });
        }
        break;
      }
      case 'dayTicket':
        if (line.dayTickets.some((d) => wanted.has(nameKey.dayTicket(d.id)))) ask('dayTicketList', { query: { date: line.date } });
        break;
      case 'guidedTour':
        if ([nameKey.tour(line.tourId), ...lineParts(line).map((p) => p.nameKey)].some((key) => key !== null && wanted.has(key))) {
          ask('tourSingle', { query: { tour: line.tourId, date: line.date } });
        }
        break;
      case 'merchandise':
      case 'annualPass':
        if (wanted.has(nameKey.article(line.id))) ask('merchandiseSingle', { query: { article: line.id } });
        break;
      case 'voucher':
        if (wanted.has(nameKey.voucher(line.id))) ask('voucherSingle', { path: { id: line.id } });
        break;
      case 'voucherCode':
        break;
    }
  }
  return [...out.values()];
}

const NONE: readonly CartLine[] = [];
const showsLines = (route: string | undefined): boolean => route !== undefined && route.startsWith('checkout');

/**
 * The basket's names in the page's language (issue 28): a line added in another language (the
 * visitor switched, or came back from the payment provider to another language's page) is
 * named by asking its catalogue entry again, once a checkout page shows it; the answer teaches
 * the name store (learning API).
 * Each request once per page: one that fails leaves the name the visitor saw when adding.
 */
export const lineNamesEpic: AppEpic = (_command$, state$, deps): Observable<DomainEvent> => {
  const names = deps.names;
  if (!names) return EMPTY;
  const asked = new Set<string>();
  return state$.pipe(
    // Only where lines are named (the checkout's pages): elsewhere a request could load an area's
    // codecs the page does not need (the home page loads no area).
    map((state) => (showsLines(state.ui.route?.name) ? state.cart.lines : NONE)),
    distinctUntilChanged(),
    mergeMap((lines) => from(nameRequests(lines, missingNames(lines, names.store.in(names.lang))))),
    mergeMap((request) => {
      const key = `${request.endpoint} ${JSON.stringify(request.args)}`;
      if (asked.has(key)) return EMPTY;
      asked.add(key);
      const args = (request.args === undefined ? [] : [request.args]) as unknown as CallArgs<EndpointName>;
      return deps.api.call(request.endpoint, ...args);
    }),
    ignoreElements(),
  );
};

import { concat, defer, distinctUntilChanged, EMPTY, filter, from, ignoreElements, map, merge, mergeMap, of, tap, type Observable } from 'rxjs';
import * as PaymentEvents from '../../messages/events/payment';
import type { DomainEvent } from '../../messages';
import type { PaymentEpic } from './deps';
import { ledgerStateOf, newsOf } from './ledger';
import type { LedgerRecord } from './ledger-records';

/**
 * This tab and the ledger (ledger.ts): what the other tabs' records tell this basket becomes a
 * fact in this tab's log (`PaymentSeenElsewhere`: under way there, booked there, ended), and this
 * tab's own attempt is written for the others whenever its stage changes. Records are read
 * when the payment area starts (a tab opened or reloaded later learns what happened meanwhile)
 * and as they arrive.
 */
export const ledgerEpic: PaymentEpic = (command$, state$, deps) => {
  const tab = deps.tab ?? 'unknown';

  const news = (records: readonly LedgerRecord[]): Observable<DomainEvent> =>
    from(records).pipe(
      // Each against the state as the facts before it left it.
      mergeMap((record) => {
        const { payment, cart } = state$.value;
        const seen = newsOf(record, payment, cart.lines, tab, deps.clock.now());
        return seen ? of(PaymentEvents.PaymentSeenElsewhere.create(seen)) : EMPTY;
      }),
    );

  // This tab's attempt as the other tabs should see it; written after the news was taken in, so
  // an attempt another tab ended is not announced as under way again.
  const own$ = state$.pipe(
    map((s) => {
      const attempt = s.payment.attempt;
      if (!attempt || attempt.tab !== tab) return null;
      const state = ledgerStateOf(attempt);
      const order = s.payment.order;
      const bookingId = state === 'paid' && order !== null && order.cartId === attempt.cartId ? order.bookingId : null;
      return state === null ? null : { attemptId: attempt.id, cartId: attempt.cartId, lineIds: attempt.lineIds, state, bookingId };
    }),
    filter((own): own is NonNullable<typeof own> => own !== null),
    distinctUntilChanged((a, b) => a.attemptId === b.attemptId && a.cartId === b.cartId && a.state === b.state && a.bookingId === b.bookingId),
    tap((own) => deps.ledger.write({ tab, by: tab, ...own, at: deps.clock.now() })),
    ignoreElements(),
  );

  return concat(
    defer(() => news(deps.ledger.records())),
    merge(
      deps.ledger.changes$.pipe(mergeMap((record) => news([record]))),
      own$,
    ),
  );
};

import { concat, defer, EMPTY, exhaustMap, merge, mergeMap, of, Subject, switchMap, timer, type Observable } from 'rxjs';
import { ofType } from '../../bus/of-type';
import * as PaymentEvents from '../../messages/events/payment';
import { AccountEvents, CartEvents, type DomainEvent } from '../../messages';
import { cancelCart } from './cancel';
import { decideReturn, execOutcome, mayExecute } from './decide';
import { forgetProvider, type PaymentEpic } from './deps';
import { paidElsewhere, reopenedBookings, seenOf } from './ledger';
import { paidItems } from './payload';
import { cartTotals } from '../cart/selectors';
import { keepRecipient } from './recipient';

/** Asking again after a lost exec answer: after 2, 4 and 8 seconds; then the visitor's "Check again". */
export const EXEC_RETRY_DELAYS_MS = [2_000, 4_000, 8_000] as const;

/**
 * The way back from the provider and the booking (001 §4, §7, §8): the return pages' address
 * (decide.ts `decideReturn`), exec at most once per approval and only in the tab that started
 * the payment, and after a lost answer, exec again (a booked cart answers 410) instead of a new
 * payment. A reload while exec was on its way counts as a lost answer.
 */
export const execEpic: PaymentEpic = (command$, state$, deps) => {
  const retry$ = new Subject<void>();

  const onReturnPage = (): boolean => {
    const path = deps.navigator.path();
    return path.startsWith(deps.routePath('checkoutAccepted')) || path.startsWith(deps.routePath('checkoutSuccess'));
  };

  const exec = (): Observable<DomainEvent> => {
    const { payment, cart, account } = state$.value;
    if (!mayExecute(payment, deps.tab) || !payment.attempt?.cartId) return EMPTY;
    const attempt = payment.attempt;
    const cartId = payment.attempt.cartId;
    // Another tab booked these lines meanwhile: this approval is released, not booked twice.
    const booked = paidElsewhere(deps.ledger.records(), attempt.tab, attempt.lineIds, reopenedBookings(payment));
    if (booked) {
      const seen = PaymentEvents.PaymentSeenElsewhere.create(seenOf(booked));
      return concat(of(seen), cancelCart(cartId, deps));
    }
    const items = paidItems(cart.lines);
    const totals = cartTotals(cart);
    const codes = totals.vouchers.map(({ lineId, barcode, used, remaining }) => ({ lineId, barcode, used, remaining }));
    const query = {
      us: deps.random.alphanumeric(12),
      sessionUs: deps.tab ?? deps.random.alphanumeric(12),
      srcURL: `${deps.navigator.origin()}${deps.navigator.path()}`,
    };
    return concat(
      of(PaymentEvents.PaymentExecStarted.create({ cartId })),
      deps.api.call('paymentExec', { query, body: { cartId } }).pipe(
        mergeMap((result): Observable<DomainEvent> => {
          const outcome = execOutcome(result);
          switch (outcome.kind) {
            case 'booked':
              return concat(
                defer(() => {
                  // Before a guest's details are forgotten: where the confirmation goes, outside the log.
                  keepRecipient(deps.storage, outcome.bookingId, deps.recipient?.() ?? null);
                  return EMPTY;
                }),
                of(
                  PaymentEvents.PaymentCompleted.create({
                    cartId, bookingId: outcome.bookingId, hasTickets: outcome.hasTickets, items,
                    paid: totals.total, payart: attempt.payart, codes,
                  }),
                ),
                of(CartEvents.CartCleared.create({})),
                // A guest is a single purchase (000): the next basket asks again.
                account.guest === true ? guestEnded() : EMPTY,
                defer(() => {
                  forgetProvider(deps.storage);
                  const success = deps.routePath('checkoutSuccess');
                  if (!deps.navigator.path().startsWith(success)) deps.navigator.navigate(success, { replace: true });
                  return EMPTY;
                }),
              );
            case 'gone':
              return of(PaymentEvents.PaymentGone.create({ cartId }));
            case 'refused':
              return of(PaymentEvents.PaymentFailed.create({ cartId, reason: outcome.code, message: outcome.message }));
            case 'uncertain':
              return concat(
                of(PaymentEvents.PaymentExecUncertain.create({ cartId, reason: outcome.code })),
                defer(() => {
                  retry$.next();
                  return EMPTY;
                }),
              );
          }
        }),
      ),
    );
  };

  const guestEnded = (): Observable<DomainEvent> =>
    defer(() => {
      deps.endGuestSession();
      return of(AccountEvents.CustomerSignedOut.create({}));
    });

  /** The next automatic ask, while the visitor is on a return page and tries are left. */
  const retries$ = retry$.pipe(
    switchMap(() => {
      const tries = state$.value.payment.attempt?.execs ?? 0;
      const delay = EXEC_RETRY_DELAYS_MS[tries - 1];
      return delay === undefined ? EMPTY : timer(delay, deps.scheduler);
    }),
    mergeMap(() => (onReturnPage() && mayExecute(state$.value.payment, deps.tab) ? of(undefined) : EMPTY)),
  );

  const returned$ = command$.pipe(
    ofType('ReturnFromPayment'),
    exhaustMap(({ page, status, cartId }): Observable<DomainEvent> => {
      const decision = decideReturn(page, status, cartId, state$.value.payment, deps.tab);
      switch (decision.kind) {
        case 'accepted':
          return concat(of(PaymentEvents.PaymentReturned.create({ cartId: decision.cartId, outcome: 'accepted' })), decision.complete ? defer(exec) : EMPTY);
        case 'failed':
          return concat(
            of(PaymentEvents.PaymentReturned.create({ cartId: decision.cartId, outcome: 'failed' })),
            defer(() => {
              deps.navigator.navigate(deps.routePath('checkoutFailed'), { replace: true });
              return EMPTY;
            }),
          );
        case 'canceled':
          forgetProvider(deps.storage);
          return concat(of(PaymentEvents.PaymentReturned.create({ cartId: decision.cartId, outcome: 'canceled' })), cancelCart(decision.cartId, deps));
        case 'earlier':
          return decision.cancel ? cancelCart(decision.cartId, deps, { current: false }) : EMPTY;
        case 'askAgain':
          return defer(exec);
        case 'nothing':
          return EMPTY;
      }
    }),
  );

  // A reload (or a closed tab) while exec was on its way: its answer is lost with the page.
  const interrupted$ = defer(() => {
    const attempt = state$.value.payment.attempt;
    const lost = attempt !== null && attempt.stage === 'executing' && attempt.tab === deps.tab && attempt.cartId !== null;
    return lost ? of(PaymentEvents.PaymentExecUncertain.create({ cartId: attempt.cartId ?? '', reason: 'INTERRUPTED' })) : EMPTY;
  });

  return merge(interrupted$, returned$, merge(command$.pipe(ofType('CompleteOrder')), retries$).pipe(exhaustMap(exec)));
};


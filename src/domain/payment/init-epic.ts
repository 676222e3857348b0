import { concat, defer, EMPTY, exhaustMap, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import { failureOf } from '../../api/failure';
import * as PaymentEvents from '../../messages/events/payment';
import { CartEvents, type Cents, type DomainEvent, type StartPayment } from '../../messages';
import { admitChange } from '../cart/admit';
import { checkBasket } from './basket-check';
import { openAttempt, paymentElsewhere, payableLines, providerUrl, refusalBeforeInit, repriced } from './decide';
import { forgetProvider, keepProvider, providerOf, type PaymentDeps, type PaymentEpic } from './deps';
import { conflictFor, reopenedBookings, seenOf } from './ledger';
import type { LedgerRecord } from './ledger-records';
import { paymentInitBody } from './payload';
import { WALLET_PAYART } from './payart';
import { cancelCart } from './cancel';

type State = Parameters<PaymentEpic>[1];

/** The ledger's record of another tab's payment, as this tab's fact. */
const seen = (record: LedgerRecord): DomainEvent => PaymentEvents.PaymentSeenElsewhere.create(seenOf(record));

/**
 * "Pay" (001 §4, §7): the shop's checks, the basket's claim in the ledger (no other tab pays
 * these lines meanwhile), payment init, the provider. exhaustMap and the attempt's stage make
 * one payment of any number of presses: once init has answered, the attempt is on its way until
 * it is completed, cancelled or refused. Back from the provider unfinished, the visitor
 * continues the same payment or cancels it first; never a second one beside it.
 */
export const initEpic: PaymentEpic = (command$, state$, deps) => {
  const init = (command: StartPayment): Observable<DomainEvent> => {
    const state = state$.value;
    const refused = refusalBeforeInit(command, state, deps.tab);
    // A press while the provider's page is on its way: that payment is the one.
    if (refused === 'PAYMENT_UNDER_WAY') return EMPTY;
    if (refused) return of(PaymentEvents.PaymentRefused.create({ attemptId: null, reason: refused, client: true }));
    const tab = deps.tab ?? 'unknown';
    const attemptId = deps.random.id();
    const lineIds = state.cart.lines.map((l) => l.lineId);
    const now = deps.clock.now();
    const claim: LedgerRecord = { tab, by: tab, attemptId, cartId: null, lineIds, state: 'underWay', bookingId: null, at: now };
    const payable = payableLines(state.cart.lines).map((l) => l.lineId);
    const reopened = reopenedBookings(state.payment);
    return deps.ledger.claim(claim, (records) => conflictFor(records, tab, payable, now, reopened)).pipe(
      switchMap((conflict) => {
        if (!conflict) return start(command, attemptId, lineIds);
        const reason = conflict.state === 'paid' ? 'BASKET_ALREADY_PAID' : 'PAYMENT_IN_OTHER_TAB';
        return of(seen(conflict), PaymentEvents.PaymentRefused.create({ attemptId: null, reason, client: true }));
      }),
    );
  };

  const start = (command: StartPayment, attemptId: string, lineIds: string[]): Observable<DomainEvent> => {
    const state = state$.value;
    const payart = command.wallet ? WALLET_PAYART : command.payart;
    const returnTo = command.confirmed ? 'success' : 'accepted';
    const origin = deps.navigator.origin();
    const back = (path: string) => deps.returnUrl?.(path) ?? `${origin}${path}`;
    const body = paymentInitBody(
      state.cart,
      {
        payart,
        wallet: command.wallet ?? null,
        directDebit: command.directDebit ?? null,
        continueUrl: back(deps.routePath(returnTo === 'success' ? 'checkoutSuccess' : 'checkoutAccepted')),
        cancelUrl: back(deps.routePath('checkoutCanceled')),
      },
      deps.private,
    );
    return concat(
      of(PaymentEvents.PaymentStarted.create({ attemptId, payart, wallet: command.wallet ?? null, returnTo, lineIds })),
      of(CartEvents.CartErrorCleared.create({})),
      deps.api.call('paymentInit', { body }).pipe(
        mergeMap((result): Observable<DomainEvent> => {
          if (isLeft(result)) {
            const reason = failureOf(result.left).code;
            const unsellable = result.left.kind === 'Http' && result.left.status === 422;
            return concat(
              of(PaymentEvents.PaymentRefused.create({ attemptId, reason, client: false })),
              // 001 §8: a 422 is the cart's error; which lines it means, the basket check marks.
              unsellable ? concat(of(CartEvents.CartErrorRaised.create({ error: reason })), basketCheck(state$, deps)) : EMPTY,
            );
          }
          const target = providerUrl(result.right.url, origin);
          if (!target) return of(PaymentEvents.PaymentRefused.create({ attemptId, reason: 'INVALID_PROVIDER_URL', client: false }));
          const cartId = String(result.right.cartId);
          return concat(
            of(PaymentEvents.PaymentRedirected.create({ attemptId, cartId })),
            of(CartEvents.CartIdAssigned.create({ cartId })),
            defer(() => {
              keepProvider(deps.storage, cartId, target);
              deps.leaveTo(target);
              return EMPTY;
            }),
          );
        }),
      ),
    );
  };

  /** Back from the provider unfinished: the same payment's page again, or (address lost) cancel it. */
  const resume = (): Observable<DomainEvent> => {
    const attempt = openAttempt(state$.value.payment, deps.tab);
    if (!attempt || attempt.stage !== 'redirected' || attempt.cartId === null) return EMPTY;
    const stored = providerOf(deps.storage, attempt.cartId);
    const target = stored === null ? null : providerUrl(stored, deps.navigator.origin());
    if (target === null) return cancelCart(attempt.cartId, deps, { confirmed: true });
    return defer(() => {
      deps.leaveTo(target);
      return EMPTY;
    });
  };

  const cancel = (): Observable<DomainEvent> => {
    const attempt = openAttempt(state$.value.payment, deps.tab);
    if (!attempt || attempt.cartId === null || (attempt.stage !== 'redirected' && attempt.stage !== 'canceling')) return EMPTY;
    forgetProvider(deps.storage);
    // The visitor may have approved it in a window still open: only a confirmed cancel ends it.
    return cancelCart(attempt.cartId, deps, { confirmed: true });
  };

  /**
   * The other tab's payment is cancelled with the server, and the other tab told, before this
   * one may pay. Only a cancel the server confirmed ends it: a 410 means it was paid (or timed
   * out) meanwhile, so its lines count as booked; no answer leaves it under way.
   */
  const takeOver = (): Observable<DomainEvent> => {
    const { payment, cart } = state$.value;
    const other = paymentElsewhere(payment, cart.lines);
    if (!other) return EMPTY;
    const ended = (): Observable<DomainEvent> => {
      const record: LedgerRecord = { ...other, by: deps.tab ?? 'unknown', state: 'ended', bookingId: null, at: deps.clock.now() };
      deps.ledger.write(record);
      return of(seen(record));
    };
    if (other.cartId === null) return ended();
    return deps.api.call('paymentCancel', { query: { cartId: other.cartId } }).pipe(
      mergeMap((result): Observable<DomainEvent> => {
        if (!isLeft(result)) return ended();
        if (result.left.kind === 'Http' && result.left.status === 410) {
          const paid = deps.ledger.records().find((r) => r.tab === other.tab && r.attemptId === other.attemptId && r.state === 'paid');
          return of(seen(paid ?? { ...other, by: deps.tab ?? 'unknown', state: 'paid', bookingId: null, at: deps.clock.now() }));
        }
        return of(PaymentEvents.PaymentRefused.create({ attemptId: null, reason: 'CANCEL_FAILED', client: false }));
      }),
    );
  };

  return merge(
    // exhaustMap: a double click or Enter on "Pay" starts exactly one payment.
    command$.pipe(ofType('StartPayment'), exhaustMap(init)),
    command$.pipe(ofType('ContinuePayment'), exhaustMap(resume)),
    command$.pipe(ofType('CancelPayment'), exhaustMap(cancel)),
    command$.pipe(ofType('PayHereInstead'), exhaustMap(takeOver)),
  );
};

/**
 * Every basket line checked. A price the server changed is applied to its line where it can be
 * (decide.ts `repriced`, through the basket's door) and said (`CartLinesRepriced`): the visitor
 * sees the new total before paying. A line that cannot be repriced keeps its problem, which
 * blocks the payment.
 */
export function basketCheck(state$: State, deps: Pick<PaymentDeps, 'api' | 'clock'>): Observable<DomainEvent> {
  return checkBasket(state$.value.cart.lines, { api: deps.api, now: deps.clock.now() }).pipe(
    mergeMap((problems) => {
      let lines = state$.value.cart.lines;
      const changes: DomainEvent[] = [];
      const repricedLines: Array<{ lineId: string; was: Cents; now: Cents }> = [];
      const left = problems.filter((problem) => {
        const line = lines.find((l) => l.lineId === problem.lineId);
        const next = problem.kind === 'priceChanged' && problem.price !== undefined && line ? repriced(line, problem.price) : null;
        const admitted = next ? admitChange(lines, next) : null;
        if (!line || !admitted?.ok) return true;
        lines = lines.map((l) => (l.lineId === line.lineId ? admitted.event.data.line : l));
        changes.push(admitted.event);
        repricedLines.push({ lineId: line.lineId, was: line.totalPrice, now: admitted.event.data.line.totalPrice });
        return false;
      });
      const said = repricedLines.length > 0 ? [PaymentEvents.CartLinesRepriced.create({ lines: repricedLines })] : [];
      return of(...changes, ...said, PaymentEvents.BasketChecked.create({ problems: left }));
    }),
  );
}

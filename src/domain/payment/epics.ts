import { concat, defer, EMPTY, exhaustMap, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Clock, Navigator, Random } from '../../bus/deps';
import type { ApiClient } from '../../api/client';
import type { ApiError } from '../../api/errors';
import { failureOf } from '../../api/failure';
import { isSameOrigin } from '../../api/return-target';
import * as PaymentEvents from '../../messages/events/payment';
import { CartEvents, type Command, type DomainEvent, type StartPayment } from '../../messages';
import type { CartState } from '../cart/read-model';
import type { PaymentState } from './read-model';
import { blocks, checkBasket } from './basket-check';
import { isValidIban } from './iban';
import { needsAccountDetails, WALLET_PAYART } from './payart';
import { paidItems, paymentInitBody, type PrivateParts } from './payload';

/** The named routes a payment leads to (001 §2), in the page's language. */
export type PaymentRoute = 'checkout' | 'checkoutAccepted' | 'checkoutSuccess' | 'checkoutCanceled' | 'checkoutFailed';

export interface PaymentDeps {
  api: ApiClient;
  clock: Clock;
  random: Random;
  navigator: Navigator;
  /** This tab's id (the runtime's): only the tab that started a payment may execute it. */
  tab?: string;
  private: PrivateParts;
  routePath(route: PaymentRoute): string;
  /** Leaves the shop for the payment provider's page (a full page navigation). */
  leaveTo(url: string): void;
}

export interface PaymentSlice {
  readonly cart: CartState;
  readonly payment: PaymentState;
  readonly account: { readonly signedIn: boolean };
}

export type PaymentEpic = Epic<Command, PaymentSlice, PaymentDeps, DomainEvent>;

/** A server code as the log may hold it; a sentence (a 400's `message`) becomes the status. */
const codeOf = (error: ApiError): string => failureOf(error).code;

/**
 * The provider's address from payment init: any http(s) page (the provider lives elsewhere) or
 * a path of our own (the sandbox's); never `javascript:` or `data:` (000 §8, convention 8).
 */
export function providerUrl(url: string, origin: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return isSameOrigin(url, origin) ? url : null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The shop's own checks before "Pay" reaches the server; null when the payment may start. */
export function refusalBeforeInit(command: StartPayment, state: PaymentSlice): string | null {
  if (state.cart.lines.filter((l) => l.type !== 'voucherCode').length === 0) return 'CART_EMPTY';
  // 001 §6: only the wallet express checkout works without login or guest registration.
  if (!command.wallet && !state.account.signedIn) return 'LOGIN_REQUIRED';
  if (!command.wallet && !(Number.isSafeInteger(command.payart) && command.payart > 0)) return 'NO_METHOD';
  if (!state.payment.termsAccepted) return 'TERMS_NOT_ACCEPTED';
  if (state.payment.problems && blocks(state.payment.problems.filter((p) => state.cart.lines.some((l) => l.lineId === p.lineId)))) {
    return 'BASKET_HAS_PROBLEMS';
  }
  if (!command.wallet && needsAccountDetails(command.payart)) {
    if (!command.directDebit || command.directDebit.accountHolder.trim() === '') return 'ACCOUNT_HOLDER_MISSING';
    if (!isValidIban(command.directDebit.iban)) return 'INVALID_IBAN';
  }
  return null;
}

/** Whether this tab may execute the attempt now: it started it, the provider accepted, no exec ran yet. */
export function mayExecute(payment: PaymentState, tab: string | undefined): boolean {
  const attempt = payment.attempt;
  if (!attempt || attempt.cartId === null || tab === undefined || attempt.tab !== tab) return false;
  // A network failure leaves the outcome unknown: the visitor may try again (a paid cart answers 410).
  return attempt.stage === 'returned' || (attempt.stage === 'failed' && attempt.reason === 'NETWORK_ERROR');
}

/**
 * Checkout and payment (001 §4, §7, §8): the basket check, payment init (exhaustMap: a double
 * click starts one payment), the provider's return, exec (at most once per attempt and only in
 * the tab that started it), cancel. Secrets (IBAN, account holder) go from the command straight
 * into the init call and nowhere else.
 */
export const paymentEpic: PaymentEpic = (command$, state$, deps) => {
  const basketCheck$ = (): Observable<DomainEvent> =>
    checkBasket(state$.value.cart.lines, { api: deps.api, now: deps.clock.now() }).pipe(
      mergeMap((problems) => of(PaymentEvents.BasketChecked.create({ problems }))),
    );

  const init = (command: StartPayment): Observable<DomainEvent> => {
    const state = state$.value;
    const refused = refusalBeforeInit(command, state);
    if (refused) return of(PaymentEvents.PaymentRefused.create({ attemptId: null, reason: refused, client: true }));
    const attemptId = deps.random.id();
    const payart = command.wallet ? WALLET_PAYART : command.payart;
    const returnTo = command.confirmed ? 'success' : 'accepted';
    const origin = deps.navigator.origin();
    const body = paymentInitBody(
      state.cart,
      {
        payart,
        wallet: command.wallet ?? null,
        directDebit: command.directDebit ?? null,
        continueUrl: `${origin}${deps.routePath(returnTo === 'success' ? 'checkoutSuccess' : 'checkoutAccepted')}`,
        cancelUrl: `${origin}${deps.routePath('checkoutCanceled')}`,
      },
      deps.private,
    );
    return concat(
      of(PaymentEvents.PaymentStarted.create({ attemptId, payart, wallet: command.wallet ?? null, returnTo })),
      of(CartEvents.CartErrorCleared.create({})),
      deps.api.call('paymentInit', { body }).pipe(
        mergeMap((result): Observable<DomainEvent> => {
          if (isLeft(result)) {
            const reason = codeOf(result.left);
            const unsellable = result.left.kind === 'Http' && result.left.status === 422;
            return concat(
              of(PaymentEvents.PaymentRefused.create({ attemptId, reason, client: false })),
              // 001 §8: a 422 is the cart's error; which lines it means, the basket check marks.
              unsellable ? concat(of(CartEvents.CartErrorRaised.create({ error: reason })), basketCheck$()) : EMPTY,
            );
          }
          const target = providerUrl(result.right.url, origin);
          if (!target) return of(PaymentEvents.PaymentRefused.create({ attemptId, reason: 'INVALID_PROVIDER_URL', client: false }));
          const cartId = String(result.right.cartId);
          return concat(
            of(PaymentEvents.PaymentRedirected.create({ attemptId, cartId })),
            of(CartEvents.CartIdAssigned.create({ cartId })),
            defer(() => {
              deps.leaveTo(target);
              return EMPTY;
            }),
          );
        }),
      ),
    );
  };

  const exec = (): Observable<DomainEvent> => {
    const { payment, cart } = state$.value;
    if (!mayExecute(payment, deps.tab) || !payment.attempt?.cartId) return EMPTY;
    const cartId = payment.attempt.cartId;
    const items = paidItems(cart.lines);
    const query = {
      us: deps.random.alphanumeric(12),
      sessionUs: deps.tab ?? deps.random.alphanumeric(12),
      srcURL: `${deps.navigator.origin()}${deps.navigator.path()}`,
    };
    return concat(
      of(PaymentEvents.PaymentExecStarted.create({ cartId })),
      deps.api.call('paymentExec', { query, body: { cartId } }).pipe(
        mergeMap((result): Observable<DomainEvent> => {
          if (!isLeft(result)) {
            const bookingId = String(result.right.booking_id);
            const hasTickets = result.right.has_tickets === true || result.right.has_tickets === 1;
            return concat(
              of(PaymentEvents.PaymentCompleted.create({ cartId, bookingId, hasTickets, items })),
              of(CartEvents.CartCleared.create({})),
              defer(() => {
                const success = deps.routePath('checkoutSuccess');
                if (!deps.navigator.path().startsWith(success)) deps.navigator.navigate(success, { replace: true });
                return EMPTY;
              }),
            );
          }
          const error = result.left;
          if (error.kind === 'Http' && error.status === 410) return of(PaymentEvents.PaymentGone.create({ cartId }));
          // 422 `{error}`, 400 `{message}`: the code when the body has one, else the status.
          return of(PaymentEvents.PaymentFailed.create({ cartId, reason: codeOf(error) }));
        }),
      ),
    );
  };

  const cancel = (cartId: string): Observable<DomainEvent> =>
    concat(
      of(PaymentEvents.PaymentCancelStarted.create({ cartId })),
      deps.api.call('paymentCancel', { query: { cartId } }).pipe(
        mergeMap((result): Observable<DomainEvent> => {
          if (isLeft(result) && result.left.kind === 'Http' && result.left.status === 410) return of(PaymentEvents.PaymentGone.create({ cartId }));
          // Any other answer: the visitor cancelled at the provider, and an unpaid cart expires on its own.
          return concat(of(PaymentEvents.PaymentCanceled.create({ cartId })), of(CartEvents.CartIdCleared.create({})));
        }),
      ),
    );

  const returned$ = command$.pipe(
    ofType('ReturnFromPayment'),
    exhaustMap(({ page, status, cartId }): Observable<DomainEvent> => {
      const attempt = state$.value.payment.attempt;
      // Only the attempt this tab sent to the provider, and only once: a reload finds it moved on.
      const open = attempt !== null && attempt.stage === 'redirected' && attempt.tab === deps.tab;
      if (page === 'canceled') {
        if (!open || attempt.cartId === null) return EMPTY;
        return concat(of(PaymentEvents.PaymentReturned.create({ cartId: attempt.cartId, outcome: 'canceled' })), cancel(attempt.cartId));
      }
      if (page === 'failed' || !open || cartId === null || attempt.cartId !== cartId) return EMPTY;
      if (status === 'failed') {
        return concat(
          of(PaymentEvents.PaymentReturned.create({ cartId, outcome: 'failed' })),
          defer(() => {
            deps.navigator.navigate(deps.routePath('checkoutFailed'), { replace: true });
            return EMPTY;
          }),
        );
      }
      if (status !== 'accepted') return EMPTY;
      // The confirmed flow (order review first) returns to success: complete at once.
      return concat(of(PaymentEvents.PaymentReturned.create({ cartId, outcome: 'accepted' })), page === 'success' ? defer(exec) : EMPTY);
    }),
  );

  return merge(
    command$.pipe(
      ofType('ChoosePaymentMethod'),
      mergeMap(({ payart }) => (state$.value.payment.method === payart ? EMPTY : of(PaymentEvents.PaymentMethodChosen.create({ payart })))),
    ),
    command$.pipe(
      ofType('SetPaymentTerms'),
      mergeMap(({ accepted }) => (state$.value.payment.termsAccepted === accepted ? EMPTY : of(PaymentEvents.PaymentTermsSet.create({ accepted })))),
    ),
    // switchMap: only the check of the latest basket counts.
    command$.pipe(ofType('CheckBasket'), switchMap(basketCheck$)),
    // exhaustMap: a double click or Enter on "Pay" starts exactly one payment.
    command$.pipe(ofType('StartPayment'), exhaustMap(init)),
    returned$,
    command$.pipe(ofType('CompleteOrder'), exhaustMap(exec)),
  );
};

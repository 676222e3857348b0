import { isLeft, type Either } from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import { errorCode } from '../../api/errors';
import { failureOf } from '../../api/failure';
import { isSameOrigin } from '../../api/return-target';
import { cents, type CartLine, type DirectDebitInput, type StartPayment } from '../../messages';
import type { CartState } from '../cart/read-model';
import { cartTotals } from '../cart/selectors';
import { blocks } from './basket-check';
import { isValidIban } from './iban';
import { needsAccountDetails } from './payart';
import type { PaymentAttempt, PaymentState } from './read-model';

/**
 * The payment's decisions, pure: what "Pay", a return page and an exec answer lead to, given
 * the state. The epics do the I/O around them (docs/decisions.md "Money is taken once").
 */

export interface PaymentSlice {
  readonly cart: CartState;
  readonly payment: PaymentState;
  readonly account: { readonly signedIn: boolean };
}

/** The basket lines a payment pays for (voucher codes travel with them but are not "bought"). */
export const payableLines = (lines: readonly CartLine[]): CartLine[] => lines.filter((l) => l.type !== 'voucherCode');

/** Whether the vouchers in the basket cover everything: nothing is charged (docs/decisions.md). */
export const coveredByVouchers = (cart: CartState): boolean => payableLines(cart.lines).length > 0 && cartTotals(cart).total === 0;

/** Stages in which the attempt is still on its way: no second payment may start beside it. */
const UNDER_WAY = new Set<PaymentAttempt['stage']>(['initiating', 'redirected', 'returned', 'executing', 'uncertain', 'canceling']);

/** This tab's attempt that is not over yet (a duplicate's copy of another tab's attempt is not this tab's). */
export function openAttempt(payment: PaymentState, tab: string | undefined): PaymentAttempt | null {
  const attempt = payment.attempt;
  return attempt !== null && tab !== undefined && attempt.tab === tab && UNDER_WAY.has(attempt.stage) ? attempt : null;
}

/** The basket's lines another order booked (in another tab, or probably here), unless the visitor reopened them. */
export function bookedLineIds(payment: PaymentState, lines: readonly CartLine[]): string[] {
  const held = new Set(payableLines(lines).map((l) => l.lineId));
  const booked = new Set(payment.booked.filter((b) => !b.reopened).flatMap((b) => b.lineIds));
  return [...held].filter((id) => booked.has(id));
}

/** A payment of this basket's lines under way in another tab. */
export function paymentElsewhere(payment: PaymentState, lines: readonly CartLine[]): PaymentState['elsewhere'] {
  const elsewhere = payment.elsewhere;
  if (!elsewhere) return null;
  const held = new Set(payableLines(lines).map((l) => l.lineId));
  return elsewhere.lineIds.some((id) => held.has(id)) ? elsewhere : null;
}

/** What the visitor can put right in the payment form itself, each at its field. */
export type FormProblem = 'NO_METHOD' | 'ACCOUNT_HOLDER_MISSING' | 'INVALID_IBAN' | 'TERMS_NOT_ACCEPTED';
/** What the payment form holds when "Pay", or an express button (`byWallet`), is pressed. */
export interface PaymentForm {
  readonly payart: number;
  readonly byWallet: boolean;
  readonly directDebit?: DirectDebitInput | undefined;
}

export const FORM_PROBLEMS: readonly string[] = ['NO_METHOD', 'ACCOUNT_HOLDER_MISSING', 'INVALID_IBAN', 'TERMS_NOT_ACCEPTED'] satisfies FormProblem[];

/**
 * Every problem of the payment form at once, in the form's order (issue 31.7: a visitor told of
 * the method, then of the terms, fixed one and met the next). The direct debit fields count only
 * for a direct debit that is charged; the express buttons need none of it but the terms.
 */
export function formProblems(form: PaymentForm, state: Pick<PaymentSlice, 'cart' | 'payment'>): FormProblem[] {
  const problems: FormProblem[] = [];
  const { payart, directDebit } = form;
  if (!form.byWallet && !(Number.isSafeInteger(payart) && payart > 0)) problems.push('NO_METHOD');
  if (!form.byWallet && needsAccountDetails(payart) && !coveredByVouchers(state.cart)) {
    if (!directDebit || directDebit.accountHolder.trim() === '') problems.push('ACCOUNT_HOLDER_MISSING');
    if (!directDebit || !isValidIban(directDebit.iban)) problems.push('INVALID_IBAN');
  }
  if (!state.payment.termsAccepted) problems.push('TERMS_NOT_ACCEPTED');
  return problems;
}

/**
 * The shop's own checks before "Pay" reaches the server; null when the payment may start. One
 * reason is recorded: the method and the terms before the basket's lines, the direct debit
 * fields after them; the screen shows the rest of `formProblems` beside it.
 */
export function refusalBeforeInit(command: StartPayment, state: PaymentSlice, tab?: string): string | null {
  const { cart, payment } = state;
  if (payableLines(cart.lines).length === 0) return 'CART_EMPTY';
  if (openAttempt(payment, tab)) return 'PAYMENT_UNDER_WAY';
  if (bookedLineIds(payment, cart.lines).length > 0) return 'BASKET_ALREADY_PAID';
  if (paymentElsewhere(payment, cart.lines)) return 'PAYMENT_IN_OTHER_TAB';
  // 001 §6: only the wallet express checkout works without login or guest registration.
  if (!command.wallet && !state.account.signedIn) return 'LOGIN_REQUIRED';
  const form = formProblems({ payart: command.payart, byWallet: command.wallet !== undefined, directDebit: command.directDebit }, state);
  const first = form.find((p) => p === 'NO_METHOD' || p === 'TERMS_NOT_ACCEPTED');
  if (first) return first;
  if (payment.problems && blocks(payment.problems.filter((p) => cart.lines.some((l) => l.lineId === p.lineId)))) return 'BASKET_HAS_PROBLEMS';
  return form[0] ?? null;
}

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

/** Whether this tab may execute the attempt now: it started it, the provider accepted, and no exec is on its way. */
export function mayExecute(payment: PaymentState, tab: string | undefined): boolean {
  const attempt = payment.attempt;
  if (!attempt || attempt.cartId === null || tab === undefined || attempt.tab !== tab) return false;
  return attempt.stage === 'returned' || attempt.stage === 'uncertain';
}

/** What an exec answer means for the money (001 §8). */
export type ExecOutcome =
  | { readonly kind: 'booked'; readonly bookingId: string; readonly hasTickets: boolean }
  /** 410: already paid or timed out. */
  | { readonly kind: 'gone' }
  /** The server refused for certain: nothing was booked (422 `{error}`, 400 `{message}`). */
  | { readonly kind: 'refused'; readonly code: string; readonly message: string | null }
  /** No readable answer: the order may be booked. */
  | { readonly kind: 'uncertain'; readonly code: string };

const CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/** A sentence from a 400's body, fit to be shown (one line, not too long). */
function sentenceOf(error: ApiError): string | null {
  if (error.kind !== 'Http' || typeof error.body !== 'object' || error.body === null) return null;
  const message = (error.body as { message?: unknown }).message;
  if (typeof message !== 'string') return null;
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > 0 && line.length <= 300 ? line : null;
}

export function execOutcome(result: Either<ApiError, { booking_id: string | number; has_tickets?: unknown }>): ExecOutcome {
  if (!isLeft(result)) {
    const hasTickets = result.right.has_tickets === true || result.right.has_tickets === 1;
    return { kind: 'booked', bookingId: String(result.right.booking_id), hasTickets };
  }
  const error = result.left;
  if (error.kind === 'Http') {
    if (error.status === 410) return { kind: 'gone' };
    const code = errorCode(error);
    if (error.status === 422 && code !== undefined && CODE.test(code)) return { kind: 'refused', code, message: null };
    const sentence = sentenceOf(error);
    if (error.status === 400 && sentence !== null) return { kind: 'refused', code: CODE.test(sentence) ? sentence : 'HTTP_400', message: CODE.test(sentence) ? null : sentence };
  }
  // No connection, a time limit, a 5xx, a 404 from a proxy, an answer that does not decode:
  // the server may have booked. Asking again is safe (a booked cart answers 410).
  return { kind: 'uncertain', code: failureOf(error).code };
}

/** What a payment return page (001 §4) does about the address it was opened with. */
export type ReturnDecision =
  /** The provider accepted this tab's payment: the prompt to complete (or, on success, complete at once). */
  | { readonly kind: 'accepted'; readonly cartId: string; readonly complete: boolean }
  | { readonly kind: 'failed'; readonly cartId: string }
  | { readonly kind: 'canceled'; readonly cartId: string }
  /** One of this tab's earlier payments, replaced since: cancel it with the server if it is not over. */
  | { readonly kind: 'earlier'; readonly cartId: string; readonly cancel: boolean }
  /** A reload after exec left without an answer: ask again. */
  | { readonly kind: 'askAgain' }
  | { readonly kind: 'nothing' };

export function decideReturn(
  page: 'accepted' | 'success' | 'canceled' | 'failed',
  status: string | null,
  cartId: string | null,
  payment: PaymentState,
  tab: string | undefined,
): ReturnDecision {
  const attempt = payment.attempt;
  const own = attempt !== null && attempt.tab === tab;
  const earlier = cartId === null ? undefined : payment.earlier.find((e) => e.cartId === cartId);
  if (own && earlier && attempt.cartId !== cartId) return { kind: 'earlier', cartId: earlier.cartId, cancel: !['paid', 'canceled', 'gone', 'failed'].includes(earlier.stage) };
  if (!own || attempt.cartId === null) return { kind: 'nothing' };
  if (attempt.stage === 'uncertain' && (page === 'accepted' || page === 'success') && (cartId === null || cartId === attempt.cartId)) return { kind: 'askAgain' };
  if (attempt.stage !== 'redirected') return { kind: 'nothing' };
  // The provider's cancel address carries no status and may carry no cart id: it is this tab's payment.
  if (page === 'canceled') return cartId === null || cartId === attempt.cartId ? { kind: 'canceled', cartId: attempt.cartId } : { kind: 'nothing' };
  if (page === 'failed' || cartId !== attempt.cartId) return { kind: 'nothing' };
  if (status === 'failed') return { kind: 'failed', cartId };
  if (status !== 'accepted') return { kind: 'nothing' };
  return { kind: 'accepted', cartId, complete: page === 'success' };
}

/**
 * A line at the server's price (a `priceChanged` problem's `price` is the line's new total),
 * where the price is one unit price times a count: articles, passes, fixed-price vouchers,
 * tickets without sub-tickets. Other lines (family tickets, day tickets) keep their price and
 * block the payment until the visitor adds them again (docs/decisions.md).
 */
export function repriced(line: CartLine, newTotal: number): CartLine | null {
  const units = (n: number): number | null => (n > 0 && Number.isSafeInteger(newTotal / n) ? newTotal / n : null);
  switch (line.type) {
    case 'merchandise':
    case 'annualPass':
    case 'voucher': {
      const unit = units(line.count);
      return unit === null ? null : { ...line, price: cents(unit), totalPrice: cents(newTotal) };
    }
    case 'ticket': {
      if (line.subtickets.length > 0) return null;
      const unit = units(line.count ?? line.totalCount);
      return unit === null ? null : { ...line, price: cents(unit), totalPrice: cents(newTotal) };
    }
    default:
      return null;
  }
}

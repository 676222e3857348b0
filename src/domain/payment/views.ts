import { bookedLineIds, coveredByVouchers, openAttempt, paymentElsewhere, payableLines } from './decide';
import type { CartState } from '../cart/read-model';
import type { EarlierAttempt, PaymentState } from './read-model';

/**
 * What the payment screens show, derived from the state alone (pure, tested beside it): the
 * payment step's way to pay, and each return page's answer to its address. Every path ends in
 * a clear state; "please wait" only while a call is on its way.
 */

export type PayView =
  | { readonly kind: 'pay'; readonly covered: boolean }
  /** "Pay" was pressed in this page: init, then the provider's page loading. */
  | { readonly kind: 'redirecting' }
  /** Back from the provider without an answer: continue that payment, or cancel it first. */
  | { readonly kind: 'unfinished' }
  /** The provider accepted (or exec is on its way, or its answer was lost): the accepted page says what is next. */
  | { readonly kind: 'toComplete' }
  | { readonly kind: 'elsewhere' }
  | { readonly kind: 'booked'; readonly bookingId: string | null; readonly where: 'otherTab' | 'here'; readonly all: boolean };

/** `leaving`: this page pressed "Pay" (or "Continue") and has not been shown again since. */
export function payView(payment: PaymentState, cart: CartState, tab: string, leaving: boolean): PayView {
  const open = openAttempt(payment, tab);
  if (open) {
    if (open.stage === 'initiating' || (open.stage === 'redirected' && leaving)) return { kind: 'redirecting' };
    if (open.stage === 'redirected' || open.stage === 'canceling') return { kind: 'unfinished' };
    return { kind: 'toComplete' };
  }
  const booked = bookedLineIds(payment, cart.lines);
  if (booked.length > 0) {
    const entry = payment.booked.find((b) => !b.reopened && b.lineIds.some((id) => booked.includes(id)));
    return { kind: 'booked', bookingId: entry?.bookingId ?? null, where: entry?.where ?? 'otherTab', all: booked.length === payableLines(cart.lines).length };
  }
  if (paymentElsewhere(payment, cart.lines)) return { kind: 'elsewhere' };
  return { kind: 'pay', covered: coveredByVouchers(cart) };
}

export type ReturnPageName = 'accepted' | 'success' | 'canceled' | 'failed';

export type ReturnView =
  /** The address is being taken in (one moment). */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'unfinished' }
  | { readonly kind: 'complete' }
  | { readonly kind: 'executing' }
  | { readonly kind: 'uncertain' }
  | { readonly kind: 'paid' }
  /** A lost exec answer, then 410: the first exec booked the order (number unknown). */
  | { readonly kind: 'bookedEarlier' }
  | { readonly kind: 'gone' }
  | { readonly kind: 'failed'; readonly reason: string | null; readonly message: string | null }
  | { readonly kind: 'canceling' }
  | { readonly kind: 'canceled'; readonly takenOver: boolean }
  | { readonly kind: 'paidElsewhere'; readonly bookingId: string | null }
  /** One of this tab's earlier payments, replaced by a newer one: not booked. */
  | { readonly kind: 'replaced'; readonly stage: EarlierAttempt['stage'] }
  | { readonly kind: 'otherTab' }
  | { readonly kind: 'unknown' };

export function returnView(page: ReturnPageName, status: string | null, cartId: string | null, payment: PaymentState, tab: string): ReturnView {
  const attempt = payment.attempt;
  const order = payment.order;
  if (cartId !== null && attempt?.cartId !== cartId) {
    const earlier = payment.earlier.find((e) => e.cartId === cartId);
    if (earlier && attempt?.tab === tab) return { kind: 'replaced', stage: earlier.stage };
    if (order !== null && order.cartId === cartId) return { kind: 'paid' };
    return attempt !== null && attempt.tab !== tab ? { kind: 'otherTab' } : { kind: 'unknown' };
  }
  if (attempt === null || attempt.cartId === null || attempt.stage === 'refused' || attempt.stage === 'initiating') {
    return page === 'success' && order !== null && cartId === null ? { kind: 'paid' } : { kind: 'unknown' };
  }
  if (attempt.tab !== tab) return { kind: 'otherTab' };
  switch (attempt.stage) {
    case 'redirected': {
      const answered = page === 'canceled' || (cartId === attempt.cartId && (status === 'accepted' || status === 'failed'));
      return answered ? { kind: 'waiting' } : { kind: 'unfinished' };
    }
    case 'returned':
      return page === 'success' ? { kind: 'executing' } : { kind: 'complete' };
    case 'executing':
      return { kind: 'executing' };
    case 'uncertain':
      return { kind: 'uncertain' };
    case 'paid':
      return { kind: 'paid' };
    case 'gone':
      return attempt.execs > 1 ? { kind: 'bookedEarlier' } : { kind: 'gone' };
    case 'failed':
      return { kind: 'failed', reason: attempt.reason, message: attempt.message };
    case 'canceling':
      return { kind: 'canceling' };
    case 'canceled': {
      const booked = payment.booked.find((b) => b.where === 'otherTab' && b.lineIds.some((id) => attempt.lineIds.includes(id)));
      if (booked) return { kind: 'paidElsewhere', bookingId: booked.bookingId };
      return { kind: 'canceled', takenOver: attempt.reason === 'TAKEN_OVER' };
    }
  }
}

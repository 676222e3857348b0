import type { TextKey } from '../../i18n';
import type { LineProblem } from '../../messages';

/**
 * A payment refusal or failure code as a text: the shop's own (payment.refused.*), the server's
 * known codes (paymentError.*), a voucher code's (voucherCode.*), else 001 §8's "The shopping
 * cart can not be completed!".
 */
export function reasonKeys(reason: string): { key: string; fallback: TextKey } {
  if (reason.startsWith('VOUCHER_')) return { key: `voucherCode.${reason}`, fallback: 'checkout.cartCannotComplete' };
  return { key: `paymentError.${reason}`, fallback: 'checkout.cartCannotComplete' };
}

/** What a basket line's problem says, and what the visitor can do about it. */
export const PROBLEM_TEXT: Record<LineProblem['kind'], TextKey> = {
  soldOut: 'lineProblem.soldOut',
  fewerPlaces: 'lineProblem.fewerPlaces',
  expired: 'lineProblem.expired',
  unavailable: 'lineProblem.unavailable',
  outOfStock: 'lineProblem.outOfStock',
  fewerInStock: 'lineProblem.fewerInStock',
  notBookable: 'lineProblem.notBookable',
  priceChanged: 'lineProblem.priceChanged',
  voucherInvalid: 'lineProblem.voucherInvalid',
};

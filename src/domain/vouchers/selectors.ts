import type { CatalogueGroup, VoucherOffer } from '../../messages/catalogue';
import { cents, type Cents } from '../../messages';
import { VARIABLE_VOUCHER_MAX } from '../cart/door';
import { groupKey, type VoucherFormState, type VouchersState } from './read-model';

import type { Loadable } from '../../kernel/loadable';

export type { Loadable } from '../../kernel/loadable';

export const groupsOf = (state: VouchersState): CatalogueGroup[] => (state.groups?.status === 'loaded' ? state.groups.groups : []);

export function voucherListOf(state: VouchersState, group: number | null): Loadable<VoucherOffer[]> {
  const list = state.lists[groupKey(group)];
  if (!list) return { status: 'loading' };
  if (list.status === 'failed') return { status: 'failed', code: list.code, notFound: list.notFound };
  return { status: 'loaded', value: [...list.vouchers].sort((a, b) => a.sequence_no - b.sequence_no) };
}

export function voucherOf(state: VouchersState, id: number): Loadable<VoucherOffer> {
  const single = state.products[String(id)];
  if (single?.status === 'loaded') return { status: 'loaded', value: single.voucher };
  if (single?.status === 'failed') return { status: 'failed', code: single.code, notFound: single.notFound };
  for (const list of Object.values(state.lists)) {
    const found = list.status === 'loaded' ? list.vouchers.find((v) => v.id === id) : undefined;
    if (found) return { status: 'loaded', value: found };
  }
  return { status: 'loading' };
}

/** The price of one voucher as the form stands: the entered amount for a variable one. */
export function unitPrice(voucher: VoucherOffer, form: VoucherFormState): Cents {
  return (voucher.variable_amount === 1 && form.voucherId === voucher.id && form.amount !== null ? form.amount : voucher.price);
}

/**
 * The amounts a variable voucher may have: the product's own range when the server names it,
 * else the shop's sanity range (a typo of 1,000,000,000 € or 0,01 € never reaches the basket).
 */
export const DEFAULT_VOUCHER_MIN: Cents = cents(100);
export const DEFAULT_VOUCHER_MAX: Cents = VARIABLE_VOUCHER_MAX;
export function amountRange(voucher: VoucherOffer): { min: Cents; max: Cents } {
  return { min: voucher.min_amount ?? DEFAULT_VOUCHER_MIN, max: voucher.max_amount ?? DEFAULT_VOUCHER_MAX };
}

/** The amounts a variable voucher offers at a click, in cents. */
const PRESET_CENTS: readonly Cents[] = [2_500, 5_000, 10_000, 15_000, 25_000, 50_000].map(cents);

/**
 * Up to four common amounts inside the voucher's range; where fewer fit, its least and its
 * most (a narrow range still offers two). The field still takes any amount in the range.
 */
export function presetAmounts(range: { min: Cents; max: Cents }): Cents[] {
  const inside = PRESET_CENTS.filter((c) => c >= range.min && c <= range.max).slice(0, 4);
  if (inside.length >= 2) return inside;
  return [...new Set([range.min, ...inside, range.max])].filter((c) => c > 0 && c <= range.max).sort((a, b) => a - b);
}

/** Why the form's amount cannot be bought; null when it can (a fixed voucher always can). */
export function amountProblem(voucher: VoucherOffer, form: VoucherFormState): 'outOfRange' | null {
  if (voucher.variable_amount !== 1) return null;
  const price = unitPrice(voucher, form);
  const { min, max } = amountRange(voucher);
  return price < min || price > max ? 'outOfRange' : null;
}

export const canAddVoucher = (voucher: VoucherOffer, form: VoucherFormState): boolean =>
  form.voucherId === voucher.id && unitPrice(voucher, form) > 0 && form.quantity >= 1 && amountProblem(voucher, form) === null;

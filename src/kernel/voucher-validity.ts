// Voucher code validity (001 §5, §9): shared by the vouchers area and the payment's basket check.
import type { Cents } from './brands';

/** What the validity rules read of a voucher code (the API's VoucherCode has these fields). */
export interface VoucherValidity {
  readonly amount: Cents;
  readonly used_amount: Cents;
  readonly valid_from: string | null;
  readonly valid_to: string | null;
}

/** 001 §9: voucher validity is compared at UTC+1. */
export const VOUCHER_UTC_OFFSET_MS = 3_600_000;

export type VoucherCodeError = 'VOUCHER_NOW_IS_BEFORE_VALID_FROM' | 'VOUCHER_NOW_IS_AFTER_VALID_TO' | 'VOUCHER_NO_AMOUNT_LEFT';

/** "Now" the way validity bounds are written: wall-clock time at UTC+1, "YYYY-MM-DD HH:mm:ss". */
export function voucherNow(epochMs: number): string {
  const iso = new Date(epochMs + VOUCHER_UTC_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** A date-only bound covers the whole day: from its first second, to its last. */
function bound(value: string, edge: 'from' | 'to'): string {
  if (value.length === 10) return `${value} ${edge === 'from' ? '00:00:00' : '23:59:59'}`;
  return value.length === 16 ? `${value}:00` : value;
}

/**
 * 001 §5, in this order: before valid_from, after valid_to, nothing left (used_amount at or
 * above amount). Null bounds are open. Returns null when the code can be redeemed.
 */
export function voucherCodeProblem(code: VoucherValidity, epochMs: number): VoucherCodeError | null {
  const now = voucherNow(epochMs);
  if (code.valid_from !== null && now < bound(code.valid_from, 'from')) return 'VOUCHER_NOW_IS_BEFORE_VALID_FROM';
  if (code.valid_to !== null && now > bound(code.valid_to, 'to')) return 'VOUCHER_NOW_IS_AFTER_VALID_TO';
  if (code.used_amount >= code.amount) return 'VOUCHER_NO_AMOUNT_LEFT';
  return null;
}

/** 001 §3: the derived available amount. */
export const availableAmount = (code: VoucherValidity): Cents => Math.max(0, code.amount - code.used_amount) as Cents;

/** Codes the shop names itself, beside the server's. */
export const VOUCHER_UNKNOWN_ERROR = 'VOUCHER_UNKNOWN_ERROR';
export const VOUCHER_ALREADY_IN_CART = 'VOUCHER_ALREADY_IN_CART';

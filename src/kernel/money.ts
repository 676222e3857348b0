import type { Cents } from './brands';
import { cents } from './brand-checks';

/**
 * VAT contained in a gross price (001 §9): gross − gross / (1 + tax%), rounded to two
 * decimals of the major unit, i.e. to whole cents. Floating division can land a hair off a
 * half cent, so the quotient is first rounded to 1e-6 cent before rounding half up.
 */
export function taxIncluded(gross: Cents, taxPercent: number): Cents {
  if (!(taxPercent > 0) || gross === 0) return ZERO_CENTS;
  const exact = gross - gross / (1 + taxPercent / 100);
  return cents(Math.round(Math.round(exact * 1e6) / 1e6));
}

/**
 * VAT of `count` items of one unit price. 001 §9 taxes the item, not the line: 2 × 15,00 € at
 * 19 % is 2 × 2,39 € = 4,78 €, where the line's 30,00 € would give 4,79 €.
 */
export function itemsTax(unitGross: Cents, count: number, taxPercent: number): Cents {
  return mulCents(taxIncluded(unitGross, taxPercent), count);
}

// Checked arithmetic: every result is a safe integer ≥ 0 or a RangeError, so a brand never
// holds a fraction, a negative amount or a sum past 2^53 that lost its last cents.

export const ZERO_CENTS: Cents = cents(0);

/** The sum of amounts (prices times counts the caller computed): checked. */
export function sumCents(values: readonly number[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  return cents(total);
}

export const addCents = (a: Cents, b: Cents): Cents => cents(a + b);

/** `a − b` where the caller knows b ≤ a (what a voucher leaves of its value): checked. */
export const subCents = (a: Cents, b: Cents): Cents => cents(a - b);

/** `a − b`, never below 0: what is left to pay after a discount. */
export const centsLeft = (a: Cents, b: Cents): Cents => cents(Math.max(0, a - b));

/** A unit price times a count. */
export const mulCents = (unit: Cents, count: number): Cents => cents(unit * count);

export const minCents = (a: Cents, b: Cents): Cents => (a <= b ? a : b);

/** An amount from stored or typed data: itself when it is whole cents ≥ 0, else `fallback`. */
export const centsOr = (n: unknown, fallback: Cents): Cents => (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? cents(n) : fallback);

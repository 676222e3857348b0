import type { Cents } from '../messages/primitives';

/**
 * VAT contained in a gross price (001 §9): gross − gross / (1 + tax%), rounded to two
 * decimals of the major unit, i.e. to whole cents. Floating division can land a hair off a
 * half cent, so the quotient is first rounded to 1e-6 cent before rounding half up.
 */
export function taxIncluded(gross: Cents, taxPercent: number): Cents {
  if (!(taxPercent > 0) || gross === 0) return 0 as Cents;
  const exact = gross - gross / (1 + taxPercent / 100);
  return Math.round(Math.round(exact * 1e6) / 1e6) as Cents;
}

/**
 * VAT of `count` items of one unit price. 001 §9 taxes the item, not the line: 2 × 15,00 € at
 * 19 % is 2 × 2,39 € = 4,78 €, where the line's 30,00 € would give 4,79 €.
 */
export function itemsTax(unitGross: Cents, count: number, taxPercent: number): Cents {
  return (taxIncluded(unitGross, taxPercent) * count) as Cents;
}

export function sumCents(values: readonly number[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  return total as Cents;
}

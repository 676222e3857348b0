import type { Cents } from '../../messages';

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

export function sumCents(values: readonly number[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  return total as Cents;
}

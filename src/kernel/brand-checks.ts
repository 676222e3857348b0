import type * as t from 'io-ts';

// The checks behind the brands the page frame needs, without io-ts's codecs: the first visit
// uses them as they are, and kernel/brands.ts builds its codecs of these very predicates, so
// both say the same (docs/decisions.md "The shell's answers are checked by io-ts's guards").

/** The eight shop languages; the first path segment of every address. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;

/**
 * Money is integer cents end to end. The brand keeps a plain number from sneaking into a
 * price: the only ways in are its codec (at the API and log boundaries) and `cents()`.
 */
export interface CentsBrand {
  readonly Cents: unique symbol;
}
export const isCents = (n: number): n is t.Branded<number, CentsBrand> => Number.isSafeInteger(n) && n >= 0;

export function cents(n: number): t.Branded<number, CentsBrand> {
  if (!isCents(n)) throw new RangeError(`not a cent amount: ${n}`);
  return n;
}

/** "2030-04-01": a calendar day as the museum writes it. */
export interface IsoDateBrand {
  readonly IsoDate: unique symbol;
}
export const isIsoDate = (s: string): s is t.Branded<string, IsoDateBrand> => /^\d{4}-\d{2}-\d{2}$/.test(s);

import * as t from 'io-ts';
import { LANGUAGES, cents, isCents, isIsoDate, type CentsBrand, type IsoDateBrand } from './brand-checks';
import { isoDate, isLocalDateTime, type LocalDateTimeBrand } from './date-checks';

// The brands every layer shares: born here, by their codec (at the API and log boundaries) or
// by the checked constructors and arithmetic of the kernel, never by `as` elsewhere (npm run
// lint). messages/ re-exports them as part of the vocabulary.

// Money in integer cents, a calendar day and the languages: their checks are brand-checks.ts's.
export { LANGUAGES, cents, isoDate, type CentsBrand, type IsoDateBrand, type LocalDateTimeBrand };
export const Cents = t.brand(t.number, isCents, 'Cents');
export type Cents = t.TypeOf<typeof Cents>;

/** Signed cents: discounts are negative. */
export interface SignedCentsBrand {
  readonly SignedCents: unique symbol;
}
export const SignedCents = t.brand(
  t.number,
  (n): n is t.Branded<number, SignedCentsBrand> => Number.isSafeInteger(n),
  'SignedCents',
);
export type SignedCents = t.TypeOf<typeof SignedCents>;

/** A number of things (tickets, articles, places): a safe integer ≥ 0. */
export interface CountBrand {
  readonly Count: unique symbol;
}
export const Count = t.brand(
  t.number,
  (n): n is t.Branded<number, CountBrand> => Number.isSafeInteger(n) && n >= 0,
  'Count',
);
export type Count = t.TypeOf<typeof Count>;

/** A count from a number the code computed itself (like `cents()`): checked, not cast. */
export function count(n: number): Count {
  if (!Count.is(n)) throw new RangeError(`not a count: ${n}`);
  return n;
}

export function signedCents(n: number): SignedCents {
  if (!SignedCents.is(n)) throw new RangeError(`not a cent amount: ${n}`);
  return n;
}

/** Calendar date as the API writes it: YYYY-MM-DD. */
export const IsoDate = t.brand(t.string, isIsoDate, 'IsoDate');
export type IsoDate = t.TypeOf<typeof IsoDate>;

/** A shop language, one of LANGUAGES (the list written once, in brand-checks.ts). */
export const Lang = t.keyof(Object.fromEntries(LANGUAGES.map((lang) => [lang, null])) as Record<(typeof LANGUAGES)[number], null>);
export type Lang = t.TypeOf<typeof Lang>;

/** Text the museum translates: language code → text. Missing languages fall back in the UI. */
export const Translations = t.record(t.string, t.string);
export type Translations = t.TypeOf<typeof Translations>;

/** "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss", museum local time (no zone on the wire). */
export const LocalDateTime = t.brand(t.string, isLocalDateTime, 'LocalDateTime');
export type LocalDateTime = t.TypeOf<typeof LocalDateTime>;

/** "HH:mm", a time of day as the museum writes it. */
export interface ClockTimeBrand {
  readonly ClockTime: unique symbol;
}
export const ClockTime = t.brand(
  t.string,
  (s): s is t.Branded<string, ClockTimeBrand> => /^([01]\d|2[0-3]):[0-5]\d$/.test(s),
  'ClockTime',
);
export type ClockTime = t.TypeOf<typeof ClockTime>;

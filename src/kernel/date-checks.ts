import type * as t from 'io-ts';
import { isIsoDate, type IsoDateBrand } from './brand-checks';

// Checks of the museum's dates without io-ts's codecs, for the chunks drawn before the runtime
// (the tickets page's list); kernel/brands.ts builds its codecs of these. Not in brand-checks.ts:
// main.js would then carry them for those chunks.

/** A date the code composed itself ("2030-04-01"): checked, not cast. */
export function isoDate(s: string): t.Branded<string, IsoDateBrand> {
  if (!isIsoDate(s)) throw new RangeError(`not a date: ${s}`);
  return s;
}

/** "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss", museum local time (no zone on the wire). */
export interface LocalDateTimeBrand {
  readonly LocalDateTime: unique symbol;
}
export const isLocalDateTime = (s: string): s is t.Branded<string, LocalDateTimeBrand> => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(s);

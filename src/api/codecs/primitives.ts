import * as t from 'io-ts';
import { isOn, type Flag as FlagValue } from './flag';

/**
 * The smallest building blocks of the response codecs (common.ts has the rest and re-exports
 * these): identity codecs on the happy path, with the one exception noted on `phpRecord`.
 */

/** A flag the API documents as 0/1. Kept as 0|1 so decoding never changes the value. */
export const Flag01 = t.union([t.literal(0), t.literal(1)], 'Flag01');
export type Flag01 = t.TypeOf<typeof Flag01>;

/** A flag whose wire form the spec leaves open: 0/1 or a JSON boolean. Read it with `isOn`. */
export const Flag: t.Type<FlagValue> = t.union([t.literal(0), t.literal(1), t.boolean], 'Flag');
export type Flag = FlagValue;
export { isOn };

export const NullableString = t.union([t.string, t.null], 'NullableString');

/**
 * A JSON object used as a map (id → entry, date → entry, "HH:mm" → entry).
 *
 * Why the empty-array case: backends that build these maps from associative arrays (this API's
 * `_u`/`_p`/`payart` naming points at one) serialise an EMPTY map as `[]`. Rejecting that would
 * turn "no tickets today" into a decode failure, so `[]` decodes to `{}`. This is the one codec
 * that changes its input, and it is still idempotent.
 */
export function phpRecord<C extends t.Mixed>(value: C, name = `Map<${value.name}>`) {
  const record = t.record(t.string, value);
  return new t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown>(
    name,
    (u): u is Record<string, t.TypeOf<C>> => record.is(u),
    (u, c) => (Array.isArray(u) && u.length === 0 ? t.success({}) : record.validate(u, c)),
    (a) => record.encode(a),
  );
}

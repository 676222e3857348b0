import * as t from 'io-ts';
import { IsoDate } from '../../kernel/brands';

/**
 * Building blocks shared by the response codecs. All of them are identity codecs on the
 * happy path (decode returns the input unchanged), with one exception noted on `phpRecord`,
 * so decoded data can be stored as-is and decoded again later with the same codec.
 */

/** A flag the API documents as 0/1. Kept as 0|1 so decoding never changes the value. */
export const Flag01 = t.union([t.literal(0), t.literal(1)], 'Flag01');
export type Flag01 = t.TypeOf<typeof Flag01>;

/** A flag whose wire form the spec leaves open: 0/1 or a JSON boolean. Read it with `isOn`. */
export const Flag = t.union([t.literal(0), t.literal(1), t.boolean], 'Flag');
export type Flag = t.TypeOf<typeof Flag>;

export const isOn = (flag: Flag | undefined | null): boolean => flag === true || flag === 1;

export const NullableString = t.union([t.string, t.null], 'NullableString');

/** Numeric ids. The API writes them as JSON numbers. */
export const Id = t.number;

// Museum local time is ours as much as the server's: it lives below both (kernel/brands).
export { LocalDateTime, type LocalDateTimeBrand } from '../../kernel/brands';

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

/**
 * A number in a query string. The client sends numbers; the sandbox server receives strings.
 * Accepting both lets the sandbox decode an incoming query with the very codec the client
 * was typed against.
 */
export const QueryNumber = new t.Type<number, number, unknown>(
  'QueryNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(u);
    if (typeof u === 'string' && /^-?\d+(\.\d+)?$/.test(u)) return t.success(Number(u));
    return t.failure(u, c);
  },
  (n) => n,
);

/** Acknowledgement: the call succeeded and `data` is literally `true`. */
export const Ack = t.literal(true, 'Ack');
export type Ack = t.TypeOf<typeof Ack>;

/** A JWT handed out by login, guest registration and password confirm. Opaque to us. */
export const Token = t.refinement(t.string, (s) => s.length > 0, 'Token');
export type Token = t.TypeOf<typeof Token>;

/** Category, group and custom-group entries all share this shape. */
export const Category = t.type({ id: Id, name: t.string }, 'Category');
export type Category = t.TypeOf<typeof Category>;

export const CustomGroup = t.type({ id: Id, name: t.string }, 'CustomGroup');
export type CustomGroup = t.TypeOf<typeof CustomGroup>;

/** Tax rate in percent (19, 7, 0): not money, so a plain number. */
export const VatPercent = t.number;

/** First and last bookable date: the calendar's limits (tours and events). */
export const Lifetime = t.type({ first: IsoDate, last: IsoDate }, 'Lifetime');
export type Lifetime = t.TypeOf<typeof Lifetime>;

import * as t from 'io-ts';
import { IsoDate } from '../../kernel/brands';

/**
 * Building blocks shared by the response codecs. All of them are identity codecs on the
 * happy path (decode returns the input unchanged), with one exception noted on `phpRecord`,
 * so decoded data can be stored as-is and decoded again later with the same codec.
 */

// The page frame's codecs (shell.ts, the signed-in customer) need only these: their own module,
// so the first bundle does not carry every area's building blocks with them.
export { Flag01, Flag, isOn, NullableString, phpRecord } from './primitives';

/** Numeric ids. The API writes them as JSON numbers. */
export const Id = t.number;

// Museum local time is ours as much as the server's: it lives below both (kernel/brands).
export { LocalDateTime, type LocalDateTimeBrand } from '../../kernel/brands';

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

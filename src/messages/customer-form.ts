import * as t from 'io-ts';

// Shared by the customer area's events (src/messages/events/customer.ts) and its read model.

/** The customer forms of 001 §2, by what they do. */
export const CustomerForm = t.keyof(
  { register: null, guest: null, details: null, password: null, email: null, forgot: null, recover: null },
  'CustomerForm',
);
export type CustomerForm = t.TypeOf<typeof CustomerForm>;

/**
 * A field of a customer form as the API names it (`fname`, `zip`, `shipping.zip`) or as the
 * shop names its own confirmation fields (`emailConfirmation`, `passwordConfirmation`).
 * Bounded so that a server answer with odd keys cannot fill the log.
 */
export const FieldName = t.refinement(t.string, (s) => /^[A-Za-z][A-Za-z0-9_.]{0,39}$/.test(s), 'FieldName');

/** Why a form was refused: `fields` (see `invalid`), or a short code (server code, HTTP_<n>, NETWORK_ERROR). */
export const RefusalCode = t.refinement(t.string, (s) => /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(s), 'RefusalCode');


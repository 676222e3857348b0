import * as t from 'io-ts';

/**
 * The payload every `<Thing>LoadFailed` event carries about the failure: a short code (see
 * src/api/failure.ts) and whether the thing does not exist (404). Never a response body.
 */
export const LoadFailure = t.type({ code: t.string, notFound: t.boolean }, 'LoadFailure');
export type LoadFailure = t.TypeOf<typeof LoadFailure>;

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

import * as t from 'io-ts';

/**
 * The payload every `<Thing>LoadFailed` event carries about the failure: a short code (see
 * src/api/failure.ts) and whether the thing does not exist (404). Never a response body.
 */
export const LoadFailure = t.strict({ code: t.string, notFound: t.boolean }, 'LoadFailure');
export type LoadFailure = t.TypeOf<typeof LoadFailure>;

import type { EndpointName } from './endpoints';

/**
 * Everything that can go wrong with a call, as a value. The client never throws: epics map
 * these to `<Thing>LoadFailed` events and the spec's per-call rules (422 field errors, 410
 * gone, …) read `status` and `body`.
 */
export type ApiError =
  /**
   * No answer: the request did not get through, or (`timedOut`) the shop's time limit passed
   * while the server was silent. A time-out is no proof the connection is down, so the
   * visitor is not told to check it (issue 29).
   */
  | { readonly kind: 'Network'; readonly message: string; readonly timedOut?: true }
  /** Any non-2xx answer. `body` is the parsed JSON error body, or the raw text if not JSON. */
  | { readonly kind: 'Http'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'Decode'; readonly endpoint: EndpointName; readonly messages: readonly string[] };

/**
 * Cross-cutting outcomes the shell reacts to (spec 000 §8). The client reports; the shell
 * decides: login redirect, danger message, page reload. The client itself never navigates.
 */
export type ApiSignal =
  | { readonly kind: 'unauthorized'; readonly status: 401 | 403 }
  | { readonly kind: 'serverError'; readonly endpoint: EndpointName; readonly status: number }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'networkError'; readonly endpoint: EndpointName }
  /** The call's time limit passed without an answer. */
  | { readonly kind: 'timeout'; readonly endpoint: EndpointName; readonly limitMs: number }
  /**
   * 413, 414 or 431: the server would not take the request as large as it was. It answered, so
   * it is no network failure; `withToken` says whether the stored token went with it, the one
   * part of a request that can grow without the visitor doing anything.
   */
  | { readonly kind: 'requestTooLarge'; readonly endpoint: EndpointName; readonly status: 413 | 414 | 431; readonly withToken: boolean }
  | { readonly kind: 'decodeError'; readonly endpoint: EndpointName; readonly messages: readonly string[] };

/** Reads the `{code}` / `{error}` / `{message}` string an error body carries, if any. */
export function errorCode(error: ApiError): string | undefined {
  if (error.kind !== 'Http' || typeof error.body !== 'object' || error.body === null) return undefined;
  const body = error.body as Record<string, unknown>;
  for (const key of ['code', 'error', 'message'] as const) {
    const value = body[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * Field errors of a 422 on the form calls, each wrapped in a list (spec 001 §8: "each string
 * wrapped in a list"). Empty when the error is not a 422 with an `errors` map.
 */
export function fieldErrors(error: ApiError): Readonly<Record<string, readonly string[]>> {
  if (error.kind !== 'Http' || error.status !== 422) return {};
  const errors: unknown = typeof error.body === 'object' && error.body !== null ? (error.body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, readonly string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string') out[field] = [value];
    else if (Array.isArray(value)) out[field] = value.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

import type * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import type { Lang } from '../kernel/brands';
import { endpoints, type DataOf, type EndpointDef, type EndpointName, type ParamsOf } from './endpoints';
import type { ApiError, ApiSignal } from './errors';
import { renderValue, reportErrors } from './report';
import { buildRequest, type RawParams } from './request';
import { loadResponseCodec } from './response-codecs';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** e.g. "/api/" or "https://tickets.kunsthalle.example/api/" (FOYER_API_BASE). */
  readonly base: string;
  /** Read per call, so a language switch applies to the next request. */
  readonly getLang: () => Lang;
  /** Read per call; null when nobody is logged in. */
  readonly getToken: () => string | null;
  /** Defaults to the global fetch. */
  readonly fetch?: FetchLike;
  /**
   * How long a call may take before it counts as failed (a network failure: the translated
   * message, a retry, the waiting flag released); DEFAULT_TIMEOUT_MS when not given. Read per
   * call. An endpoint's own `EndpointDef.timeoutMs` (the payment calls) takes precedence.
   */
  readonly timeoutMs?: () => number;
}

/** A call that has not answered after this long never will, as far as a visitor can tell. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** The params argument is optional exactly when every part of it is. */
export type CallArgs<N extends EndpointName> = object extends ParamsOf<N> ? [params?: ParamsOf<N>] : [params: ParamsOf<N>];

export interface ApiClient {
  /**
   * Cold: each subscription makes one request, unsubscribing aborts it. Emits exactly one
   * Either and completes; never errors.
   */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Observable<E.Either<ApiError, DataOf<N>>>;
  /** Requests in flight (drives the waiting spinner). */
  readonly pending$: Observable<number>;
  /** Cross-cutting outcomes for the shell: login redirect, 500 message, 503 reload. */
  readonly signals$: Observable<ApiSignal>;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message || cause.name;
  return typeof cause === 'string' ? cause : 'unknown error';
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const isAbort = (cause: unknown): boolean => typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'AbortError';

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Called as a plain function: a browser's fetch throws "Illegal invocation" when called as a
  // method of some other object (`options.fetch(...)`).
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const pending = new BehaviorSubject(0);
  const signals = new Subject<ApiSignal>();

  async function execute(name: EndpointName, params: RawParams, abort: AbortSignal, finished: () => boolean): Promise<E.Either<ApiError, unknown>> {
    const def: EndpointDef = endpoints[name];
    const signal = (s: ApiSignal): void => {
      if (!def.quiet && !finished()) signals.next(s);
    };
    const decodeFailure = (codecName: string, messages: string[]): E.Either<ApiError, never> => {
      console.error(`[api] ${name}: the response does not match ${codecName}\n  ${messages.join('\n  ')}`);
      signal({ kind: 'decodeError', endpoint: name, messages });
      return E.left({ kind: 'Decode', endpoint: name, messages });
    };
    const networkFailure = (cause: unknown): E.Either<ApiError, never> => {
      // Aborted by the browser, not by us (our time limit aborts after `finished`): the page is
      // being left, and its requests end with it. No "cannot reach the shop" for that: it was
      // logged and shown again on the page the visitor went to.
      const leaving = isAbort(cause) && !abort.aborted;
      if (!leaving) signal({ kind: 'networkError', endpoint: name });
      return E.left({ kind: 'Network', message: describe(cause) });
    };

    let response: Response;
    let text: string;
    let codec: t.Mixed;
    // An area's response codec loads (with the area's chunk) while the request is under way.
    const codecLoad = loadResponseCodec(def);
    codecLoad.catch(() => undefined);
    try {
      const { url, init } = buildRequest(def, params, {
        base: options.base,
        lang: options.getLang(),
        token: def.token ? options.getToken() : null,
      });
      response = await doFetch(url, { ...init, signal: abort });
      text = await response.text();
      codec = await codecLoad;
    } catch (cause) {
      return networkFailure(cause);
    }

    if (!response.ok) {
      const status = response.status;
      if (status === 401 || status === 403) signal({ kind: 'unauthorized', status });
      else if (status === 503) signal({ kind: 'unavailable' });
      // The spec names 500; a 502/504 from a proxy in front of the museum server is the same
      // "unexpected server error" for a visitor.
      else if (status >= 500) signal({ kind: 'serverError', endpoint: name, status });
      const parsed = parseJson(text);
      return E.left({ kind: 'Http', status, body: parsed.ok ? parsed.value : text });
    }

    const answer = decodeAnswer(text, codec, def.sensitive === true);
    return E.isRight(answer) ? answer : decodeFailure(codec.name, answer.left);
  }

  function call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Observable<E.Either<ApiError, DataOf<N>>> {
    const params: RawParams = (args[0] ?? {});
    return new Observable<E.Either<ApiError, DataOf<N>>>((subscriber) => {
      const abort = new AbortController();
      // Answered, timed out or cancelled: from then on nothing reaches the caller or the signals.
      let done = false;
      const finish = (result?: E.Either<ApiError, unknown>): void => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        pending.next(pending.value - 1);
        if (!result) return;
        // The endpoint's codec decoded a Right, so it is DataOf<N>.
        subscriber.next(result as E.Either<ApiError, DataOf<N>>);
        subscriber.complete();
      };
      pending.next(pending.value + 1);
      // A call that never answers ends as a network failure at its time limit, whether or not
      // the fetch honours the abort: the waiting flag is released and the caller can retry.
      const own: EndpointDef = endpoints[name];
      const limit = own.timeoutMs ?? options.timeoutMs?.() ?? DEFAULT_TIMEOUT_MS;
      const timer = setTimeout(() => {
        if (!own.quiet) signals.next({ kind: 'networkError', endpoint: name });
        finish(E.left({ kind: 'Network', message: `no answer within ${limit} ms` }));
        abort.abort();
      }, limit);
      void execute(name, params, abort.signal, () => done)
        .catch((cause: unknown): E.Either<ApiError, unknown> => E.left({ kind: 'Network', message: describe(cause) }))
        .then((result) => finish(result));
      return () => {
        if (done) return;
        finish();
        abort.abort();
      };
    });
  }

  return { call, pending$: pending.asObservable(), signals$: signals.asObservable() };
}

/**
 * A 2xx body as the shop takes it: JSON, an object with `data`, and `data` matching the
 * endpoint's codec; else the readable reasons (values redacted for sensitive endpoints). Never
 * throws, whatever the text (fuzzed per endpoint in decoder-fuzz.test.ts).
 */
export function decodeAnswer(text: string, codec: t.Mixed, redact: boolean): E.Either<string[], unknown> {
  const parsed = parseJson(text);
  if (!parsed.ok) return E.left([`response is not JSON: ${renderValue(text, { redact })}`]);
  const envelope = parsed.value;
  if (typeof envelope !== 'object' || envelope === null || !('data' in envelope)) {
    return E.left([`response has no "data" member: ${renderValue(envelope, { redact })}`]);
  }
  const decoded = codec.decode(envelope.data);
  return E.isRight(decoded) ? E.right(decoded.right) : E.left(reportErrors(decoded.left, { redact }));
}

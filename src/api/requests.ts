import type * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import type { Lang } from '../kernel/brands';
import { createStore, createTopic, type ReadableStore } from '../kernel/store';
import type { DataOf, EndpointName, ParamsOf } from './endpoints';
import type { EndpointDef } from './endpoint-def';
import type { ApiError, ApiSignal } from './errors';
import { decodeEnvelope, envelopeOf, parseJson } from './answer';
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

/** One request under way: its answer, or undefined once cancelled. */
export interface Request<N extends EndpointName> {
  readonly answer: Promise<E.Either<ApiError, DataOf<N>> | undefined>;
  /** The answer handed over in the very task it arrives or times out in (the observable client). */
  listen(listener: (answer: E.Either<ApiError, DataOf<N>>) => void): void;
  /** Aborts the request; nothing reaches the caller or the signals after it. */
  cancel(): void;
}

/**
 * The museum's API as promises, without rxjs: what the shell needs on a first visit (the
 * configuration, meta data, static content) and what the runtime's observable client
 * (client.ts) wraps, so both count one set of requests in flight and raise one set of signals.
 */
export interface ApiRequests {
  /** Makes one request; every answer is one Either, never a rejection. */
  start<N extends EndpointName>(name: N, ...args: CallArgs<N>): Request<N>;
  /** start(...).answer, for a caller that never cancels. */
  request<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<E.Either<ApiError, DataOf<N>>>;
  /** Requests in flight (drives the waiting spinner). */
  readonly pending: ReadableStore<number>;
  /** Cross-cutting outcomes for the shell: login redirect, 500 message, 503 reload. */
  onSignal(listener: (signal: ApiSignal) => void): () => void;
  /**
   * Adds endpoints to those these requests can make (the whole table, endpoints.ts, when the
   * runtime's client wraps them: client.ts).
   */
  know(table: EndpointTable): void;
}

/** Endpoints by name, as the table holds them. */
export type EndpointTable = Readonly<Partial<Record<EndpointName, EndpointDef>>>;

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message || cause.name;
  return typeof cause === 'string' ? cause : 'unknown error';
}

const isAbort = (cause: unknown): boolean => typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'AbortError';

/**
 * `table`: the endpoints these requests can make at first; the shell gives the four it calls
 * (shell-endpoints.ts), so a first visit does not download the whole table. Any other name
 * fails as a network error until `know` has added it.
 */
export function createApiRequests(options: ApiClientOptions, table: EndpointTable): ApiRequests {
  const known: Partial<Record<EndpointName, EndpointDef>> = { ...table };
  // Called as a plain function: a browser's fetch throws "Illegal invocation" when called as a
  // method of some other object (`options.fetch(...)`).
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const pending = createStore(0);
  const signals = createTopic<ApiSignal>();

  async function execute(name: EndpointName, def: EndpointDef, params: RawParams, abort: AbortSignal, finished: () => boolean): Promise<E.Either<ApiError, unknown>> {
    const token = def.token ? options.getToken() : null;
    // A call sent for a session that has ended since (signed out, or signed in anew) raises no
    // signal: its 401 must not send the visitor to login, nor sign out the session held now
    // (issue 30). Its caller still hears the answer.
    const signal = (s: ApiSignal): void => {
      if (!def.quiet && !finished() && !(def.token && options.getToken() !== token)) signals.emit(s);
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
    // An area's response codec loads (with the area's chunk) while the request is under way; a
    // guarded endpoint's only for an answer its guard refuses (below).
    const codecLoad = def.guard ? undefined : loadResponseCodec(def);
    codecLoad?.catch(() => undefined);
    try {
      const { url, init } = buildRequest(def, params, {
        base: options.base,
        lang: options.getLang(),
        token,
      });
      response = await doFetch(url, { ...init, signal: abort });
      text = await response.text();
      // An area's codec that did not come is a network failure, whatever the answer.
      await codecLoad;
    } catch (cause) {
      return networkFailure(cause);
    }

    if (!response.ok) {
      const status = response.status;
      if (status === 401 || status === 403) signal({ kind: 'unauthorized', status });
      else if (status === 503) signal({ kind: 'unavailable' });
      else if (status === 413 || status === 414 || status === 431) signal({ kind: 'requestTooLarge', endpoint: name, status, withToken: token !== null && token !== '' });
      // The spec names 500; a 502/504 from a proxy in front of the museum server is the same
      // "unexpected server error" for a visitor.
      else if (status >= 500) signal({ kind: 'serverError', endpoint: name, status });
      const parsed = parseJson(text);
      return E.left({ kind: 'Http', status, body: parsed.ok ? parsed.value : text });
    }

    const envelope = envelopeOf(text);
    if (def.guard && E.isRight(envelope) && def.guard.is(envelope.right)) return E.right(def.guard.settle(envelope.right));
    let codec: t.Mixed;
    try {
      // In by now; or a guarded endpoint's, for an answer its guard refused, loaded now.
      codec = await (codecLoad ?? loadResponseCodec(def));
    } catch (cause) {
      return networkFailure(cause);
    }
    const answer = decodeEnvelope(envelope, codec);
    if (E.isRight(answer)) return answer;
    // The readable report is a chunk of its own: a first visit whose answers decode never needs it.
    const messages = await import(/* webpackChunkName: "decode-report" */ './report').then(
      (report) => report.explainAnswer(answer.left, def.sensitive === true),
      () => [`the response does not match ${codec.name} (its report could not be loaded)`],
    );
    return decodeFailure(codec.name, messages);
  }

  function start<N extends EndpointName>(name: N, ...args: CallArgs<N>): Request<N> {
    const own = known[name];
    if (!own) {
      // A programming slip (the runtime's client adds the whole table): an answer, not a throw.
      const unknown: E.Either<ApiError, DataOf<N>> = E.left({ kind: 'Network', message: `the endpoint ${name} is not known to these requests` });
      return { answer: Promise.resolve(unknown), listen: (listener) => listener(unknown), cancel: () => undefined };
    }
    const params: RawParams = (args[0] ?? {});
    const abort = new AbortController();
    // Answered, timed out or cancelled: from then on nothing reaches the caller or the signals.
    let done = false;
    let settle: (result: E.Either<ApiError, DataOf<N>> | undefined) => void = () => undefined;
    const listeners: Array<(answer: E.Either<ApiError, DataOf<N>>) => void> = [];
    let answered: E.Either<ApiError, DataOf<N>> | undefined;
    const answer = new Promise<E.Either<ApiError, DataOf<N>> | undefined>((resolve) => (settle = resolve));
    const finish = (result?: E.Either<ApiError, unknown>): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (!own.background) pending.next(pending.value - 1);
      // The endpoint's codec decoded a Right, so it is DataOf<N>.
      const answer = result as E.Either<ApiError, DataOf<N>> | undefined;
      answered = answer;
      settle(answer);
      if (answer) for (const listener of listeners) listener(answer);
    };
    if (!own.background) pending.next(pending.value + 1);
    // A call that never answers ends as a network failure at its time limit, whether or not
    // the fetch honours the abort: the waiting flag is released and the caller can retry.
    const limit = own.timeoutMs ?? options.timeoutMs?.() ?? DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => {
      if (!own.quiet) signals.emit({ kind: 'timeout', endpoint: name, limitMs: limit });
      finish(E.left({ kind: 'Network', message: `no answer within ${limit} ms`, timedOut: true }));
      abort.abort();
    }, limit);
    void execute(name, own, params, abort.signal, () => done)
      .catch((cause: unknown): E.Either<ApiError, unknown> => E.left({ kind: 'Network', message: describe(cause) }))
      .then((result) => finish(result));
    return {
      answer,
      listen: (listener) => (answered ? listener(answered) : void listeners.push(listener)),
      cancel: () => {
        if (done) return;
        finish();
        abort.abort();
      },
    };
  }

  const request = <N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<E.Either<ApiError, DataOf<N>>> =>
    // Never cancelled, so never undefined.
    start(name, ...args).answer as Promise<E.Either<ApiError, DataOf<N>>>;

  return { start, request, pending, onSignal: signals.subscribe, know: (more) => void Object.assign(known, more) };
}

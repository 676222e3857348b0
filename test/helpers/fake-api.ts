import { BehaviorSubject, Subject, of, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { requestsOver, type ApiClient } from '../../src/api/client';
import type { ApiError, ApiSignal } from '../../src/api/errors';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { endpoints, isLazyCodec, type CodecModules, type DataOf, type EndpointName, type ParamsOf } from '../../src/api/endpoints';
import * as shell from '../../src/api/codecs/shell';
import * as tours from '../../src/api/codecs/tours';
import * as tickets from '../../src/api/codecs/tickets';
import * as merchandise from '../../src/api/codecs/merchandise';
import * as vouchers from '../../src/api/codecs/vouchers';

/** What one call of endpoint N answers: an API error or the endpoint's data. */
export type Answer<N extends EndpointName> = E.Either<ApiError, DataOf<N>>;

type Reply<N extends EndpointName> = Answer<N> | ((params: ParamsOf<N>) => Answer<N> | Observable<Answer<N>>);

/**
 * A fake ApiClient for epic tests: answers per endpoint (a value, or a function of the call's
 * params, possibly returning an Observable for timing tests), records every call, and lets a
 * test push signals. An endpoint without an answer fails the call loudly.
 */
/** An answer per endpoint, typed by that endpoint's params and data. */
export type Replies = { [N in EndpointName]?: Reply<N> };

export function fakeApi(replies: Replies = {}) {
  const calls: Array<{ name: EndpointName; params: unknown }> = [];
  const signals = new Subject<ApiSignal>();
  const pending = new BehaviorSubject(0);
  const api: ApiClient = {
    call: ((name: EndpointName, params?: unknown) => {
      calls.push({ name, params });
      const reply = replies[name] as Reply<EndpointName> | undefined;
      if (reply === undefined) throw new Error(`fakeApi: no reply for ${name}`);
      const result = typeof reply === 'function' ? reply(params as ParamsOf<EndpointName>) : reply;
      return 'subscribe' in (result as object) ? (result as Observable<E.Either<ApiError, unknown>>) : of(result);
    }) as ApiClient['call'],
    pending$: pending.asObservable(),
    signals$: signals.asObservable(),
  };
  // The shell's promise requests (services.requests) over the same answers and counts.
  return { api, requests: requestsOver(api), calls, signals, pending };
}

export const ok = <A>(data: A) => E.right(data);
export const httpError = (status: number, body: unknown = {}): E.Either<ApiError, never> => E.left({ kind: 'Http', status, body });
export const networkError = (): E.Either<ApiError, never> => E.left({ kind: 'Network', message: 'offline' });

/**
 * A 500 as the client reports it: first the `serverError` signal (the shell's 15 s message with
 * the support address), then the answer. `hear` joins it to the fake API of the app it is in.
 */
export function serverErrorReply(endpoint: EndpointName) {
  let signals: Subject<ApiSignal> | null = null;
  return {
    reply: (): E.Either<ApiError, never> => {
      signals?.next({ kind: 'serverError', endpoint, status: 500 });
      return httpError(500);
    },
    hear: (api: { signals: Subject<ApiSignal> }): void => void (signals = api.signals),
  };
}

const codecModules: CodecModules = { shell, tours, tickets, merchandise, vouchers };

/**
 * An answer as the server sends it: JSON decoded with the endpoint's own codec, as the client
 * does. The fixture is typed by the decoding, not by a cast, and one the codec refuses fails
 * the test at once with the decoder's report.
 */
export function wire<N extends EndpointName>(name: N, json: unknown): Answer<N> {
  const response = endpoints[name].response;
  const codec = (isLazyCodec(response) ? (codecModules[response.module] as unknown as Record<string, t.Mixed>)[response.name] : response) as t.Mixed;
  const decoded = codec.decode(json);
  if (E.isLeft(decoded)) throw new Error(`wire(${name}): the fixture does not decode:\n${PathReporter.report(decoded).join('\n')}`);
  return E.right(decoded.right as DataOf<N>);
}

import { BehaviorSubject, Subject, of, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { ApiClient } from '../../src/api/client';
import type { ApiError, ApiSignal } from '../../src/api/errors';
import type { DataOf, EndpointName } from '../../src/api/endpoints';

type Reply<N extends EndpointName> = E.Either<ApiError, DataOf<N>> | ((params: unknown) => E.Either<ApiError, DataOf<N>> | Observable<E.Either<ApiError, DataOf<N>>>);

/**
 * A fake ApiClient for epic tests: answers per endpoint (a value, or a function of the call's
 * params, possibly returning an Observable for timing tests), records every call, and lets a
 * test push signals. An endpoint without an answer fails the call loudly.
 */
export function fakeApi(replies: { [N in EndpointName]?: Reply<N> } = {}) {
  const calls: Array<{ name: EndpointName; params: unknown }> = [];
  const signals = new Subject<ApiSignal>();
  const pending = new BehaviorSubject(0);
  const api: ApiClient = {
    call: ((name: EndpointName, params?: unknown) => {
      calls.push({ name, params });
      const reply = replies[name] as Reply<EndpointName> | undefined;
      if (reply === undefined) throw new Error(`fakeApi: no reply for ${name}`);
      const result = typeof reply === 'function' ? reply(params) : reply;
      return 'subscribe' in (result as object) ? (result as Observable<E.Either<ApiError, unknown>>) : of(result);
    }) as ApiClient['call'],
    pending$: pending.asObservable(),
    signals$: signals.asObservable(),
  };
  return { api, calls, signals, pending };
}

export const ok = <A>(data: A) => E.right(data);
export const httpError = (status: number, body: unknown = {}): E.Either<ApiError, never> => E.left({ kind: 'Http', status, body });
export const networkError = (): E.Either<ApiError, never> => E.left({ kind: 'Network', message: 'offline' });

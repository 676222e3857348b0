import type * as E from 'fp-ts/Either';
import { Observable } from 'rxjs';
import { endpoints, type DataOf, type EndpointName } from './endpoints';
import type { ApiError, ApiSignal } from './errors';
import { createApiRequests, type ApiClientOptions, type ApiRequests, type CallArgs, type Request } from './requests';
import { createStore } from '../kernel/store';
import type { Pacer } from '../kernel/pacer';
import { knowAreaCodecs } from './area-codecs';

export { DEFAULT_TIMEOUT_MS, type ApiClientOptions, type CallArgs, type FetchLike } from './requests';

/**
 * The deps of an epic that looks up list cards: the API for those lookups (a card's calendar and
 * prices), whose names tracking never sends, so without a twin in the tracking language
 * (tracking-names.ts). `api` serves them when absent.
 */
export interface CardLookups {
  lookups?: ApiClient;
}

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

/** No pacing: each request starts when its observable is subscribed to. */
const startNow: Pacer = (work) => {
  work();
  return () => undefined;
};

/**
 * The epics' client: the promise requests (requests.ts) as cold observables. `early`: signals
 * raised before this client existed (the shell's requests on a first visit), handed to the
 * first subscriber of signals$ (the shell's signal epic) before the live ones. `pace`: how the
 * requests start (kernel/pacer.ts spreads a burst over tasks); at once when absent.
 */
export function observableApi(requests: ApiRequests, early: ApiSignal[] = [], pace: Pacer = startNow): ApiClient {
  requests.know(endpoints);
  knowAreaCodecs();
  return {
    call: (name, ...args) =>
      new Observable((subscriber) => {
        let request: Request<typeof name> | null = null;
        const start = (): void => {
          request = requests.start(name, ...args);
          request.listen((answer) => {
            subscriber.next(answer);
            subscriber.complete();
          });
        };
        const stopWaiting = pace(start);
        return () => {
          stopWaiting();
          request?.cancel();
        };
      }),
    pending$: new Observable<number>((subscriber) => {
      subscriber.next(requests.pending.value);
      return requests.pending.subscribe((n) => subscriber.next(n));
    }),
    signals$: new Observable<ApiSignal>((subscriber) => {
      for (const signal of early.splice(0)) subscriber.next(signal);
      return requests.onSignal((s) => subscriber.next(s));
    }),
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return observableApi(createApiRequests(options, endpoints));
}

/**
 * The other way round: promise requests over an observable client. QA's replay and the tests
 * give the shell their observable fakes this way.
 */
export function requestsOver(client: ApiClient): ApiRequests {
  const pending = createStore(0);
  client.pending$.subscribe((n) => pending.next(n));
  const start = <N extends EndpointName>(name: N, ...args: CallArgs<N>): Request<N> => {
    const listeners: Array<(answer: E.Either<ApiError, DataOf<N>>) => void> = [];
    let settle: (answer: E.Either<ApiError, DataOf<N>> | undefined) => void = () => undefined;
    const answer = new Promise<E.Either<ApiError, DataOf<N>> | undefined>((resolve) => (settle = resolve));
    let done = false;
    let answered: E.Either<ApiError, DataOf<N>> | undefined;
    const subscription = client.call(name, ...args).subscribe((value) => {
      done = true;
      answered = value;
      settle(value);
      for (const listener of listeners) listener(value);
    });
    return {
      answer,
      // An answer that came at once (a fake's) reaches a listener added after it.
      listen: (listener) => (answered ? listener(answered) : void listeners.push(listener)),
      cancel: () => {
        if (done) return;
        done = true;
        subscription.unsubscribe();
        settle(undefined);
      },
    };
  };
  return {
    start,
    request: (name, ...args) => start(name, ...args).answer as Promise<never>,
    // The observable client knows the whole table already.
    know: () => undefined,
    pending,
    onSignal: (listener) => {
      const subscription = client.signals$.subscribe(listener);
      return () => subscription.unsubscribe();
    },
  };
}

import type { Observable } from 'rxjs';

/** The state stream an epic reads: hot, replaying the latest, with synchronous access. */
export interface StateObservable<S> extends Observable<S> {
  readonly value: S;
}

/**
 * An epic does the work behind commands (API calls, clock, randomness) and answers with
 * domain events. Everything it touches comes in through its arguments, so tests pass fakes.
 */
export type Epic<C, S, D, E> = (command$: Observable<C>, state$: StateObservable<S>, deps: D) => Observable<E>;

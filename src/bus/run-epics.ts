import { catchError, concat, defer, merge, Observable, of } from 'rxjs';
import type { Epic, StateObservable } from './epic';

export interface EpicFailure {
  epic: string;
  message: string;
  restarted: boolean;
}

/** Failures further apart than this are transient: they do not add up to stopping an epic. */
export const QUIET_PERIOD_MS = 60_000;

export interface RestartPolicy {
  /** Epoch milliseconds (the injected clock). Without it every failure counts for ever. */
  readonly now?: () => number;
  readonly quietMs?: number;
}

/**
 * Runs every epic against one command stream. A throwing epic must never take the bus down:
 * its error is turned into a report event and the epic is subscribed again, up to
 * `restartLimit` times within a quiet period (an epic that throws on every command would
 * otherwise loop forever; five transient failures over a long session must not stop it).
 */
export function runEpics<C, S, D, E>(
  epics: Readonly<Record<string, Epic<C, S, D, E>>>,
  command$: Observable<C>,
  state$: StateObservable<S>,
  deps: D,
  onFailure: (failure: EpicFailure) => E,
  restartLimit = 5,
  policy: RestartPolicy = {},
): Observable<E> {
  const quietMs = policy.quietMs ?? QUIET_PERIOD_MS;
  return merge(
    ...Object.entries(epics).map(([name, epic]) => {
      let failures: number[] = [];
      const guarded = (): Observable<E> =>
        defer(() => epic(command$, state$, deps)).pipe(
          catchError((error: unknown) => {
            const at = policy.now?.() ?? 0;
            failures = [...(policy.now ? failures.filter((t) => at - t < quietMs && t <= at) : failures), at];
            const restarted = failures.length <= restartLimit;
            const report = onFailure({ epic: name, message: describeError(error), restarted });
            return restarted ? concat(of(report), guarded()) : of(report);
          }),
        );
      return guarded();
    }),
  );
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    switch (typeof error) {
      case 'string':
        return error;
      case 'number':
      case 'boolean':
      case 'bigint':
      case 'symbol':
        return error.toString();
      case 'undefined':
        return 'undefined';
      default:
        return JSON.stringify(error) ?? typeof error;
    }
  } catch {
    return 'unknown error';
  }
}

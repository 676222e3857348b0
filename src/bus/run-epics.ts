import { catchError, concat, defer, merge, Observable, of } from 'rxjs';
import type { Epic, StateObservable } from './epic';

export interface EpicFailure {
  epic: string;
  message: string;
  restarted: boolean;
}

/**
 * Runs every epic against one command stream. A throwing epic must never take the bus down:
 * its error is turned into a report event and the epic is subscribed again, up to
 * `restartLimit` times (an epic that throws on every command would otherwise loop forever).
 */
export function runEpics<C, S, D, E>(
  epics: Readonly<Record<string, Epic<C, S, D, E>>>,
  command$: Observable<C>,
  state$: StateObservable<S>,
  deps: D,
  onFailure: (failure: EpicFailure) => E,
  restartLimit = 5,
): Observable<E> {
  return merge(
    ...Object.entries(epics).map(([name, epic]) => {
      let failures = 0;
      const guarded = (): Observable<E> =>
        defer(() => epic(command$, state$, deps)).pipe(
          catchError((error: unknown) => {
            failures += 1;
            const restarted = failures <= restartLimit;
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
    return String(typeof error === 'object' ? JSON.stringify(error) : error);
  } catch {
    return 'unknown error';
  }
}

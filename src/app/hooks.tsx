import { createContext, useContext, type ReactNode } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { distinctUntilChanged, map, switchMap } from 'rxjs';
import type { Command } from '../messages';
import type { RootState } from './read-models';
import type { Runtime } from './runtime';

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside <RuntimeProvider>');
  return runtime;
}

/**
 * Reads a slice of the read models. The state stream replays synchronously, so the first
 * render already has the value (no flash of empty state); equal selections do not re-render.
 * Pass a stable selector (module-level function or useCallback) to avoid resubscribing.
 */
export function useReadModel<T>(selector: (state: RootState) => T): T {
  const { state$ } = useRuntime();
  const value$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([select]) => state$.pipe(map(select))),
        distinctUntilChanged(),
      ),
    [selector] as const,
  );
  return useObservableEagerState(value$);
}

/** The typed dispatch of the command bus. */
export function useCommand(): (command: Command) => void {
  return useRuntime().dispatch;
}

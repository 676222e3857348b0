import { createContext, use, useContext, type ReactNode } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { distinctUntilChanged, map, switchMap } from 'rxjs';
import type { AreaName, Command } from '../messages';
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
  // The runtime is an input too: QA's replay swaps it for each point of a capsule.
  const value$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([select, states$]) => states$.pipe(map(select))),
        distinctUntilChanged(),
      ),
    [selector, state$] as const,
  );
  return useObservableEagerState(value$);
}

/**
 * For a screen that reads an area's read models: the area's route registers it before the
 * screen renders (routes.tsx), so this returns at once; rendered any other way, the screen
 * suspends until the area is loaded and registered instead of reading absent slices.
 */
export function useArea(...names: AreaName[]): void {
  const runtime = useRuntime();
  // loadArea returns one promise per area, so `use` sees the same promise on every render.
  for (const name of names) if (!runtime.hasArea(name)) use(runtime.loadArea(name));
}

/** The typed dispatch of the command bus. */
export function useCommand(): (command: Command) => void {
  return useRuntime().dispatch;
}

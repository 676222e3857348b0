import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { AreaName, Command } from '../messages';
import type { Clock } from '../bus/deps';
import type { RootState } from './root-state';
import type { Runtime } from './runtime';
import { isRuntimeSource, readyRuntime, type RuntimeSource } from './runtime-source';
import { useExternalValue, useServices } from './services';
import type { NameLookup } from '../domain/cart/names';

const RuntimeContext = createContext<RuntimeSource | null>(null);

/** A running runtime (tests, QA's replay) or the shop's source that starts it when needed. */
export function RuntimeProvider({ runtime, children }: { runtime: Runtime | RuntimeSource; children: ReactNode }) {
  const source = useMemo(() => (isRuntimeSource(runtime) ? runtime : readyRuntime(runtime)), [runtime]);
  return <RuntimeContext.Provider value={source}>{children}</RuntimeContext.Provider>;
}

function useSource(): RuntimeSource {
  const source = useContext(RuntimeContext);
  if (!source) throw new Error('useRuntime outside <RuntimeProvider>');
  return source;
}

/** The runtime if it has started, else null; the component renders again when it starts. */
export function useStartedRuntime(): Runtime | null {
  const source = useSource();
  return useExternalValue(source.subscribe, () => source.current);
}

/**
 * The runtime. A component that needs it suspends while it starts (and starts it): a screen
 * of the shop waits behind the router's transition, as for its own chunk.
 */
export function useRuntime(): Runtime {
  const source = useSource();
  return useStartedRuntime() ?? use(source.start());
}

/**
 * Reads a slice of the read models. The state is read synchronously, so the first render
 * already has the value (no flash of empty state); equal selections (===) do not re-render.
 * Pass a stable selector (module-level function or useCallback) to avoid resubscribing.
 */
export function useReadModel<T>(selector: (state: RootState) => T): T {
  return useSelection(useRuntime(), selector, undefined as T);
}

/**
 * For the shell that renders before the runtime starts (the header's basket count, the cookie
 * notice, the messages): `fresh` is the selection in a session that has not started, which is
 * the only session without a runtime (boot.tsx starts it at once when anything is stored).
 */
export function useReadModelOr<T>(selector: (state: RootState) => T, fresh: T): T {
  return useSelection(useStartedRuntime(), selector, fresh);
}

function useSelection<T>(runtime: Runtime | null, selector: (state: RootState) => T, fresh: T): T {
  const store = useMemo(() => {
    // The selection of the last state read: a state seen again is not selected again.
    let seen: RootState | undefined;
    let selected = fresh;
    return {
      subscribe: (changed: () => void) => {
        const subscription = runtime?.state$.subscribe(changed);
        return () => subscription?.unsubscribe();
      },
      read: (): T => {
        if (!runtime) return fresh;
        const state = runtime.state$.value;
        if (state !== seen) selected = selector((seen = state));
        return selected;
      },
    };
    // `fresh` is a constant of the caller's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, selector]);
  return useExternalValue(store.subscribe, store.read);
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

/** The typed dispatch of the command bus; before the runtime runs, the command starts it. */
export function useCommand(): (command: Command) => void {
  return useSource().dispatch;
}

/** Keeps a fact for the log without starting the runtime for it (RuntimeSource.record). */
export function useRecord(): (command: Command) => void {
  return useSource().record;
}

/** The injected clock: the runtime's (QA's replay sets the capsule's time), else the shell's. */
export function useClock(): Clock {
  const runtime = useStartedRuntime();
  const { clock } = useServices();
  return runtime?.clock ?? clock;
}

const noSubscription = (): (() => void) => () => undefined;

/**
 * The reference names in the page's language (engine/name-store.ts), for naming a basket's
 * lines and paid items (domain/cart/names.ts); the component renders again when one is learned.
 */
export function useNames(): NameLookup {
  const names = useRuntime().names;
  // The table is what changes: `in` gives a new lookup for each table, the same one otherwise.
  const table = useExternalValue(names ? names.store.subscribe : noSubscription, () => names?.store.value);
  return useMemo(() => (names && table ? names.store.in(names.lang) : () => undefined), [names, table]);
}

import type { Clock } from '../bus/deps';
import type { Command } from '../messages';
import type { Runtime } from './runtime';

/** What starting the runtime gives: it, and a dispatch as of a moment already past. */
export interface StartedRuntime {
  runtime: Runtime;
  /** Dispatches a command as if at `at` (epoch ms): its events carry that time. */
  dispatchAt(command: Command, at: number): void;
  /** What the runtime does once the commands that waited for it are in (their order kept). */
  afterWaiting?(): void;
}

/**
 * Where the shell finds the event-sourced runtime (docs/decisions.md "A first visit without
 * the runtime"). A first visit to the home page renders without it; it starts (a chunk of its
 * own) when a screen, a command or a stored session needs it, and only once.
 */
export interface RuntimeSource {
  /** The runtime once started, else null. */
  readonly current: Runtime | null;
  /** Told once, when the runtime has started. */
  subscribe(listener: () => void): () => void;
  /** Starts the runtime (if it has not started) and resolves with it; the same promise each time. */
  start(): Promise<Runtime>;
  /** A visitor's command: starts the runtime, and is dispatched the moment it runs. */
  dispatch(command: Command): void;
  /**
   * A fact worth keeping that needs no runtime now (the screen shown): dispatched when the
   * runtime starts, with the time it was recorded; it does not start the runtime itself.
   */
  record(command: Command): void;
}

export function runtimeGate(load: () => Promise<StartedRuntime>, clock: Clock): RuntimeSource {
  let current: Runtime | null = null;
  let starting: Promise<Runtime> | null = null;
  const waiting: Array<{ command: Command; at: number }> = [];
  const listeners = new Set<() => void>();
  const start = (): Promise<Runtime> => {
    starting ??= load().then(
      ({ runtime, dispatchAt, afterWaiting }) => {
        // In the order they came, each with its own time; then the shell sees the runtime.
        for (const { command, at } of waiting.splice(0)) dispatchAt(command, at);
        afterWaiting?.();
        current = runtime;
        for (const listener of [...listeners]) listener();
        return runtime;
      },
      (cause: unknown) => {
        // A chunk that did not load (offline for a moment) may load on the next try.
        starting = null;
        throw cause;
      },
    );
    return starting;
  };
  const keep = (command: Command): void => {
    if (current) current.dispatch(command);
    else waiting.push({ command, at: clock.now() });
  };
  return {
    get current() {
      return current;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    dispatch: (command) => {
      keep(command);
      if (!current) start().catch((cause: unknown) => console.error(`Foyer: the shop's runtime did not load: ${String(cause)}`));
    },
    record: keep,
  };
}

/** A runtime already running (tests, QA's replay points) as a source. */
export function readyRuntime(runtime: Runtime): RuntimeSource {
  const started = Promise.resolve(runtime);
  return {
    current: runtime,
    subscribe: () => () => undefined,
    start: () => started,
    dispatch: runtime.dispatch,
    record: runtime.dispatch,
  };
}

export const isRuntimeSource = (value: Runtime | RuntimeSource): value is RuntimeSource => 'record' in value;

import type { Observable } from 'rxjs';
import type { Commit as GenericCommit } from '../event-log/commit';
import type { CommandBus } from '../bus/bus';
import type { StateObservable } from '../bus/epic';
import type { AreaName, Command } from '../messages';
import type { Envelope } from '../event-log/envelope';
import type { SessionLog } from '../event-log/session-log';
import type { LogFault } from '../event-log/faults';
import type { Clock } from '../bus/deps';
import type { RootState } from './root-state';
import type { AppDeps, AppEpic } from './epics';
import type { AreaModule } from './area';

/** What the runtime (runtime.ts) offers the screens, tests and QA, and what it is made of. */
export interface Runtime {
  /**
   * The read models. `RootState` names every slice; an area's slices are there once the area
   * is registered (a screen reads its area only after its route registered it).
   */
  readonly state$: StateObservable<RootState>;
  /** Live events only (never replayed ones). */
  readonly event$: Observable<Envelope>;
  /** Live events with the state before and after them: what tracking derives from. */
  readonly commit$: Observable<Commit>;
  readonly bus: CommandBus<Command>;
  readonly dispatch: (command: Command) => void;
  readonly tab: string;
  /**
   * The injected clock (deps.clock) for a screen that shows what is true today (the home page's
   * opening hours): never Date.now() in a render; fake in tests, the capsule's time in QA replay.
   */
  readonly clock: Clock;
  readonly log: SessionLog<RootState>;
  /** The epics' API client (deps.api), for the few screens that ask the server themselves. */
  readonly api: AppDeps['api'];
  /** What the server said about the customer forms' fields (deps.feedback), outside the log. */
  readonly feedback: AppDeps['feedback'];
  /** The reference names and the page's language (deps.names): screens name lines with them. */
  readonly names: AppDeps['names'];
  /**
   * Adds an area: its read models fold the events already in the log (replay only: no epic,
   * API call or tracking), the new state is published, then its epics start. Idempotent.
   */
  registerArea(area: AreaModule): void;
  hasArea(name: AreaName): boolean;
  /** Loads (RuntimeOptions.loadArea) and registers an area; the same promise until it settles. */
  loadArea(name: AreaName): Promise<void>;
  loadAreas(names: readonly AreaName[]): Promise<void>;
  stop(): void;
}

/** A live event with the root state before and after it (event-log/commit.ts). */
export type Commit = GenericCommit<RootState>;

export interface RuntimeOptions {
  deps: AppDeps;
  /** Every epic to run, replacing the core's and the areas' (tests). */
  epics?: Record<string, AppEpic>;
  /** Areas registered before the log is read (Node: all of them, so one replay folds everything). */
  areas?: readonly AreaModule[];
  /** How an area not registered yet is loaded (the browser: a chunk, src/app/areas/index.ts). */
  loadArea?: (name: AreaName) => Promise<AreaModule>;
  /** Characters; tests use a small budget to exercise compaction. */
  logBudget?: number;
  logTail?: number;
  onRestoreFault?: (fault: LogFault) => void;
  /**
   * A log document to restore instead of the stored one (QA's replay of a capsule): it is
   * decoded and folded exactly like a stored log, and kept in memory only until an event comes.
   */
  restoreFrom?: unknown;
  /** Events between boot checkpoints (CHECKPOINT_EVERY); tests make it small. */
  checkpointEvery?: number;
  /**
   * When a boot checkpoint is written after events came (the browser: its next idle moment, or
   * the next task where there is none, never inside the click). Without it: as compaction is.
   */
  checkpointAt?: (task: () => void) => void;
}


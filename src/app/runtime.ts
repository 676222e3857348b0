import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import { createBus, type CommandBus } from '../bus/bus';
import { runEpics } from '../bus/run-epics';
import type { StateObservable } from '../bus/epic';
import { eventVersions, SessionEvents, type Command, type DomainEvent } from '../messages';
import type { Envelope } from '../event-log/envelope';
import { hydrate } from '../event-log/hydrate';
import { openSessionLog, type SessionLog } from '../event-log/session-log';
import { resolveTab } from '../event-log/tab';
import type { LogFault } from '../event-log/faults';
import { importLegacyCart } from '../domain/cart/legacy';
import { rootFold, type RootState } from './read-models';
import { epics as defaultEpics, type AppDeps, type AppEpic } from './epics';

export interface Runtime {
  readonly state$: StateObservable<RootState>;
  /** Live events only (never replayed ones). */
  readonly event$: Observable<Envelope>;
  /** Live events with the state before and after them: what tracking derives from. */
  readonly commit$: Observable<Commit>;
  readonly bus: CommandBus<Command>;
  readonly dispatch: (command: Command) => void;
  readonly tab: string;
  readonly log: SessionLog<RootState>;
  stop(): void;
}

export interface Commit {
  envelope: Envelope;
  before: RootState;
  after: RootState;
}

export interface RuntimeOptions {
  deps: AppDeps;
  epics?: Record<string, AppEpic>;
  /** Characters; tests use a small budget to exercise compaction. */
  logBudget?: number;
  logTail?: number;
  onRestoreFault?: (fault: LogFault) => void;
}

/**
 * The composition of the event-sourced core: restore (tab → log → hydrate → legacy import),
 * then commands → epics → events → envelope → log → fold → state$. Commits are queued so an
 * event raised while another is being applied is folded after it, in order.
 */
export function createRuntime(options: RuntimeOptions): Runtime {
  const { deps } = options;
  const identity = resolveTab(deps.storage, deps.random);
  const pending: DomainEvent[] = [];
  let degradedBeforeStart: 'quota' | 'unavailable' | null = null;
  let onDegraded = (reason: 'quota' | 'unavailable'): void => {
    degradedBeforeStart = reason;
  };
  const log = openSessionLog({
    storage: deps.storage,
    fold: rootFold,
    budget: options.logBudget,
    tail: options.logTail,
    onDegraded: (reason) => onDegraded(reason),
  });

  let state = rootFold.initial;
  let seq = 0;
  const read = log.read();
  const restored = read.ok ? hydrate(read.value, rootFold) : read;
  if (restored.ok) {
    state = restored.value.state;
    seq = restored.value.lastSeq;
    log.adopt(restored.value.snapshot, restored.value.events);
  } else {
    // A readable console line for QA; the visitor gets a clean session and a notice.
    console.error(`Foyer: the saved session could not be restored (${restored.fault.reason}): ${restored.fault.message}`);
    options.onRestoreFault?.(restored.fault);
    log.clear();
    pending.push(SessionEvents.SessionRestoreFailed.create({ reason: restored.fault.reason, detail: restored.fault.message }));
  }
  if (identity.forkedFrom) pending.push(SessionEvents.TabForked.create({ from: identity.forkedFrom, to: identity.tab }));
  const legacy = importLegacyCart(deps.storage);
  if (legacy) pending.push(legacy);

  const state$ = new BehaviorSubject<RootState>(state);
  const event$ = new Subject<Envelope>();
  const commit$ = new Subject<Commit>();
  const queue: DomainEvent[] = [];
  let committing = false;

  const commit = (event: DomainEvent): void => {
    queue.push(event);
    if (committing) return;
    committing = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        seq += 1;
        const envelope = {
          ...next,
          v: eventVersions[next.type],
          meta: { seq, at: deps.clock.now(), tab: identity.tab },
        } as Envelope;
        log.append(envelope);
        const before = state$.value;
        const after = rootFold.fold(before, envelope);
        state$.next(after);
        event$.next(envelope);
        commit$.next({ envelope, before, after });
      }
    } finally {
      committing = false;
    }
  };

  onDegraded = (reason) => commit(SessionEvents.StorageUnavailable.create({ reason }));
  if (degradedBeforeStart) pending.push(SessionEvents.StorageUnavailable.create({ reason: degradedBeforeStart }));
  pending.forEach(commit);

  const bus = createBus<Command>();
  const subscription: Subscription = runEpics<Command, RootState, AppDeps, DomainEvent>(
    options.epics ?? defaultEpics,
    bus.command$,
    state$,
    deps,
    (failure) => {
      console.error(`Foyer: epic "${failure.epic}" failed: ${failure.message}`);
      return SessionEvents.EpicFailed.create(failure);
    },
  ).subscribe(commit);

  return {
    state$,
    event$: event$.asObservable(),
    commit$: commit$.asObservable(),
    bus,
    dispatch: bus.dispatch,
    tab: identity.tab,
    log,
    stop: () => subscription.unsubscribe(),
  };
}

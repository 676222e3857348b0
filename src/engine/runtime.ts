import { BehaviorSubject, Subject, Subscription } from 'rxjs';
import { createBus } from '../bus/bus';
import { runEpics } from '../bus/run-epics';
import { CATALOGUE_ANSWERS, eventVersions, SessionEvents, type AreaName, type Command, type DomainEvent } from '../messages';
import type { Envelope } from '../event-log/envelope';
import { restore } from '../event-log/restore';
import { catchUp, checkpointSlices, createLogModel, withoutPart } from '../event-log/parts';
import { openSessionLog, type ReadResult } from '../event-log/session-log';
import { resolveTab } from '../event-log/tab';
import { fault, type LogFault } from '../event-log/faults';
import { importLegacyCart } from '../domain/cart/legacy';
import { afterCheckpoint, linesLost } from '../domain/cart/stored-basket';
import type { RootState } from './root-state';
import type { Commit, Runtime, RuntimeOptions } from './runtime-types';
import { corePart, coreReadModels } from './core';
import { mergeEpics, type AppDeps, type AppEpic } from './epics';
import { coreEpics } from './core-epics';
import { areaHandles } from './area-manifest';
import type { AreaModule } from './area';
import { isScreenOnly } from './screen-only';

/**
 * Events between the boot checkpoints compaction folds from (checkpointer.ts). The one stored
 * for a reload follows every idle moment after events came, so a reload decodes and folds only
 * the events of the page's last busy moment (docs/performance.md, boot replay).
 */
export const CHECKPOINT_EVERY = 100;

export type { Commit, Runtime, RuntimeOptions } from './runtime-types';

/**
 * The composition of the event-sourced core: restore (tab → log → hydrate → legacy import),
 * then commands → epics → events → envelope → log → fold → state$. Commits are queued so an
 * event raised while another is being applied is folded after it, in order. Areas join later
 * (registerArea): the log keeps their stored events until then.
 */
export function createRuntime(options: RuntimeOptions): Runtime {
  const { deps } = options;
  const model = createLogModel<RootState>({ parts: [corePart, ...(options.areas ?? [])], handles: areaHandles });
  const identity = resolveTab(deps.storage, deps.random);
  const pending: DomainEvent[] = [];
  type Degraded = { reason: 'quota' | 'unavailable'; survives: 'basket' | 'earlier' | 'nothing' };
  let degradedBeforeStart: Degraded | null = null;
  let onDegraded = (degraded: Degraded): void => {
    degradedBeforeStart = degraded;
  };
  /**
   * The state as of the last event logged: what a boot checkpoint stores. Not after a screen-only
   * event (a timed message), whose seq the log does not hold: a checkpoint must name an event of
   * the log, and the page that goes away with a message showing still leaves one.
   */
  let folded: { seq: number; state: RootState } = { seq: 0, state: model.initial };
  let onHistoryDamaged = (fault: LogFault, kept: number): void => {
    pending.push(restoreFailed(fault, 'session', kept, 'session'));
  };
  const log = openSessionLog({
    storage: deps.storage,
    fold: model,
    budget: options.logBudget,
    tail: options.logTail,
    // The basket and what it needs (the core's read models) survive whenever anything fits;
    // tracking's checkout funnel is not needed for it (without it a reload may begin the
    // checkout again for analysts, never lose a line).
    essential: Object.keys(coreReadModels).filter((slice) => slice !== 'checkoutFunnel'),
    isCatalogueAnswer: (type) => CATALOGUE_ANSWERS.has(type),
    // Reference data is kept by the language it was asked in.
    language: () => deps.names?.lang ?? '',
    onDegraded: (reason, survives) => onDegraded({ reason, survives }),
    checkpoint: {
      every: options.checkpointEvery ?? CHECKPOINT_EVERY,
      schedule: options.checkpointAt,
      current: () => ({ ...folded, parts: model.loaded() }),
      onHistoryDamaged: (fault, kept) => onHistoryDamaged(fault, kept),
    },
  });

  const restoreFailed = (fault: LogFault, what: string, kept: number, scope: 'session' | 'section', loss?: { lostLines: number; unreadable: boolean }): DomainEvent => {
    // A readable console line for QA; the visitor keeps what could be read and sees a notice.
    const lost = loss && loss.lostLines > 0 ? `; ${loss.lostLines} basket lines lost` : '';
    console.error(`Foyer: the saved ${what} could not be restored (${fault.reason}): ${fault.message}${kept > 0 ? `; ${kept} earlier events kept` : ''}${lost}`);
    options.onRestoreFault?.(fault);
    return SessionEvents.SessionRestoreFailed.create({ reason: fault.reason, detail: fault.message, kept, scope, ...loss });
  };

  let state = model.initial;
  let seq = 0;
  // Marks for the browser benchmark (test/bench/browser-bench.ts): reading and replaying the log.
  mark('foyer:replay:start');
  let stored: ReadResult = options.restoreFrom !== undefined ? { ok: true as const, value: options.restoreFrom } : log.read();
  mark('foyer:replay:read');
  let restored = restore(stored, model);
  if (stored.deferred && restored.fault) {
    // Damage after chunks the checkpoint covers: read whole, what is kept does not depend on it.
    stored = log.read('whole');
    restored = restore(stored, model);
  }
  mark('foyer:replay:end');
  if (restored.value) {
    state = restored.value.state;
    seq = restored.value.lastSeq;
    folded = { seq, state };
    if (restored.fault) {
      // Only the sound part stays stored: a reload replays it without the notice again.
      log.clear();
      log.rewrite(restored.value.snapshot, restored.value.events);
    }
    // The events a boot checkpoint covered are decoded after the first render (session-log.ts).
    log.adopt(restored.value.snapshot, restored.value.events, restored.value.unverified, restored.value.deferred);
  } else {
    log.clear();
  }
  // What the saved log meant for the basket against what came back (issue 29): a line the
  // damage cut off or the basket's door refused on replay is counted, never "kept".
  const meant = stored.ok ? stored.value : stored.partial;
  const covered = restored.value?.unverified ?? 0;
  const loss = {
    // The document holds no entry for the chunks left unparsed (`deferred`), all covered.
    lostLines: linesLost(covered > 0 ? afterCheckpoint(meant, stored.checkpoint, covered - (restored.value?.deferred?.count ?? 0)) : meant, stored.beyond?.entries ?? [], restored.value?.state.cart.lines ?? []),
    unreadable: stored.beyond?.unreadable ?? false,
  };
  const refused = loss.lostLines > 0 && !restored.fault ? fault('corrupt', null, `${loss.lostLines} stored basket lines do not pass the basket's rules`) : null;
  const damage = restored.fault ?? refused;
  if (damage) {
    const kept = (restored.value?.events.length ?? 0) + (restored.value?.snapshot ? 1 : 0);
    pending.push(restoreFailed(damage, 'session', kept, 'session', loss));
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
        };
        const before = state$.value;
        const logged = !isScreenOnly(envelope, before);
        if (logged) log.append(envelope);
        const after = model.fold(before, envelope);
        if (logged) folded = { seq, state: after };
        state$.next(after);
        event$.next(envelope);
        commit$.next({ envelope, before, after });
      }
    } finally {
      committing = false;
    }
  };

  onDegraded = (degraded) => commit(SessionEvents.StorageUnavailable.create(degraded));
  onHistoryDamaged = (fault, kept) => commit(restoreFailed(fault, 'session', kept, 'session'));
  if (degradedBeforeStart) pending.push(SessionEvents.StorageUnavailable.create(degradedBeforeStart));
  pending.forEach(commit);

  const bus = createBus<Command>();
  const subscriptions = new Subscription();
  const start = (epics: Readonly<Record<string, AppEpic>>): void => {
    subscriptions.add(
      runEpics<Command, RootState, AppDeps, DomainEvent>(epics, bus.command$, state$, { ...deps, tab: identity.tab }, (failure) => {
        console.error(`Foyer: epic "${failure.epic}" failed: ${failure.message}`);
        return SessionEvents.EpicFailed.create(failure);
      }, undefined, { now: () => deps.clock.now() }).subscribe(commit),
    );
  };
  start(options.epics ?? mergeEpics(coreEpics, ...(options.areas ?? []).map((a) => a.epics)));

  const registerArea = (area: AreaModule): void => {
    if (model.isLoaded(area.name)) return;
    // Only what the area folds is decoded now: the other events a boot checkpoint covered keep
    // waiting for idle moments (with a log at its budget, decoding them all here was a 30 ms
    // task on every area's first page). Where the checkpoint holds the area's slices, none of
    // the events it covers are needed (nor read, in the chunks boot left unparsed).
    const from = checkpointSlices(area, log.bootCheckpoint());
    const stored = log.documentFor(new Set(from ? [] : areaHandles[area.name]));
    let caught = catchUp<RootState>(area, stored.snapshot, stored.events, from ?? undefined);
    let failure: DomainEvent | null = null;
    if (!caught.ok) {
      // The area's part of the saved session cannot be read back (a damaged entry or snapshot
      // slice): like a damaged log at boot, it starts clean with a notice. Its own events and
      // slices leave the stored log, so a reload replays to the same state and fails no more.
      // Every entry decoded before the log is rewritten without the area's (no idle check follows a rewrite).
      const settled = log.document();
      const rest = withoutPart(area, settled.snapshot, settled.events);
      // The rest of the session (the basket, the other sections) is kept.
      failure = restoreFailed(caught.fault, `${area.name} session`, rest.events.length + (rest.snapshot ? 1 : 0), 'section');
      log.rewrite(rest.snapshot, rest.events);
      caught = catchUp<RootState>(area, rest.snapshot, rest.events);
      if (!caught.ok) throw new Error(`Foyer: ${area.name} cannot start: ${caught.fault.message}`);
    }
    model.add(area);
    // Rewritten without the area's part (a failure): nothing waits to be checked any more.
    log.adopt(caught.snapshot, caught.events, failure ? 0 : 'unchanged');
    state$.next({ ...state$.value, ...caught.slices });
    folded = { seq: folded.seq, state: { ...folded.state, ...caught.slices } };
    if (failure) commit(failure);
    if (!options.epics) start(area.epics);
  };

  const loading = new Map<AreaName, Promise<void>>();
  const loadArea = (name: AreaName): Promise<void> => {
    if (model.isLoaded(name)) return Promise.resolve();
    let promise = loading.get(name);
    if (!promise) {
      const load = options.loadArea;
      promise = load
        ? load(name).then(registerArea)
        : Promise.reject(new Error(`Foyer: the ${name} area is not registered and there is no loader`));
      // A failed chunk load may succeed on the next navigation.
      promise.catch(() => loading.delete(name));
      loading.set(name, promise);
    }
    return promise;
  };

  return {
    state$,
    event$: event$.asObservable(),
    commit$: commit$.asObservable(),
    bus,
    dispatch: bus.dispatch,
    tab: identity.tab,
    clock: deps.clock,
    log,
    api: deps.api,
    feedback: deps.feedback,
    names: deps.names,
    registerArea,
    hasArea: (name) => model.isLoaded(name),
    loadArea,
    loadAreas: (names) => Promise.all(names.map(loadArea)).then(() => undefined),
    stop: () => subscriptions.unsubscribe(),
  };
}

function mark(name: string): void {
  globalThis.performance?.mark?.(name);
}

import { storedKeys, type KeyValueStorage } from '../bus/deps';
import { whenIdle } from '../kernel/idle';
import type { Envelope } from './envelope';
import { toDocument, type Checkpoint, type LogDocument, type Snapshot } from './document';
import type { LogFault } from './faults';
import type { LogModel } from './log-model';
import { CHECKPOINT_KEY, chunkKey, createChunkStore, LOG_KEY, SNAPSHOT_KEY } from './chunk-store';
import { createReferenceStore } from './reference-store';
import { MAX_CHUNK_SPAN, readChunks, type ReadResult } from './chunk-reader';
import { retainedIn, writeAll, type LogMemory } from './log-writer';
import { createCheckpointer, readCheckpoint } from './checkpointer';
import { createVerifier } from './verifier';
import { createStepDown } from './step-down';
import { createCompactor } from './compactor';
import { isQuotaError } from '../kernel/storage-quota';

export { LOG_KEY, MAX_CHUNK_SPAN, isQuotaError };
export type { ReadResult, Beyond } from './chunk-reader';

/** ARCHITECTURE.md: a log stays under 2,000,000 characters (Chromium's quota is 5,242,880). */
export const LOG_BUDGET_CHARS = 2_000_000;
/**
 * Catalogue answers beside the log: bounded by what the catalogue offers, not by the visit, and
 * apart from the log's budget (issue 28). Both together stay inside WebKit's quota for
 * non-Latin-1 text (about 2.6 million characters).
 */
export const REFERENCE_BUDGET_CHARS = 500_000;

export interface SessionLogOptions<S> {
  storage: KeyValueStorage;
  /** The fold over the parts loaded so far: compaction folds what they handle, keeps the rest. */
  fold: LogModel<S>;
  budget?: number;
  /** The reference data's own budget (catalogue answers beside the log); past it the log compacts too. */
  referenceBudget?: number;
  /** Events per storage key: an append rewrites at most one chunk of this many lines. */
  chunkSize?: number;
  /** Events kept verbatim after the snapshot when compacting. */
  tail?: number;
  /**
   * The slices that must survive a reload whenever anything at all fits (the basket and what
   * it needs: the core's read models). When storage is too full for the log, only they are kept.
   */
  essential?: readonly string[];
  /** Said once per step down: `basket` (only the essential slices survive a reload), `nothing` (nothing does). */
  onDegraded?: (reason: 'quota' | 'unavailable', survives: 'basket' | 'earlier' | 'nothing') => void;
  /**
   * Runs a compaction the budget asks for. It folds thousands of events, so in a browser it
   * waits for an idle moment instead of delaying the click that passed the budget; without
   * `requestIdleCallback` (Node, jsdom) it runs at once.
   */
  schedule?: (task: () => void) => void;
  /**
   * Event types whose payload is a catalogue answer (the same for every visitor, often seen
   * again): reference data, stored once by content beside the log with where they arrived,
   * never a line of it (reference-store.ts). The event catalogue names them (CATALOGUE_ANSWERS
   * in messages/registry.ts). None when absent.
   */
  isCatalogueAnswer?: (type: string) => boolean;
  /** The language the shop's answers are asked in now: stored with each (reference data is keyed by it). */
  language?: () => string;
  /**
   * Boot checkpoints (docs/architecture.md, "Boot checkpoint"): every `every` appends, at an
   * idle moment, the live state (`current`) is stored beside the log, so a reload decodes and
   * folds only the events after it. The events it covers are decoded after boot (`adopt`); if
   * one of them turns out damaged, `onHistoryDamaged` is told and the log restarts from the
   * live state. None when absent.
   */
  checkpoint?: {
    every: number;
    current: () => Checkpoint<S>;
    /** When one is written after events came; `schedule` when absent. */
    schedule?: (task: () => void) => void;
    onHistoryDamaged?: (fault: LogFault, kept: number) => void;
  };
}

/** Compaction and checkpoints wait this long at most for an idle moment. */
const IDLE_WAIT_MS = 2_000;

/** Without `requestIdleCallback` (Node, jsdom) at once: the log's tests and the replay CLI see it done. */
const atIdle = (task: () => void): void => void whenIdle(task, IDLE_WAIT_MS, 'now');

export interface SessionLog<S> {
  /** The stored log as a document, not yet decoded; or why it cannot even be parsed. */
  read(): ReadResult;
  /**
   * After a successful hydrate, or an area's catch-up: the decoded snapshot and events in
   * memory (storage already holds them), so compaction can fold them. The first `unverified`
   * events are as stored (a boot checkpoint covered them): they are decoded at idle moments,
   * and at once when anything needs the log (document, compaction).
   */
  adopt(snapshot: Snapshot<S> | null, events: readonly Envelope[], unverified?: number | 'unchanged'): void;
  /** Replaces the whole log, in memory and in storage (an area's unreadable events dropped). */
  rewrite(snapshot: Snapshot<S> | null, events: readonly Envelope[]): void;
  append(envelope: Envelope): void;
  /** The page is going away: the boot checkpoint is brought up to the live state, if it is behind (checkpointer.ts). */
  checkpointNow(): void;
  /** Drop everything stored (a corrupt log, or the visitor starting over). */
  clear(): void;
  document(): LogDocument<S>;
  /**
   * The log as it is in memory, with only the events of `types` among those a boot checkpoint
   * covered decoded now; the others stay as stored for the idle verification. For an area
   * catching up: it folds only those types. What it gives back to `adopt` keeps every entry at
   * its place, so the verification goes on where it was (`'unchanged'`).
   */
  documentFor(types: ReadonlySet<string>): LogDocument<S>;
  /** Characters the log's facts occupy in storage (keys and values). */
  size(): number;
  /** Characters the reference data beside it occupies (catalogue answers). */
  referenceSize(): number;
  /** `basket`: storage holds only the essential slices (it is too full for more); `memory`: nothing. */
  readonly mode: 'persistent' | 'basket' | 'memory';
}

/**
 * The event log in sessionStorage, composed of parts with one job each: the chunk store (header
 * and NDJSON chunks), the reference store (catalogue answers), the reader, the compactor, the
 * checkpointer, the verifier and the step-down (docs/architecture.md, "The session log").
 * Storage failing (quota, or storage disabled) never escapes: the log steps down and says so.
 */
export function openSessionLog<S>(options: SessionLogOptions<S>): SessionLog<S> {
  const { storage, fold, budget = LOG_BUDGET_CHARS, referenceBudget = REFERENCE_BUDGET_CHARS, chunkSize = 50, tail = 100, schedule = atIdle, isCatalogueAnswer = () => false } = options;
  const memory: LogMemory<S> = { snapshot: null, events: [], retained: 0 };
  const chunks = createChunkStore(storage, chunkSize);
  const refs = createReferenceStore(storage, chunks, isCatalogueAnswer, options.language);
  /** The meta of the last line written before the newest event: a line's meta is told as a difference to it. */
  const lastFactBefore = (events: readonly Envelope[]): Envelope['meta'] | null => {
    for (let i = events.length - 2; i >= 0; i--) if (!isCatalogueAnswer((events[i] as Envelope).type)) return (events[i] as Envelope).meta;
    return null;
  };
  // The step-down needs the compactor's rewrites and the compactor runs through the step-down.
  const rewrites = { toTail: (): void => compactor.toTail(), fully: (): void => compactor.fully() };
  const steps = createStepDown({
    storage, chunks, refs, memory, fold, essential: options.essential, onDegraded: options.onDegraded,
    compactToTail: () => rewrites.toTail(),
    compactFully: () => rewrites.fully(),
  });
  const whenPersistent = (task: () => void): void => {
    if (steps.mode === 'persistent') steps.guarded(task);
  };
  const checkpoints = createCheckpointer(options.checkpoint, { chunks, memory, fold, schedule, write: whenPersistent });

  const historyDamaged = (damage: LogFault): void => {
    const live = (options.checkpoint as NonNullable<typeof options.checkpoint>).current();
    checkpoints.forget();
    memory.snapshot = { seq: live.seq, state: live.state };
    memory.events = memory.events.filter((e) => e.meta.seq > live.seq);
    memory.retained = 0;
    steps.guarded(() => writeAll(chunks, refs, memory));
    options.checkpoint?.onHistoryDamaged?.(damage, memory.events.length + 1);
  };
  const verifier = createVerifier(memory, fold, schedule, historyDamaged);
  const compactor = createCompactor({ chunks, refs, memory, fold, budget, referenceBudget, tail, checkpoints, verifier, schedule, whenPersistent });

  const replace = (snapshot: Snapshot<S> | null, events: readonly Envelope[]): void => {
    memory.snapshot = snapshot;
    memory.events = [...events];
    memory.retained = retainedIn(snapshot, memory.events);
  };

  return {
    get mode() {
      return steps.mode;
    },

    read() {
      const result = readChunks(storage, chunks, refs, steps.unavailable);
      // Chunks found past a lost or stale header: the header names them again.
      if (result.recovered && result.ok) steps.guarded(chunks.writeHead);
      if (!options.checkpoint || (result.ok === false && result.partial === undefined)) return result;
      const checkpoint = readCheckpoint(storage, chunks);
      return checkpoint === undefined ? result : { ...result, checkpoint };
    },

    adopt(restored, restoredEvents, covered = 0) {
      if (covered === 'unchanged') {
        if (restoredEvents.length !== memory.events.length) throw new Error('adopt: the entries must stay at their places to keep their verification');
        replace(restored, restoredEvents);
        return;
      }
      if (covered > 0 && !options.checkpoint) throw new Error('adopt: unverified events need the checkpoint option');
      replace(restored, restoredEvents);
      // Booted from a checkpoint: the state now is one too (the events up to here are folded).
      if (covered > 0 && options.checkpoint) checkpoints.remember(options.checkpoint.current());
      verifier.start(covered);
    },

    rewrite(next, nextEvents) {
      replace(next, nextEvents);
      verifier.reset();
      // The checkpoints may hold what the rewrite left out (an area's unreadable part).
      checkpoints.forget();
      steps.guarded(() => writeAll(chunks, refs, memory));
    },

    append(envelope) {
      memory.events.push(envelope);
      if (steps.appendToBasket(envelope)) return;
      steps.guarded(() => {
        if (!refs.record(envelope)) chunks.writeLine(refs.lineOf(envelope, lastFactBefore(memory.events)));
        compactor.appended();
      });
      checkpoints.appended();
    },

    checkpointNow: () => checkpoints.flush(),

    clear() {
      // Every key of the log's that storage can name (orphans of a damaged header too).
      const known = [LOG_KEY, SNAPSHOT_KEY, CHECKPOINT_KEY, ...chunks.keys(), ...storedKeys(storage).filter((k) => k.startsWith(`${LOG_KEY}:`))];
      // The chunks that exist, from the first: never the range a damaged header claims.
      const { first, last } = chunks.head;
      for (let n = first; n <= last && n - first <= MAX_CHUNK_SPAN; n++) {
        let exists = false;
        try {
          exists = storage.getItem(chunkKey(n)) !== null;
        } catch {
          exists = false;
        }
        if (!exists) break;
        known.push(chunkKey(n));
      }
      for (const key of new Set(known)) {
        try {
          chunks.drop(key);
        } catch {
          /* best effort */
        }
      }
      refs.clear();
      checkpoints.forget();
      replace(null, []);
      chunks.startAt(0);
    },

    document: () => {
      verifier.settle();
      return toDocument(memory.snapshot, memory.events);
    },
    documentFor: (types) => {
      if (!verifier.decodeWhere((type) => types.has(type))) verifier.settle();
      return toDocument(memory.snapshot, memory.events);
    },
    size: () => chunks.size(),
    referenceSize: () => chunks.referenceSize(),
  };
}

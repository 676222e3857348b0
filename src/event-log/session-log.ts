import { storedKeys } from '../bus/deps';
import { whenIdle } from '../kernel/idle';
import type { Envelope } from './envelope';
import { toDocument, type Snapshot } from './document';
import type { LogFault } from './faults';
import { CHECKPOINT_KEY, chunkKey, createChunkStore, LOG_KEY, SNAPSHOT_KEY } from './chunk-store';
import { createReferenceStore } from './reference-store';
import { MAX_CHUNK_SPAN, readChunks } from './chunk-reader';
import { retainedIn, writeAll, type LogMemory } from './log-writer';
import { coverableTo, createCheckpointer, readCheckpoint } from './checkpointer';
import { createVerifier } from './verifier';
import { createStepDown } from './step-down';
import { createCompactor } from './compactor';
import { isQuotaError } from '../kernel/storage-quota';
import { LOG_BUDGET_CHARS, REFERENCE_BUDGET_CHARS, type SessionLog, type SessionLogOptions } from './session-log-api';

export { LOG_KEY, MAX_CHUNK_SPAN, isQuotaError };
export type { ReadResult, Beyond } from './chunk-reader';
export { LOG_BUDGET_CHARS, REFERENCE_BUDGET_CHARS, type SessionLog, type SessionLogOptions } from './session-log-api';

/** Compaction and checkpoints wait this long at most for an idle moment. */
const IDLE_WAIT_MS = 2_000;

/** Without `requestIdleCallback` (Node, jsdom) at once: the log's tests and the replay CLI see it done. */
const atIdle = (task: () => void): void => void whenIdle(task, IDLE_WAIT_MS, 'now');


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

  // The checkpoint the last read found, and the one boot stood on while the log still does
  // (none after a rewrite, a compaction or damage: the log no longer says what it said).
  let lastRead: unknown;
  let bootBase: { checkpoint: unknown; snapshotSeq: number } | null = null;
  const historyDamaged = (damage: LogFault): void => {
    const live = (options.checkpoint as NonNullable<typeof options.checkpoint>).current();
    bootBase = null;
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

    read(whole) {
      const checkpoint = options.checkpoint ? readCheckpoint(storage, chunks) : undefined;
      lastRead = checkpoint;
      const result = readChunks(storage, chunks, refs, steps.unavailable, whole ? null : coverableTo(checkpoint, fold.loaded()));
      // Chunks found past a lost or stale header: the header names them again.
      if (result.recovered && result.ok) steps.guarded(chunks.writeHead);
      if (checkpoint === undefined || (result.ok === false && result.partial === undefined)) return result;
      return { ...result, checkpoint };
    },

    adopt(restored, restoredEvents, covered = 0, deferred) {
      if (covered === 'unchanged') {
        if (restoredEvents.length !== memory.events.length) throw new Error('adopt: the entries must stay at their places to keep their verification');
        replace(restored, restoredEvents);
        return;
      }
      if (covered > 0 && !options.checkpoint) throw new Error('adopt: unverified events need the checkpoint option');
      replace(restored, restoredEvents);
      bootBase = covered > 0 ? { checkpoint: lastRead, snapshotSeq: restored?.seq ?? 0 } : null;
      // Booted from a checkpoint: the state now is one too (the events up to here are folded).
      if (covered > 0 && options.checkpoint) checkpoints.remember(options.checkpoint.current());
      verifier.start(covered, deferred);
    },

    rewrite(next, nextEvents) {
      bootBase = null;
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
        if (!refs.record(envelope)) chunks.writeLine(refs.lineOf(envelope, chunks.startsChunk() ? null : lastFactBefore(memory.events)));
        compactor.appended();
      });
      checkpoints.appended();
    },

    checkpointNow: () => checkpoints.flush(),
    bootCheckpoint: () => (bootBase && (memory.snapshot?.seq ?? 0) === bootBase.snapshotSeq ? bootBase.checkpoint : undefined),

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
      bootBase = null;
      replace(null, []);
      chunks.startAt(0);
    },

    document: () => {
      verifier.settle();
      return toDocument(memory.snapshot, memory.events);
    },
    documentFor: (types) => {
      if (!verifier.decodeWhere(types)) verifier.settle();
      return toDocument(memory.snapshot, memory.events);
    },
    size: () => chunks.size(),
    referenceSize: () => chunks.referenceSize(),
  };
}

import { mergeSlices } from './slices';
import { isQuotaError } from '../kernel/storage-quota';
import type { KeyValueStorage } from '../bus/deps';
import { positionOf, RawCheckpoint, type Checkpoint, type Snapshot } from './document';
import { CHECKPOINT_KEY, type ChunkStore } from './chunk-store';
import type { LogMemory } from './log-writer';
import type { LogModel } from './log-model';

export interface CheckpointOptions<S> {
  every: number;
  current: () => Checkpoint<S>;
  schedule?: (task: () => void) => void;
}

/**
 * Boot checkpoints (docs/architecture.md, "Boot checkpoint"): at the first idle moment after
 * events were appended, the live state is stored beside the log, so a reload decodes and folds
 * only the events after it, and a tab that is killed leaves at most the events of its last busy
 * moment for the next boot to fold. Every `every` appends one is also kept in memory for
 * compaction to fold on from.
 */
export interface Checkpointer<S> {
  /** One more event appended: the live state is stored at the next idle moment (one write for a burst). */
  appended(): void;
  /**
   * The page is going away (hidden, or left): the live state is stored now if events were
   * appended since the last checkpoint, so the reload that usually follows decodes none. Kept
   * out of the checkpoints compaction folds from, which stay `every` apart.
   */
  flush(): void;
  /** A live state the log is known to be at (booted from a checkpoint). */
  remember(checkpoint: Checkpoint<S>): void;
  /** The log was rewritten: the checkpoints may hold what it left out. */
  forget(): void;
  /**
   * What compaction folds from: the newest checkpoint at or before the cut, as a snapshot (the
   * parts it does not hold at their positions in the stored snapshot), so only the events after
   * it are folded; else the stored snapshot, and every event is.
   */
  baseFor(cutSeq: number): Snapshot<S> | null;
}

export function createCheckpointer<S>(
  options: CheckpointOptions<S> | undefined,
  deps: {
    chunks: ChunkStore;
    memory: LogMemory<S>;
    fold: LogModel<S>;
    schedule: (task: () => void) => void;
    /** Runs the write unless storage is no longer the log's (memory or basket mode), guarding failures. */
    write: (task: () => void) => void;
  },
): Checkpointer<S> {
  const { chunks, memory, fold } = deps;
  let recent: Array<Checkpoint<S>> = [];
  let since = 0;
  // Appends the stored checkpoint does not hold (any checkpoint written resets it, a flush too).
  let unsaved = 0;
  let queued = false;
  const remember = (checkpoint: Checkpoint<S>): void => {
    // Live states, shared, not copied. Two are enough for a compaction's cut as long as the
    // tail it keeps (100 events) is no longer than the interval between checkpoints (100 or more):
    // the one before the newest is then at or before the cut.
    recent = [...recent.slice(-1), checkpoint];
  };

  /** Stores the live state when the log holds its seq; true when it did. */
  const store = (checkpoint: Checkpoint<S>): boolean => {
    if (checkpoint.seq <= (memory.snapshot?.seq ?? 0) || !holds(memory.events, checkpoint.seq)) return false;
    try {
      chunks.put(CHECKPOINT_KEY, JSON.stringify(checkpoint));
    } catch (error) {
      // A shortcut, not the log: with no room for it the one before stays (it still fits the
      // log, only further back), and the log is not stepped down for it. The next append that
      // finds storage full does that, and a compaction then drops the checkpoint first.
      if (isQuotaError(error)) return false;
      throw error;
    }
    unsaved = 0;
    return true;
  };
  const writeCheckpoint = (current: () => Checkpoint<S>): void => {
    const checkpoint = current();
    if (!store(checkpoint)) return;
    remember(checkpoint);
    since = 0;
  };

  return {
    flush() {
      if (!options || unsaved === 0) return;
      deps.write(() => void store(options.current()));
    },
    appended() {
      unsaved += 1;
      since += 1;
      if (!options || queued) return;
      queued = true;
      (options.schedule ?? deps.schedule)(() => {
        queued = false;
        // The ones compaction folds from stay `every` apart: two of them cover its tail.
        deps.write(() => (since >= options.every ? writeCheckpoint(options.current) : void store(options.current())));
      });
    },
    remember,
    forget: () => void (recent = []),
    baseFor(cutSeq) {
      const { snapshot } = memory;
      const prior = snapshot?.seq ?? 0;
      const checkpoint = [...recent].reverse().find((c) => c.seq >= prior && c.seq <= cutSeq);
      if (!checkpoint) return snapshot;
      const held = new Set(checkpoint.parts);
      const behind = [...fold.loaded(), ...fold.pending().map(([part]) => part)].filter((part) => !held.has(part));
      const state = mergeSlices<S>(snapshot?.state ?? {}, checkpoint.state);
      if (behind.length === 0) return { seq: checkpoint.seq, state };
      return { seq: checkpoint.seq, state, parts: Object.fromEntries(behind.map((part) => [part, positionOf(snapshot, part)])) };
    },
  };
}

/** The log in memory has an event at `seq`; looked for from the end, where a checkpoint's is. */
function holds(events: ReadonlyArray<{ meta: { seq: number } }>, seq: number): boolean {
  for (let i = events.length - 1; i >= 0; i--) {
    const at = (events[i] as { meta: { seq: number } }).meta.seq;
    if (at === seq) return true;
    if (at < seq) return false;
  }
  return false;
}

/** The stored checkpoint, parsed but not checked (hydrate checks it); undefined when there is none to read. */
export function readCheckpoint(storage: KeyValueStorage, chunks: ChunkStore): unknown {
  let text: string | null;
  try {
    text = storage.getItem(CHECKPOINT_KEY);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  chunks.note(CHECKPOINT_KEY, text.length);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // no checkpoint: the log replays whole
  }
}

/**
 * The seq up to which a stored checkpoint may stand for the log at boot, so the chunks before
 * its own need not be parsed: one with every part loaded now (hydrate checks the rest).
 */
export function coverableTo(checkpoint: unknown, loaded: readonly string[]): number | null {
  if (!RawCheckpoint.is(checkpoint) || !Number.isSafeInteger(checkpoint.seq)) return null;
  return loaded.every((part) => checkpoint.parts.includes(part)) ? checkpoint.seq : null;
}

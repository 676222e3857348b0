import type { KeyValueStorage } from '../bus/deps';
import { isQuotaError } from '../kernel/storage-quota';
import { mergeSlices } from './slices';
import type { Envelope } from './envelope';
import { LOG_KEY, type ChunkStore } from './chunk-store';
import { writeSnapshotOnly, type LogMemory } from './log-writer';
import type { ReferenceStore } from './reference-store';
import type { LogModel } from './log-model';

export type LogMode = 'persistent' | 'basket' | 'memory';
export type Survives = 'basket' | 'earlier' | 'nothing';

/**
 * What the session log does when storage fails. Full: step down until something fits (the
 * whole log compacted, then the snapshot alone, then the basket alone, then nothing), saying
 * each step once. Refusing: memory mode at once. The log in memory stays whole throughout;
 * only what a reload finds shrinks.
 */
export interface StepDown {
  readonly mode: LogMode;
  /** Runs a write in persistent mode; a failure steps down instead of escaping. */
  guarded(write: () => void): void;
  /** Storage refuses to work at all: memory mode, nothing stored kept. */
  unavailable(): void;
  /** In basket mode an append rewrites the basket's snapshot: true when it was handled so. */
  appendToBasket(envelope: Envelope): boolean;
}

export interface StepDownDeps<S> {
  storage: KeyValueStorage;
  chunks: ChunkStore;
  refs: ReferenceStore;
  memory: LogMemory<S>;
  fold: LogModel<S>;
  /** The slices that must survive a reload whenever anything at all fits. */
  essential?: readonly string[];
  onDegraded?: (reason: 'quota' | 'unavailable', survives: Survives) => void;
  /** Storage := snapshot + tail. */
  compactToTail(): void;
  /** Storage := the snapshot alone, every event folded. */
  compactFully(): void;
}

export function createStepDown<S>(deps: StepDownDeps<S>): StepDown {
  const { storage, chunks, refs, memory, fold, essential, onDegraded } = deps;
  let mode: LogMode = 'persistent';
  /** In basket mode: the whole state as of the last event, folded one event at a time. */
  let basketState: { seq: number; state: S } | null = null;

  const degrade = (reason: 'quota' | 'unavailable', kept = false): void => {
    if (mode === 'memory') return;
    mode = 'memory';
    basketState = null;
    // Storage full: what is stored is the whole log as it was before the write that failed (the
    // step-down put it back), so a reload shows every line stored then (issue 26). Storage
    // refusing: nothing it holds can be trusted to be whole.
    if (!kept) {
      for (const key of chunks.keys()) {
        try {
          storage.removeItem(key);
        } catch {
          /* storage is already failing; nothing more to do */
        }
      }
    }
    const survives = kept && chunks.has(LOG_KEY) ? 'earlier' : 'nothing';
    chunks.forget();
    refs.clear();
    onDegraded?.(reason, survives);
  };

  /**
   * Storage := the essential slices only, as one snapshot: what a reload needs to bring the
   * basket back. The other parts start over (position 0, none of their events kept).
   */
  const writeBasket = (): void => {
    if (!basketState || !essential) throw new Error('no basket to write');
    const keep = new Set(essential);
    const state = Object.fromEntries(Object.entries(basketState.state as object).filter(([slice]) => keep.has(slice)));
    const others = [...fold.loaded(), ...fold.pending().map(([part]) => part)].filter((part) => part !== 'core');
    writeSnapshotOnly(chunks, refs, { seq: basketState.seq, state, parts: Object.fromEntries(others.map((part) => [part, 0])) });
  };

  const restore = (saved: ReadonlyMap<string, string>): void => {
    chunks.restore(saved);
    refs.reload(saved);
  };

  const stepDown = (): void => {
    const saved = chunks.backup();
    for (const step of [deps.compactToTail, deps.compactFully]) {
      try {
        return step();
      } catch {
        /* this step does not fit either */
        restore(saved);
      }
    }
    if (essential && memory.snapshot) {
      try {
        // The snapshot above folded every event for the loaded parts (the core among them); the
        // events still in memory are only those kept for parts not loaded: not folded again.
        basketState = { seq: memory.snapshot.seq, state: mergeSlices<S>(fold.initial, memory.snapshot.state) };
        writeBasket();
        mode = 'basket';
        onDegraded?.('quota', 'basket');
        return;
      } catch {
        basketState = null;
        restore(saved);
      }
    }
    degrade('quota', true);
  };

  return {
    get mode() {
      return mode;
    },
    guarded(write) {
      if (mode === 'memory') return;
      try {
        write();
      } catch (error) {
        if (!isQuotaError(error)) return degrade('unavailable');
        stepDown();
      }
    },
    unavailable: () => degrade('unavailable'),
    appendToBasket(envelope) {
      if (mode !== 'basket' || !basketState) return false;
      // A part loaded since the step down folds from its initial slices (the basket's own are kept).
      basketState = { seq: envelope.meta.seq, state: fold.fold(mergeSlices<S>(fold.initial, basketState.state), envelope) };
      try {
        writeBasket();
      } catch (error) {
        // Full: the basket as last stored stays (a failed write leaves the old value).
        if (isQuotaError(error)) degrade('quota', true);
        else degrade('unavailable');
      }
      return true;
    },
  };
}

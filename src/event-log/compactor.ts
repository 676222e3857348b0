import type { Checkpointer } from './checkpointer';
import type { ChunkStore } from './chunk-store';
import { writeAll, type LogMemory } from './log-writer';
import { compact } from './compact';
import type { LogModel } from './log-model';
import type { ReferenceStore } from './reference-store';
import type { Verifier } from './verifier';

/**
 * Past the budget the log compacts to a snapshot of the read models plus a tail of recent
 * events, folding on from the newest checkpoint where there is one. Each rewrite throws what
 * storage throws (the step-down decides what a failure means).
 */
export interface Compactor {
  /** Storage := snapshot + the last `tail` events. */
  toTail(): void;
  /** Storage := the snapshot alone (every event folded but those kept for parts not loaded). */
  fully(): void;
  /** After an append: past the budget, a compaction is scheduled (once) for an idle moment. */
  appended(): void;
}

export function createCompactor<S>(deps: {
  chunks: ChunkStore;
  refs: ReferenceStore;
  memory: LogMemory<S>;
  fold: LogModel<S>;
  budget: number;
  referenceBudget: number;
  tail: number;
  checkpoints: Checkpointer<S>;
  verifier: Verifier;
  schedule: (task: () => void) => void;
  /** Runs a scheduled compaction unless the log no longer persists, guarding failures. */
  whenPersistent: (task: () => void) => void;
}): Compactor {
  const { chunks, refs, memory, fold, tail } = deps;
  let queued = false;

  // Hysteresis: compact only once the tail has doubled, not on every append past the budget.
  // Events kept for a part that is not loaded do not count: they stay until it loads.
  // The reference data past its own budget compacts too: answers only the folded events used go.
  const over = (): boolean => chunks.size() > deps.budget || chunks.referenceSize() > deps.referenceBudget;
  const due = (): boolean => over() && memory.events.length - memory.retained >= 2 * tail;

  const compactKeeping = (keep: number, from: 'checkpoint' | 'snapshot'): void => {
    deps.verifier.settle();
    const kept = Math.min(keep, memory.events.length);
    const last = memory.events[memory.events.length - kept - 1];
    const base = from === 'checkpoint' && last ? deps.checkpoints.baseFor(last.meta.seq) : memory.snapshot;
    const compacted = compact(fold, base, memory.events, kept);
    memory.snapshot = compacted.snapshot;
    memory.events = compacted.events;
    memory.retained = compacted.retained;
    writeAll(chunks, refs, memory);
  };
  const toTail = (): void => compactKeeping(tail, 'checkpoint');

  return {
    toTail,
    fully: () => compactKeeping(0, 'snapshot'),
    appended() {
      if (queued || !due()) return;
      queued = true;
      deps.schedule(() => {
        queued = false;
        if (due()) deps.whenPersistent(toTail);
      });
    },
  };
}

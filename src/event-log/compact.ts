import { mergeSlices } from './slices';
import type { Envelope } from './envelope';
import { positionOf, type Snapshot } from './document';
import { positionsOf, type LogModel } from './log-model';

export interface Compacted<S> {
  snapshot: Snapshot<S> | null;
  events: Envelope[];
  /** Events kept from before the new snapshot for parts not loaded. */
  retained: number;
}

/**
 * Snapshot + tail: the loaded parts fold every event but the last `keep` into the snapshot;
 * a part that is not loaded keeps its slices and position, and every event it folds that is
 * newer than its position stays in the log (ahead of the tail), so replaying the stored log
 * after that part loads still equals the live state.
 */
export function compact<S>(model: LogModel<S>, snapshot: Snapshot<S> | null, events: readonly Envelope[], keep: number): Compacted<S> {
  const cut = events.length - keep;
  const last = events[cut - 1];
  // A cut below the snapshot (among the events kept for parts not loaded, seq under the
  // snapshot's) would write a snapshot older than the state it holds, and a reload would fold the
  // events between the two seqs into it again: nothing to compact then. (A checkpoint passed as
  // the snapshot is never past the cut: checkpointer.ts baseFor.)
  if (cut <= 0 || !last || (snapshot !== null && last.meta.seq < snapshot.seq)) {
    return { snapshot, events: [...events], retained: snapshot ? firstAfter(events, snapshot.seq) : 0 };
  }
  const seq = last.meta.seq;
  const positions = positionsOf(snapshot, model.loaded());
  const state = mergeSlices<S>(model.initial, snapshot?.state);
  // Events every loaded part has folded already are skipped without a look: from a checkpoint
  // that is most of the log.
  const folded = Math.min(...Object.values(positions));
  for (let i = firstAfter(events, folded); i < cut; i++) model.foldInto(state, events[i] as Envelope, positions);

  const behind = model
    .pending()
    .map(([part, types]) => ({ part, types, position: positionOf(snapshot, part) }))
    .filter((p) => p.position < seq);
  const retained = events
    .slice(0, cut)
    .filter((e) => behind.some((p) => e.meta.seq > p.position && p.types.has(e.type)));
  const parts = Object.fromEntries(behind.map((p) => [p.part, p.position]));
  return {
    snapshot: behind.length > 0 ? { seq, state, parts } : { seq, state },
    events: [...retained, ...events.slice(cut)],
    retained: retained.length,
  };
}

/** The index of the first event with a seq above `seq` (seqs increase along a log). */
function firstAfter(events: readonly Envelope[], seq: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((events[mid] as Envelope).meta.seq > seq) high = mid;
    else low = mid + 1;
  }
  return low;
}

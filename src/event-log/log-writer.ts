import type { Envelope, EventMeta } from './envelope';
import type { Snapshot } from './document';
import { CHECKPOINT_KEY, SNAPSHOT_KEY, type ChunkStore } from './chunk-store';
import type { ReferenceStore } from './reference-store';

/**
 * The log in memory, shared by the parts of the session log: the snapshot, the events after
 * it, and how many of those at the front were kept from before it for parts not loaded.
 */
export interface LogMemory<S> {
  snapshot: Snapshot<S> | null;
  events: Envelope[];
  retained: number;
}

/** Events at the front of `events` kept from before `snapshot` (seq at or below it). */
export const retainedIn = <S>(snapshot: Snapshot<S> | null, events: readonly Envelope[]): number =>
  snapshot ? events.filter((e) => e.meta.seq <= snapshot.seq).length : 0;

/** Storage := the snapshot and the events in memory, from a fresh chunk. Throws what storage throws. */
export function writeAll<S>(chunks: ChunkStore, refs: ReferenceStore, memory: LogMemory<S>): void {
  // The chunks and answers this log read or wrote, never a range a damaged header claimed.
  // Answers are written again as the events kept need them: the ones none uses are gone.
  chunks.dropContent();
  // A checkpoint of a log this rewrite replaces (read by another build, or never read) goes too.
  chunks.drop(CHECKPOINT_KEY);
  refs.clear();
  if (memory.snapshot) chunks.put(SNAPSHOT_KEY, JSON.stringify(memory.snapshot));
  else if (chunks.has(SNAPSHOT_KEY)) chunks.drop(SNAPSHOT_KEY);
  chunks.startAt(chunks.head.last + 1);
  let previous: EventMeta | null = null;
  for (const envelope of memory.events) {
    if (refs.record(envelope)) continue;
    chunks.writeLine(refs.lineOf(envelope, chunks.startsChunk() ? null : previous));
    previous = envelope.meta;
  }
  chunks.writeHead();
}

/** Storage := one snapshot and no events (the basket alone, when nothing more fits). */
export function writeSnapshotOnly<S>(chunks: ChunkStore, refs: ReferenceStore, snapshot: Snapshot<S>): void {
  chunks.dropContent();
  refs.clear();
  chunks.put(SNAPSHOT_KEY, JSON.stringify(snapshot));
  chunks.startAt(0);
  chunks.writeHead();
}

import * as t from 'io-ts';
import { Seq, type Envelope } from './envelope';

export const LOG_FORMAT = 'foyer-event-log';
export const LOG_FORMAT_VERSION = 1;

/**
 * The exported log, and what `npm run replay` reads: the same envelopes the browser keeps in
 * sessionStorage, plus the snapshot compaction left behind (null when never compacted).
 */
export interface LogDocument<S = unknown> {
  format: typeof LOG_FORMAT;
  version: typeof LOG_FORMAT_VERSION;
  snapshot: Snapshot<S> | null;
  events: readonly Envelope[];
}

export interface Snapshot<S = unknown> {
  /** Seq of the last event folded into `state`. */
  seq: number;
  state: S;
  /**
   * Parts (areas) whose slices lag behind `seq`: the seq of the last event folded into that
   * part's slices. A compaction that runs while an area is not loaded cannot fold that area's
   * events, so it leaves its slices as they were (or absent: initial) and keeps the events
   * they still need in the log. A part not listed here is at `seq`.
   */
  parts?: Record<string, number>;
}

export const RawSnapshot = t.intersection([
  t.type({ seq: Seq, state: t.unknown }),
  t.partial({ parts: t.record(t.string, t.number) }),
]);

/** Seq of the last event folded into a part's slices (0 without a snapshot). */
export function positionOf(snapshot: Pick<Snapshot, 'seq' | 'parts'> | null, part: string): number {
  if (!snapshot) return 0;
  return snapshot.parts?.[part] ?? snapshot.seq;
}

export const RawLogDocument = t.type({
  format: t.literal(LOG_FORMAT),
  version: t.number,
  snapshot: t.union([RawSnapshot, t.null]),
  // Entries are checked one by one by the replay (decode.ts); an array is all this says.
  events: t.UnknownArray,
});

export function toDocument<S>(snapshot: Snapshot<S> | null, events: readonly Envelope[]): LogDocument<S> {
  return { format: LOG_FORMAT, version: LOG_FORMAT_VERSION, snapshot, events };
}

/**
 * The live state at `seq` of the parts named, kept beside the stored log so a reload folds only
 * the events after it (docs/architecture.md, "Boot checkpoint"). It is a shortcut, not part of
 * the log: never exported, and a checkpoint that does not fit the log it sits beside is ignored
 * (the log is replayed whole instead).
 */
export interface Checkpoint<S = unknown> {
  seq: number;
  state: S;
  /** The parts whose slices `state` holds, all at `seq`. */
  parts: readonly string[];
}

export const RawCheckpoint = t.type({ seq: t.number, state: t.unknown, parts: t.array(t.string) });

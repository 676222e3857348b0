import * as t from 'io-ts';
import type { Envelope } from './envelope';

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
}

export const RawSnapshot = t.type({ seq: t.number, state: t.unknown });

export const RawLogDocument = t.type({
  format: t.literal(LOG_FORMAT),
  version: t.number,
  snapshot: t.union([RawSnapshot, t.null]),
  events: t.array(t.unknown),
});

export function toDocument<S>(snapshot: Snapshot<S> | null, events: readonly Envelope[]): LogDocument<S> {
  return { format: LOG_FORMAT, version: LOG_FORMAT_VERSION, snapshot, events };
}

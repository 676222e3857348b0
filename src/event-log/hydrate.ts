import { isLeft } from 'fp-ts/Either';
import { mergeSlices } from './slices';
import type { Envelope } from './envelope';
import { LOG_FORMAT_VERSION, RawLogDocument, type Snapshot } from './document';
import { fault, parseFault, type LogFault } from './faults';
import { decodeEntry, isFault } from './decode';
import { formatDecodeErrors } from './report';
import { positionsOf, type LogModel } from './parts';

export interface Hydrated<S> {
  state: S;
  snapshot: Snapshot<S> | null;
  events: Envelope[];
  /** Highest seq seen (snapshot included); the next event gets lastSeq + 1. */
  lastSeq: number;
}

export type HydrateResult<S> = { ok: true; value: Hydrated<S> } | { ok: false; fault: LogFault };

export interface HydrateOptions {
  /** Stop after the event with this seq (QA: "what did the cart look like after event 17?"). */
  at?: number;
}

export function parseLogText(text: string): { ok: true; value: unknown } | { ok: false; fault: LogFault } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, fault: parseFault(error, null, 'the log', text) };
  }
}

/**
 * The one replay path, shared by the browser's boot, the QA CLI and the benchmark:
 * document → snapshot check → per entry upcast + decode → fold. Replay only feeds reducers:
 * no epic, API call or tracking runs.
 *
 * Only the model's loaded parts are decoded and folded. An entry of a part that is not loaded
 * (an area whose route has not been visited) is checked as far as the first bundle can (its
 * envelope, a catalogued type, a version this build reads) and kept as stored; the area
 * decodes and folds it when it registers (`catchUp` in parts.ts). Node loads every part first.
 */
export function hydrate<S>(input: unknown, model: LogModel<S>, options: HydrateOptions = {}): HydrateResult<S> {
  // A bare array of envelopes is accepted too: it is what QA pastes from a bug report.
  const doc = Array.isArray(input) ? { format: 'foyer-event-log', version: 1, snapshot: null, events: input } : input;
  const outer = RawLogDocument.decode(doc);
  if (isLeft(outer)) {
    return { ok: false, fault: fault('corrupt', null, `not a Foyer event log: ${formatDecodeErrors(outer.left, 1)[0]}`) };
  }
  const version = outer.right.version;
  if (!Number.isInteger(version) || version < 1) return { ok: false, fault: fault('corrupt', null, `log format version ${version} is not a version`) };
  if (version > LOG_FORMAT_VERSION) {
    return { ok: false, fault: fault('newerVersion', null, `log format version ${version} is newer than this build's ${LOG_FORMAT_VERSION}`) };
  }
  let state = model.initial;
  let snapshot: Snapshot<S> | null = null;
  let lastSeq = 0;
  // Events at or below this seq are in the snapshot for every part.
  let floor = 0;
  const stored = outer.right.snapshot;
  if (stored) {
    const parts = stored.parts ?? {};
    const bad = Object.entries(parts).find(([, seq]) => !Number.isInteger(seq) || seq < 0 || seq > stored.seq);
    if (bad) return { ok: false, fault: fault('corrupt', null, `snapshot: part ${bad[0]} at ${bad[1]} is not a seq up to ${stored.seq}`) };
    const decoded = model.stateCodec.decode(stored.state);
    if (isLeft(decoded)) {
      return { ok: false, fault: fault('undecodable', null, `snapshot: ${formatDecodeErrors(decoded.left).join('; ')}`) };
    }
    // The snapshot keeps the slices of parts not loaded as stored; the state has the loaded ones.
    const merged = mergeSlices<S>(stored.state, decoded.right);
    snapshot = Object.keys(parts).length > 0 ? { seq: stored.seq, state: merged, parts } : { seq: stored.seq, state: merged };
    state = decoded.right;
    lastSeq = stored.seq;
    floor = Math.min(stored.seq, ...Object.values(parts));
    if (options.at !== undefined && options.at < stored.seq) {
      return { ok: false, fault: fault('corrupt', null, `--at ${options.at} lies inside the snapshot (events up to ${stored.seq} were compacted)`) };
    }
  }
  const positions = positionsOf(snapshot, model.loaded());
  // One copy of the state for the whole replay, each event's slices written into it (foldInto).
  const working = mergeSlices<S>(state);
  const afterSnapshot = lastSeqOfSnapshot(snapshot);
  const events: Envelope[] = [];
  const raw = outer.right.events;
  let previous = floor;
  for (let i = 0; i < raw.length; i++) {
    // `--at N` shows the log as it was at seq N: what came after is not read, damaged or not.
    if (options.at !== undefined && seqOf(raw[i]) > options.at) break;
    const entry = decodeEntry(raw[i], i, model);
    if (isFault(entry)) return { ok: false, fault: entry };
    if (entry.meta.seq <= previous) {
      return { ok: false, fault: fault('corrupt', i, `entry ${i} (${entry.type}): seq ${entry.meta.seq} does not follow ${previous}`) };
    }
    if (options.at !== undefined && entry.meta.seq > options.at) break;
    previous = entry.meta.seq;
    if (entry.meta.seq > lastSeq) lastSeq = entry.meta.seq;
    model.foldInto(working, entry, entry.meta.seq > afterSnapshot ? null : positions);
    events.push(entry);
  }
  return { ok: true, value: { state: events.length > 0 ? working : state, snapshot, events, lastSeq } };
}

const lastSeqOfSnapshot = (snapshot: Snapshot | null): number => snapshot?.seq ?? 0;

/** An entry's seq before it is decoded (NaN when it has none: the decode then says why). */
function seqOf(raw: unknown): number {
  const seq = (raw as { meta?: { seq?: unknown } } | null)?.meta?.seq;
  return typeof seq === 'number' ? seq : Number.NaN;
}

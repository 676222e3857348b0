import { isLeft } from 'fp-ts/Either';
import { mergeSlices } from './slices';
import type { Envelope } from './envelope';
import { LOG_FORMAT_VERSION, RawCheckpoint, RawLogDocument, type Snapshot } from './document';
import { fault, outOfOrder, parseFault, type LogFault } from './faults';
import { decodeEntry, isFault } from './decode';
import { formatDecodeErrors } from './report';
import { positionsOf, type LogModel } from './parts';
import { expandAll, NOT_READ, type Deferred } from './deferred-chunks';

export interface Hydrated<S> {
  state: S;
  snapshot: Snapshot<S> | null;
  events: Envelope[];
  /** Highest seq seen (snapshot included); the next event gets lastSeq + 1. */
  lastSeq: number;
  /**
   * How many events at the front of `events` are kept as stored, not yet decoded: the ones a
   * boot checkpoint covers. The session log decodes them after boot (SessionLog.adopt).
   */
  unverified: number;
  /** The whole chunks among those not even parsed yet: `NOT_READ` at the front of `events`. */
  deferred?: Deferred;
}

export type HydrateResult<S> = { ok: true; value: Hydrated<S> } | { ok: false; fault: LogFault };

export interface HydrateOptions {
  /** Stop after the event with this seq (QA: "what did the cart look like after event 17?"). */
  at?: number;
  /**
   * A boot checkpoint stored beside the log (document.ts `Checkpoint`), not yet checked. When it
   * fits the log, replay starts from its state and only the events after it are decoded and
   * folded; the ones it covers stay as stored (`unverified`), checked after boot.
   */
  checkpoint?: unknown;
  /**
   * The chunks before the checkpoint's that the reader kept unparsed (deferred-chunks.ts): their
   * entries come before the document's. Read now if the checkpoint does not fit after all.
   */
  deferred?: Deferred;
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
  let raw = outer.right.events;
  const start = options.at === undefined ? checkpointOf(options.checkpoint, model, lastSeq, raw) : null;
  // In the checkpoint: its state already holds what these events did. They stay as stored, and
  // their envelopes, order and payloads are checked after boot, off the first render's path
  // (verifier.ts); here only that the first follows the snapshot (the last is the checkpoint's).
  const covered = start !== null && (options.deferred ? options.deferred.firstSeq : seqOf(raw[0])) > floor;
  const deferred = covered ? options.deferred : undefined;
  if (options.deferred && !covered) {
    // The checkpoint does not stand for the chunks left unread after all (it does not fit, or
    // the first entry does not follow the snapshot): they are read now, and checked below.
    const before = expandAll(options.deferred);
    if (!Array.isArray(before)) return { ok: false, fault: before };
    raw = [...before, ...raw];
  }
  // Entries not in `raw`, before it (deferred): `raw[i]` is entry `offset + i` of the log.
  const offset = deferred?.count ?? 0;
  const positions = positionsOf(snapshot, model.loaded());
  // One copy of the state for the whole replay, each event's slices written into it (foldInto).
  const working = mergeSlices<S>(start ? start.state : state);
  const afterSnapshot = start ? start.seq : lastSeqOfSnapshot(snapshot);
  const events: Envelope[] = [];
  let previous = floor;
  let unverified = 0;
  let from = 0;
  if (start && covered) {
    for (let i = 0; i < offset; i++) events.push(NOT_READ);
    for (let i = 0; i <= start.index; i++) events.push(raw[i] as Envelope);
    from = start.index + 1;
    unverified = offset + from;
    previous = start.seq;
    if (previous > lastSeq) lastSeq = previous;
  }
  for (let i = from; i < raw.length; i++) {
    // `--at N` shows the log as it was at seq N: what came after is not read, damaged or not.
    if (options.at !== undefined && seqOf(raw[i]) > options.at) break;
    const entry = decodeEntry(raw[i], offset + i, model);
    if (isFault(entry)) return { ok: false, fault: entry };
    if (entry.meta.seq <= previous) {
      return { ok: false, fault: outOfOrder(offset + i, entry, previous) };
    }
    if (options.at !== undefined && entry.meta.seq > options.at) break;
    previous = entry.meta.seq;
    if (entry.meta.seq > lastSeq) lastSeq = entry.meta.seq;
    model.foldInto(working, entry, entry.meta.seq > afterSnapshot ? null : positions);
    events.push(entry);
  }
  const value = { state: events.length > 0 ? working : state, snapshot, events, lastSeq, unverified };
  return { ok: true, value: deferred ? { ...value, deferred } : value };
}

/**
 * The checkpoint's state when it fits this log: every loaded part in it, after the snapshot,
 * an entry of the log at its seq, and a state the loaded parts' codecs accept. Anything else is
 * no checkpoint of this log (an older tab's, an edited one): null, and the log replays whole.
 */
function checkpointOf<S>(stored: unknown, model: LogModel<S>, snapshotSeq: number, raw: readonly unknown[]): { seq: number; state: S; index: number } | null {
  if (stored === undefined || stored === null || !RawCheckpoint.is(stored)) return null;
  const { seq, parts } = stored;
  if (!Number.isSafeInteger(seq) || seq <= snapshotSeq) return null;
  if (!model.loaded().every((part) => parts.includes(part))) return null;
  // Seqs increase along the log, and a checkpoint is usually near its end.
  let index = -1;
  for (let i = raw.length - 1; i >= 0; i--) {
    const s = seqOf(raw[i]);
    if (s === seq) index = i;
    if (!(s > seq)) break;
  }
  if (index < 0) return null;
  const decoded = model.stateCodec.decode(stored.state);
  return isLeft(decoded) ? null : { seq, state: decoded.right, index };
}

const lastSeqOfSnapshot = (snapshot: Snapshot | null): number => snapshot?.seq ?? 0;

/** An entry's seq before it is decoded (NaN when it has none: the decode then says why). */
function seqOf(raw: unknown): number {
  const seq = (raw as { meta?: { seq?: unknown } } | null)?.meta?.seq;
  return typeof seq === 'number' ? seq : Number.NaN;
}

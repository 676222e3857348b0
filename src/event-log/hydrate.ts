import { isLeft } from 'fp-ts/Either';
import type { Envelope } from './envelope';
import { RawLogDocument, type Snapshot } from './document';
import { fault, parseFault, type LogFault } from './faults';
import { decodeEntry, isFault } from './decode';
import { formatDecodeErrors } from './report';
import type { Fold, ReadModels, StateOf } from './read-model';

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
 */
export function hydrate<R extends ReadModels>(
  input: unknown,
  fold: Fold<R>,
  options: HydrateOptions = {},
): HydrateResult<StateOf<R>> {
  // A bare array of envelopes is accepted too: it is what QA pastes from a bug report.
  const doc = Array.isArray(input) ? { format: 'foyer-event-log', version: 1, snapshot: null, events: input } : input;
  const outer = RawLogDocument.decode(doc);
  if (isLeft(outer)) {
    return { ok: false, fault: fault('corrupt', null, `not a Foyer event log: ${formatDecodeErrors(outer.left, 1)[0]}`) };
  }
  let state = fold.initial;
  let snapshot: Snapshot<StateOf<R>> | null = null;
  let lastSeq = 0;
  if (outer.right.snapshot) {
    const decoded = fold.stateCodec.decode(outer.right.snapshot.state);
    if (isLeft(decoded)) {
      return { ok: false, fault: fault('undecodable', null, `snapshot: ${formatDecodeErrors(decoded.left).join('; ')}`) };
    }
    snapshot = { seq: outer.right.snapshot.seq, state: decoded.right };
    state = decoded.right;
    lastSeq = snapshot.seq;
    if (options.at !== undefined && options.at < snapshot.seq) {
      return { ok: false, fault: fault('corrupt', null, `--at ${options.at} lies inside the snapshot (events up to ${snapshot.seq} were compacted)`) };
    }
  }
  const events: Envelope[] = [];
  const raw = outer.right.events;
  for (let i = 0; i < raw.length; i++) {
    const entry = decodeEntry(raw[i], i);
    if (isFault(entry)) return { ok: false, fault: entry };
    if (entry.meta.seq <= lastSeq) {
      return { ok: false, fault: fault('corrupt', i, `entry ${i} (${entry.type}): seq ${entry.meta.seq} does not follow ${lastSeq}`) };
    }
    if (options.at !== undefined && entry.meta.seq > options.at) break;
    lastSeq = entry.meta.seq;
    state = fold.fold(state, entry);
    events.push(entry);
  }
  return { ok: true, value: { state, snapshot, events, lastSeq } };
}

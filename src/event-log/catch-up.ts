import { isLeft } from 'fp-ts/Either';
import { mergeSlices } from './slices';
import type { Envelope } from './envelope';
import { positionOf, RawCheckpoint, type Snapshot } from './document';
import { decodeWith, isFault } from './decode';
import { fault, type LogFault } from './faults';
import { formatDecodeErrors } from './report';
import { createLogModel, type Part } from './log-model';

export type CaughtUp<S> =
  | { ok: true; slices: Partial<S>; snapshot: Snapshot<S> | null; events: Envelope[] }
  | { ok: false; fault: LogFault };

/**
 * A part arriving after the log was read: its slices from the snapshot (or initial), its own
 * stored events decoded (upcast first), then every event it folds that is newer than its
 * position, folded. Replay only: no epic runs. The result's events are the log's, with this
 * part's now decoded; its snapshot holds the decoded slices.
 *
 * `from`: the part's slices in the boot checkpoint (`checkpointSlices`), when it holds them (a
 * page where the part was loaded wrote it). They stand for every event up to its seq, so only
 * the part's events after it are decoded and folded; the ones before are left to the log's
 * idle check (and may not even be read: `NOT_READ`).
 */
export function catchUp<S>(part: Part, snapshot: Snapshot<S> | null, events: readonly Envelope[], from?: { seq: number; slices: Record<string, unknown> }): CaughtUp<S> {
  // The part on its own, folded by the log model's one fold.
  const alone = createLogModel<Record<string, unknown>>({ parts: [part] });
  let slices = alone.initial;
  if (snapshot) {
    const decoded = alone.stateCodec.decode(ownSlices(part, snapshot.state));
    if (isLeft(decoded)) {
      return { ok: false, fault: fault('undecodable', null, `snapshot (${part.name}): ${formatDecodeErrors(decoded.left).join('; ')}`) };
    }
    slices = decoded.right;
  }
  const position = from ? from.seq : positionOf(snapshot, part.name);
  const decodedEvents: Envelope[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as Envelope;
    const codec = Object.prototype.hasOwnProperty.call(part.events, event.type) ? part.events[event.type] : undefined;
    if (codec && event.meta.seq > position) {
      const decoded = decodeWith(event, i, codec, part.upcasters ?? {});
      if (isFault(decoded)) return { ok: false, fault: decoded };
      decodedEvents.push(decoded);
    } else {
      decodedEvents.push(event);
    }
  }
  const state = mergeSlices<Record<string, unknown>>(from ? from.slices : slices);
  for (const event of decodedEvents) if (event.meta.seq > position) alone.foldInto(state, event, null);
  return {
    ok: true,
    slices: state as Partial<S>,
    snapshot: snapshot ? { ...snapshot, state: mergeSlices<S>(snapshot.state, slices) } : null,
    events: decodedEvents,
  };
}

const ownSlices = (part: Part, state: unknown): Record<string, unknown> => {
  const stored = state as Record<string, unknown>;
  return Object.fromEntries(Object.keys(part.readModels).filter((n) => stored[n] !== undefined).map((n) => [n, stored[n]]));
};

/**
 * The part's slices in a checkpoint (`{seq, state, parts}`, not yet checked), decoded; null when
 * it does not hold the part or they do not decode: no shortcut, the log is folded without it.
 */
export function checkpointSlices(part: Part, checkpoint: unknown): { seq: number; slices: Record<string, unknown> } | null {
  if (!RawCheckpoint.is(checkpoint) || !checkpoint.parts.includes(part.name) || typeof checkpoint.state !== 'object' || checkpoint.state === null) return null;
  const decoded = createLogModel<Record<string, unknown>>({ parts: [part] }).stateCodec.decode(ownSlices(part, checkpoint.state));
  return isLeft(decoded) ? null : { seq: checkpoint.seq, slices: decoded.right };
}

/**
 * What is left of the log when a part's stored data cannot be read back: none of its own
 * events and none of its slices, so it starts from its initial state at its position (still
 * folding the core events it handles). Replaying what is left equals the state the runtime
 * then shows.
 */
export function withoutPart<S>(part: Part, snapshot: Snapshot<S> | null, events: readonly Envelope[]): { snapshot: Snapshot<S> | null; events: Envelope[] } {
  const own = (type: string): boolean => Object.prototype.hasOwnProperty.call(part.events, type);
  const state = snapshot
    ? (Object.fromEntries(Object.entries(snapshot.state as object).filter(([slice]) => !(slice in part.readModels))) as S)
    : null;
  return {
    snapshot: snapshot && state ? { ...snapshot, state } : null,
    events: events.filter((e) => !own(e.type)),
  };
}

import * as t from 'io-ts';
import { mergeSlices } from './slices';
import { isLeft } from 'fp-ts/Either';
import type { Envelope } from './envelope';
import { positionOf, type Snapshot } from './document';
import { decodeWith, isFault, type EventCodec, type EventCodecs, type LoadedEvent } from './decode';
import { fault, type LogFault } from './faults';
import { formatDecodeErrors } from './report';
import { initialOf, type ReadModels } from './read-model';
import type { Upcasters } from './upcasters';

/**
 * A part of the fold that loads as one: the core at boot, an area with its routes. The log
 * folds, decodes and compacts per part, so an area's read models and event codecs need not
 * be in the first bundle (docs/architecture.md, "Lazy areas").
 */
export interface Part {
  readonly name: string;
  readonly readModels: ReadModels;
  /** The definitions of the events this part owns, by type: decoded when the part loads. */
  readonly events: Readonly<Record<string, EventCodec>>;
  readonly upcasters?: Upcasters;
}

/**
 * What the log knows of every part before it loads: the event types its read models fold
 * (its own events and any core events, e.g. vouchers folds CartLineAdded). A compaction keeps
 * those events for a part that is not loaded, so nothing it needs is ever folded away.
 */
export type PartHandles = Readonly<Record<string, readonly string[]>>;

/** Seq of the last event folded into each part's slices. */
export type Positions = Readonly<Record<string, number>>;

/**
 * The fold over the parts loaded so far. `S` is the full state type (every part's slices);
 * at run time the slices of parts not loaded are absent.
 */
export interface LogModel<S> extends EventCodecs {
  /** The loaded parts' initial slices. */
  readonly initial: S;
  /** Validates the loaded parts' slices of a stored state; a missing slice is initial. */
  readonly stateCodec: t.Type<S, unknown, unknown>;
  /** Live fold: one event through every loaded read model that handles it. */
  fold(state: S, envelope: Envelope): S;
  foldAll(state: S, envelopes: readonly Envelope[]): S;
  /** Replay fold: a part folds an event only when it is newer than that part's position. */
  foldFrom(state: S, envelope: Envelope, positions: Positions): S;
  /**
   * Batch fold for replays and compaction: `working` is the caller's own copy of a state (no one
   * else sees it until the batch ends), so each slice a reducer changes is written into it
   * instead of copying the whole state per event. `positions` as in foldFrom, or null.
   */
  foldInto(working: S, envelope: Envelope, positions: Positions | null): void;
  isLoaded(part: string): boolean;
  loaded(): readonly string[];
  /** Parts that are known (they have handles) but not loaded, with the types they fold. */
  pending(): ReadonlyArray<readonly [part: string, handles: ReadonlySet<string>]>;
  /**
   * Adds a part's read models and definitions. Idempotent. The state is the caller's: it
   * brings the part's slices up to date first (`catchUp`).
   */
  add(part: Part): void;
}

interface Target {
  readonly slice: string;
  readonly part: string;
  readonly reduce: (state: unknown, event: Envelope, meta: Envelope['meta']) => unknown;
}

export function createLogModel<S>(options: { handles?: PartHandles; parts?: readonly Part[] } = {}): LogModel<S> {
  const handles = new Map(Object.entries(options.handles ?? {}).map(([part, types]) => [part, new Set(types)] as const));
  const parts = new Map<string, Part>();
  const routes = new Map<string, Target[]>();
  const definitions = new Map<string, LoadedEvent>();
  const sliceOwner = new Map<string, string>();
  let initial: Record<string, unknown> = {};
  let strict: t.Mixed = t.type({});

  const stateCodec = new t.Type<S, unknown, unknown>(
    'ReadModels',
    (u): u is S => strict.is(u),
    // Only the loaded parts' slices, each from the stored value or initial: a slice of a part
    // not loaded stays in the stored snapshot, not in the state.
    (u, c) => {
      if (typeof u !== 'object' || u === null || Array.isArray(u)) return t.failure(u, c, 'not a state object');
      const picked: Record<string, unknown> = {};
      for (const slice of sliceOwner.keys()) {
        const value = (u as Record<string, unknown>)[slice];
        picked[slice] = value === undefined ? initial[slice] : value;
      }
      return strict.validate(picked, c) as t.Validation<S>;
    },
    (a) => strict.encode(a),
  );

  const foldWith = (state: S, envelope: Envelope, positions: Positions | null): S => {
    const targets = routes.get(envelope.type);
    if (!targets) return state;
    let next: Record<string, unknown> | null = null;
    for (const target of targets) {
      if (positions && envelope.meta.seq <= (positions[target.part] ?? 0)) continue;
      const before = (next ?? (state as Record<string, unknown>))[target.slice];
      const after = target.reduce(before, envelope, envelope.meta);
      if (after !== before) {
        next ??= { ...(state as Record<string, unknown>) };
        next[target.slice] = after;
      }
    }
    return (next ?? state) as S;
  };

  const foldInto = (working: S, envelope: Envelope, positions: Positions | null): void => {
    const targets = routes.get(envelope.type);
    if (!targets) return;
    const slices = working as Record<string, unknown>;
    for (const target of targets) {
      if (positions && envelope.meta.seq <= (positions[target.part] ?? 0)) continue;
      slices[target.slice] = target.reduce(slices[target.slice], envelope, envelope.meta);
    }
  };

  const model: LogModel<S> = {
    get initial() {
      return initial as S;
    },
    stateCodec,
    fold: (state, envelope) => foldWith(state, envelope, null),
    foldAll: (state, envelopes) => {
      if (envelopes.length === 0) return state;
      const working = mergeSlices<S>(state);
      for (const e of envelopes) foldInto(working, e, null);
      return working;
    },
    foldFrom: (state, envelope, positions) => foldWith(state, envelope, positions),
    foldInto,
    loadedEvent: (type) => definitions.get(type),
    isLoaded: (part) => parts.has(part),
    loaded: () => [...parts.keys()],
    pending: () => [...handles].filter(([part]) => !parts.has(part)),
    add(part) {
      if (parts.has(part.name)) return;
      for (const slice of Object.keys(part.readModels)) {
        const owner = sliceOwner.get(slice);
        if (owner !== undefined) throw new Error(`read model "${slice}" of ${part.name} is already defined by ${owner}`);
      }
      parts.set(part.name, part);
      for (const [slice, readModel] of Object.entries(part.readModels)) {
        sliceOwner.set(slice, part.name);
        for (const type of readModel.handles as readonly string[]) {
          const list = routes.get(type) ?? [];
          list.push({ slice, part: part.name, reduce: readModel.reduce as Target['reduce'] });
          routes.set(type, list);
        }
      }
      for (const definition of Object.values(part.events)) definitions.set(definition.type, { definition, upcasters: part.upcasters ?? {} });
      initial = { ...initial, ...initialOf(part.readModels) };
      strict = t.type(
        Object.fromEntries([...parts.values()].flatMap((p) => Object.entries(p.readModels).map(([n, m]) => [n, m.codec]))),
        'ReadModels',
      );
    },
  };
  for (const part of options.parts ?? []) model.add(part);
  return model;
}

/** Positions of the loaded parts after `snapshot` (what a replay of the stored log starts from). */
export function positionsOf(snapshot: Snapshot | null, parts: readonly string[]): Positions {
  return Object.fromEntries(parts.map((part) => [part, positionOf(snapshot, part)]));
}

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
  // the snapshot is never past the cut: session-log.ts baseFor.)
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

export type CaughtUp<S> =
  | { ok: true; slices: Partial<S>; snapshot: Snapshot<S> | null; events: Envelope[] }
  | { ok: false; fault: LogFault };

/**
 * A part arriving after the log was read: its slices from the snapshot (or initial), its own
 * stored events decoded (upcast first), then every event it folds that is newer than its
 * position, folded. Replay only: no epic runs. The result's events are the log's, with this
 * part's now decoded; its snapshot holds the decoded slices.
 */
export function catchUp<S>(part: Part, snapshot: Snapshot<S> | null, events: readonly Envelope[]): CaughtUp<S> {
  // The part on its own, folded by the log model's one fold.
  const alone = createLogModel<Record<string, unknown>>({ parts: [part] });
  const position = positionOf(snapshot, part.name);
  let slices = alone.initial;
  if (snapshot) {
    const stored = snapshot.state as Record<string, unknown>;
    const own = Object.fromEntries(Object.keys(part.readModels).filter((n) => stored[n] !== undefined).map((n) => [n, stored[n]]));
    const decoded = alone.stateCodec.decode(own);
    if (isLeft(decoded)) {
      return { ok: false, fault: fault('undecodable', null, `snapshot (${part.name}): ${formatDecodeErrors(decoded.left).join('; ')}`) };
    }
    slices = decoded.right;
  }
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
  const state = mergeSlices<Record<string, unknown>>(slices);
  for (const event of decodedEvents) if (event.meta.seq > position) alone.foldInto(state, event, null);
  return {
    ok: true,
    slices: state as Partial<S>,
    snapshot: snapshot ? { ...snapshot, state: mergeSlices<S>(snapshot.state, slices) } : null,
    events: decodedEvents,
  };
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

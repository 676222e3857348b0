import * as t from 'io-ts';
import { mergeSlices } from './slices';
import type { Envelope } from './envelope';
import { positionOf, type Snapshot } from './document';
import type { EventCodec, EventCodecs, LoadedEvent } from './decode';
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

import * as t from 'io-ts';
import type { DomainEventType, EventOf } from '../messages';
import type { Envelope, EventMeta } from './envelope';

/**
 * A read model is a pure fold over the events it declares. `handles` is the runtime list of
 * those events; `reduce` switches over exactly that union and ends in `assertNever`, so a new
 * event in the list does not compile until it is folded. `codec` validates a stored snapshot.
 */
export interface ReadModel<S, K extends DomainEventType> {
  readonly handles: readonly K[];
  readonly initial: S;
  readonly codec: t.Type<S, unknown, unknown>;
  reduce(state: S, event: EventOf<K>, meta: EventMeta): S;
}

export function defineReadModel<S, K extends DomainEventType>(model: ReadModel<S, K>): ReadModel<S, K> {
  return model;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry is heterogeneous by design
type AnyReadModel = ReadModel<any, any>;
export type ReadModels = Readonly<Record<string, AnyReadModel>>;
export type StateOf<R extends ReadModels> = { readonly [N in keyof R]: R[N]['initial'] };
export type HandledBy<R extends ReadModels> = R[keyof R]['handles'][number];

export interface Fold<R extends ReadModels> {
  readonly initial: StateOf<R>;
  readonly stateCodec: t.Type<StateOf<R>, unknown, unknown>;
  /** One event: returns the same root object when no read model changed. */
  fold(state: StateOf<R>, envelope: Envelope): StateOf<R>;
  foldAll(state: StateOf<R>, envelopes: readonly Envelope[]): StateOf<R>;
}

export function combineReadModels<R extends ReadModels>(models: R): Fold<R> {
  const routes = new Map<string, Array<[string, AnyReadModel]>>();
  for (const [name, model] of Object.entries(models)) {
    for (const type of model.handles as readonly string[]) {
      const list = routes.get(type) ?? [];
      list.push([name, model]);
      routes.set(type, list);
    }
  }
  const initial = Object.fromEntries(Object.entries(models).map(([n, m]) => [n, m.initial])) as StateOf<R>;
  const strict = t.type(
    Object.fromEntries(Object.entries(models).map(([n, m]) => [n, m.codec])),
    'ReadModels',
  );
  // A read model added after a snapshot was written is missing from it: it starts from its
  // initial state (the events it folds were compacted away or did not exist yet). A read model
  // that is present must still decode.
  const stateCodec = new t.Type<StateOf<R>, unknown, unknown>(
    'ReadModels',
    (u): u is StateOf<R> => strict.is(u),
    (u, c) => strict.validate(typeof u === 'object' && u !== null && !Array.isArray(u) ? { ...initial, ...u } : u, c) as t.Validation<StateOf<R>>,
    (a) => strict.encode(a),
  );

  const fold = (state: StateOf<R>, envelope: Envelope): StateOf<R> => {
    const targets = routes.get(envelope.type);
    if (!targets) return state;
    let next: Record<string, unknown> | null = null;
    for (const [name, model] of targets) {
      const before = (state as Record<string, unknown>)[name];
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the registry is heterogeneous by design (see above)
      const after = model.reduce(before, envelope, envelope.meta);
      if (after !== before) {
        next ??= { ...state };
        next[name] = after;
      }
    }
    return (next ?? state) as StateOf<R>;
  };

  return {
    initial,
    stateCodec,
    fold,
    foldAll: (state, envelopes) => {
      let s = state;
      for (const e of envelopes) s = fold(s, e);
      return s;
    },
  };
}

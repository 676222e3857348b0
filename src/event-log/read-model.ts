import * as t from 'io-ts';
import type { DomainEventType, EventOf } from '../messages';
import type { EventMeta } from './envelope';

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

/**
 * The initial state of a set of read models, by name. Folding is the log model's alone
 * (parts.ts `createLogModel`): the live fold, replays, compaction and an area catching up all go
 * through it.
 */
export function initialOf<R extends ReadModels>(models: R): StateOf<R> {
  return Object.fromEntries(Object.entries(models).map(([n, m]) => [n, m.initial])) as StateOf<R>;
}

/**
 * A member of a read model's stored state that older snapshots and checkpoints lack: they
 * decode with `fallback` instead of failing (which would start the area clean).
 */
export function withDefault<A, O>(codec: t.Type<A, O, unknown>, fallback: A): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(codec.name, codec.is, (input, context) => (input === undefined ? t.success(fallback) : codec.validate(input, context)), codec.encode);
}

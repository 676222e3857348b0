import * as t from 'io-ts';

/**
 * One declaration per event: its type string (equal to the TypeScript name so a grep finds
 * both), its schema version and the codec of its payload. The persisted form and the type
 * are the same codec, so they cannot drift. The payload is exact at every depth (`t.strict`,
 * `t.exact`; messages/exactness.test.ts fails on a bare `t.type` or `t.partial`): decoding a
 * stored entry drops what its event does not declare.
 */
export interface EventDefinition<T extends string, C extends t.Mixed, V extends number = number> {
  readonly type: T;
  /** A literal type, so the event catalogue (registry.ts) must state the same number. */
  readonly version: V;
  readonly data: C;
  readonly codec: t.ExactC<t.TypeC<{ type: t.LiteralC<T>; data: C }>>;
  create(data: t.TypeOf<C>): { type: T; data: t.TypeOf<C> };
  is(event: { type: string }): event is { type: T; data: t.TypeOf<C> };
}

export function defineEvent<T extends string, C extends t.Mixed, V extends number>(
  type: T,
  version: V,
  data: C,
): EventDefinition<T, C, V> {
  if (!Number.isInteger(version) || version < 1) throw new RangeError(`${type}: version must be ≥ 1`);
  return {
    type,
    version,
    data,
    codec: t.strict({ type: t.literal(type), data }, type),
    create: (payload) => ({ type, data: payload }),
    is: (event): event is { type: T; data: t.TypeOf<C> } => event.type === type,
  };
}

/** For the `default:` branch of a switch over a closed union. */
export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}

/** An empty payload, spelled once. */
export const NoData = t.strict({});

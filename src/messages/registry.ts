import * as t from 'io-ts';
import * as cart from './events/cart';
import * as session from './events/session';
import * as ui from './events/ui';
import * as account from './events/account';
import * as tickets from './events/tickets';
import * as merchandise from './events/merchandise';
import * as vouchers from './events/vouchers';
import * as shipping from './events/shipping';
import * as tours from './events/tours';

/**
 * THE event registry. An event that is not listed here is not part of `DomainEvent`, so an
 * epic emitting it does not compile, and a persisted entry of it is an unknown event.
 */
export const eventRegistry = {
  ...cart,
  ...session,
  ...ui,
  ...account,
  ...tickets,
  ...merchandise,
  ...vouchers,
  ...shipping,
  ...tours,
} as const;

type Registry = typeof eventRegistry;
type RegisteredType = keyof Registry;

// Each key must equal its definition's type string: the log looks events up by it.
type KeysMatch = { [K in RegisteredType]: Registry[K]['type'] extends K ? true : K };
const keysMatch: { [K in RegisteredType]: true } = null as unknown as KeysMatch;
void keysMatch;

export type DomainEvent = { [K in RegisteredType]: t.TypeOf<Registry[K]['codec']> }[RegisteredType];
export type DomainEventType = DomainEvent['type'];
export type EventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

export const eventDefinitions: ReadonlyArray<Registry[RegisteredType]> = Object.values(eventRegistry);

/** The union codec, derived from the registry (the log decodes by type for speed, see event-log). */
export const DomainEventCodec = t.union(
  eventDefinitions.map((d) => d.codec) as unknown as [t.Mixed, t.Mixed, ...t.Mixed[]],
  'DomainEvent',
) as unknown as t.Type<DomainEvent, unknown, unknown>;

/** Current schema version of every event, typed so a new event must be registered here too. */
export const eventVersions: Record<DomainEventType, number> = Object.fromEntries(
  eventDefinitions.map((d) => [d.type, d.version]),
) as Record<DomainEventType, number>;

export function definitionOf(type: string): Registry[RegisteredType] | undefined {
  return Object.prototype.hasOwnProperty.call(eventRegistry, type)
    ? eventRegistry[type as RegisteredType]
    : undefined;
}

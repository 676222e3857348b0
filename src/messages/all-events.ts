import * as t from 'io-ts';
import { coreEventDefinitions, type DomainEvent, type DomainEventType } from './registry';
import * as tickets from './events/tickets';
import * as merchandise from './events/merchandise';
import * as vouchers from './events/vouchers';
import * as tours from './events/tours';
import * as customer from './events/customer';
import * as payment from './events/payment';

/**
 * Every event definition with its codec, core and areas. For Node (the replay CLI, the
 * benchmark, tests) and documentation checks: the browser never imports this module, its
 * areas' definitions load with the areas (src/app/areas/).
 */
export const eventRegistry = {
  ...coreEventDefinitions,
  ...tickets,
  ...merchandise,
  ...vouchers,
  ...tours,
  ...customer,
  ...payment,
} as const;

type Registry = typeof eventRegistry;
type RegisteredType = keyof Registry;

// The runtime registry holds exactly the event types of the type-level one.
const sameTypes: [Exclude<RegisteredType, DomainEventType>, Exclude<DomainEventType, RegisteredType>] extends [never, never] ? true : false = true;
void sameTypes;

export const eventDefinitions: ReadonlyArray<Registry[RegisteredType]> = Object.values(eventRegistry);

/** The union codec, derived from the registry (the log decodes by type for speed, see event-log). */
export const DomainEventCodec = t.union(
  eventDefinitions.map((d) => d.codec) as unknown as [t.Mixed, t.Mixed, ...t.Mixed[]],
  'DomainEvent',
) as unknown as t.Type<DomainEvent, unknown, unknown>;

export function definitionOf(type: string): Registry[RegisteredType] | undefined {
  return Object.prototype.hasOwnProperty.call(eventRegistry, type) ? eventRegistry[type as RegisteredType] : undefined;
}

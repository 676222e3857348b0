import { eventVersions, type DomainEventType } from '../messages';
import type { RawEnvelope } from './envelope';
import { fault, type LogFault } from './faults';

type Upcaster = (data: unknown) => unknown;
const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

/**
 * Lifts an event's payload from version n to n + 1. Keyed by event type and the version an
 * upcaster starts from, so a log recorded by an older build replays in this one.
 */
export const upcasters: { readonly [K in DomainEventType]?: Readonly<Record<number, Upcaster>> } = {
  CartRequestInvoiceSet: {
    1: (data) => ({ requestInvoice: record(data).value }),
  },
};

export function upcast(entry: RawEnvelope, index: number): RawEnvelope | LogFault {
  const current = eventVersions[entry.type as DomainEventType];
  if (current === undefined) return fault('unknownEvent', index, `entry ${index}: unknown event type "${entry.type}"`);
  if (!Number.isInteger(entry.v) || entry.v < 1) {
    return fault('undecodable', index, `entry ${index} (${entry.type}): version ${entry.v} is not a version`);
  }
  if (entry.v > current) {
    return fault('newerVersion', index, `entry ${index} (${entry.type}): version ${entry.v} is newer than this build's ${current}`);
  }
  let { v, data } = entry;
  while (v < current) {
    const step = upcasters[entry.type as DomainEventType]?.[v];
    if (!step) return fault('undecodable', index, `entry ${index} (${entry.type}): no upcaster from version ${v}`);
    data = step(data);
    v += 1;
  }
  return v === entry.v ? entry : { ...entry, v, data };
}

import { versionOf, type DomainEventType } from '../messages';
import type { RawEnvelope } from './envelope';
import { fault, type LogFault } from './faults';

export type Upcaster = (data: unknown) => unknown;
/** Per event type, the upcaster that starts from each old version. */
export type Upcasters = { readonly [type: string]: Readonly<Record<number, Upcaster>> | undefined };

const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

/**
 * Lifts an event's payload from version n to n + 1. Keyed by event type and the version an
 * upcaster starts from, so a log recorded by an older build replays in this one. These are
 * the core's; an area brings its own with its definitions (src/app/areas/).
 */
export const upcasters: { readonly [K in DomainEventType]?: Readonly<Record<number, Upcaster>> } = {
  // v1 carried the entry's name in the language shown: reference data, looked up by id since issue 28.
  ItemSelected: {
    1: (data) => {
      const { name: _name, ...rest } = record(data);
      return rest;
    },
  },
  CartRequestInvoiceSet: {
    1: (data) => ({ requestInvoice: record(data).value }),
  },
  // v1 always meant a clean start of the whole session: nothing was kept.
  SessionRestoreFailed: {
    1: (data) => ({ ...record(data), kept: 0, scope: 'session' }),
  },
  // v1 always meant the shop went on in memory: nothing survived a reload.
  StorageUnavailable: {
    1: (data) => ({ ...record(data), survives: 'nothing' }),
    // v3 added `earlier`; a v2 payload reads as it is.
    2: (data) => data,
  },
};

/**
 * What the first bundle can check of any entry, loaded part or not: the type is catalogued
 * and the version is a version this build can read (event catalogue, src/messages/registry.ts).
 */
export function checkVersion(entry: RawEnvelope, index: number): LogFault | null {
  const current = versionOf(entry.type);
  if (current === undefined) return fault('unknownEvent', index, `entry ${index}: unknown event type "${entry.type}"`);
  if (!Number.isInteger(entry.v) || entry.v < 1) {
    return fault('undecodable', index, `entry ${index} (${entry.type}): version ${entry.v} is not a version`);
  }
  if (entry.v > current) {
    return fault('newerVersion', index, `entry ${index} (${entry.type}): version ${entry.v} is newer than this build's ${current}`);
  }
  return null;
}

export function upcast(entry: RawEnvelope, index: number, table: Upcasters = upcasters): RawEnvelope | LogFault {
  return checkVersion(entry, index) ?? lift(entry, index, table);
}

/** Upcasting of an entry whose version `checkVersion` accepted. */
export function lift(entry: RawEnvelope, index: number, table: Upcasters): RawEnvelope | LogFault {
  const current = versionOf(entry.type) as number;
  if (entry.v === current) return entry;
  let { v, data } = entry;
  while (v < current) {
    const step = table[entry.type]?.[v];
    if (!step) return fault('undecodable', index, `entry ${index} (${entry.type}): no upcaster from version ${v}`);
    data = step(data);
    v += 1;
  }
  return v === entry.v ? entry : { ...entry, v, data };
}

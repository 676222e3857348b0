import * as t from 'io-ts';
import type { DomainEvent } from '../messages';

/** Where and when an event happened. `at` is epoch milliseconds from the injected clock. */
export const EventMeta = t.type({ seq: t.number, at: t.number, tab: t.string });
export type EventMeta = t.TypeOf<typeof EventMeta>;

/** The persisted, exported and replayed unit: `{type, v, data, meta: {seq, at, tab}}`. */
export type Envelope<E extends DomainEvent = DomainEvent> = E & { v: number; meta: EventMeta };

/** The outer shape only; `data` is decoded against the event's own codec after upcasting. */
export const RawEnvelope = t.type({ type: t.string, v: t.number, data: t.unknown, meta: EventMeta }, 'Envelope');
export type RawEnvelope = t.TypeOf<typeof RawEnvelope>;

/**
 * `RawEnvelope.is`, written out: the boot replay runs it on every entry a checkpoint covers
 * (thousands), where io-ts's generic walk was a third of the replay. A property test keeps the
 * two in agreement (envelope.test.ts).
 */
export function isEnvelopeShape(u: unknown): u is RawEnvelope {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false;
  const { type, v, meta } = u as Record<string, unknown>;
  if (typeof type !== 'string' || typeof v !== 'number' || !('data' in u)) return false;
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return false;
  const { seq, at, tab } = meta as Record<string, unknown>;
  return typeof seq === 'number' && typeof at === 'number' && typeof tab === 'string';
}

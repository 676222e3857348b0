import * as t from 'io-ts';
import type { DomainEvent } from '../messages';

/** The largest distance from the epoch a JavaScript Date can hold, in milliseconds. */
const MAX_TIME_MS = 8.64e15;

/** A sequence number: a whole number a later one can follow (1e308 + 1 is 1e308). */
export const isSeq = (u: unknown): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0;
/** A time a Date can hold: anything else throws where the time is shown (timeline, QA dock). */
export const isEventTime = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u) && Math.abs(u) <= MAX_TIME_MS;

const numberCodec = (name: string, is: (u: unknown) => u is number): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(name, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity);
/** Codecs of the meta's numbers: the decode errors name them (`Expecting Seq at meta.seq …`). */
export const Seq = numberCodec('Seq', isSeq);
export const EventTime = numberCodec('EventTime', isEventTime);

/** Where and when an event happened. `at` is epoch milliseconds from the injected clock. */
export const EventMeta = t.type({ seq: Seq, at: EventTime, tab: t.string });
export type EventMeta = t.TypeOf<typeof EventMeta>;

/** The persisted, exported and replayed unit: `{type, v, data, meta: {seq, at, tab}}`. */
export type Envelope<E extends DomainEvent = DomainEvent> = E & { v: number; meta: EventMeta };

/** The outer shape only; `data` is decoded against the event's own codec after upcasting. */
export const RawEnvelope = t.type({ type: t.string, v: t.number, data: t.unknown, meta: EventMeta }, 'Envelope');
export type RawEnvelope = t.TypeOf<typeof RawEnvelope>;

/**
 * `RawEnvelope.is`, written out: every entry of a replay passes it (decode.ts), tens of
 * thousands at a boot's idle verification, where io-ts's generic walk was a third of the
 * replay. A property test keeps the two in agreement (envelope.test.ts).
 */
export function isEnvelopeShape(u: unknown): u is RawEnvelope {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false;
  const { type, v, meta } = u as Record<string, unknown>;
  if (typeof type !== 'string' || typeof v !== 'number' || !('data' in u)) return false;
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return false;
  const { seq, at, tab } = meta as Record<string, unknown>;
  return isSeq(seq) && isEventTime(at) && typeof tab === 'string';
}

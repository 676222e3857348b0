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

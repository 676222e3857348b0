import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { DomainEvent } from '../messages';
import { isEnvelopeShape, RawEnvelope, type Envelope } from './envelope';
import { fault, type LogFault } from './faults';
import { checkVersion, lift, type Upcasters } from './upcasters';
import { formatDecodeErrors } from './report';
import { declaredOnly, withoutProtoKeys } from './undeclared';

export const isFault = (x: unknown): x is LogFault =>
  typeof x === 'object' && x !== null && 'reason' in x && 'message' in x && !('meta' in x);

/** An event definition as the log needs it: its type, current version and payload codec. */
export interface EventCodec {
  readonly type: string;
  readonly version: number;
  readonly data: t.Mixed;
}

/** A loaded event type: its definition and its part's upcasters. */
export interface LoadedEvent {
  readonly definition: EventCodec;
  readonly upcasters: Upcasters;
}

/** The definitions loaded so far: the core's from boot, an area's once the area is registered. */
export interface EventCodecs {
  /** Undefined when the event's part is not loaded (yet): its entries stay as stored until it is. */
  loadedEvent(type: string): LoadedEvent | undefined;
}

/**
 * The first step for every entry: the envelope's shape, a catalogued type, a version this
 * build reads. Then, when the event's part is loaded, upcast + decode (decodeWith); when it
 * is not, the entry is kept as stored and decoded when its area registers.
 */
export function decodeEntry(raw: unknown, index: number, codecs: EventCodecs): Envelope | LogFault {
  if (!isEnvelopeShape(raw)) {
    const outer = RawEnvelope.decode(raw);
    const detail = isLeft(outer) ? formatDecodeErrors(outer.left).join('; ') : 'not an envelope';
    return fault('undecodable', index, `entry ${index}: ${detail}`);
  }
  const version = checkVersion(raw, index);
  if (version) return version;
  const loaded = codecs.loadedEvent(raw.type);
  if (!loaded) return raw as Envelope;
  return decodeWith(raw, index, loaded.definition, loaded.upcasters);
}

/**
 * upcast by version → decode, for an entry `checkVersion` accepted (every entry in the log
 * was). Decoding goes straight to the event's own codec by type instead of trying a union
 * member by member: a 10,000-event replay has to stay fast.
 */
export function decodeWith(raw: RawEnvelope, index: number, definition: EventCodec, upcasters: Upcasters): Envelope | LogFault {
  const lifted = lift(raw, index, upcasters);
  if (isFault(lifted)) return lifted;
  // Event codecs are refinements only (brands, literals, records), never transformations, so
  // a value that passes `is` and holds no undeclared key decodes to itself; `is` stops at the
  // first mismatch and builds no error context, which keeps a 10,000-event replay fast. Only a
  // failure, or a key too many (which `decode` of the exact shapes drops), pays for `decode`.
  const input: unknown = lifted.data;
  if (definition.data.is(input) && declaredOnly(definition.data)(input)) return checked(lifted, input);
  const data = definition.data.decode(withoutProtoKeys(input));
  if (isLeft(data)) {
    return fault('undecodable', index, `entry ${index} (${lifted.type}): ${formatDecodeErrors(data.left).join('; ')}`);
  }
  return checked(lifted, data.right as unknown);
}

/**
 * The envelope with its payload checked by the event's own codec: from here on, a DomainEvent.
 * Built afresh, as its meta is, so an undeclared key beside them stays behind too.
 */
function checked(lifted: RawEnvelope, data: unknown): Envelope<DomainEvent> {
  const { seq, at, tab } = lifted.meta;
  const envelope: RawEnvelope = { type: lifted.type, v: lifted.v, data, meta: { seq, at, tab } };
  return envelope as Envelope<DomainEvent>;
}

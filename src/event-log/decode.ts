import { isLeft } from 'fp-ts/Either';
import { definitionOf, type DomainEvent } from '../messages';
import { RawEnvelope, type Envelope } from './envelope';
import { fault, type LogFault } from './faults';
import { upcast } from './upcasters';
import { formatDecodeErrors } from './report';

export const isFault = (x: unknown): x is LogFault =>
  typeof x === 'object' && x !== null && 'reason' in x && 'message' in x && !('meta' in x);

/**
 * parse → upcast by version → decode. Decoding goes straight to the event's own codec by
 * type instead of trying a union member by member: a 10,000-event replay has to stay fast.
 */
export function decodeEntry(raw: unknown, index: number): Envelope | LogFault {
  if (!RawEnvelope.is(raw)) {
    const outer = RawEnvelope.decode(raw);
    const detail = isLeft(outer) ? formatDecodeErrors(outer.left).join('; ') : 'not an envelope';
    return fault('undecodable', index, `entry ${index}: ${detail}`);
  }
  const lifted = upcast(raw, index);
  if (isFault(lifted)) return lifted;
  const definition = definitionOf(lifted.type);
  if (!definition) return fault('unknownEvent', index, `entry ${index}: unknown event type "${lifted.type}"`);
  // Event codecs are refinements only (brands, literals, records), never transformations, so
  // a value that passes `is` decodes to itself; `is` stops at the first mismatch and builds no
  // error context, which keeps a 10,000-event replay fast. Only a failure pays for `decode`.
  if (definition.data.is(lifted.data)) {
    return { type: lifted.type, v: lifted.v, data: lifted.data, meta: lifted.meta } as Envelope<DomainEvent>;
  }
  const data = definition.data.decode(lifted.data);
  if (isLeft(data)) {
    return fault('undecodable', index, `entry ${index} (${lifted.type}): ${formatDecodeErrors(data.left).join('; ')}`);
  }
  return { type: lifted.type, v: lifted.v, data: data.right, meta: lifted.meta } as Envelope<DomainEvent>;
}

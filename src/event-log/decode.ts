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
  const outer = RawEnvelope.decode(raw);
  if (isLeft(outer)) {
    return fault('undecodable', index, `entry ${index}: ${formatDecodeErrors(outer.left).join('; ')}`);
  }
  const lifted = upcast(outer.right, index);
  if (isFault(lifted)) return lifted;
  const definition = definitionOf(lifted.type);
  if (!definition) return fault('unknownEvent', index, `entry ${index}: unknown event type "${lifted.type}"`);
  const data = definition.data.decode(lifted.data);
  if (isLeft(data)) {
    return fault('undecodable', index, `entry ${index} (${lifted.type}): ${formatDecodeErrors(data.left).join('; ')}`);
  }
  return { type: lifted.type, v: lifted.v, data: data.right, meta: lifted.meta } as Envelope<DomainEvent>;
}

import fc from 'fast-check';
import { isEnvelopeShape, RawEnvelope } from './envelope';

describe('isEnvelopeShape', () => {
  const meta = fc.record({ seq: fc.oneof(fc.integer(), fc.string()), at: fc.oneof(fc.double(), fc.constant(null)), tab: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: [] });
  const candidate = fc.oneof(
    fc.record({ type: fc.oneof(fc.string(), fc.integer()), v: fc.oneof(fc.integer(), fc.string()), data: fc.anything(), meta: fc.oneof(meta, fc.anything()) }, { requiredKeys: [] }),
    fc.anything(),
  );

  it('agrees with RawEnvelope.is on anything (the replay fast path checks the same shape)', () => {
    fc.assert(fc.property(candidate, (u) => isEnvelopeShape(u) === RawEnvelope.is(u)), { numRuns: 2_000 });
  });

  it('an envelope is one; one without data, meta or a string tab is not', () => {
    const envelope = { type: 'CartCleared', v: 1, data: {}, meta: { seq: 1, at: 0, tab: 't' } };
    expect(isEnvelopeShape(envelope)).toBe(true);
    const { data: _data, ...withoutData } = envelope;
    expect(isEnvelopeShape(withoutData)).toBe(false);
    expect(isEnvelopeShape({ ...envelope, meta: [] })).toBe(false);
    expect(isEnvelopeShape({ ...envelope, meta: { ...envelope.meta, tab: 1 } })).toBe(false);
  });
});

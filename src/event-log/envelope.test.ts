import fc from 'fast-check';
import { isEnvelopeShape, RawEnvelope } from './envelope';

describe('isEnvelopeShape', () => {
  const meta = fc.record(
    { seq: fc.oneof(fc.integer(), fc.double(), fc.constant(1e308), fc.string()), at: fc.oneof(fc.double(), fc.integer(), fc.constant(-1e20), fc.constant(null)), tab: fc.oneof(fc.string(), fc.integer()) },
    { requiredKeys: [] },
  );
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

  it('a seq is a whole number a later one can follow, a time one a Date can hold (issue 29)', () => {
    const envelope = { type: 'CartCleared', v: 1, data: {}, meta: { seq: 1, at: 0, tab: 't' } };
    for (const seq of [1e308, -1, 2.5, Number.MAX_SAFE_INTEGER + 1]) expect(RawEnvelope.is({ ...envelope, meta: { ...envelope.meta, seq } })).toBe(false);
    for (const at of [1e308, -1e20, 8.64e15 + 1]) expect(RawEnvelope.is({ ...envelope, meta: { ...envelope.meta, at } })).toBe(false);
    expect(RawEnvelope.is({ ...envelope, meta: { seq: Number.MAX_SAFE_INTEGER, at: -8.64e15, tab: 't' } })).toBe(true);
  });
});

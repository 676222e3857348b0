import fc from 'fast-check';
import { gapText, seqGaps } from './gaps';

const log = (seqs: number[], snapshot: number | null = null) => ({ snapshot: snapshot === null ? null : { seq: snapshot }, events: seqs.map((seq) => ({ meta: { seq } })) });

describe('gaps in a log’s seqs', () => {
  it('none in a whole log, from 1 or after the snapshot', () => {
    expect(seqGaps(log([1, 2, 3]))).toEqual([]);
    expect(seqGaps(log([31, 32], 30))).toEqual([]);
    expect(seqGaps(log([], 30))).toEqual([]);
  });

  it('a deleted entry, several, the first, and the first after the snapshot', () => {
    expect(seqGaps(log([1, 2, 3, 5]))).toEqual([{ from: 4, to: 4 }]);
    expect(seqGaps(log([1, 5, 6, 9]))).toEqual([{ from: 2, to: 4 }, { from: 7, to: 8 }]);
    expect(seqGaps(log([2, 3]))).toEqual([{ from: 1, to: 1 }]);
    expect(seqGaps(log([32, 33], 30))).toEqual([{ from: 31, to: 31 }]);
    expect([{ from: 21, to: 21 }, { from: 2, to: 4 }].map(gapText)).toEqual(['seq 21', 'seqs 2–4']);
  });

  it('events kept from before the snapshot (parts that lag) are no gap', () => {
    expect(seqGaps(log([12, 17, 31, 32], 30))).toEqual([]);
  });

  it('property: deleting entries from a whole log finds exactly the seqs deleted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), (n, keep) => {
        const all = Array.from({ length: n }, (_, i) => i + 1);
        const kept = all.filter((seq, i) => keep[i] || seq === n);
        const missing = seqGaps(log(kept)).flatMap((g) => Array.from({ length: g.to - g.from + 1 }, (_, i) => g.from + i));
        expect(missing).toEqual(all.filter((seq) => !kept.includes(seq)));
      }),
    );
  });
});

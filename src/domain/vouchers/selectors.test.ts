import { cents } from '../../messages';
import { presetAmounts } from './selectors';

const range = (min: number, max: number) => ({ min: cents(min), max: cents(max) });

describe('a variable voucher’s preset amounts', () => {
  it('up to four common amounts inside the range', () => {
    expect(presetAmounts(range(1_000, 50_000))).toEqual([2_500, 5_000, 10_000, 15_000]);
    expect(presetAmounts(range(3_000, 20_000))).toEqual([5_000, 10_000, 15_000]);
  });

  it('a narrow range offers its least and its most', () => {
    expect(presetAmounts(range(500, 2_000))).toEqual([500, 2_000]);
    expect(presetAmounts(range(4_000, 6_000))).toEqual([4_000, 5_000, 6_000]);
  });

  it('never an amount outside the range', () => {
    for (const [min, max] of [[100, 100_000], [7_500, 8_000], [25_000, 25_000]] as const) {
      for (const c of presetAmounts(range(min, max))) {
        expect(c).toBeGreaterThanOrEqual(min);
        expect(c).toBeLessThanOrEqual(max);
      }
    }
  });
});

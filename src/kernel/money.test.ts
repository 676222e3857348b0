import fc from 'fast-check';
import { cents } from '../messages';
import { itemsTax, sumCents, taxIncluded } from './money';

describe('taxIncluded (001 §9: gross − gross / (1 + tax%), rounded to whole cents)', () => {
  it.each([
    // gross, percent, expected; exact value in the comment
    [1190, 19, 190], // 1190 − 1000
    [1000, 19, 160], // 159.66…
    [2500, 19, 399], // 399.159…
    [1, 19, 0], // 0.159…
    [107, 7, 7], // 107 − 100
    [1000, 7, 65], // 65.42…
    [2500, 7, 164], // 163.55…
    [3, 20, 1], // exactly 0.5 (3 / 1.2 = 2.5): rounds half up
    [1000, 0, 0],
    [0, 19, 0],
  ])('taxIncluded(%i, %d %%) = %i', (gross, pct, expected) => {
    expect(taxIncluded(cents(gross), pct)).toBe(expected);
  });

  it('is an integer between 0 and gross, within half a cent of the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 1000, noNaN: true })),
        (gross, pct) => {
          const tax = taxIncluded(cents(gross), pct);
          const exact = gross - gross / (1 + pct / 100);
          expect(Number.isSafeInteger(tax)).toBe(true);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(gross);
          // Floating point in the exact value itself grows with gross; allow its ulp.
          expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5 + Number.EPSILON * gross * 4);
        },
      ),
      { numRuns: 1000, seed: 42 },
    );
  });

  it('is 0 for a negative or non-numeric percentage', () => {
    expect(taxIncluded(cents(1000), -5)).toBe(0);
    expect(taxIncluded(cents(1000), Number.NaN)).toBe(0);
  });
});

describe('sumCents', () => {
  it('adds integer cents', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([100, 250, 5])).toBe(355);
  });
});

describe('itemsTax (001 §9: VAT per item, times the count)', () => {
  it('taxes one item and multiplies', () => {
    expect(itemsTax(cents(1500), 2, 19)).toBe(2 * 239);
    expect(taxIncluded(cents(3000), 19)).toBe(479);
    expect(itemsTax(cents(1500), 0, 19)).toBe(0);
  });

  it('is count times the one-item VAT (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1000), fc.constantFrom(0, 7, 19, 21, 25), (unit, n, pct) => {
        expect(itemsTax(cents(unit), n, pct)).toBe(n * taxIncluded(cents(unit), pct));
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});

import fc from 'fast-check';
import { clampCount } from './counts';
import { addCents, centsLeft, centsOr, mulCents, subCents, sumCents } from './money';
import { cents } from './brands';

describe('clampCount', () => {
  it.each([
    [2.7, 10, 2],
    [12, 10, 10],
    [-3, 10, 0],
    [Number.NaN, 10, 0],
    [Infinity, 10, 0],
    [5, 0, 0],
    [5, -1, 0],
    [5, Number.NaN, 0],
    [5, 4.5, 4],
  ])('clampCount(%d, %d) = %i', (n, max, expected) => {
    expect(clampCount(n, max)).toBe(expected);
  });

  it('is never −0, which Object.is (React, toEqual) tells from 0: a typed "-0" or a cap of −0 is the count 0', () => {
    expect(clampCount(-0)).toBe(0);
    expect(clampCount(3, -0)).toBe(0);
  });

  it('is always a whole number between 0 and max', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 1000 }), (n, max) => {
        const c = clampCount(n, max);
        expect(Number.isSafeInteger(c) && c >= 0 && c <= max).toBe(true);
      }),
      { seed: 7 },
    );
  });
});

describe('checked cent arithmetic', () => {
  it('adds, subtracts and multiplies whole cents', () => {
    expect([addCents(cents(150), cents(50)), subCents(cents(150), cents(50)), mulCents(cents(250), 3), sumCents([1, 2, 3])]).toEqual([200, 100, 750, 6]);
  });

  it('refuses what is not whole cents ≥ 0 instead of branding it', () => {
    expect(() => subCents(cents(50), cents(150))).toThrow(RangeError);
    expect(() => mulCents(cents(100), 0.5 + 0.005)).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('centsLeft stops at 0; centsOr keeps only whole cents ≥ 0', () => {
    expect([centsLeft(cents(100), cents(250)), centsLeft(cents(250), cents(100))]).toEqual([0, 150]);
    expect([centsOr(499, cents(0)), centsOr(4.5, cents(7)), centsOr('499', cents(7)), centsOr(-1, cents(7)), centsOr(0, cents(7))]).toEqual([499, 7, 7, 7, 0]);
  });
});

import fc from 'fast-check';
import { shareDiscount } from './discounts';

describe('voucher codes’ discount on the items', () => {
  it('shares the cents in proportion, the remainder by the largest, a unit a cent more where it does not divide', () => {
    expect(shareDiscount([{ cents: 1250, quantity: 2 }, { cents: 500, quantity: 1 }], 1000)).toEqual([
      { cents: 1250, quantity: 1, off: 417 },
      { cents: 1250, quantity: 1, off: 416 },
      { cents: 500, quantity: 1, off: 167 },
    ]);
    expect(shareDiscount([{ cents: 1200, quantity: 3 }], 300)).toEqual([{ cents: 1200, quantity: 3, off: 100 }]);
  });

  it('nothing taken, nothing off; more than the items (the rest paid shipping) takes them to zero', () => {
    expect(shareDiscount([{ cents: 700, quantity: 2 }], 0)).toEqual([{ cents: 700, quantity: 2, off: 0 }]);
    expect(shareDiscount([{ cents: 700, quantity: 2 }], 2000)).toEqual([{ cents: 700, quantity: 2, off: 700 }]);
    expect(shareDiscount([], 500)).toEqual([]);
  });

  it('any basket: the discounts add up to what the codes took (at most the items’ total), no unit below zero, every unit kept', () => {
    const items = fc.array(fc.record({ cents: fc.integer({ min: 0, max: 50_000 }), quantity: fc.integer({ min: 1, max: 40 }) }), { maxLength: 8 });
    fc.assert(
      fc.property(items, fc.integer({ min: 0, max: 500_000 }), (basket, taken) => {
        const total = basket.reduce((n, p) => n + p.cents * p.quantity, 0);
        const shared = shareDiscount(basket, taken);
        expect(shared.reduce((n, p) => n + p.off * p.quantity, 0)).toBe(Math.min(taken, total));
        expect(shared.reduce((n, p) => n + p.quantity, 0)).toBe(basket.reduce((n, p) => n + p.quantity, 0));
        for (const p of shared) expect(p.off >= 0 && p.off <= p.cents && Number.isInteger(p.off)).toBe(true);
      }),
    );
  });
});

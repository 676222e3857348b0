import fc from 'fast-check';
import { cents, type CartLine } from '../../messages';
import { initialCart, type CartState } from './read-model';
import { basketCount, cartTotals, findLine, hasMerchandise, lineTax } from './selectors';
import {
  annualPassLine,
  count,
  dayTicketLine,
  guidedTourLine,
  merchandiseLine,
  oneOfEach,
  ticketLine,
  voucherCodeLine,
  voucherLine,
} from '../../../test/helpers/lines';
import { runs } from '../../../test/helpers/runs';

const cart = (lines: CartLine[], shippingCosts: number | null = null): CartState => ({
  ...initialCart,
  lines,
  shippingCosts: shippingCosts === null ? null : cents(shippingCosts),
});

describe('basketCount', () => {
  it('is the number of lines, not of items', () => {
    expect(basketCount(initialCart)).toBe(0);
    expect(basketCount(cart([merchandiseLine({ count: count(5) }), ticketLine({ totalCount: count(4) })]))).toBe(2);
    expect(basketCount(cart(oneOfEach()))).toBe(7);
  });
});

describe('cartTotals: voucher allocation (000 §4)', () => {
  it('without vouchers the total is subtotal + shipping', () => {
    const totals = cartTotals(cart([merchandiseLine({ price: cents(1500), count: count(2) }), ticketLine({ price: cents(1000), totalCount: count(1) })], 495));
    expect(totals).toMatchObject({ subtotal: 4000, shipping: 495, total: 4495, vouchers: [] });
  });

  it('two vouchers: the first is used up, the second covers the rest and keeps a remainder', () => {
    const goods = merchandiseLine({ price: cents(3000), count: count(1) });
    const a = voucherCodeLine({ barcode: 'A', available: cents(2000) });
    const b = voucherCodeLine({ barcode: 'B', available: cents(5000) });
    const totals = cartTotals(cart([goods, a, b], 500));
    expect(totals.subtotal).toBe(3000);
    expect(totals.shipping).toBe(500);
    expect(totals.vouchers).toEqual([
      { lineId: a.lineId, barcode: 'A', available: 2000, used: 2000, remaining: 0, discount: -2000 },
      { lineId: b.lineId, barcode: 'B', available: 5000, used: 1500, remaining: 3500, discount: -1500 },
    ]);
    expect(totals.total).toBe(0);
  });

  it('one voucher worth more than the whole total: total 0, the voucher keeps the difference, a later one is untouched', () => {
    const goods = merchandiseLine({ price: cents(1200), count: count(1) });
    const big = voucherCodeLine({ barcode: 'BIG', available: cents(10_000) });
    const later = voucherCodeLine({ barcode: 'LATER', available: cents(700) });
    const totals = cartTotals(cart([big, goods, later], 300));
    expect(totals.total).toBe(0);
    expect(totals.vouchers).toEqual([
      { lineId: big.lineId, barcode: 'BIG', available: 10_000, used: 1500, remaining: 8500, discount: -1500 },
      { lineId: later.lineId, barcode: 'LATER', available: 700, used: 0, remaining: 700, discount: 0 },
    ]);
    expect(Object.is(totals.vouchers[1]!.discount, -0)).toBe(false);
  });

  it('voucher codes are not part of the subtotal and carry no tax', () => {
    const code = voucherCodeLine({ available: cents(500) });
    const totals = cartTotals(cart([code]));
    expect(totals).toMatchObject({ subtotal: 0, total: 0, tax: 0 });
    expect(totals.vouchers[0]).toMatchObject({ used: 0, remaining: 500, discount: 0 });
  });

  const goodsLine = fc
    .record({
      kind: fc.constantFrom('merchandise', 'annualPass', 'voucher', 'ticket', 'guidedTour', 'dayTicket'),
      price: fc.integer({ min: 0, max: 1_000_000_00 }),
      n: fc.integer({ min: 1, max: 50 }),
      vat: fc.constantFrom(0, 7, 10, 19, 20, 25.5),
    })
    .map(({ kind, price, n, vat }): CartLine => {
      const p = cents(price);
      switch (kind) {
        case 'merchandise':
          return merchandiseLine({ price: p, count: count(n), vat_value: vat });
        case 'annualPass':
          return annualPassLine({ price: p, count: count(n), vat_value: vat });
        case 'voucher':
          return voucherLine({ price: p, count: count(n), vat_value: vat });
        case 'ticket':
          return ticketLine({ price: p, totalPrice: cents(price * n), totalCount: count(n), tax: vat });
        case 'guidedTour':
          return guidedTourLine({ price: p, totalPrice: cents(price * n), totalCount: count(n), vat_value: vat });
        default:
          return dayTicketLine({
            price: p,
            totalPrice: cents(price * n),
            dayTickets: [{ id: 1, name: 'Adult', price: p, count: count(n), tax: vat }],
          });
      }
    });
  const codeLine = fc
    .record({ available: fc.integer({ min: 0, max: 1_000_000_00 }), barcode: fc.string({ minLength: 1, maxLength: 8 }) })
    .map(({ available, barcode }) => voucherCodeLine({ available: cents(available), barcode }));
  const anyCart = fc
    .record({
      lines: fc.array(fc.oneof(goodsLine, codeLine), { maxLength: 20 }),
      shipping: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    })
    .map(({ lines, shipping }) => cart(lines, shipping));

  const isCents = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

  const CARTS = runs(1000, 100);
  it(`property: totals are cents, discounts sum to −min(subtotal + shipping, Σ available), remaining + used = available (${CARTS} runs)`, () => {
    fc.assert(
      fc.property(anyCart, (state) => {
        const totals = cartTotals(state);
        for (const n of [totals.subtotal, totals.shipping, totals.total, totals.tax]) expect(isCents(n)).toBe(true);
        for (const v of totals.vouchers) {
          expect(isCents(v.available) && isCents(v.used) && isCents(v.remaining)).toBe(true);
          expect(v.remaining + v.used).toBe(v.available);
          expect(v.discount).toBe(v.used === 0 ? 0 : 0 - v.used);
        }
        const codes = state.lines.filter((l) => l.type === 'voucherCode');
        expect(totals.vouchers.map((v) => v.lineId)).toEqual(codes.map((l) => l.lineId));
        const available = totals.vouchers.reduce((s, v) => s + v.available, 0);
        const discounts = totals.vouchers.reduce((s, v) => s + v.discount, 0);
        const due = totals.subtotal + totals.shipping;
        // `+ 0`: a discount of nothing is 0, never -0.
        expect(discounts + 0).toBe(-Math.min(due, available) + 0);
        expect(totals.total).toBe(due + discounts);
        expect(totals.tax).toBeLessThanOrEqual(totals.subtotal);
      }),
      { numRuns: CARTS, seed: 42 },
    );
  });
});

describe('lineTax', () => {
  it('uses tax for tickets, vat_value for the others, per entry for day tickets, none for voucher codes', () => {
    expect(lineTax(ticketLine({ price: cents(1070), totalCount: count(1), tax: 7 }))).toBe(70);
    expect(lineTax(merchandiseLine({ price: cents(1190), count: count(1), vat_value: 19 }))).toBe(190);
    expect(lineTax(guidedTourLine({ totalPrice: cents(11900), vat_value: 19 }))).toBe(1900);
    expect(
      lineTax(
        dayTicketLine({
          dayTickets: [
            { id: 1, name: 'Adult', price: cents(1070), count: count(2), tax: 7 },
            { id: 2, name: 'Child', price: cents(1190), count: count(1), tax: 19 },
          ],
        }),
      ),
    ).toBe(140 + 190);
    expect(lineTax(voucherCodeLine())).toBe(0);
  });
});

describe('lineTax per item (001 §9)', () => {
  it('taxes each item and multiplies: 2 × poster 15,00 € at 19 % is 2 × 2,39 € = 4,78 € (the line would give 4,79 €)', () => {
    expect(lineTax(merchandiseLine({ price: cents(1500), count: count(2), vat_value: 19 }))).toBe(478);
    expect(lineTax(ticketLine({ price: cents(1500), totalCount: count(2), count: count(2), tax: 19 }))).toBe(478);
    expect(
      lineTax(dayTicketLine({ dayTickets: [{ id: 1, name: 'Adult', price: cents(1500), count: count(2), tax: 19 }] })),
    ).toBe(478);
  });

  it('taxes the sub-tickets of a family ticket per item, with its own price only when it has one', () => {
    const subtickets = [
      { id: 11, name: 'Adult', price: cents(1500), count: count(2) },
      { id: 12, name: 'Child', price: cents(500), count: count(1) },
    ];
    // Priced by the sub-tickets alone: 2 × 2,39 + 0,80.
    expect(lineTax(ticketLine({ price: cents(3500), totalCount: count(1), tax: 19, subtickets }))).toBe(478 + 80);
    // A price of its own on top: + 1 × 1,60 (10,00 € at 19 %).
    expect(lineTax(ticketLine({ price: cents(1000), totalPrice: cents(4500), totalCount: count(1), tax: 19, subtickets }))).toBe(160 + 478 + 80);
  });

  it('the basket total VAT adds the lines up', () => {
    const lines = [merchandiseLine({ price: cents(1500), count: count(2), vat_value: 19 }), merchandiseLine({ price: cents(1000), count: count(3), vat_value: 7 })];
    expect(cartTotals(cart(lines)).tax).toBe(478 + 3 * 65);
  });
});

describe('hasMerchandise and findLine', () => {
  it('find merchandise and lines by id', () => {
    const m = merchandiseLine();
    const t = ticketLine();
    expect(hasMerchandise(cart([t]))).toBe(false);
    expect(hasMerchandise(cart([t, m]))).toBe(true);
    expect(findLine(cart([t, m]), m.lineId)).toBe(m);
    expect(findLine(cart([t, m]), 'missing')).toBeUndefined();
  });
});

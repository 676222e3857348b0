import fc from 'fast-check';
import { cents, type CartLine } from '../messages';
import { countChangeOf, ecommerceOf, exactItems } from './ga4';
import { count, dayTicketLine, guidedTourLine, merchandiseLine, ticketLine, voucherCodeLine } from '../../test/helpers/lines';

/** Σ price × quantity of the items, in cents (prices have two decimals, so × 100 is exact after rounding). */
const itemCents = (items: ReadonlyArray<{ price: number; quantity: number }>) => items.reduce((n, i) => n + Math.round(i.price * 100) * i.quantity, 0);

const price = fc.integer({ min: 0, max: 50_000 });
const qty = fc.integer({ min: 1, max: 30 });
const line: fc.Arbitrary<CartLine> = fc.oneof(
  fc.tuple(price, qty).map(([p, n]) => merchandiseLine({ price: cents(p), count: count(n), totalPrice: cents(p * n), totalCount: count(n) })),
  fc.tuple(price, qty).map(([p, n]) => ticketLine({ price: cents(p), totalCount: count(n), totalPrice: cents(p * n), subtickets: [{ id: 111, name: 'Adult', price: cents(p), count: count(n) }] })),
  fc.tuple(price, qty, price, qty).map(([a, na, c, nc]) =>
    dayTicketLine({
      totalPrice: cents(a * na + c * nc),
      totalCount: count(na + nc),
      dayTickets: [
        { id: 211, name: 'Adult', price: cents(a), count: count(na), tax: 7 },
        { id: 212, name: 'Child', price: cents(c), count: count(nc), tax: 7 },
      ],
    }),
  ),
  price.map((p) => guidedTourLine({ price: cents(p), totalPrice: cents(p) })),
  price.map((p) => voucherCodeLine({ available: cents(p) })),
);

describe('GA4 items are exact (issue 13)', () => {
  it('property: Σ price × quantity of the items is the value, to the cent, and the value is the product lines’ total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const ecommerce = ecommerceOf(lines);
        const products = lines.filter((l) => l.type !== 'voucherCode');
        expect(itemCents(ecommerce.items)).toBe(Math.round(ecommerce.value * 100));
        expect(Math.round(ecommerce.value * 100)).toBe(products.reduce((n, l) => n + l.totalPrice, 0));
      }),
    );
  });

  it('property: a count change’s items are exactly the difference of the line’s totals', () => {
    fc.assert(
      fc.property(price, qty, qty, (p, from, to) => {
        const before = merchandiseLine({ price: cents(p), count: count(from), totalPrice: cents(p * from), totalCount: count(from) });
        const after = { ...before, count: count(to), totalPrice: cents(p * to), totalCount: count(to) };
        const { added, removed } = countChangeOf(before, after);
        const delta = p * (to - from);
        expect(added ? itemCents(added.items) : 0).toBe(Math.max(0, delta));
        expect(removed ? itemCents(removed.items) : 0).toBe(Math.max(0, -delta));
      }),
    );
  });

  it('one item per price category: a day-ticket line’s categories each with their own id, price and the day as variant', () => {
    expect(exactItems([dayTicketLine()])).toEqual([
      { item_id: '211', item_name: 'Adult', item_category: 'dayTicket', price: 10, quantity: 2, item_variant: '2030-05-02' },
      { item_id: '212', item_name: 'Child', item_category: 'dayTicket', price: 8, quantity: 1, item_variant: '2030-05-02' },
    ]);
  });
});

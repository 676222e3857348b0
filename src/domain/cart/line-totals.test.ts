import { isRight } from 'fp-ts/Either';
import { CartLine, cents } from '../../messages';
import { reportErrors } from '../../api/report';
import { annualPassLine, count, dayTicketLine, guidedTourLine, merchandiseLine, ticketLine, voucherCodeLine, voucherLine } from '../../../test/helpers/lines';
import { legacyReadingOne, legacyReadingTwo } from '../../../test/helpers/legacy';
import { decodeLegacyCart } from './legacy';

const decodes = (line: unknown): boolean => isRight(CartLine.decode(line));

describe('CartLine: totals agree with the line’s own fields', () => {
  it('every line the shop builds decodes', () => {
    for (const line of [merchandiseLine({ count: count(3) }), annualPassLine(), voucherLine(), ticketLine(), dayTicketLine(), guidedTourLine(), voucherCodeLine()]) {
      expect(decodes(line)).toBe(true);
    }
  });

  it.each([
    ['merchandise: 5 × 39,00 € is not 0,01 €', { ...merchandiseLine({ price: cents(3900) }), count: 5, totalCount: 5, totalPrice: 1 }],
    ['merchandise: count and totalCount disagree', { ...merchandiseLine(), count: 2 }],
    ['annual pass: a total that is not price × count', { ...annualPassLine(), totalPrice: 1 }],
    ['voucher: a total that is not price × count', { ...voucherLine(), totalPrice: 999_999 }],
    ['ticket: a total that is not price × count', { ...ticketLine(), totalPrice: 1 }],
    ['ticket: a count that is not its totalCount', { ...ticketLine(), count: 7 }],
    ['day ticket: a total that is not the sum of its entries', { ...dayTicketLine(), totalPrice: 1 }],
    ['day ticket: a count that is not the sum of its entries', { ...dayTicketLine(), totalCount: 9 }],
    ['guided tour: a total other than its price', { ...guidedTourLine(), totalPrice: 1 }],
    ['guided tour: more than one booking on one line', { ...guidedTourLine(), totalCount: 2 }],
    ['voucher code: a price of its own', { ...voucherCodeLine(), totalPrice: 500 }],
    ['a product beyond safe integers', { ...merchandiseLine(), price: 2 ** 52, count: 4, totalCount: 4, totalPrice: 2 ** 54 }],
  ])('%s: refused', (_what, line) => {
    expect(decodes(line)).toBe(false);
  });

  it('the refusal reads as a contradiction of the totals', () => {
    const result = CartLine.decode({ ...merchandiseLine(), count: 5, totalCount: 5, totalPrice: 1 });
    expect(isRight(result)).toBe(false);
    if (isRight(result)) return;
    expect(reportErrors(result.left).join('\n')).toContain('CartLine (totals agreeing with its prices and counts)');
  });

  it('a ticket package: price plus the chosen sub-tickets', () => {
    const base = ticketLine();
    const sub = { id: 9, name: 'Audio guide', price: 300, count: 2 };
    expect(decodes({ ...base, count: 1, totalCount: 1, subtickets: [sub], totalPrice: base.price + 600 })).toBe(true);
    expect(decodes({ ...base, count: 1, totalCount: 1, subtickets: [sub], totalPrice: base.price + 300 })).toBe(false);
  });

  it('the previous front end’s baskets still import whole (their tickets are their sub-tickets)', () => {
    expect(decodeLegacyCart(JSON.stringify(legacyReadingOne)).dropped).toBe(0);
    expect(decodeLegacyCart(JSON.stringify(legacyReadingTwo)).dropped).toBe(0);
    expect(decodeLegacyCart(JSON.stringify([{ ...legacyReadingOne[2], totalPrice: 1 }])).dropped).toBe(1);
  });
});

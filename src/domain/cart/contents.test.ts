import { basketContents } from './contents';
import { basketCount } from './count';
import { initialCart } from './read-model';
import { annualPassLine, count, dayTicketLine, guidedTourLine, merchandiseLine, oneOfEach, ticketLine, voucherCodeLine, voucherLine } from '../../../test/helpers/lines';

describe('basketContents (issue 31.14)', () => {
  it('five tickets on two lines and a voucher code: the badge says 3, made of 5 tickets and 1 code', () => {
    const lines = [dayTicketLine({ totalCount: count(2) }), ticketLine({ totalCount: count(3) }), voucherCodeLine()];
    expect(basketContents(lines)).toEqual({
      lines: 3,
      kinds: [
        { kind: 'tickets', count: 5 },
        { kind: 'voucherCodes', count: 1 },
      ],
    });
    expect(basketContents(lines).lines).toBe(basketCount({ ...initialCart, lines }));
  });

  it('counts pieces per kind in a fixed order, whatever the lines\' order', () => {
    const lines = [voucherLine({ count: count(2) }), merchandiseLine({ count: count(4) }), guidedTourLine(), annualPassLine({ count: count(1) }), merchandiseLine({ count: count(1) })];
    expect(basketContents(lines).kinds).toEqual([
      { kind: 'guidedTours', count: 1 },
      { kind: 'products', count: 5 },
      { kind: 'annualPasses', count: 1 },
      { kind: 'vouchers', count: 2 },
    ]);
  });

  it('every line type belongs to a kind; an empty basket has none', () => {
    expect(basketContents(oneOfEach()).kinds.map((k) => k.kind)).toEqual(['tickets', 'guidedTours', 'products', 'annualPasses', 'vouchers', 'voucherCodes']);
    expect(basketContents([])).toEqual({ lines: 0, kinds: [] });
  });
});

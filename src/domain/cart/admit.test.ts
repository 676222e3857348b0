import { admitLine, admitLines } from './admit';
import { count, merchandiseLine, voucherCodeLine } from '../../../test/helpers/lines';
import { cents } from '../../messages';
import type { NewCartLine } from '../../messages';

const fresh = <L extends { lineId: string }>(line: L): Omit<L, 'lineId'> => {
  const { lineId: _ignored, ...rest } = line;
  return rest;
};

describe('admitLine: the one door into the basket', () => {
  it('a line becomes the CartLineAdded fact with its id', () => {
    const admitted = admitLine([], fresh(merchandiseLine({ lineId: 'x' })) as NewCartLine, 'l1');
    expect(admitted).toEqual({ ok: true, event: { type: 'CartLineAdded', data: { line: merchandiseLine({ lineId: 'l1' }) } } });
  });

  it('a voucher code already in the basket is refused, another code is not', () => {
    const basket = [voucherCodeLine({ lineId: 'v1', barcode: 'KAH-1' })];
    expect(admitLine(basket, fresh(voucherCodeLine({ barcode: 'KAH-1' })) as NewCartLine, 'v2')).toEqual({ ok: false, refusal: 'voucherCodeInBasket' });
    expect(admitLine(basket, fresh(voucherCodeLine({ barcode: 'KAH-2' })) as NewCartLine, 'v2').ok).toBe(true);
  });

  it('a line whose totals do not agree is not a line', () => {
    const wrong = { ...fresh(merchandiseLine({ price: cents(500), count: count(2), totalCount: count(2) })), totalPrice: cents(900) };
    expect(admitLine([], wrong as NewCartLine, 'l1')).toEqual({ ok: false, refusal: 'notALine' });
  });

  it('lines added together: all, or none when one is refused (two of one code among them too)', () => {
    const a = { line: fresh(voucherCodeLine({ barcode: 'KAH-1' })) as NewCartLine, lineId: 'a' };
    const b = { line: fresh(merchandiseLine()) as NewCartLine, lineId: 'b' };
    expect(admitLines([], [a, b])).toMatchObject({ ok: true, events: [{ data: { line: { lineId: 'a' } } }, { data: { line: { lineId: 'b' } } }] });
    expect(admitLines([], [a, b, { ...a, lineId: 'c' }])).toEqual({ ok: false, refusal: 'voucherCodeInBasket' });
  });
});

import { admitChange, admitLine, admitLines } from './admit';
import { count, dayTicketLine, merchandiseLine, ticketLine, voucherCodeLine } from '../../../test/helpers/lines';
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

describe('admitChange: the same door for a line changed in place', () => {
  const ticket = ticketLine({ lineId: 't1', subtickets: [], price: cents(1400), count: count(2), totalCount: count(2), totalPrice: cents(2800) });
  const basket = [merchandiseLine({ lineId: 'm1' }), ticket];

  it('a changed line of the basket becomes the CartLineChanged fact', () => {
    const changed = { ...ticket, count: count(3), totalCount: count(3), totalPrice: cents(4200) };
    expect(admitChange(basket, changed)).toEqual({ ok: true, event: { type: 'CartLineChanged', data: { line: changed } } });
  });

  it('a day-ticket line named by another of its day tickets is still that line', () => {
    const day = dayTicketLine({ lineId: 'd1' });
    const child = day.dayTickets[1];
    if (!child) throw new Error('fixture');
    const changed = { ...day, id: child.id, name: child.name, price: child.price, totalCount: count(1), totalPrice: child.price, dayTickets: [child] };
    expect(admitChange([day], changed).ok).toBe(true);
  });

  it('the changed line is judged beside the basket’s other lines: a voucher code is no duplicate of itself, but of another line’s code', () => {
    const codes = [voucherCodeLine({ lineId: 'v1', barcode: 'KAH-1' }), voucherCodeLine({ lineId: 'v2', barcode: 'KAH-2' })];
    const same = codes[0]!;
    expect(admitChange(codes, same)).toEqual({ ok: true, event: { type: 'CartLineChanged', data: { line: same } } });
    expect(admitChange(codes, { ...same, barcode: 'KAH-2' })).toEqual({ ok: false, refusal: 'voucherCodeInBasket' });
  });

  it('totals that do not agree are no line; a line the basket does not hold (gone meanwhile) or of another type is refused', () => {
    expect(admitChange(basket, { ...ticket, count: count(3), totalCount: count(3) })).toEqual({ ok: false, refusal: 'notALine' });
    expect(admitChange(basket, { ...ticket, lineId: 'gone' })).toEqual({ ok: false, refusal: 'notInBasket' });
    expect(admitChange(basket, merchandiseLine({ lineId: 't1' }))).toEqual({ ok: false, refusal: 'notInBasket' });
  });
});

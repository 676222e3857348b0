import { lastValueFrom } from 'rxjs';
import { cents } from '../../messages';
import { fakeApi, httpError, networkError, ok, wire } from '../../../test/helpers/fake-api';
import { count, dayTicketLine, guidedTourLine, isoDate, merchandiseLine, ticketLine, voucherCodeLine, voucherLine } from '../../../test/helpers/lines';
import { blocks, checkBasket, checkLine } from './basket-check';

/** 2030-05-01 09:00 in Berlin (07:00 UTC). */
const NOW = Date.UTC(2030, 4, 1, 7, 0);
type Replies = Parameters<typeof fakeApi>[0];
const check = (line: Parameters<typeof checkLine>[0], replies: Replies, now = NOW) => lastValueFrom(checkLine(line, { api: fakeApi(replies).api, now }));

const ticket = (max: number, price = 1200) => ({
  id: 11,
  name: 'Timed entry',
  mode: 1 as const,
  price: cents(price),
  vat_value: 7,
  family: 0 as const,
  subtickets: [{ id: 111, name: 'Adult', price: cents(price), vat_value: 7, min_quantity: 0, max_quantity: 10 }],
  schedule: [{ datetime: '2030-05-01 10:00:00', datetime_end: null, max_tickets: max }],
  group_id: null,
  group_name: null,
  print_separately: 0 as const,
  unique_barcode: 0 as const,
  scan_separately: 0 as const,
  book_with_cost: 0 as const,
  book_with_cost_warn: null,
  sequence_no: 1,
});

describe('basket check: one line against today (001 §4)', () => {
  const timed = () => ticketLine({ eventId: 101, subtickets: [], count: count(2), totalCount: count(2), price: cents(1200), totalPrice: cents(2400) });

  it('a timed ticket: places at its slot, museum time, its price', async () => {
    expect(await check(timed(), { ticketCollect: wire('ticketCollect', { tickets: [ticket(40)] }) })).toEqual([]);
    expect(await check(timed(), { ticketCollect: wire('ticketCollect', { tickets: [ticket(0)] }) })).toEqual([{ lineId: expect.any(String), kind: 'soldOut' }]);
    expect(await check(timed(), { ticketCollect: wire('ticketCollect', { tickets: [ticket(1)] }) })).toEqual([expect.objectContaining({ kind: 'fewerPlaces', left: 1 })]);
    expect(await check(timed(), { ticketCollect: wire('ticketCollect', { tickets: [ticket(2)] }) })).toEqual([]);
    expect(await check(timed(), { ticketCollect: wire('ticketCollect', { tickets: [ticket(40, 1300)] }) })).toEqual([expect.objectContaining({ kind: 'priceChanged', price: 2600 })]);
    // 10:01 in Berlin: the 10:00 slot has begun.
    expect(await check(timed(), {}, Date.UTC(2030, 4, 1, 8, 1))).toEqual([expect.objectContaining({ kind: 'expired' })]);
    expect(await check(timed(), { ticketCollect: httpError(404) })).toEqual([expect.objectContaining({ kind: 'notBookable' })]);
    expect(await check(timed(), { ticketCollect: networkError() })).toEqual([]);
  });

  it('day tickets: the day’s remaining places against all counts, closed days, prices', async () => {
    const line = dayTicketLine({ date: isoDate('2030-05-02') });
    const list = (adult: number) => wire('dayTicketList', { tickets: [{ id: 211, name: 'Adult', price: cents(adult), vat_value: 7, sequence_no: 1 }, { id: 212, name: 'Child', price: cents(800), vat_value: 7, sequence_no: 2 }] });
    expect(await check(line, { dayTicketCalendar: wire('dayTicketCalendar', { '2030-05-02': 100 }), dayTicketList: list(1000) })).toEqual([]);
    expect(await check(line, { dayTicketCalendar: wire('dayTicketCalendar', { '2030-05-02': 2 }), dayTicketList: list(1000) })).toEqual([expect.objectContaining({ kind: 'fewerPlaces', left: 2 })]);
    expect(await check(line, { dayTicketCalendar: wire('dayTicketCalendar', {}), dayTicketList: list(1000) })).toEqual([expect.objectContaining({ kind: 'unavailable' })]);
    expect(await check(line, { dayTicketCalendar: wire('dayTicketCalendar', { '2030-05-02': 100 }), dayTicketList: list(1100) })).toEqual([expect.objectContaining({ kind: 'priceChanged', price: 3000 })]);
    expect(await check(dayTicketLine({ date: isoDate('2030-04-30') }), {})).toEqual([expect.objectContaining({ kind: 'expired' })]);
  });

  it('a guided tour: its calendar slot', async () => {
    const line = guidedTourLine({ date: isoDate('2030-05-03'), time: '14:00', tickets: [{ id: 311, count: count(3), subtickets: [] }] });
    const slot = (tickets: number, soldout: 0 | 1 = 0) => wire('tourCalendar', { '2030-05-03': { '14:00': { tickets, timeslotId: 1, soldout } } });
    expect(await check(line, { tourCalendar: slot(10) })).toEqual([]);
    expect(await check(line, { tourCalendar: slot(2) })).toEqual([expect.objectContaining({ kind: 'fewerPlaces', left: 2 })]);
    expect(await check(line, { tourCalendar: slot(10, 1) })).toEqual([expect.objectContaining({ kind: 'soldOut' })]);
    expect(await check(line, { tourCalendar: wire('tourCalendar', {}) })).toEqual([expect.objectContaining({ kind: 'notBookable' })]);
  });

  it('articles: stock and price; vouchers: a fixed price; codes: the UTC+1 validity rules', async () => {
    const article = (stock: number, price = 2500) => wire('merchandiseSingle', { id: 501, name: 'Catalogue', price: cents(price), vat_value: 7, stock, product_kind_ref: 1, sequence_no: 1 });
    const two = merchandiseLine({ count: count(2) });
    expect(await check(two, { merchandiseSingle: article(5) })).toEqual([]);
    expect(await check(two, { merchandiseSingle: article(0) })).toEqual([expect.objectContaining({ kind: 'outOfStock' })]);
    expect(await check(two, { merchandiseSingle: article(1) })).toEqual([expect.objectContaining({ kind: 'fewerInStock', left: 1 })]);
    expect(await check(two, { merchandiseSingle: article(5, 2700) })).toEqual([expect.objectContaining({ kind: 'priceChanged', price: 5400 })]);
    const product = (price: number, variable: 0 | 1) => wire('voucherSingle', { id: 6001, name: 'V', price: cents(price), vat_value: 0, variable_amount: variable, groupId: 61, sequence_no: 1 });
    expect(await check(voucherLine({ price: cents(2500) }), { voucherSingle: product(3000, 0) })).toEqual([expect.objectContaining({ kind: 'priceChanged' })]);
    expect(await check(voucherLine({ price: cents(4550) }), { voucherSingle: product(2500, 1) })).toEqual([]);
    const code = (validTo: string) => wire('voucherCodeLookup', { amount: cents(5000), used_amount: cents(0), barcode: 'X', id: 1, name: 'V', valid_from: null, valid_to: validTo });
    expect(await check(voucherCodeLine(), { voucherCodeLookup: code('2030-12-31') })).toEqual([]);
    expect(await check(voucherCodeLine(), { voucherCodeLookup: code('2030-04-30') })).toEqual([expect.objectContaining({ kind: 'voucherInvalid', code: 'VOUCHER_NOW_IS_AFTER_VALID_TO' })]);
    expect(await check(voucherCodeLine(), { voucherCodeLookup: httpError(422, { error: 'VOUCHER_NOT_FOUND' }) })).toEqual([expect.objectContaining({ code: 'VOUCHER_NOT_FOUND' })]);
  });
});

describe('basket check: the whole basket', () => {
  it('problems in basket order; a changed price the payment could not apply to its line stops it too', async () => {
    const a = merchandiseLine({ lineId: 'a' });
    const b = merchandiseLine({ lineId: 'b', id: 502 });
    const api = fakeApi({
      merchandiseSingle: (params) =>
        ok({ id: 0, name: 'x', price: cents((params as { query: { article: number } }).query.article === 502 ? 9999 : 2500), vat_value: 7, stock: (params as { query: { article: number } }).query.article === 501 ? 0 : 9, product_kind_ref: 1, sequence_no: 1 }),
    });
    const problems = await lastValueFrom(checkBasket([a, b], { api: api.api, now: NOW }));
    expect(problems.map((p) => [p.lineId, p.kind])).toEqual([
      ['a', 'outOfStock'],
      ['b', 'priceChanged'],
    ]);
    expect(blocks(problems)).toBe(true);
    // The payment epic applies a new price where it can (epics.test.ts); one left here was not applied.
    expect(blocks(problems.filter((p) => p.kind === 'priceChanged'))).toBe(true);
    expect(await lastValueFrom(checkBasket([], { api: api.api, now: NOW }))).toEqual([]);
  });

  it('one lookup per distinct call, and the lines of one article are judged together: 3 + 1 of 3 in stock is one too many', async () => {
    const lines = [merchandiseLine({ lineId: 'a', id: 5102, count: count(3), totalCount: count(3), price: cents(2500), totalPrice: cents(7500) }), merchandiseLine({ lineId: 'b', id: 5102, price: cents(2500), totalPrice: cents(2500) })];
    const many = Array.from({ length: 48 }, (_, i) => merchandiseLine({ lineId: `p${i}`, id: 5101, price: cents(1500), totalPrice: cents(1500) }));
    const api = fakeApi({
      merchandiseSingle: (params) => {
        const article = (params as { query: { article: number } }).query.article;
        return ok({ id: article, name: 'x', price: cents(article === 5102 ? 2500 : 1500), vat_value: 19, stock: article === 5102 ? 3 : 60, product_kind_ref: 1, sequence_no: 1 });
      },
    });
    const problems = await lastValueFrom(checkBasket([...lines, ...many], { api: api.api, now: NOW }));
    expect(problems).toEqual([
      { lineId: 'a', kind: 'fewerInStock', left: 3 },
      { lineId: 'b', kind: 'fewerInStock', left: 3 },
    ]);
    expect(api.calls.map((c) => c.name)).toEqual(['merchandiseSingle', 'merchandiseSingle']);
  });
});

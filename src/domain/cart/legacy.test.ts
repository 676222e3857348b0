import { memoryStorage } from '../../bus/deps';
import { CartLine } from '../../messages';
import { decodeLegacyCart, importLegacyCart, LEGACY_CART_KEY } from './legacy';
import { legacyBadLines, legacyReadingOne, legacyReadingTwo } from '../../../test/helpers/legacy';

describe('legacy cart import', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads the first type reading (ticket, guidedTour, merchandise, dayTicket, voucherCode) and gives every line an id', () => {
    const { lines, dropped } = decodeLegacyCart(JSON.stringify(legacyReadingOne));
    expect(dropped).toBe(0);
    expect(lines.map((l) => l.type)).toEqual(['ticket', 'guidedTour', 'merchandise', 'dayTicket', 'voucherCode']);
    expect(lines.map((l) => l.lineId)).toEqual(['legacy-0', 'legacy-1', 'legacy-2', 'legacy-3', 'legacy-4']);
    for (const line of lines) expect(CartLine.is(line)).toBe(true);
    expect(lines[0]).toMatchObject({ mode: 1, datetime_end: null, print_separately: 0, bookWithCost: 0 });
    expect(lines[1]).toMatchObject({ tourId: 31, answers: {}, tickets: [], single_ticketing: 0 });
    // remaining + used (−discount) is what the code was worth
    expect(lines[4]).toMatchObject({ barcode: 'OLD-1', available: 1000 });
  });

  it('reads the second type reading (annualPass, voucher) and the lowercase dayticket alias', () => {
    const { lines, dropped } = decodeLegacyCart(JSON.stringify(legacyReadingTwo));
    expect(dropped).toBe(0);
    expect(lines.map((l) => l.type)).toEqual(['dayTicket', 'annualPass', 'voucher', 'voucherCode']);
    expect(lines[0]).toMatchObject({ date: '2030-06-01', dayTickets: [] });
    expect(lines[1]).toMatchObject({ count: 1, ownerRefs: [] });
  });

  it('does not carry undeclared fields (annual pass owners) into the imported lines', () => {
    const { lines } = decodeLegacyCart(JSON.stringify(legacyReadingTwo));
    expect(JSON.stringify(lines)).not.toMatch(/Marlene|Muster|Hauptstr|example\.org/);
    expect(lines[1]).not.toHaveProperty('owners');
  });

  it('a voucher code without remaining/discount is worth its price', () => {
    const { lines } = decodeLegacyCart(JSON.stringify(legacyReadingTwo));
    expect(lines[3]).toMatchObject({ barcode: 'OLD-2', available: 1500 });
  });

  it('a day-ticket line whose one entry is only id and count, and a tour whose tickets lack subtickets, are kept (issue 30)', () => {
    const day = { type: 'dayTicket', id: 7001, name: 'Tageskarte', price: 1200, totalPrice: 2400, totalCount: 2, date: '2030-06-01', dayTickets: [{ id: 7001, count: 2 }] };
    const tour = {
      type: 'guidedTour', id: 303, name: 'Gruppenführung', price: 9000, totalPrice: 9000, totalCount: 1, date: '2030-06-01', time: '10:00',
      tickets: [{ id: 3031, count: 4 }], tours: [{ id: 3901, count: 1 }], vat_value: 19,
    };
    const { lines, dropped } = decodeLegacyCart(JSON.stringify([day, tour]));
    expect(dropped).toBe(0);
    expect(lines[0]).toMatchObject({ type: 'dayTicket', dayTickets: [{ id: 7001, count: 2, price: 1200, tax: 0 }], totalPrice: 2400 });
    expect(lines[1]).toMatchObject({ type: 'guidedTour', tickets: [{ id: 3031, count: 4, subtickets: [] }] });
    // Several entries without their prices cannot be priced: dropped, and the visitor is told (notices).
    const several = { ...day, totalCount: 3, dayTickets: [{ id: 7001, count: 2 }, { id: 7002, count: 1 }] };
    expect(decodeLegacyCart(JSON.stringify([several]))).toEqual({ lines: [], dropped: 1 });
  });

  it('counts unreadable lines as dropped and keeps the rest', () => {
    const { lines, dropped } = decodeLegacyCart(JSON.stringify([...legacyReadingOne, ...legacyBadLines]));
    expect(lines).toHaveLength(legacyReadingOne.length);
    expect(dropped).toBe(legacyBadLines.length);
  });

  it.each([['{not json'], ['{"form": []}'], ['42']])('treats %s as one dropped basket', (text) => {
    expect(decodeLegacyCart(text)).toEqual({ lines: [], dropped: 1 });
  });

  it('importLegacyCart removes the key and returns one LegacyCartImported; nothing without a key', () => {
    const storage = memoryStorage({ [LEGACY_CART_KEY]: JSON.stringify([...legacyReadingOne, legacyBadLines[0]]) });
    const event = importLegacyCart(storage);
    expect(event).toMatchObject({ type: 'LegacyCartImported', data: { dropped: 1 } });
    expect(event?.type === 'LegacyCartImported' && event.data.lines).toHaveLength(legacyReadingOne.length);
    expect(storage.map.has(LEGACY_CART_KEY)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 line(s)'));
    expect(importLegacyCart(storage)).toBeNull();
  });

  it('importLegacyCart removes a non-JSON value too, so it cannot fail every later start', () => {
    const storage = memoryStorage({ [LEGACY_CART_KEY]: 'garbage' });
    expect(importLegacyCart(storage)).toEqual({ type: 'LegacyCartImported', data: { lines: [], dropped: 1 } });
    expect(storage.map.has(LEGACY_CART_KEY)).toBe(false);
  });

  it('importLegacyCart returns null when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(importLegacyCart(storage)).toBeNull();
  });
});

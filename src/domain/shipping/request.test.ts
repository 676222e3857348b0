import { customerCountry, knownCountry, needsShipping, shippingCartLines, shippingCents, startCountry } from './request';
import { annualPassLine, count, dayTicketLine, guidedTourLine, isoDate, merchandiseLine, ticketLine, voucherCodeLine, voucherLine } from '../../../test/helpers/lines';
import type { CustomerData } from '../../api/codecs/customer';
import { cents } from '../../messages';

const customer = (country: string, shipping: string | null = null): CustomerData => ({
  fname: 'A', lname: 'B', email: 'a@b.example', phone: null, company: { name: null }, salutation: null,
  addrBilling: { name: 'A B', street: 'S 1', zip: '1', city: 'C', country },
  addrShipping: shipping === null ? null : { name: 'A B', street: 'S 2', zip: '2', city: 'D', country: shipping },
});

describe('the shipping request body (000 §7, 001 §7)', () => {
  it('reduces every line to type, id and count or datetime; tours get date + time and count 1 unless single ticketing (then their tickets); day tickets split into dayticket lines; a voucher code is left out', () => {
    const lines = [
      ticketLine({ id: 1001, datetime: '2030-01-10 10:00:00' }),
      guidedTourLine({ id: 31, date: isoDate('2030-05-03'), time: '14:00', single_ticketing: 0, totalCount: count(4) }),
      guidedTourLine({
        id: 32,
        date: isoDate('2030-05-04'),
        time: '11:30',
        single_ticketing: 1,
        tickets: [
          { id: 321, count: count(2), subtickets: [] },
          { id: 322, count: count(1), subtickets: [] },
        ],
      }),
      dayTicketLine(),
      merchandiseLine({ id: 5001, count: count(2) }),
      annualPassLine({ id: 5201, count: count(1) }),
      voucherLine({ id: 6003, count: count(1) }),
      voucherCodeLine({ id: 8001 }),
    ];
    expect(shippingCartLines(lines)).toEqual([
      { type: 'ticket', id: 1001, datetime: '2030-01-10 10:00:00' },
      { type: 'guidedTour', id: 31, datetime: '2030-05-03 14:00', count: 1 },
      { type: 'guidedTour', id: 32, datetime: '2030-05-04 11:30', count: 3 },
      { type: 'dayticket', id: 211, count: 2 },
      { type: 'dayticket', id: 212, count: 1 },
      { type: 'merchandise', id: 5001, count: 2 },
      { type: 'annualPass', id: 5201, count: 1 },
      { type: 'voucher', id: 6003, count: 1 },
    ]);
  });

  it('single_ticketing as the API sends it (1 or true) counts the tour’s tickets; without it (0 or false) the tour is one booking, however many tickets', () => {
    const tickets = [
      { id: 321, count: count(2), subtickets: [] },
      { id: 322, count: count(1), subtickets: [] },
    ];
    const counts = ([1, true, 0, false] as const).map((single_ticketing) => shippingCartLines([guidedTourLine({ id: 32, single_ticketing, tickets })])[0]);
    expect(counts.map((line) => line && 'count' in line && line.count)).toEqual([3, 3, 1, 1]);
  });

  it('a string id goes as it is, never as null or NaN', () => {
    const body = shippingCartLines([voucherLine({ id: 'KH-2026-0500' }), merchandiseLine({ id: 5001 })]);
    expect(body).toEqual([
      { type: 'voucher', id: 'KH-2026-0500', count: 1 },
      { type: 'merchandise', id: 5001, count: 1 },
    ]);
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('only merchandise (and annual passes, which are merchandise articles) need shipping', () => {
    expect(needsShipping([ticketLine(), voucherLine(), dayTicketLine()])).toBe(false);
    expect(needsShipping([ticketLine(), merchandiseLine()])).toBe(true);
    expect(needsShipping([annualPassLine()])).toBe(true);
  });

  it('the country: logged-in customer, else the form, else the stored customer (000 §5)', () => {
    expect(knownCountry(true, customer('AT'), 'DE')).toBe('AT');
    expect(knownCountry(true, customer('AT', 'CH'), 'DE')).toBe('CH');
    expect(knownCountry(false, customer('AT'), 'DE')).toBe('DE');
    expect(knownCountry(false, customer('AT'), null)).toBe('AT');
    expect(knownCountry(true, null, 'NL')).toBe('NL');
    expect(knownCountry(false, null, null)).toBeNull();
    expect(customerCountry(null)).toBeNull();
  });

  it('the country the shipping form starts from: only for a parcel, nobody’s choice yet and a customer the server does not know (000 §4)', () => {
    const parcel = [merchandiseLine()];
    const guest = { token: null, customer: customer('AT') };
    expect(startCountry(parcel, null, guest, 'DE')).toBe('AT');
    expect(startCountry(parcel, null, { token: null, customer: null }, 'DE')).toBe('DE');
    expect(startCountry(parcel, 'NL', guest, 'DE')).toBeNull();
    expect(startCountry(parcel, null, { ...guest, token: 't' }, 'DE')).toBeNull();
    expect(startCountry([ticketLine()], null, guest, 'DE')).toBeNull();
  });

  it('a non-numeric shipping value counts as 0', () => {
    expect(shippingCents(cents(495))).toBe(495);
    expect(shippingCents('990')).toBe(990);
    expect(shippingCents(' 450 ')).toBe(450);
    // Digits only: what Number() would also read ('1e3', '0x10') is no amount of cents.
    expect([shippingCents('1e3'), shippingCents('0x10')]).toEqual([0, 0]);
    expect(shippingCents('4,95 EUR')).toBe(0);
    expect(shippingCents(null)).toBe(0);
  });
});

import { shippingBasis, shippingCartLines } from './shipping-lines';
import { annualPassLine, count, dayTicketLine, guidedTourLine, isoDate, merchandiseLine, ticketLine, voucherCodeLine, voucherLine } from '../../../test/helpers/lines';

describe('the basket as the shipping call reads it (000 §7, 001 §7)', () => {
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

  it('the basis of an answer: the same lines and country give the same text, any other count or country another', () => {
    const basis = shippingBasis(shippingCartLines([merchandiseLine({ id: 5001, count: count(2) })]), 'DE');
    expect(shippingBasis(shippingCartLines([merchandiseLine({ id: 5001, count: count(2) })]), 'DE')).toBe(basis);
    expect(shippingBasis(shippingCartLines([merchandiseLine({ id: 5001, count: count(3) })]), 'DE')).not.toBe(basis);
    expect(shippingBasis(shippingCartLines([merchandiseLine({ id: 5001, count: count(2) })]), 'AT')).not.toBe(basis);
  });
});

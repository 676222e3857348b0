/**
 * Builders for valid cart lines (every price goes through `cents()`), shared by the reducer,
 * selector, epic, runtime and hook suites. Each builder takes overrides; `totalPrice` and
 * `totalCount` follow from price × count unless given.
 */
import {
  cents,
  IsoDate,
  type Cents,
  type Count,
  type LineOf,
  type NewCartLine,
  type CartLine,
} from '../../src/messages';

export function count(n: number): Count {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a count: ${n}`);
  return n as Count;
}

export function isoDate(s: string): IsoDate {
  if (!IsoDate.is(s)) throw new RangeError(`not a YYYY-MM-DD date: ${s}`);
  return s;
}

let serial = 0;
const nextLineId = (): string => `line-${++serial}`;

type Overrides<K extends CartLine['type']> = Partial<Omit<LineOf<K>, 'type'>>;

function priced(price: number, n: number): { price: Cents; totalPrice: Cents; totalCount: Count } {
  return { price: cents(price), totalPrice: cents(price * n), totalCount: count(n) };
}

export function merchandiseLine(o: Overrides<'merchandise'> = {}): LineOf<'merchandise'> {
  const n = o.count ?? 1;
  return {
    type: 'merchandise',
    lineId: nextLineId(),
    id: 501,
    name: 'Exhibition catalogue',
    ...priced(o.price ?? 2500, n),
    count: count(n),
    vat_value: 7,
    ...o,
  };
}

export function annualPassLine(o: Overrides<'annualPass'> = {}): LineOf<'annualPass'> {
  const n = o.count ?? 1;
  return {
    type: 'annualPass',
    lineId: nextLineId(),
    id: 13,
    name: 'Annual pass',
    ...priced(o.price ?? 6000, n),
    count: count(n),
    vat_value: 19,
    ownerRefs: [],
    ...o,
  };
}

export function voucherLine(o: Overrides<'voucher'> = {}): LineOf<'voucher'> {
  const n = o.count ?? 1;
  return {
    type: 'voucher',
    lineId: nextLineId(),
    id: 70,
    name: 'Gift voucher',
    ...priced(o.price ?? 5000, n),
    count: count(n),
    vat_value: 0,
    ...o,
  };
}

export function ticketLine(o: Overrides<'ticket'> = {}): LineOf<'ticket'> {
  const n = o.totalCount ?? 2;
  return {
    type: 'ticket',
    lineId: nextLineId(),
    id: 11,
    name: 'Timed entry',
    ...priced(o.price ?? 1200, n),
    datetime: '2030-05-01 10:00:00',
    datetime_end: null,
    mode: 1,
    tax: 7,
    subtickets: [{ id: 111, name: 'Adult', price: cents(o.price ?? 1200), count: count(n) }],
    print_separately: 0,
    bookWithCost: false,
    ...o,
  };
}

export function dayTicketLine(o: Overrides<'dayTicket'> = {}): LineOf<'dayTicket'> {
  return {
    type: 'dayTicket',
    lineId: nextLineId(),
    id: 21,
    name: 'Day ticket',
    price: cents(1000),
    totalPrice: cents(2800),
    totalCount: count(3),
    date: isoDate('2030-05-02'),
    dayTickets: [
      { id: 211, name: 'Adult', price: cents(1000), count: count(2), tax: 7 },
      { id: 212, name: 'Child', price: cents(800), count: count(1), tax: 7 },
    ],
    ...o,
  };
}

export function guidedTourLine(o: Overrides<'guidedTour'> = {}): LineOf<'guidedTour'> {
  return {
    type: 'guidedTour',
    lineId: nextLineId(),
    id: 31,
    name: 'Highlights tour',
    price: cents(9000),
    totalPrice: cents(9000),
    totalCount: count(1),
    tourId: 31,
    date: isoDate('2030-05-03'),
    time: '14:00',
    answers: {},
    tickets: [{ id: 311, count: count(1), subtickets: [] }],
    tours: [{ id: 31, count: count(1) }],
    vat_value: 19,
    single_ticketing: 0,
    ...o,
  };
}

export function voucherCodeLine(o: Overrides<'voucherCode'> = {}): LineOf<'voucherCode'> {
  const available = o.available ?? cents(1000);
  return {
    type: 'voucherCode',
    lineId: nextLineId(),
    id: 90,
    name: 'Voucher code',
    price: available,
    totalPrice: cents(0),
    totalCount: count(1),
    barcode: 'VC-0001',
    available,
    ...o,
  };
}

/** What a screen dispatches: the same line without its id (the epic assigns one). */
export function withoutId<L extends CartLine>(line: L): NewCartLine {
  const { lineId: _ignored, ...rest } = line;
  void _ignored;
  return rest as NewCartLine;
}

/** One valid line of every type, in the spec's order. */
export function oneOfEach(): CartLine[] {
  return [
    ticketLine(),
    dayTicketLine(),
    guidedTourLine(),
    merchandiseLine(),
    annualPassLine(),
    voucherLine(),
    voucherCodeLine(),
  ];
}

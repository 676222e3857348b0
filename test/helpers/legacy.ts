/**
 * Baskets as the previous front end stored them under sessionStorage `cart`: plain JSON
 * arrays of lines without our `lineId`, some optional fields missing. Two readings of the
 * type list exist in the spec; both are covered, plus the lowercase `dayticket` alias.
 */
export const legacyReadingOne = [
  {
    type: 'ticket',
    id: 11,
    name: 'Timed entry',
    price: 1200,
    totalPrice: 2400,
    totalCount: 2,
    datetime: '2030-05-01 10:00:00',
    subtickets: [{ id: 111, name: 'Adult', price: 1200, count: 2 }],
  },
  {
    type: 'guidedTour',
    id: 31,
    name: 'Highlights tour',
    price: 9000,
    totalPrice: 9000,
    totalCount: 1,
    date: '2030-05-03',
    time: '14:00',
  },
  { type: 'merchandise', id: 501, name: 'Catalogue', price: 2500, totalPrice: 5000, totalCount: 2, count: 2 },
  {
    type: 'dayTicket',
    id: 21,
    name: 'Day ticket',
    price: 1000,
    totalPrice: 1000,
    totalCount: 1,
    date: '2030-05-02',
    dayTickets: [{ id: 211, name: 'Adult', price: 1000, count: 1, tax: 7 }],
  },
  { type: 'voucherCode', id: 90, name: 'Voucher', price: 0, totalPrice: 0, totalCount: 1, barcode: 'OLD-1', remaining: 300, discount: -700 },
] as const;

export const legacyReadingTwo = [
  { type: 'dayticket', id: 22, name: 'Day ticket', price: 800, totalPrice: 800, totalCount: 1, datetime: '2030-06-01' },
  {
    type: 'annualPass',
    id: 13,
    name: 'Annual pass',
    price: 6000,
    totalPrice: 6000,
    totalCount: 1,
    count: 1,
    // Personal data the old front end kept on the line: must not reach the log.
    owners: [{ firstName: 'Marlene', lastName: 'Muster', street: 'Hauptstr. 1', email: 'm@example.org' }],
  },
  { type: 'voucher', id: 70, name: 'Gift voucher', price: 5000, totalPrice: 5000, totalCount: 1, count: 1 },
  { type: 'voucherCode', id: 91, name: 'Voucher', price: 1500, totalPrice: 0, totalCount: 1, barcode: 'OLD-2' },
] as const;

/** Lines the import cannot read: they are counted as dropped. */
export const legacyBadLines = [
  { type: 'merchandise', id: 502, name: 'Poster', price: '12,00', totalPrice: 1200, totalCount: 1, count: 1 },
  { type: 'spaceship', id: 1, name: '?', price: 1, totalPrice: 1, totalCount: 1 },
  'not a line',
  null,
] as const;

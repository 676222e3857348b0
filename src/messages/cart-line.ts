import * as t from 'io-ts';
import { Cents, Count, IsoDate } from './primitives';

/**
 * Cart lines as the cart holds them. The spec has two readings of the type list (ticket,
 * guidedTour, merchandise, dayTicket, voucherCode and guidedTour, ticket, merchandise,
 * annualPass, voucher, voucherCode); the union carries all seven so both are supported.
 * `lineId` is ours: the product `id` alone does not identify a line (two time slots of one
 * ticket are two lines).
 */
export const ProductId = t.union([t.number, t.string]);
export type ProductId = t.TypeOf<typeof ProductId>;

/** 0/1 from the API, booleans in our own events: accept both, keep what came. */
export const Flag = t.union([t.boolean, t.literal(0), t.literal(1)]);
export type Flag = t.TypeOf<typeof Flag>;

const lineBase = {
  lineId: t.string,
  id: ProductId,
  price: Cents,
  totalPrice: Cents,
  totalCount: Count,
};

/**
 * `name`: catalogue text, which is reference data by id and language (domain/cart/names.ts,
 * issue 28). Lines made since carry none, so the log holds no language; lines of earlier logs
 * keep the name the visitor saw then, shown only while the name in the page's language is not
 * known.
 */
const Named = t.exact(t.partial({ name: t.string }));

export const SubticketCount = t.intersection([t.strict({ id: ProductId, price: Cents, count: Count }), Named]);

export const TicketLine = t.intersection(
  [
    t.strict({ type: t.literal('ticket'), ...lineBase,
      datetime: t.string,
      datetime_end: t.union([t.string, t.null]),
      mode: t.union([t.literal(1), t.literal(3), t.literal(5)]),
      tax: t.number,
      subtickets: t.array(SubticketCount),
      print_separately: Flag,
      bookWithCost: Flag,
    }),
    // venue: where the event is (the events list says), for the order's calendar file; ours, never sent.
    t.exact(t.partial({ eventId: ProductId, count: Count, venue: t.string, name: t.string })),
  ],
  'TicketLine',
);

export const DayTicketEntry = t.intersection([t.strict({ id: ProductId, price: Cents, count: Count, tax: t.number }), Named]);
export const DayTicketLine = t.intersection(
  [t.strict({ type: t.literal('dayTicket'), ...lineBase, date: IsoDate, dayTickets: t.array(DayTicketEntry) }), Named],
  'DayTicketLine',
);

export const TourAnswer = t.strict({
  qId: ProductId,
  type: t.keyof({ radio: null, select: null, checkbox: null, text: null, textarea: null, number: null }),
  value: t.union([t.string, t.number, t.array(ProductId), t.null]),
});
export const TourTicketCount = t.strict({
  id: ProductId,
  count: Count,
  subtickets: t.array(t.strict({ id: ProductId, count: Count })),
});
export const GuidedTourLine = t.intersection(
  [
    t.strict({ type: t.literal('guidedTour'), ...lineBase,
      tourId: ProductId,
      date: IsoDate,
      time: t.string,
      answers: t.record(t.string, TourAnswer),
      tickets: t.array(TourTicketCount),
      tours: t.array(t.strict({ id: ProductId, count: Count })),
      vat_value: t.number,
      single_ticketing: Flag,
    }),
    // venue: where the tour starts (the tours list says), for the calendar file; ours, never sent.
    // includedVat: the parts' per-item VAT where vat_value (one rate) on the total misstates it
    // (mixed rates, rounding per item: domain/tours/pricing.ts); ours, never sent.
    t.exact(t.partial({ timeslotId: ProductId, venue: t.string, name: t.string, includedVat: Cents })),
  ],
  'GuidedTourLine',
);

export const MerchandiseLine = t.intersection(
  [t.strict({ type: t.literal('merchandise'), ...lineBase, count: Count, vat_value: t.number }), Named],
  'MerchandiseLine',
);

/** Owners' names and addresses are personal data: the line keeps opaque references only. */
export const AnnualPassLine = t.intersection(
  [t.strict({ type: t.literal('annualPass'), ...lineBase, count: Count, vat_value: t.number, ownerRefs: t.array(t.string) }), Named],
  'AnnualPassLine',
);

export const VoucherLine = t.intersection(
  [
    t.strict({ type: t.literal('voucher'), ...lineBase, count: Count, vat_value: t.number }),
    t.exact(t.partial({ variable_amount: Flag, name: t.string })),
  ],
  'VoucherLine',
);

/** `available` is amount − used_amount at lookup time; remaining and discount are derived. */
export const VoucherCodeLine = t.intersection(
  [
    t.strict({ type: t.literal('voucherCode'), ...lineBase, barcode: t.string, available: Cents }),
    t.exact(t.partial({ validTo: t.string, name: t.string })),
  ],
  'VoucherCodeLine',
);

const AnyCartLine = t.union([TicketLine, DayTicketLine, GuidedTourLine, MerchandiseLine, AnnualPassLine, VoucherLine, VoucherCodeLine]);

/**
 * A line's totals follow from its own fields; a stored line whose totals contradict them (an
 * edited log: `count: 5, totalPrice: 1`) is not believed but refused like any undecodable
 * entry. Tickets come in two shapes: ours (price × count, plus the chosen sub-tickets of a
 * package) and the previous front end's (the sub-tickets are the ticket).
 */
export function totalsAgree(line: t.TypeOf<typeof AnyCartLine>): boolean {
  const product = (price: number, n: number): number => price * n;
  const sum = (items: ReadonlyArray<{ price: number; count: number }>): number => items.reduce((s, i) => s + product(i.price, i.count), 0);
  const totalIs = (expected: number): boolean => Number.isSafeInteger(expected) && line.totalPrice === expected;
  switch (line.type) {
    case 'merchandise':
    case 'annualPass':
    case 'voucher':
      return line.totalCount === line.count && totalIs(product(line.price, line.count));
    case 'ticket': {
      const n = line.count ?? line.totalCount;
      const subs = sum(line.subtickets);
      return line.totalCount === n && (totalIs(product(line.price, n) + subs) || (line.subtickets.length > 0 && totalIs(subs)));
    }
    case 'dayTicket':
      return line.dayTickets.length === 0
        ? totalIs(product(line.price, line.totalCount))
        : line.totalCount === line.dayTickets.reduce((s, e) => s + e.count, 0) && totalIs(sum(line.dayTickets));
    case 'guidedTour':
      // The tour form prices the booking as a whole: one line, one price.
      return line.totalCount === 1 && totalIs(line.price);
    case 'voucherCode':
      // A code is worth `available`; it is a deduction at checkout, never a price of its own.
      return line.totalCount === 1 && line.totalPrice === 0;
  }
}

export const CartLine = t.refinement(AnyCartLine, totalsAgree, 'CartLine (totals agreeing with its prices and counts)');
export type CartLine = t.TypeOf<typeof AnyCartLine>;
export type CartLineType = CartLine['type'];
export type LineOf<K extends CartLineType> = Extract<CartLine, { type: K }>;

/** What a screen asks to add: the epic gives it its lineId. */
export type NewCartLine = CartLine extends infer L ? (L extends CartLine ? Omit<L, 'lineId'> : never) : never;

/** Lines whose quantity is a single count the visitor may change in the basket. */
export type CountedLine = LineOf<'merchandise' | 'annualPass' | 'voucher'>;
export function isCountedLine(line: CartLine): line is CountedLine {
  return line.type === 'merchandise' || line.type === 'annualPass' || line.type === 'voucher';
}

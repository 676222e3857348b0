import * as t from 'io-ts';
import { Cents, IsoDate, LocalDateTime } from './primitives';
import { Flag } from './cart-line';

/**
 * What the shop records about the museum's catalogue: our own shapes, holding what the read
 * models use, never the server's answer as it came. Every shape is exact: an epic
 * turns an answer into a fact with `factOf`, which drops every key the shape does not name (at
 * any depth), so a server change cannot change what is logged and replayed.
 */

/** The value as the exact `shape` names it: unknown keys dropped, at every depth (io-ts `exact` encode). */
export function factOf<C extends t.Any>(shape: C, value: t.TypeOf<C>): t.TypeOf<C> {
  return shape.encode(value) as t.TypeOf<C>;
}

export const CatalogueGroup = t.exact(t.type({ id: t.number, name: t.string }), 'CatalogueGroup');
export type CatalogueGroup = t.TypeOf<typeof CatalogueGroup>;

/** A voucher on offer (001 §3): a fixed price, or a variable amount within an optional range. */
export const VoucherOffer = t.intersection(
  [
    t.exact(
      t.type({
        id: t.number,
        name: t.string,
        /** For a variable-amount voucher: the suggested amount the visitor may change. */
        price: Cents,
        vat_value: t.number,
        variable_amount: t.union([t.literal(0), t.literal(1)]),
        groupId: t.union([t.number, t.null]),
        sequence_no: t.number,
      }),
    ),
    t.exact(t.partial({ description: t.string, min_amount: Cents, max_amount: Cents })),
  ],
  'VoucherOffer',
);
export type VoucherOffer = t.TypeOf<typeof VoucherOffer>;

/** An article of the museum shop or an annual pass (001 §3). */
export const ArticleOffer = t.intersection(
  [
    t.exact(
      t.type({
        id: t.number,
        name: t.string,
        price: Cents,
        vat_value: t.number,
        stock: t.number,
        product_kind_ref: t.union([t.number, t.null]),
        sequence_no: t.number,
      }),
    ),
    t.exact(t.partial({ custom_groups: t.array(CatalogueGroup), description: t.string, image: t.string })),
  ],
  'ArticleOffer',
);
export type ArticleOffer = t.TypeOf<typeof ArticleOffer>;

// ---- events and tickets ------------------------------------------------------------------------

/** An exhibition or event on the list (001 §3). */
export const EventOffer = t.intersection(
  [
    t.exact(
      t.type({
        id: t.number,
        name: t.string,
        venue: t.string,
        sequence_no: t.number,
        sorting_datetime: LocalDateTime,
        /** Null for permanent exhibitions. */
        end: t.union([LocalDateTime, t.null]),
      }),
    ),
    t.exact(t.partial({ custom_groups: t.array(CatalogueGroup) })),
  ],
  'EventOffer',
);
export type EventOffer = t.TypeOf<typeof EventOffer>;

/**
 * What an event's card says beyond the list (our summary, not an API answer): its next date
 * with places in the calendar window, the places left on it, and the lowest ticket price that
 * day. `next` null: no date with places in the window (sold out, or none yet).
 */
export const EventCard = t.exact(
  t.type({ eventId: t.number, next: t.union([IsoDate, t.null]), placesLeft: t.number, fromPrice: t.union([Cents, t.null]) }),
  'EventCard',
);
export type EventCard = t.TypeOf<typeof EventCard>;

export const SubticketOffer = t.exact(
  t.type({ id: t.number, name: t.string, price: Cents, vat_value: t.number, min_quantity: t.number, max_quantity: t.number }),
  'SubticketOffer',
);
export type SubticketOffer = t.TypeOf<typeof SubticketOffer>;

export const TicketSlot = t.exact(
  t.type({ datetime: LocalDateTime, datetime_end: t.union([LocalDateTime, t.null]), max_tickets: t.number }),
  'TicketSlot',
);
export type TicketSlot = t.TypeOf<typeof TicketSlot>;

/** A ticket type of an event on one day, with its timeslots (001 §3, §5). */
export const TicketOffer = t.exact(
  t.type({
    id: t.number,
    name: t.string,
    /** 1 = timed entry, 3 = valid until the event ends, 5 = fixed schedule. */
    mode: t.union([t.literal(1), t.literal(3), t.literal(5)]),
    price: Cents,
    vat_value: t.number,
    family: t.union([t.literal(0), t.literal(1)]),
    subtickets: t.array(SubticketOffer),
    schedule: t.array(TicketSlot),
    group_id: t.union([t.number, t.null]),
    group_name: t.union([t.string, t.null]),
    print_separately: Flag,
    unique_barcode: Flag,
    scan_separately: Flag,
    book_with_cost: Flag,
    book_with_cost_warn: t.union([Flag, t.string, t.null]),
    sequence_no: t.number,
  }),
  'TicketOffer',
);
export type TicketOffer = t.TypeOf<typeof TicketOffer>;

export const DayTicketOffer = t.exact(
  t.type({ id: t.number, name: t.string, price: Cents, vat_value: t.number, sequence_no: t.number }),
  'DayTicketOffer',
);
export type DayTicketOffer = t.TypeOf<typeof DayTicketOffer>;

/** date → places left; 0 = sold out, a missing date = not on sale that day. */
export const RemainingByDate = t.record(t.string, t.number, 'RemainingByDate');
export type RemainingByDate = t.TypeOf<typeof RemainingByDate>;


// ---- guided tours ------------------------------------------------------------------------------

/** A guided tour on the list (001 §3). */
export const TourListing = t.intersection(
  [
    t.exact(t.type({ id: t.number, name: t.string, museumId: t.number, venue: t.string, langIdentifier: t.string, langName: t.string })),
    t.exact(t.partial({ custom_groups: t.array(CatalogueGroup) })),
  ],
  'TourListing',
);
export type TourListing = t.TypeOf<typeof TourListing>;

const Flag01 = t.union([t.literal(0), t.literal(1)]);

/** One tour's booking rules and texts (001 §3, §5). */
export const TourInfo = t.intersection(
  [
    t.exact(
      t.type({
        id: t.number,
        name: t.string,
        eventName: t.string,
        max_participants: t.number,
        single_ticketing: Flag01,
        book_complete_tour: Flag01,
        booking_without_tickets: Flag01,
      }),
    ),
    t.exact(t.partial({ min_group_size: t.number, description: t.string })),
  ],
  'TourInfo',
);
export type TourInfo = t.TypeOf<typeof TourInfo>;

/** A tour price (a price-list entry): what one tour costs. */
export const TourPriceOffer = t.exact(t.type({ id: t.number, name: t.string, price: Cents, vat_value: t.number, sequence_no: t.number }), 'TourPriceOffer');
export type TourPriceOffer = t.TypeOf<typeof TourPriceOffer>;

export const TourTicketOffer = t.intersection(
  [
    t.exact(t.type({ id: t.number, name: t.string, price: Cents, vat_value: t.number, sequence_no: t.number })),
    t.exact(t.partial({ subtickets: t.array(t.exact(t.type({ id: t.number, name: t.string, price: Cents }))) })),
  ],
  'TourTicketOffer',
);
export type TourTicketOffer = t.TypeOf<typeof TourTicketOffer>;

/** A time's tours left; its price list, when present, overrides the tour's (001 §3). */
export const TourScheduleOffer = t.intersection(
  [t.exact(t.type({ tours: t.number })), t.exact(t.partial({ priceList: t.record(t.string, TourPriceOffer) }))],
  'TourScheduleOffer',
);
export type TourScheduleOffer = t.TypeOf<typeof TourScheduleOffer>;

/** A day's schedule: "HH:mm" → tours left and an optional price list. */
export const TourSchedule = t.record(t.string, TourScheduleOffer, 'TourSchedule');

export const TourQuestionKind = t.keyof({ radio: null, select: null, checkbox: null, text: null, textarea: null, number: null }, 'TourQuestionKind');
export type TourQuestionKind = t.TypeOf<typeof TourQuestionKind>;

export const TourQuestionOffer = t.intersection(
  [
    t.exact(t.type({ id: t.number, type: TourQuestionKind, label: t.string, mandatory: Flag })),
    t.exact(t.partial({ answers: t.array(t.exact(t.type({ id: t.number, label: t.string }))) })),
  ],
  'TourQuestionOffer',
);
export type TourQuestionOffer = t.TypeOf<typeof TourQuestionOffer>;

export const TourSlotOffer = t.exact(t.type({ tickets: t.number, timeslotId: t.number, soldout: Flag }), 'TourSlotOffer');
export type TourSlotOffer = t.TypeOf<typeof TourSlotOffer>;

/** date → "HH:mm" → places left, timeslot id, sold out. */
export const TourDays = t.record(t.string, t.record(t.string, TourSlotOffer), 'TourDays');
export type TourDays = t.TypeOf<typeof TourDays>;

/**
 * What a tour's card says beyond the list (our summary, not an API answer): its next date with
 * places in the calendar window, the places left that day (all its open times together), and
 * the lowest price of its tickets and tour prices. `next` null: every date in the window is
 * full; `fromPrice` null: the tour's prices could not be read.
 */
export const TourCard = t.exact(
  t.type({ tourId: t.number, next: t.union([IsoDate, t.null]), placesLeft: t.number, fromPrice: t.union([Cents, t.null]) }),
  'TourCard',
);
export type TourCard = t.TypeOf<typeof TourCard>;

/** First and last bookable date: the calendar's limits. */
export const LifetimeRange = t.exact(t.type({ first: IsoDate, last: IsoDate }), 'LifetimeRange');
export type LifetimeRange = t.TypeOf<typeof LifetimeRange>;

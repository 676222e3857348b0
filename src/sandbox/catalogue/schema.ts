import * as t from 'io-ts';

/**
 * The shape of fixtures/catalogue/*.json. Decoding the fixtures at start-up turns a typo in a
 * hand-written fixture into a readable error at boot instead of a wrong answer in a browser test.
 *
 * Dates are stored relative to the day the sandbox answers (`day` = offset in days from the
 * museum's today), so the catalogue never runs out of bookable dates.
 */

/** Text a museum translates: a plain string, or language → text. */
export const Text = t.union([t.string, t.record(t.string, t.string)], 'Text');
export type Text = t.TypeOf<typeof Text>;

const Time = t.refinement(t.string, (s) => /^\d{2}:\d{2}$/.test(s), 'Time');
const Flag01 = t.union([t.literal(0), t.literal(1)]);

const TimeWithSeconds = t.refinement(t.string, (s) => /^\d{2}:\d{2}(:\d{2})?$/.test(s), 'TimeWithSeconds');

export const RelDateTime = t.type({ day: t.number, time: TimeWithSeconds }, 'RelDateTime');
export type RelDateTime = t.TypeOf<typeof RelDateTime>;

/**
 * Capacity already taken before the sandbox starts, placed on the n-th day (1 = first day after
 * today) on which the schedule runs: counting schedule days, not calendar days, guarantees the
 * sold-out day never lands on a closing day and silently disappears.
 * Without `time` the whole day is meant; without `count`, everything is taken.
 */
export const PreBooked = t.intersection(
  [t.type({ nthDay: t.number }), t.partial({ time: Time, count: t.number })],
  'PreBooked',
);
export type PreBooked = t.TypeOf<typeof PreBooked>;

export const PriceEntry = t.type(
  { id: t.number, name: Text, price: t.number, vat_value: t.number, sequence_no: t.number },
  'PriceEntry',
);
export type PriceEntry = t.TypeOf<typeof PriceEntry>;

/** Extra per-slot settings; tours use them, event pools ignore them. */
const SlotExtras = { tours: t.number, priceList: t.array(PriceEntry) };

export const WeeklyRule = t.intersection(
  [t.type({ weekdays: t.array(t.number), times: t.array(Time) }), t.partial(SlotExtras)],
  'WeeklyRule',
);
export type WeeklyRule = t.TypeOf<typeof WeeklyRule>;

export const DatedSlot = t.intersection([t.type({ day: t.number, time: Time }), t.partial(SlotExtras)], 'DatedSlot');
export type DatedSlot = t.TypeOf<typeof DatedSlot>;

/** Slots run from `from` to `to` days relative to today, on weekly rules and/or fixed dates. */
export const Schedule = t.intersection(
  [
    t.type({ from: t.number, to: t.number }),
    t.partial({
      rules: t.array(WeeklyRule),
      dates: t.array(DatedSlot),
      durationMinutes: t.number,
      preBooked: t.array(PreBooked),
    }),
  ],
  'Schedule',
);
export type Schedule = t.TypeOf<typeof Schedule>;

const IdName = t.type({ id: t.number, name: Text });

// ---- shell ----------------------------------------------------------------------------

export const ConfigFixture = t.type({ config: t.UnknownRecord }, 'ConfigFixture');

export const ContentFixture = t.type(
  {
    meta: t.type({ title: Text, description: Text, keywords: Text, supportEmail: t.string }),
    staticContent: t.type({
      banners: t.record(t.string, t.array(t.type({ image: t.string, image_mobile: t.union([t.string, t.null]) }))),
      cookie_warning: Text,
      social_media: t.array(t.type({ name: t.string, link: t.string, sequence_no: t.number })),
    }),
    pages: t.record(t.string, t.type({ title: Text, html: Text })),
  },
  'ContentFixture',
);
export type ContentFixture = t.TypeOf<typeof ContentFixture>;

export const PaymentFixture = t.type(
  {
    types: t.array(
      t.intersection([
        t.type({ payartId: t.number, i18n: t.record(t.string, t.string) }),
        t.partial({ image: t.string, needsAccount: t.boolean }),
      ]),
    ),
    wallets: t.array(t.string),
    walletPayart: t.number,
    timeoutMinutes: t.number,
    provider: t.type({ name: t.string }),
  },
  'PaymentFixture',
);
export type PaymentFixture = t.TypeOf<typeof PaymentFixture>;

export const MessagesFixture = t.record(t.string, Text, 'MessagesFixture');
export type MessagesFixture = t.TypeOf<typeof MessagesFixture>;

export const VenuesFixture = t.record(t.string, t.type({ name: Text, museumId: t.number }), 'VenuesFixture');
export type VenuesFixture = t.TypeOf<typeof VenuesFixture>;

// ---- events, tickets, day tickets -------------------------------------------------------

export const Pool = t.intersection(
  [
    t.type({ id: t.string, kind: t.keyof({ slots: null, period: null }), capacity: t.number }),
    // `schedule` for slot pools; a period pool (mode 3) is one contingent for the whole run.
    t.partial({ schedule: Schedule, preBookedCount: t.number }),
  ],
  'Pool',
);
export type Pool = t.TypeOf<typeof Pool>;

export const Subticket = t.type(
  { id: t.number, name: Text, price: t.number, vat_value: t.number, min_quantity: t.number, max_quantity: t.number },
  'Subticket',
);
export type Subticket = t.TypeOf<typeof Subticket>;

export const EventTicket = t.type(
  {
    id: t.number,
    pool: t.string,
    name: Text,
    mode: t.union([t.literal(1), t.literal(3), t.literal(5)]),
    price: t.number,
    vat_value: t.number,
    family: Flag01,
    subtickets: t.array(Subticket),
    group_id: t.union([t.number, t.null]),
    group_name: t.union([Text, t.null]),
    print_separately: Flag01,
    unique_barcode: Flag01,
    scan_separately: Flag01,
    book_with_cost: Flag01,
    book_with_cost_warn: Flag01,
    sequence_no: t.number,
  },
  'EventTicket',
);
export type EventTicket = t.TypeOf<typeof EventTicket>;

export const Event = t.type(
  {
    id: t.number,
    name: Text,
    venue: t.string,
    custom_groups: t.array(t.number),
    sequence_no: t.number,
    start: RelDateTime,
    end: t.union([RelDateTime, t.null]),
    pools: t.array(Pool),
    tickets: t.array(EventTicket),
  },
  'Event',
);
export type Event = t.TypeOf<typeof Event>;

export const DayTicket = t.type(
  { id: t.number, name: Text, price: t.number, vat_value: t.number, sequence_no: t.number },
  'DayTicket',
);
export type DayTicket = t.TypeOf<typeof DayTicket>;

export const EventsFixture = t.type(
  {
    groups: t.array(IdName),
    events: t.array(Event),
    dayTickets: t.type({
      capacity: t.number,
      opening: Time,
      closing: Time,
      schedule: Schedule,
      tickets: t.array(DayTicket),
    }),
  },
  'EventsFixture',
);
export type EventsFixture = t.TypeOf<typeof EventsFixture>;

// ---- guided tours -----------------------------------------------------------------------

export const Question = t.intersection(
  [
    t.type({
      id: t.number,
      type: t.keyof({ radio: null, select: null, checkbox: null, text: null, textarea: null, number: null }),
      label: Text,
      mandatory: Flag01,
    }),
    t.partial({ answers: t.array(t.type({ id: t.number, label: Text })) }),
  ],
  'Question',
);
export type Question = t.TypeOf<typeof Question>;

export const TourTicket = t.intersection(
  [
    t.type({ id: t.number, name: Text, price: t.number, vat_value: t.number, sequence_no: t.number }),
    t.partial({ subtickets: t.array(t.type({ id: t.number, name: Text, price: t.number })) }),
  ],
  'TourTicket',
);
export type TourTicket = t.TypeOf<typeof TourTicket>;

export const Tour = t.intersection(
  [
    t.type({
      id: t.number,
      name: Text,
      eventName: Text,
      venue: t.string,
      lang: t.string,
      custom_groups: t.array(t.number),
      max_participants: t.number,
      single_ticketing: Flag01,
      book_complete_tour: Flag01,
      booking_without_tickets: Flag01,
      tickets: t.array(TourTicket),
      priceList: t.array(PriceEntry),
      schedule: Schedule,
      questions: t.array(t.number),
    }),
    t.partial({ min_group_size: t.number, description: Text }),
  ],
  'Tour',
);
export type Tour = t.TypeOf<typeof Tour>;

export const ToursFixture = t.type(
  {
    categories: t.array(IdName),
    languages: t.record(t.string, Text),
    questions: t.array(Question),
    tours: t.array(Tour),
  },
  'ToursFixture',
);
export type ToursFixture = t.TypeOf<typeof ToursFixture>;

// ---- merchandise, passes, vouchers --------------------------------------------------------

export const Article = t.intersection(
  [
    t.type({
      id: t.number,
      name: Text,
      price: t.number,
      vat_value: t.number,
      stock: t.number,
      custom_groups: t.array(t.number),
      product_kind_ref: t.union([t.number, t.null]),
      sequence_no: t.number,
    }),
    t.partial({
      description: Text,
      image: t.string,
      /** Upselling: shown as a suggestion when the cart holds these events or tours. */
      related: t.partial({ events: t.array(t.number), tours: t.array(t.number) }),
    }),
  ],
  'Article',
);
export type Article = t.TypeOf<typeof Article>;

export const MerchandiseFixture = t.type(
  {
    categories: t.array(t.intersection([IdName, t.type({ product_kind: t.union([t.number, t.null]) })])),
    articles: t.array(Article),
  },
  'MerchandiseFixture',
);
export type MerchandiseFixture = t.TypeOf<typeof MerchandiseFixture>;

export const VoucherProduct = t.intersection(
  [
    t.type({
      id: t.number,
      name: Text,
      price: t.number,
      vat_value: t.number,
      variable_amount: Flag01,
      groupId: t.number,
      sequence_no: t.number,
    }),
    t.partial({ description: Text, minAmount: t.number, maxAmount: t.number }),
  ],
  'VoucherProduct',
);
export type VoucherProduct = t.TypeOf<typeof VoucherProduct>;

export const VoucherCodeFixture = t.type(
  {
    id: t.number,
    barcode: t.string,
    productId: t.number,
    amount: t.number,
    used_amount: t.number,
    valid_from: t.union([RelDateTime, t.null]),
    valid_to: t.union([RelDateTime, t.null]),
  },
  'VoucherCode',
);
export type VoucherCodeFixture = t.TypeOf<typeof VoucherCodeFixture>;

export const VouchersFixture = t.type(
  {
    groups: t.array(IdName),
    products: t.array(VoucherProduct),
    codes: t.array(VoucherCodeFixture),
    /** How long a voucher bought in the sandbox stays valid. */
    issuedValidityDays: t.number,
  },
  'VouchersFixture',
);
export type VouchersFixture = t.TypeOf<typeof VouchersFixture>;

// ---- shipping, customers ------------------------------------------------------------------

export const ShippingFixture = t.type(
  {
    rates: t.record(t.string, t.intersection([t.type({ cost: t.number }), t.partial({ freeFrom: t.number })])),
  },
  'ShippingFixture',
);
export type ShippingFixture = t.TypeOf<typeof ShippingFixture>;

export const AddressFixture = t.type({ name: t.string, street: t.string, zip: t.string, city: t.string, country: t.string });

export const CustomerFixture = t.type(
  {
    id: t.number,
    email: t.string,
    /** MD5 of the password, as the login call sends it (`_p`). */
    passwordMd5: t.string,
    salutation: t.string,
    fname: t.string,
    lname: t.string,
    phone: t.string,
    company: t.string,
    street: t.string,
    zip: t.string,
    city: t.string,
    country: t.string,
    send_invoice: Flag01,
    shipping: t.union([AddressFixture, t.null]),
  },
  'CustomerFixture',
);
export type CustomerFixture = t.TypeOf<typeof CustomerFixture>;

export const CustomersFixture = t.type(
  {
    form: t.type({
      countries: t.record(t.string, Text),
      salutations: t.record(t.string, Text),
      required_fields: t.array(t.string),
      visible_fields: t.array(t.string),
      passwordMinLength: t.number,
      zipPatterns: t.record(t.string, t.string),
    }),
    customers: t.array(CustomerFixture),
    resetTokenHours: t.number,
  },
  'CustomersFixture',
);
export type CustomersFixture = t.TypeOf<typeof CustomersFixture>;

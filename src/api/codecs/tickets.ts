import * as t from 'io-ts';
import { Cents } from '../../kernel/brands';
import { CustomGroup, Flag, Flag01, Id, LocalDateTime, NullableString, phpRecord, VatPercent } from './common';

export const EventEntry = t.intersection(
  [
    t.type({
      id: Id,
      name: t.string,
      venue: t.string,
      sequence_no: t.number,
      sorting_datetime: LocalDateTime,
      /** Null for permanent exhibitions. */
      end: t.union([LocalDateTime, t.null]),
    }),
    t.partial({ custom_groups: t.array(CustomGroup) }),
  ],
  'EventEntry',
);
export type EventEntry = t.TypeOf<typeof EventEntry>;

export const EventList = t.type({ events: t.array(EventEntry) }, 'EventList');
export type EventList = t.TypeOf<typeof EventList>;

/** 1 = timed entry, 3 = valid until the event ends, 5 = fixed schedule. */
export const TicketMode = t.union([t.literal(1), t.literal(3), t.literal(5)], 'TicketMode');
export type TicketMode = t.TypeOf<typeof TicketMode>;

export const EventSubticket = t.type(
  {
    id: Id,
    name: t.string,
    price: Cents,
    vat_value: VatPercent,
    min_quantity: t.number,
    max_quantity: t.number,
  },
  'EventSubticket',
);
export type EventSubticket = t.TypeOf<typeof EventSubticket>;

export const Timeslot = t.type(
  { datetime: LocalDateTime, datetime_end: t.union([LocalDateTime, t.null]), max_tickets: t.number },
  'Timeslot',
);
export type Timeslot = t.TypeOf<typeof Timeslot>;

export const EventTicket = t.type(
  {
    id: Id,
    name: t.string,
    mode: TicketMode,
    price: Cents,
    vat_value: VatPercent,
    family: Flag01,
    subtickets: t.array(EventSubticket),
    schedule: t.array(Timeslot),
    group_id: t.union([Id, t.null]),
    group_name: NullableString,
    print_separately: Flag,
    unique_barcode: Flag,
    scan_separately: Flag,
    book_with_cost: Flag,
    // The spec names the field without saying whether it is a switch or the warning text itself.
    book_with_cost_warn: t.union([Flag, t.string, t.null]),
    sequence_no: t.number,
  },
  'EventTicket',
);
export type EventTicket = t.TypeOf<typeof EventTicket>;

export const TicketCollect = t.type({ tickets: t.array(EventTicket) }, 'TicketCollect');
export type TicketCollect = t.TypeOf<typeof TicketCollect>;

/** date → tickets remaining; 0 = sold out, a missing date = not on sale that day. */
export const RemainingByDate = phpRecord(t.number, 'RemainingByDate');
export type RemainingByDate = t.TypeOf<typeof RemainingByDate>;

export const DayTicket = t.type(
  { id: Id, name: t.string, price: Cents, vat_value: VatPercent, sequence_no: t.number },
  'DayTicket',
);
export type DayTicket = t.TypeOf<typeof DayTicket>;

export const DayTicketList = t.type({ tickets: t.array(DayTicket) }, 'DayTicketList');
export type DayTicketList = t.TypeOf<typeof DayTicketList>;

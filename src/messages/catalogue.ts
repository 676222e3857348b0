import * as t from 'io-ts';
import { Cents, LocalDateTime } from './primitives';
import { Flag } from './cart-line';

/**
 * What the shop records about the museum's catalogue: our own shapes, holding what the read
 * models use, never the server's answer as it came (issue 14). Exact: a key the server adds is
 * dropped when an epic maps its answer (`toGroup`, `toVoucherOffer`), so it never reaches the
 * log, and a server change cannot change what is logged and replayed.
 */

export const CatalogueGroup = t.exact(t.type({ id: t.number, name: t.string }), 'CatalogueGroup');
export type CatalogueGroup = t.TypeOf<typeof CatalogueGroup>;

export const toGroup = (group: CatalogueGroup): CatalogueGroup => ({ id: group.id, name: group.name });

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

export function toVoucherOffer(v: VoucherOffer): VoucherOffer {
  return {
    id: v.id,
    name: v.name,
    price: v.price,
    vat_value: v.vat_value,
    variable_amount: v.variable_amount,
    groupId: v.groupId,
    sequence_no: v.sequence_no,
    ...(v.description !== undefined ? { description: v.description } : {}),
    ...(v.min_amount !== undefined ? { min_amount: v.min_amount } : {}),
    ...(v.max_amount !== undefined ? { max_amount: v.max_amount } : {}),
  };
}

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

export function toArticleOffer(a: ArticleOffer): ArticleOffer {
  return {
    id: a.id,
    name: a.name,
    price: a.price,
    vat_value: a.vat_value,
    stock: a.stock,
    product_kind_ref: a.product_kind_ref,
    sequence_no: a.sequence_no,
    ...(a.custom_groups !== undefined ? { custom_groups: a.custom_groups.map(toGroup) } : {}),
    ...(a.description !== undefined ? { description: a.description } : {}),
    ...(a.image !== undefined ? { image: a.image } : {}),
  };
}

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

export function toEventOffer(e: EventOffer): EventOffer {
  return {
    id: e.id,
    name: e.name,
    venue: e.venue,
    sequence_no: e.sequence_no,
    sorting_datetime: e.sorting_datetime,
    end: e.end,
    ...(e.custom_groups !== undefined ? { custom_groups: e.custom_groups.map(toGroup) } : {}),
  };
}

export function toTicketOffer(k: TicketOffer): TicketOffer {
  return {
    id: k.id,
    name: k.name,
    mode: k.mode,
    price: k.price,
    vat_value: k.vat_value,
    family: k.family,
    subtickets: k.subtickets.map((s) => ({
      id: s.id,
      name: s.name,
      price: s.price,
      vat_value: s.vat_value,
      min_quantity: s.min_quantity,
      max_quantity: s.max_quantity,
    })),
    schedule: k.schedule.map((s) => ({ datetime: s.datetime, datetime_end: s.datetime_end, max_tickets: s.max_tickets })),
    group_id: k.group_id,
    group_name: k.group_name,
    print_separately: k.print_separately,
    unique_barcode: k.unique_barcode,
    scan_separately: k.scan_separately,
    book_with_cost: k.book_with_cost,
    book_with_cost_warn: k.book_with_cost_warn,
    sequence_no: k.sequence_no,
  };
}

export const toDayTicketOffer = (d: DayTicketOffer): DayTicketOffer => ({
  id: d.id,
  name: d.name,
  price: d.price,
  vat_value: d.vat_value,
  sequence_no: d.sequence_no,
});

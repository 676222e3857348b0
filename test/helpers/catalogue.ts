/**
 * Builders for API data as the codecs decode it (events, tickets, articles, vouchers, codes),
 * for the tickets, merchandise, vouchers and shipping suites. Prices go through `cents()`.
 */
import type { Article } from '../../src/api/codecs/merchandise';
import type { EventEntry, EventSubticket, EventTicket, Timeslot } from '../../src/api/codecs/tickets';
import type { VoucherCode, VoucherProduct } from '../../src/api/codecs/vouchers';
import type { LocalDateTime } from '../../src/api/codecs/common';
import { cents } from '../../src/messages';

export const dt = (s: string): LocalDateTime => (s.length === 16 ? `${s}:00` : s) as LocalDateTime;

export function slot(datetime: string, max_tickets: number, end: string | null = null): Timeslot {
  return { datetime: dt(datetime), datetime_end: end === null ? null : dt(end), max_tickets };
}

export function subticket(o: Partial<EventSubticket> & { id: number }): EventSubticket {
  return { name: `Sub ${o.id}`, price: cents(0), vat_value: 7, min_quantity: 0, max_quantity: 4, ...o };
}

export function eventTicket(o: Partial<EventTicket> & { id: number }): EventTicket {
  return {
    name: `Ticket ${o.id}`,
    mode: 1,
    price: cents(1400),
    vat_value: 7,
    family: 0,
    subtickets: [],
    schedule: [],
    group_id: 1,
    group_name: 'Admission',
    print_separately: 0,
    unique_barcode: 1,
    scan_separately: 0,
    book_with_cost: 0,
    book_with_cost_warn: 0,
    sequence_no: o.id,
    ...o,
  };
}

/** The fixture's family ticket: adults 1–2, children 1–4, a booklet with min = max = 1. */
export function familyTicket(schedule: Timeslot[], o: Partial<EventTicket> = {}): EventTicket {
  return eventTicket({
    id: 1003,
    name: 'Family ticket',
    price: cents(2900),
    family: 1,
    subtickets: [
      subticket({ id: 1011, name: 'Adults', min_quantity: 1, max_quantity: 2 }),
      subticket({ id: 1012, name: 'Children', min_quantity: 1, max_quantity: 4 }),
      subticket({ id: 1013, name: 'Booklet', min_quantity: 1, max_quantity: 1 }),
    ],
    schedule,
    print_separately: 1,
    ...o,
  });
}

export function eventEntry(o: Partial<EventEntry> & { id: number }): EventEntry {
  return {
    name: `Event ${o.id}`,
    venue: 'Main building',
    sequence_no: o.id,
    sorting_datetime: dt('2029-11-01 10:00'),
    end: dt('2030-06-30 18:00'),
    custom_groups: [],
    ...o,
  };
}

export function article(o: Partial<Article> & { id: number }): Article {
  return {
    name: `Article ${o.id}`,
    price: cents(3900),
    vat_value: 7,
    stock: 10,
    product_kind_ref: null,
    sequence_no: o.id,
    custom_groups: [],
    ...o,
  };
}

export const annualPass = (o: Partial<Article> & { id: number }): Article =>
  article({ name: 'Annual pass', price: cents(5500), stock: 9999, product_kind_ref: 13, ...o });

export function voucherProduct(o: Partial<VoucherProduct> & { id: number }): VoucherProduct {
  return { name: `Voucher ${o.id}`, price: cents(2500), vat_value: 0, variable_amount: 0, groupId: 61, sequence_no: o.id, ...o };
}

export function voucherCode(o: Partial<VoucherCode> = {}): VoucherCode {
  return {
    amount: cents(5000),
    used_amount: cents(1250),
    barcode: 'KAH-GUT-0050',
    id: 8001,
    name: 'Voucher €50',
    valid_from: dt('2029-01-01 00:00:00'),
    valid_to: dt('2032-12-31 23:59:59'),
    ...o,
  };
}

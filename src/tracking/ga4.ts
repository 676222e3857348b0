import type { CartLine } from '../messages';
import { cartTotals } from '../domain/cart/selectors';
import type { CartState } from '../domain/cart/read-model';
import { shareDiscount } from './discounts';

/** GA4 e-commerce item (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category: string;
  /** Unit price; absent on a list of events or tours, which have no single price. */
  price?: number;
  quantity?: number;
  /** Position on a list (view_item_list), from 0. */
  index?: number;
  /** Date and time of a dated line (a ticket's slot, a tour's start, a day ticket's day). */
  item_variant?: string;
  /** The unit's share of what redeemed voucher codes take off; `price` is then the discounted one. */
  discount?: number;
}

/** An item of a basket event: always priced and counted. */
export type Ga4CartItem = Ga4Item & { price: number; quantity: number };

/** The e-commerce object of a basket event (add, remove, the checkout steps, purchase): always a value. */
export interface CartEcommerce {
  currency: 'EUR';
  value: number;
  items: Ga4CartItem[];
}

/** The version of docs/tracking.md's event schema; raised on any change an analyst must know about. */
export const TRACKING_SCHEMA_VERSION = 2;

/** What a domain event becomes (src/tracking/spec.ts); the stream adds its context (TrackingEvent). */
export interface TrackedFact {
  /** GA4 event name: add_to_cart, remove_from_cart, begin_checkout, add_payment_info, purchase… */
  event: string;
  /** Unique and stable across reloads and replays: `${tab}:${seq}` of the domain event it came from. */
  event_id: string;
  ecommerce: TrackingEvent['ecommerce'];
}

export interface TrackingEvent {
  /** GA4 event name: add_to_cart, remove_from_cart, begin_checkout, add_payment_info, purchase… */
  event: string;
  /** Unique and stable across reloads and replays: `${tab}:${seq}` of the domain event it came from. */
  event_id: string;
  /** TRACKING_SCHEMA_VERSION. */
  schema_version: number;
  /** The browser tab's session (its id survives reloads, a duplicated tab gets its own). */
  session_id: string;
  /** When the domain event happened, ISO 8601 UTC. */
  timestamp: string;
  /** The shop's language at the time. */
  language: string;
  ecommerce: {
    currency: 'EUR';
    /** Major units, computed once from the integer cent sum; absent on a list view. */
    value?: number;
    /** view_item_list: which list (`shop`, `passes`, `vouchers`, `events`, `guided-tours`, with the category). */
    item_list_id?: string;
    items: Ga4Item[];
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    /** add_shipping_info: the destination country (ISO code), the only shipping choice there is. */
    shipping_tier?: string;
    /** add_payment_info: the payment type's name in the tracking language, else its id (payart). */
    payment_type?: string;
    /**
     * Redeemed voucher codes, named by their voucher's id (`voucher-8001`), never by the code
     * itself: a code is money in the hand of whoever reads it.
     */
    coupon?: string;
  };
}

/** Cents → major units, once, at the edge (000 §4: two decimals, EUR). */
export const toMajor = (cents: number): number => Math.round(cents) / 100;

/** The tracker names lines from the reference names (line-names.ts); one nobody could name goes by its id. */
const nameOf = (line: CartLine): string => line.name ?? String(line.id);

interface Part {
  id: string;
  name: string;
  cents: number;
  quantity: number;
}

/** A line's priced components; their cents × quantity add up to the line's total, or null. */
function partsOf(line: CartLine): Part[] | null {
  switch (line.type) {
    case 'ticket': {
      const units = Math.max(1, line.count ?? line.totalCount);
      const subs = line.subtickets.filter((s) => s.count > 0);
      const sub = (s: (typeof subs)[number], times: number): Part => ({ id: `${line.id}-${s.id}`, name: `${nameOf(line)} – ${s.name ?? String(s.id)}`, cents: s.price, quantity: s.count * times });
      // Ours: the ticket at its price, plus the chosen sub-tickets of a package, per unit.
      const ours: Part[] = [{ id: String(line.id), name: nameOf(line), cents: line.price, quantity: units }, ...subs.map((s) => sub(s, units))];
      if (ours.reduce((n, p) => n + p.cents * p.quantity, 0) === line.totalPrice) return ours;
      // The previous front end's: the sub-tickets are the ticket (its price categories).
      return subs.map((s) => sub(s, 1));
    }
    case 'dayTicket':
      return line.dayTickets.filter((d) => d.count > 0).map((d) => ({ id: String(d.id), name: d.name ?? String(d.id), cents: d.price, quantity: d.count }));
    case 'merchandise':
    case 'annualPass':
    case 'voucher':
      return [{ id: String(line.id), name: nameOf(line), cents: line.price, quantity: line.count }];
    case 'guidedTour':
    case 'voucherCode':
      return null;
  }
}

function variantOf(line: CartLine): string | undefined {
  switch (line.type) {
    case 'ticket':
      return line.datetime.slice(0, 16);
    case 'dayTicket':
      return line.date;
    case 'guidedTour':
      return `${line.date} ${line.time.slice(0, 5)}`;
    default:
      return undefined;
  }
}

/** One GA4 item in cents: the unit the sums are made in, converted once at the edge. */
interface PricedItem {
  id: string;
  name: string;
  category: string;
  cents: number;
  quantity: number;
  variant?: string;
}

/**
 * A line's priced components: one per component that has its own price (a family ticket's
 * sub-tickets, each day ticket), whose cents × quantity add up to the line's total. Where the
 * line does not carry its components' prices (a tour booking) or they do not add up, the line is
 * one item at its total. A redeemed voucher code is not a product: no items.
 */
function pricedItems(line: CartLine): PricedItem[] {
  if (line.type === 'voucherCode') return [];
  const variant = variantOf(line);
  const extra = variant ? { variant } : {};
  const parts = partsOf(line);
  const sum = parts?.reduce((n, p) => n + p.cents * p.quantity, 0);
  const usable = parts && sum === line.totalPrice ? parts : [{ id: String(line.id), name: nameOf(line), cents: line.totalPrice, quantity: 1 }];
  return usable.map((p) => ({ id: p.id, name: p.name, category: line.type, cents: p.cents, quantity: p.quantity, ...extra }));
}

/** `off`: the unit's share of redeemed codes (discounts.ts); the price is then the discounted one. */
const toGa4 = (p: PricedItem & { off?: number }): Ga4CartItem => ({
  item_id: p.id,
  item_name: p.name,
  item_category: p.category,
  price: toMajor(p.cents - (p.off ?? 0)),
  ...(p.off ? { discount: toMajor(p.off) } : {}),
  quantity: p.quantity,
  ...(p.variant ? { item_variant: p.variant } : {}),
});

const ecommerceOfItems = (items: ReadonlyArray<PricedItem & { off?: number }>): CartEcommerce => ({
  currency: 'EUR',
  value: toMajor(items.reduce((n, p) => n + (p.cents - (p.off ?? 0)) * p.quantity, 0)),
  items: items.map(toGa4),
});

/** GA4 items whose price × quantity adds up to each line's total to the cent. */
export function exactItems(lines: readonly CartLine[]): Ga4CartItem[] {
  return lines.flatMap(pricedItems).map(toGa4);
}

/** add_to_cart / remove_from_cart of whole lines: their exact items, value = Σ price × quantity. */
export function ecommerceOf(lines: readonly CartLine[]): CartEcommerce {
  return ecommerceOfItems(lines.flatMap(pricedItems));
}

/**
 * A line whose count changed, as GA4 sees it: the items that grew (add_to_cart) and those that
 * shrank (remove_from_cart), each by the difference, at its unit price.
 */
export function countChangeOf(before: CartLine, after: CartLine): { added: CartEcommerce | null; removed: CartEcommerce | null } {
  const was = new Map(pricedItems(before).map((p) => [`${p.id}@${p.cents}`, p]));
  const now = new Map(pricedItems(after).map((p) => [`${p.id}@${p.cents}`, p]));
  const added: PricedItem[] = [];
  const removed: PricedItem[] = [];
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const delta = (now.get(key)?.quantity ?? 0) - (was.get(key)?.quantity ?? 0);
    const item = (now.get(key) ?? was.get(key)) as PricedItem;
    if (delta > 0) added.push({ ...item, quantity: delta });
    if (delta < 0) removed.push({ ...item, quantity: -delta });
  }
  return { added: added.length ? ecommerceOfItems(added) : null, removed: removed.length ? ecommerceOfItems(removed) : null };
}

/** A catalogue entry as GA4 sees it on a list or its own page. */
export function catalogueItem(category: string, offer: { id: number; name: string; price?: number }, index?: number): Ga4Item {
  return {
    item_id: String(offer.id),
    item_name: offer.name,
    item_category: category,
    ...(offer.price !== undefined ? { price: toMajor(offer.price) } : {}),
    ...(index !== undefined ? { index } : {}),
  };
}

/**
 * The basket as GA4's checkout steps and `purchase` carry it: every product line's exact items,
 * what redeemed codes take off shared onto them (discounts.ts), and the codes as the coupon by
 * their voucher's id (never the code, which is money). Value = Σ price × quantity: what the
 * items cost after the codes.
 */
export function basketEcommerce(cart: CartState): CartEcommerce & { coupon?: string } {
  const codes = cart.lines.filter((l) => l.type === 'voucherCode');
  const items = cart.lines.flatMap(pricedItems);
  if (codes.length === 0) return ecommerceOfItems(items);
  const taken = cartTotals(cart).vouchers.reduce((n, v) => n - v.discount, 0);
  return { ...ecommerceOfItems(shareDiscount(items, taken)), coupon: [...new Set(codes.map((l) => `voucher-${l.id}`))].join(',') };
}

/** GA4 `purchase` (000 §4): transaction id, value = Σ price × quantity of the items, tax and shipping. */
export function purchaseOf(cart: CartState, bookingId: string): TrackingEvent['ecommerce'] {
  const totals = cartTotals(cart);
  return { ...basketEcommerce(cart), transaction_id: bookingId, tax: toMajor(totals.tax), shipping: toMajor(totals.shipping) };
}

import type { CartLine } from '../messages';
import { cartTotals } from '../domain/cart/selectors';
import type { CartState } from '../domain/cart/read-model';

/** GA4 e-commerce item (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
  /** Date and time of a dated line (a ticket's slot, a tour's start, a day ticket's day). */
  item_variant?: string;
}

export interface TrackingEvent {
  /** GA4 event name: add_to_cart, remove_from_cart, begin_checkout, add_payment_info, purchase… */
  event: string;
  /** Stable across replays and retries: `${tab}:${seq}` of the domain event it came from. */
  event_id: string;
  ecommerce: {
    currency: 'EUR';
    /** Major units, computed once from the integer cent sum. */
    value: number;
    items: Ga4Item[];
    transaction_id?: string;
    tax?: number;
    shipping?: number;
  };
}

/** Cents → major units, once, at the edge (000 §4: two decimals, EUR). */
export const toMajor = (cents: number): number => Math.round(cents) / 100;

export function itemOf(line: CartLine): Ga4Item {
  const quantity = Math.max(1, line.totalCount);
  return {
    item_id: String(line.id),
    item_name: line.name,
    item_category: line.type,
    price: toMajor(Math.round(line.totalPrice / quantity)),
    quantity,
  };
}

export function ecommerceOf(lines: readonly CartLine[]): TrackingEvent['ecommerce'] {
  const cents = lines.reduce((sum, l) => sum + l.totalPrice, 0);
  return { currency: 'EUR', value: toMajor(cents), items: lines.map(itemOf) };
}

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
      const parts: Part[] = [{ id: String(line.id), name: line.name, cents: line.price, quantity: units }];
      for (const s of subs) parts.push({ id: `${line.id}-${s.id}`, name: `${line.name} – ${s.name}`, cents: s.price, quantity: s.count * units });
      return parts;
    }
    case 'dayTicket':
      return line.dayTickets.filter((d) => d.count > 0).map((d) => ({ id: String(d.id), name: d.name, cents: d.price, quantity: d.count }));
    case 'merchandise':
    case 'annualPass':
    case 'voucher':
      return [{ id: String(line.id), name: line.name, cents: line.price, quantity: line.count }];
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

/**
 * GA4 items whose price × quantity adds up to each line's total to the cent: one item per priced
 * component (a family ticket's sub-tickets, each day ticket). Where the line does not carry its
 * components' prices (a tour booking) or they do not add up, the line is one item at its total.
 */
export function exactItems(lines: readonly CartLine[]): Ga4Item[] {
  return lines
    .filter((l) => l.type !== 'voucherCode')
    .flatMap((line) => {
      const variant = variantOf(line);
      const extra = variant ? { item_variant: variant } : {};
      const parts = partsOf(line);
      const sum = parts?.reduce((n, p) => n + p.cents * p.quantity, 0);
      const usable = parts && sum === line.totalPrice ? parts : [{ id: String(line.id), name: line.name, cents: line.totalPrice, quantity: 1 }];
      return usable.map((p) => ({ item_id: p.id, item_name: p.name, item_category: line.type, price: toMajor(p.cents), quantity: p.quantity, ...extra }));
    });
}

/** GA4 `purchase` (000 §4): transaction id, value = Σ price × quantity of the items, tax and shipping. */
export function purchaseOf(cart: CartState, bookingId: string): TrackingEvent['ecommerce'] {
  const items = exactItems(cart.lines);
  const cents = cart.lines.filter((l) => l.type !== 'voucherCode').reduce((n, l) => n + l.totalPrice, 0);
  const totals = cartTotals(cart);
  return { currency: 'EUR', transaction_id: bookingId, value: toMajor(cents), tax: toMajor(totals.tax), shipping: toMajor(totals.shipping), items };
}

import type { CartLine } from '../messages';

/** GA4 e-commerce item (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
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

import type { Core } from '../core';
import { rejectedWithCode } from '../http';
import type { CustomerRecord } from '../state';

/** Line types that leave the building by post. Tickets, tours and vouchers are e-mailed. */
const SHIPPED = new Set(['merchandise', 'annualpass', 'article']);

export function isShipped(type: string): boolean {
  return SHIPPED.has(type.toLowerCase());
}

/** Where a logged-in customer's parcel goes: the shipping address, else the billing address. */
export function customerCountry(customer: CustomerRecord): string {
  return customer.shipping?.country ?? customer.country;
}

/**
 * Shipping cost in cents for the posted goods in `lines`. Rates are per destination country with
 * an optional free-shipping threshold on the goods' value. No goods: nothing to ship, 0, whatever
 * the country. A country with no rate is the museum's "please contact us" case.
 */
export function shippingCost(core: Core, lines: ReadonlyArray<{ type: string; id: number | string; count?: number }>, country: string | undefined): number {
  let goods = 0;
  let any = false;
  for (const line of lines) {
    if (!isShipped(line.type)) continue;
    const article = typeof line.id === 'number' ? core.catalogue.index.articles.get(line.id) : undefined;
    if (!article) throw rejectedWithCode('UNKNOWN_ARTICLE');
    any = true;
    goods += article.price * Math.max(1, line.count ?? 1);
  }
  if (!any) return 0;
  if (country === undefined || country === '') throw rejectedWithCode('COUNTRY_REQUIRED');
  if (!core.catalogue.customers.form.countries[country]) throw rejectedWithCode('UNKNOWN_COUNTRY');
  const rate = core.catalogue.shipping.rates[country];
  if (!rate) throw rejectedWithCode('NO_SHIPPING_COSTS_FOR_COUNTRY');
  return rate.freeFrom !== undefined && goods >= rate.freeFrom ? 0 : rate.cost;
}

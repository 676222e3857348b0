import type { CustomerData } from '../../api/codecs/customer';
import type { ShippingCost } from '../../api/codecs/payment';
import type { CartLine, Cents } from '../../messages';
import { centsOr, ZERO_CENTS } from '../../kernel/money';

/**
 * Lines that go by post: merchandise, and annual passes, which are merchandise articles of
 * product kind 13 (the spec's first reading of the line types has no annualPass type: passes
 * were merchandise lines). See docs/decisions.md.
 */
export const isShippedLine = (line: CartLine): boolean => line.type === 'merchandise' || line.type === 'annualPass';

export const needsShipping = (lines: readonly CartLine[]): boolean => lines.some(isShippedLine);

/** Where a customer's parcel goes: the shipping address's country, else the billing one's. */
export function customerCountry(customer: CustomerData | null): string | null {
  if (!customer) return null;
  return customer.addrShipping?.country || customer.addrBilling.country || null;
}

/** The server knows the customer's address: it receives their token (and then no country). */
export const customerKnown = (auth: { readonly token: string | null }): boolean => auth.token !== null;

/**
 * 000 §4: the country the shipping form starts from when a parcel is due, nobody has chosen one
 * and the server does not know the customer: the stored customer's, else the shop's default.
 * Null when there is nothing to choose.
 */
export function startCountry(
  lines: readonly CartLine[],
  chosen: string | null,
  auth: { readonly token: string | null; readonly customer: CustomerData | null },
  defaultCountry: string | null,
): string | null {
  if (!needsShipping(lines) || chosen !== null || customerKnown(auth)) return null;
  return customerCountry(auth.customer) ?? defaultCountry;
}

/**
 * 000 §5: the country is known from the logged-in customer, else from the form, else from the
 * stored customer; otherwise there is none.
 */
export function knownCountry(signedIn: boolean, customer: CustomerData | null, formCountry: string | null): string | null {
  const fromCustomer = customerCountry(customer);
  if (signedIn && fromCustomer) return fromCustomer;
  return formCountry || fromCustomer;
}

/** 000 §5: a non-numeric shipping value counts as 0. */
export function shippingCents(value: ShippingCost): Cents {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    const n = Number(value.trim());
    return centsOr(n, ZERO_CENTS);
  }
  return ZERO_CENTS;
}

import * as t from 'io-ts';
import { defineEvent, NoData } from '../define';
import { CartLine } from '../cart-line';
import { Count } from '../primitives';
import { Cents } from '../primitives';

export const CartLineAdded = defineEvent('CartLineAdded', 1, t.strict({ line: CartLine }));
export const CartLineRemoved = defineEvent('CartLineRemoved', 1, t.strict({ lineId: t.string }));
export const CartLineCountChanged = defineEvent(
  'CartLineCountChanged',
  1,
  t.strict({ lineId: t.string, count: Count }),
);
/**
 * A line changed in place (same lineId and type): its counts, and the totals that follow from
 * them. Made only by `admitChange` (domain/cart/admit.ts), so the new line passes the same door
 * as an added one and its totals agree. The tickets' basket stepper records its changes so.
 */
export const CartLineChanged = defineEvent('CartLineChanged', 1, t.strict({ line: CartLine }));
export const CartCleared = defineEvent('CartCleared', 1, NoData);
/**
 * v1 carried `{ value }`; v2 names the field after the state it sets. The upcaster in
 * event-log/upcasters.ts lifts old logs.
 */
export const CartRequestInvoiceSet = defineEvent(
  'CartRequestInvoiceSet',
  2,
  t.strict({ requestInvoice: t.boolean }),
);
export const CartIdAssigned = defineEvent('CartIdAssigned', 1, t.strict({ cartId: t.string }));
/** 001 §7: a cancel answered true clears the cart id; the lines stay. */
export const CartIdCleared = defineEvent('CartIdCleared', 1, t.strict({}));
export const CartErrorRaised = defineEvent('CartErrorRaised', 1, t.strict({ error: t.string }));
export const CartErrorCleared = defineEvent('CartErrorCleared', 1, NoData);
export const ExternalDocumentNumberSet = defineEvent(
  'ExternalDocumentNumberSet',
  1,
  t.strict({ externalDocumentNumber: t.union([t.string, t.null]) }),
);
export const ShippingCostsLoaded = defineEvent(
  'ShippingCostsLoaded',
  1,
  t.strict({ shippingCosts: Cents, country: t.string }),
);
export const ShippingCostsLoadFailed = defineEvent(
  'ShippingCostsLoadFailed',
  1,
  t.strict({ code: t.string, country: t.union([t.string, t.null]) }),
);
/** No merchandise or no known country: the spec sets shipping costs to none. */
export const ShippingCostsReset = defineEvent('ShippingCostsReset', 1, NoData);
/** The previous front end's `cart` key, imported once at boot (lines without ids get some). */
export const LegacyCartImported = defineEvent(
  'LegacyCartImported',
  1,
  t.strict({ lines: t.array(CartLine), dropped: Count }),
);

import * as t from 'io-ts';
import { Cents, Translations } from '../../kernel/brands';
import { Flag, Id } from './common';

// The payment type ids the shop knows (78, 168, 84, 74/164) are in src/domain/payment/payart.ts.

export const PaymentType = t.intersection(
  [t.type({ payartId: Id, i18n: Translations }), t.partial({ image: t.string })],
  'PaymentType',
);
export type PaymentType = t.TypeOf<typeof PaymentType>;

export const PaymentTypes = t.array(PaymentType, 'PaymentTypes');
export type PaymentTypes = t.TypeOf<typeof PaymentTypes>;

/** The server's cart id: numeric on some installations, a string on others. */
export const CartId = t.union([t.number, t.string], 'CartId');
export type CartId = t.TypeOf<typeof CartId>;

export const PaymentInitResult = t.type({ url: t.string, cartId: CartId }, 'PaymentInitResult');
export type PaymentInitResult = t.TypeOf<typeof PaymentInitResult>;

export const PaymentExecResult = t.type(
  { booking_id: t.union([t.number, t.string]), has_tickets: Flag },
  'PaymentExecResult',
);
export type PaymentExecResult = t.TypeOf<typeof PaymentExecResult>;

/**
 * Shipping cost in cents. Spec 000 §5: "a non-numeric shipping value counts as 0", so the
 * server does send non-numbers here; they decode and the cart read model maps them to 0.
 */
export const ShippingCost = t.union([Cents, t.string, t.null], 'ShippingCost');
export type ShippingCost = t.TypeOf<typeof ShippingCost>;

// ---- request bodies -------------------------------------------------------------------

/**
 * A cart line reduced for the shipping-cost call: type and id, plus count or datetime
 * (a guided tour carries both: datetime, and count 1 unless single ticketing).
 */
export const ShippingCartLine = t.intersection(
  // Ids as the lines hold them: a number, or a string for products the museum names by code.
  [t.type({ type: t.string, id: t.union([Id, t.string]) }), t.partial({ count: t.number, datetime: t.string })],
  'ShippingCartLine',
);
export type ShippingCartLine = t.TypeOf<typeof ShippingCartLine>;

/**
 * The cart payload of payment init and checkout suggest (001 §9: version 1). Items are built by
 * the payment domain (src/domain/payment/payload.ts). `send_invoice` carries the basket's invoice
 * request (000 §3 requestInvoice) to payment init; the spec names no field for it, so it takes
 * the name the guest registration uses for the same wish (docs/decisions.md).
 */
export const CartPayload = t.intersection(
  [t.type({ ver: t.literal(1), items: t.array(t.UnknownRecord) }), t.partial({ send_invoice: Flag })],
  'CartPayload',
);

export const Wallet = t.keyof({ APPLEPAY: null, GOOGLEPAY: null }, 'Wallet');
export type Wallet = t.TypeOf<typeof Wallet>;

export const PaymentAux = t.partial(
  { Accountholder: t.string, IBAN: t.string, wallet: Wallet, partner: t.string },
  'PaymentAux',
);

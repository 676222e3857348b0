import * as t from 'io-ts';
import { Cents, IsoDate } from './primitives';

// Shared by the payment area's events (src/messages/events/payment.ts) and its read model.

/** A payment type id (001 §3: payartId): 78 card, 168 PayPal, 84 direct debit, 74/164 SEPA, … */
export const Payart = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n > 0, 'Payart');
export type Payart = t.TypeOf<typeof Payart>;

/** 001 §7: the wallets of the express checkout, as `aux.wallet` names them. */
export const WalletName = t.keyof({ APPLEPAY: null, GOOGLEPAY: null }, 'WalletName');
export type WalletName = t.TypeOf<typeof WalletName>;

/** A short code: the server's (SOLD_OUT, PAYMENT_FAILED), HTTP_<n>, NETWORK_ERROR or the shop's own. */
export const PaymentCode = t.refinement(t.string, (s) => /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(s), 'PaymentCode');
export type PaymentCode = t.TypeOf<typeof PaymentCode>;

/** A sentence the server wrote for the visitor (a 400's `message`), at most 300 characters of one line. */
export const ServerSentence = t.refinement(t.string, (s) => s.length > 0 && s.length <= 300 && [...s].every((c) => c >= ' '), 'ServerSentence');
export type ServerSentence = t.TypeOf<typeof ServerSentence>;

/** The server's cart id, as text (it is numeric on some installations). */
export const ProviderCartId = t.refinement(t.string, (s) => s.length > 0 && s.length <= 100, 'ProviderCartId');
export type ProviderCartId = t.TypeOf<typeof ProviderCartId>;

/** Where the provider sends the visitor back (001 §2): the accepted page, or success when the order was confirmed first. */
export const ReturnPage = t.keyof({ accepted: null, success: null }, 'ReturnPage');
export type ReturnPage = t.TypeOf<typeof ReturnPage>;

/** What a basket line's re-check found (001 §4: sold out, expired, unavailable, out of stock, not bookable). */
export const LineProblemKind = t.keyof(
  {
    soldOut: null,
    fewerPlaces: null,
    expired: null,
    unavailable: null,
    outOfStock: null,
    fewerInStock: null,
    notBookable: null,
    priceChanged: null,
    voucherInvalid: null,
  },
  'LineProblemKind',
);
export type LineProblemKind = t.TypeOf<typeof LineProblemKind>;

export const LineProblem = t.intersection(
  [
    t.strict({ lineId: t.string, kind: LineProblemKind }),
    // fewerPlaces / fewerInStock: how many are left; priceChanged: the price now (per unit).
    t.exact(t.partial({ left: t.number, price: Cents, code: PaymentCode })),
  ],
  'LineProblem',
);
export type LineProblem = t.TypeOf<typeof LineProblem>;

/**
 * What the success page and its calendar file need of what was bought, kept when the basket is
 * cleared: counts, amounts, dates, and how its name and venue are looked up (reference keys:
 * domain/cart/names.ts), so the success page says them in the language shown. Nothing
 * personal, no language: `name` and `venue` are only in items of logs written before issue 28.
 */
export const PaidItem = t.intersection(
  [
    t.strict({ lineId: t.string, type: t.string, count: t.number, totalPrice: Cents }),
    t.exact(
      t.partial({
        date: IsoDate, time: t.string, end: t.string,
        nameKeys: t.array(t.string), nameJoin: t.string, venueKey: t.string,
        name: t.string, venue: t.string,
      }),
    ),
  ],
  'PaidItem',
);
export type PaidItem = t.TypeOf<typeof PaidItem>;

/**
 * A voucher code the order was paid with (000 §4): what it paid and what is left on it, for the
 * success page. `barcode` is the code as the basket line held it (a capsule hashes it like the
 * line's, qa/redact.ts).
 */
export const PaidCode = t.strict({ lineId: t.string, barcode: t.string, used: Cents, remaining: Cents }, 'PaidCode');
export type PaidCode = t.TypeOf<typeof PaidCode>;

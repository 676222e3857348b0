import * as t from 'io-ts';
import { defineEvent } from '../define';
import { Cents } from '../primitives';
import { LineProblem, PaidCode, PaidItem, Payart, PaymentCode, ProviderCartId, ReturnPage, ServerSentence, WalletName } from '../payment-facts';

// The payment area (001 §3, §4, §7). Facts about the payment, never its secrets: no IBAN, no
// account holder, no token, no payment provider URL. Exact shapes (t.strict): undeclared keys
// are dropped on decode. `attemptId` ties the events of one press of "Pay" together; the tab
// that started it is in that event's envelope (meta.tab).

/** The visitor chose a payment type in the payment step. */
export const PaymentMethodChosen = defineEvent('PaymentMethodChosen', 1, t.strict({ payart: Payart }));

/** The terms and privacy policy checkbox (001 §5: must be accepted before paying). */
export const PaymentTermsSet = defineEvent('PaymentTermsSet', 1, t.strict({ accepted: t.boolean }));

/** Every basket line was checked against current availability and prices; what was found. */
export const BasketChecked = defineEvent('BasketChecked', 1, t.strict({ problems: t.array(LineProblem) }));

/**
 * The check found new prices and the basket's lines now carry them (CartLineChanged each): what
 * each line cost before and costs now (its total), so the visitor sees the change before paying.
 */
export const CartLinesRepriced = defineEvent(
  'CartLinesRepriced',
  1,
  t.strict({ lines: t.array(t.strict({ lineId: t.string, was: Cents, now: Cents })) }),
);

/**
 * "Pay" was pressed, the shop's own checks passed and this tab holds the basket's claim: the
 * payment init call goes out. `lineIds`: the basket lines it pays (voucher codes included).
 */
export const PaymentStarted = defineEvent(
  'PaymentStarted',
  2,
  t.strict({ attemptId: t.string, payart: Payart, wallet: t.union([WalletName, t.null]), returnTo: ReturnPage, lineIds: t.array(t.string) }),
);

/** "Pay" was refused: by the shop's own checks (`client`) or by payment init (422 code, HTTP_<n>, NETWORK_ERROR). */
export const PaymentRefused = defineEvent(
  'PaymentRefused',
  1,
  t.strict({ attemptId: t.union([t.string, t.null]), reason: PaymentCode, client: t.boolean }),
);

/** Payment init answered: the browser goes to the provider with this server cart id. */
export const PaymentRedirected = defineEvent('PaymentRedirected', 1, t.strict({ attemptId: t.string, cartId: ProviderCartId }));

/** The provider sent the visitor back (001 §4 return states). */
export const PaymentReturned = defineEvent(
  'PaymentReturned',
  1,
  t.strict({ cartId: t.union([ProviderCartId, t.null]), outcome: t.keyof({ accepted: null, failed: null, canceled: null }) }),
);

/** The exec call went out for this cart (at most once per attempt: a reload does not repeat it). */
export const PaymentExecStarted = defineEvent('PaymentExecStarted', 1, t.strict({ cartId: ProviderCartId }));

/**
 * Exec answered: the order is booked. `items`: what was bought (the basket is cleared next);
 * `paid`: the total left to pay after the voucher codes (cents); `payart`: the attempt's payment
 * type; `codes`: each voucher code, what it paid and what is left on it. v1 had none of the last
 * three (its upcaster: null, null, []).
 */
export const PaymentCompleted = defineEvent(
  'PaymentCompleted',
  2,
  t.strict({
    cartId: ProviderCartId,
    bookingId: t.string,
    hasTickets: t.boolean,
    items: t.array(PaidItem),
    paid: t.union([Cents, t.null]),
    payart: t.union([Payart, t.null]),
    codes: t.array(PaidCode),
  }),
);

/**
 * Exec refused for certain (422 `error`, 400 `message`) or the provider reported a failure.
 * `message`: the server's own sentence of a 400 (001 §8), shown as it is; never the visitor's input.
 */
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  2,
  t.strict({ cartId: t.union([ProviderCartId, t.null]), reason: PaymentCode, message: t.union([ServerSentence, t.null]) }),
);

/**
 * Exec went out after the provider approved, but its answer was lost or unreadable (no
 * connection, a time limit, a 5xx, a garbled body): the order may be booked. The attempt is kept
 * and exec asked again (a booked cart answers 410); the visitor is never invited to pay anew.
 */
export const PaymentExecUncertain = defineEvent('PaymentExecUncertain', 1, t.strict({ cartId: ProviderCartId, reason: PaymentCode }));

/**
 * Another tab of this browser reported a payment of lines this basket holds (the payment
 * ledger: BroadcastChannel and localStorage): under way, booked, or ended. Ids only.
 */
export const PaymentSeenElsewhere = defineEvent(
  'PaymentSeenElsewhere',
  1,
  t.strict({
    tab: t.string,
    attemptId: t.string,
    cartId: t.union([ProviderCartId, t.null]),
    lineIds: t.array(t.string),
    state: t.keyof({ underWay: null, paid: null, ended: null }),
    bookingId: t.union([t.string, t.null]),
  }),
);

/** The visitor chose, on purpose, to order again lines already booked (in another tab, or probably here). */
export const BasketReopened = defineEvent('BasketReopened', 1, t.strict({ lineIds: t.array(t.string) }));

/** 410: the cart was already paid or has timed out (001 §8). */
export const PaymentGone = defineEvent('PaymentGone', 1, t.strict({ cartId: t.union([ProviderCartId, t.null]) }));

/** The cancel call went out (001 §7 `noRedirect=1`). */
export const PaymentCancelStarted = defineEvent('PaymentCancelStarted', 1, t.strict({ cartId: ProviderCartId }));

/**
 * Cancelling a payment given up unfinished got no answer (or an error): it is still the one
 * under way (it may be approved in a window still open), to continue or to cancel again.
 */
export const PaymentCancelFailed = defineEvent('PaymentCancelFailed', 1, t.strict({ cartId: ProviderCartId }));

/** The cancel call answered true: the cart id is forgotten (CartIdCleared follows), the basket stays. */
export const PaymentCanceled = defineEvent('PaymentCanceled', 1, t.strict({ cartId: ProviderCartId }));

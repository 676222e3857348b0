import * as t from 'io-ts';
import { defineEvent } from '../define';
import { LineProblem, PaidItem, Payart, PaymentCode, ProviderCartId, ReturnPage, WalletName } from '../payment-facts';

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

/** "Pay" was pressed and the shop's own checks passed: the payment init call goes out. */
export const PaymentStarted = defineEvent(
  'PaymentStarted',
  1,
  t.strict({ attemptId: t.string, payart: Payart, wallet: t.union([WalletName, t.null]), returnTo: ReturnPage }),
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

/** Exec answered: the order is booked. `items`: what was bought (the basket is cleared next). */
export const PaymentCompleted = defineEvent(
  'PaymentCompleted',
  1,
  t.strict({ cartId: ProviderCartId, bookingId: t.string, hasTickets: t.boolean, items: t.array(PaidItem) }),
);

/** Exec refused (422 `error`, 400 `message` as a code) or the provider reported a failure. */
export const PaymentFailed = defineEvent('PaymentFailed', 1, t.strict({ cartId: t.union([ProviderCartId, t.null]), reason: PaymentCode }));

/** 410: the cart was already paid or has timed out (001 §8). */
export const PaymentGone = defineEvent('PaymentGone', 1, t.strict({ cartId: t.union([ProviderCartId, t.null]) }));

/** The cancel call went out (001 §7 `noRedirect=1`). */
export const PaymentCancelStarted = defineEvent('PaymentCancelStarted', 1, t.strict({ cartId: ProviderCartId }));

/** The cancel call answered true: the cart id is forgotten (CartIdCleared follows), the basket stays. */
export const PaymentCanceled = defineEvent('PaymentCanceled', 1, t.strict({ cartId: ProviderCartId }));

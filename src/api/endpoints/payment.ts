import * as t from 'io-ts';
import { Ack, Id, NullableString } from '../codecs/common';
import { CartId, CartPayload, PaymentAux, PaymentExecResult, PaymentInitResult } from '../codecs/payment';
import type { EndpointDef } from '../endpoint-def';
import { lazy, shop } from './build';

/** Payment init and exec talk to the provider on the server's side: they may take longer. */
const PAYMENT_TIMEOUT_MS = 45_000;

/** Payment (init, exec, cancel) and the checkout's suggestions. */
export const paymentEndpoints = {
  paymentInit: {
    name: 'paymentInit',
    method: 'POST',
    path: shop('payment/init'),
    body: t.type(
      {
        payart: Id,
        aux: PaymentAux,
        cart: t.intersection([CartPayload, t.partial({ external_document_number: NullableString })]),
        url: t.type({ continue: t.string, cancel: t.string }),
      },
      'PaymentInitBody',
    ),
    token: true,
    response: PaymentInitResult,
    timeoutMs: PAYMENT_TIMEOUT_MS,
  },
  paymentExec: {
    name: 'paymentExec',
    method: 'POST',
    path: 'payment/exec',
    /** `us`: 12 random alphanumerics per attempt, so the server can spot a replayed exec. */
    query: t.type({ us: t.string, sessionUs: t.string, srcURL: t.string }, 'PaymentExecQuery'),
    body: t.type({ cartId: CartId }, 'PaymentExecBody'),
    token: true,
    response: PaymentExecResult,
    timeoutMs: PAYMENT_TIMEOUT_MS,
  },
  paymentCancel: {
    name: 'paymentCancel',
    method: 'POST',
    path: 'payment/cancel',
    fixedQuery: { noRedirect: 1 },
    query: t.type({ cartId: CartId }, 'PaymentCancelQuery'),
    // 001 §6 lists the payment calls among those that send the token.
    token: true,
    response: Ack,
  },
  checkoutSuggest: {
    name: 'checkoutSuggest',
    method: 'POST',
    path: 'checkout/suggest',
    body: t.type({ cart: CartPayload }, 'CheckoutSuggestBody'),
    token: false,
    response: lazy('merchandise', 'Suggestions'),
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

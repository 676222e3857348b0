import * as t from 'io-ts';
import { assertNever, LineProblem, PaidItem, Payart, PaymentCode, ProviderCartId, ReturnPage, WalletName, type EventOf } from '../../messages';
import type { EventMeta } from '../../event-log/envelope';
import { defineReadModel } from '../../event-log/read-model';

/**
 * Where one payment attempt stands (001 §3 payment state: loading, error, gone, canceling, has
 * tickets, booking id): from "Pay" through the provider and back to the booking. `tab` is the
 * tab that started it (from the envelope): only that tab may execute it, so a duplicated tab
 * or a reload never pays twice.
 */
export const PaymentStage = t.keyof(
  {
    initiating: null,
    refused: null,
    redirected: null,
    returned: null,
    executing: null,
    paid: null,
    failed: null,
    canceling: null,
    canceled: null,
    gone: null,
  },
  'PaymentStage',
);
export type PaymentStage = t.TypeOf<typeof PaymentStage>;

export const PaymentAttempt = t.type({
  id: t.string,
  payart: Payart,
  wallet: t.union([WalletName, t.null]),
  returnTo: ReturnPage,
  tab: t.string,
  cartId: t.union([ProviderCartId, t.null]),
  stage: PaymentStage,
  reason: t.union([PaymentCode, t.null]),
});
export type PaymentAttempt = t.TypeOf<typeof PaymentAttempt>;

export const PaidOrder = t.type({ cartId: ProviderCartId, bookingId: t.string, hasTickets: t.boolean, items: t.array(PaidItem) });
export type PaidOrder = t.TypeOf<typeof PaidOrder>;

export const PaymentState = t.type({
  method: t.union([Payart, t.null]),
  termsAccepted: t.boolean,
  /** null: not checked since the payment step opened. */
  problems: t.union([t.array(LineProblem), t.null]),
  /** The last refusal of "Pay" (the shop's checks or payment init), for the payment step. */
  refusal: t.union([t.type({ reason: PaymentCode, client: t.boolean }), t.null]),
  attempt: t.union([PaymentAttempt, t.null]),
  /** The last order booked in this session (the success page, its calendar file). */
  order: t.union([PaidOrder, t.null]),
});
export type PaymentState = t.TypeOf<typeof PaymentState>;

export const initialPayment: PaymentState = { method: null, termsAccepted: false, problems: null, refusal: null, attempt: null, order: null };

const handles = [
  'PaymentMethodChosen',
  'PaymentTermsSet',
  'BasketChecked',
  'PaymentStarted',
  'PaymentRefused',
  'PaymentRedirected',
  'PaymentReturned',
  'PaymentExecStarted',
  'PaymentCompleted',
  'PaymentFailed',
  'PaymentGone',
  'PaymentCancelStarted',
  'PaymentCanceled',
] as const;

/** Moves the attempt on, but only for its own cart: an answer about another cart changes nothing. */
function advance(state: PaymentState, cartId: string | null, stage: PaymentStage, reason: string | null = null): PaymentState {
  const attempt = state.attempt;
  if (!attempt || (cartId !== null && attempt.cartId !== null && attempt.cartId !== cartId)) return state;
  return { ...state, attempt: { ...attempt, stage, reason, cartId: attempt.cartId ?? cartId } };
}

export function reducePayment(state: PaymentState, event: EventOf<(typeof handles)[number]>, meta: EventMeta): PaymentState {
  switch (event.type) {
    case 'PaymentMethodChosen':
      return state.method === event.data.payart ? state : { ...state, method: event.data.payart };
    case 'PaymentTermsSet':
      return state.termsAccepted === event.data.accepted ? state : { ...state, termsAccepted: event.data.accepted };
    case 'BasketChecked':
      return { ...state, problems: event.data.problems };
    case 'PaymentStarted': {
      const { attemptId, payart, wallet, returnTo } = event.data;
      return { ...state, refusal: null, attempt: { id: attemptId, payart, wallet, returnTo, tab: meta.tab, cartId: null, stage: 'initiating', reason: null } };
    }
    case 'PaymentRefused': {
      const refusal = { reason: event.data.reason, client: event.data.client };
      const attempt = state.attempt;
      if (event.data.attemptId === null || !attempt || attempt.id !== event.data.attemptId) return { ...state, refusal };
      return { ...state, refusal, attempt: { ...attempt, stage: 'refused', reason: event.data.reason } };
    }
    case 'PaymentRedirected': {
      const attempt = state.attempt;
      if (!attempt || attempt.id !== event.data.attemptId) return state;
      return { ...state, attempt: { ...attempt, cartId: event.data.cartId, stage: 'redirected' } };
    }
    case 'PaymentReturned': {
      const { cartId, outcome } = event.data;
      if (outcome === 'failed') return advance(state, cartId, 'failed', 'PROVIDER_FAILED');
      return advance(state, cartId, outcome === 'accepted' ? 'returned' : 'canceling');
    }
    case 'PaymentExecStarted':
      return advance(state, event.data.cartId, 'executing');
    case 'PaymentCompleted': {
      const { cartId, bookingId, hasTickets, items } = event.data;
      const next = advance(state, cartId, 'paid');
      return { ...next, order: { cartId, bookingId, hasTickets, items }, problems: null, termsAccepted: false };
    }
    case 'PaymentFailed':
      return advance(state, event.data.cartId, 'failed', event.data.reason);
    case 'PaymentGone':
      return advance(state, event.data.cartId, 'gone');
    case 'PaymentCancelStarted':
      return advance(state, event.data.cartId, 'canceling');
    case 'PaymentCanceled':
      return advance(state, event.data.cartId, 'canceled');
    default:
      return assertNever(event);
  }
}

export const paymentReadModel = defineReadModel({
  handles,
  initial: initialPayment,
  codec: PaymentState,
  reduce: reducePayment,
});

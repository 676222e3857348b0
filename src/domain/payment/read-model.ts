import * as t from 'io-ts';
import { assertNever, Cents, LineProblem, Payart, PaymentCode, ProviderCartId, ReturnPage, ServerSentence, WalletName, type EventOf } from '../../messages';
import type { EventMeta } from '../../event-log/envelope';
import { defineReadModel, withDefault } from '../../event-log/read-model';
import { PaidOrder } from './paid-order';

/**
 * Where one payment attempt stands (001 §3 payment state: loading, error, gone, canceling, has
 * tickets, booking id): from "Pay" through the provider and back to the booking. `tab` is the
 * tab that started it (from the envelope): only that tab may execute it, so a duplicated tab
 * or a reload never pays twice. `uncertain`: exec went out and its answer was lost; the order
 * may be booked, so exec is asked again and nothing invites a new payment.
 */
export const PaymentStage = t.keyof(
  {
    initiating: null,
    refused: null,
    redirected: null,
    returned: null,
    executing: null,
    uncertain: null,
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
  /** The server's own sentence for a refused exec (001 §8: a 400's message). */
  message: withDefault(t.union([ServerSentence, t.null]), null),
  /** The basket lines this attempt pays. */
  lineIds: withDefault(t.array(t.string), []),
  /** Exec calls sent for it: a 410 after an unanswered one means the order was booked. */
  execs: withDefault(t.number, 0),
});
export type PaymentAttempt = t.TypeOf<typeof PaymentAttempt>;

export { PaidOrder } from './paid-order';

/** An attempt this tab made before the current one, as it ended (a return for it is answered from here). */
export const EarlierAttempt = t.type({ cartId: ProviderCartId, stage: PaymentStage });
export type EarlierAttempt = t.TypeOf<typeof EarlierAttempt>;

/**
 * Lines of the basket booked by an order this basket still holds: in another tab (`otherTab`,
 * with its booking number), or probably here (`here`: exec's answer was lost, then the server
 * said the cart was already paid). Pay is closed for them until the visitor reopens them.
 */
export const BookedLines = t.type({
  lineIds: t.array(t.string),
  bookingId: t.union([t.string, t.null]),
  where: t.keyof({ otherTab: null, here: null }),
  reopened: t.boolean,
});
export type BookedLines = t.TypeOf<typeof BookedLines>;

/** A payment of lines this basket holds, under way in another tab. */
export const PaymentElsewhere = t.type({ tab: t.string, attemptId: t.string, cartId: t.union([ProviderCartId, t.null]), lineIds: t.array(t.string) });
export type PaymentElsewhere = t.TypeOf<typeof PaymentElsewhere>;

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
  earlier: withDefault(t.array(EarlierAttempt), []),
  booked: withDefault(t.array(BookedLines), []),
  elsewhere: withDefault(t.union([PaymentElsewhere, t.null]), null),
  /** Lines the last basket check put at the server's new price: their total before and now. */
  repriced: withDefault(t.array(t.type({ lineId: t.string, was: Cents, now: Cents })), []),
});
export type PaymentState = t.TypeOf<typeof PaymentState>;

export const initialPayment: PaymentState = {
  method: null,
  termsAccepted: false,
  problems: null,
  refusal: null,
  attempt: null,
  order: null,
  earlier: [],
  booked: [],
  elsewhere: null,
  repriced: [],
};

/** How many of this tab's earlier attempts are remembered. */
const EARLIER_KEPT = 5;

const handles = [
  'PaymentMethodChosen',
  'PaymentTermsSet',
  'BasketChecked',
  'CartLinesRepriced',
  'PaymentStarted',
  'PaymentRefused',
  'PaymentRedirected',
  'PaymentReturned',
  'PaymentExecStarted',
  'PaymentExecUncertain',
  'PaymentCompleted',
  'PaymentFailed',
  'PaymentGone',
  'PaymentCancelStarted',
  'PaymentCancelFailed',
  'PaymentCanceled',
  'PaymentSeenElsewhere',
  'BasketReopened',
] as const;

/** Moves the attempt on, but only for its own cart: an answer about another cart changes nothing. */
function advance(state: PaymentState, cartId: string | null, stage: PaymentStage, reason: string | null = null, message: string | null = null): PaymentState {
  const attempt = state.attempt;
  if (!attempt || (cartId !== null && attempt.cartId !== null && attempt.cartId !== cartId)) return settleEarlier(state, cartId, stage);
  return { ...state, attempt: { ...attempt, stage, reason, message, cartId: attempt.cartId ?? cartId } };
}

/** An answer about one of this tab's earlier carts (its cancel, say) updates what is remembered of it. */
function settleEarlier(state: PaymentState, cartId: string | null, stage: PaymentStage): PaymentState {
  if (cartId === null || !state.earlier.some((e) => e.cartId === cartId)) return state;
  return { ...state, earlier: state.earlier.map((e) => (e.cartId === cartId ? { cartId, stage } : e)) };
}

/** The current attempt joins the earlier ones when a new one starts (if it reached the provider). */
function remember(state: PaymentState): EarlierAttempt[] {
  const attempt = state.attempt;
  if (!attempt || attempt.cartId === null) return state.earlier;
  return [...state.earlier.filter((e) => e.cartId !== attempt.cartId), { cartId: attempt.cartId, stage: attempt.stage }].slice(-EARLIER_KEPT);
}

function seenElsewhere(state: PaymentState, data: EventOf<'PaymentSeenElsewhere'>['data']): PaymentState {
  const { tab, attemptId, cartId, lineIds, bookingId } = data;
  const attempt = state.attempt;
  switch (data.state) {
    case 'underWay':
      return { ...state, elsewhere: { tab, attemptId, cartId, lineIds } };
    case 'paid': {
      const known = state.booked.some((b) => (bookingId !== null ? b.bookingId === bookingId : b.bookingId === null && b.where === 'otherTab' && b.lineIds.join() === lineIds.join()));
      const booked = known ? state.booked : [...state.booked, { lineIds, bookingId, where: 'otherTab' as const, reopened: false }];
      return { ...state, booked, elsewhere: state.elsewhere?.tab === tab ? null : state.elsewhere };
    }
    case 'ended': {
      // This tab's own attempt ended by another tab: the visitor chose to pay there instead.
      const takenOver = attempt !== null && cartId !== null && attempt.cartId === cartId && attempt.tab === tab && !FINAL.has(attempt.stage);
      const next = takenOver ? { ...state, attempt: { ...attempt, stage: 'canceled' as const, reason: 'TAKEN_OVER' } } : state;
      const ends = state.elsewhere !== null && state.elsewhere.tab === tab && state.elsewhere.attemptId === attemptId;
      return ends ? { ...next, elsewhere: null } : next;
    }
  }
}

/** Stages after which nothing more happens to an attempt. */
export const FINAL: ReadonlySet<PaymentStage> = new Set<PaymentStage>(['refused', 'paid', 'failed', 'canceled', 'gone']);

export function reducePayment(state: PaymentState, event: EventOf<(typeof handles)[number]>, meta: EventMeta): PaymentState {
  switch (event.type) {
    case 'PaymentMethodChosen':
      return state.method === event.data.payart ? state : { ...state, method: event.data.payart };
    case 'PaymentTermsSet':
      return state.termsAccepted === event.data.accepted ? state : { ...state, termsAccepted: event.data.accepted };
    case 'BasketChecked':
      return { ...state, problems: event.data.problems };
    case 'CartLinesRepriced': {
      const changed = new Set(event.data.lines.map((l) => l.lineId));
      return { ...state, repriced: [...state.repriced.filter((r) => !changed.has(r.lineId)), ...event.data.lines] };
    }
    case 'PaymentStarted': {
      const { attemptId, payart, wallet, returnTo, lineIds } = event.data;
      const attempt: PaymentAttempt = { id: attemptId, payart, wallet, returnTo, tab: meta.tab, cartId: null, stage: 'initiating', reason: null, message: null, lineIds, execs: 0 };
      return { ...state, refusal: null, earlier: remember(state), attempt };
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
    case 'PaymentExecStarted': {
      const next = advance(state, event.data.cartId, 'executing');
      const attempt = next.attempt;
      return attempt && attempt.cartId === event.data.cartId ? { ...next, attempt: { ...attempt, execs: attempt.execs + 1 } } : next;
    }
    case 'PaymentExecUncertain':
      return advance(state, event.data.cartId, 'uncertain', event.data.reason);
    case 'PaymentCompleted': {
      const { cartId, bookingId, hasTickets, items, paid, payart, codes } = event.data;
      const next = advance(state, cartId, 'paid');
      return { ...next, order: { cartId, bookingId, hasTickets, items, paid, payart, codes }, problems: null, termsAccepted: false, repriced: [] };
    }
    case 'PaymentFailed':
      return advance(state, event.data.cartId, 'failed', event.data.reason, event.data.message);
    case 'PaymentGone': {
      const attempt = state.attempt;
      const next = advance(state, event.data.cartId, 'gone');
      // Gone after an exec whose answer was lost: that exec booked it. Its lines are booked here.
      const bookedHere = attempt !== null && attempt.cartId === event.data.cartId && attempt.execs > 1 && attempt.lineIds.length > 0;
      return bookedHere ? { ...next, booked: [...next.booked, { lineIds: attempt.lineIds, bookingId: null, where: 'here', reopened: false }] } : next;
    }
    case 'PaymentCancelStarted':
      return advance(state, event.data.cartId, 'canceling');
    case 'PaymentCancelFailed': {
      const next = advance(state, event.data.cartId, 'redirected');
      return { ...next, refusal: { reason: 'CANCEL_FAILED', client: false } };
    }
    case 'PaymentCanceled':
      return advance(state, event.data.cartId, 'canceled');
    case 'PaymentSeenElsewhere':
      return seenElsewhere(state, event.data);
    case 'BasketReopened': {
      const reopened = new Set(event.data.lineIds);
      return { ...state, booked: state.booked.map((b) => (b.lineIds.some((id) => reopened.has(id)) ? { ...b, reopened: true } : b)) };
    }
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

import { EMPTY, exhaustMap, merge, mergeMap, of, switchMap } from 'rxjs';
import { ofType } from '../../bus/of-type';
import * as PaymentEvents from '../../messages/events/payment';
import { bookedLineIds } from './decide';
import type { PaymentEpic } from './deps';
import { execEpic } from './exec-epic';
import { basketCheck, initEpic } from './init-epic';
import { ledgerEpic } from './ledger-epic';

export type { PaymentDeps, PaymentEpic, PaymentRoute } from './deps';
export { mayExecute, providerUrl, refusalBeforeInit } from './decide';

/**
 * Checkout and payment (001 §4, §7, §8): the payment step's choices, the basket check, "Pay"
 * (init-epic.ts), the return and the booking (exec-epic.ts), and what the other tabs know
 * (ledger-epic.ts). Secrets (IBAN, account holder) go from the command straight into the init
 * call and nowhere else.
 */
export const paymentEpic: PaymentEpic = (command$, state$, deps) =>
  merge(
    command$.pipe(
      ofType('ChoosePaymentMethod'),
      mergeMap(({ payart }) => (state$.value.payment.method === payart ? EMPTY : of(PaymentEvents.PaymentMethodChosen.create({ payart })))),
    ),
    command$.pipe(
      ofType('SetPaymentTerms'),
      mergeMap(({ accepted }) => (state$.value.payment.termsAccepted === accepted ? EMPTY : of(PaymentEvents.PaymentTermsSet.create({ accepted })))),
    ),
    // switchMap: only the check of the latest basket counts.
    command$.pipe(
      ofType('CheckBasket'),
      switchMap(() => basketCheck(state$, deps)),
    ),
    command$.pipe(
      ofType('ReopenBasket'),
      exhaustMap(() => {
        const { payment, cart } = state$.value;
        const lineIds = bookedLineIds(payment, cart.lines);
        return lineIds.length === 0 ? EMPTY : of(PaymentEvents.BasketReopened.create({ lineIds }));
      }),
    ),
    initEpic(command$, state$, deps),
    execEpic(command$, state$, deps),
    ledgerEpic(command$, state$, deps),
  );

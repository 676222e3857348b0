import { defer, EMPTY } from 'rxjs';
import * as events from '../../messages/events/payment';
import { paymentEpic } from '../../domain/payment/epics';
import { soloLedger } from '../../domain/payment/ledger-records';
import { forgetCustomerDrafts } from '../../domain/account/drafts';
import type { PrivateParts } from '../../domain/payment/payload';
import { ownersOf } from '../../domain/merchandise/owner-store';
import { privateAnswers, resolveAnswers } from '../../domain/tours/private-answers';
import type { KeyValueStorage } from '../../bus/deps';
import { PARTNER_KEY } from '../../routing/navigation-memory';
import { defineArea } from '../../engine/area';
import { paymentReadModels } from '../../domain/payment/slices';
import type { AppEpic } from '../../engine/epics';
import type { AppDeps } from '../../engine/epics';
import { lineName } from '../../domain/cart/names';

/**
 * What the payment takes from the other areas' stores outside the log: pass owners, free-text
 * tour answers, the partner. Composed here, so the payment domain imports no other area.
 */
export function privateParts(storage: KeyValueStorage, names?: AppDeps['names']): PrivateParts {
  return {
    name: (line) => (names ? lineName(line, names.store.in(names.lang)) : undefined),
    owners: (refs) => ownersOf(storage, refs),
    answers: (answers) => resolveAnswers(answers, privateAnswers(storage)),
    partner: () => {
      try {
        return storage.getItem(PARTNER_KEY);
      } catch {
        return null;
      }
    },
  };
}

const payment: AppEpic = (command$, state$, deps) =>
  paymentEpic(command$, state$, {
    ...deps,
    private: privateParts(deps.storage, deps.names),
    ledger: deps.paymentLedger ?? soloLedger(),
    endGuestSession: () => {
      deps.auth.signOut();
      forgetCustomerDrafts(deps.storage);
      deps.reloadPaymentTypes?.();
    },
    recipient: () => deps.auth.current?.().customer?.email ?? null,
  });

/**
 * The payment types (the checkout's methods, tracking's payment_type names) are asked for when
 * this area starts, not with the runtime: a page without the checkout does not show them, and the
 * request went out before the shop's first screen had painted (docs/decisions.md "Payment types
 * with the checkout"). A sign-in or a sign-out asks again (001 §4).
 */
const paymentTypes: AppEpic = (_command$, _state$, deps) =>
  defer(() => {
    deps.reloadPaymentTypes?.();
    return EMPTY;
  });

/** Checkout and payment: loads with the checkout routes (the basket, the payment step, the return pages). */
export const paymentArea = defineArea({
  name: 'payment',
  readModels: paymentReadModels,
  epics: { payment, paymentTypes },
  events,
  upcasters: {
    // v1 did not name the lines an attempt pays: an old attempt claims none of them.
    PaymentStarted: { 1: (data) => ({ ...record(data), lineIds: [] }) },
    // v1 kept no sentence of the server's.
    PaymentFailed: { 1: (data) => ({ ...record(data), message: null }) },
    // v1 kept neither the total paid, the payment type nor the voucher codes used.
    PaymentCompleted: { 1: (data) => ({ ...record(data), paid: null, payart: null, codes: [] }) },
  },
});

function record(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

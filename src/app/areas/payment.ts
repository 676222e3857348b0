import * as events from '../../messages/events/payment';
import { paymentReadModel } from '../../domain/payment/read-model';
import { paymentEpic } from '../../domain/payment/epics';
import type { PrivateParts } from '../../domain/payment/payload';
import { ownersOf } from '../../domain/merchandise/owner-store';
import { privateAnswers, resolveAnswers } from '../../domain/tours/private-answers';
import type { KeyValueStorage } from '../../bus/deps';
import { PARTNER_KEY } from '../shell/navigation-memory';
import { defineArea } from './define';
import type { AppEpic } from '../epics';

/**
 * What the payment takes from the other areas' stores outside the log: pass owners, free-text
 * tour answers, the partner. Composed here, so the payment domain imports no other area.
 */
export function privateParts(storage: KeyValueStorage): PrivateParts {
  return {
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

const payment: AppEpic = (command$, state$, deps) => paymentEpic(command$, state$, { ...deps, private: privateParts(deps.storage) });

/** Checkout and payment: loads with the checkout routes (the basket, the payment step, the return pages). */
export const paymentReadModels = { payment: paymentReadModel } as const;

export const paymentArea = defineArea({
  name: 'payment',
  readModels: paymentReadModels,
  epics: { payment },
  events,
});

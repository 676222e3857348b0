import * as t from 'io-ts';
import { assertNever, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';

/**
 * The basket's shipping country (000 §5 "form country"). The costs themselves are cart state
 * (shippingCosts, shippingError, shippingCostsError), set by the shipping epic's outcomes.
 */
export const ShippingState = t.type({ country: t.union([t.string, t.null]) });
export type ShippingState = t.TypeOf<typeof ShippingState>;

const handles = ['ShippingCountryChosen'] as const;

export function reduceShipping(state: ShippingState, event: EventOf<(typeof handles)[number]>): ShippingState {
  switch (event.type) {
    case 'ShippingCountryChosen':
      return state.country === event.data.country ? state : { country: event.data.country };
    default:
      return assertNever(event.type);
  }
}

export const shippingReadModel = defineReadModel({
  handles,
  initial: { country: null },
  codec: ShippingState,
  reduce: reduceShipping,
});

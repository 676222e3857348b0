import * as t from 'io-ts';
import { assertNever, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';

/**
 * Where the visitor stands in GA4's checkout funnel (docs/tracking.md): whether this basket's
 * checkout has begun (its payment step reached) and the shipping country reported for it. A
 * checkout begins once: signing in on the way, going back to the basket or a reload do not
 * begin it again; the basket cleared (paid, or emptied) ends it. The shipping country is the
 * one the costs were last calculated for (the customer's address once signed in, else the
 * country chosen in the basket); it is reported when the checkout begins and again when it
 * changes during the checkout. Folded from the log, so a reload keeps it.
 */
export const CheckoutFunnel = t.type({
  begun: t.boolean,
  /** The country the shipping costs were last calculated for; null without costs (nothing to ship, or not known). */
  country: t.union([t.string, t.null]),
  /** The shipping country reported for this checkout (add_shipping_info); null before. */
  reported: t.union([t.string, t.null]),
});
export type CheckoutFunnel = t.TypeOf<typeof CheckoutFunnel>;

export const initialFunnel: CheckoutFunnel = { begun: false, country: null, reported: null };

const handles = ['RouteVisited', 'ShippingCostsLoaded', 'ShippingCostsLoadFailed', 'ShippingCostsReset', 'CartCleared'] as const;

export function reduceFunnel(state: CheckoutFunnel, event: EventOf<(typeof handles)[number]>): CheckoutFunnel {
  switch (event.type) {
    case 'RouteVisited':
      if (state.begun || event.data.route !== 'checkout' || event.data.params.step !== 'payment') return state;
      return { ...state, begun: true, reported: state.country };
    case 'ShippingCostsLoaded': {
      const { country } = event.data;
      const reported = state.begun && country !== state.reported ? country : state.reported;
      return country === state.country && reported === state.reported ? state : { ...state, country, reported };
    }
    case 'ShippingCostsLoadFailed':
    case 'ShippingCostsReset':
      return state.country === null ? state : { ...state, country: null };
    case 'CartCleared':
      return state === initialFunnel ? state : initialFunnel;
    default:
      return assertNever(event);
  }
}

export const checkoutFunnelReadModel = defineReadModel({
  handles,
  initial: initialFunnel,
  codec: CheckoutFunnel,
  reduce: reduceFunnel,
});

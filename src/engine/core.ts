import { coreEventDefinitions } from '../messages';
import { upcasters } from '../event-log/upcasters';
import type { Part } from '../event-log/parts';
import { cartReadModel } from '../domain/cart/read-model';
import { noticesReadModel, sessionReadModel } from '../domain/session/read-model';
import { uiReadModel } from '../domain/ui/read-model';
import { accountReadModel } from '../domain/account/read-model';
import { shippingReadModel } from '../domain/shipping/read-model';
import { checkoutFunnelReadModel } from '../domain/checkout/funnel';

/**
 * The read models folded from boot: what the shell (basket count, notices, message bar,
 * cookie notice, login), the shipping epic and tracking's checkout funnel need. The areas'
 * arrive with their routes.
 */
export const coreReadModels = {
  cart: cartReadModel,
  session: sessionReadModel,
  notices: noticesReadModel,
  ui: uiReadModel,
  account: accountReadModel,
  shipping: shippingReadModel,
  checkoutFunnel: checkoutFunnelReadModel,
} as const;

export const corePart: Part = { name: 'core', readModels: coreReadModels, events: coreEventDefinitions, upcasters };

import type { AreaName } from '../../messages';
import type { AreaModule } from '../../engine/area';

export type { AreaModule } from '../../engine/area';

/**
 * The areas, loaded on demand. Each loads into the chunk of its screens (the same chunk name),
 * so a route and its area arrive in one request.
 */
export const areaLoaders: { readonly [A in AreaName]: () => Promise<AreaModule<A>> } = {
  tickets: () => import(/* webpackChunkName: "tickets" */ './tickets').then((m) => m.ticketsArea),
  merchandise: () => import(/* webpackChunkName: "merchandise" */ './merchandise').then((m) => m.merchandiseArea),
  vouchers: () => import(/* webpackChunkName: "vouchers" */ './vouchers').then((m) => m.vouchersArea),
  tours: () => import(/* webpackChunkName: "tours" */ './tours').then((m) => m.toursArea),
  customer: () => import(/* webpackChunkName: "customer" */ './customer').then((m) => m.customerArea),
  payment: () => import(/* webpackChunkName: "checkout" */ './payment').then((m) => m.paymentArea),
};

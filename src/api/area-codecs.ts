import { addCodecLoaders } from './response-codecs';

/**
 * The areas' response codecs, each loading into its area's chunk (same chunk names), which is
 * already there when an area's epic calls. Known to the requests once something makes the areas'
 * calls: the runtime's client (client.ts), or a list drawn before the runtime (the tickets page's,
 * screens/tickets/light-event-list.ts).
 */
export function knowAreaCodecs(): void {
  addCodecLoaders({
    tours: () => import(/* webpackChunkName: "tours" */ './codecs/tours'),
    tickets: () => import(/* webpackChunkName: "tickets" */ './codecs/tickets'),
    merchandise: () => import(/* webpackChunkName: "merchandise" */ './codecs/merchandise'),
    vouchers: () => import(/* webpackChunkName: "vouchers" */ './codecs/vouchers'),
  });
}

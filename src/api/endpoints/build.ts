import type { CodecModule, CodecModules, LazyCodec } from '../endpoint-def';

/**
 * The museum's shop id. The API scopes merchandise, vouchers and payment init by shop and
 * takes the id as a `shop/160` path segment; there is one shop per deployment, so it is a
 * constant here rather than configuration.
 */
export const SHOP_ID = 160;

/** A shop-scoped path: the shop id as its last segment. */
export const shop = (path: string): string => `${path}/shop/${SHOP_ID}`;

/** An area's response codec by module and export name: it loads with the area, not here. */
export const lazy = <M extends CodecModule, K extends keyof CodecModules[M] & string>(module: M, name: K): LazyCodec<M, K> => ({ module, name });

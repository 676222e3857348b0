import type { EndpointDef } from './api/endpoint-def';
import { buildRequest, type RawParams } from './api/request';
import { shellEndpoints } from './api/shell-endpoints';
import { merchandiseEndpoints } from './api/endpoints/merchandise';
import { listingQueries, type ListingKind } from './domain/merchandise/listing-query';
import { ROUTE_PATHS } from './routing/route-paths';

/**
 * The API answers index.html's first script asks for while main.js downloads (the shop takes
 * them in early-requests.ts): every page's shell answers, and where a page's first screen is a
 * list whose address the page's path alone decides, that list. The shop's largest paint on a
 * phone is its first product image, which waited for main.js, the runtime, the list's answer and
 * the image in turn; asked for by the page, the answer is in before the runtime has started.
 * Node-only, like preload-plan.ts: the build computes the plan and writes it into the page.
 */
export interface EarlyPlan {
  /** Asked for on every page: the shell's first answers (config, static content, meta data). */
  readonly shell: readonly string[];
  /**
   * By a page's path under its language (`merchandise` for /de/merchandise), asked for only
   * when the address has no query: a query may change the list (the passes' `?category=`).
   */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

/** What the shop's own client asks for: the address under the language's prefix. */
const address = (def: EndpointDef, params: RawParams = {}): string => {
  const { url } = buildRequest(def, params, { base: '/', lang: 'xx', token: null });
  return url.slice('/xx/'.length);
};

/** A listing's two calls as the merchandise area makes them on opening it without a category. */
const listing = (kind: ListingKind): string[] => {
  const queries = listingQueries(kind, null);
  return [address(merchandiseEndpoints.merchandiseCategories, { query: queries.categories }), address(merchandiseEndpoints.merchandiseList, { query: queries.list })];
};

/**
 * The pages whose first screen is a list the page's path alone decides, by their path under the
 * language: the listing asked for early, and the screen's chunk (routes.tsx's
 * `webpackChunkName`), whose code is asked for early too: its list is in before main.js has run,
 * and the screen draws it without the runtime (preload-plan.ts `pages`).
 */
const LIST_PAGES: Readonly<Record<string, { kind: ListingKind; screen: string }>> = {
  [ROUTE_PATHS.merchandise]: { kind: 'shop', screen: 'product-list' },
  [ROUTE_PATHS.passes]: { kind: 'passes', screen: 'product-list' },
};

/** Each list page's screen chunk, for the build's preload plan. */
export const EARLY_SCREENS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LIST_PAGES).map(([page, { screen }]) => [page, screen]));

export function earlyPlan(): EarlyPlan {
  return {
    shell: [address(shellEndpoints.remoteConfig), address(shellEndpoints.staticContent), address(shellEndpoints.metaData)],
    pages: Object.fromEntries(Object.entries(LIST_PAGES).map(([page, { kind }]) => [page, listing(kind)])),
  };
}

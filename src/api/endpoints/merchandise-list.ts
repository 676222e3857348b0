import { ArticleCategoriesGuard, ArticleListGuard } from '../codecs/merchandise-guards';
import type { EndpointDef } from '../endpoint-def';
import { lazy, shop } from './build';

/**
 * What the shop's and the passes' first screen asks for: the articles and the categories. Their
 * answers are checked by guards (merchandise-guards.ts) and their queries named, not held
 * (endpoint-def.ts `query`), so a first visit draws the list without io-ts or the merchandise
 * area's codecs, which load for an answer a guard refuses; the shell's requests learn them from
 * here without the rest of the table (screens/merchandise/light-product-list.ts).
 */
export const productListEndpoints = {
  merchandiseList: {
    name: 'merchandiseList',
    method: 'GET',
    path: shop('merchandise/list'),
    query: lazy('merchandise', 'MerchandiseListQuery'),
    token: false,
    response: lazy('merchandise', 'ArticleList'),
    guard: ArticleListGuard,
  },
  merchandiseCategories: {
    name: 'merchandiseCategories',
    method: 'GET',
    path: shop('merchandise/categories'),
    query: lazy('merchandise', 'MerchandiseCategoriesQuery'),
    token: false,
    response: lazy('merchandise', 'ArticleCategories'),
    guard: ArticleCategoriesGuard,
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

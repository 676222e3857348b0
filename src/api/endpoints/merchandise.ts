import * as t from 'io-ts';
import { QueryNumber } from '../codecs/common';
import type { EndpointDef } from '../endpoint-def';
import { lazy, shop } from './build';

/** Merchandise and annual passes (a product kind of merchandise): list, one article, categories. */
export const merchandiseEndpoints = {
  merchandiseList: {
    name: 'merchandiseList',
    method: 'GET',
    path: shop('merchandise/list'),
    query: t.partial({ category: QueryNumber, product_kind: QueryNumber }, 'MerchandiseListQuery'),
    token: false,
    response: lazy('merchandise', 'ArticleList'),
  },
  merchandiseSingle: {
    name: 'merchandiseSingle',
    method: 'GET',
    path: 'merchandise/single',
    query: t.type({ article: QueryNumber }, 'MerchandiseSingleQuery'),
    token: false,
    response: lazy('merchandise', 'Article'),
  },
  merchandiseCategories: {
    name: 'merchandiseCategories',
    method: 'GET',
    path: shop('merchandise/categories'),
    query: t.partial({ product_kind: QueryNumber }, 'MerchandiseCategoriesQuery'),
    token: false,
    response: lazy('merchandise', 'ArticleCategories'),
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

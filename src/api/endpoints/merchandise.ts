import * as t from 'io-ts';
import { QueryNumber } from '../codecs/common';
import type { EndpointDef } from '../endpoint-def';
import { lazy } from './build';
import { productListEndpoints } from './merchandise-list';

/** Merchandise and annual passes (a product kind of merchandise): list, one article, categories. */
export const merchandiseEndpoints = {
  ...productListEndpoints,
  merchandiseSingle: {
    name: 'merchandiseSingle',
    method: 'GET',
    path: 'merchandise/single',
    query: t.type({ article: QueryNumber }, 'MerchandiseSingleQuery'),
    token: false,
    response: lazy('merchandise', 'Article'),
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

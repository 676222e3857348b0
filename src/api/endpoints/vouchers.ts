import * as t from 'io-ts';
import { QueryNumber } from '../codecs/common';
import type { EndpointDef } from '../endpoint-def';
import { lazy, shop } from './build';

/** Vouchers: list, one voucher's prices, categories, and a code's lookup. */
export const voucherEndpoints = {
  voucherList: {
    name: 'voucherList',
    method: 'GET',
    path: shop('voucher/list'),
    query: t.partial({ group: QueryNumber }, 'VoucherListQuery'),
    token: false,
    response: lazy('vouchers', 'VoucherList'),
  },
  voucherSingle: {
    name: 'voucherSingle',
    method: 'GET',
    path: 'voucher/selectOne/price/{id}',
    token: false,
    response: lazy('vouchers', 'VoucherProduct'),
  },
  voucherCategories: {
    name: 'voucherCategories',
    method: 'GET',
    path: shop('voucher/categories'),
    token: false,
    response: lazy('vouchers', 'VoucherCategories'),
  },
  voucherCodeLookup: {
    name: 'voucherCodeLookup',
    method: 'GET',
    path: 'voucher/code',
    query: t.type({ voucher: t.string }, 'VoucherCodeQuery'),
    token: false,
    response: lazy('vouchers', 'VoucherCode'),
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

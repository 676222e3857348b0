import * as t from 'io-ts';
import { isLazyCodec, type CodecOf, type EndpointDef, type LazyCodec } from './endpoint-def';
import { DEFAULT_API_BASE, shellEndpoints } from './shell-endpoints';
import type { HasPathParams, PathParams } from './path-template';
import { coreEndpoints } from './endpoints/core';
import { tourEndpoints } from './endpoints/tours';
import { ticketEndpoints } from './endpoints/tickets';
import { merchandiseEndpoints } from './endpoints/merchandise';
import { voucherEndpoints } from './endpoints/vouchers';
import { customerEndpoints } from './endpoints/customer';
import { paymentEndpoints } from './endpoints/payment';

export { DEFAULT_API_BASE, shellEndpoints, isLazyCodec };
export { SHOP_ID } from './endpoints/build';
export type { CodecModule, CodecModules, CodecOf, EndpointDef, LazyCodec } from './endpoint-def';

/**
 * THE table of the museum API (prose: docs/api.md).
 *
 * The client builds requests from it and decodes responses with it; the sandbox server
 * routes and answers from it; the fixture test decodes fixtures/api with it. Anything the
 * API can do that is not in this object does not exist for the app. Each area's entries are
 * written in endpoints/<area>.ts; this is the one place they are put together, in this order.
 */
export const endpoints = {
  ...coreEndpoints,
  ...tourEndpoints,
  ...ticketEndpoints,
  ...merchandiseEndpoints,
  ...voucherEndpoints,
  ...customerEndpoints,
  ...paymentEndpoints,
} as const satisfies Readonly<Record<string, EndpointDef>>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Every endpoint name, in table order. */
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

// A key and its `name` must agree; this line stops compiling when they do not.
type KeyNameMismatch = { [K in EndpointName]: Endpoints[K]['name'] extends K ? never : K }[EndpointName];
const keysMatchNames: [KeyNameMismatch] extends [never] ? true : KeyNameMismatch = true;
void keysMatchNames;

/** The decoded `data` of a successful call. */
export type DataOf<N extends EndpointName> = t.TypeOf<CodecOf<Endpoints[N]['response']>>;

export type PathParamsOf<N extends EndpointName> = PathParams<Endpoints[N]['path']>;
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { readonly query: infer Q extends t.Mixed | LazyCodec } ? t.TypeOf<CodecOf<Q>> : never;
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { readonly body: infer B extends t.Mixed } ? t.TypeOf<B> : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type PathPart<N extends EndpointName> = HasPathParams<Endpoints[N]['path']> extends true ? { readonly path: PathParamsOf<N> } : unknown;
type QueryPart<N extends EndpointName> = [QueryOf<N>] extends [never]
  ? unknown
  : object extends QueryOf<N>
    ? { readonly query?: QueryOf<N> }
    : { readonly query: QueryOf<N> };
type BodyPart<N extends EndpointName> = [BodyOf<N>] extends [never] ? unknown : { readonly body: BodyOf<N> };

/**
 * What a caller passes: `{ path?, query?, body? }` with only the parts this endpoint has.
 * Kept apart rather than flat because some POSTs take both query and body (paymentExec).
 */
export type ParamsOf<N extends EndpointName> = Simplify<PathPart<N> & QueryPart<N> & BodyPart<N>>;

/** The response codec of an endpoint as a type (what `CodecOf` makes of a lazy reference). */
export type ResponseCodecOf<N extends EndpointName> = CodecOf<Endpoints[N]['response']>;

import * as t from 'io-ts';
import { IsoDate } from '../kernel/brands';
import { Ack, Id, Lifetime, NullableString, QueryNumber, Token } from './codecs/common';
import { StaticPage } from './codecs/shell';
import { isLazyCodec, type CodecModule, type CodecModules, type EndpointDef, type LazyCodec } from './endpoint-def';
import { DEFAULT_API_BASE, shellEndpoints } from './shell-endpoints';

export { DEFAULT_API_BASE, shellEndpoints, isLazyCodec };
import type { CodecOf } from './endpoint-def';
export type { CodecModule, CodecModules, CodecOf, EndpointDef, LazyCodec } from './endpoint-def';
import { CustomerData, CustomerFormData, CustomerPayload, RegisterPayload } from './codecs/customer';
import {
  CartId,
  CartPayload,
  PaymentAux,
  PaymentExecResult,
  PaymentInitResult,
  PaymentTypes,
  ShippingCartLine,
  ShippingCost,
} from './codecs/payment';
import type { HasPathParams, PathParams } from './path-template';

/**
 * THE table of the museum API (prose: docs/api.md).
 *
 * The client builds requests from it and decodes responses with it; the sandbox server
 * routes and answers from it; the fixture test decodes fixtures/api with it. Anything the
 * API can do that is not in this object does not exist for the app.
 */

/**
 * The museum's shop id. The API scopes merchandise, vouchers and payment init by shop and
 * takes the id as a `shop/160` path segment; there is one shop per deployment, so it is a
 * constant here rather than configuration.
 */
export const SHOP_ID = 160;


/** Payment init and exec talk to the provider on the server's side: they may take longer. */
const PAYMENT_TIMEOUT_MS = 45_000;

const lazy = <M extends CodecModule, K extends keyof CodecModules[M] & string>(module: M, name: K): LazyCodec<M, K> => ({ module, name });

const shop = (path: string): string => `${path}/shop/${SHOP_ID}`;

const CustomerBody = t.type({ c: CustomerPayload }, 'CustomerBody');
const RegisterBody = t.type({ c: RegisterPayload }, 'RegisterBody');

export const endpoints = {
  // ---- shell ---------------------------------------------------------------------------
  remoteConfig: shellEndpoints.remoteConfig,
  staticContent: shellEndpoints.staticContent,
  staticPage: { name: 'staticPage', method: 'GET', path: 'page/{id}', token: false, response: StaticPage },
  metaData: shellEndpoints.metaData,
  paymentTypes: { name: 'paymentTypes', method: 'GET', path: 'payment/types', token: true, response: PaymentTypes },
  customerFormData: {
    name: 'customerFormData',
    method: 'GET',
    path: 'customer/form-data',
    token: false,
    response: CustomerFormData,
  },
  customerData: {
    name: 'customerData',
    method: 'GET',
    path: 'customer/data',
    token: true,
    response: CustomerData,
    sensitive: true,
  },
  shippingCosts: {
    name: 'shippingCosts',
    method: 'POST',
    path: 'shipping-costs',
    // Country only when not logged in: the server knows a logged-in customer's address.
    body: t.intersection([t.type({ cart: t.array(ShippingCartLine) }), t.partial({ country: t.string })], 'ShippingCostsBody'),
    token: true,
    response: ShippingCost,
  },

  // ---- tours ---------------------------------------------------------------------------
  tourOverview: {
    name: 'tourOverview',
    method: 'GET',
    path: 'tour/overview',
    query: t.type({ date: IsoDate, lookahead: QueryNumber }, 'TourOverviewQuery'),
    token: false,
    response: lazy('tours', 'TourOverview'),
  },
  tourList: { name: 'tourList', method: 'GET', path: 'tour/list', token: false, response: lazy('tours', 'TourList') },
  tourCategories: { name: 'tourCategories', method: 'GET', path: 'tour/categories', token: false, response: lazy('tours', 'TourCategories') },
  tourSingle: {
    name: 'tourSingle',
    method: 'GET',
    path: 'tour/single',
    query: t.intersection([t.type({ tour: QueryNumber }), t.partial({ date: IsoDate })], 'TourSingleQuery'),
    token: false,
    response: lazy('tours', 'TourSingle'),
  },
  tourSoldout: {
    name: 'tourSoldout',
    method: 'GET',
    /** start and end as YYYYMMDD. */
    path: 'tour/soldout/tour/{id}/range/{start};{end}',
    token: false,
    response: lazy('tours', 'TourSoldout'),
  },
  tourSoldoutTimeslots: {
    name: 'tourSoldoutTimeslots',
    method: 'GET',
    path: 'tour/soldoutTimeslots/tour/{id}/date/{date}',
    token: false,
    response: lazy('tours', 'TourSoldoutTimeslots'),
  },
  tourCalendar: {
    name: 'tourCalendar',
    method: 'GET',
    path: 'tour/calendar/tour/{tour}/range/{start};{end}',
    token: false,
    response: lazy('tours', 'TourCalendar'),
  },
  tourLifetime: { name: 'tourLifetime', method: 'GET', path: 'tour/lifetime/tour/{tour}', token: false, response: Lifetime },

  // ---- events, tickets, day tickets ----------------------------------------------------
  eventList: { name: 'eventList', method: 'GET', path: 'event/list', token: false, response: lazy('tickets', 'EventList') },
  eventLifetime: {
    name: 'eventLifetime',
    method: 'GET',
    path: 'event/lifetime',
    query: t.type({ event: QueryNumber }, 'EventLifetimeQuery'),
    token: false,
    response: Lifetime,
  },
  ticketCollect: {
    name: 'ticketCollect',
    method: 'GET',
    path: 'ticket/collect/event/{event}[/date/{date}]',
    token: false,
    response: lazy('tickets', 'TicketCollect'),
  },
  ticketCalendar: {
    name: 'ticketCalendar',
    method: 'GET',
    path: 'ticket/calendar/event/{id}/range/{start};{end}',
    fixedQuery: { deep: 1 },
    token: false,
    response: lazy('tickets', 'RemainingByDate'),
  },
  dayTicketList: {
    name: 'dayTicketList',
    method: 'GET',
    path: 'ticket/daytickets',
    query: t.partial({ date: IsoDate }, 'DayTicketListQuery'),
    token: false,
    response: lazy('tickets', 'DayTicketList'),
  },
  dayTicketCalendar: {
    name: 'dayTicketCalendar',
    method: 'GET',
    path: 'ticket/daytickets/calendar/range/{start};{end}',
    token: false,
    response: lazy('tickets', 'RemainingByDate'),
  },

  // ---- merchandise, passes, vouchers ---------------------------------------------------
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

  // ---- customer and authentication -----------------------------------------------------
  login: {
    name: 'login',
    method: 'POST',
    path: 'customer/login',
    /** `_p` is the MD5 hex of the password: never log or persist the body. */
    body: t.type({ _u: t.string, _p: t.string }, 'LoginBody'),
    token: false,
    response: Token,
    sensitive: true,
  },
  guestRegister: {
    name: 'guestRegister',
    method: 'POST',
    path: 'customer/register-guest',
    body: CustomerBody,
    token: false,
    response: Token,
    sensitive: true,
  },
  register: { name: 'register', method: 'POST', path: 'customer/register', body: RegisterBody, token: false, response: Ack },
  registerValidate: {
    name: 'registerValidate',
    method: 'POST',
    path: 'customer/register/validate',
    body: RegisterBody,
    token: false,
    response: Ack,
  },
  passwordResetRequest: {
    name: 'passwordResetRequest',
    method: 'POST',
    path: 'customer/password/reset',
    body: t.type({ email: t.string, backlink: t.string }, 'PasswordResetBody'),
    token: false,
    response: Ack,
  },
  passwordConfirm: {
    name: 'passwordConfirm',
    method: 'POST',
    path: 'customer/password/confirm',
    body: t.type({ token: t.string, _p: t.string }, 'PasswordConfirmBody'),
    token: false,
    response: Token,
    sensitive: true,
  },
  passwordChange: {
    name: 'passwordChange',
    method: 'POST',
    path: 'customer/password/change',
    body: t.type({ _po: t.string, _pn: t.string }, 'PasswordChangeBody'),
    token: true,
    response: Ack,
  },
  emailChange: {
    name: 'emailChange',
    method: 'POST',
    path: 'customer/email/change',
    body: t.type({ _po: t.string, email: t.string }, 'EmailChangeBody'),
    token: true,
    response: Ack,
  },
  customerUpdate: {
    name: 'customerUpdate',
    method: 'POST',
    path: 'customer/update',
    body: CustomerBody,
    token: true,
    response: Ack,
  },
  customerValidate: {
    name: 'customerValidate',
    method: 'POST',
    path: 'customer/update/validate',
    body: CustomerBody,
    token: true,
    response: Ack,
  },

  // ---- payment and checkout ------------------------------------------------------------
  paymentInit: {
    name: 'paymentInit',
    method: 'POST',
    path: shop('payment/init'),
    body: t.type(
      {
        payart: Id,
        aux: PaymentAux,
        cart: t.intersection([CartPayload, t.partial({ external_document_number: NullableString })]),
        url: t.type({ continue: t.string, cancel: t.string }),
      },
      'PaymentInitBody',
    ),
    token: true,
    response: PaymentInitResult,
    timeoutMs: PAYMENT_TIMEOUT_MS,
  },
  paymentExec: {
    name: 'paymentExec',
    method: 'POST',
    path: 'payment/exec',
    /** `us`: 12 random alphanumerics per attempt, so the server can spot a replayed exec. */
    query: t.type({ us: t.string, sessionUs: t.string, srcURL: t.string }, 'PaymentExecQuery'),
    body: t.type({ cartId: CartId }, 'PaymentExecBody'),
    token: true,
    response: PaymentExecResult,
    timeoutMs: PAYMENT_TIMEOUT_MS,
  },
  paymentCancel: {
    name: 'paymentCancel',
    method: 'POST',
    path: 'payment/cancel',
    fixedQuery: { noRedirect: 1 },
    query: t.type({ cartId: CartId }, 'PaymentCancelQuery'),
    token: false,
    response: Ack,
  },
  checkoutSuggest: {
    name: 'checkoutSuggest',
    method: 'POST',
    path: 'checkout/suggest',
    body: t.type({ cart: CartPayload }, 'CheckoutSuggestBody'),
    token: false,
    response: lazy('merchandise', 'Suggestions'),
  },
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
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { readonly query: infer Q extends t.Mixed } ? t.TypeOf<Q> : never;
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

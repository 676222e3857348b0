import type * as t from 'io-ts';
import { endpoints, type EndpointName, type Endpoints, type ResponseCodecOf } from '../api/endpoints';
import { STATIC_PAGE_IDS } from '../api/codecs/shell';
import { badRequest, decodeOr400, HttpError, notFound, rejected, unauthorized } from './http';
import { bodyObject, dayParam, intParam, rangeParams, type RouteCtx } from './request';
import { pick } from './text';
import * as customers from './areas/customers';
import * as merchandise from './areas/merchandise';
import * as payment from './areas/payment';
import { customerCountry, shippingCost } from './areas/shipping';
import * as suggest from './areas/suggest';
import * as tickets from './areas/tickets';
import * as tours from './areas/tours';
import * as vouchers from './areas/vouchers';
import type { Core } from './core';

/**
 * One handler per endpoint of src/api/endpoints.ts. The mapped type makes a new endpoint in the
 * table a compile error here until the sandbox answers it, and each handler's return type is
 * the OUTPUT type of that endpoint's response codec, so the compiler already holds the sandbox
 * to the shapes the client decodes (the contract test checks the refinements at run time).
 */

type Out<N extends EndpointName> = t.OutputOf<ResponseCodecOf<N>>;
type QueryIn<N extends EndpointName> = Endpoints[N] extends { readonly query: infer Q extends t.Mixed } ? t.TypeOf<Q> : Record<string, never>;

/** none: public. optional: a token is read if sent (an invalid one is a 401). required: 401 without one. */
export type Auth = 'none' | 'optional' | 'required';

export interface RouteSpec<N extends EndpointName> {
  readonly auth: Auth;
  readonly handle: (ctx: RouteCtx<QueryIn<N>>) => Out<N>;
}

export type RouteTable = { readonly [N in EndpointName]: RouteSpec<N> };

function tourOf(core: Core, id: number) {
  const tour = core.catalogue.index.tours.get(id);
  if (!tour) throw notFound();
  return tour;
}

function eventOf(core: Core, id: number) {
  const event = core.catalogue.index.events.get(id);
  if (!event) throw notFound();
  return event;
}

function dayOf(date: string): number {
  return dayParam(date, 'date');
}

function requireCustomer<Q>(ctx: RouteCtx<Q>) {
  if (!ctx.customer) throw unauthorized();
  return ctx.customer;
}

export const routes: RouteTable = {
  // ---- shell ----------------------------------------------------------------------------
  remoteConfig: { auth: 'none', handle: ({ core }) => core.config() },
  staticContent: {
    auth: 'none',
    handle: ({ core, lang }) => {
      const c = core.catalogue.content.staticContent;
      return { banners: c.banners, cookie_warning: pick(c.cookie_warning, lang), social_media: c.social_media };
    },
  },
  staticPage: {
    auth: 'none',
    handle: ({ core, lang, params }) => {
      const id = params.id ?? '';
      const p = core.catalogue.content.pages[id];
      if (!p || !(STATIC_PAGE_IDS as readonly string[]).includes(id)) throw notFound();
      return { title: pick(p.title, lang), html: pick(p.html, lang) };
    },
  },
  metaData: {
    auth: 'none',
    handle: ({ core, lang }) => {
      const m = core.catalogue.content.meta;
      return { title: pick(m.title, lang), description: pick(m.description, lang), keywords: pick(m.keywords, lang), supportEmail: m.supportEmail };
    },
  },
  // Public: the shell loads the types at start-up, before anyone logs in (see docs/sandbox.md).
  paymentTypes: { auth: 'optional', handle: ({ core }) => payment.paymentTypes(core) },
  customerFormData: { auth: 'none', handle: ({ core, lang }) => customers.formData(core, lang) },
  customerData: { auth: 'required', handle: (ctx) => customers.customerData(requireCustomer(ctx)) },
  shippingCosts: {
    auth: 'optional',
    handle: ({ core, body, customer }) => {
      const { cart, country } = decodeOr400(endpoints.shippingCosts.body, body, 'shipping request');
      // Logged in, the server knows where the parcel goes; the body's country is for guests-to-be.
      return shippingCost(core, cart, customer ? customerCountry(customer) : country);
    },
  },

  // ---- tours ----------------------------------------------------------------------------
  tourOverview: {
    auth: 'none',
    handle: ({ core, query }) => {
      if (!Number.isInteger(query.lookahead) || query.lookahead < 0 || query.lookahead > 62) throw badRequest('lookahead must be 0..62 days');
      return tours.tourOverview(core, dayOf(query.date), query.lookahead);
    },
  },
  tourList: { auth: 'none', handle: ({ core, lang }) => tours.tourList(core, lang) },
  tourCategories: { auth: 'none', handle: ({ core, lang }) => tours.tourCategories(core, lang) },
  tourSingle: {
    auth: 'none',
    handle: ({ core, lang, query }) => tours.tourSingle(core, tourOf(core, query.tour), query.date === undefined ? null : dayOf(query.date), lang),
  },
  tourSoldout: {
    auth: 'none',
    handle: ({ core, params }) => {
      const tour = tourOf(core, intParam(params, 'id'));
      const { start, end } = rangeParams(params);
      return tours.tourSoldout(core, tour, start, end);
    },
  },
  tourSoldoutTimeslots: {
    auth: 'none',
    handle: ({ core, params }) => tours.tourSoldoutTimeslots(core, tourOf(core, intParam(params, 'id')), dayParam(params.date, 'date')),
  },
  tourCalendar: {
    auth: 'none',
    handle: ({ core, params }) => {
      const tour = tourOf(core, intParam(params, 'tour'));
      const { start, end } = rangeParams(params);
      return tours.tourCalendar(core, tour, start, end);
    },
  },
  tourLifetime: { auth: 'none', handle: ({ core, params }) => tours.tourLifetime(core, tourOf(core, intParam(params, 'tour'))) },

  // ---- events, tickets, day tickets -----------------------------------------------------
  eventList: { auth: 'none', handle: ({ core, lang }) => tickets.eventEntries(core, lang) },
  eventLifetime: { auth: 'none', handle: ({ core, query }) => tickets.eventLifetime(core, eventOf(core, query.event)) },
  ticketCollect: {
    auth: 'none',
    handle: ({ core, lang, params }) => {
      const event = eventOf(core, intParam(params, 'event'));
      return tickets.collectTickets(core, event, params.date === undefined ? null : dayParam(params.date, 'date'), lang);
    },
  },
  ticketCalendar: {
    auth: 'none',
    handle: ({ core, params }) => {
      const event = eventOf(core, intParam(params, 'id'));
      const { start, end } = rangeParams(params);
      return tickets.ticketCalendar(core, event, start, end);
    },
  },
  dayTicketList: {
    auth: 'none',
    handle: ({ core, lang, query }) => tickets.dayTicketList(core, query.date === undefined ? null : dayOf(query.date), lang),
  },
  dayTicketCalendar: {
    auth: 'none',
    handle: ({ core, params }) => {
      const { start, end } = rangeParams(params);
      return tickets.dayTicketCalendar(core, start, end);
    },
  },

  // ---- merchandise, passes, vouchers ----------------------------------------------------
  merchandiseList: {
    auth: 'none',
    handle: ({ core, lang, query }) =>
      merchandise.articleList(core, { ...(query.category !== undefined ? { category: query.category } : {}), ...(query.product_kind !== undefined ? { product_kind: query.product_kind } : {}) }, lang),
  },
  merchandiseSingle: {
    auth: 'none',
    handle: ({ core, lang, query }) => {
      const article = core.catalogue.index.articles.get(query.article);
      if (!article) throw notFound();
      return merchandise.articleEntry(core, article, lang);
    },
  },
  merchandiseCategories: { auth: 'none', handle: ({ core, lang, query }) => merchandise.articleCategories(core, query.product_kind, lang) },
  voucherList: { auth: 'none', handle: ({ core, lang, query }) => vouchers.voucherList(core, query.group, lang) },
  voucherSingle: {
    auth: 'none',
    handle: ({ core, lang, params }) => {
      const product = core.catalogue.index.voucherProducts.get(intParam(params, 'id'));
      if (!product) throw notFound();
      return vouchers.voucherEntry(product, lang);
    },
  },
  voucherCategories: { auth: 'none', handle: ({ core, lang }) => vouchers.voucherCategories(core, lang) },
  voucherCodeLookup: {
    auth: 'none',
    handle: ({ core, lang, query }) => {
      if (query.voucher.trim() === '') throw badRequest('voucher must not be empty');
      const code = vouchers.findCode(core, query.voucher);
      if (!code) throw new HttpError(422, { error: 'VOUCHER_NOT_FOUND' });
      return vouchers.codeEntry(core, code, lang);
    },
  },

  // ---- customer and authentication ------------------------------------------------------
  login: {
    auth: 'none',
    handle: ({ core, lang, body }) => {
      const { _u, _p } = decodeOr400(endpoints.login.body, body, 'login');
      return customers.login(core, _u, _p, lang);
    },
  },
  guestRegister: {
    auth: 'none',
    handle: ({ core, lang, body }) => {
      // A museum that offers no guest checkout (remote configuration) takes no guest either.
      const offered = core.config().hasGuestRegistration;
      if (offered !== undefined && offered !== 1 && offered !== true) throw rejected('GUEST_REGISTRATION_OFF');
      const input = customers.readCustomerForm(core, body, 'guest', lang);
      return customers.issueToken(core, customers.createCustomer(core, input, true));
    },
  },
  register: {
    auth: 'none',
    handle: ({ core, lang, body }) => {
      customers.createCustomer(core, customers.readCustomerForm(core, body, 'register', lang), false);
      return true;
    },
  },
  registerValidate: {
    auth: 'none',
    handle: ({ core, lang, body }) => {
      customers.readCustomerForm(core, body, 'register', lang);
      return true;
    },
  },
  passwordResetRequest: {
    auth: 'none',
    handle: ({ core, lang, body }) => {
      const { email, backlink } = decodeOr400(endpoints.passwordResetRequest.body, body, 'reset request');
      return customers.requestPasswordReset(core, email, backlink, lang);
    },
  },
  passwordConfirm: {
    auth: 'none',
    handle: (ctx) => {
      const b = bodyObject(ctx);
      // Spec 001 §5: a 400 here means "You must fill all fields".
      if (typeof b.token !== 'string' || typeof b._p !== 'string') throw new HttpError(400, { code: 'BAD_REQUEST', message: 'You must fill all fields' });
      return customers.confirmPasswordReset(ctx.core, b.token, b._p);
    },
  },
  passwordChange: {
    auth: 'required',
    handle: (ctx) => {
      const customer = requireCustomer(ctx);
      const { _po, _pn } = decodeOr400(endpoints.passwordChange.body, ctx.body, 'password change');
      return customers.changePassword(ctx.core, customer, _po, _pn, ctx.lang);
    },
  },
  emailChange: {
    auth: 'required',
    handle: (ctx) => {
      const customer = requireCustomer(ctx);
      const { _po, email } = decodeOr400(endpoints.emailChange.body, ctx.body, 'email change');
      return customers.changeEmail(ctx.core, customer, _po, email, ctx.lang);
    },
  },
  customerUpdate: {
    auth: 'required',
    handle: (ctx) => {
      const customer = requireCustomer(ctx);
      customers.updateCustomer(customer, customers.readCustomerForm(ctx.core, ctx.body, 'update', ctx.lang, customer));
      return true;
    },
  },
  customerValidate: {
    auth: 'required',
    handle: (ctx) => {
      customers.readCustomerForm(ctx.core, ctx.body, 'update', ctx.lang, requireCustomer(ctx));
      return true;
    },
  },

  // ---- payment and checkout -------------------------------------------------------------
  // Optional here, enforced inside: a wallet express payment needs no account.
  paymentInit: { auth: 'optional', handle: ({ core, lang, body, customer }) => payment.initPayment(core, { body, lang, customer }) },
  paymentExec: {
    auth: 'optional',
    handle: ({ core, query, body, customer }) => {
      if (!/^[A-Za-z0-9]{12}$/.test(query.us)) throw badRequest('us must be 12 alphanumeric characters');
      const { cartId } = decodeOr400(endpoints.paymentExec.body, body, 'payment exec');
      return payment.execPayment(core, cartId, customer);
    },
  },
  // The shop sends its token when it holds one (001 §6); a cart is cancelled with or without.
  paymentCancel: {
    auth: 'optional',
    handle: ({ core, query }) => {
      payment.cancelPayment(core, query.cartId);
      return true;
    },
  },
  checkoutSuggest: {
    auth: 'none',
    handle: ({ core, lang, body }) => {
      const { cart } = decodeOr400(endpoints.checkoutSuggest.body, body, 'suggest request');
      return suggest.suggestions(core, cart.items, lang);
    },
  },
};

/** Cancel without noRedirect=1 answers like the provider would: back to the shop's cancel page. */
export function cancelRedirectTarget(core: Core, cartId: string): string | null {
  return payment.paymentByCart(core, cartId)?.cancelUrl ?? null;
}


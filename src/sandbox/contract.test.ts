import { isRight } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { ENDPOINT_NAMES, endpoints, type EndpointName } from '../api/endpoints';
import { queryCodecOf, responseCodecOf } from '../api/all-response-codecs';
import { FieldErrors } from '../api/codecs/customer';
import { fillPath } from '../api/path-template';
import { reportErrors } from '../api/report';
import { LANGUAGES, type Lang } from '../messages/primitives';
import { formatDay, museumNow, parseDay } from './clock';
import { md5 } from './areas/customers';
import type { RunningServer } from './serve';
import { ANNA, api, JAMES, clockAt, decide, login, startTestServer, TUESDAY_MORNING, ymd } from './test-support';

/**
 * Sandbox and client must never drift: every endpoint of THE table is called the way the client
 * builds it (path template, fixed query, `_` token, body) and its `data` is decoded with that
 * endpoint's own response codec, in every shop language. The requests are checked against the
 * table's query and body codecs too, so this test cannot pass by sending what the client never would.
 */

const clock = clockAt(TUESDAY_MORNING);
const TODAY = formatDay(museumNow(TUESDAY_MORNING).today);
const LATER = formatDay((parseDay(TODAY) ?? 0) + 30);

interface Call {
  readonly path?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
}

interface Ctx {
  readonly server: RunningServer;
  readonly lang: Lang;
  readonly token: string;
  /** Runs one endpoint like the client does and returns the raw response. */
  readonly send: (name: EndpointName, call: Call) => Promise<{ status: number; json: any }>;
}

const customer = { email: 'lea.kraus@example.org', salutation: 'ms', fname: 'Lea', lname: 'Kraus', company: '', phone: '', street: 'Am Kai 5', zip: '20457', city: 'Hamburg', country: 'DE', shipping: { name: 'Lea Kraus', street: 'Am Kai 5', zip: '20457', city: 'Hamburg', country: 'DE' } };
const returnUrls = { continue: '/de/checkout/accepted', cancel: '/de/checkout/canceled' };
const book = { type: 'merchandise', id: 5003, count: 1 };

async function startedPayment(ctx: Ctx): Promise<{ cartId: string | number; url: string }> {
  const res = await ctx.send('paymentInit', { body: { payart: 78, aux: {}, cart: { ver: 1, items: [book], external_document_number: null }, url: returnUrls } });
  return res.json.data;
}

async function firstFreeTicketDate(ctx: Ctx): Promise<string> {
  const cal = (await ctx.send('ticketCalendar', { path: { id: 101, start: ymd(TODAY), end: ymd(LATER) } })).json.data as Record<string, number>;
  return Object.keys(cal).find((d) => (cal[d] ?? 0) > 0) ?? TODAY;
}

/** One call per endpoint. The mapped type fails to compile when the table grows an endpoint. */
const calls: { readonly [N in EndpointName]: (ctx: Ctx) => Promise<Call> | Call } = {
  remoteConfig: () => ({}),
  staticContent: () => ({}),
  staticPage: () => ({ path: { id: 'data_protection' } }),
  metaData: () => ({}),
  paymentTypes: () => ({}),
  customerFormData: () => ({}),
  customerData: () => ({}),
  shippingCosts: () => ({ body: { cart: [{ type: 'merchandise', id: 5001, count: 1 }, { type: 'guidedTour', id: 301, datetime: `${TODAY} 15:00`, count: 1 }] } }),
  tourOverview: () => ({ query: { date: TODAY, lookahead: 3 } }),
  tourList: () => ({}),
  tourCategories: () => ({}),
  tourSingle: () => ({ query: { tour: 303, date: LATER } }),
  tourSoldout: () => ({ path: { id: 302, start: ymd(TODAY), end: ymd(LATER) } }),
  tourSoldoutTimeslots: () => ({ path: { id: 301, date: LATER } }),
  tourCalendar: () => ({ path: { tour: 305, start: ymd(TODAY), end: ymd(LATER) } }),
  tourLifetime: () => ({ path: { tour: 307 } }),
  eventList: () => ({}),
  eventLifetime: () => ({ query: { event: 102 } }),
  ticketCollect: async (ctx) => ({ path: { event: 101, date: await firstFreeTicketDate(ctx) } }),
  ticketCalendar: () => ({ path: { id: 102, start: ymd(TODAY), end: ymd(LATER) } }),
  dayTicketList: () => ({ query: { date: LATER } }),
  dayTicketCalendar: () => ({ path: { start: ymd(TODAY), end: ymd(LATER) } }),
  merchandiseList: () => ({ query: { category: 52 } }),
  merchandiseSingle: () => ({ query: { article: 5105 } }),
  merchandiseCategories: () => ({ query: { product_kind: 13 } }),
  voucherList: () => ({ query: { group: 61 } }),
  voucherSingle: () => ({ path: { id: 6003 } }),
  voucherCategories: () => ({}),
  voucherCodeLookup: () => ({ query: { voucher: 'KAH-GROSS-500' } }),
  login: () => ({ body: { _u: ANNA.email, _p: md5(ANNA.password) } }),
  guestRegister: () => ({ body: { c: { ...customer, email: 'guest@example.org', send_invoice: 1 } } }),
  register: () => ({ body: { c: { ...customer, password: 'Kai-Kante-5' } } }),
  registerValidate: () => ({ body: { c: { ...customer, email: 'other@example.org', password: 'Kai-Kante-5' } } }),
  passwordResetRequest: () => ({ body: { email: ANNA.email, backlink: '/de/recover/#' } }),
  // James, not Anna: a new password ends every session of its account, the shared token included.
  passwordConfirm: async (ctx) => {
    await ctx.send('passwordResetRequest', { body: { email: JAMES.email, backlink: '/de/recover/#' } });
    const outbox = (await fetch(`${ctx.server.url}/api/__sandbox/outbox`).then((r) => r.json())).data as Array<{ link: string }>;
    return { body: { token: outbox.at(-1)?.link.split('#')[1] ?? '', _p: md5(JAMES.password) } };
  },
  passwordChange: () => ({ body: { _po: md5(ANNA.password), _pn: md5(ANNA.password) } }),
  emailChange: () => ({ body: { _po: md5(ANNA.password), email: ANNA.email } }),
  customerUpdate: () => ({ body: { c: { ...customer, email: ANNA.email, shipping: { name: 'Anna Becker', street: 'Kaistraße 1', zip: '20457', city: 'Hamburg', country: 'DE' } } } }),
  customerValidate: () => ({ body: { c: { ...customer, email: ANNA.email } } }),
  paymentInit: () => ({ body: { payart: 74, aux: { Accountholder: 'Anna Becker', IBAN: 'DE89370400440532013000', partner: 'hotel-am-kai' }, cart: { ver: 1, items: [book], external_document_number: 'PO-2030-17' }, url: returnUrls } }),
  paymentExec: async (ctx) => {
    const { cartId, url } = await startedPayment(ctx);
    await decide(ctx.server, url, 'approve');
    return { query: { us: 'Qw3Er5Ty7Ui9', sessionUs: 'As2Df4Gh6Jk8', srcURL: '/de/checkout/accepted' }, body: { cartId } };
  },
  paymentCancel: async (ctx) => ({ query: { cartId: (await startedPayment(ctx)).cartId } }),
  checkoutSuggest: () => ({ body: { cart: { ver: 1, items: [{ type: 'ticket', id: 1001, datetime: `${LATER} 10:00:00`, totalCount: 1 }, book] } } }),
};

function decodeErrors(codec: t.Mixed, value: unknown): string[] {
  const result = codec.decode(value);
  return isRight(result) ? [] : reportErrors(result.left);
}

describe('contract: sandbox answers decode with the endpoint codecs', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(clock);
  });
  afterAll(() => server.close());

  function context(lang: Lang, token: string): Ctx {
    const send: Ctx['send'] = async (name, call) => {
      const def = endpoints[name];
      // What the client would send must pass the table's own request codecs.
      const queryCodec = queryCodecOf(name);
      if (queryCodec) expect([name, decodeErrors(queryCodec, call.query ?? {})]).toEqual([name, []]);
      if ('body' in def) expect([name, decodeErrors(def.body, call.body)]).toEqual([name, []]);
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...('fixedQuery' in def ? def.fixedQuery : {}), ...call.query })) query.set(k, String(v));
      if (def.token) query.set('_', token);
      const url = `${server.url}/api/${lang}/${fillPath(def.path, call.path ?? {})}?${query}`;
      const res = await fetch(url, { method: def.method, ...(call.body === undefined ? {} : { body: JSON.stringify(call.body), headers: { 'Content-Type': 'application/json' } }) });
      return { status: res.status, json: await res.json() };
    };
    return { server, lang, token, send };
  }

  it('covers the whole table', () => {
    expect(Object.keys(calls).sort()).toEqual([...ENDPOINT_NAMES].sort());
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    let token = '';
    beforeAll(async () => {
      server.sandbox.reset();
      token = await login(api(server), ANNA);
    });

    it.each(ENDPOINT_NAMES)('%s', async (name) => {
      const ctx = context(lang, token);
      const res = await ctx.send(name, await calls[name](ctx));
      expect([name, res.status]).toEqual([name, 200]);
      expect(Object.keys(res.json)).toEqual(['data']);
      expect([name, decodeErrors(responseCodecOf(name), res.json.data)]).toEqual([name, []]);
    });
  });

  it('form errors decode with the FieldErrors codec', async () => {
    const res = await fetch(`${server.url}/api/it/customer/register`, { method: 'POST', body: JSON.stringify({ c: { ...customer, email: 'nope', password: 'x' } }) });
    expect(res.status).toBe(422);
    expect(decodeErrors(FieldErrors, await res.json())).toEqual([]);
  });
});

import type { RunningServer } from './serve';
import { ANNA, api, initPayment, login, startTestServer, type Api } from './test-support';

describe('malformed requests', () => {
  let server: RunningServer;
  let call: Api;
  beforeAll(async () => {
    server = await startTestServer();
    call = api(server);
  });
  afterAll(() => server.close());

  it('unknown endpoints, languages and ids are 404 {code: NOT_FOUND}', async () => {
    for (const [path, lang] of [['tour/nothing', 'de'], ['tour/list', 'xx'], ['tour/lifetime/tour/999', 'de'], ['page/secret', 'en'], ['voucher/selectOne/price/1', 'de']] as const) {
      const res = await call(path, { lang });
      expect([path, res.status, res.json]).toEqual([path, 404, { code: 'NOT_FOUND' }]);
    }
    expect((await call('tour/single', { query: { tour: 999 } })).status).toBe(404);
    expect((await call('merchandise/single', { query: { article: 1 } })).status).toBe(404);
    expect((await call('ticket/collect/event/999')).status).toBe(404);
  });

  it('a body that is not JSON is a 400, before any token check', async () => {
    for (const path of ['customer/login', 'shipping-costs', 'payment/init/shop/160', 'customer/update']) {
      const res = await call(path, { rawBody: '{"_u": "anna@', method: 'POST' });
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.json.message).toMatch(/JSON/);
    }
  });

  it('missing or ill-typed parameters are a 400 with a message', async () => {
    const cases: Array<[string, Parameters<Api>[1]]> = [
      ['tour/overview', { query: { lookahead: 3 } }],
      ['tour/overview', { query: { date: 'tomorrow', lookahead: 3 } }],
      ['tour/overview', { query: { date: '2030-01-01', lookahead: 500 } }],
      ['tour/single', { query: { tour: 'abc' } }],
      ['tour/calendar/tour/301/range/20300101;2030', {}],
      ['tour/calendar/tour/301/range/20300201;20300101', {}],
      ['tour/calendar/tour/301/range/20300101;20350101', {}],
      ['tour/soldoutTimeslots/tour/abc/date/2030-01-01', {}],
      ['event/lifetime', {}],
      ['merchandise/list/shop/160', { query: { category: 'books' } }],
      ['voucher/code', {}],
      ['voucher/code', { query: { voucher: '   ' } }],
      ['shipping-costs', { body: { cart: 'everything', country: 'DE' } }],
      ['customer/password/reset', { body: { email: 'a@example.org' } }],
    ];
    for (const [path, opts] of cases) {
      const res = await call(path, opts);
      expect([path, res.status]).toEqual([path, 400]);
      expect(typeof res.json.message).toBe('string');
    }
  });

  it('a wrong method is a 405', async () => {
    expect((await call('customer/login')).status).toBe(405);
    expect((await call('tour/list', { method: 'POST', body: {} })).status).toBe(405);
  });

  it('payment init checks the cart: version 1, items present', async () => {
    const token = await login(call, ANNA);
    const base = { payart: 78, aux: {}, url: { continue: '/de/checkout/accepted', cancel: '/de/checkout/canceled' } };
    const cases: Array<[unknown, string]> = [
      [{ ver: 2, items: [{ type: 'merchandise', id: 5003, count: 1 }] }, 'INVALID_CART_VERSION'],
      [{ ver: 1, items: [] }, 'CART_EMPTY'],
      [{ ver: 1 }, 'CART_EMPTY'],
      ['cart', 'INVALID_CART'],
      [{ ver: 1, items: [{ type: 'spaceship', id: 1 }] }, 'INVALID_CART_ITEM'],
      [{ ver: 1, items: [{ type: 'merchandise', id: 'x', count: 1 }] }, 'INVALID_CART_ITEM'],
      [{ ver: 1, items: [{ type: 'merchandise', id: 424242, count: 1 }] }, 'UNKNOWN_PRODUCT'],
      [{ ver: 1, items: [{ type: 'voucherCode', barcode: 'KAH-GUT-0050' }] }, 'CART_EMPTY'],
    ];
    for (const [cart, error] of cases) {
      const res = await call('payment/init/shop/160', { token, body: { ...base, cart } });
      expect([res.status, res.json.error]).toEqual([422, error]);
    }
    expect((await call('payment/init/shop/160', { token, method: 'POST' })).status).toBe(400);
  });

  it('payment exec needs its query and a cart id', async () => {
    const token = await login(call, ANNA);
    const init = await initPayment(server, call, [{ type: 'merchandise', id: 5003, count: 1 }], { token });
    const cartId = init.json.data.cartId;
    const missing = await call('payment/exec', { token, body: { cartId } });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/us/);
    expect((await call('payment/exec', { token, query: { us: 'short', sessionUs: 'x', srcURL: '/' }, body: { cartId } })).status).toBe(400);
    expect((await call('payment/exec', { token, query: { us: 'Ab3De6Gh9Jk2', sessionUs: 'x', srcURL: '/' }, body: {} })).status).toBe(400);
  });
});

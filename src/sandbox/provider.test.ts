import type { RunningServer } from './serve';
import { ANNA, api, decide, EXEC_QUERY, initPayment, login, startTestServer, type Api } from './test-support';

describe('sandbox payment provider page', () => {
  let server: RunningServer;
  let call: Api;
  let token: string;
  const book = [{ type: 'merchandise', id: 5003, count: 1 }];
  beforeAll(async () => {
    server = await startTestServer();
    call = api(server);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.sandbox.reset();
    token = await login(call, ANNA);
  });

  it('shows the order with three labelled buttons in the shop language', async () => {
    const init = await initPayment(server, call, book, { token });
    expect(init.json.data.url).toMatch(/^\/sandbox-pay\/[a-z0-9]+$/);
    const res = await fetch(`${server.url}${init.json.data.url}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Sammlungsführer: Flussgeschichten');
    for (const label of ['Zahlung bestätigen', 'Abbrechen', 'Zahlung scheitern lassen']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('approve returns to the continue URL with status=accepted and the cart id', async () => {
    const init = await initPayment(server, call, book, { token });
    const res = await decide(server, init.json.data.url, 'approve');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.pathname).toBe('/de/checkout/accepted');
    expect(Object.fromEntries(location.searchParams)).toEqual({ status: 'accepted', cartId: String(init.json.data.cartId) });
    expect((await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId: init.json.data.cartId } })).status).toBe(200);
  });

  it('fail returns to the continue URL with status=failed; exec then reports the failure', async () => {
    const init = await initPayment(server, call, book, { token });
    const res = await decide(server, init.json.data.url, 'fail');
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.pathname).toBe('/de/checkout/accepted');
    expect(location.searchParams.get('status')).toBe('failed');
    const exec = await call('payment/exec', { token, query: EXEC_QUERY, body: { cartId: init.json.data.cartId } });
    expect([exec.status, exec.json.error]).toEqual([422, 'PAYMENT_FAILED']);
  });

  it('cancel returns to the cancel URL; the shop then cancels the cart', async () => {
    const init = await initPayment(server, call, book, { token });
    const res = await decide(server, init.json.data.url, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${server.url}/de/checkout/canceled`);
    expect((await call('payment/cancel', { method: 'POST', query: { noRedirect: 1, cartId: init.json.data.cartId } })).json).toEqual({ data: true });
  });

  it('keeps query and fragment of a return URL and accepts same-site paths', async () => {
    const init = await call('payment/init/shop/160', {
      token,
      body: { payart: 168, aux: { partner: 'hotel-am-kai' }, cart: { ver: 1, items: book }, url: { continue: '/de/checkout/accepted?partner=hotel-am-kai#top', cancel: '/de/checkout/canceled' } },
    });
    const res = await decide(server, init.json.data.url, 'approve');
    expect(res.headers.get('location')).toBe(`/de/checkout/accepted?partner=hotel-am-kai&status=accepted&cartId=${init.json.data.cartId}#top`);
  });

  it('refuses return URLs that are not http(s) or same-site', async () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      const res = await call('payment/init/shop/160', { token, body: { payart: 78, aux: {}, cart: { ver: 1, items: book }, url: { continue: bad, cancel: '/de/checkout/canceled' } } });
      expect([res.status, res.json.error]).toEqual([422, 'INVALID_RETURN_URL']);
    }
  });

  it('decides only once and never on a GET', async () => {
    const init = await initPayment(server, call, book, { token });
    const url = `${server.url}${init.json.data.url}`;
    expect((await fetch(`${url}/approve`, { redirect: 'manual' })).status).toBe(405);
    expect((await decide(server, init.json.data.url, 'approve')).status).toBe(303);
    const again = await decide(server, init.json.data.url, 'fail');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('approved');
    expect((await fetch(`${server.url}/sandbox-pay/nosuchpayment`)).status).toBe(404);
  });
});

import type { RunningServer } from './serve';
import { api, startTestServer, type Api } from './test-support';

describe('test hooks', () => {
  let server: RunningServer;
  let call: Api;
  const hook = (name: string, body?: unknown, method = 'POST') =>
    fetch(`${server.url}/api/__sandbox/${name}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }) });
  beforeAll(async () => {
    server = await startTestServer();
    call = api(server);
  });
  afterAll(() => server.close());
  beforeEach(() => hook('reset'));

  it('forces a status on the next N matching calls, then answers for real again', async () => {
    expect((await hook('fault', { path: 'tour/list', status: 500, times: 2 })).status).toBe(200);
    expect((await call('tour/categories')).status).toBe(200);
    expect((await call('tour/list')).status).toBe(500);
    expect((await call('tour/list', { lang: 'en' })).json).toEqual({ code: 'SANDBOX_FAULT', message: 'forced 500 by the sandbox' });
    expect((await call('tour/list')).status).toBe(200);
  });

  it('matches a /regex/, a method, and sends a raw body for malformed JSON', async () => {
    await hook('fault', { path: '/\\/(en|fr)\\/event\\/list$/', status: 200, body: '{"data": {"events": [', times: 1 });
    expect((await call('event/list')).status).toBe(200);
    const broken = await call('event/list', { lang: 'fr' });
    expect(broken.status).toBe(200);
    expect(broken.json).toBeUndefined();
    expect(broken.text).toBe('{"data": {"events": [');

    await hook('fault', { path: 'customer/login', method: 'GET', status: 503 });
    expect((await call('customer/login', { body: { _u: 'x', _p: 'y' } })).status).toBe(422);
  });

  it('a plain path with slashes (the documented `/de/tour/list`) is a substring, not a regex with flags', async () => {
    for (const path of ['/de/tour/list', '/de/page/imprint']) expect((await hook('fault', { path, status: 500 })).status).toBe(200);
    expect((await call('tour/list', { lang: 'en' })).status).toBe(200);
    expect((await call('tour/list')).status).toBe(500);
    expect((await call('tour/list')).status).toBe(200);
    expect((await call('page/imprint')).status).toBe(500);
    expect((await call('page/terms')).status).toBe(200);
  });

  it('can force a 401 and a 503 with a body of the test’s choosing', async () => {
    await hook('fault', { path: 'meta-data', status: 401 });
    expect((await call('meta-data')).json).toMatchObject({ code: 'UNAUTHORIZED' });
    await hook('fault', { path: 'config', status: 503, body: { message: 'maintenance' } });
    const res = await call('config');
    expect([res.status, res.json]).toEqual([503, { message: 'maintenance' }]);
  });

  it('lists, clears and resets faults; rejects nonsense', async () => {
    await hook('fault', { path: 'tour', status: 500, times: 5 });
    expect(((await (await hook('fault', undefined, 'GET')).json()) as { data: unknown[] }).data).toHaveLength(1);
    await hook('fault', undefined, 'DELETE');
    expect((await call('tour/list')).status).toBe(200);
    await hook('fault', { path: 'tour', status: 500 });
    await hook('reset');
    expect((await call('tour/list')).status).toBe(200);
    for (const bad of [{ status: 500 }, { path: 'x', status: 99 }, { path: 'x', status: 500, times: 0 }, { path: '/(/', status: 500 }]) {
      expect((await hook('fault', bad)).status).toBe(400);
    }
  });

  it('reset forgets orders and accounts', async () => {
    const { md5 } = await import('./areas/customers');
    const c = { email: 'reset@example.org', password: 'Abcdefgh1', salutation: 'x', fname: 'R', lname: 'S', company: '', phone: '', street: 'Weg 1', zip: '12345', city: 'Ort', country: 'DE' };
    expect((await call('customer/register', { body: { c } })).status).toBe(200);
    expect((await call('customer/login', { body: { _u: c.email, _p: md5(c.password) } })).status).toBe(200);
    await hook('reset');
    expect((await call('customer/login', { body: { _u: c.email, _p: md5(c.password) } })).status).toBe(422);
  });

  it('draws placeholder images for the catalogue', async () => {
    const res = await fetch(`${server.url}/api/__sandbox/assets/poster-licht-und-linie.svg`);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toContain('width="600" height="900"');
    expect(svg).toContain('licht und linie');
    expect((await fetch(`${server.url}/api/__sandbox/assets/..%2Fsecret.svg`)).status).toBe(404);
  });
});

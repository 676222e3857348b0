import { AppConfig } from '../api/codecs/shell';
import type { RunningServer } from './serve';
import { api, startTestServer, type Api } from './test-support';

describe('test hook POST /api/__sandbox/config', () => {
  let server: RunningServer;
  let call: Api;
  const hook = (name: string, body?: unknown, method = 'POST') =>
    fetch(`${server.url}/api/__sandbox/${name}`, {
      method,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
  const served = async (lang = 'de') => {
    const res = await call('config', { lang });
    expect(res.status).toBe(200);
    return res.json.data as AppConfig;
  };

  beforeAll(async () => {
    server = await startTestServer();
    call = api(server);
  });
  afterAll(() => server.close());
  beforeEach(() => hook('reset'));

  it('merges the overrides into the remote configuration, in every language, on top of earlier ones', async () => {
    const before = await served();
    expect([before.hasTickets, before.hasVouchers, before.showHeader]).toEqual([true, true, true]);

    const res = await hook('config', { hasTickets: false, hasVouchers: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: AppConfig }).data).toMatchObject({ hasTickets: false, hasVouchers: false, hasMerchandise: true });

    await hook('config', { showHeader: false, showFooter: false });
    for (const lang of ['de', 'en']) {
      const after = await served(lang);
      expect(after).toMatchObject({ hasTickets: false, hasVouchers: false, showHeader: false, showFooter: false });
      // Everything not overridden is the fixture's, and the whole still decodes.
      expect(after.siteNameTranslations).toEqual(before.siteNameTranslations);
      expect(AppConfig.is(after)).toBe(true);
    }
    const current = (await (await hook('config', undefined, 'GET')).json()) as { data: AppConfig };
    expect(current.data.showFooter).toBe(false);
  });

  it('reset restores the fixture configuration', async () => {
    await hook('config', { hasGuidedTours: false, languages: ['de'] });
    expect((await served()).languages).toEqual(['de']);
    await hook('reset');
    const after = await served();
    expect(after.hasGuidedTours).toBe(true);
    expect(after.languages).toHaveLength(8);
  });

  it('refuses overrides that are not an object or would not decode, and keeps the configuration', async () => {
    for (const bad of ['[1]', '"x"', '{oops', { languages: ['xx'] }, { hasTickets: 'yes' }, { customTermsLinks: true }]) {
      const res = await hook('config', bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('BAD_REQUEST');
    }
    const after = await served();
    expect(after.hasTickets).toBe(true);
    expect(after.languages).toHaveLength(8);
  });

  it('serves the opening hours of the day tickets (Monday closed, 10:00–18:00 otherwise) and the short site names', async () => {
    const config = await served('en');
    const day = { opens: '10:00', closes: '18:00' };
    expect(config.openingHours).toEqual({ weekdays: { mon: null, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }, exceptions: {} });
    expect(config.siteNameShortTranslations?.en).toBe('Kunsthalle am Hafen');
    const decoded = AppConfig.decode(config);
    expect(decoded._tag === 'Right' && decoded.right.ignored).toBeUndefined();
  });

  it('an override replaces the opening hours, null takes them away, and a malformed one is refused', async () => {
    const hours = { weekdays: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: { opens: '11:00', closes: '17:00' }, sun: null } };
    expect((await hook('config', { openingHours: hours })).status).toBe(200);
    expect((await served()).openingHours).toEqual(hours);
    expect((await hook('config', { openingHours: null })).status).toBe(200);
    expect((await served()).openingHours).toBeNull();
    const bad = await hook('config', { openingHours: { weekdays: { ...hours.weekdays, sat: { opens: '11', closes: '17:00' } } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('openingHours.weekdays.sat.opens');
    expect((await served()).openingHours).toBeNull();
  });

  it('is never subject to faults', async () => {
    await hook('fault', { path: '__sandbox', status: 500, times: 3 });
    expect((await hook('config', { hasVouchers: false })).status).toBe(200);
  });
});

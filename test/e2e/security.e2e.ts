import { expect as baseExpect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import webpackConfig from '../../webpack.config';
import { approveAtProvider, chunkUrl, heading, main } from './steps';
import { HOSTILE_CASES } from '../helpers/hostile-html';

/**
 * Issue 29 in Debian's Chromium against the sandbox: the hostile inputs of the second attack pass
 * that still got through (docs/security.md lists them with the unit tests beside these).
 */

// Full page loads of every area (replay mode, checkout and back) on a shared 2-core machine:
// more time than a screen of the shop needs, not a timing budget.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ request }) => {
  test.slow();
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

/** Any address of evil.example answers here, so a test that fails goes nowhere real. */
async function trapEvil(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.context().route(/^https?:\/\/evil\.example\//, async (route) => {
    reached.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
  });
  return reached;
}

const emptyLog = { format: 'foyer-event-log', version: 1, snapshot: null, events: [] };
const capsule = (lang: string) =>
  JSON.stringify({
    format: 'foyer-capsule',
    version: 1,
    capturedAt: '2026-11-23T14:05:09.000Z',
    app: { version: '0.1.0', build: 'e2e' },
    config: { flags: {}, hash: '' },
    lang,
    route: null,
    userAgent: '',
    viewport: { width: 1366, height: 768 },
    timeZone: 'Europe/Berlin',
    log: emptyLog,
  });

async function openCapsule(page: Page, text: string): Promise<void> {
  await page.goto('/en/qa');
  await expect(heading(page)).toHaveText('QA workbench');
  await page.getByLabel('…or paste its content').fill(text);
  await page.getByRole('button', { name: 'Open in replay mode' }).click();
}

test.describe('1. a pasted capsule names its language: only a configured one opens', () => {
  for (const lang of ['/evil.example', '\\evil.example', '/evil.example#', 'en/../../evil.example']) {
    test(`"lang": ${JSON.stringify(lang)} stays on the shop with the reason`, async ({ page, baseURL }) => {
      const reached = await trapEvil(page);
      await openCapsule(page, capsule(lang));
      await expect(main(page).getByRole('alert')).toHaveText(/^This capsule's language .* is not one of this shop's languages \(de, en, fr, it, nl, es, sv, da\)\.$/);
      await page.waitForTimeout(300);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      expect(await page.evaluate(() => sessionStorage.getItem('foyer:qa-capsule'))).toBeNull();
      expect(reached).toEqual([]);
    });
  }

  test('a configured language opens as before', async ({ page }) => {
    await openCapsule(page, capsule('de'));
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole('button', { name: 'Wiedergabe beenden' })).toBeVisible();
  });
});

test.describe('2. "Leave replay" follows only an address of the shop', () => {
  for (const stored of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example/phish', 'javascript:alert(1)']) {
    test(`a stored return address ${JSON.stringify(stored)} leads to the QA page instead`, async ({ page, baseURL }) => {
      const reached = await trapEvil(page);
      await openCapsule(page, capsule('en'));
      const leave = page.getByRole('button', { name: 'Leave replay' });
      await expect(leave).toBeVisible();
      await page.evaluate((value) => sessionStorage.setItem('foyer:qa-return', value), stored);
      await leave.click();
      // A full page load of the shop (the replay's chunks are left behind).
      await expect(heading(page)).toHaveText('QA workbench');
      expect(page.url()).toBe(`${baseURL}/en/qa`);
      expect(reached).toEqual([]);
    });
  }

  test('the address QA came from is kept when it is the shop’s', async ({ page, baseURL }) => {
    await openCapsule(page, capsule('en'));
    await page.evaluate(() => sessionStorage.setItem('foyer:qa-return', '/de/qa?from=leave'));
    await page.getByRole('button', { name: 'Leave replay' }).click();
    await expect(page).toHaveURL(`${baseURL}/de/qa?from=leave`);
  });
});

test.describe('7. a stored token the server cannot take', () => {
  const cannotReach = 'We cannot reach the shop';

  test('a 100 KB token is dropped when read: every page works, nothing says the shop is unreachable', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('foyer:e2e-seeded') !== null) return;
      sessionStorage.setItem('foyer:e2e-seeded', '1');
      sessionStorage.setItem('token', 'a'.repeat(100 * 1024));
    });
    const failed: string[] = [];
    // A lookup still on its way when the test leaves the page is aborted by that navigation,
    // which says nothing about the token (CI saw such aborts counted, networkidle or not: the
    // cards' lookups start as cards come near the screen).
    let leaving = false;
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url().slice(0, 80)}`));
    page.on('requestfailed', (r) => !(leaving && r.failure()?.errorText === 'net::ERR_ABORTED') && failed.push(`${r.failure()?.errorText} ${r.url().slice(0, 80)}`));
    await page.goto('/en/tickets');
    await expect(main(page).getByRole('link', { name: /Light and Line/ }).first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.waitForLoadState('networkidle');
    leaving = true;
    await page.goto('/en/checkout');
    leaving = false;
    await expect(heading(page)).toHaveText('Basket');
    await page.waitForTimeout(500);
    await expect(page.getByText(cannotReach)).toHaveCount(0);
    expect(failed).toEqual([]);
  });

  test('a 431 answer is not a network failure: the token goes and the visitor is told to log in again', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('foyer:e2e-seeded') !== null) return;
      sessionStorage.setItem('foyer:e2e-seeded', '1');
      sessionStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm5hIn0.c2lnbmF0dXJl');
    });
    // A server whose limit the token's request exceeds answers 431 to every call that carries it.
    await page.route(/\/api\/.*[?&]_=/, (route) => route.fulfill({ status: 431, body: '' }));
    await page.goto('/en/tickets');
    await expect(page.getByText("The shop's server could not accept your sign-in, so you have been logged out. Please log in again.")).toBeVisible();
    await expect(page.getByText(cannotReach)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test('10. theme values fetch nothing: url() and image-set() are left out with a console line, colours apply', async ({ page }) => {
  const reached = await trapEvil(page);
  const config = await page.request.post('/api/__sandbox/config', {
    data: {
      theme: {
        '--color-bg': 'url(https://evil.example/a.png)',
        '--color-header': 'image-set("https://evil.example/b.png" 1x)',
        '--color-surface': '#fff url(https://evil.example/c.png)',
        '--color-accent': '#b4002d',
        '--font-display': 'Georgia, "Times New Roman", serif',
      },
    },
  });
  expect(config.ok(), await config.text()).toBe(true);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/en');
  await expect(heading(page)).toHaveText('Welcome to our online shop');
  const theme = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return ['--color-bg', '--color-header', '--color-surface', '--color-accent', '--font-display'].map((name) => style.getPropertyValue(name).trim());
  });
  // The built-in look where the configured value was left out; the configured one elsewhere.
  expect(theme.slice(0, 3).filter((value) => value.includes('evil') || !value.startsWith('#'))).toEqual([]);
  expect(theme.slice(3)).toEqual(['#b4002d', 'Georgia, "Times New Roman", serif']);
  await page.waitForTimeout(500);
  expect(reached).toEqual([]);
  for (const name of ['--color-bg', '--color-header', '--color-surface']) expect(warnings.some((w) => w.includes(`theme ${name}`))).toBe(true);
});

test.describe('11. server HTML keeps the same in both sanitizers: no form, password field or stylesheet', () => {
  const html = HOSTILE_CASES.map(([input]) => `<div class="case">${input}</div>`).join('');
  const expected = HOSTILE_CASES.map(([, output]) => `<div class="case">${output}</div>`).join('');

  async function staticPage(page: Page): Promise<string> {
    const reached = await trapEvil(page);
    await page.route('**/api/en/page/imprint', (route) => route.fulfill({ json: { data: { title: 'Hostile page', html } } }));
    await page.goto('/en/page/imprint');
    await expect(heading(page)).toHaveText('Hostile page');
    const prose = main(page).locator('.prose');
    await expect(prose.locator('.case')).toHaveCount(HOSTILE_CASES.length);
    await expect(prose.locator('form, input, style, iframe, svg, link, base, meta, [style]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(reached).toEqual([]);
    return prose.evaluate((el) => el.innerHTML);
  }

  test('the browser’s own sanitizer (Element.setHTML)', async ({ page }) => {
    expect(await page.evaluate(() => typeof (Element.prototype as { setHTML?: unknown }).setHTML)).toBe('function');
    expect(await staticPage(page)).toBe(expected);
  });

  test('the DOMPurify fallback, with Element.setHTML removed', async ({ page, cspViolations }) => {
    await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
    const purify: string[] = [];
    page.on('request', (r) => chunkUrl('purify').test(r.url()) && purify.push(r.url()));
    expect(await staticPage(page)).toBe(expected);
    expect(purify).toHaveLength(1);
    // DOMPurify parses the text in a document of the page's, and Chromium reports the hostile
    // <style> and <base> it meets there although they never reach the page (the other path's
    // parser does not): reports of the policy at work, nothing that was needed.
    expect(new Set(cspViolations.map((v) => v.split(' ')[0]))).toEqual(new Set(['style-src-elem', 'base-uri']));
    cspViolations.splice(0);
  });
});

test.describe('12. a tour’s free-text answers are kept no longer than their line', () => {
  const TEXT = 'Kunstverein Altona';
  const stored = (page: Page) =>
    page.evaluate((text) => Object.keys(sessionStorage).filter((key) => (sessionStorage.getItem(key) ?? '').includes(text)), TEXT);

  async function tourForm(page: Page): Promise<void> {
    await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
    await page.goto('/en/guided-tours/303');
    await expect(heading(page)).toHaveText('Group tour: Light and Line');
    await expect(page.locator('input[name="tour-time"]:checked')).toHaveCount(1);
    await page.getByRole('textbox', { name: /^Name of the group/ }).fill(TEXT);
    await expect.poll(() => stored(page)).toEqual(['foyer:tourAnswers']);
  }

  async function payByWallet(page: Page): Promise<void> {
    await page.goto('/en/product/5101');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(main(page).getByText('Added to your basket.')).toBeVisible();
    await page.goto('/en/checkout');
    await main(page).getByRole('link', { name: 'Proceed to checkout' }).click();
    await main(page).getByLabel(/I accept the terms/).check();
    await main(page).getByRole('button', { name: 'Pay with Google Pay' }).click();
    await approveAtProvider(page);
    await main(page).getByRole('button', { name: 'Complete order' }).click();
    await expect(heading(page)).toHaveText('Thank you for your order!');
  }

  test('adding the tour was refused: after the order nothing of the text is left', async ({ page }) => {
    await tourForm(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('tour-message').first()).toBeVisible();
    await payByWallet(page);
    expect(await stored(page)).toEqual([]);
    await page.reload();
    await expect(heading(page)).toHaveText('Thank you for your order!');
    expect(await stored(page)).toEqual([]);
  });

  test('the tour was booked: its text goes with the order', async ({ page }) => {
    await tourForm(page);
    const fill = async (name: string | RegExp, value: number) => {
      const field = page.getByRole('spinbutton', { name, exact: true });
      await field.fill(String(value));
      await field.press('Enter');
    };
    await fill(/^60-minute tour/, 1); // on a Sunday: "60-minute tour (Sunday rate)"
    await fill('Group rate, adults', 12);
    await page.getByRole('radio', { name: 'Adults' }).check();
    await page.getByRole('textbox', { name: /^Number of accompanying adults/ }).fill('2');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
    await payByWallet(page);
    expect(await stored(page)).toEqual([]);
  });
});

test.describe('8. a silent server is not a broken connection', () => {
  test('a call that times out says the server did not answer in time, not "check your internet connection"', async ({ page }) => {
    await page.goto('/en/');
    await expect(heading(page)).toBeVisible();
    // Longer than the shop's 15 s limit: the shop gives up first.
    await page.request.post('/api/__sandbox/fault', { data: { path: '/en/tour/list', status: 200, delayMs: 25_000 } });
    await page.goto('/en/guided-tours');
    await expect(page.getByText('The shop did not answer in time.', { exact: false })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText('check your internet connection', { exact: false })).toHaveCount(0);
  });

  test('static content that hangs never covers the usable page with the waiting spinner', async ({ page }) => {
    await page.request.post('/api/__sandbox/fault', { data: { path: 'static-content', status: 200, delayMs: 30_000 } });
    await page.goto('/en/');
    await expect(heading(page)).toBeVisible();
    // Before: the spinner showed until the client's 15 s limit ended the call.
    await expect(page.locator('.waiting')).toHaveAttribute('data-waiting', 'false', { timeout: 5_000 });
    await expect(page.getByRole('link', { name: 'Tickets' }).first()).toBeVisible();
  });
});

test.describe('9. a strict Content-Security-Policy', () => {
  const policyOf = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

  test('the page carries it as a meta tag and the server as a header, with frame-ancestors; the inline first script runs by its hash', async ({ page }) => {
    // What index.html's inline script hands over (the shop takes and deletes it at once).
    await page.addInitScript(() => {
      let early: unknown;
      Object.defineProperty(window, '__foyerEarly', {
        configurable: true,
        get: () => early,
        set: (value: object) => {
          early = value;
          (window as unknown as { earlyCount: number }).earlyCount = Object.keys(value).length;
        },
      });
    });
    const response = await page.goto('/en/tickets');
    await expect(main(page).getByRole('link', { name: /Light and Line/ }).first()).toBeVisible();
    const meta = await policyOf(page);
    expect(meta).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='; worker-src 'self'; style-src 'self'; img-src 'self' data: https:; /);
    expect(meta).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors/);
    expect(response?.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'self'`);
    // The early requests of index.html's inline script were made and taken (early-requests.ts).
    expect(await page.evaluate(() => (window as unknown as { earlyCount?: number }).earlyCount)).toBe(3);
  });

  test('an injected inline script, an inline style, eval and a foreign script are refused and reported', async ({ page, cspViolations }) => {
    await page.goto('/en');
    await expect(heading(page)).toHaveText('Welcome to our online shop');
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { owned?: number };
      const script = document.createElement('script');
      script.textContent = 'window.owned = 1';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
      // Later, as the page's own code: what runs inside page.evaluate may eval (DevTools may).
      const evaluated = await new Promise<boolean>((resolve) =>
        setTimeout(() => {
          try {
            resolve((0, eval)('true') as boolean);
          } catch {
            resolve(false); // refused: no 'unsafe-eval'
          }
        }, 0),
      );
      const foreign = document.createElement('script');
      foreign.src = 'https://evil.example/x.js';
      const loaded = new Promise<boolean>((resolve) => {
        foreign.onload = () => resolve(true);
        foreign.onerror = () => resolve(false);
      });
      document.body.append(foreign);
      return { inline: w.owned === 1, evaluated, foreign: await loaded, hidden: getComputedStyle(document.body).display === 'none' };
    });
    expect(ran).toEqual({ inline: false, evaluated: false, foreign: false, hidden: false });
    await expect.poll(() => [...new Set(cspViolations.map((v) => v.split(' ')[0]))].sort()).toEqual(['script-src', 'script-src-elem', 'style-src-elem']);
    expect(cspViolations.some((v) => v.startsWith('script-src-elem blocked https://evil.example/x.js'))).toBe(true);
    cspViolations.splice(0);
  });

  test('the development server (npm start) serves the same policy and the shop works under it', async ({ page }) => {
    test.setTimeout(300_000);
    const out = mkdtempSync(join(tmpdir(), 'foyer-dev-'));
    const config = webpackConfig({}, { mode: 'development' });
    const compiler = webpack({ ...config, output: { ...config.output, path: out }, infrastructureLogging: { level: 'error' }, stats: 'errors-only' });
    const server = new WebpackDevServer({ ...config.devServer, host: '127.0.0.1', port: 0 }, compiler);
    try {
      await server.start();
      const address = server.server?.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      await page.goto(`${url}/en/tickets`, { timeout: 240_000 });
      await expect(main(page).getByRole('link', { name: /Light and Line/ }).first()).toBeVisible({ timeout: 60_000 });
      expect(await policyOf(page)).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='; /);
      await page.goto(`${url}/en/qa`);
      await expect(heading(page)).toHaveText('QA workbench');
    } finally {
      await server.stop();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

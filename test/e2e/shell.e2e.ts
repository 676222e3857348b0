import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { chooseQuantityAndAdd, chunkUrl, fault, heading, main, requested, requestedScripts } from './steps';
import { expectNoSeriousA11yViolations } from './axe';
import { FRAMEWORK_CHUNK_ID, FRAMEWORK_PATH } from '../../src/framework-file';

/**
 * The application shell in Debian's Chromium against the sandbox (issue 3): start-up in three
 * languages, language switch, nav flags, basket count from a replayed session log, cookie
 * notice, 404, the 500 / 401 / 503 rules, module mode, a corrupt session, login. Every page
 * visited is checked with axe-core.
 */

const SUPPORT_EMAIL = 'shop@kunsthalle-am-hafen.example';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation');
const cookieNotice = (page: Page) => page.getByRole('region', { name: /Cookie/ });
/** The runtime's files (src/runtime-files.ts). */
const RUNTIME_FILES = chunkUrl('runtime|runtime-libs|runtime-model|runtime-core');

/** Sandbox configuration override (docs/sandbox.md); applies from the next page load. */
async function configure(page: Page, overrides: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/api/__sandbox/config', { data: overrides });
  expect(res.ok(), await res.text()).toBe(true);
}

test('home in German, English and French: heading, html lang, title', async ({ page }) => {
  for (const [lang, welcome, site] of [
    ['de', 'Willkommen in unserem Onlineshop', 'Kunsthalle am Hafen – Onlineshop'],
    ['en', 'Welcome to our online shop', 'Kunsthalle am Hafen – Online Shop'],
    ['fr', 'Bienvenue dans notre boutique en ligne', 'Kunsthalle am Hafen – Boutique en ligne'],
  ] as const) {
    await page.goto(`/${lang}`);
    await expect(heading(page)).toHaveText(welcome);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Home is titled by the site name alone.
    await expect(page).toHaveTitle(site);
    await expectNoSeriousA11yViolations(page);
  }
});

test('a first visit loads the platform’s locale data in a worker of the shop’s own, which ends when done; prices show in the page’s language', async ({ page }) => {
  // docs/performance.md "The first Intl object". The fixtures fail the test on any policy
  // violation, so a worker the Content-Security-Policy refused would show here too.
  const ended = new Promise<string>((resolve) => page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))));
  await page.goto('/fr/product/5101');
  expect(new URL(await ended).pathname).toMatch(chunkUrl('intl-warmup'));
  await expect(page.locator('.buy-box__total')).toContainText(/\d+,\d{2}\s€/);
});

test('a first visit asks for its first texts and the home screen beside main.js, each downloaded once and used; the cookie notice is main.js’s own', async ({ page }) => {
  // docs/performance.md "The first paint's chunks, asked for by the page" (src/preload-plan.ts).
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  const preloaded = async () => page.locator('link[rel="preload"]').evaluateAll((links) => links.map((l) => `${l.getAttribute('as') ?? ''} ${new URL((l as HTMLLinkElement).href).pathname}`));
  await page.goto('/de/');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(cookieNotice(page)).toBeVisible();
  const links = await preloaded();
  expect(links).toHaveLength(2);
  for (const [i, name] of ['locale-de', 'home'].entries()) {
    const [as, path] = (links[i] ?? '').split(' ');
    expect(as).toBe('script');
    expect(path).toMatch(chunkUrl(name));
    // The shop's own request for the chunk took the preloaded answer: one download, not two.
    expect(scripts.filter((s) => s === path)).toHaveLength(1);
  }
  // The notice came with the frame: no file of its own (docs/decisions.md "The cookie notice comes with the frame").
  expect(scripts.filter((s) => s.includes('cookie-notice'))).toEqual([]);

  // A page other than home needs no home screen: only the texts are preloaded.
  await page.getByRole('button', { name: 'Cookies akzeptieren' }).click();
  scripts.length = 0;
  await page.goto('/en/tickets');
  await expect(heading(page)).toHaveText('Admission');
  const [only, ...rest] = await preloaded();
  expect(rest).toEqual([]);
  expect(only).toMatch(/^script /);
  expect(only?.slice('script '.length)).toMatch(chunkUrl('locale-en'));
  expect(scripts.filter((s) => chunkUrl('locale-en').test(s))).toHaveLength(1);
});

/** When the cookie notice is painted as a largest paint (a phone's, on every page but home): call before the visit. */
async function watchNoticePaint(page: Page): Promise<() => Promise<number | undefined>> {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const seen: Array<{ at: number; inNotice: boolean }> = [];
    (window as unknown as { __paints: typeof seen }).__paints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        seen.push({ at: entry.startTime, inNotice: Boolean(entry.element?.closest('.cookie-notice')) });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return async () => {
    const paints = await page.evaluate(() => (window as unknown as { __paints: Array<{ at: number; inNotice: boolean }> }).__paints);
    const at = paints.find((p) => p.inNotice)?.at;
    expect(at, JSON.stringify(paints)).toBeDefined();
    return at;
  };
}

test('a first visit to a page of the runtime asks for the runtime’s and the screen’s chunks only after the cookie notice has been painted', async ({ page }) => {
  // docs/performance.md "The runtime waits for the first paint" (app/shell/first-paint.ts): the
  // notice, a phone's largest paint, is never behind the runtime's scripts.
  const noticePainted = await watchNoticePaint(page);
  await page.goto('/de/guided-tours');
  await expect(heading(page)).toHaveText('Führungen');
  await expect(cookieNotice(page)).toBeVisible();
  const noticePaint = await noticePainted();
  const chunks = await requested(page);
  const asked = (name: string) => chunks.find((c) => chunkUrl(name).test(c.path))?.at;
  for (const name of ['runtime-core', 'tours']) {
    const at = asked(name);
    expect(at, `${name} was not asked for`).toBeDefined();
    expect(at ?? 0, `${name} asked for at ${at} ms, the notice painted at ${noticePaint} ms`).toBeGreaterThan(noticePaint ?? Infinity);
  }
});

test('a first visit to the shop asks for its list’s code, the texts’ and the rest of the texts before the cookie notice is painted, each once, and none of the runtime’s files', async ({ page }) => {
  // src/preload-plan.ts `pages`: the shop's largest paint is a product image, behind its list
  // (asked for by the page) and the code that shows it, which the page asks for too; the list
  // draws without the runtime (screens/merchandise/light-product-list.ts).
  const noticePainted = await watchNoticePaint(page);
  await page.goto('/de/merchandise');
  await expect(page.locator('main .product-card').first()).toBeVisible();
  await expect(cookieNotice(page)).toBeVisible();
  const noticePaint = await noticePainted();
  const chunks = await requested(page);
  const scripts = chunks.map((c) => c.path);
  expect(scripts.filter((path) => RUNTIME_FILES.test(path) || chunkUrl('merchandise').test(path)), scripts.join(' ')).toEqual([]);
  for (const name of ['product-list', 'texts', 'locale-de-rest']) {
    const at = chunks.find((c) => chunkUrl(name).test(c.path))?.at;
    expect(at, `${name} was not asked for`).toBeDefined();
    expect(at ?? Infinity, `${name} asked for at ${at} ms, the notice painted at ${noticePaint} ms`).toBeLessThan(noticePaint ?? 0);
    expect(scripts.filter((path) => chunkUrl(name).test(path)), `${name} in ${scripts.join(' ')}`).toHaveLength(1);
  }
});

test('a first visit to the shop asks for its list while main.js downloads, once, and shows it from that answer', async ({ page }) => {
  // src/early-answers.ts: the shop's largest paint on a phone is a product image, which
  // otherwise waited for the runtime before its list was even asked for.
  const lists: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/de/merchandise/')) lists.push(new URL(r.url()).pathname);
  });
  await page.goto('/de/merchandise');
  await expect(page.locator('main .product-card').first()).toBeVisible();
  const started = await requested(page);
  const at = (test: (path: string) => boolean) => started.find((s) => test(s.path))?.at ?? Infinity;
  const list = at((path) => path === '/api/de/merchandise/list/shop/160');
  expect(list, JSON.stringify(started)).toBeLessThan(at((path) => RUNTIME_FILES.test(path)));
  expect(lists.sort()).toEqual(['/api/de/merchandise/categories/shop/160', '/api/de/merchandise/list/shop/160']);
});

test('the first visit takes its answers with io-ts’s guards: static content with an empty banner map written as [] needs none of the runtime’s files; a configuration with a malformed extra is decoded by its codec, loaded for it', async ({ page }) => {
  // docs/decisions.md "The shell's answers are checked by io-ts's guards".
  const data = (name: string) => (JSON.parse(readFileSync(join(__dirname, `../../fixtures/api/${name}.json`), 'utf8')) as { data: Record<string, unknown> }).data;
  await fault(page, { path: 'static-content', status: 200, body: { data: { ...data('staticContent'), banners: [] } } });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors : m.type() === 'warning' ? warnings : []).push(m.text()));
  await page.goto('/de/');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(cookieNotice(page)).toBeVisible();
  await expect(main(page).locator('.hero__image')).toHaveCount(0);
  expect((await requestedScripts(page)).filter((path) => RUNTIME_FILES.test(path))).toEqual([]);

  // A tab of its own (a first visit again): the guard refuses the extra, the codec leaves it out and says why.
  const other = await page.context().newPage();
  other.on('console', (m) => (m.type() === 'error' ? errors : m.type() === 'warning' ? warnings : []).push(m.text()));
  const served = ((await (await other.request.get('/api/de/config')).json()) as { data: Record<string, unknown> }).data;
  await fault(other, { path: '/config', status: 200, body: { data: { ...served, siteNameShortTranslations: 'Kunsthalle' } } });
  await other.goto('/de/');
  await expect(heading(other)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(cookieNotice(other)).toBeVisible();
  const scripts = await requestedScripts(other);
  for (const name of ['runtime-libs', 'runtime-model']) expect(scripts.filter((path) => chunkUrl(name).test(path)), scripts.join(' ')).toHaveLength(1);
  await expect.poll(() => warnings.find((w) => w.includes('left out of the remote configuration'))).toContain('siteNameShortTranslations');
  expect(errors).toEqual([]);
});

test('the runtime’s start comes in three files of its own: a first visit to a product asks for 10 scripts, a customer page’s as few, none of them a file the build cut from modules shared with a list drawn before the runtime', async ({ page }) => {
  // src/runtime-files.ts: webpack's default split cut the runtime's start in six pieces
  // wherever two lazy chunks shared modules. React's own script (framework.js) is one of the 10.
  // A module a light chunk (WITHOUT_RUNTIME) shares with the runtime leaves the runtime's files:
  // the build's default split then puts it, with what it shares, in a numbered file of its own.
  await page.goto('/de/product/5001');
  await expect(heading(page)).toHaveText('Katalog: Licht und Linie');
  const scripts = await requestedScripts(page);
  for (const name of ['runtime-libs', 'runtime-model', 'runtime-core', 'merchandise']) {
    expect(scripts.filter((path) => chunkUrl(name).test(path)), `${name} in ${scripts.join(' ')}`).toHaveLength(1);
  }
  expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(10);
  expect(scripts.filter((path) => /\/\d+\.js$/.test(path)), scripts.join(' ')).toEqual([]);
  // A tab of its own: a first visit again.
  const other = await page.context().newPage();
  await other.goto('/de/register');
  await expect(heading(other)).toHaveText('Konto erstellen');
  const theirs = await requestedScripts(other);
  expect(theirs.filter((path) => chunkUrl('customer').test(path)), theirs.join(' ')).toHaveLength(1);
  expect(theirs.filter((path) => /\/\d+\.js$/.test(path)), theirs.join(' ')).toEqual([]);
});

test('a first visit to home or to an address the shop does not know asks for none of the runtime’s files', async ({ page }) => {
  // src/runtime-files.ts WITHOUT_RUNTIME: a module those pages share with the runtime stays out of its files.
  await page.goto('/de/');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(cookieNotice(page)).toBeVisible();
  expect((await requestedScripts(page)).filter((path) => RUNTIME_FILES.test(path))).toEqual([]);
  // A tab of its own: its session storage is empty, as on a first visit.
  const other = await page.context().newPage();
  await other.goto('/de/gibt-es-nicht');
  await expect(heading(other)).toHaveText('Seite nicht gefunden');
  await expect(cookieNotice(other)).toBeVisible();
  expect((await requestedScripts(other)).filter((path) => RUNTIME_FILES.test(path))).toEqual([]);
});

test('a first visit to the tickets page draws its list and cards without the runtime; a card chosen starts it, and the event page opens', async ({ page }) => {
  // screens/tickets/light-event-list.ts (docs/decisions.md "A catalogue list before the runtime").
  await page.goto('/de/tickets');
  await expect(heading(page)).toHaveText('Eintritt');
  const card = main(page).locator('.event-card:not(.event-card--day)').first();
  await expect(card).toBeVisible();
  await expect(main(page).locator('.offer-summary__price').first()).toBeVisible();
  await expect(cookieNotice(page)).toBeVisible();
  const scripts = await requestedScripts(page);
  expect(scripts.filter((path) => RUNTIME_FILES.test(path) || chunkUrl('tickets').test(path)), scripts.join(' ')).toEqual([]);
  const name = await card.locator('.card__title').innerText();
  await card.click();
  await expect(heading(page)).toHaveText(name);
  expect((await requestedScripts(page)).filter((path) => chunkUrl('runtime-core').test(path))).toHaveLength(1);
});

test('a first visit to the basket and the payment step draws the empty basket without the runtime; accepting cookies, its checkout takes over the same page; a line added later shows on the next visit and after a reload', async ({ page }) => {
  // screens/checkout/EmptyBasketScreen.tsx (docs/decisions.md "An empty basket before the runtime").
  await page.goto('/en/checkout?step=payment');
  await expect(heading(page)).toHaveText('Checkout');
  await expect(main(page).getByText('Your basket is empty.')).toBeVisible();
  await page.goto('/en/checkout');
  await expect(heading(page)).toHaveText('Basket');
  await expect(main(page).getByText('Your basket is empty.')).toBeVisible();
  await expect(cookieNotice(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const scripts = await requestedScripts(page);
  expect(scripts.filter((path) => RUNTIME_FILES.test(path) || chunkUrl('checkout').test(path)), scripts.join(' ')).toEqual([]);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('foyer:log')))).toEqual([]);
  const drawn = await main(page).innerHTML();

  await cookieNotice(page).getByRole('button', { name: 'Accept cookies' }).click();
  await expect.poll(async () => (await requestedScripts(page)).filter((path) => chunkUrl('checkout').test(path))).toHaveLength(1);
  await expect.poll(() => main(page).innerHTML()).toBe(drawn);

  // The route's screen is loaded once per page: the next visit finds the runtime running and shows its checkout.
  await main(page).getByRole('link', { name: 'Continue shopping' }).click();
  await mainNav(page).getByRole('link', { name: 'Museum shop', exact: true }).click();
  await main(page).locator('.product-card').first().click();
  await chooseQuantityAndAdd(page, 2);
  await page.getByRole('banner').getByRole('link', { name: /Basket/ }).click();
  await expect(heading(page)).toHaveText('Basket');
  await expect(main(page).getByRole('list', { name: '1 item' })).toBeVisible();
  await expect(main(page).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');

  // A reload: the session is under way, so the page waits for the runtime and never says the basket is empty.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Your basket is empty.')) Object.assign(window, { sawEmptyBasket: true });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(main(page).getByRole('list', { name: '1 item' })).toBeVisible();
  expect(await page.evaluate(() => 'sawEmptyBasket' in window)).toBe(false);
  expect((await requestedScripts(page)).filter((path) => chunkUrl('basket').test(path))).toEqual([]);
});

test('the shop’s code files carry V8’s compile hint and their source maps still point at the source; the texts and the small files do not', async ({ page, request }) => {
  // src/compile-hints.ts: written after the minifier, before the source maps.
  await page.goto('/de/guided-tours');
  await expect(heading(page)).toHaveText('Führungen');
  await expect(main(page).getByTestId('tour-card').first()).toBeVisible();
  const scripts = await requestedScripts(page);
  const text = async (path: string) => (await request.get(path)).text();
  const fileOf = (pattern: RegExp) => {
    const found = scripts.find((path) => pattern.test(path));
    expect(found, `${String(pattern)} in ${scripts.join(' ')}`).toBeDefined();
    return found ?? '';
  };
  const hinted = async (path: string) => (await text(path)).startsWith('//# allFunctionsCalledOnLoad\n');
  const mainScript = fileOf(/\/main\.[0-9a-f]+\.js$/);
  for (const path of [mainScript, fileOf(/\/framework\.[0-9a-f]+\.js$/), fileOf(chunkUrl('runtime-core')), fileOf(chunkUrl('runtime-model')), fileOf(chunkUrl('tours'))]) expect(await hinted(path), path).toBe(true);
  for (const path of [fileOf(chunkUrl('locale-de')), fileOf(chunkUrl('locale-de-rest'))]) expect(await hinted(path), path).toBe(false);
  // A message of runtime-source.ts, found in main.js, maps back to its line there.
  const code = await text(mainScript);
  const at = code.indexOf('runtime did not load');
  const lines = code.slice(0, at).split('\n');
  const map = new SourceMapConsumer(JSON.parse(await text(`${mainScript}.map`)) as RawSourceMap);
  const source = map.originalPositionFor({ line: lines.length, column: lines[lines.length - 1]!.length });
  expect(source.source).toMatch(/src\/engine\/runtime-source\.ts$/);
  const original = readFileSync(join(__dirname, '..', '..', 'src/engine/runtime-source.ts'), 'utf8').split('\n');
  expect(original[source.line - 1]).toContain('runtime did not load');
});

test('React and the router come in a script of their own before main.js, which carries none of them: two evaluations, not one', async ({ page, request }) => {
  // src/framework-file.ts, docs/performance.md "React's code in a script of its own".
  await page.goto('/de/');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  const scripts = await page.locator('script[src]').evaluateAll((all) => all.map((s) => ({ src: new URL((s as HTMLScriptElement).src).pathname, defer: (s as HTMLScriptElement).defer })));
  expect(scripts.map((s) => s.src.replace(/\.[0-9a-f]{8}\./, '.'))).toEqual(['/assets/framework.js', '/assets/main.js']);
  expect(scripts.every((s) => s.defer)).toBe(true);
  const sourcesOf = async (path: string) => ((await (await request.get(`${path}.map`)).json()) as { sources: string[] }).sources;
  const [framework, shop] = [await sourcesOf(scripts[0]!.src), await sourcesOf(scripts[1]!.src)];
  expect(framework.filter((s) => !FRAMEWORK_PATH.test(s) && !s.startsWith('webpack://foyer/webpack/'))).toEqual([]);
  expect(framework.some((s) => /react-dom-client\.production/.test(s))).toBe(true);
  expect(shop.filter((s) => FRAMEWORK_PATH.test(s))).toEqual([]);
  expect(shop.some((s) => /src\/app\/boot\.tsx$/.test(s))).toBe(true);
  // Written as an object of methods (FRAMEWORK_FIRST_ID), where the minifier folds the router's
  // `ENABLE_DEV_WARNINGS = false`: none of its development warnings reach a visitor.
  const code = await (await request.get(scripts[0]!.src)).text();
  expect(code.slice(0, 200)).toMatch(new RegExp(`push\\(\\[\\[${FRAMEWORK_CHUNK_ID}\\],\\{\\d+\\(`));
  expect(code.includes('Hey developer'), 'react-router’s development warnings in framework.js').toBe(false);
});

test('a screen waits for its stylesheet (the shop’s own chunk loading); one that fails shows the screen’s error in the frame, and the next try loads it', async ({ page }) => {
  // src/chunk-loading.ts, docs/performance.md "The chunks' loading code".
  const sheet = /\/assets\/[0-9a-f]{8}\/vouchers\.css$/;
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  let fail = true;
  await page.route(sheet, (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/en/');
  await expect(heading(page)).toHaveText('Welcome to our online shop');
  await mainNav(page).getByRole('link', { name: 'Vouchers' }).click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  expect(errors.join('\n')).toMatch(/Loading CSS chunk \d+ failed\.\s+\(error: http:\/\/[^)]*\/vouchers\.css\)/);
  // Each failed tag is taken out again (a screen and its area may each have asked for it).
  await expect(page.locator('link[rel="stylesheet"][href*="vouchers.css"]')).toHaveCount(0);

  fail = false;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Gift vouchers');
  await expect(page.locator('link[rel="stylesheet"][href*="vouchers.css"]')).toHaveCount(1);
  // The screen's own rules apply: its stylesheet is in before the screen shows.
  const styled = await page.evaluate(() => [...document.styleSheets].some((s) => s.href?.endsWith('vouchers.css') && s.cssRules.length > 0));
  expect(styled).toBe(true);
});

/**
 * A waiting state's spinner with the boot's delayed animation (index.css `.boot`) set by hand to
 * `ms`, so no timing decides a test: its display, its animations and its width.
 */
function spinnerAt(boot: Locator, ms: number) {
  return boot.evaluate((element, time) => {
    const [wait] = element.getAnimations();
    wait!.pause();
    wait!.currentTime = time;
    const spinner = element.querySelector('.spinner')!;
    return { display: getComputedStyle(spinner).display, spinning: spinner.getAnimations().length, size: spinner.getBoundingClientRect().width };
  }, ms);
}

test('while a screen’s code loads, the frame says so at once and shows its spinner only after a moment: a short wait draws nothing', async ({ page }) => {
  // index.css `.boot`, docs/performance.md "What the page's frames cost". The screen's code is
  // held, and the boot's own animation (its delay) is set by hand, so no timing decides the test.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[0-9a-f]{8}\/vouchers\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // A first visit: the frame shows its waiting state (a later visit's screen keeps the one before
  // on screen while the next one's code loads).
  await page.goto('/en/vouchers');
  const boot = main(page).locator('.boot');
  await expect(boot).toHaveAttribute('role', 'status');
  const at = (ms: number) => spinnerAt(boot, ms);
  // Before the moment is up: no spinner, so no rotation and no frame drawn for it.
  expect(await at(0)).toEqual({ display: 'none', spinning: 0, size: 0 });
  expect(await at(790)).toMatchObject({ display: 'none', spinning: 0 });
  // After it: the spinner, turning, 40 px across.
  expect(await at(800)).toEqual({ display: 'block', spinning: 1, size: 40 });
  release();
  await expect(heading(page)).toHaveText('Gift vouchers');
});

test('before the shop’s code runs, the page is the frame’s waiting state with no text: the first contentful paint is the frame’s', async ({ page }) => {
  // index.html, docs/performance.md "The first paint is the frame's". main.js is held.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the deferred main.js.
  await page.goto('/de/tickets', { waitUntil: 'commit' });
  const boot = page.locator('#root > .boot');
  await expect(boot).toHaveAttribute('role', 'status');
  await expect(boot.locator('.spinner')).toHaveAttribute('aria-hidden', 'true');
  expect(await page.locator('body').innerText()).toBe('');
  // Frames are painted (the page's background), none of them contentful.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const paints = () => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));
  expect(await paints()).not.toContain('first-contentful-paint');
  // The same waiting state as the frame's: its spinner only after a moment.
  expect((await spinnerAt(boot, 0)).display).toBe('none');
  expect((await spinnerAt(boot, 800)).display).toBe('block');
  release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(paints).toContain('first-contentful-paint');
  await expect(heading(page)).toHaveText('Eintritt');
});

test('an address without a language is rewritten to the default language, keeping the path', async ({ page }) => {
  await page.goto('/page/imprint');
  await expect(page).toHaveURL(/\/de\/page\/imprint$/);
  await expect(heading(page)).toHaveText('Impressum');
});

test.describe('switching the language keeps the path and reloads the page in the new language', () => {
  test('desktop: from the language dropdown in the bar', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/de/page/imprint');
    await expect(heading(page)).toHaveText('Impressum');
    await expectNoSeriousA11yViolations(page);

    await page.locator('.language-menu summary').click();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/en/page/imprint');
    await expectNoSeriousA11yViolations(page);
    await english.click();

    await expect(page).toHaveURL(/\/en\/page\/imprint$/);
    await expect(heading(page)).toHaveText('Imprint');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.language-menu summary')).toContainText('English');
    await expectNoSeriousA11yViolations(page);
  });

  test('mobile: the menu collapses behind a toggle, the basket stays in the bar', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/fr/page/terms?partner=hotel');
    await expect(heading(page)).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('link', { name: /^Panier 0/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeVisible();
    await page.locator('.language-menu summary').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(/\/de\/page\/terms\?partner=hotel$/);
    await expect(heading(page)).toHaveText('Allgemeine Geschäftsbedingungen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('navigation links follow the configuration flags', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('everything on: five sections', async ({ page }) => {
    await page.goto('/de');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Eintritt', 'Führungen', 'Museumsshop', 'Jahreskarten', 'Gutscheine']);
    await expectNoSeriousA11yViolations(page);
  });

  test('tickets and vouchers off: their links, home tiles and routes are gone', async ({ page }) => {
    await configure(page, { hasTickets: false, hasVouchers: false });
    await page.goto('/de');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Führungen', 'Museumsshop', 'Jahreskarten']);
    await expect(page.getByRole('main').getByRole('link', { name: /Eintritt|Gutscheine/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/de/tickets');
    await expect(heading(page)).toHaveText('Seite nicht gefunden');
    await expectNoSeriousA11yViolations(page);
  });
});

test('the basket count comes from a replayed session log and survives a reload', async ({ page }) => {
  // The session log as docs/architecture.md describes it: a header with the chunk range and
  // NDJSON chunks of envelopes. Written before the app starts, so boot replays it.
  const line = (lineId: string, id: number, name: string, price: number) => ({
    type: 'merchandise',
    lineId,
    id,
    name,
    price,
    totalPrice: price,
    totalCount: 1,
    count: 1,
    vat_value: 7,
  });
  const envelopes = [
    { type: 'CartLineAdded', v: 1, data: { line: line('seed-1', 5001, 'Katalog: Licht und Linie', 3900) }, meta: { seq: 1, at: Date.now(), tab: 'seeded-tab' } },
    { type: 'CartLineAdded', v: 1, data: { line: line('seed-2', 5101, 'Ausstellungsplakat Licht und Linie (A1)', 1500) }, meta: { seq: 2, at: Date.now(), tab: 'seeded-tab' } },
  ];
  await page.addInitScript((chunk: string) => {
    if (sessionStorage.getItem('foyer:log:v1') === null) {
      sessionStorage.setItem('foyer:log:v1', JSON.stringify({ first: 0, last: 0 }));
      sessionStorage.setItem('foyer:log:v1:0', chunk);
    }
  }, envelopes.map((e) => JSON.stringify(e)).join('\n'));

  await page.goto('/de');
  const basket = page.getByRole('link', { name: 'Warenkorb 2 Artikel' });
  await expect(basket).toBeVisible();
  await expect(basket).toHaveClass(/has-items/);
  await expect(page.getByTestId('basket-count')).toHaveText('2');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Warenkorb 2 Artikel' })).toBeVisible();
  // The shop appended nothing of its own to the seeded cart.
  const events = await page.evaluate(async () => JSON.parse(await (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog()).events as Array<{ type: string }>);
  expect(events.filter((e) => e.type === 'CartLineAdded')).toHaveLength(2);
});

test('the first idle moment after a click stores the boot checkpoint at its last logged event: a tab killed then folds none after it', async ({ page }) => {
  await page.goto('/en/product/5101');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('main').getByText('Added to your basket.')).toBeVisible();
  const lastSeq = () =>
    page.evaluate(async () => {
      const doc = JSON.parse(await (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog()) as { events: Array<{ meta: { seq: number } }> };
      return doc.events[doc.events.length - 1]?.meta.seq ?? 0;
    });
  const checkpointSeq = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('foyer:log:v1:checkpoint') ?? 'null') as { seq: number } | null)?.seq ?? null);
  // Without leaving the page: the answers that came after the click included.
  await expect.poll(async () => (await checkpointSeq()) === (await lastSeq())).toBe(true);
});

test('leaving the page before an idle moment came brings the boot checkpoint up to its last logged event: the reload folds none after it', async ({ page }) => {
  // A page busy for minutes: no idle moment comes, so the waits of a second or more (the
  // checkpoint's 2 s) never end; short ones (a request after its frame) end at their timeout.
  await page.addInitScript(() => {
    (window as unknown as { requestIdleCallback: (cb: () => void, o?: { timeout?: number }) => number }).requestIdleCallback = (cb, o) =>
      window.setTimeout(cb, (o?.timeout ?? 0) >= 1_000 ? 600_000 : (o?.timeout ?? 0));
  });
  await page.goto('/en/product/5101');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('main').getByText('Added to your basket.')).toBeVisible();
  const before = await page.evaluate(async () => {
    const doc = JSON.parse(await (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog()) as { events: Array<{ meta: { seq: number } }> };
    return { last: doc.events[doc.events.length - 1]?.meta.seq ?? 0, checkpoint: sessionStorage.getItem('foyer:log:v1:checkpoint') };
  });
  expect(before.checkpoint).toBeNull();
  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  const checkpoint = await page.evaluate(() => JSON.parse(sessionStorage.getItem('foyer:log:v1:checkpoint') ?? 'null') as { seq: number } | null);
  expect(checkpoint?.seq).toBeGreaterThanOrEqual(before.last);
});

test('an empty basket shows 0 and is not highlighted', async ({ page }) => {
  await page.goto('/de');
  const basket = page.getByRole('link', { name: 'Warenkorb 0 Artikel' });
  await expect(basket).toBeVisible();
  await expect(basket).not.toHaveClass(/has-items/);
});

test('accepting the cookie notice survives a reload; the server text arrives sanitized', async ({ page }) => {
  await page.goto('/de');
  await expect(cookieNotice(page)).toBeVisible();
  await expect(cookieNotice(page)).toContainText('Wir verwenden Cookies');
  // content.json carries an onclick and a <script>: neither may reach the page.
  await expect(cookieNotice(page).locator('script, [onclick]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __cookieNoticeShown?: boolean }).__cookieNoticeShown)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);

  await cookieNotice(page).getByRole('button', { name: 'Cookies akzeptieren' }).click();
  await expect(cookieNotice(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('cookiesAccepted'))).toBe('true');

  await page.reload();
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(cookieNotice(page)).toHaveCount(0);
  await page.goto('/de/page/terms');
  await expect(heading(page)).toHaveText('Allgemeine Geschäftsbedingungen');
  await expect(cookieNotice(page)).toHaveCount(0);
});

test('an unknown path shows Page not found inside the shell', async ({ page }) => {
  await page.goto('/de/no-such-page');
  await expect(heading(page)).toHaveText('Seite nicht gefunden');
  await expect(page).toHaveTitle('Seite nicht gefunden - Kunsthalle am Hafen – Onlineshop');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  // Keyboard and screen-reader users start on the new page's heading.
  await expect(heading(page)).toBeFocused();
});

test('a 500 shows the danger message with the support email as a mailto link', async ({ page }) => {
  await fault(page, { path: '/de/page/imprint', status: 500 });
  await page.goto('/de/page/imprint');
  const message = page.getByTestId('message-bar');
  await expect(message).toBeVisible();
  await expect(message).toHaveClass(/message-bar--danger/);
  await expect(message).toContainText('unerwarteter Serverfehler');
  await expect(message.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(page.getByRole('main')).toContainText('konnte nicht geladen werden');
  await expectNoSeriousA11yViolations(page);

  await message.getByRole('button', { name: 'Ausblenden' }).click();
  await expect(message).toHaveCount(0);
});

test('a 401 redirects to login with fromUnauthorized and the "requires login" text', async ({ page }) => {
  await fault(page, { path: '/de/page/imprint', status: 401 });
  await page.goto('/de/page/imprint');
  await expect(page).toHaveURL(/\/de\/login\?fromUnauthorized=1$/);
  await expect(heading(page)).toHaveText('Anmelden');
  await expect(page.getByTestId('requires-login')).toHaveText('Für diese Seite müssen Sie angemeldet sein.');
  await expectNoSeriousA11yViolations(page);
});

test('an expired token is forgotten after its 401, so the next page does not bounce to login again', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem('token', 'expired-token');
    }
  });
  await page.goto('/de/page/terms');
  await expect(page).toHaveURL(/\/de\/login\?fromUnauthorized=1$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.goto('/de/page/terms');
  await expect(heading(page)).toHaveText('Allgemeine Geschäftsbedingungen');
  await expect(page).toHaveURL(/\/de\/page\/terms$/);
});

test('a 503 reloads the page at most 3 times, then says the shop is unavailable', async ({ page, request }) => {
  await fault(page, { path: '/de/meta-data', status: 503, times: 4 });
  await page.goto('/de');
  await expect(page.getByTestId('message-bar')).toContainText('auch nach dem Neuladen nicht erreichbar');
  const reloads = await page.evaluate(() => JSON.parse(sessionStorage.getItem('foyer:reloads') ?? '[]') as number[]);
  expect(reloads).toHaveLength(3);
  const left = (await (await request.get('/api/__sandbox/fault')).json()) as { data: unknown[] };
  expect(left.data).toEqual([]);
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expectNoSeriousA11yViolations(page);
});

test('module mode: no header and no footer', async ({ page }) => {
  await configure(page, { showHeader: false, showFooter: false });
  await page.goto('/de');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('.app')).toHaveClass(/module-mode/);
  await expectNoSeriousA11yViolations(page);
});

test('a corrupt session log: the page still renders, with the restore-failed notice', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem('foyer:log:v1', JSON.stringify({ first: 0, last: 0 }));
      sessionStorage.setItem('foyer:log:v1:0', '{"type":"CartLineAdded","v":1,"data":{"line":\n{broken');
    }
  });
  await page.goto('/de');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  const notice = page.getByTestId('notice-sessionRestoreFailed');
  await expect(notice).toContainText('Ihre vorherige Sitzung konnte nicht wiederhergestellt werden');
  await expect(page.getByRole('link', { name: 'Warenkorb 0 Artikel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await notice.getByRole('button', { name: 'Ausblenden' }).click();
  await expect(notice).toHaveCount(0);
});

test('login with the sandbox test customer shows the user menu with the name', async ({ page }) => {
  await page.goto('/de/login');
  await expect(heading(page)).toHaveText('Anmelden');
  await expect(page.locator('.app')).toHaveClass(/page-secondary/);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('E-Mail-Adresse').fill('anna.becker@example.org');
  await page.getByLabel('Passwort').fill('wrong password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('nicht korrekt');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Passwort').fill('Hafen2024!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de$/);
  const userMenu = page.getByRole('banner').locator('details.user-menu');
  await expect(userMenu.locator('summary')).toHaveText('Anna Becker');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The token and the name stay out of the session log.
  const log = await page.evaluate(() => (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog());
  expect(log).not.toMatch(/Anna|Becker|anna\.becker|Hafen2024/);
});

import { expect, test } from './fixtures';
import { BENCH_PAGES } from '../bench/pages';
import { expectNoSeriousA11yViolations } from './axe';
import { chunkUrl, heading, requestedScripts } from './steps';

/**
 * ARCHITECTURE.md asks a layout shift of 0: nothing on screen moves as a page's answers come.
 * Each page of the measured set on a first visit (a fresh context: no cache, no session) at a
 * phone's width, where a name that wraps or a line added late moves the most.
 */

type Shift = { value: number; moved: string[] };

// The sandbox as it starts (another file's configuration, e.g. the embedding's module mode
// without header and footer, would otherwise carry over).
test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

test('a first visit to each measured page moves nothing on screen as its answers come (phone width)', async ({ browser, baseURL }) => {
  test.setTimeout(90_000 * Number(process.env.FOYER_E2E_SLOW ?? 1));
  const moved: Record<string, Shift[]> = {};
  for (const [name, path] of BENCH_PAGES) {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
          if (entry.hadRecentInput) continue;
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className || s.node.nodeName : String(s.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The last answer's frame, and the header measuring itself, come after the network is idle.
    await page.waitForTimeout(800);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    if (shifts.length > 0) moved[name] = shifts;
    await context.close();
  }
  expect(moved).toEqual({});
});

test('the home banner’s box does not change when its picture comes late, on a phone (its own picture) or a desktop', async ({ browser, baseURL }) => {
  const boxes: Record<number, [string, string]> = {};
  for (const width of [412, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 823 } });
    const page = await context.newPage();
    // The pictures come a second after the screen: the box must already have its size.
    await page.route('**/banner*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/de/');
    const image = page.locator('.hero__image img');
    const box = () => image.evaluate((img) => `${img.getBoundingClientRect().width}×${img.getBoundingClientRect().height}`);
    await image.waitFor();
    const before = await box();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    boxes[width] = [before, await box()];
    await context.close();
  }
  expect(boxes[412]?.[1]).toBe(boxes[412]?.[0]);
  expect(boxes[1280]?.[1]).toBe(boxes[1280]?.[0]);
});

test('the footer’s end (social links, partner logos) comes as it nears the screen: not on a first visit’s screen, moving nothing when it does', async ({ browser, baseURL }) => {
  // docs/decisions.md "The footer's end comes as it nears the screen".
  for (const width of [412, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className || s.node.nodeName : String(s.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/de/', { waitUntil: 'networkidle' });
    await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
    const footer = page.getByRole('contentinfo');
    // The legal links and the consent's settings are there from the first paint; the end is not.
    await expect(footer.getByRole('navigation', { name: 'Rechtliche Hinweise' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen' })).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(await requestedScripts(page), `width ${width}`).not.toContainEqual(expect.stringMatching(chunkUrl('footer-partners')));
    await expect(footer.getByRole('region', { name: 'Unsere Partner' })).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer.getByRole('region', { name: 'Unsere Partner' })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Folgen Sie uns' }).getByRole('link').first()).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts), `width ${width}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `nothing sideways at ${width}`).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
});

test('a tab into the footer brings its end before the focus gets there', async ({ page }) => {
  await page.goto('/de/');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).focus();
  await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Folgen Sie uns' }).getByRole('link').first()).toBeAttached();
});


test('should the footer’s end not load, the page keeps the rest of its footer and its screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(chunkUrl('footer-partners'), (route) => route.abort());
  await page.goto('/de/');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(500);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Rechtliche Hinweise' }).getByRole('link')).toHaveCount(4);
  await expect(footer.getByRole('region', { name: 'Unsere Partner' })).toHaveCount(0);
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  expect(errors).toEqual([]);
});

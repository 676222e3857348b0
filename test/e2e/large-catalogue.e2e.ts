import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../src/sandbox/serve';
import { expect, test } from './fixtures';
import { chosenCookies } from './steps';

/**
 * Issue 33 point 3: a list page costs what the screen shows, not what the catalogue holds. The
 * sandbox's large catalogue (200 tours, 100 events, 500 products) on a server of this suite's
 * own; each list page, on a phone and on a laptop, makes at most 30 API requests before the
 * visitor scrolls, renders only the cards near the screen, and asks for a card's offer when it
 * comes near. In English, with analytics accepted: the list itself is asked again in German,
 * the tracking language (docs/tracking.md "Item names"), the cards' lookups are not.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const PAGES = [
  { path: 'guided-tours', card: '[data-testid="tour-card"]', total: 200, offers: true },
  { path: 'tickets', card: '.event-card:not(.event-card--day)', total: 100, offers: true },
  { path: 'merchandise', card: '.product-card', total: 500, offers: false },
] as const;

/** The most cards one screen plus the window's first page may hold. */
const MOST_RENDERED = 24;
const MOST_REQUESTS = 30;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ distDir: process.env.FOYER_DIST ?? 'dist', port: 0, host: '127.0.0.1', sandbox: { catalogue: 'large' } });
});
test.afterAll(async () => server.close());

/** The page's API calls (images are counted apart: they load lazily by themselves). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && r.resourceType() !== 'image') calls.push(path);
  });
  return calls;
}

/** Waits until no API call has started for a while (the cards' lookups come in batches). */
async function settled(page: Page, calls: string[]): Promise<void> {
  let seen = -1;
  await expect
    .poll(
      async () => {
        const now = calls.length;
        const still = now === seen;
        seen = now;
        return still && (await page.evaluate(() => document.querySelectorAll('.skeleton').length)) === 0;
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true);
}

for (const size of SIZES) {
  for (const list of PAGES) {
    test(`${list.path} on a ${size.name}: ≤ ${MOST_REQUESTS} requests and ≤ ${MOST_RENDERED} cards before scrolling; more as the visitor scrolls`, async ({ page }) => {
      await chosenCookies(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      const calls = apiCalls(page);
      await page.goto(`${server.url}/en/${list.path}`);
      await expect(page.locator(list.card).first()).toBeVisible();
      await settled(page, calls);

      expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MOST_REQUESTS);
      expect(calls.filter((c) => c.startsWith('/api/de/') && /calendar|collect|single/.test(c))).toEqual([]);
      const rendered = await page.locator(list.card).count();
      expect(rendered).toBeGreaterThan(0);
      expect(rendered).toBeLessThanOrEqual(MOST_RENDERED);
      if (list.path === 'guided-tours') await expect(page.getByRole('status').filter({ hasText: '200 guided tours' })).toBeVisible();

      // Only the cards near the screen were looked up: the last rendered one is below it.
      if (list.offers) {
        const lookedUp = calls.filter((c) => /\/(tour|ticket)\/calendar\//.test(c)).length;
        expect(lookedUp).toBeGreaterThan(0);
        expect(lookedUp).toBeLessThan(rendered + 1);
      }

      // Scrolling to the end renders more and looks up the cards that came near.
      const before = calls.length;
      for (let i = 0; i < 4; i++) {
        await page.mouse.wheel(0, size.height * 2);
        await page.waitForTimeout(150);
      }
      await expect.poll(() => page.locator(list.card).count()).toBeGreaterThan(rendered);
      expect(await page.locator(list.card).count()).toBeLessThan(list.total);
      if (list.offers) {
        await expect.poll(() => calls.length).toBeGreaterThan(before);
        // A card that came into view has its offer (next date or "sold out").
        const lastInView = page.locator(list.card).filter({ has: page.locator('.offer-summary__next, .offer-summary__badge') });
        await expect.poll(() => lastInView.count()).toBeGreaterThan(Math.min(rendered, 3));
      }
    });
  }
}

test('the keyboard reaches every tour: "Show more" renders the next cards and takes focus to the first of them', async ({ page }) => {
  await chosenCookies(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/en/guided-tours`);
  const cards = page.locator('[data-testid="tour-card"]');
  await expect(cards.first()).toBeVisible();
  const rendered = await cards.count();
  const more = page.getByRole('button', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThan(rendered);
  // Focus is on a tour link after the ones shown before (the list may also have grown by itself).
  const focused = await page.evaluate(() => {
    const link = document.activeElement;
    const item = link?.closest('li');
    return link?.tagName === 'A' && item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : -1;
  });
  expect(focused).toBeGreaterThanOrEqual(rendered);
});

import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { chunkUrl, heading } from './steps';

/**
 * Lazy areas in the browser (docs/architecture.md, "Lazy areas"): the home page loads no
 * area chunk, an area's chunk arrives with its route and folds the saved session then, and an
 * area whose saved part cannot be read starts over on its own, with the notice.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

const AREA_CHUNK = chunkUrl('tours|tickets|merchandise|vouchers');

/** The area chunks this page has downloaded so far. */
const areaChunks = (page: Page): Promise<string[]> =>
  page.evaluate((source) => {
    const pattern = new RegExp(source);
    return performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => pattern.test(name))
      .map((name) => name.replace(/^.*\/([a-z]+)\.js$/, '$1'))
      .sort();
  }, AREA_CHUNK.source);

const exported = (page: Page) =>
  page.evaluate(async () => JSON.parse(await (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog()) as { events: Array<{ type: string; data: unknown }> });

/** A saved session written before the app starts: a book in the basket, then tour and voucher facts. */
async function seed(page: Page, tourData: unknown): Promise<void> {
  const at = Date.now();
  const book = { type: 'merchandise', lineId: 'seed-1', id: 5001, name: 'Katalog: Licht und Linie', price: 3900, totalPrice: 3900, totalCount: 1, count: 1, vat_value: 7 };
  const envelopes = [
    { type: 'CartLineAdded', v: 1, data: { line: book }, meta: { seq: 1, at, tab: 'seeded-tab' } },
    { type: 'TourListRequested', v: 1, data: tourData, meta: { seq: 2, at, tab: 'seeded-tab' } },
    { type: 'VoucherCodeRejected', v: 1, data: { error: 'VOUCHER_EXPIRED' }, meta: { seq: 3, at, tab: 'seeded-tab' } },
  ];
  await page.addInitScript((chunk: string) => {
    if (sessionStorage.getItem('foyer:log:v1') === null) {
      sessionStorage.setItem('foyer:log:v1', JSON.stringify({ first: 0, last: 0 }));
      sessionStorage.setItem('foyer:log:v1:0', chunk);
    }
  }, envelopes.map((e) => JSON.stringify(e)).join('\n'));
}

test('home loads no area; guided tours loads the tours chunk with its screen; unvisited areas keep their saved events', async ({ page }) => {
  await seed(page, { today: '2030-01-01' });
  await page.goto('/de');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  expect(await areaChunks(page)).toEqual([]);

  // Client-side navigation from the home tile, as a visitor would.
  await page.getByRole('link', { name: 'Führungen Führung buchen' }).click();
  await expect(heading(page)).toHaveText('Führungen');
  expect(await areaChunks(page)).toEqual(['tours']);
  await expect(page.getByTestId('notice-sessionRestoreFailed')).toHaveCount(0);

  // The vouchers area never loaded: its saved event is still in the log, as it was stored.
  const { events } = await exported(page);
  expect(events.find((e) => e.type === 'VoucherCodeRejected')?.data).toEqual({ error: 'VOUCHER_EXPIRED' });
});

test('a saved tour event that cannot be read: home is fine, the tours page starts over with the notice, the basket stays', async ({ page }) => {
  await seed(page, { today: 'yesterday' });
  await page.goto('/de');
  await expect(heading(page)).toHaveText('Willkommen in unserem Onlineshop');
  await expect(page.locator('.notice-area .notice')).toHaveCount(0);

  await page.goto('/de/guided-tours');
  await expect(heading(page)).toHaveText('Führungen');
  await expect(page.getByTestId('notice-sectionRestoreFailed')).toContainText('Ihre bisherigen Eingaben auf dieser Seite konnten nicht wiederhergestellt werden');
  await expect(page.getByTestId('notice-sectionRestoreFailed')).toContainText('auch Ihr Warenkorb, ist erhalten');
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  const { events } = await exported(page);
  expect(events.some((e) => e.type === 'TourListRequested' && (e.data as { today: string }).today === 'yesterday')).toBe(false);

  // The damaged entry left the stored log: a reload does not say it again.
  await page.reload();
  await expect(heading(page)).toHaveText('Führungen');
  await expect(page.getByTestId('notice-sectionRestoreFailed')).toHaveCount(1);
  const after = await exported(page);
  expect(after.events.filter((e) => e.type === 'SessionRestoreFailed')).toHaveLength(1);
});

import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { addProduct, chooseQuantityAndAdd, literally, main, trackedEvents } from './steps';

/**
 * Consent (issue 13) in Chromium: reject and accept with equal weight, nothing sent before or
 * after a refusal, the footer's cookie settings change the choice and a withdrawal stops the
 * stream at once; Google Consent Mode v2 signals in the dataLayer.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

/** The dataLayer as plain data: gtag()'s arguments objects as arrays. */
const layer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => (Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as IArguments) : e)),
  );
const tracked = async (page: Page) => (await trackedEvents(page)).map((e) => e.event);
const consent = async (page: Page) => (await layer(page)).filter((e) => Array.isArray(e) && e[0] === 'consent').map((e) => [(e as unknown[])[1], ((e as unknown[])[2] as { analytics_storage: string }).analytics_storage]);

/** Another product into the basket without a page load (the dataLayer of this page stays). */
async function addInPage(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Museum shop' }).click();
  await main(page).getByRole('link', { name: literally(name) }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await chooseQuantityAndAdd(page, 1);
}

test('reject sends nothing; the footer’s cookie settings accept later (sent from then on) and withdraw (stopped at once)', async ({ page }) => {
  await page.goto('/en');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  const accept = notice.getByRole('button', { name: 'Accept cookies' });
  const reject = notice.getByRole('button', { name: 'Reject cookies' });
  await expect(reject).toBeVisible();
  // The same weight: the same style and the same height.
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
  expect((await reject.boundingBox())?.height).toBe((await accept.boundingBox())?.height);
  expect(await consent(page)).toEqual([['default', 'denied']]);
  await reject.click();
  await expect(notice).toHaveCount(0);
  expect(await consent(page)).toEqual([['default', 'denied'], ['update', 'denied']]);

  await addProduct(page, 5101, 1);
  expect(await tracked(page)).toEqual([]);
  expect(await consent(page)).toEqual([['default', 'denied']]);

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(notice).toContainText('You have rejected cookies for statistics.');
  await notice.getByRole('button', { name: 'Accept cookies' }).click();
  await addInPage(page, 'Farbfeld Nr. 7');
  expect(await tracked(page)).toEqual(['view_item_list', 'select_item', 'view_item', 'add_to_cart']);
  expect((await consent(page)).at(-1)).toEqual(['update', 'granted']);

  await footer.getByRole('button', { name: 'Cookie settings' }).click();
  await notice.getByRole('button', { name: 'Reject cookies' }).click();
  await addInPage(page, 'Opening poster 1972 (reprint)');
  expect(await tracked(page)).toEqual(['view_item_list', 'select_item', 'view_item', 'add_to_cart']);
  expect((await consent(page)).at(-1)).toEqual(['update', 'denied']);
  expect(await page.evaluate(() => sessionStorage.getItem('cookiesAccepted'))).toBe('false');
});

test('an acceptance survives a reload: Consent Mode starts denied and is updated to granted at once', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept cookies' }).click();
  await addProduct(page, 5101, 1);
  expect(await consent(page)).toEqual([['default', 'denied'], ['update', 'granted']]);
  expect(await tracked(page)).toEqual(['view_item', 'add_to_cart']);
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});

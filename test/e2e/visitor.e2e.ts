import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseAvailableDay, heading, main, museumDate } from './steps';

/**
 * The visitor experience (issue 15) in Chromium at common laptop, desktop and phone widths:
 * the cookie notice never hides a page's main action, and adding to the basket says what was
 * added, offers the way on, and keeps the keyboard where it was.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notice's box and the action's, as laid out now and once the action is scrolled to (focus, a link). */
async function expectClear(page: Page, action: Locator, where: string): Promise<void> {
  await expect(action).toBeVisible();
  await expect(notice(page)).toBeVisible();
  for (const moment of ['as loaded', 'scrolled to']) {
    if (moment === 'scrolled to') await action.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    const [a, n] = await Promise.all([action.boundingBox(), notice(page).boundingBox()]);
    expect(a && n, where).toBeTruthy();
    expect(overlaps(a!, n!), `${where}, ${moment}: the cookie notice lies over the main action`).toBe(false);
  }
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1600, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} the cookie notice never hides the main action of home, a product, an event and the basket`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const where = (name: string) => `${name} at ${viewport.width}px`;
    await page.goto('/en');
    await expectClear(page, main(page).getByRole('link').first(), where('home'));
    await page.goto('/en/product/5101');
    await expectClear(page, page.getByRole('button', { name: 'Add to basket' }), where('product'));
    await page.goto('/en/tickets/101');
    await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');
    await chooseAvailableDay(page, museumDate(7));
    await expectClear(page, page.getByRole('button', { name: 'Add to basket' }), where('event'));
    await page.goto('/en/product/5101');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.goto('/en/checkout');
    await expectClear(page, main(page).getByRole('link', { name: 'Proceed to checkout' }), where('basket'));
    // The page stays usable before the choice: the notice is no modal.
    await main(page).getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/step=payment/);
  });
}

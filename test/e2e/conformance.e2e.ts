import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { addProduct, chooseAvailableDay, dayAfter, fault, heading, main, museumDate, start } from './steps';

/**
 * Issue 16 in Debian's Chromium against the sandbox: the findings of the statement-by-statement
 * review of both specification documents, each as the reviewer met it.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

const ticketRow = (page: Page, id: number) => page.getByTestId(`ticket-${id}`);

async function openLightAndLine(page: Page): Promise<void> {
  await start(page, '/en/tickets');
  await main(page).getByRole('link', { name: /Light and Line/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
}

test('1. the 11:00 slot with 4 places: the basket and every ticket type at that time count (overbooking blocked)', async ({ page }) => {
  await openLightAndLine(page);
  // The first day the exhibition opens after today has 4 places left at 11:00 (fixture).
  await chooseAvailableDay(page, museumDate(1));
  await page.getByRole('radio', { name: /^11:00/ }).check();
  await expect(ticketRow(page, 1001)).toContainText('4 tickets left');
  const adults = ticketRow(page, 1001).getByRole('spinbutton');
  await adults.fill('9');
  await adults.press('Enter');
  await expect(adults).toHaveValue('4');
  // Every place is taken by the adults: the reduced ticket cannot be raised.
  await expect(ticketRow(page, 1002).getByRole('button', { name: /^Increase quantity/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();
  // A second line of 4 cannot be made: the basket holds the places.
  await expect(ticketRow(page, 1001)).toContainText('Your basket already holds the remaining places.');
  await expect(adults).toBeDisabled();
  await page.goto('/en/checkout');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Adults');
});

test('1. product 5102 with 3 in stock: the basket’s items count against it', async ({ page }) => {
  await start(page, '/en');
  await addProduct(page, 5102, 3);
  await expect(main(page).getByText('Your basket already holds all items in stock.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
  await expect(main(page).getByText('Out of stock')).toHaveCount(0);
});

test('1. two lines of product 5102 (3 in stock): in the basket a keyboard user’s arrows stop at the line’s most, then “+” stops on both lines', async ({ page }) => {
  await start(page, '/en');
  await addProduct(page, 5102, 1);
  await addProduct(page, 5102, 1);
  await page.goto('/en/checkout');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const field = lines.first().getByRole('spinbutton', { name: 'Quantity' });
  // Elsewhere the field says the article's stock (a removal then changes no other row); while the
  // visitor is in it, the line's own most: 3 in stock, 1 on the other line.
  await expect(field).toHaveAttribute('max', '3');
  await field.focus();
  await expect(field).toHaveAttribute('max', '2');
  await field.press('ArrowUp');
  await field.press('ArrowUp');
  await expect(field).toHaveValue('2');
  await field.press('Enter');
  for (const n of [0, 1]) await expect(lines.nth(n).getByRole('button', { name: /^Increase quantity/ })).toBeDisabled();
  await expect(lines.nth(1).getByText('Your basket already holds all items in stock.')).toBeVisible();
});

test('4. Back restores the list where the visitor left it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await start(page, '/en/merchandise');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const target = await page.evaluate(() => Math.min(884, document.documentElement.scrollHeight - window.innerHeight));
  expect(target).toBeGreaterThan(300);
  await page.mouse.wheel(0, target);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
  // The visitor clicks a card they see (Playwright's own click would first scroll it into view).
  const name = await page.evaluate(() => {
    const seen = [...document.querySelectorAll<HTMLAnchorElement>('a.product-card')].find((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 80 && r.top < window.innerHeight - 60;
    });
    seen?.click();
    return seen?.querySelector('.card__title')?.textContent ?? null;
  });
  expect(name).not.toBeNull();
  await expect(heading(page)).toHaveText(name as string);
  await page.goBack();
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
});

test('8. a 422 voucher code the shop has no text for shows the server’s code', async ({ page }) => {
  await start(page, '/en');
  await addProduct(page, 5101, 1);
  await page.goto('/en/checkout');
  await fault(page, { path: 'voucher/code', status: 422, body: { code: 'VOUCHER_BLOCKED' } });
  await page.getByRole('textbox', { name: 'Voucher code' }).fill('KAH-GUT-0050');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(main(page).getByText('This voucher cannot be redeemed (VOUCHER_BLOCKED).')).toBeVisible();
});

test('10. French on a 1280 px laptop shows the section links (on a second line), not the menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await start(page, '/fr/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Visites guidées' })).toBeVisible();
  await expect(header.getByRole('button', { name: /menu/i })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(header.getByRole('button', { name: /menu/i })).toBeVisible();
});

test('11. VAT per item: 2 × poster 5101 (15,00 €, 19 %) holds 2 × 2,39 € = 4,78 €', async ({ page }) => {
  await start(page, '/en');
  await addProduct(page, 5101, 2);
  await page.goto('/en/checkout');
  await expect(page.getByTestId('cart-totals')).toContainText('incl. €4.78 VAT');
});

test('12. a new date keeps the time chosen before only when it has places there', async ({ page }) => {
  await openLightAndLine(page);
  const first = await chooseAvailableDay(page, museumDate(1));
  await page.getByRole('radio', { name: /^14:00/ }).check();
  await expect(page.getByRole('radio', { name: /^14:00/ })).toBeChecked();
  // The next open day has 14:00 sold out (fixture): the first open time is chosen instead.
  await chooseAvailableDay(page, dayAfter(first));
  await expect(page.getByRole('radio', { name: '14:00 Sold out' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: '14:00 Sold out' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^10:00/ })).toBeChecked();
  await expect(main(page).getByText('This time is sold out.')).toHaveCount(0);
});

test('14. the language switch keeps the #fragment; a German amount shows a decimal comma', async ({ page }) => {
  await start(page, '/de/recover/#abc123');
  await page.locator('.language-menu summary').click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/recover\/#abc123$/);

  await page.goto('/de/vouchers/6003');
  const amount = page.getByLabel('Betrag in EUR');
  await amount.fill('45,5');
  await amount.press('Tab');
  await expect(amount).toHaveValue('45,50');
});

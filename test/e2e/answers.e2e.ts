import { expect, test } from './fixtures';
import { heading, main, start } from './steps';

/**
 * Issue 31, "every action answered": what a first-time visitor met at the width where it was
 * seen, in Chromium against the sandbox: a typed voucher amount that counted only on blur, a
 * group tour's misleading "from" price, and no word of shipping at a product's price.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

for (const [width, height] of [
  [1920, 1080],
  [390, 844],
] as const) {
  test(`a typed voucher amount counts at once: after an error, 75 shows in the total and the first click on “Add” takes it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await start(page, '/en/vouchers/6003');
    const amount = main(page).getByRole('textbox', { name: 'Amount in EUR' });
    await amount.fill('9999');
    await amount.blur();
    await expect(main(page).getByText(/Please enter an amount between/)).toBeVisible();
    await amount.fill('75');
    // Still in the field: the total already says 75, and "Add" is ready for the first click.
    await expect(main(page).locator('.buy-box__total')).toContainText('€75.00');
    await main(page).getByRole('button', { name: 'Add to basket' }).click();
    await expect(main(page).getByTestId('added-to-basket')).toContainText('1 × Voucher – choose your amount');
    await expect(page.getByRole('banner').getByRole('link', { name: /Basket/ })).toContainText('1');
  });
}

test('a group tour’s card says what a booking costs at least: from €90.00, not a pupil’s €2.00 (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await start(page, '/de/guided-tours');
  const card = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gruppenführung: Licht und Linie' }) });
  await expect(card).toContainText('ab 90,00 €');
  await expect(card).not.toContainText('ab 2,00 €');
});

test('a product’s price says shipping comes on top, the costs a click away (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await start(page, '/de/product/5101');
  const note = main(page).getByRole('link', { name: 'zzgl. Versandkosten' });
  await expect(note).toBeVisible();
  // Beside the price: in the first screen, not under the description.
  expect((await note.boundingBox())!.y).toBeLessThan(768);
  await note.click();
  await expect(heading(page)).toHaveText(/Versand/);
});

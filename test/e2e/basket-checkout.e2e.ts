import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { approveAtProvider, chooseAvailableDay, heading, login, main, museumDate, start } from './steps';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * The basket and the payment step as first-time visitors met them (issue 31, items 6, 7 and 14),
 * in Chromium at the widths where each was seen: the desktop basket's totals and "Proceed" beside
 * its lines, every payment-step error at its field at once, and the basket naming the badge's count.
 */

test.beforeEach(async ({ request }) => {
  // A basket of several lines is put together through the shop's pages first.
  test.slow();
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

const lines = (page: Page) => page.getByTestId('cart-line');
const badge = (page: Page) => page.getByRole('banner').getByTestId('basket-count');

/** Adult day tickets for the first open day from `days` ahead: one basket line. */
async function addDayTickets(page: Page, days: number, adults: number): Promise<void> {
  await page.goto('/en/tickets/day-tickets');
  await expect(heading(page)).toHaveText('Day tickets');
  await chooseAvailableDay(page, museumDate(days));
  const row = page.getByTestId('day-ticket-9001');
  for (let i = 0; i < adults; i++) await row.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(row.getByRole('spinbutton')).toHaveValue(String(adults));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();
}

async function redeem(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Voucher code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('voucher-code-message')).toHaveText(`Voucher ${code} has been redeemed.`);
}

/** Five adult day tickets on two days (two lines) and a redeemed voucher code: the badge says 3. */
async function fiveTicketsAndACode(page: Page): Promise<void> {
  await start(page, '/en');
  await addDayTickets(page, 2, 2);
  await addDayTickets(page, 9, 3);
  await page.goto('/en/checkout');
  await expect(lines(page)).toHaveCount(2);
  await redeem(page, 'KAH-GUT-0050');
  await expect(badge(page)).toHaveText('3');
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`6. at ${viewport.width}×${viewport.height} the basket's total and "Proceed to checkout" are in view beside its lines, suggestions after`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await fiveTicketsAndACode(page);
    await page.goto('/en/product/5101');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.goto('/en/checkout');
    await expect(lines(page)).toHaveCount(3);
    const suggestions = main(page).getByRole('heading', { name: 'You might also like' });
    await expect(suggestions).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));

    const total = page.getByTestId('cart-total');
    const proceed = main(page).getByRole('link', { name: 'Proceed to checkout' });
    await expect(lines(page).first()).toBeInViewport();
    await expect(total).toBeInViewport({ ratio: 1 });
    await expect(proceed).toBeInViewport({ ratio: 1 });
    // Beside the lines, not under them, and the suggestions come after the way on.
    const [line, action, offer] = await Promise.all([lines(page).first().boundingBox(), proceed.boundingBox(), suggestions.boundingBox()]);
    expect(action!.x).toBeGreaterThan(line!.x + line!.width - 1);
    expect(offer!.y).toBeGreaterThan(action!.y);

    // Down at the basket's last line and its options, the summary is still there.
    await page.getByRole('textbox', { name: 'Voucher code' }).scrollIntoViewIfNeeded();
    await expect(proceed).toBeInViewport({ ratio: 1 });
    await expect(total).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
    await proceed.click();
    await expect(page).toHaveURL(/step=payment/);
  });
}

test('14. at 1280×800 the basket names the badge\'s count: 3 items · 5 tickets and 1 voucher code, in English and German', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await fiveTicketsAndACode(page);
  const contents = main(page).getByTestId('basket-contents');
  await expect(contents).toHaveText('3 items · 5 tickets and 1 voucher code');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/de/checkout');
  await expect(heading(page)).toHaveText('Warenkorb');
  await expect(contents).toHaveText('3 Artikel · 5 Tickets und 1 Gutscheincode');
  await expect(badge(page)).toHaveText('3');
});

/** A field's error as the visitor sees it: its text, and the colour it is written in. */
const colourOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

test('7. at 1366×768 "Pay now" shows every error of the payment form at once, each at its field, and focuses the first', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page);
  await start(page, '/en/product/5101');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(badge(page)).toHaveText('1');
  await page.goto('/en/checkout?step=payment');
  const methods = main(page).getByRole('group', { name: 'Choose a payment method' });
  const pay = main(page).getByRole('button', { name: 'Pay now' });
  const terms = main(page).getByLabel(/I accept the terms/);
  const alert = page.getByTestId('payment-alert');

  await pay.click();
  // Both at once: the method at the payment types, the terms at their box; the summary once.
  await expect(methods.getByText('Please choose a payment method.')).toBeVisible();
  await expect(main(page).getByText('Please accept the terms and conditions and the privacy policy.')).toHaveCount(1);
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions and the privacy policy.');
  await expect(alert).toHaveText('Please correct the errors in the form.');
  const first = methods.getByRole('radio').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('Please choose a payment method.');
  await expectNoSeriousA11yViolations(page);

  // SEPA without holder and IBAN: both fields say so, in the colour of every field error.
  await methods.getByLabel('SEPA direct debit', { exact: true }).check();
  await pay.click();
  const holder = main(page).getByLabel('Account holder');
  const iban = main(page).getByLabel('IBAN');
  await expect(holder).toBeFocused();
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(holder).toHaveAccessibleDescription('This field is required.');
  await expect(iban).toHaveAccessibleDescription(/Please enter a valid IBAN\./);
  await expect(methods.getByText('Please choose a payment method.')).toHaveCount(0);
  await expect(main(page).getByText('Please accept the terms and conditions and the privacy policy.')).toHaveCount(1);
  const danger = await colourOf(main(page).getByText('Please accept the terms and conditions and the privacy policy.'));
  expect(danger).toBe(await colourOf(alert));
  expect(await colourOf(main(page).getByText('This field is required.'))).toBe(danger);
  expect(await colourOf(main(page).getByText('Please enter a valid IBAN.'))).toBe(danger);
  await expectNoSeriousA11yViolations(page);

  // Put right, each error goes as its field is: "Pay now" goes to the provider.
  await holder.fill('Anna Becker');
  await iban.fill('DE89370400440532013000');
  await terms.check();
  await expect(main(page).getByText(/Please (accept|enter)|This field is required/)).toHaveCount(0);
  await pay.click();
  await approveAtProvider(page);
});

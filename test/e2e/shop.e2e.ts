import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { chooseAvailableDay, chooseQuantityAndAdd, heading, literally, main, museumDate, start, trackedEvents } from './steps';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Tickets, merchandise, annual passes, vouchers and the basket in Debian's Chromium against the
 * sandbox: a visitor's whole journeys, from choosing to the basket's total (a reload, a failed
 * answer and entries that are gone included), since only a real browser shows that the parts
 * meet; with an axe-core check on every page visited. Dates are relative to today, like the
 * sandbox's catalogue.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

async function openEvent(page: Page, name: RegExp): Promise<void> {
  await start(page, '/en/tickets');
  await expect(heading(page)).toHaveText('Admission');
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
}

async function addProduct(page: Page, categoryPath: string, name: string, quantity: number): Promise<void> {
  await page.goto(`/en/${categoryPath}`);
  await main(page).getByRole('link', { name: literally(name) }).click();
  await expect(heading(page)).toHaveText(name);
  await chooseQuantityAndAdd(page, quantity);
}

/** The basket; the tracking of the page left and of the basket's view meet the schema. */
async function openBasket(page: Page): Promise<void> {
  await trackedEvents(page);
  await page.goto('/en/checkout');
  await expect(heading(page)).toHaveText('Basket');
  await trackedEvents(page);
}

const lines = (page: Page) => page.getByTestId('cart-line');
const total = (page: Page) => page.getByTestId('cart-total');

test('buy a timed ticket for a date next week', async ({ page }) => {
  await openEvent(page, /Light and Line/);
  await expect(page.getByText(/^From \d\d\.\d\d\.\d{4} to \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const date = await chooseAvailableDay(page, museumDate(7));
  const times = page.getByRole('group', { name: 'Choose a time' });
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
  const time = (await times.locator('label:has(input:checked) .time-option__time').textContent()) ?? '';

  // book_with_cost_warn: the audio guide ticket warns about the booking fee once chosen.
  const audio = page.getByTestId('ticket-1004');
  await expect(audio.getByRole('note')).toHaveCount(0);
  await audio.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(audio.getByRole('note')).toHaveText('Please note: a booking fee applies to this ticket.');
  await audio.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(audio.getByRole('note')).toHaveCount(0);

  const adults = page.getByTestId('ticket-1001');
  await adults.getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await adults.getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await expect(adults.getByRole('spinbutton')).toHaveValue('2');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();

  await openBasket(page);
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText('Light and Line. Modern Drawings – Adults');
  await expect(lines(page).first()).toContainText(`${dmy(date)}, ${time}`);
  await expect(lines(page).first().getByRole('spinbutton')).toHaveValue('2');
  await expect(lines(page).first()).toContainText('× €14.00');
  await expect(total(page)).toHaveText('€28.00');
  await expect(page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]')).toContainText('Basket');
  await expectNoSeriousA11yViolations(page);
});

test('a family ticket with its fixed component, then day tickets', async ({ page }) => {
  await openEvent(page, /Light and Line/);
  await chooseAvailableDay(page, museumDate(1));
  const family = page.getByTestId('ticket-1003');
  await expect(family.getByText('Fixed quantity: 0')).toBeVisible();
  await family.getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await expect(family.getByText('Fixed quantity: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Please choose a quantity for each part of the family ticket.')).toBeVisible();
  await family.getByRole('button', { name: 'Increase quantity: Children aged 6–17' }).click();
  await family.getByRole('button', { name: 'Increase quantity: Children aged 6–17' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();

  await page.goto('/en/tickets/day-tickets');
  await expect(heading(page)).toHaveText('Day tickets');
  await chooseAvailableDay(page, museumDate(2));
  const dayAdults = page.getByTestId('day-ticket-9001');
  await dayAdults.getByRole('button', { name: /^Increase quantity/ }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();

  await openBasket(page);
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).nth(0)).toContainText('Family ticket');
  await expect(lines(page).nth(0)).toContainText('1 × Adults');
  await expect(lines(page).nth(0)).toContainText('2 × Children aged 6–17');
  await expect(lines(page).nth(0)).toContainText('1 × Explorer booklet for children');
  await expect(lines(page).nth(1)).toContainText('Day ticket');
  await expect(lines(page).nth(1).getByRole('spinbutton', { name: 'Quantity: Day ticket, adults' })).toHaveValue('1');
  // One day ticket: the line's name says which, the stepper's row its price.
  await expect(lines(page).nth(1)).toContainText('Day ticket, adults');
  await expect(lines(page).nth(1)).toContainText('× €12.00');
  await expect(total(page)).toHaveText('€41.00');
  await expectNoSeriousA11yViolations(page);
});

test('two books and a poster; deleting a line asks first', async ({ page }) => {
  await start(page, '/en/merchandise');
  await expect(heading(page)).toHaveText('Museum shop');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Books' }).click();
  await expect(page).toHaveURL(/\/en\/merchandise\/51$/);
  await expect(main(page).getByText('Out of stock').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await addProduct(page, 'merchandise/51', 'Collection guide: River Stories', 2);
  await expectNoSeriousA11yViolations(page);
  await addProduct(page, 'merchandise/52', 'Exhibition poster Light and Line (A1)', 1);

  // Out of stock: the form stands at 0 and cannot add.
  await page.goto('/en/merchandise/51');
  await main(page).getByRole('link', { name: /English edition/ }).click();
  await expect(page.getByRole('alert').getByText('Out of stock')).toBeVisible();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeDisabled();

  await openBasket(page);
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).nth(0).getByRole('spinbutton')).toHaveValue('2');
  await expect(lines(page).nth(0)).toContainText('× €18.00');
  await expect(lines(page).nth(1).getByRole('spinbutton')).toHaveValue('1');
  await expect(lines(page).nth(1)).toContainText('× €15.00');
  await expect(total(page)).toHaveText('€51.00'); // shipping to Germany is free from €50

  await lines(page).nth(1).getByRole('button', { name: 'Remove from basket' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Do you really want to remove “Exhibition poster Light and Line (A1)” from your basket?');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'No, keep it' }).click();
  await expect(lines(page)).toHaveCount(2);
  await lines(page).nth(1).getByRole('button', { name: 'Remove from basket' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, remove' }).click();
  await expect(lines(page)).toHaveCount(1);
});

test('an annual pass with two owners', async ({ page }) => {
  await start(page, '/en/passes');
  await expect(heading(page)).toHaveText('Annual passes');
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: /Annual pass \(one person\)/ }).click();
  await expect(heading(page)).toHaveText('Annual pass (one person)');
  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Increase quantity: Quantity' }).click();
  await expect(quantity).toHaveValue('2');

  await page.getByLabel('Name of pass holder 1').fill('Marlene Muster');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Please enter a name for each annual pass.')).toBeVisible();
  await expect(page.getByLabel('Name of pass holder 2')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name of pass holder 2').fill('Kai Muster');
  await page.getByTestId('owner-2').getByLabel('Send the pass to a different address').check();
  await page.getByLabel('Address of the pass holder').fill('Hafenstraße 12\n20457 Hamburg');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();

  await openBasket(page);
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText('Annual pass (one person)');
  await expect(lines(page).first()).toContainText('Pass holders: Marlene Muster, Kai Muster');
  await expect(lines(page).first()).toContainText('2 × €55.00');

  // The owners are personal data: not in the session's event log.
  const log = await page.evaluate(() => (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog());
  expect(log).toContain('annualPass');
  expect(log).not.toContain('Marlene');
  expect(log).not.toContain('Hafenstraße');
  await expectNoSeriousA11yViolations(page);
});

test('a variable-amount voucher', async ({ page }) => {
  await start(page, '/en/vouchers');
  await expect(heading(page)).toHaveText('Gift vouchers');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Experience vouchers' }).click();
  await expect(main(page).getByRole('link', { name: /Guided tour for two/ })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /choose your amount/ })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Gift vouchers' }).click();
  await main(page).getByRole('link', { name: /choose your amount/ }).click();

  const amount = page.getByLabel('Amount in EUR');
  await expect(amount).toHaveValue('30');
  // Common amounts at a click; the field still takes any amount in the range.
  const presets = page.getByRole('group', { name: 'Popular amounts' });
  await presets.getByRole('button', { name: '€50.00' }).click();
  await expect(amount).toHaveValue('50');
  await expect(presets.getByRole('button', { name: '€50.00' })).toHaveAttribute('aria-pressed', 'true');
  await amount.fill('-75,50');
  await amount.blur();
  await expect(amount).toHaveValue('75.50');
  await amount.fill('');
  await amount.blur();
  await expect(amount).toHaveValue('75.50');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();

  await openBasket(page);
  await expect(lines(page).first()).toContainText('Voucher – choose your amount');
  await expect(lines(page).first().getByRole('spinbutton')).toHaveValue('1');
  await expect(lines(page).first()).toContainText('× €75.50');
  await expect(total(page)).toHaveText('€75.50');
});

test('shipping costs for Germany, and the message for a country without', async ({ page }) => {
  await start(page, '/en/merchandise');
  await addProduct(page, 'merchandise/51', 'Collection guide: River Stories', 1);
  await openBasket(page);
  const country = page.getByLabel('Shipping country');
  await expect(country).toHaveValue('DE');
  await expect(page.getByTestId('shipping-costs')).toHaveText('€4.95');
  await expect(total(page)).toHaveText('€22.95');
  await expectNoSeriousA11yViolations(page);

  await country.selectOption({ label: 'United States' });
  await expect(page.getByTestId('shipping-error')).toHaveText('No shipping costs are stored for this country. Please contact us.');
  await expect(page.getByTestId('shipping-costs')).toHaveText('–');
  await expect(total(page)).toHaveText('€18.00');
  await expectNoSeriousA11yViolations(page);

  await country.selectOption({ label: 'Austria' });
  await expect(page.getByTestId('shipping-costs')).toHaveText('€9.90');
  await expect(page.getByTestId('shipping-error')).toHaveCount(0);
});

test('redeem two voucher codes, one worth more than the whole total; expired and used-up codes are refused', async ({ page }) => {
  await start(page, '/en/merchandise');
  await addProduct(page, 'merchandise/51', 'Collection guide: River Stories', 2);
  await addProduct(page, 'merchandise/52', 'Exhibition poster Light and Line (A1)', 1);
  await openBasket(page);
  await expect(total(page)).toHaveText('€51.00');

  const code = page.getByRole('textbox', { name: 'Voucher code' });
  const message = page.getByTestId('voucher-code-message');
  await code.fill('KAH-ALT-0025');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(message).toHaveText('This voucher has expired.');
  await code.fill('KAH-LEER-0050');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(message).toHaveText('This voucher has no value left.');
  await code.fill('KAH-BALD-0025');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(message).toHaveText('This voucher is not valid yet.');
  await code.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(message).toHaveText('We could not find a voucher with this code.');
  await expectNoSeriousA11yViolations(page);
  await expect(total(page)).toHaveText('€51.00');

  await code.fill('  KAH-GUT-0050 ');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(message).toHaveText('Voucher KAH-GUT-0050 has been redeemed.');
  await expect(code).toHaveValue('');
  await code.fill('KAH-GROSS-500');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(message).toHaveText('Voucher KAH-GROSS-500 has been redeemed.');

  const codes = page.getByTestId('voucher-code');
  await expect(codes).toHaveCount(2);
  await expect(codes.nth(0)).toContainText('KAH-GUT-0050');
  await expect(codes.nth(0)).toContainText('Remaining value: €0.00');
  await expect(codes.nth(0)).toContainText('-€37.50');
  await expect(codes.nth(1)).toContainText('KAH-GROSS-500');
  await expect(codes.nth(1)).toContainText('Remaining value: €486.50');
  // Said once, beside its code (not again in the totals).
  await expect(main(page).getByText('Remaining value: €486.50')).toHaveCount(1);
  await expect(codes.nth(1)).toContainText('-€13.50');
  await expect(total(page)).toHaveText('€0.00');

  await code.fill('KAH-GUT-0050');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(message).toHaveText('This voucher is already in your basket.');
  await expect(codes).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test('reload and find the basket unchanged', async ({ page }) => {
  await openEvent(page, /Light and Line/);
  await chooseAvailableDay(page, museumDate(7));
  await page.getByTestId('ticket-1002').getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();
  await addProduct(page, 'merchandise/51', 'Collection guide: River Stories', 1);
  await openBasket(page);
  await page.getByLabel('Please send me an invoice').uncheck();
  await page.getByRole('textbox', { name: 'Voucher code' }).fill('KAH-GUT-0050');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('voucher-code')).toHaveCount(1);
  await expect(page.getByTestId('shipping-costs')).toHaveText('€4.95');

  const before = {
    lines: await lines(page).allInnerTexts(),
    totals: await page.getByTestId('cart-totals').innerText(),
  };
  await page.reload();
  await expect(heading(page)).toHaveText('Basket');
  await expect(lines(page)).toHaveCount(2);
  expect(await lines(page).allInnerTexts()).toEqual(before.lines);
  expect(await page.getByTestId('cart-totals').innerText()).toEqual(before.totals);
  await expect(page.getByLabel('Please send me an invoice')).not.toBeChecked();
  await expect(page.getByRole('banner').getByRole('link', { name: /Basket/ })).toContainText('3');
  await expectNoSeriousA11yViolations(page);
});

test('an event that has ended, and an unknown product, say so', async ({ page }) => {
  await start(page, '/en/tickets');
  await main(page).getByRole('link', { name: /Sea and Modernity/ }).click();
  await expect(page.getByTestId('event-status')).toHaveText('This event has ended.');
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/en/product/999999');
  await expect(main(page).getByText('This item is no longer available.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a malformed answer shows a translated message and a retry; the basket survives', async ({ page }) => {
  await start(page, '/en/merchandise');
  await addProduct(page, 'merchandise/52', 'Exhibition poster Light and Line (A1)', 1);
  const fault = await page.request.post('/api/__sandbox/fault', {
    data: { path: 'ticket/calendar/event/101', status: 200, body: '{"data": {"2030-01-01": "many"}}' },
  });
  expect(fault.ok()).toBe(true);
  await page.goto('/en/tickets/101');
  await expect(main(page).getByRole('alert').filter({ hasText: 'This content could not be loaded. Please try again.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a date' })).toBeVisible();
  await openBasket(page);
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText('Exhibition poster Light and Line (A1)');
});

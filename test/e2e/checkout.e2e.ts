import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { approveAtProvider, countCalls, heading, login, main, payWith, trackedEvents } from './steps';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Checkout and payment (issue 9) in Debian's Chromium through the sandbox provider page: card as
 * a registered customer, guest with SEPA direct debit, wallet express without an account, Fail,
 * Cancel (return and empty), 410 gone, a refused line at init, a double click on Pay, a reload of
 * the accepted page, the order review, one confirmation mail and one `purchase` per order.
 */

test.beforeEach(async ({ request, page }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
  await page.setViewportSize({ width: 1600, height: 1000 });
});

async function acceptCookies(page: Page) {
  const button = page.getByRole('button', { name: 'Accept cookies' });
  if (await button.isVisible()) await button.click();
}

async function addPoster(page: Page, id = 5101) {
  await page.goto(`/en/product/${id}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('banner').getByTestId('basket-count')).not.toHaveText('0');
}

async function toPayment(page: Page) {
  await page.goto('/en/checkout');
  await main(page).getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?step=payment$/);
}

async function outboxBookings(page: Page): Promise<number> {
  const res = await page.request.get('/api/__sandbox/outbox');
  // Booking confirmations, in whatever language; password-reset mails carry a link.
  const mails = ((await res.json()) as { data: Array<{ subject: string; link?: string }> }).data;
  return mails.filter((m) => m.link === undefined).length;
}

/** The purchases tracked on this page, after every tracked event passed the schema. */
async function purchases(page: Page): Promise<Array<{ ecommerce: { transaction_id: string; value: number; items: Array<{ price: number; quantity: number }> } }>> {
  return (await trackedEvents(page)).filter((e) => e.event === 'purchase') as never;
}

test('card as a registered customer: steps, pay, approve, complete; one mail, one purchase with exact items', async ({ page }) => {
  await login(page);
  await acceptCookies(page);
  await addPoster(page);
  await page.goto('/en/checkout');
  await expect(main(page).getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]')).toContainText('Basket');
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(main(page).getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]')).toContainText('Payment');
  await expect(main(page).getByText('Rheinuferstraße 12')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main(page).getByLabel('Credit card').check();
  await main(page).getByRole('button', { name: 'Pay now' }).click();
  // The terms say so at their box; the summary says once that something is to be put right.
  await expect(main(page).getByLabel(/I accept the terms/)).toHaveAccessibleDescription('Please accept the terms and conditions and the privacy policy.');
  await expect(page.getByTestId('payment-alert')).toHaveText('Please correct the errors in the form.');
  await main(page).getByLabel(/I accept the terms/).check();
  await main(page).getByRole('button', { name: 'Pay now' }).click();
  await approveAtProvider(page);

  await expect(page).toHaveURL(/\/en\/checkout\/accepted\?status=accepted&cartId=/);
  await expect(main(page).getByRole('status').first()).toHaveText('Your payment details have been accepted. Please complete your order.');
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/success$/);
  await expect(heading(page)).toHaveText('Thank you for your order!');
  await expect(page.getByTestId('booking-id')).toHaveText(/Booking number: \d+/);
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText('0');
  await expectNoSeriousA11yViolations(page);

  expect(await outboxBookings(page)).toBe(1);
  const bought = await purchases(page);
  expect(bought).toHaveLength(1);
  const { ecommerce } = bought[0]!;
  const bookingId = (await page.getByTestId('booking-id').textContent())!.replace(/\D/g, '');
  expect(ecommerce.transaction_id).toBe(bookingId);
  expect(Math.round(ecommerce.items.reduce((s, i) => s + i.price * i.quantity, 0) * 100)).toBe(Math.round(ecommerce.value * 100));
  expect(ecommerce.value).toBe(15);
});

test('guest with SEPA direct debit: a bad IBAN is refused before any call, then a good one pays', async ({ page }) => {
  await addPoster(page);
  await toPayment(page);
  await expect(main(page).getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]')).toContainText('Sign in');
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Continue as guest' }).click();
  await main(page).getByLabel(/^Title/).selectOption('mr');
  await main(page).getByLabel(/^First name/).fill('Jonas');
  await main(page).getByLabel(/^Last name/).fill('Vogt');
  await main(page).getByLabel(/^Email address/).fill('jonas.vogt@example.net');
  await main(page).getByLabel(/^Repeat email address/).fill('jonas.vogt@example.net');
  await main(page).getByLabel(/^Street and house number/).fill('Am Sandtorkai 3');
  await main(page).getByLabel(/^Postcode/).fill('20457');
  await main(page).getByLabel(/^Town\/City/).fill('Hamburg');
  await main(page).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?step=payment$/);

  const inits = countCalls(page, '/payment/init');
  await main(page).getByLabel('SEPA direct debit', { exact: true }).check();
  await main(page).getByLabel('Account holder').fill('Jonas Vogt');
  await main(page).getByLabel('IBAN').fill('de89370400440532013001');
  await expect(main(page).getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 01');
  await main(page).getByLabel(/I accept the terms/).check();
  await main(page).getByRole('button', { name: 'Pay now' }).click();
  await expect(main(page).getByLabel('IBAN')).toBeFocused();
  await expect(main(page).getByLabel('IBAN')).toHaveAccessibleDescription(/Please enter a valid IBAN\./);
  expect(inits.count).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await main(page).getByLabel('IBAN').fill('DE89370400440532013000');
  await main(page).getByRole('button', { name: 'Pay now' }).click();
  await approveAtProvider(page);
  expect(inits.count).toBe(1);
  expect(inits.bodies[0]).toMatchObject({ payart: 74, aux: { Accountholder: 'Jonas Vogt', IBAN: 'DE89370400440532013000' } });
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(heading(page)).toHaveText('Thank you for your order!');

  const log = await page.evaluate(() => (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog());
  // More of the IBAN than "3704", which can be four digits of an event time.
  expect(log).not.toMatch(/DE89|3704 ?0044|Jonas|Vogt/);
});

test('wallet express as an anonymous visitor: no account, straight to the provider', async ({ page }) => {
  await addPoster(page);
  await toPayment(page);
  await main(page).getByLabel(/I accept the terms/).check();
  const inits = countCalls(page, '/payment/init');
  await main(page).getByRole('button', { name: 'Pay with Google Pay' }).click();
  await approveAtProvider(page);
  expect(inits.bodies[0]).toMatchObject({ aux: { wallet: 'GOOGLEPAY' } });
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(heading(page)).toHaveText('Thank you for your order!');
});

test('Fail at the provider: checkout/failed says so and shows the basket checked again', async ({ page }) => {
  await login(page);
  await addPoster(page);
  await toPayment(page);
  await payWith(page, 'PayPal');
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Make the payment fail' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/failed$/);
  await expect(main(page).getByRole('alert').first()).toHaveText('Payment not completed successfully, please try again.');
  await expect(main(page).getByText('everything is still available at the same price')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\?step=payment$/);
});

for (const choice of ['Return to basket', 'Empty basket'] as const) {
  test(`Cancel at the provider, then "${choice}"`, async ({ page }) => {
    await login(page);
    await addPoster(page);
    await toPayment(page);
    const cancels = countCalls(page, '/payment/cancel');
    await payWith(page, 'Credit card');
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/canceled$/);
    await expect(main(page).getByText('You cancelled the payment. Your basket has been kept.')).toBeVisible();
    expect(cancels.count).toBe(1);
    await expectNoSeriousA11yViolations(page);
    if (choice === 'Return to basket') {
      await main(page).getByRole('link', { name: choice }).click();
      await expect(page).toHaveURL(/\/en\/checkout$/);
      await expect(main(page).getByTestId('cart-line')).toHaveCount(1);
    } else {
      await main(page).getByRole('button', { name: choice }).click();
      await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText('0');
      // Emptied: the choice is over (issue 30); the page says so and leads on to the shop.
      await expect(main(page).getByText('Your basket is empty.')).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Empty basket' })).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'Return to basket' })).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    }
  });
}

test('410 at exec: the cart is gone (already paid or timed out)', async ({ page }) => {
  await login(page);
  await addPoster(page);
  await toPayment(page);
  await payWith(page, 'Credit card');
  await approveAtProvider(page);
  await page.request.post('/api/__sandbox/fault', { data: { path: 'payment/exec', status: 410, body: { code: 'CART_NOT_FOUND' } } });
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByTestId('payment-gone')).toContainText('already been paid or has timed out');
  // Not headed "Payment accepted" above an order that is gone (issue 30).
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expectNoSeriousA11yViolations(page);
});

test('a line refused at init (422): the error shows at the basket and the line is marked', async ({ page }) => {
  await login(page);
  await addPoster(page);
  await toPayment(page);
  await main(page).getByLabel('Credit card').check();
  await main(page).getByLabel(/I accept the terms/).check();
  await page.request.post('/api/__sandbox/fault', { data: { path: 'payment/init', status: 422, body: { error: 'SOLD_OUT' } } });
  await main(page).getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByTestId('payment-alert')).toContainText('sold out');
  await page.goto('/en/checkout');
  await expect(page.getByTestId('cart-error')).toContainText('sold out');
});

test('a double click on Pay sends one init; reloads of the accepted page send one exec in all', async ({ page }) => {
  await login(page);
  await addPoster(page);
  await toPayment(page);
  await main(page).getByLabel('Credit card').check();
  await main(page).getByLabel(/I accept the terms/).check();
  const inits = countCalls(page, '/payment/init');
  const execs = countCalls(page, '/payment/exec');
  await main(page).getByRole('button', { name: 'Pay now' }).dblclick();
  await approveAtProvider(page);
  expect(inits.count).toBe(1);
  await expect(page).toHaveURL(/\/en\/checkout\/accepted\?/);
  const accepted = page.url();
  // A reload before completing: still the prompt, nothing sent.
  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Complete order' })).toBeVisible();
  expect(execs.count).toBe(0);
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(heading(page)).toHaveText('Thank you for your order!');
  // The accepted page again, loaded afresh and reloaded: the order is booked, no second exec.
  await page.goto(accepted);
  await expect(main(page).getByRole('link', { name: 'Thank you for your order!' })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Complete order' })).toHaveCount(0);
  expect(execs.count).toBe(1);
  expect(await outboxBookings(page)).toBe(1);
});

test('a duplicated tab of the accepted page does not complete the payment', async ({ page, context }) => {
  await login(page);
  await addPoster(page);
  await toPayment(page);
  await payWith(page, 'Credit card');
  await approveAtProvider(page);
  await expect(main(page).getByRole('button', { name: 'Complete order' })).toBeVisible();
  // A duplicate: the same sessionStorage copied into a new tab while this one stays open.
  const copy = await context.newPage();
  const stored = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(sessionStorage))));
  await copy.addInitScript((data) => {
    if (!sessionStorage.getItem('foyer:log:v1')) for (const [k, v] of Object.entries(JSON.parse(data) as Record<string, string>)) sessionStorage.setItem(k, v);
  }, stored);
  await copy.goto(page.url());
  await expect(copy.getByTestId('payment-other-tab')).toBeVisible();
  await expect(copy.getByRole('main').getByRole('button', { name: 'Complete order' })).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(heading(page)).toHaveText('Thank you for your order!');
  expect(await outboxBookings(page)).toBe(1);
});

test('order review (configuration): a binding "Buy now", the provider returns to success, completed at once; German', async ({ page }) => {
  expect((await page.request.post('/api/__sandbox/config', { data: { hasOrderReview: true } })).ok()).toBe(true);
  await login(page);
  await page.goto('/de/product/5101');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.goto('/de/checkout?step=payment');
  await main(page).getByLabel('Kreditkarte').check();
  await main(page).getByRole('button', { name: 'Bestellung prüfen' }).click();
  await expect(page).toHaveURL(/\/de\/checkout\?step=review$/);
  await main(page).getByLabel(/Ich akzeptiere/).check();
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await approveAtProvider(page);
  await expect(page).toHaveURL(/\/de\/checkout\/success\?status=accepted/);
  await expect(page.getByTestId('booking-id')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await outboxBookings(page)).toBe(1);
});

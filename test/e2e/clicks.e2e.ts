import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { heading, main, start } from './steps';

/**
 * Issue 31: how many clicks a first-time visitor needs for one timed ticket, signing in on the
 * way, from the shop's home page to the confirmation, in Chromium against the sandbox. Every
 * click goes through `click`, which counts it; typing into a field is counted apart. The
 * cookie notice, answered before, is not part of buying. `npm run clicks` prints the count.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

/** At most this many clicks in the shop (the provider's own page adds its one). */
const SHOP_CLICKS = 10;

test(`one timed ticket with sign-in: at most ${SHOP_CLICKS} clicks in the shop, 2 fields; the accepted page shows the order with the focus on “Complete order”`, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const counted = { shop: 0, provider: 0, fields: 0 };
  const click = async (target: Locator, where: 'shop' | 'provider' = 'shop') => {
    counted[where] += 1;
    await target.click();
  };
  const fill = async (target: Locator, value: string) => {
    counted.fields += 1;
    await target.fill(value);
  };

  await start(page, '/en');
  await click(page.getByRole('banner').getByRole('link', { name: 'Admission' }));
  await click(main(page).getByRole('link', { name: /Light and Line/ }).first());
  await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');
  // The first day with places comes chosen, and its first time with places with it.
  await expect(page.getByRole('group', { name: 'Choose a time' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await click(page.getByTestId('ticket-1001').getByRole('button', { name: 'Increase quantity: Adults' }));
  await click(page.getByRole('button', { name: 'Add to basket' }));
  await click(main(page).getByTestId('added-to-basket').getByRole('link', { name: 'Proceed to checkout' }));
  await expect(page).toHaveURL(/\/en\/checkout\?step=payment$/);
  // Signing in right in the checkout's step.
  await fill(main(page).getByLabel(/^Email address/), 'anna.becker@example.org');
  await fill(main(page).getByLabel(/^Password/), 'Hafen2024!');
  await click(main(page).getByRole('button', { name: 'Log in' }));
  await click(main(page).getByLabel('Credit card'));
  await click(main(page).getByLabel(/I accept the terms/));
  await click(main(page).getByRole('button', { name: 'Pay now' }));
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await click(page.getByRole('button', { name: 'Approve payment' }), 'provider');

  // The accepted page: the order being completed, its method, and the one thing to do focused.
  await expect(heading(page)).toHaveText('Payment accepted');
  const order = main(page).getByRole('region', { name: 'Review your order' });
  await expect(order).toContainText('Light and Line. Modern Drawings');
  await expect(order.getByTestId('order-total')).toBeVisible();
  await expect(main(page).getByTestId('accepted-method')).toContainText('Credit card');
  await expect(main(page).getByRole('button', { name: 'Complete order' })).toBeFocused();
  await click(main(page).getByRole('button', { name: 'Complete order' }));
  await expect(heading(page)).toHaveText('Thank you for your order!');

  console.log(`one timed ticket with sign-in: ${counted.shop} clicks in the shop + ${counted.provider} at the provider, ${counted.fields} fields`);
  expect(counted.fields).toBe(2);
  expect(counted.shop).toBeLessThanOrEqual(SHOP_CLICKS);
});

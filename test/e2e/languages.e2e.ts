import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { approveAtProvider, chooseAvailableDay, heading, login, main, museumDate, payWith } from './steps';

/**
 * Names follow the language (issue 28): a catalogue name is reference data looked up in the
 * page's language, never what the log kept from the language the visitor had when adding. The
 * language menu reloads the page in the chosen language (000 §2).
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

/** The header's language menu: the link to the same page in `code`. */
async function switchLanguage(page: Page, code: string): Promise<void> {
  await page.locator('details.language-menu > summary').click();
  await page.locator(`details.language-menu a[hreflang="${code}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${code}(/|$|\\?)`));
}


test('the event page: title, venue and page title follow the language menu (de → en → fr)', async ({ page }) => {
  await page.goto('/de/tickets/101');
  await expect(heading(page)).toHaveText('Licht und Linie. Zeichnungen der Moderne');
  await expect(main(page)).toContainText('Hauptgebäude');
  await switchLanguage(page, 'en');
  await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');
  await expect(main(page)).toContainText('Main building');
  await expect(page).toHaveTitle(/Light and Line\. Modern Drawings/);
  await switchLanguage(page, 'fr');
  await expect(heading(page)).toHaveText('Lumière et ligne. Dessins modernes');
  await expect(main(page)).toContainText('Bâtiment principal');
  await expect(page).toHaveTitle(/Lumière et ligne/);
  await expect(main(page)).not.toContainText('Hauptgebäude');
});

test('lines added in German are named in the page’s language in the basket, the payment review and on the success page', async ({ page }) => {
  test.slow();
  await login(page);
  await page.goto('/de/tickets/101');
  await chooseAvailableDay(page, museumDate(7), 'Nächster Monat');
  await page.getByTestId('ticket-1001').getByRole('button', { name: /^Anzahl erhöhen/ }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('added-to-basket')).toBeVisible();
  await page.goto('/de/product/5001');
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(main(page).getByText('Zum Warenkorb hinzugefügt.')).toBeVisible();

  await page.goto('/de/checkout');
  await expect(main(page)).toContainText('Licht und Linie. Zeichnungen der Moderne – Erwachsene');
  await expect(main(page)).toContainText('Katalog: Licht und Linie');

  await switchLanguage(page, 'en');
  await expect(main(page)).toContainText('Light and Line. Modern Drawings – Adults');
  await expect(main(page)).toContainText('Catalogue: Light and Line (German edition)');
  await expect(main(page)).not.toContainText('Erwachsene');

  // Straight to the French payment step by its address: the review names the lines in French.
  await page.goto('/fr/checkout?step=payment');
  const review = main(page).getByTestId('order-line');
  await expect(review).toHaveCount(2);
  await expect(review.nth(0)).toContainText('Lumière et ligne. Dessins modernes – Adultes');
  await expect(review.nth(1)).toContainText('Catalogue : Lumière et ligne (édition allemande)');

  await page.goto('/en/checkout?step=payment');
  await payWith(page, 'Credit card');
  await approveAtProvider(page);
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(heading(page)).toHaveText('Thank you for your order!');
  const order = main(page).getByRole('list', { name: 'Your order' });
  await expect(order).toContainText('Light and Line. Modern Drawings – Adults');
  await switchLanguage(page, 'de');
  await expect(main(page).getByRole('list', { name: 'Ihre Bestellung' })).toContainText('Licht und Linie. Zeichnungen der Moderne – Erwachsene');
  await expect(main(page).getByRole('list', { name: 'Ihre Bestellung' })).toContainText('Katalog: Licht und Linie');
});

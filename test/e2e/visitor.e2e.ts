import { readFile } from 'fs/promises';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { approveAtProvider, chooseAvailableDay, basketCheckSettled, fault, heading, login, main, museumDate, payWith } from './steps';

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

test('after “Add to basket” the page says what was added, offers the checkout, the basket and the list, and the keyboard stays on the form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en/tickets/101');
  await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');
  await chooseAvailableDay(page, museumDate(7));
  await page.getByTestId('ticket-1001').getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await page.getByTestId('ticket-1001').getByRole('button', { name: 'Increase quantity: Adults' }).click();
  // By keyboard: the form resets and disables its button, which had the focus.
  await page.getByRole('button', { name: 'Add to basket' }).focus();
  await page.keyboard.press('Enter');
  const added = page.getByTestId('added-to-basket');
  await expect(added).toContainText('Added to your basket.');
  await expect(added.getByRole('listitem')).toHaveText(['2 × Light and Line. Modern Drawings – Adults']);
  await expect(added).toBeFocused();
  // The confirmation is announced (inside the form's live region) and the next Tab goes on from it.
  await expect(page.getByTestId('ticket-form-messages')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Tab');
  await expect(added.getByRole('link', { name: 'Proceed to checkout' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(added.getByRole('link', { name: 'View basket' })).toBeFocused();
  await added.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/en\/tickets$/);

  // A product: the button stays usable, so the focus is left on it.
  await page.goto('/en/product/5101');
  const button = page.getByRole('button', { name: 'Add to basket' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('added-to-basket').getByRole('listitem')).toHaveText([/^1 × /]);
  await expect(button).toBeFocused();
  await page.getByTestId('added-to-basket').getByRole('link', { name: 'View basket' }).click();
  await expect(heading(page)).toHaveText('Basket');
});

/**
 * After “Add to basket”: the focus is somewhere on the form (never the page body, where the next
 * Tab would start over at the top), and the confirmation sits in a live region, so it is read out.
 */
async function expectAddedInPlace(page: Page, where: string): Promise<void> {
  const added = page.getByTestId('added-to-basket');
  await expect(added, where).toContainText('Added to your basket.');
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), { message: `${where}: the focus fell to the page body` })
    .toBe(true);
  const live = await added.evaluate((el) => {
    const implicit: Record<string, string> = { status: 'polite', log: 'polite', alert: 'assertive' };
    const region = el.closest('[aria-live], [role="status"], [role="log"], [role="alert"]');
    return region === null ? null : (region.getAttribute('aria-live') ?? implicit[region.getAttribute('role') ?? ''] ?? null);
  });
  expect(live, `${where}: the confirmation is not in a live region`).toMatch(/^(polite|assertive)$/);
}

test('after “Add to basket” on the tour, voucher and day-ticket forms the focus stays on the form and the confirmation is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));

  // A public tour on the date it opens on: two adults, added by keyboard.
  await page.goto('/en/guided-tours/302');
  await expect(heading(page)).toHaveText('Collection highlights');
  await expect(page.locator('input[name="tour-time"]:checked')).toHaveCount(1);
  const adults = page.getByRole('spinbutton', { name: 'Adults' });
  await adults.fill('2');
  await adults.press('Enter');
  await expect(adults).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to basket' }).focus();
  await page.keyboard.press('Enter');
  await expectAddedInPlace(page, 'tour');
  await expect(page.getByTestId('added-to-basket').getByRole('listitem')).toHaveText([/Collection highlights/]);

  // A fixed-value voucher.
  await page.goto('/en/vouchers/6001');
  await expect(heading(page)).toHaveText('Voucher €25');
  await page.getByRole('button', { name: 'Add to basket' }).focus();
  await page.keyboard.press('Enter');
  await expectAddedInPlace(page, 'voucher');

  // Day tickets: the form resets and disables its button, which had the focus.
  await page.goto('/en/tickets/day-tickets');
  await expect(heading(page)).toHaveText('Day tickets');
  await chooseAvailableDay(page, museumDate(2));
  await page.getByTestId('day-ticket-9001').getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).focus();
  await page.keyboard.press('Enter');
  await expectAddedInPlace(page, 'day tickets');
  await expect(page.getByTestId('added-to-basket').getByRole('listitem')).toHaveText([/^1 × /]);
});

test('at 390 px the menu folds behind its toggle, which opens and closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await expect(heading(page)).toBeVisible();
  const banner = page.getByRole('banner');
  const nav = banner.getByRole('navigation');
  const toggle = banner.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Guided tours', exact: true })).toBeVisible();
  // Within the phone's width: nothing of the open menu lies beyond the screen's edge.
  const panel = (await page.locator('#site-menu').boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  await banner.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('after payment: a calendar file for the dated tickets, in the visitor’s language, and a printable summary', async ({ page }) => {
  await login(page);
  await page.goto('/en/tickets/101');
  const date = await chooseAvailableDay(page, museumDate(7));
  const time = (await page.getByRole('group', { name: 'Choose a time' }).locator('label:has(input:checked) .time-option__time').textContent())?.trim() ?? '';
  await page.getByTestId('ticket-1001').getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByTestId('added-to-basket').getByRole('link', { name: 'View basket' }).click();
  await main(page).getByRole('link', { name: 'Proceed to checkout' }).click();
  await payWith(page, 'Credit card');
  await approveAtProvider(page);
  await main(page).getByRole('button', { name: 'Complete order' }).click();
  await expect(heading(page)).toHaveText('Thank you for your order!');
  const bookingId = (await page.getByTestId('booking-id').textContent())!.replace(/\D/g, '');

  const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe(`booking-${bookingId}.ics`);
  const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('SUMMARY:1 × Light and Line. Modern Drawings – Adults');
  // Where: the venue the events list named when the ticket was added.
  expect(ics).toMatch(/\r\nLOCATION:[^\r\n]+\r\n/);
  // The start is the museum's wall-clock time as a UTC instant.
  const start = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics)?.[1] ?? '';
  const shown = await page.evaluate((s) => {
    const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:00Z`;
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  }, start);
  expect(shown).toBe(`${date}, ${time}`);

  // The printable summary: the order without the shop around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(main(page).getByRole('button', { name: 'Print summary' })).toBeHidden();
  await expect(page.getByTestId('booking-id')).toBeVisible();
});

for (const width of [1024, 1280, 1366, 1600]) {
  test(`at ${width} px the header shows the section links, the language choice and a signed-in customer’s name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de/login');
    await main(page).getByLabel('E-Mail-Adresse').fill('anna.becker@example.org');
    await main(page).getByLabel('Passwort').fill('Hafen2024!');
    await main(page).getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /menü/i })).toHaveCount(0);
    for (const name of ['Eintritt', 'Führungen', 'Museumsshop', 'Jahreskarten', 'Gutscheine']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(banner.locator('.language-menu summary, select').first()).toBeVisible();
    await expect(banner.locator('details.user-menu summary')).toHaveText('Anna Becker');
    await expect(banner.locator('details.user-menu summary')).toBeVisible();
  });
}

test('on a tablet the opened menu is a panel under its toggle, not a full-width sheet; Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1100 });
  await page.goto('/de/');
  await expect(heading(page)).toBeVisible();
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' });
  await toggle.click();
  const panel = page.locator('#site-menu');
  await expect(panel.getByRole('link', { name: 'Führungen', exact: true })).toBeVisible();
  const box = (await panel.boundingBox())!;
  const bar = (await page.locator('.site-header__bar').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(400);
  // Right-aligned under the toggle, below the bar.
  expect(bar.x + bar.width - (box.x + box.width)).toBeLessThan(40);
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
});

test('the times of a day are one radio group: one Tab stop, arrow keys, places left, sold-out times read as such and not choosable', async ({ page }) => {
  await page.goto('/en/tickets/101');
  await chooseAvailableDay(page, museumDate(1));
  const times = page.getByRole('group', { name: 'Choose a time' });
  const radios = times.getByRole('radio');
  // The day's times arrive after the day is chosen: wait for them before counting.
  await expect(radios.first()).toBeVisible();
  expect(await radios.count()).toBeGreaterThan(1);
  for (const label of await times.locator('label').allTextContents()) expect(label).toMatch(/^\d\d:\d\d(\d+ places? left|Sold out)$/);
  const checked = times.getByRole('radio', { checked: true });
  await expect(checked).toHaveCount(1);
  const before = await checked.getAttribute('value');
  await checked.focus();
  await page.keyboard.press('ArrowDown');
  const after = await times.getByRole('radio', { checked: true }).getAttribute('value');
  expect(after).not.toBe(before);
  await expect(times.getByRole('radio', { checked: true })).toBeFocused();
  // One Tab leaves the group for the ticket form.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).not.toBe('radio');
});

test('in the basket an article’s quantity is changed in place', async ({ page }) => {
  await page.goto('/en/product/5101');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByTestId('added-to-basket').getByRole('link', { name: 'View basket' }).click();
  const line = page.getByTestId('cart-line').first();
  await expect(line).toContainText('Line total: €15.00');
  await line.getByRole('button', { name: /^Increase quantity: / }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect(line).toContainText('Line total: €30.00');
  const field = line.getByRole('spinbutton');
  await field.fill('4');
  await field.press('Enter');
  await expect(line).toContainText('Line total: €60.00');
  // Garbage or zero is refused: the line keeps its count (removal is the delete button's job).
  await field.fill('0');
  await field.press('Enter');
  await expect(field).toHaveValue('4');
  await expect(line).toContainText('Line total: €60.00');
  // The count survives a reload (it is a fact in the log).
  await page.reload();
  await expect(page.getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue('4');
});

test('in the basket a ticket’s count changes in place once its time still has the places; a family ticket is changed on its event page', async ({ page }) => {
  await page.goto('/en/tickets/101');
  await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');
  await chooseAvailableDay(page, museumDate(7));
  const adults = page.getByTestId('ticket-1001');
  await adults.getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await adults.getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByTestId('added-to-basket').getByRole('link', { name: 'View basket' }).click();
  const line = page.getByTestId('cart-line').first();
  const field = line.getByRole('spinbutton');
  const said = line.getByTestId('ticket-line-check');
  const plus = line.getByRole('button', { name: 'Increase quantity: Light and Line. Modern Drawings – Adults' });
  await expect(field).toHaveValue('2');
  await expect(line).toContainText('× €14.00');
  await page.waitForLoadState('networkidle');

  // “+”: the time's places are looked up, then the count and every total follow.
  await plus.click();
  await expect(field).toHaveValue('3');
  await expect(line).toContainText('Line total: €42.00');
  await expect(page.getByTestId('cart-total')).toHaveText('€42.00');
  await expect(said).toHaveText('');

  // More than the time has: refused in words, the count stays.
  await field.fill('500');
  await field.press('Enter');
  await expect(said).toHaveText(/^Only \d+ places left for this time\.$/);
  await expect(field).toHaveValue('3');
  await expect(line).toContainText('Line total: €42.00');

  // A slow lookup that fails: busy meanwhile (a second click starts nothing), then said, and nothing is lost.
  await basketCheckSettled(page);
  await fault(page, { path: 'ticket/collect', status: 500, delayMs: 1000 });
  await plus.click();
  await expect(line.locator('.quantity__control')).toHaveAttribute('aria-busy', 'true');
  await expect(said).toHaveText('Checking the places left…');
  // aria-disabled while busy (the focus stays on it): a click forced through starts nothing.
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await plus.click({ force: true });
  await expect(said).toHaveText('The places left could not be checked. Your basket is unchanged; please try again.');
  await expect(line.locator('.quantity__control')).not.toHaveAttribute('aria-busy', 'true');
  await expect(field).toHaveValue('3');

  // “−” needs no lookup; at one it is the remove action, which asks first.
  await line.getByRole('button', { name: 'Decrease quantity: Light and Line. Modern Drawings – Adults' }).click();
  await line.getByRole('button', { name: 'Decrease quantity: Light and Line. Modern Drawings – Adults' }).click();
  await expect(field).toHaveValue('1');
  await expect(said).toHaveText('');
  await line.getByRole('button', { name: 'Remove: Light and Line. Modern Drawings – Adults' }).click();
  await expect(line.getByRole('alertdialog')).toContainText('Do you really want to remove');
  await line.getByRole('button', { name: 'No, keep it' }).click();
  // The count survives a reload (a fact in the log), and the stepper is not left busy.
  await page.reload();
  await expect(page.getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue('1');

  // A family ticket is a bundle: no stepper; its row leads to the event's page.
  await page.goto('/en/tickets/101');
  await expect(page.locator('button.calendar-day--available').first()).toBeVisible();
  await chooseAvailableDay(page, museumDate(7));
  const family = page.getByTestId('ticket-1003');
  await family.getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await family.getByRole('button', { name: 'Increase quantity: Children aged 6–17' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByTestId('added-to-basket').getByRole('link', { name: 'View basket' }).click();
  const familyLine = page.getByTestId('cart-line').filter({ hasText: 'Family ticket' });
  await expect(familyLine.getByRole('spinbutton')).toHaveCount(0);
  await familyLine.getByRole('link', { name: 'Change on the event page' }).click();
  await expect(page).toHaveURL(/\/en\/tickets\/101$/);
  await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');
});

test('on a phone the basket’s total and “Proceed to checkout” stay in view however long the basket', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of [5101, 5001, 5004]) {
    await page.goto(`/en/product/${id}`);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByTestId('added-to-basket')).toBeVisible();
  }
  await page.goto('/en/checkout');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  const bar = page.getByTestId('basket-bar');
  const inView = async () => {
    const box = (await bar.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= 844;
  };
  // One “Proceed to checkout” on a phone: the bar’s.
  await expect(main(page).getByRole('link', { name: 'Proceed to checkout' })).toHaveCount(1);
  await expect(bar).toContainText(await page.getByTestId('cart-total').textContent() ?? '');
  expect(await inView()).toBe(true);
  await page.getByTestId('cart-line').nth(1).scrollIntoViewIfNeeded();
  expect(await inView()).toBe(true);
  await bar.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/step=payment/);
});

/** The API calls matching `url` wait until the returned function is called: the loading state stays to be measured. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('while a list loads, cards of its size wait where the cards will be: nothing moves when they arrive', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdBack(page, '**/event/list**');
  await page.goto('/en/tickets');
  const skeletons = main(page).getByTestId('skeleton');
  await expect(skeletons).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeAttached();
  const placeholder = (await skeletons.first().boundingBox())!;
  release();
  await expect(skeletons).toHaveCount(0);
  const first = (await main(page).locator('.event-cards > li').nth(1).boundingBox())!;
  expect(Math.round(first.y)).toBe(Math.round(placeholder.y));
  expect(Math.round(first.x)).toBe(Math.round(placeholder.x));
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width} px, while the event's calendar loads, a calendar of its size waits in its place: its box neither moves nor grows when the days arrive`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const release = await holdBack(page, '**/ticket/calendar/event/**');
    await page.goto('/en/tickets/101');
    await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');
    const calendar = main(page).locator('.month-calendar');
    await expect(calendar).toHaveAttribute('aria-busy', 'true');
    await expect(calendar.getByTestId('calendar-placeholder').first()).toBeVisible();
    await expect(calendar.locator('button[data-date]')).toHaveCount(0);
    // One “Loading…” for screen readers; the placeholders themselves say nothing.
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(1);
    // The lifetime comes by a call of its own and is in before the box is measured.
    await expect(page.locator('.event-header__lifetime')).toHaveText(/\d/);
    // Waiting is no reason to read worse: the weekday names keep their contrast.
    await expectNoSeriousA11yViolations(page);
    const placeholder = (await calendar.boundingBox())!;
    release();
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    await expect(calendar.locator('button[data-date]').first()).toBeVisible();
    await expect(calendar.getByTestId('calendar-placeholder')).toHaveCount(0);
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    const loaded = (await calendar.boundingBox())!;
    const rounded = (b: Box) => [b.x, b.y, b.width, b.height].map(Math.round);
    expect(rounded(loaded)).toEqual(rounded(placeholder));
  });
}

test('while a tour’s month loads, its days are inactive and faded, and the calendar still reads well', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/en/guided-tours/301');
  const calendar = page.locator('.tour-calendar');
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(calendar.locator('button[data-date]').first()).toBeVisible();
  const release = await holdBack(page, '**/tour/calendar/tour/**');
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar).toHaveAttribute('aria-busy', 'true');
  const days = calendar.locator('button[data-date]');
  await expect(days.first()).toHaveAttribute('aria-label', /, Loading…$/);
  await expect(calendar.locator('button[data-date]:not([aria-disabled="true"])')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(days.first()).not.toHaveAttribute('aria-label', /, Loading…$/);
});

test('on a phone the tours list leads with tours: the filters fold behind their title, each card’s days in one row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/guided-tours');
  const cards = page.getByTestId('tour-card');
  await expect(cards.first()).toBeVisible();
  expect((await cards.first().boundingBox())!.y).toBeLessThan(844);
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Language' })).toBeHidden();
  // A day's state is still read out in words.
  await expect(cards.first().getByRole('list', { name: /next few days/i })).toContainText(/places available|no tours|Sold out/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('group', { name: 'Language' }).getByLabel('English').check();
  await expect(page.getByRole('button', { name: 'Filters · on' })).toBeVisible();
  await expect(cards).toHaveCount(1);
});

test('a pass card says what the pass includes, as plain words', async ({ page }) => {
  await page.goto('/en/passes');
  const card = main(page).getByRole('link', { name: /Annual pass \(one person\)/ });
  await expect(card.locator('.product-card__about')).toHaveText(/free (admission|entry)/i);
  await expect(card.locator('.product-card__about a')).toHaveCount(0);
});

/** Presses Tab (or Shift+Tab) until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, { max = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return '';
      const labelled = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el.closest('label')?.textContent;
      return (labelled ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`no focusable element named ${name} within ${max} Tabs`);
}

test('keyboard only: from home through a ticket, a tour with answers and the basket to the payment step', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en');
  await tabTo(page, /^Accept cookies$/, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveCount(0);

  // Home → Admission → an event.
  await page.locator('body').focus();
  await tabTo(page, /^Buy tickets$/);
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Admission');
  await tabTo(page, /Light and Line\. Modern Drawings/);
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Light and Line. Modern Drawings');

  // The calendar: one Tab stop, arrow keys to a day with places, Enter chooses it.
  await tabTo(page, /\d{4}/);
  const onOpenDay = () => page.evaluate(() => document.activeElement?.classList.contains('calendar-day--available') ?? false);
  for (let i = 0; i < 14 && !(await onOpenDay()); i++) await page.keyboard.press('ArrowRight');
  expect(await onOpenDay()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Choose a time' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, /^Increase quantity: Adults$/);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('ticket-1001').getByRole('spinbutton')).toHaveValue('1');
  await tabTo(page, /^Add to basket$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('added-to-basket')).toBeFocused();

  // A guided tour with its answers.
  await tabTo(page, /^Guided tours$/, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Guided tours');
  await tabTo(page, /^Group tour: Light and Line$/, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Group tour: Light and Line');
  await expect(page.locator('input[name="tour-time"]:checked')).toHaveCount(1);
  // Its calendar too: one Tab stop on the date it opened on, arrow keys to another day with
  // places (into the next month if need be), Space chooses it.
  const tourCalendar = page.locator('.tour-calendar');
  const preselected = await tourCalendar.locator('button[aria-pressed="true"]').getAttribute('data-date');
  await tabTo(page, /\d{4}/);
  await expect(tourCalendar.locator(`button[data-date="${preselected}"]`)).toBeFocused();
  const focusedOpenDay = () => page.evaluate(() => (document.activeElement?.classList.contains('calendar-day--available') ? document.activeElement.getAttribute('data-date') : null));
  let another: string | null = null;
  for (let i = 0; i < 40 && another === null; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(tourCalendar).toHaveAttribute('aria-busy', 'false');
    const day = await focusedOpenDay();
    if (day !== null && day !== preselected) another = day;
  }
  expect(another, 'no other day with places within 40 days').not.toBeNull();
  await page.keyboard.press('Space');
  await expect(tourCalendar.locator(`button[data-date="${another}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(tourCalendar.locator(`button[data-date="${another}"]`)).toBeFocused();
  await expect(page.locator('input[name="tour-time"]:checked')).toHaveCount(1);
  await tabTo(page, /^60-minute tour/);
  await page.keyboard.type('1');
  await tabTo(page, /^Group rate, adults/);
  await page.keyboard.type('10');
  await tabTo(page, /^Nursery|^Primary school/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Primary school' })).toBeChecked();
  await tabTo(page, /Name of the group/);
  await page.keyboard.type('Keyboard class');
  await tabTo(page, /Number of accompanying adults/);
  await page.keyboard.type('1');
  await tabTo(page, /^Add to basket$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('added-to-basket')).toContainText('Group tour: Light and Line');

  // The basket, then on to the payment step.
  await tabTo(page, /^View basket$/, { back: true });
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Basket');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await tabTo(page, /^Proceed to checkout$/, { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/step=payment/);
});

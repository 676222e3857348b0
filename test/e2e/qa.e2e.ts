import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { addProduct, approveAtProvider, chooseAvailableDay, heading, login, main, museumDate, payWith } from './steps';

/**
 * QA's workbench (issue 12) in Chromium against the sandbox: a visitor's journey is reported as a
 * bug capsule, the capsule opens in a fresh browser, and the shop's own screens show what the
 * visitor saw at three points; nothing goes to the dataLayer or the API meanwhile, and leaving
 * gives the tester their own session back.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/__sandbox/reset')).ok()).toBe(true);
});

async function setCount(field: Locator, value: number): Promise<void> {
  await field.fill(String(value));
  await field.press('Enter');
  await expect(field).toHaveValue(String(value));
}

/** What the basket shows: its lines (name lines) and its totals, as text. */
async function basketView(page: Page): Promise<{ lines: string[]; totals: string }> {
  await expect(heading(page)).toHaveText('Basket');
  await expect(page.getByTestId('cart-totals')).toBeVisible();
  const names = await page.getByTestId('cart-line').evaluateAll((els) => els.map((e) => (e.querySelector('[id$="-name"]')?.textContent ?? '').trim()));
  return { lines: names, totals: ((await page.getByTestId('cart-totals').textContent()) ?? '').replace(/\s+/g, ' ').trim() };
}

/** This session's log (foyer.exportLog()) pasted into the QA page and opened in replay mode. */
async function replayOwnLog(page: Page): Promise<void> {
  const log = await page.evaluate(() => (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog());
  await page.goto('/en/qa');
  await page.getByLabel('…or paste its content').fill(log);
  await page.getByRole('button', { name: 'Open in replay mode' }).click();
  await expect(page.getByRole('complementary', { name: 'QA workbench' }).getByRole('status')).toContainText('Replay of a bug capsule');
}

/** `FOYER_DOC_SHOTS=docs/images npm run test:e2e -- qa` refreshes the screenshots of docs/qa.md. */
async function docShot(page: Page, name: string): Promise<void> {
  const dir = process.env.FOYER_DOC_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

type Envelope = { type: string; data: Record<string, unknown>; meta: { seq: number } };

/** The last event before the visitor left the n-th visit of `route` (or the log's end). */
function endOfVisit(events: Envelope[], route: string, n: number): number {
  const visits = events.map((e, i) => ({ e, i })).filter(({ e }) => e.type === 'RouteVisited');
  const mine = visits.filter(({ e }) => e.data.route === route)[n];
  if (!mine) throw new Error(`no visit ${n} of ${route}`);
  const next = visits.find(({ i }) => i > mine.i);
  return events[(next ? next.i : events.length) - 1]!.meta.seq;
}

test('a journey reported as a capsule replays in a fresh browser: timeline, three points as the visitor saw them, nothing sent, own session back', async ({ page, browser }) => {
  // A whole journey in two browsers (about 25 s on a quiet machine): more than the default 30 s under load.
  test.slow();
  // ---- the visitor ---------------------------------------------------------------------------
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/en/guided-tours/303');
  await expect(heading(page)).toHaveText('Group tour: Light and Line');
  await expect(page.locator('input[name="tour-time"]:checked')).toHaveCount(1);
  await setCount(page.getByRole('spinbutton', { name: /^60-minute tour/ }), 1);
  await setCount(page.getByRole('spinbutton', { name: 'Group rate, adults' }), 12);
  const questions = page.getByRole('group', { name: 'Additional information' });
  await questions.getByRole('radio', { name: 'Primary school' }).check();
  await questions.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption({ label: 'Recommendation' });
  await questions.getByRole('textbox', { name: /Name of the group/ }).fill('Class 4b');
  await questions.getByRole('textbox', { name: /Number of accompanying adults/ }).fill('2');
  const tourSeen = { participants: await page.locator('.tour-form__participants').textContent(), amount: await page.locator('.tour-form__amount').textContent() };
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
  // A timed ticket for next week.
  await page.goto('/en/tickets');
  await main(page).getByRole('link', { name: /Light and Line/ }).click();
  await chooseAvailableDay(page, museumDate(7));
  await page.getByTestId('ticket-1001').getByRole('button', { name: 'Increase quantity: Adults' }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();
  await page.goto('/en/checkout');
  const seen1 = await basketView(page);
  expect(seen1.lines).toHaveLength(2);

  await addProduct(page, 5101, 2);
  await page.goto('/en/checkout');
  const seen2 = await basketView(page);
  expect(seen2.lines).toHaveLength(3);

  await page.getByRole('textbox', { name: 'Voucher code' }).fill('KAH-GUT-0050');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('voucher-code-message')).toContainText('KAH-GUT-0050');
  const seen3 = await basketView(page);
  expect(seen3.totals).not.toBe(seen2.totals);

  const footer = page.getByRole('contentinfo');
  const [download] = await Promise.all([page.waitForEvent('download'), footer.getByRole('button', { name: 'Report a problem' }).click()]);
  await expect(footer.getByRole('status')).toHaveText('The problem report has been downloaded. Please attach the file to your message to us.');
  expect(download.suggestedFilename()).toMatch(/^foyer-capsule-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  const capsule = JSON.parse(text) as { format: string; lang: string; route: unknown; app: { build: string }; log: { events: Envelope[] } };
  expect(capsule).toMatchObject({ format: 'foyer-capsule', lang: 'en', route: { name: 'checkout', params: {} } });
  expect(capsule.app.build).not.toBe('');
  // Safe to share: no redeemable code, no free-text answer.
  expect(text).not.toContain('KAH-GUT-0050');
  expect(text).not.toContain('Class 4b');
  // The visitor saw the code; the capsule (and so the replay) shows its hash in its place.
  const hashed = /"barcode": "(code-[0-9a-f]{12})"/.exec(text)?.[1] ?? '';
  expect(hashed).not.toBe('');
  const seen3Replayed = { ...seen3, totals: seen3.totals.replace('KAH-GUT-0050', hashed) };
  const events = capsule.log.events;
  // Before the code: the last event ahead of the first one the redemption caused.
  const redeemed = events.findIndex((e) => e.type.startsWith('VoucherCode') || (e.type === 'CartLineAdded' && (e.data.line as { type: string }).type === 'voucherCode'));
  const points = [endOfVisit(events, 'checkout', 0), events[redeemed - 1]!.meta.seq, events[events.length - 1]!.meta.seq];
  // The tour form just before it went into the basket.
  const tourAdded = events.findIndex((e) => e.type === 'CartLineAdded' && (e.data.line as { type: string }).type === 'guidedTour');
  const tourPoint = events[tourAdded - 1]!.meta.seq;

  // ---- QA, in a fresh browser with a session of its own ---------------------------------------
  const context = await browser.newContext();
  const qa = await context.newPage();
  await qa.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  await addProduct(qa, 5102, 1);
  await qa.goto('/en/checkout');
  const own = await basketView(qa);
  expect(own.lines).toHaveLength(1);

  await qa.goto('/en/qa');
  await expect(heading(qa)).toHaveText('QA workbench');
  await docShot(qa, 'qa-import');
  // A file that is not a capsule is refused with a reason.
  await qa.getByLabel('…or paste its content').fill('{"hello": 1}');
  await qa.getByRole('button', { name: 'Open in replay mode' }).click();
  await expect(qa.getByRole('alert').filter({ hasText: 'not a readable bug capsule' })).toContainText('neither a capsule nor a Foyer event log');

  const requests: string[] = [];
  qa.on('request', (r) => {
    if (['fetch', 'xhr'].includes(r.resourceType()) && new URL(r.url()).pathname.startsWith('/api/')) requests.push(new URL(r.url()).pathname);
  });
  await qa.getByLabel('Capsule file').setInputFiles(file);
  const dock = qa.getByRole('complementary', { name: 'QA workbench' });
  await expect(dock.getByRole('status')).toContainText('Replay of a bug capsule from');
  await expect(dock.getByRole('button', { name: 'Leave replay' })).toBeVisible();
  // It opens at the end, on the screen the visitor was on: the basket with the code redeemed.
  await expect(qa).toHaveURL(/\/en\/checkout$/);
  expect(await basketView(qa)).toEqual(seen3Replayed);
  await expect(dock.getByText(`Event ${points[2]} of ${points[2]}`)).toBeVisible();
  await expect(dock.locator('li[aria-current="step"]')).toContainText(String(points[2]));

  const booted = requests.length;
  const jumpTo = async (seq: number) => {
    await dock.getByLabel('Go to event').fill(String(seq));
    await dock.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(dock.getByText(new RegExp(`^Event ${seq} of`))).toBeVisible();
  };
  // The tour form as the visitor filled it, on the tour's page (the slider, by position).
  await dock.getByLabel('Point in the session').fill(String(events.findIndex((e) => e.meta.seq === tourPoint)));
  await expect(dock.getByText(new RegExp(`^Event ${tourPoint} of`))).toBeVisible();
  await expect(qa).toHaveURL(/\/en\/guided-tours\/303$/);
  await expect(qa.locator('.tour-form__participants')).toHaveText(tourSeen.participants ?? '');
  await expect(qa.locator('.tour-form__amount')).toHaveText(tourSeen.amount ?? '');
  await expect(qa.getByRole('spinbutton', { name: 'Group rate, adults' })).toHaveValue('12');

  await jumpTo(points[0]!);
  expect(await basketView(qa)).toEqual(seen1);
  await jumpTo(points[1]!);
  expect(await basketView(qa)).toEqual(seen2);
  // The inspector and the diff to the previous point.
  await dock.getByLabel('Read model').selectOption('cart');
  await expect(dock.getByTestId('qa-model')).toContainText('"type": "merchandise"');
  await jumpTo(points[2]!);
  expect(await basketView(qa)).toEqual(seen3Replayed);
  await dock.getByLabel('Compared with event').fill(String(points[1]));
  await expect(dock.getByTestId('qa-diff')).toContainText('voucherCode');
  await docShot(qa, 'qa-replay');
  // The slider moves one event at a time, by keyboard too.
  await dock.getByLabel('Point in the session').focus();
  await qa.keyboard.press('ArrowLeft');
  await expect(dock.getByText(new RegExp(`^Event ${events[events.length - 2]!.meta.seq} of`))).toBeVisible();

  // Nothing replayed went to the API, nothing to the dataLayer.
  expect(requests.slice(booted)).toEqual([]);
  expect(requests.filter((p) => !/^\/api\/en\/(config|meta-data|static-content|payment\/types|customer\/form-data)$/.test(p))).toEqual([]);
  expect(await qa.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length)).toBe(0);

  // Leaving: the tester's own basket as it was.
  await dock.getByRole('button', { name: 'Leave replay' }).click();
  await expect(heading(qa)).toHaveText('QA workbench');
  await expect(qa.getByRole('complementary', { name: 'QA workbench' })).toHaveCount(0);
  await qa.goto('/en/checkout');
  expect(await basketView(qa)).toEqual(own);
  await context.close();
});

test('a bare log (foyer.exportLog()) opens too, at the visitor’s last screen', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  await addProduct(page, 5101, 1);
  await replayOwnLog(page);
  await expect(page).toHaveURL(/\/en\/product\/5101$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
});

test('replay at the payment return is the visitor’s tab, signed in as they were: the accepted page, not “another browser tab” (issue 32)', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  await login(page);
  await addProduct(page, 5101, 1);
  await page.goto('/en/checkout?step=payment');
  await payWith(page, 'Credit card');
  await approveAtProvider(page);
  await expect(main(page).getByRole('button', { name: 'Complete order' })).toBeVisible();
  await replayOwnLog(page);
  await expect(page).toHaveURL(/\/en\/checkout\/accepted/);
  // What the visitor saw: the payment accepted, the order to complete; not another tab's notice.
  await expect(main(page).getByRole('button', { name: 'Complete order' })).toBeVisible();
  await expect(main(page).getByText('started in another browser tab')).toHaveCount(0);
  // Signed in, as the log says: the account menu, no "Log in".
  const banner = page.getByRole('banner');
  await expect(banner.getByText('My account')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

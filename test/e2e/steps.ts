import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { schemaErrors } from '../helpers/tracking-schema';

/** Steps several browser suites share. */

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const main = (page: Page) => page.getByRole('main');
/** A pattern that matches `text` as written (a name with brackets or dots in it). */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** The address of a lazy chunk (or one of several, `a|b`) in a production build: /assets/<build hash>/<name>.js (webpack.config.ts). */
export const chunkUrl = (names: string): RegExp => new RegExp(`/assets/[0-9a-f]{8}/(${names})\\.js$`);

/** Every file the page has asked for so far, by path, with when its request started (ms since the navigation). */
export const requested = (page: Page): Promise<Array<{ path: string; at: number }>> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, at: r.startTime })));

/** The scripts the page has asked for so far, by path. */
export const requestedScripts = async (page: Page): Promise<string[]> => (await requested(page)).map((r) => r.path).filter((path) => path.endsWith('.js'));

/** Opens `path` and accepts the cookie notice when it shows. */
export async function start(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The notice shows once the static content (its text) is in: wait for it a moment.
  const accept = page.getByRole('button', { name: 'Accept cookies' });
  if (await accept.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) await accept.click();
}

/** The museum's date (Europe/Berlin) `days` from today, as YYYY-MM-DD. */
export function museumDate(days: number): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
  return f.format(new Date(Date.now() + days * 86_400_000));
}

/** The day after an ISO date. */
export function dayAfter(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Clicks the first available day on or after `from` in the calendar, paging months as needed
 * (`nextMonth`: the button's name in the page's language). Reads a month only once its days have
 * answered: a page whose current month has no open day left (late on the last open day of a
 * month) opens on the next one by itself, and a read before that found no day and paged on.
 */
export async function chooseAvailableDay(page: Page, from: string, nextMonth = 'Next month'): Promise<string> {
  const calendar = page.locator('.month-calendar').first();
  const days = calendar.locator('button[data-date]');
  for (let month = 0; month < 3; month++) {
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    await expect(days.first()).toBeVisible();
    const first = await days.first().getAttribute('data-date');
    const dates = await calendar.locator('button.calendar-day--available').evaluateAll((els) => els.map((e) => e.getAttribute('data-date') ?? ''));
    const date = dates.filter((d) => d >= from).sort()[0];
    if (date) {
      await calendar.locator(`button[data-date="${date}"]`).click();
      return date;
    }
    // Turned in one step in the page, so it cannot cross the page turning to its first open
    // day's month by itself (which leaves "Next month" disabled on the range's last month).
    const turned = await calendar.evaluate(
      (el, { shown, name }) => {
        if (el.querySelector('button[data-date]')?.getAttribute('data-date') !== shown) return true;
        const next = Array.from(el.querySelectorAll('button')).find((b) => b.getAttribute('aria-label') === name);
        if (!next || next.disabled) return false;
        next.click();
        return true;
      },
      { shown: first, name: nextMonth },
    );
    if (!turned) break;
    await expect(days.first()).not.toHaveAttribute('data-date', first ?? '');
  }
  throw new Error(`no available day from ${from}`);
}

/**
 * Waits until the basket has been checked since its lines last changed (the check starts at an
 * idle moment after a change, so a fault armed too early would meet the check's lookup instead
 * of the one a test means).
 */
export async function basketCheckSettled(page: Page): Promise<void> {
  const CHANGES = ['CartLineAdded', 'CartLineRemoved', 'CartLineChanged', 'CartCleared'];
  await expect
    .poll(async () => {
      const text = await page.evaluate(() => (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer.exportLog());
      const types = (JSON.parse(text) as { events: Array<{ type: string }> }).events.map((e) => e.type);
      const changed = Math.max(...CHANGES.map((type) => types.lastIndexOf(type)));
      return types.lastIndexOf('BasketChecked') > changed;
    })
    .toBe(true);
}

/** "The next N calls matching P answer with status S" (src/sandbox/faults.ts). */
export async function fault(page: Page, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/api/__sandbox/fault', { data });
  expect(res.ok(), await res.text()).toBe(true);
}

/** On a product page: `quantity` typed into the field, then added to the basket. */
export async function chooseQuantityAndAdd(page: Page, quantity: number): Promise<void> {
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  const field = page.getByLabel('Quantity', { exact: true });
  await field.fill(String(quantity));
  await field.press('Enter');
  await expect(field).toHaveValue(String(quantity));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(main(page).getByText('Added to your basket.')).toBeVisible();
}

/** A product page opened by its address, `quantity` added to the basket. */
export async function addProduct(page: Page, productId: number, quantity: number): Promise<void> {
  await page.goto(`/en/product/${productId}`);
  await chooseQuantityAndAdd(page, quantity);
}

/**
 * The tracking events in the page's dataLayer (gtag()'s consent commands and GA4's
 * `{ecommerce: null}` resets left out), each checked against docs/tracking.schema.json.
 */
export async function trackedEvents(page: Page): Promise<Array<{ event: string; ecommerce: Record<string, unknown> }>> {
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (e): e is { event: string } => Object.prototype.toString.call(e) === '[object Object]' && typeof (e as { event?: unknown }).event === 'string',
    ),
  );
  expect(schemaErrors(events)).toEqual([]);
  return events as Array<{ event: string; ecommerce: Record<string, unknown> }>;
}

/** Signs the sandbox's test customer in on the English login page; the shop returns home. */
export async function login(page: Page, email = 'anna.becker@example.org', password = 'Hafen2024!'): Promise<void> {
  await page.goto('/en/login');
  await main(page).getByLabel(/^Email address/).fill(email);
  await main(page).getByLabel(/^Password/).fill(password);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en$/);
}

/** On the payment step: chooses the payment type, accepts the terms and presses "Pay now". */
export async function payWith(page: Page, method: string | RegExp): Promise<void> {
  await main(page).getByLabel(method).check();
  await main(page).getByLabel(/I accept the terms/).check();
  await main(page).getByRole('button', { name: 'Pay now' }).click();
}

/** At the sandbox's payment page: approves the payment. */
export async function approveAtProvider(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: /Approve payment|Zahlung bestätigen/ }).click();
}

/** Counts the POSTs to `path` a page (or every page of a context, a duplicated tab's too) sends, with their bodies. */
export function countCalls(target: Page | BrowserContext, path: string): { readonly count: number; readonly bodies: unknown[] } {
  const seen = { count: 0, bodies: [] as unknown[] };
  target.on('request', (r: Request) => {
    if (r.method() === 'POST' && r.url().includes(path)) {
      seen.count += 1;
      seen.bodies.push(r.postDataJSON());
    }
  });
  return seen;
}

/** The guest billing form filled with a valid German address. */
export async function fillGuestDetails(page: Page): Promise<void> {
  const field = (label: RegExp) => main(page).getByLabel(label);
  await field(/^Title/).selectOption('mr');
  await field(/^First name/).fill('Jonas');
  await field(/^Last name/).fill('Vogt');
  await field(/^Email address/).fill('jonas.vogt@example.net');
  await field(/^Repeat email address/).fill('jonas.vogt@example.net');
  await field(/^Street and house number/).fill('Am Sandtorkai 3');
  await field(/^Postcode/).fill('20457');
  await field(/^Town\/City/).fill('Hamburg');
}

/** The four sizes visitors tried (issue 31): three laptops and desktops, and a phone. */
export const VISITOR_SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
] as const;

export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;

/** A returning visitor: the cookie choice made, so the notice covers nothing. */
export async function chosenCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
}

/**
 * Moves to `path` inside the shop, as its links do: booting the shop afresh for each of many
 * screens would take most of a sweep's time. (A language is chosen at boot: a new one is loaded.)
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** The first timed ticket for adults a week from today, added on the event's German page. */
export async function addTimedTicket(page: Page): Promise<void> {
  await page.goto('/de/tickets/101');
  await chooseAvailableDay(page, museumDate(7), 'Nächster Monat');
  await page.getByTestId('ticket-1001').getByRole('button', { name: 'Anzahl erhöhen: Erwachsene' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('added-to-basket')).toBeVisible();
}

/** An adult's day ticket on the first open day from the day after tomorrow, added. */
export async function addDayTicket(page: Page): Promise<void> {
  await page.goto('/de/tickets/day-tickets');
  await chooseAvailableDay(page, museumDate(2), 'Nächster Monat');
  await page.getByTestId('day-ticket-9001').getByRole('button', { name: /^Anzahl erhöhen/ }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByTestId('added-to-basket')).toBeVisible();
}

import type { Browser } from './browser';
import { css, heading, label, main, nth, role, testId, text, within } from './query';

/** Steps the journeys share, after test/e2e/steps.ts (same screens, same names). */

export const cookieNotice = role('region', 'Cookie notice');
export const addedToBasket = testId('added-to-basket');
export const cartLines = testId('cart-line');
export const basketCount = within(role('banner'), testId('basket-count'));

/**
 * Opens `path` and accepts the cookie notice, which a first visit shows on every page; once the
 * page's heading is there, since the notice may move to the other corner when the page's main
 * action arrives.
 */
export async function start(b: Browser, path: string): Promise<void> {
  await b.goto(path);
  await b.visible(heading);
  await b.click(role('button', 'Accept cookies'));
  await b.hidden(cookieNotice);
}

/** The museum's date (Europe/Berlin) `days` from today, as YYYY-MM-DD. */
export function museumDate(days: number): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
  return f.format(new Date(Date.now() + days * 86_400_000));
}

/** Clicks the first available day on or after `from` in the calendar, paging months as needed. */
export async function chooseAvailableDay(b: Browser, from: string): Promise<string> {
  for (let month = 0; month < 3; month++) {
    await b.visible(nth(css('button.calendar-day--available'), 0));
    const dates = await b.evaluate(() => Array.from(document.querySelectorAll('button.calendar-day--available'), (e) => e.getAttribute('data-date') ?? ''), null);
    const date = dates.filter((d) => d >= from).sort()[0];
    if (date) {
      await b.click(css(`button[data-date="${date}"]`));
      await b.hasAttribute(css(`button[data-date="${date}"]`), 'aria-pressed', 'true');
      return date;
    }
    await b.click(role('button', 'Next month'));
  }
  throw new Error(`no available day from ${from}`);
}

/** Clicks "Add to basket" and waits for the page to say what was added. */
export async function addToBasket(b: Browser, added: RegExp): Promise<void> {
  await b.click(role('button', 'Add to basket'));
  await b.hasText(addedToBasket, /Added to your basket\./);
  await b.hasText(within(addedToBasket, css('li')), added);
}

/** A product page opened by its address, `quantity` typed in and added. */
export async function addProduct(b: Browser, productId: number, quantity: number): Promise<void> {
  await b.goto(`/en/product/${productId}`);
  await b.visible(heading);
  await b.enter(label('Quantity'), String(quantity));
  await addToBasket(b, new RegExp(`^${quantity} × `));
}

/** Signs the sandbox's test customer in on the English login page; the shop returns home. */
export async function login(b: Browser): Promise<void> {
  await b.goto('/en/login');
  await b.fill(within(main, label(/^Email address/)), 'anna.becker@example.org');
  await b.fill(within(main, label(/^Password/)), 'Hafen2024!');
  await b.click(within(main, role('button', 'Log in')));
  await b.atUrl(/\/en$/);
  await b.hasText(within(role('banner'), css('details.user-menu summary')), 'Anna Becker');
}

/** From the basket to the payment step. */
export async function toPayment(b: Browser): Promise<void> {
  await b.goto('/en/checkout');
  await b.hasText(heading, 'Basket');
  await b.click(within(main, role('link', 'Proceed to checkout')));
  await b.atUrl(/\/en\/checkout\?step=payment$/);
  await b.hasText(within(role('navigation', 'Checkout progress'), css('[aria-current="step"]')), /Payment/);
}

/** The test customer signed in, a poster in the basket, on the payment step. */
export async function signedInAtPayment(b: Browser): Promise<void> {
  await start(b, '/en');
  await login(b);
  await addProduct(b, 5101, 1);
  await toPayment(b);
}

/** On the payment step: the payment type, the terms, "Pay now"; then the provider's page. */
export async function payWith(b: Browser, method: string): Promise<void> {
  await b.check(within(main, label(method)));
  await b.check(within(main, label(/I accept the terms/)));
  await b.click(within(main, role('button', 'Pay now')));
  await b.atUrl(/\/sandbox-pay\//);
  await b.visible(role('button', 'Approve payment'));
}

/** At the provider: approve, then complete the order on the shop's page; the success page. */
export async function approveAndComplete(b: Browser): Promise<void> {
  await b.click(role('button', 'Approve payment'));
  await b.atUrl(/\/en\/checkout\/accepted\?status=accepted&cartId=/);
  await b.visible(within(main, text('Your payment details have been accepted. Please complete your order.')));
  await b.click(within(main, role('button', 'Complete order')));
  await b.atUrl(/\/en\/checkout\/success$/);
  await b.hasText(heading, 'Thank you for your order!');
  await b.hasText(testId('booking-id'), /^Booking number: \d+$/);
  await b.hasText(basketCount, '0');
}

/** Booking confirmations in the sandbox's outbox (password-reset mails carry a link). */
export async function bookingMails(b: Browser): Promise<number> {
  const { data } = await b.api<{ data: Array<{ link?: string }> }>('/api/__sandbox/outbox');
  return data.filter((m) => m.link === undefined).length;
}

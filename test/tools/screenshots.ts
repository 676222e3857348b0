/**
 * `npm run screenshots`: every main screen of the shop at a laptop (1366 × 768) and a phone
 * (390 × 844) into docs/screenshots/, so reviewers see the shop without running it. Builds
 * nothing itself (the script runs the production build first), serves dist/ and the sandbox on
 * 127.0.0.1, drives Debian's Chromium and stops both. The cookie choice is made first, so the
 * pages show as a returning visitor sees them; one shot keeps the notice. A tour, a poster and a
 * voucher code go on through the payment step (signed in; its errors first) and the provider to
 * the accepted page and the success page.
 */
import { mkdir, writeFile } from 'fs/promises';
import { join } from 'path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../chromium';
import { startServer } from '../../src/sandbox/serve';

const OUT = join(__dirname, '../../docs/screenshots');
const SIZES = [
  { name: '1366', width: 1366, height: 768 },
  { name: '390', width: 390, height: 844 },
] as const;

interface Shot {
  readonly name: string;
  /** Where the shot starts; none: where the shot before it left the page. */
  readonly path?: string;
  /** The whole page, not only the first screen of it (an order to read to its end). */
  readonly full?: boolean;
  /** Brings the screen into the state worth showing, after the page loaded. */
  readonly prepare?: (page: Page) => Promise<void>;
}

const firstOpenDay = async (page: Page): Promise<void> => {
  await page.locator('button.calendar-day--available').first().click();
};

const SHOTS: readonly Shot[] = [
  { name: 'home', path: '/en' },
  { name: 'tickets', path: '/en/tickets' },
  { name: 'event', path: '/en/tickets/101', prepare: firstOpenDay },
  { name: 'day-tickets', path: '/en/tickets/day-tickets' },
  { name: 'guided-tours', path: '/en/guided-tours' },
  { name: 'tour', path: '/en/guided-tours/303' },
  { name: 'shop', path: '/en/merchandise' },
  { name: 'product', path: '/en/product/5101' },
  { name: 'passes', path: '/en/passes' },
  { name: 'vouchers', path: '/en/vouchers' },
  { name: 'login', path: '/en/login' },
  {
    // Issue 31: the answer to adding a tour, in view with the focus on it.
    name: 'tour-added',
    path: '/en/guided-tours/302',
    prepare: async (page) => {
      await page.locator('input[name="tour-time"]:checked').waitFor();
      const adults = page.getByRole('spinbutton', { name: 'Adults' });
      await adults.fill('2');
      await adults.press('Enter');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByTestId('added-to-basket').waitFor();
    },
  },
  {
    // The tour above, a poster and a voucher code that pays part of them.
    name: 'basket',
    path: '/en/product/5101',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await page.getByTestId('added-to-basket').getByRole('link', { name: 'View basket' }).click();
      await page.getByTestId('cart-line').first().waitFor();
      await page.getByRole('textbox', { name: 'Voucher code' }).fill('KAH-GUT-0050');
      await page.getByRole('button', { name: 'Redeem' }).click();
      await page.getByTestId('voucher-code').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    // Signed in, so the payment step shows the billing address (a guest is asked who they are first).
    name: 'payment',
    path: '/en/login',
    prepare: async (page) => {
      const main = page.getByRole('main');
      await main.getByLabel(/^Email address/).fill('anna.becker@example.org');
      await main.getByLabel(/^Password/).fill('Hafen2024!');
      await main.getByRole('button', { name: 'Log in' }).click();
      // After login: home, or the basket when the visitor came from it (the return target).
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      await page.goto(new URL('/en/checkout', page.url()).href);
      await main.getByRole('link', { name: 'Proceed to checkout' }).click();
      await page.waitForURL(/step=payment$/);
    },
  },
  {
    // "Pay now" with nothing chosen: every error at its field at once, the first one focused.
    name: 'payment-errors',
    path: '/en/checkout?step=payment',
    prepare: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Pay now' }).click();
      await page.getByTestId('payment-alert').waitFor();
    },
  },
  {
    // Back from the provider: the order being completed, its total and method, "Complete order" focused.
    name: 'accepted',
    full: true,
    path: '/en/checkout?step=payment',
    prepare: async (page) => {
      const main = page.getByRole('main');
      await main.getByLabel('Credit card').check();
      await main.getByLabel(/I accept the terms/).check();
      await main.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL(/\/sandbox-pay\//);
      await page.getByRole('button', { name: /Approve payment/ }).click();
      await page.getByRole('button', { name: 'Complete order' }).waitFor();
    },
  },
  {
    // What was bought and paid: the voucher code with what is left on it, the total, the method, the address.
    name: 'success',
    full: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Complete order' }).click();
      await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    },
  },
];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

async function main(): Promise<void> {
  const server = await startServer({ distDir: 'dist', port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
  try {
    await mkdir(OUT, { recursive: true });
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: 'en-GB' });
      const page = await context.newPage();
      await page.request.post(`${server.url}/api/__sandbox/reset`);
      await page.goto(`${server.url}/en`);
      await settle(page);
      await page.screenshot({ path: join(OUT, `cookie-notice-${size.name}.png`) });
      await page.getByRole('button', { name: 'Accept cookies' }).click();
      for (const shot of SHOTS) {
        if (shot.path !== undefined) {
          await page.goto(`${server.url}${shot.path}`);
          await settle(page);
        }
        await shot.prepare?.(page);
        await settle(page);
        const file = join(OUT, `${shot.name}-${size.name}.png`);
        await page.screenshot({ path: file, fullPage: shot.full === true });
        console.log(`  ${file}`);
      }
      await context.close();
    }
    await writeFile(join(OUT, 'README.md'), readme());
  } finally {
    await browser.close();
    await server.close();
  }
}

function readme(): string {
  const rows = ['cookie-notice', ...SHOTS.map((s) => s.name)].map((name) => `| ${name} | ![](${name}-1366.png) | ![](${name}-390.png) |`);
  return [
    '# Screenshots',
    '',
    'Every main screen against the sandbox, at 1366 × 768 and 390 × 844, made by',
    '`npm run screenshots` (test/tools/screenshots.ts); run it again after a visible change.',
    '',
    '| Screen | 1366 px | 390 px |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { trackedEvents } from './steps';

/**
 * The embed snippet (issue 13) in Chromium: the museum's example page (examples/embed-host.html)
 * on its own origin embeds the shop in module mode; the frame takes the shop's height, the
 * museum's consent is passed in (no second notice), and tracking goes to the museum's dataLayer
 * only. A page whose origin is not configured cannot frame the shop (the Content-Security-Policy's
 * frame-ancestors, docs/security.md).
 */

let host: Server;
let hostOrigin = '';

test.beforeAll(async () => {
  const template = readFileSync(join(__dirname, '../../examples/embed-host.html'), 'utf8');
  const fromDoc = docSnippetPage();
  host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end((req.url === '/doc' ? fromDoc : template).replaceAll('{{SHOP}}', process.env.FOYER_E2E_URL ?? ''));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

/** A page made of docs/embedding.md's snippet as written, the shop's address in its place. */
function docSnippetPage(): string {
  const doc = readFileSync(join(__dirname, '../../docs/embedding.md'), 'utf8');
  const snippet = /## The snippet\s+```html\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!snippet) throw new Error('docs/embedding.md has no html snippet under "The snippet"');
  const shop = 'https://shop.kunsthalle-am-hafen.example';
  expect(snippet).toContain(shop);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippet</title></head><body>${snippet.replaceAll(`${shop}/de/tickets`, '{{SHOP}}/en/tickets').replaceAll(shop, '{{SHOP}}')}</body></html>`;
}

async function embedded(page: Page, origins: string[]) {
  expect((await page.request.post('/api/__sandbox/reset')).ok()).toBe(true);
  const config = await page.request.post('/api/__sandbox/config', { data: { showHeader: 0, showFooter: 0, hostOrigins: origins } });
  expect(config.ok(), await config.text()).toBe(true);
  await page.goto(`${hostOrigin}/`);
  const shop = page.frameLocator('iframe[title="Online shop"]');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Admission');
  return shop;
}

const hostLayer = async (page: Page) => (await trackedEvents(page)).map((e) => e.event);

async function addPoster(page: Page, shop: ReturnType<Page['frameLocator']>): Promise<void> {
  await page.locator('iframe[title="Online shop"]').evaluate((frame: HTMLIFrameElement, url) => (frame.src = url), `${process.env.FOYER_E2E_URL}/en/product/5101`);
  await expect(shop.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  await shop.getByRole('button', { name: 'Add to basket' }).click();
  await expect(shop.getByText('Added to your basket.')).toBeVisible();
}

test('the museum’s page: the frame takes the shop’s height, its consent goes in (no second notice), tracking comes out to its dataLayer only', async ({ page }) => {
  const shop = await embedded(page, [hostOrigin]);
  // Module mode: no header, footer or cookie notice of the shop's own.
  await expect(shop.getByRole('banner')).toHaveCount(0);
  await expect(shop.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  // The frame is as tall as the shop's content: no second scroll bar.
  const frame = page.locator('iframe[title="Online shop"]');
  await expect.poll(async () => frame.evaluate((f: HTMLIFrameElement) => f.style.height)).toMatch(/^\d+px$/);
  const contentHeight = await shop.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  await expect.poll(async () => frame.evaluate((f: HTMLIFrameElement) => parseInt(f.style.height, 10))).toBe(contentHeight);

  await page.getByRole('button', { name: 'Allow statistics' }).click();
  await addPoster(page, shop);
  await expect.poll(() => hostLayer(page)).toEqual(['view_item', 'add_to_cart']);
  // The frame's own dataLayer stays empty (embeddedDataLayer is off).
  const inner = await shop.locator('html').evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((e) => e.event).length);
  expect(inner).toBe(0);
});

test('docs/embedding.md’s snippet, copied as written, runs: no error, and its consent reaches the shop (issue 32)', async ({ page }) => {
  expect((await page.request.post('/api/__sandbox/reset')).ok()).toBe(true);
  const config = await page.request.post('/api/__sandbox/config', { data: { showHeader: 0, showFooter: 0, hostOrigins: [hostOrigin] } });
  expect(config.ok(), await config.text()).toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${hostOrigin}/doc`);
  const shop = page.frameLocator('iframe[title="Online-Shop"]');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Admission');
  expect(errors).toEqual([]);
  // The snippet said yes before the script had loaded: the shop tracks into the page's dataLayer
  // from its first screen (the events list) on.
  await page.locator('iframe[title="Online-Shop"]').evaluate((frame: HTMLIFrameElement, url) => (frame.src = url), `${process.env.FOYER_E2E_URL}/en/product/5101`);
  await expect(shop.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
  await shop.getByRole('button', { name: 'Add to basket' }).click();
  await expect.poll(() => hostLayer(page)).toEqual(['view_item_list', 'view_item', 'add_to_cart']);
});

test('the frame follows the shop’s height both ways: a short page after a long one shrinks it again (issue 32)', async ({ page }) => {
  const shop = await embedded(page, [hostOrigin]);
  const frame = page.locator('iframe[title="Online shop"]');
  const frameHeight = () => frame.evaluate((f: HTMLIFrameElement) => parseInt(f.style.height, 10) || 0);
  const contentHeight = () => shop.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  const open = async (path: string, heading: string | RegExp) => {
    await frame.evaluate((f: HTMLIFrameElement, url) => (f.src = url), `${process.env.FOYER_E2E_URL}${path}`);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect.poll(async () => (await frameHeight()) === (await contentHeight())).toBe(true);
    return frameHeight();
  };
  // The shop's articles make a long page; the shipping page is a few paragraphs.
  await open('/en/merchandise', 'Museum shop');
  await expect(shop.getByRole('link', { name: /Farbfeld Nr. 7/ }).first()).toBeVisible();
  await expect.poll(async () => (await frameHeight()) === (await contentHeight()) && (await frameHeight()) > 1200).toBe(true);
  const tall = await frameHeight();
  const short = await open('/en/page/shipping', /Shipping/);
  expect(short).toBeLessThan(tall - 300);
});

test('the museum’s “no statistics” is the visitor’s choice in the shop: nothing comes out', async ({ page }) => {
  const shop = await embedded(page, [hostOrigin]);
  await page.getByRole('button', { name: 'No statistics' }).click();
  await addPoster(page, shop);
  await page.waitForTimeout(300);
  expect(await hostLayer(page)).toEqual([]);
});

test('a page whose origin is not configured cannot frame the shop at all (frame-ancestors): nothing shows, nothing comes out', async ({ page }) => {
  // Before the Content-Security-Policy (issue 29) the shop showed in any page and only kept its
  // messages to itself; that part, for a host that sends no policy, is embedding.test.ts's.
  expect((await page.request.post('/api/__sandbox/reset')).ok()).toBe(true);
  const config = await page.request.post('/api/__sandbox/config', { data: { showHeader: 0, showFooter: 0, hostOrigins: ['https://museum.example'] } });
  expect(config.ok(), await config.text()).toBe(true);
  const refused = page.waitForEvent('console', (m) => m.type() === 'error' && /frame-ancestors/.test(m.text()));
  await page.goto(`${hostOrigin}/`);
  const frame = page.locator('iframe[title="Online shop"]');
  await expect(frame).toBeVisible();
  await refused;
  await expect(page.frameLocator('iframe[title="Online shop"]').getByRole('heading', { level: 1 })).toHaveCount(0);
  await page.getByRole('button', { name: 'Allow statistics' }).click();
  await page.waitForTimeout(300);
  expect(await hostLayer(page)).toEqual([]);
  expect(await frame.evaluate((f: HTMLIFrameElement) => f.style.height)).toBe('');
});

test('paying in the embedded shop leaves the frame for the provider (which refuses frames) and comes back into the museum’s page with the order; purchase reaches its dataLayer (issue 32)', async ({ page }) => {
  const shop = await embedded(page, [hostOrigin]);
  const frame = page.locator('iframe[title="Online shop"]');
  const open = (path: string) => frame.evaluate((f: HTMLIFrameElement, url) => (f.src = url), `${process.env.FOYER_E2E_URL}${path}`);
  await page.getByRole('button', { name: 'Allow statistics' }).click();
  await open('/en/login');
  await shop.getByRole('main').getByLabel(/^Email address/).fill('anna.becker@example.org');
  await shop.getByRole('main').getByLabel(/^Password/).fill('Hafen2024!');
  await shop.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(shop.getByRole('heading', { level: 1 })).not.toHaveText('Log in');
  await addPoster(page, shop);
  await open('/en/checkout?step=payment');
  await shop.getByRole('main').getByLabel('Credit card').check();
  await shop.getByRole('main').getByLabel(/I accept the terms/).check();
  await shop.getByRole('main').getByRole('button', { name: 'Pay now' }).click();

  // The museum's page itself goes to the provider, whose page may not be framed.
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  const framing = await page.request.get(page.url());
  expect(framing.headers()['x-frame-options']).toBe('DENY');
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // Back on the museum's page, its address its own again; the frame on the shop's return step.
  await expect(page).toHaveURL(new RegExp(`^${hostOrigin}/#foyer=`));
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('button', { name: 'Allow statistics' }).click();
  const back = page.frameLocator('iframe[title="Online shop"]');
  await back.getByRole('main').getByRole('button', { name: 'Complete order' }).click();
  await expect(back.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect.poll(() => hostLayer(page)).toContain('purchase');
  // A reload of the museum's page opens the return step again, the visit kept: it knows the
  // order is complete, as the shop's own return page would.
  await page.reload();
  await expect(page.frameLocator('iframe[title="Online shop"]').getByRole('link', { name: 'Thank you for your order!' })).toBeVisible();
});

import { expect, test } from './fixtures';

/**
 * The measurements and these tests open a new context (a new window) per first visit; no browser
 * UI may render beside its page (test/chromium.ts: the address bar's popup, a WebUI page per
 * window, took 1.2–1.7 s of CPU while the page loaded). The check is on the browser's targets,
 * where that popup shows as `browser_ui`.
 */
test('a new window renders the page alone: no browser UI beside it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/de/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  await context.close();
  expect(targetInfos.filter((t) => t.type !== 'page' && t.type !== 'worker' && t.type !== 'service_worker').map((t) => `${t.type} ${t.url}`)).toEqual([]);
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://'))).toEqual([]);
});

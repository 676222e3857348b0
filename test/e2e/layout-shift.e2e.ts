import { expect, test } from './fixtures';
import { BENCH_PAGES } from '../bench/pages';

/**
 * ARCHITECTURE.md asks a layout shift of 0: nothing on screen moves as a page's answers come.
 * Each page of the measured set on a first visit (a fresh context: no cache, no session) at a
 * phone's width, where a name that wraps or a line added late moves the most.
 */

type Shift = { value: number; moved: string[] };

test('a first visit to each measured page moves nothing on screen as its answers come (phone width)', async ({ browser, baseURL }) => {
  test.setTimeout(90_000 * Number(process.env.FOYER_E2E_SLOW ?? 1));
  const moved: Record<string, Shift[]> = {};
  for (const [name, path] of BENCH_PAGES) {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
          if (entry.hadRecentInput) continue;
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className || s.node.nodeName : String(s.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // The last answer's frame, and the header measuring itself, come after the network is idle.
    await page.waitForTimeout(800);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    if (shifts.length > 0) moved[name] = shifts;
    await context.close();
  }
  expect(moved).toEqual({});
});

test('the home banner’s box does not change when its picture comes late, on a phone (its own picture) or a desktop', async ({ browser, baseURL }) => {
  const boxes: Record<number, [string, string]> = {};
  for (const width of [412, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 823 } });
    const page = await context.newPage();
    // The pictures come a second after the screen: the box must already have its size.
    await page.route('**/banner*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/de/');
    const image = page.locator('.hero__image img');
    const box = () => image.evaluate((img) => `${img.getBoundingClientRect().width}×${img.getBoundingClientRect().height}`);
    await image.waitFor();
    const before = await box();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    boxes[width] = [before, await box()];
    await context.close();
  }
  expect(boxes[412]?.[1]).toBe(boxes[412]?.[0]);
  expect(boxes[1280]?.[1]).toBe(boxes[1280]?.[0]);
});

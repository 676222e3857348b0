import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type ElementHandle } from 'playwright-core';
import { scripting } from './scripting';
import { VIEWPORT, type ElementRef, type EngineSession, type Launch } from '../engine';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../chromium';

const ref = (handle: ElementHandle): ElementRef => ({
  click: () => handle.click(),
  fill: (value) => handle.fill(value),
  press: (key) => handle.press(key === 'Space' ? ' ' : key),
  upload: (path) => handle.setInputFiles(path),
});

/** Debian's Chromium over the DevTools protocol, by playwright-core. */
export const launchChromium: Launch = async ({ scratch }) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  // Playwright keeps a download under a random name until asked to save it.
  const downloads = await mkdtemp(join(scratch, 'chromium-downloads-'));
  page.on('download', (download) => void download.saveAs(join(downloads, download.suggestedFilename())));
  const session: EngineSession = {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    goto: async (url) => {
      await page.goto(url);
    },
    url: () => Promise.resolve(page.url()),
    downloads,
    limits: [],
    ...scripting<ElementHandle>(page, ref),
    screenshot: () => page.screenshot(),
    close: () => browser.close(),
  };
  return session;
};

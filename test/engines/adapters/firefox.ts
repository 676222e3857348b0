import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { scripting } from './scripting';
import { VIEWPORT, type ElementRef, type EngineSession, type Launch } from '../engine';

// Puppeteer types a returned handle as a Node's; the page functions here only return elements.
const ref = (node: ElementHandle<Node>): ElementRef => {
  const handle = node as ElementHandle<Element>;
  return {
    // Puppeteer's locator waits until the element is visible, enabled and still, as a person would.
    click: () => handle.asLocator().click(),
    fill: (value) => handle.asLocator().fill(value),
    press: (key) => handle.press(key),
    upload: async (path) => {
      await (handle as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
  };
};

/**
 * Debian's Firefox ESR over WebDriver BiDi, by puppeteer-core (which downloads no browser).
 * The window is sized at start; the viewport is then set exactly where the browser allows it.
 */
export const launchFirefox: Launch = async ({ scratch }) => {
  const downloads = await mkdtemp(join(scratch, 'firefox-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: null,
    args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
    // Downloads go straight to a folder of the run's own, without asking.
    extraPrefsFirefox: {
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // Refused by some ESR releases (140): the window size above then stands, less its toolbar.
  const limits: Array<{ what: string; why: string }> = [];
  await page.setViewport(VIEWPORT).catch(async (error: unknown) => {
    const [width, height] = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
    limits.push({
      what: `set the viewport to ${VIEWPORT.width}×${VIEWPORT.height}`,
      why: `page.setViewport was refused (${String(error).split('\n')[0]}); the screenshots show the ${width}×${height} the ${VIEWPORT.width}×${VIEWPORT.height} window leaves`,
    });
  });
  const session: EngineSession = {
    engine: 'firefox',
    version: (await browser.version()).replace(/^firefox\//, 'Firefox '),
    goto: async (url) => {
      await page.goto(url);
    },
    url: () => Promise.resolve(page.url()),
    downloads,
    limits,
    ...scripting<ElementHandle<Node>>(page, ref),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  };
  return session;
};

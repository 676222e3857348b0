import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, Key, WebElement } from 'selenium-webdriver';
import { VIEWPORT, type ElementRef, type EngineSession, type Key as KeyName, type Launch, type PageFunction } from '../engine';

const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const KEYS: Record<KeyName, string> = { Enter: Key.ENTER, Tab: Key.TAB, Escape: Key.ESCAPE, ArrowDown: Key.ARROW_DOWN, ArrowRight: Key.ARROW_RIGHT, Space: Key.SPACE };

/** A port nobody listens on now, for WebKitWebDriver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Until WebKitWebDriver answers its status (it is up in well under a second), or it died. */
async function driverUp(url: string, proc: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${proc.exitCode}`);
    const ready = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('WebKitWebDriver did not start within 20 s');
}

const ref = (element: WebElement): ElementRef => ({
  click: () => element.click(),
  // Select all and type over it: real key events, which a React field hears (a WebDriver clear
  // would change the value behind its back). Two calls: WebKitWebDriver drops whatever follows
  // a chord in the same call.
  fill: async (value) => {
    await element.sendKeys(Key.chord(Key.CONTROL, 'a'));
    await element.sendKeys(Key.BACK_SPACE, value);
  },
  press: (key) => element.sendKeys(KEYS[key]),
  upload: (path) => element.sendKeys(path),
});

/**
 * WebKitGTK's MiniBrowser over W3C WebDriver (WebKitWebDriver), by selenium-webdriver. It needs
 * a display and refuses --headless, so the driver runs under xvfb-run, in a process group of its
 * own that close() ends with everything it started.
 */
export const launchWebkit: Launch = async ({ scratch }) => {
  const port = await freePort();
  // MiniBrowser saves a download in the user's download folder, which is HOME when none is
  // configured: a HOME of the run's own keeps them (and its caches) apart.
  const home = await mkdtemp(join(scratch, 'webkit-home-'));
  const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, HOME: home },
  });
  const stop = () => {
    if (proc.pid !== undefined && proc.exitCode === null) process.kill(-proc.pid, 'SIGTERM');
  };
  try {
    const server = `http://127.0.0.1:${port}`;
    await driverUp(server, proc);
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build();
    // The window's frame is not the viewport: the window is sized by what the page measures.
    // Again before each screenshot: MiniBrowser's download bar, once shown, takes from the page.
    const fitViewport = async (): Promise<void> => {
      const [width, height] = (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      if (width === VIEWPORT.width && height === VIEWPORT.height) return;
      const rect = await driver.manage().window().getRect();
      await driver.manage().window().setRect({ width: rect.width + VIEWPORT.width - width, height: rect.height + VIEWPORT.height - height });
    };
    await driver.manage().window().setRect(VIEWPORT);
    await fitViewport();
    const capabilities = await driver.getCapabilities();
    const session: EngineSession = {
      engine: 'webkit',
      version: `WebKitGTK ${String(capabilities.get('browserVersion'))} (MiniBrowser)`,
      goto: (url) => driver.get(url),
      url: () => driver.getCurrentUrl(),
      downloads: home,
      limits: [],
      evaluate: async <A, R>(fn: PageFunction<A, R>, arg: A) => (await driver.executeScript(fn, arg)) as R,
      inject: async (source) => {
        await driver.executeScript(source);
      },
      element: async (fn, arg) => {
        const found: unknown = await driver.executeScript(fn, arg);
        return found instanceof WebElement ? ref(found) : null;
      },
      screenshot: async () => {
        await fitViewport();
        return Buffer.from(await driver.takeScreenshot(), 'base64');
      },
      close: async () => {
        await driver.quit().catch(() => undefined);
        stop();
      },
    };
    return session;
  } catch (error) {
    stop();
    throw error;
  }
};

import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../src/sandbox/serve';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../chromium';

/**
 * The shop as a visitor meets it, for the browser measurements (`npm run size`, the browser
 * bench): the production build and the sandbox on a free 127.0.0.1 port, and Debian's Chromium.
 * `close` stops both.
 */
export interface Stage {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function openStage(distDir = process.env.FOYER_DIST ?? 'dist'): Promise<Stage> {
  const server: RunningServer = await startServer({ distDir, port: 0, host: '127.0.0.1' });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
    return {
      url: server.url,
      browser,
      close: async () => {
        await browser.close();
        await server.close();
      },
    };
  } catch (e) {
    await server.close();
    throw e;
  }
}

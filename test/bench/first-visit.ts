import { gzipSync } from 'node:zlib';
import type { Stage } from './browser';

/** One file the browser downloaded: its address (path only) and its size gzip -9. */
export interface Download {
  readonly path: string;
  readonly kind: 'script' | 'stylesheet';
  readonly gzip: number;
}

/**
 * Every JavaScript and CSS file a first visit to `path` downloads, as Chromium fetches them:
 * a fresh context (empty cache), cache disabled, until the network is idle. The cookie notice
 * shows on a first visit, so what it loads counts too, and so does the Intl warm-up's worker.
 * Sizes are gzip -9 of the bodies, the way a server compressing its assets would send them.
 */
export async function firstVisit(stage: Stage, path: string): Promise<Download[]> {
  const context = await stage.browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const pending: Array<Promise<Download | null>> = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      // A worker that has already ended (the Intl warm-up closes itself) may take its body with
      // it: the same file is then read from the server, so it still counts.
      const body = response.body().catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
      pending.push(body.then((bytes): Download => ({ path: new URL(response.url()).pathname, kind, gzip: gzipSync(bytes, { level: 9 }).length })).catch(() => null));
    });
    await page.goto(`${stage.url}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((d): d is Download => d !== null).sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

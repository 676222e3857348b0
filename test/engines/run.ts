/**
 * `npm run test:engines [-- --engine firefox]`: the core journeys (journeys.ts) in Chromium,
 * Firefox and WebKit, one engine after the other, against the production build and the sandbox
 * on a free 127.0.0.1 port, under Node's own test runner. Each engine's main screens go to
 * test-results/engines/<engine>/ (FOYER_ENGINE_SHOTS=<dir> elsewhere); a failed journey leaves
 * a screenshot named after it. What an engine cannot do here is printed as a NOTE where it
 * happens and again at the end.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../../src/sandbox/serve';
import { launchChromium } from './adapters/chromium';
import { launchFirefox } from './adapters/firefox';
import { launchWebkit } from './adapters/webkit';
import { Browser, type Note } from './browser';
import { chosenEngines, type EngineName, type EngineSession, type Launch } from './engine';
import { JOURNEYS } from './journeys';

const LAUNCH: Record<EngineName, Launch> = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebkit };

const engines = chosenEngines(process.argv.slice(2));
const shots = resolve(process.env.FOYER_ENGINE_SHOTS ?? 'test-results/engines');
const notes: Note[] = [];
const tally = { passed: 0, failed: 0 };
const times: string[] = [];
let server: RunningServer;
let scratch: string;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 60);

before(async () => {
  server = await startServer({ distDir: process.env.FOYER_DIST ?? 'dist', port: 0, host: '127.0.0.1' });
  scratch = await mkdtemp(join(tmpdir(), 'foyer-engines-'));
  await mkdir(shots, { recursive: true });
});

after(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
  const said = notes.map((n) => `- [${n.engine}] cannot ${n.what}: ${n.why}`);
  await writeFile(join(shots, 'notes.md'), `# What an engine could not do here\n\n${said.join('\n') || 'Nothing.'}\n`);
  console.log(['', 'Engine wall times:', ...times.map((t) => `  ${t}`), 'What an engine could not do here:', ...(said.length ? said.map((s) => `  ${s}`) : ['  nothing']), ''].join('\n'));
  console.log(`engines: ${tally.passed} passed, ${tally.failed} failed`);
});

for (const engine of engines) {
  void describe(engine, () => {
    let session: EngineSession | undefined;
    let browser: Browser;
    let started = 0;

    before(async () => {
      started = Date.now();
      // This run's screens only: no failure picture of an earlier run is left to mislead.
      await rm(join(shots, engine), { recursive: true, force: true });
      session = await LAUNCH[engine]({ scratch });
      browser = new Browser(session, server.url, shots, notes);
      console.log(`  ${session.version}, started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      for (const limit of session.limits) browser.cannot(limit.what, limit.why);
    });

    after(async () => {
      await session?.close();
      times.push(`${engine}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    });

    // An empty session (storage of the shop's origin cleared, on a page that is not the shop)
    // and the sandbox as the fixtures have it.
    const fresh = async (): Promise<void> => {
      await browser.api('/api/__sandbox/reset', 'POST');
      await browser.goto('/assets/engines-blank.txt');
      await browser.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
        return true;
      }, null);
    };
    beforeEach(fresh);

    for (const journey of JOURNEYS) {
      void it(journey.name, { timeout: 240_000 }, async () => {
        // CI tries a failed journey once more, as the Playwright suite does, and says so.
        const attempts = process.env.CI ? 2 : 1;
        for (let attempt = 1; ; attempt++) {
          try {
            await journey.run(browser);
            tally.passed += 1;
            return;
          } catch (error) {
            await mkdir(join(shots, engine), { recursive: true });
            await writeFile(join(shots, engine, `failed-${slug(journey.name)}-${attempt}.png`), await browser.session.screenshot()).catch(() => undefined);
            if (attempt >= attempts) {
              tally.failed += 1;
              throw error;
            }
            console.log(`  RETRY [${engine}] ${journey.name}: attempt ${attempt} failed: ${String(error).split('\n')[0]}`);
            await fresh();
          }
        }
      });
    }
  });
}

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CHROMIUM_PATH, SPAWNED_CHROMIUM_ARGS } from '../chromium';
import { mainThreadAfterPaint, type MainThreadAfterPaint, type TraceEvent } from './trace-cpu';

/** Lighthouse's command line, offline, in Debian's Chromium (`npm run lighthouse`, `npm run lighthouse:graph`). */
const CLI = join(__dirname, '../../node_modules/lighthouse/cli/index.js');

/**
 * The arguments after `node` for the performance category of `url`, with `extra` (an output, a
 * preset), in the browser listening on `port` (`settledChromium`).
 */
export function lighthouseArgs(url: string, port: number, extra: readonly string[] = []): string[] {
  return [CLI, url, '--only-categories=performance', '--quiet', `--port=${port}`, ...extra];
}

/**
 * How long a new Chromium is left alone before the first page: its own start (0.2–2.4 s here,
 * most of it the top-chrome WebUI it rendered until test/chromium.ts turned that off) has then
 * run its course.
 */
export const SETTLE_MS = 5_000;

/**
 * The scrollbars hidden, as Playwright and Puppeteer start every headless Chromium (so every other
 * measurement of the project already runs without). Lighthouse's phone emulation gives a page that
 * can scroll an overlay scrollbar, which this headless browser fades in and out over some 600 ms
 * once the page is scrollable, 60 frames a second, each composited on the CPU of this 2-core
 * machine (there is no GPU), at the moment the page's own code runs; the floor page is not
 * scrollable and never pays for it. With the page's own frames gone (no spinner for a short
 * wait, still skeletons) the shop's blocking time on tickets fell only with the scrollbar's
 * fade gone too (docs/performance.md "What the page's frames cost").
 */
export const LIGHTHOUSE_CHROMIUM_ARGS: readonly string[] = ['--hide-scrollbars'];

export interface RunningChromium {
  /** The DevTools port Lighthouse connects to (`--port`). */
  readonly port: number;
  /** Ends the browser and, once it has exited, removes its profile. */
  close(): Promise<void>;
}

/**
 * One Chromium for a whole Lighthouse run, started and left to settle before the first page:
 * a visitor's browser is already running when they open the shop. Lighthouse's own launch, a new
 * browser per run, measured every page in a browser still starting, whose compositor then let the
 * first frame of a page with an external stylesheet (the shop's) wait 1–2 s while the floor page,
 * which has none, painted at once: the shop's first paint came after most of its work, which
 * Lighthouse's blocking time (counted from the first paint) then left out (docs/performance.md
 * "Lighthouse in a settled browser"). Each run opens a tab of its own, with cache and storage
 * cleared by Lighthouse as before.
 */
export async function settledChromium(settleMs = SETTLE_MS): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'foyer-lighthouse-'));
  const chrome = spawn(CHROMIUM_PATH, [...SPAWNED_CHROMIUM_ARGS, ...LIGHTHOUSE_CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: the browser's helper processes end with it, and none writes into the
    // profile while it is removed.
    detached: true,
  });
  // A browser that never started (no such file) has no exit to wait for.
  const exited = new Promise<void>((resolve) => {
    chrome.once('exit', () => resolve());
    chrome.once('error', () => resolve());
  });
  const close = async (): Promise<void> => {
    if (chrome.pid !== undefined && chrome.exitCode === null && chrome.signalCode === null) process.kill(-chrome.pid, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let said = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${said.slice(-300)}`)), 30_000);
      chrome.on('error', reject);
      chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening its DevTools port: ${said.slice(-300)}`)));
      chrome.stderr.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      });
    });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Asks for every file of a build once, so that no measured run waits for the sandbox compressing
 * a file on its first request (brotli at its highest level takes framework.js some hundreds of
 * milliseconds, and blocks the server meanwhile): a real host serves them compressed beforehand.
 */
export async function warmFiles(origin: string, distDir: string): Promise<void> {
  const files = (readdirSync(distDir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
  for (const file of files) {
    const response = await fetch(`${origin}/${file === 'index.html' ? '' : file}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    await response.arrayBuffer();
  }
}

/** What `npm run lighthouse` and `npm run lighthouse:ab` read off one run's report. */
export interface LighthouseResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The page's main thread after its first paint, from the run's own trace (trace-cpu.ts); null without one. */
  own: MainThreadAfterPaint | null;
}

export type Form = 'mobile' | 'desktop';

/** How much slower Lighthouse simulates the CPU in each form (its mobile and desktop presets). */
const CPU_SLOWDOWN: Readonly<Record<Form, number>> = { mobile: 4, desktop: 1 };

/**
 * One Lighthouse run of `url` as a tab of the browser on `port`; its whole JSON report is written
 * to `keep` when one is named. `extra` are more of Lighthouse's own arguments.
 */
export function lighthouseRun(url: string, port: number, form: Form, keep: string | null, extra: readonly string[] = []): Promise<LighthouseResult> {
  // The run's artifacts (its trace among them) are kept for it, read after it and removed.
  const artifacts = mkdtempSync(join(tmpdir(), 'foyer-lighthouse-run-'));
  const args = lighthouseArgs(url, port, ['--output=json', '--output-path=stdout', `--gather-mode=${artifacts}`, `--audit-mode=${artifacts}`, ...(form === 'desktop' ? ['--preset=desktop'] : []), ...extra]);
  return new Promise<LighthouseResult>((resolve, reject) => {
    const child = spawn(process.execPath, args);
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} (${form}) exited ${code}: ${err.slice(-500)}`));
      if (keep !== null) writeFileSync(keep, out);
      const report = JSON.parse(out) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }> };
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        lcp: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        own: ownWork(join(artifacts, 'defaultPass.trace.json'), CPU_SLOWDOWN[form]),
      });
    });
  }).finally(() => rmSync(artifacts, { recursive: true, force: true }));
}

/** The main thread after the first paint in a run's saved trace, slowed as Lighthouse's form simulates; null if unreadable. */
function ownWork(traceFile: string, slowdown: number): MainThreadAfterPaint | null {
  try {
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return mainThreadAfterPaint(Array.isArray(trace) ? trace : trace.traceEvents, slowdown);
  } catch {
    return null;
  }
}

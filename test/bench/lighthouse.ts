/**
 * `npm run lighthouse`: Lighthouse's performance score, offline, in Debian's Chromium, for the
 * main pages, mobile and desktop, each against a floor measured in the same run (issue 33): the
 * floor page (React and the router rendering a header and a heading, test/bench/floor/, built by
 * the same setup: `npm run build:floor`), run in turn with each page's runs. Each figure is the
 * median of 3 runs. Budget: a page's score ≥ the floor's − 3 and its total blocking time ≤ the
 * floor's + 100 ms, against the floor's runs beside it; layout shift 0 is printed beside. The
 * production build and the sandbox, and the floor, are served on free 127.0.0.1 ports for the
 * run, every file of both asked for once beforehand (the sandbox compresses a file on its first
 * request), and every run is a tab of one Chromium started and left to settle before the first
 * (lighthouse-cli.ts `settledChromium`: a visitor's browser is already running). A benchmark:
 * it prints the scores and exits non-zero below budget.
 *
 *   npm run lighthouse                      every page, mobile and desktop
 *   npm run lighthouse -- tours mobile      only the pages and forms named (a page by a word of its name)
 *   LIGHTHOUSE_REPORTS=dir npm run lighthouse   also keeps each whole report as dir/<page>-<form>-<run>.json
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { startServer } from '../../src/sandbox/serve';
import { lighthouseRun as run, settledChromium, warmFiles, type Form, type LighthouseResult as Result, type RunningChromium } from './lighthouse-cli';
import { median, reportRow } from './rows';
import { BENCH_PAGES } from './pages';

const RUNS = 3;
/** Below the floor's score by at most this; above its total blocking time by at most TBT_MARGIN ms. */
const SCORE_MARGIN = 3;
const TBT_MARGIN = 100;

/** Where a run's whole report is kept, if anywhere. */
type Keep = (run: number) => string | null;

type Medians = Omit<Result, 'own'> & { ownBlocking: number };

/** The medians of the runs; `ownBlocking`, the blocking time of the page's own CPU time (trace-cpu.ts), NaN where no trace was read. */
const medianOf = (runs: readonly Result[]): Medians => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  ownBlocking: median(runs.map((r) => r.own?.cpuBlockingMs ?? Number.NaN)),
});

/**
 * RUNS runs of a page and RUNS of the floor, in turn (the floor first): the two meet the machine
 * as it is at that moment. The floor measured once at the start was measured on a machine that a
 * quarter of an hour of Lighthouse runs later is not (its TBT 53–151 ms at different moments of
 * one day, docs/performance.md).
 */
async function inTurn(pageUrl: string, floorUrl: string, port: number, form: Form, keepPage: Keep, keepFloor: Keep): Promise<{ page: Result[]; floor: Result[] }> {
  const page: Result[] = [];
  const floor: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    floor.push(await run(floorUrl, port, form, keepFloor(i)));
    page.push(await run(pageUrl, port, form, keepPage(i)));
  }
  return { page, floor };
}

async function main(): Promise<void> {
  const dist = join(__dirname, '../../dist');
  const floorDist = join(__dirname, '../../dist-floor');
  const server = await startServer({ distDir: dist, port: 0, host: '127.0.0.1' });
  const floorServer = await startServer({ distDir: floorDist, port: 0, host: '127.0.0.1' });
  let chromium: RunningChromium | null = null;
  let below = false;
  const words = process.argv.slice(2);
  const forms = (['mobile', 'desktop'] as const).filter((f) => !words.some((w) => w === 'mobile' || w === 'desktop') || words.includes(f));
  const pageWords = words.filter((w) => w !== 'mobile' && w !== 'desktop');
  const pages = BENCH_PAGES.filter(([name]) => pageWords.length === 0 || pageWords.some((w) => name.includes(w)));
  const reports = process.env.LIGHTHOUSE_REPORTS ?? null;
  if (reports !== null) mkdirSync(reports, { recursive: true });
  const keeper = (name: string, form: Form): Keep => (i: number) => (reports === null ? null : join(reports, `${name.replace(/ /g, '-')}-${form}-${i + 1}.json`));
  const line = (form: string, name: string, r: Medians) =>
    `  ${form.padEnd(8)} ${name.padEnd(13)} ${String(r.score).padStart(3)}  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms (own CPU ${Math.round(r.ownBlocking)})  CLS ${r.cls.toFixed(3)}`;
  try {
    chromium = await settledChromium();
    await warmFiles(server.url, dist);
    await warmFiles(floorServer.url, floorDist);
    const { port } = chromium;
    console.log(`Lighthouse performance (Chromium, offline, ${new Date().toISOString().slice(0, 10)}, median of ${RUNS}, one settled browser, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')})`);
    console.log(`  budget: score ≥ the floor's − ${SCORE_MARGIN}, TBT ≤ the floor's + ${TBT_MARGIN} ms; the floor's runs in turn with each page's`);
    console.log(`  "own CPU": the blocking time of the main thread's CPU time after the first paint, slowed as Lighthouse simulates (trace-cpu.ts), without the waits for a core`);
    for (const form of forms) {
      const floorRuns: Result[] = [];
      for (const [name, path] of pages) {
        const runs = await inTurn(`${server.url}${path}`, `${floorServer.url}/`, port, form, keeper(name, form), keeper(`floor-beside-${name}`, form));
        floorRuns.push(...runs.floor);
        const [r, floor] = [medianOf(runs.page), medianOf(runs.floor)];
        const scoreOk = r.score >= floor.score - SCORE_MARGIN;
        const tbtOk = r.tbt <= floor.tbt + TBT_MARGIN;
        if (!scoreOk || !tbtOk) below = true;
        console.log(`${line(form, name, r)}   floor ${floor.score} / TBT ${Math.round(floor.tbt)} ms (own CPU ${Math.round(floor.ownBlocking)})${scoreOk && tbtOk ? '' : '  ✗'}`);
        reportRow({ measure: `Lighthouse ${form} ${name}: score`, value: r.score, floor: floor.score, unit: '', budget: `≥ floor − ${SCORE_MARGIN}`, ok: scoreOk });
        reportRow({ measure: `Lighthouse ${form} ${name}: TBT`, value: Math.round(r.tbt), floor: Math.round(floor.tbt), unit: ' ms', budget: `≤ floor + ${TBT_MARGIN} ms`, ok: tbtOk });
      }
      if (floorRuns.length > 0) console.log(`${line(form, 'floor, all', medianOf(floorRuns))}   (median of its ${floorRuns.length} runs beside the pages)`);
    }
  } finally {
    await chromium?.close();
    await server.close();
    await floorServer.close();
  }
  if (below) {
    console.error('below budget');
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});

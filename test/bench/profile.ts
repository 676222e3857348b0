/**
 * `npm run bench:profile -- <path> [visits]`: where a page's main thread spends its CPU after the
 * first contentful paint, on a first visit (a fresh context) of the production build at 1×, by
 * V8's sampling profiler in the trace (cpu-samples.ts), each frame named by the build's source
 * maps (`src/app/routes.tsx:199 async`, `nm/react-dom/…`). It prints the mean over the visits of
 * the time by outermost source file, by function on top of the stack, and by function anywhere on
 * it. A tool to find what to work on, not a budget: docs/performance.md "The empty basket without
 * the runtime" has a tour's page read with it.
 *
 *   npm run bench:profile -- /de/guided-tours/302      four visits
 *   npm run bench:profile -- /de/checkout 8
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { openStage } from './browser';
import { cpuAfterPaint, type Frame } from './cpu-samples';
import type { TraceEvent } from './trace-cpu';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'loading'];
const SHOWN = { outermost: 20, self: 30, inclusive: 50 };

/** Frames and their files named by the build's source maps (dist/…/x.js.map), each map read once. */
function sourceNames(distDir: string): { frame(frame: Frame): string; file(frame: Frame): string } {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string): SourceMapConsumer | null => {
    if (!maps.has(url)) {
      const file = join(distDir, `${new URL(url).pathname}.map`);
      maps.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null);
    }
    return maps.get(url) ?? null;
  };
  const at = ({ url, lineNumber, columnNumber }: Frame) => {
    const map = url ? mapOf(url) : null;
    if (!map) return { source: url.split('/').pop() ?? url, line: null, name: null };
    const position = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    return { source: (position.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/^node_modules\//, 'nm/'), line: position.line, name: position.name };
  };
  return {
    frame: (frame) => {
      const fn = frame.functionName || '(anonymous)';
      if (!frame.url) return fn;
      const { source, line, name } = at(frame);
      return `${source}${line === null ? '' : `:${line}`} ${name ?? fn}`;
    },
    file: (frame) => at(frame).source,
  };
}

function top(sums: Map<string, number>, visits: number, count: number): string {
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${(ms / visits).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
}

async function main(): Promise<void> {
  const [path, visitsWord] = process.argv.slice(2);
  if (!path?.startsWith('/')) throw new Error('usage: npm run bench:profile -- <path> [visits]');
  const visits = Number(visitsWord ?? 4);
  const distDir = process.env.FOYER_DIST ?? 'dist';
  const names = sourceNames(distDir);
  const sums = { outermost: new Map<string, number>(), self: new Map<string, number>(), inclusive: new Map<string, number>() };
  const stage = await openStage(distDir);
  try {
    console.log(`CPU after the first paint, ${path}, ${visits} first visits at 1× (load average ${loadavg().map((x) => x.toFixed(2)).join(' ')})`);
    for (let i = 0; i < visits; i++) {
      const context = await stage.browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        await stage.browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(stage.url + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        const trace = JSON.parse((await stage.browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
        const cpu = cpuAfterPaint(trace.traceEvents, names);
        if (!cpu) throw new Error(`no first contentful paint in the trace of ${path}`);
        console.log(`  visit ${i + 1}: ${cpu.totalMs.toFixed(1)} ms`);
        for (const key of ['outermost', 'self', 'inclusive'] as const) for (const [k, ms] of cpu[key]) sums[key].set(k, (sums[key].get(k) ?? 0) + ms);
      } finally {
        await context.close();
      }
    }
  } finally {
    await stage.close();
  }
  console.log(`\nby outermost source file, mean ms\n${top(sums.outermost, visits, SHOWN.outermost)}`);
  console.log(`\nby function on top of the stack (self)\n${top(sums.self, visits, SHOWN.self)}`);
  console.log(`\nby function anywhere on the stack (inclusive)\n${top(sums.inclusive, visits, SHOWN.inclusive)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

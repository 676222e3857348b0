/**
 * `npm run size`: the budgets of ARCHITECTURE.md as a visitor meets them. The first visit to
 * `/de/` in Chromium (cache off, every JS and CSS file downloaded until the network is idle,
 * cookie notice included) ≤ 115 KB gzip; every lazy route chunk of the build ≤ 30 KB. And the
 * first visit as a ratio to its floor (issue 33): the floor page (React and the router alone,
 * test/bench/floor/, built by the same setup into dist-floor/) visited the same way, ≤ 1.35 (met
 * since 2026-11-30). Exits non-zero when a budget is broken.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openStage } from './browser';
import { firstVisit } from './first-visit';
import { reportRow } from './rows';

const dist = join(__dirname, '../../dist');
const floorDist = join(__dirname, '../../dist-floor');
const FIRST_ROUTE_BUDGET = 115 * 1024;
/** First visit ÷ the floor's (issue 33). */
const RATIO_BUDGET = 1.35;
const LAZY_BUDGET = 30 * 1024;

interface BuildStats {
  entrypoints: Record<string, string[]>;
  chunks: Array<{ names: string[]; initial: boolean; files: string[] }>;
}

const stats = JSON.parse(readFileSync(join(dist, 'build-stats.json'), 'utf8')) as BuildStats;
const gz = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  let failed = false;
  const stage = await openStage(dist);
  try {
    const downloads = await firstVisit(stage, '/de/');
    const total = downloads.reduce((sum, d) => sum + d.gzip, 0);
    console.log('Foyer size (gzip -9)');
    console.log(`  first visit to /de/ in Chromium, every JS and CSS file: ${kb(total)} (${total} bytes)  budget ${kb(FIRST_ROUTE_BUDGET)} (${FIRST_ROUTE_BUDGET})${total > FIRST_ROUTE_BUDGET ? '  ✗' : ''}`);
    for (const d of downloads) console.log(`    ${kb(d.gzip).padStart(9)}  ${d.path}`);
    if (total > FIRST_ROUTE_BUDGET) failed = true;
    const floor = await floorVisit();
    const ratio = total / floor;
    const left = RATIO_BUDGET * floor - total;
    const verdict = left >= 0 ? `met, ${Math.floor(left)} bytes under` : `✗ ${Math.ceil(-left)} bytes over`;
    console.log(`  floor (React and the router alone, same build setup): ${kb(floor)} (${floor} bytes)`);
    console.log(`  first visit ÷ floor: ${ratio.toFixed(3)}  budget ≤ ${RATIO_BUDGET} (${verdict})`);
    reportRow({ measure: 'first visit /de/ (gzip bytes)', value: total, floor, unit: ' B', budget: `≤ ${RATIO_BUDGET} × floor (ratio ${ratio.toFixed(3)})`, ok: ratio <= RATIO_BUDGET });
    if (ratio > RATIO_BUDGET) failed = true;
  } finally {
    await stage.close();
  }
  if (lazyChunks()) failed = true;
  if (failed) {
    console.error('size budget broken');
    process.exitCode = 1;
  }
}

/** The floor page's first visit, measured as the shop's is (gzip bytes of every JS and CSS file). */
async function floorVisit(): Promise<number> {
  const stage = await openStage(floorDist);
  try {
    return (await firstVisit(stage, '/')).reduce((sum, d) => sum + d.gzip, 0);
  } finally {
    await stage.close();
  }
}

/** Every lazy route chunk within its budget; prints the build's files. True when one is over. */
function lazyChunks(): boolean {
  let failed = false;
  console.log('  build files:');
  // main.js and main.css at the top, the lazy chunks in the build's directory below it.
  const rows = readdirSync(join(dist, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => ({ file: `assets/${f}`, size: gz(`assets/${f}`) }))
    .sort((a, b) => b.size - a.size);
  const initialFiles = new Set((stats.entrypoints.main ?? []).filter((f) => f.endsWith('.js')));
  for (const { file, size } of rows) {
    const chunk = stats.chunks.find((c) => c.files.includes(file));
    const lazyRoute = file.endsWith('.js') && !initialFiles.has(file) && chunk && !chunk.initial && !chunk.names.some((n) => n.startsWith('locale-'));
    const over = lazyRoute && size > LAZY_BUDGET;
    if (over) failed = true;
    console.log(`    ${over ? '✗' : ' '} ${kb(size).padStart(9)}  ${file}${chunk?.names.length ? `  (${chunk.names.join(', ')})` : ''}${lazyRoute ? `  lazy budget ${kb(LAZY_BUDGET)}` : ''}`);
  }
  return failed;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});

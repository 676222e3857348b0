/**
 * `npm run size`: gzip size of every JavaScript and CSS chunk of the production build, and the
 * budgets of ARCHITECTURE.md: the first route (home) loads ≤ 115 KB of JS gzip; every lazy
 * route chunk ≤ 30 KB. Exits non-zero when a budget is broken.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(__dirname, '../../dist');
const FIRST_ROUTE_BUDGET = 115 * 1024;
const LAZY_BUDGET = 30 * 1024;

interface BuildStats {
  entrypoints: Record<string, string[]>;
  chunks: Array<{ names: string[]; initial: boolean; files: string[] }>;
}

const stats = JSON.parse(readFileSync(join(dist, 'build-stats.json'), 'utf8')) as BuildStats;
const gz = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

const entryJs = (stats.entrypoints.main ?? []).filter((f) => f.endsWith('.js'));
const homeChunk = stats.chunks.find((c) => c.names.includes('home'));
const homeJs = (homeChunk?.files ?? []).filter((f) => f.endsWith('.js'));
// The language texts load before the first render too: count the largest language chunk.
const localeChunks = stats.chunks.filter((c) => c.names.some((n) => /^locale-/.test(n)));
const largestLocale = localeChunks
  .flatMap((c) => c.files.filter((f) => f.endsWith('.js')))
  .map((f) => ({ f, size: gz(f) }))
  .sort((a, b) => b.size - a.size)[0];

const firstRoute = [...entryJs, ...homeJs].reduce((sum, f) => sum + gz(f), 0) + (largestLocale?.size ?? 0);
let failed = false;

console.log('Foyer build size (gzip -9)');
console.log(`  first route (entry + home${largestLocale ? ' + largest language' : ''}): ${kb(firstRoute)}  budget ${kb(FIRST_ROUTE_BUDGET)}`);
if (firstRoute > FIRST_ROUTE_BUDGET) failed = true;

const rows = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => ({ file: `assets/${f}`, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
const initialFiles = new Set(entryJs);
for (const { file, size } of rows) {
  const chunk = stats.chunks.find((c) => c.files.includes(file));
  const lazyRoute = file.endsWith('.js') && !initialFiles.has(file) && chunk && !chunk.initial && !chunk.names.some((n) => n.startsWith('locale-'));
  const over = lazyRoute && size > LAZY_BUDGET;
  if (over) failed = true;
  console.log(`  ${over ? '✗' : ' '} ${kb(size).padStart(9)}  ${file}${chunk?.names.length ? `  (${chunk.names.join(', ')})` : ''}${lazyRoute ? `  lazy budget ${kb(LAZY_BUDGET)}` : ''}`);
}
if (failed) {
  console.error('size budget broken');
  process.exitCode = 1;
}

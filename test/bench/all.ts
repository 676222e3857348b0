/**
 * `npm run bench:all`: every ratio benchmark of docs/performance.md in one run on this machine,
 * then one table. Builds the shop and the floor page first, then runs `npm run size`'s,
 * `npm run bench:browser`'s, `npm run bench:tasks`' and `npm run lighthouse -- mobile`'s measurements one after another
 * (never side by side: each is the other's busy neighbour). Exits non-zero when any budget is broken.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './rows';

const root = join(__dirname, '../..');
const STEPS = [
  ['size', 'test/bench/size.ts', []],
  ['browser', 'test/bench/browser-bench.ts', []],
  ['long tasks', 'test/bench/long-tasks.ts', []],
  ['lighthouse', 'test/bench/lighthouse.ts', ['mobile']],
] as const;

function main(): void {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build:floor'], { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
  const file = join(dir, 'rows.ndjson');
  let failed = false;
  try {
    for (const [name, script, args] of STEPS) {
      console.log(`\n— ${name} —`);
      const run = spawnSync(process.execPath, [require.resolve('ts-node/dist/bin.js'), '--transpile-only', script, ...args], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, FOYER_BENCH_ROWS: file },
      });
      if (run.status !== 0) failed = true;
    }
    const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as BenchRow);
    console.log(`\nFoyer against its floor, ${new Date().toISOString().slice(0, 16)}Z, load average now ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log(`${'measure'.padEnd(44)} ${'Foyer'.padStart(12)} ${'floor'.padStart(12)}  budget`);
    for (const r of rows) {
      const num = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(r.unit === '' ? 3 : 1)}${r.unit}`;
      console.log(`${r.ok ? ' ' : '✗'} ${r.measure.padEnd(42)} ${num(r.value).padStart(12)} ${num(r.floor).padStart(12)}  ${r.budget}`);
    }
    if (rows.some((r) => !r.ok)) failed = true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main();

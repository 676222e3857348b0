/**
 * `npm run lighthouse`: Lighthouse's performance score, offline, in Debian's Chromium, for home,
 * tickets, guided tours and the basket, mobile and desktop (ARCHITECTURE.md: mobile ≥ 95,
 * desktop 100, layout shift 0). The production build and the sandbox are served on a free
 * 127.0.0.1 port for the run. A benchmark: it prints the scores and exits non-zero below budget.
 *
 *   npm run lighthouse                      every page, mobile and desktop
 *   npm run lighthouse -- tours mobile      only the pages and forms named (a page by a word of its name)
 *   LIGHTHOUSE_REPORTS=dir npm run lighthouse   also keeps each whole report as dir/<page>-<form>.json
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../src/sandbox/serve';
import { CHROMIUM_ARGS } from './browser';

const PAGES = [
  ['home', '/de/'],
  ['tickets', '/de/tickets'],
  ['guided tours', '/de/guided-tours'],
  ['basket', '/de/checkout'],
] as const;
const BUDGET = { mobile: 95, desktop: 100 } as const;
const CLI = join(__dirname, '../../node_modules/lighthouse/cli/index.js');

interface Result {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

type Form = 'mobile' | 'desktop';

function run(url: string, form: Form, keep: string | null): Promise<Result> {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    '--quiet',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } });
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
      });
    });
  });
}

async function main(): Promise<void> {
  const server = await startServer({ distDir: join(__dirname, '../../dist'), port: 0, host: '127.0.0.1' });
  let below = false;
  const words = process.argv.slice(2);
  const forms = (['mobile', 'desktop'] as const).filter((f) => !words.some((w) => w === 'mobile' || w === 'desktop') || words.includes(f));
  const pageWords = words.filter((w) => w !== 'mobile' && w !== 'desktop');
  const pages = PAGES.filter(([name]) => pageWords.length === 0 || pageWords.some((w) => name.includes(w)));
  const reports = process.env.LIGHTHOUSE_REPORTS ?? null;
  if (reports !== null) mkdirSync(reports, { recursive: true });
  try {
    console.log(`Lighthouse performance (Chromium, offline, ${new Date().toISOString().slice(0, 10)}): budget mobile ≥ ${BUDGET.mobile}, desktop ${BUDGET.desktop}`);
    for (const form of forms) {
      for (const [name, path] of pages) {
        const keep = reports === null ? null : join(reports, `${name.replace(/ /g, '-')}-${form}.json`);
        const r = await run(`${server.url}${path}`, form, keep);
        if (r.score < BUDGET[form]) below = true;
        console.log(
          `  ${form.padEnd(8)} ${name.padEnd(13)} ${String(r.score).padStart(3)}  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`,
        );
      }
    }
  } finally {
    await server.close();
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

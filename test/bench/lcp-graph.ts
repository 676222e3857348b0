/**
 * `npm run lighthouse:graph -- [page]`: what a page's simulated largest paint waits for on
 * Lighthouse's mobile form (docs/performance.md "The payment types wait for the checkout"). Runs
 * Lighthouse's gather step once against the production build and the sandbox, in a settled
 * browser with every file asked for beforehand (lighthouse-cli.ts), then prints Lantern's
 * pessimistic LCP graph (lcp-graph.mjs). `page` is a word of a name in pages.ts (default: the
 * shop). Run after `npm run build`; the artifacts stay in test-results/lcp-graph/.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startServer } from '../../src/sandbox/serve';
import { lighthouseArgs, settledChromium, warmFiles, type RunningChromium } from './lighthouse-cli';
import { BENCH_PAGES } from './pages';

const OUT = join(__dirname, '../../test-results/lcp-graph');

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const word = process.argv[2] ?? 'shop';
  const found = BENCH_PAGES.find(([name]) => name.includes(word));
  if (!found) throw new Error(`no page named like "${word}" in pages.ts`);
  const dist = join(__dirname, '../../dist');
  const server = await startServer({ distDir: dist, port: 0, host: '127.0.0.1' });
  let chromium: RunningChromium | null = null;
  try {
    chromium = await settledChromium();
    await warmFiles(server.url, dist);
    console.log(`${found[0]} (${found[1]}): gathering into ${OUT}`);
    await run(lighthouseArgs(server.url + found[1], chromium.port, [`-G=${OUT}`]));
  } finally {
    await chromium?.close();
    await server.close();
  }
  await run([join(__dirname, 'lcp-graph.mjs'), OUT]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

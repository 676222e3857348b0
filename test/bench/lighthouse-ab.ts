/**
 * `npm run lighthouse:ab`: whether a change moves Lighthouse's figures, beyond the spread of single
 * runs. Two or more builds (folders of `npm run build`, e.g. one built with `npx webpack --mode
 * production --output-path dist-b`) are served side by side by the sandbox and measured in turn,
 * one page, `runs` times each, in one settled Chromium (lighthouse-cli.ts), the order of the
 * builds reversed every other round so that none always follows the other. It prints every run,
 * then each build's median and mean with their spread, and each build against the first: the
 * difference of the means, its standard error and whether it is one (ab-stats.ts). A single run
 * of a page spreads by hundreds of milliseconds of blocking time here; ten or more runs each are
 * what tells a change of 100 ms (docs/performance.md "Changes measured over many runs").
 *
 *   npm run lighthouse:ab -- /de/tickets dist,dist-b            10 runs each, mobile
 *   npm run lighthouse:ab -- /de/tickets dist,dist-floor:/ 12   a build served at its own path
 *   npm run lighthouse:ab -- /de/basket dist,dist-b 10 desktop
 *   LIGHTHOUSE_ARGS="--throttling-method=devtools" npm run lighthouse:ab -- …   more of Lighthouse's arguments
 */
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { startServer, type RunningServer } from '../../src/sandbox/serve';
import { lighthouseRun, settledChromium, warmFiles, type Form, type LighthouseResult, type RunningChromium } from './lighthouse-cli';
import { compare, spreadOf } from './ab-stats';
import { median } from './rows';
import { buildsOf } from './ab-builds';

const fixed = (x: number): string => String(Math.round(x));

async function main(): Promise<void> {
  const [path, list, runsWord, formWord] = process.argv.slice(2);
  if (!path || !list) throw new Error('usage: npm run lighthouse:ab -- <path> <build>,<build>[:path]… [runs] [mobile|desktop]');
  const builds = buildsOf(list, path);
  const runs = Number(runsWord ?? 10);
  if (!Number.isInteger(runs) || runs < 2) throw new Error(`runs: a whole number from 2: ${runsWord}`);
  const form: Form = formWord === 'desktop' ? 'desktop' : 'mobile';
  const extra = (process.env.LIGHTHOUSE_ARGS ?? '').split(' ').filter(Boolean);
  const root = join(__dirname, '../..');
  const servers: RunningServer[] = [];
  let chromium: RunningChromium | null = null;
  const results: LighthouseResult[][] = builds.map(() => []);
  try {
    for (const build of builds) servers.push(await startServer({ distDir: join(root, build.dir), port: 0, host: '127.0.0.1' }));
    chromium = await settledChromium();
    for (const [i, build] of builds.entries()) await warmFiles(servers[i]!.url, join(root, build.dir));
    console.log(`Lighthouse ${form}, ${runs} runs of each build in turn (${new Date().toISOString()}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')})${extra.length ? ` with ${extra.join(' ')}` : ''}`);
    for (let round = 0; round < runs; round++) {
      const order = builds.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const r = await lighthouseRun(`${servers[i]!.url}${builds[i]!.path}`, chromium.port, form, null, extra);
        results[i]!.push(r);
        const own = r.own ? `  own CPU ${fixed(r.own.cpuMs).padStart(4)} ms of ${fixed(r.own.wallMs).padStart(4)}, blocking ${fixed(r.own.cpuBlockingMs).padStart(4)}` : '';
        console.log(`  ${String(round + 1).padStart(2)} ${builds[i]!.dir.padEnd(14)} score ${String(r.score).padStart(3)}  TBT ${fixed(r.tbt).padStart(5)} ms  LCP ${fixed(r.lcp).padStart(5)} ms${own}  load ${loadavg()[0]!.toFixed(2)}`);
      }
    }
  } finally {
    await chromium?.close();
    for (const server of servers) await server.close();
  }
  const ownCpu = (r: LighthouseResult): number => r.own?.cpuMs ?? Number.NaN;
  for (const [i, build] of builds.entries()) {
    const tbt = results[i]!.map((r) => r.tbt);
    const s = spreadOf(tbt);
    const own = results[i]!.map(ownCpu);
    console.log(`${build.dir.padEnd(14)} TBT median ${fixed(median(tbt))} ms, mean ${fixed(s.mean)} ± ${fixed(s.sd)} ms; score median ${median(results[i]!.map((r) => r.score))}; LCP median ${fixed(median(results[i]!.map((r) => r.lcp)))} ms; main thread's CPU after the first paint median ${fixed(median(own))} ms`);
  }
  /** One figure of a build against the first: the difference of the means, its standard error and whether it is one. */
  const against = (i: number, figure: (r: LighthouseResult) => number): string => {
    const c = compare(results[0]!.map(figure), results[i]!.map(figure));
    return `${c.difference >= 0 ? '+' : '−'}${fixed(Math.abs(c.difference))} ms, standard error ${fixed(c.standardError)} ms (t ${c.t.toFixed(1)}): ${c.differs ? 'a difference' : 'within the spread'}`;
  };
  for (let i = 1; i < builds.length; i++) {
    console.log(`${builds[i]!.dir} against ${builds[0]!.dir}: TBT ${against(i, (r) => r.tbt)}`);
    // The page's own CPU time moves far less with the machine than its wall time: a change to the work shows here first.
    if ([...results[0]!, ...results[i]!].every((r) => r.own !== null)) console.log(`  its main thread's CPU after the first paint: ${against(i, ownCpu)}`);
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}

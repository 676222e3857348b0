/**
 * The simulated timeline behind Lighthouse's mobile LCP (Lantern), from artifacts gathered with
 * `lighthouse -G=<dir>`: every request and main-thread task of the pessimistic LCP graph with its
 * simulated start and end (ms), in the order they end. What ends last is what the largest paint
 * waited for. Run by `npm run lighthouse:graph` (lcp-graph.ts), or by hand:
 *
 *   node test/bench/lcp-graph.mjs <artifacts dir>
 *
 * ES module: Lighthouse's computed artifacts are ES modules only.
 */
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node test/bench/lcp-graph.mjs <artifacts dir>');
const artifacts = await loadArtifacts(dir);
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: artifacts.settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings: artifacts.settings });
const ms = (n) => String(Math.round(n)).padStart(6);
console.log(`Lantern LCP: optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} ms, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)} ms, estimate ${Math.round(lcp.timing)} ms`);
console.log(' start    end  node (pessimistic graph)');
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
for (const [node, timing] of rows) {
  let what;
  if (node.type === 'network') {
    const { url, priority, transferSize } = node.request;
    what = `request ${url.replace(/^https?:\/\/[^/]+/, '')} (${priority}, ${Math.round((transferSize ?? 0) / 1024)} KB)`;
  } else {
    const files = new Set();
    for (const event of node.childEvents ?? []) {
      const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
      if (url) files.add(url.split('/').pop());
    }
    what = `task ${Math.round(node.duration / 1000)} ms at 1× ${[...files].slice(0, 4).join(' ')}`;
  }
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`);
}

import { cpuAfterPaint, type Frame } from './cpu-samples';
import type { TraceEvent } from './trace-cpu';

const MAIN = { pid: 1, tid: 7 };
const frame = (functionName: string, url = ''): Frame => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
const name = { frame: (f: Frame): string => (f.url ? `${f.url} ${f.functionName}` : f.functionName), file: (f: Frame): string => f.url };

/** A profile started at 1,000 µs: root → a.js run → b.js parse; root → (program); root → (idle). */
const nodes = [
  { id: 1, callFrame: frame('(root)') },
  { id: 2, parent: 1, callFrame: frame('run', 'a.js') },
  { id: 3, parent: 2, callFrame: frame('parse', 'b.js') },
  { id: 4, parent: 1, callFrame: frame('(program)') },
  { id: 5, parent: 1, callFrame: frame('(idle)') },
];
const events = (samples: number[], timeDeltas: number[], fcpTs: number) =>
  [
    { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'I', ts: fcpTs, ...MAIN },
    { name: 'Profile', ph: 'P', ts: 1000, id: '0x1', ...MAIN, args: { data: { startTime: 1000 } } },
    { name: 'ProfileChunk', ph: 'P', ts: 2000, id: '0x1', ...MAIN, args: { data: { cpuProfile: { nodes, samples }, timeDeltas } } },
  ] as unknown as TraceEvent[];

describe('the sampled CPU after the first paint', () => {
  it('counts each sample for the time to the next, after the paint, without idle time or a pause: self, inclusive once per stack, outermost script', () => {
    // Samples at 2, 4, 6, 8, 10, 70 and 72 ms (1 ms + the deltas); the paint at 3 ms.
    const result = cpuAfterPaint(events([3, 3, 2, 4, 5, 3, 3], [1000, 2000, 2000, 2000, 2000, 60000, 2000], 3000), name);
    // 2 → 4: before the paint; 4 → 6 parse (b.js, under a.js's run); 6 → 8 run; 8 → 10 (program); 10 → 70 idle
    // (and a pause); 70 → 72 parse; the last sample has no next.
    expect(result?.totalMs).toBe(8);
    expect(Object.fromEntries(result?.self ?? [])).toEqual({ 'b.js parse': 4, 'a.js run': 2, '(program)': 2 });
    expect(Object.fromEntries(result?.inclusive ?? [])).toEqual({ 'b.js parse': 4, 'a.js run': 6, '(root)': 8, '(program)': 2 });
    expect(Object.fromEntries(result?.outermost ?? [])).toEqual({ 'a.js': 6, '(program)': 2 });
  });

  it('says nothing of a trace without a first paint', () => {
    expect(cpuAfterPaint((events([2], [1000], 0) as Array<{ name: string }>).filter((e) => e.name !== 'firstContentfulPaint') as TraceEvent[], name)).toBeNull();
  });
});

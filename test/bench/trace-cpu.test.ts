import { mainThreadAfterPaint, type TraceEvent } from './trace-cpu';

const MAIN = { pid: 1, tid: 7 };
const task = (ts: number, durMs: number, cpuMs: number, at = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur: durMs * 1000, tdur: cpuMs * 1000, ...at });
const meta: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 8, args: { name: 'Compositor' } },
  { name: 'firstContentfulPaint', ph: 'I', ts: 1_000_000, ...MAIN },
];

describe('the main thread after the first paint, from a Lighthouse trace', () => {
  it('counts the tasks after the paint, wall and CPU, and the blocking time of their CPU time slowed 4×', () => {
    const events = [
      ...meta,
      task(900_000, 80, 80), // before the paint: not counted
      task(1_100_000, 53, 12), // waited for a core most of its time: 4 × 12 = 48, not blocking
      task(1_200_000, 20, 20), // 4 × 20 − 50 = 30
      task(1_300_000, 40, 30, { pid: 1, tid: 8 }), // another thread
      task(1_400_000, 5, 5),
    ];
    expect(mainThreadAfterPaint(events)).toEqual({ wallMs: 78, cpuMs: 37, longestCpuMs: 20, cpuBlockingMs: 30 });
    expect(mainThreadAfterPaint(events, 1)?.cpuBlockingMs).toBe(0);
  });

  it('takes a task without thread time as all CPU, and says nothing of a trace without a first paint', () => {
    const { tdur: _, ...noThreadTime } = task(1_100_000, 30, 0);
    expect(mainThreadAfterPaint([...meta, noThreadTime])).toEqual({ wallMs: 30, cpuMs: 30, longestCpuMs: 30, cpuBlockingMs: 70 });
    expect(mainThreadAfterPaint(meta.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
  });
});

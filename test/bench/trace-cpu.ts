/**
 * What a Lighthouse run's own trace says of the page's main thread after its first contentful
 * paint: its tasks' wall time, which Lighthouse's simulation multiplies by the CPU slowdown (4 on
 * mobile) for its total blocking time, and the CPU time the same tasks had. On this 2-core machine
 * a task waits for a core for much of its wall time while the browser's other threads (streamed
 * compilation, the compositor, the browser's own) and Lighthouse run beside it, and that wait is
 * multiplied too (docs/performance.md "Where the blocking time of a catalogue page comes from"):
 * the blocking time from CPU time is what the page's own work would block a phone 4× slower that
 * had a core for it.
 */

/** The fields of a Chrome trace event the benchmarks read (here and long-tasks.ts). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly data?: { readonly url?: string; readonly frame?: string; readonly name?: string }; readonly name?: string };
}

/** The renderer's main thread (its `thread_name` event), in process `pid` when one is named, else the first. */
export function rendererMainThread(events: readonly TraceEvent[], pid?: number): TraceEvent | undefined {
  return events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pid === undefined || e.pid === pid));
}

export interface MainThreadAfterPaint {
  /** The tasks' wall time, ms. */
  wallMs: number;
  /** Their CPU time, ms. */
  cpuMs: number;
  /** The longest task's CPU time, ms. */
  longestCpuMs: number;
  /** Σ max(0, slowdown × CPU time − 50 ms) over the tasks: blocking time from the page's own work. */
  cpuBlockingMs: number;
}

/** Lighthouse's threshold of a long task. */
const LONG_TASK_MS = 50;

/** The renderer's main thread of the page (the one that reported the first contentful paint) after that paint. */
export function mainThreadAfterPaint(events: readonly TraceEvent[], slowdown = 4): MainThreadAfterPaint | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const thread = rendererMainThread(events, fcp.pid);
  if (!thread) return null;
  const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts > fcp.ts);
  const result: MainThreadAfterPaint = { wallMs: 0, cpuMs: 0, longestCpuMs: 0, cpuBlockingMs: 0 };
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    // A task without its thread time (a trace without it) counts as all CPU.
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    result.wallMs += wall;
    result.cpuMs += cpu;
    result.longestCpuMs = Math.max(result.longestCpuMs, cpu);
    result.cpuBlockingMs += Math.max(0, slowdown * cpu - LONG_TASK_MS);
  }
  return result;
}

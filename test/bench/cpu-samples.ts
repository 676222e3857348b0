/**
 * What the page's main thread ran after its first contentful paint, by V8's sampling profiler in a
 * Chrome trace (category `disabled-by-default-v8.cpu_profiler`): its `Profile` and `ProfileChunk`
 * events give the call tree's nodes and, per sample, the node on top and the time since the one
 * before, on the trace's clock. Each sample counts for the time until the next; idle time is left
 * out. `profile.ts` prints it (`npm run bench:profile`).
 */
import { rendererMainThread, type TraceEvent } from './trace-cpu';

/** Where a node of the call tree is: a function in a script (0-based line and column), or V8's own ("(program)", "(garbage collector)"). */
export interface Frame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface ProfileEvent extends TraceEvent {
  readonly id?: string;
  readonly args?: TraceEvent['args'] & {
    readonly data?: {
      readonly startTime?: number;
      readonly cpuProfile?: { readonly nodes?: ReadonlyArray<{ id: number; parent?: number; callFrame: Frame }>; readonly samples?: readonly number[] };
      readonly timeDeltas?: readonly number[];
    };
  };
}

/** Milliseconds by name: of the samples' top frames (self), of every frame on their stacks once (inclusive), of their outermost script (outermost). */
export interface CpuAfterPaint {
  readonly totalMs: number;
  readonly self: ReadonlyMap<string, number>;
  readonly inclusive: ReadonlyMap<string, number>;
  readonly outermost: ReadonlyMap<string, number>;
}

/** A gap between samples longer than this is the thread asleep or the profiler paused: not counted. */
const MAX_SAMPLE_GAP_MS = 50;

const add = (map: Map<string, number>, key: string, ms: number): void => void map.set(key, (map.get(key) ?? 0) + ms);

/**
 * The samples of the renderer that reported the first contentful paint, after it. `names` gives a
 * frame's name in the result (a source map's position, say) and its script's (a source file); a
 * stack without any script is its top frame's own outermost.
 */
export function cpuAfterPaint(events: readonly ProfileEvent[], names: { frame(frame: Frame): string; file(frame: Frame): string }): CpuAfterPaint | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const main = rendererMainThread(events, fcp.pid);
  const result = { totalMs: 0, self: new Map<string, number>(), inclusive: new Map<string, number>(), outermost: new Map<string, number>() };
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === fcp.pid && (main === undefined || e.tid === main.tid))) {
    const nodes = new Map<number, { parent?: number; frame: Frame }>();
    const samples: number[] = [];
    const times: number[] = [];
    let at = profile.args?.data?.startTime ?? 0;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id)) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, { parent: node.parent, frame: node.callFrame });
      samples.push(...(data?.cpuProfile?.samples ?? []));
      for (const delta of data?.timeDeltas ?? []) times.push((at += delta));
    }
    for (let i = 0; i + 1 < samples.length && i + 1 < times.length; i++) {
      const ms = ((times[i + 1] as number) - (times[i] as number)) / 1000;
      const top = nodes.get(samples[i] as number);
      if ((times[i] as number) < fcp.ts || ms < 0 || ms > MAX_SAMPLE_GAP_MS || !top || top.frame.functionName === '(idle)') continue;
      result.totalMs += ms;
      add(result.self, names.frame(top.frame), ms);
      const seen = new Set<string>();
      let outermost = names.frame(top.frame);
      for (let node: typeof top | undefined = top; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const key = names.frame(node.frame);
        if (!seen.has(key)) add(result.inclusive, key, ms);
        seen.add(key);
        if (node.frame.url) outermost = names.file(node.frame);
      }
      add(result.outermost, outermost, ms);
    }
  }
  return result;
}

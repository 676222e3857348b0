/**
 * `npm run bench`: replay cost of a log at the 2,000,000-character budget. ARCHITECTURE.md's budget is ≤ 50 ms in
 * desktop Chromium for replaying into all read models, so we aim for ≤ 25 ms here in Node.
 * "Replay" is upcast + decode + fold of the parsed log; JSON.parse is reported on its own
 * because it depends only on the log's size (capped at 2,000,000 characters by compaction),
 * not on our code. A benchmark, not a test: it prints numbers and exits non-zero over budget.
 */
import { performance } from 'node:perf_hooks';
import { hydrate } from '../../src/event-log/hydrate';
import { rootFold } from '../../src/app/areas/all';
import { generateLog } from './generate-log';
import { LOG_BUDGET_CHARS, openSessionLog, type SessionLog } from '../../src/event-log/session-log';
import type { RootState } from '../../src/engine/root-state';
import { memoryStorage } from '../../src/bus/deps';
import { CHECKPOINT_EVERY } from '../../src/engine/runtime';

const NODE_BUDGET_MS = 25;
/** ARCHITECTURE.md: compaction never runs in a click, and no task of it takes a frame. */
const TASK_BUDGET_MS = 16;
const RUNS = 15;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function time<T>(fn: () => T): [number, T] {
  const start = performance.now();
  const value = fn();
  return [performance.now() - start, value];
}

// The largest log a visitor replays: as many events as fit the log's character budget.
const doc = generateLog(Number.MAX_SAFE_INTEGER, 7, LOG_BUDGET_CHARS);
const text = JSON.stringify(doc);

function measure(): { parse: number; replay: number; fold: number } {
  const [parse, parsed] = time(() => JSON.parse(text) as unknown);
  const [replay, result] = time(() => hydrate(parsed, rootFold));
  if (!result.ok) throw new Error(result.fault.message);
  const [fold] = time(() => rootFold.foldAll(rootFold.initial, result.value.events));
  return { parse, replay, fold };
}

const cold = measure();
const warmRuns = Array.from({ length: RUNS }, measure);
const warm = {
  parse: median(warmRuns.map((r) => r.parse)),
  replay: median(warmRuns.map((r) => r.replay)),
  fold: median(warmRuns.map((r) => r.fold)),
};

const ms = (n: number) => `${n.toFixed(1)} ms`;
const rows: Array<[string, string, string]> = [
  ['', 'cold', `warm (median of ${RUNS})`],
  ['replay: upcast + decode + fold', ms(cold.replay), ms(warm.replay)],
  ['  of which fold into read models', ms(cold.fold), ms(warm.fold)],
  ['JSON.parse of the log text', ms(cold.parse), ms(warm.parse)],
  ['total from text', ms(cold.parse + cold.replay), ms(warm.parse + warm.replay)],
];
console.log(`Foyer replay benchmark: ${doc.events.length} events, ${text.length.toLocaleString('en')} characters`);
for (const [k, c, w] of rows) console.log(`  ${k.padEnd(34)} ${c.padStart(9)} ${w.padStart(22)}`);
console.log(`  budget: replay ≤ ${NODE_BUDGET_MS} ms warm in Node (≤ 50 ms in desktop Chromium)`);
if (warm.replay > NODE_BUDGET_MS) {
  console.error(`over budget: warm replay ${ms(warm.replay)} > ${NODE_BUDGET_MS} ms`);
  process.exitCode = 1;
}

/**
 * The idle tasks the log runs when a session passes its budget: the log appended event by event
 * as the shop does (checkpoints every `every` events, or none), until the append that asks for a
 * compaction; then each task it queued, timed. The longest one, in ms.
 */
function compactionTask(every: number | null): number {
  const events = generateLog(Number.MAX_SAFE_INTEGER, 7, 2 * LOG_BUDGET_CHARS).events;
  const storage = memoryStorage();
  const queued: Array<() => void> = [];
  let folded = { seq: 0, state: rootFold.initial };
  const log: SessionLog<RootState> = openSessionLog({
    storage,
    fold: rootFold,
    // What waits for an idle moment runs at once, but for what the append past the budget asks.
    schedule: (task) => (log.size() > LOG_BUDGET_CHARS ? void queued.push(task) : task()),
    ...(every ? { checkpoint: { every, current: () => ({ ...folded, parts: rootFold.loaded() }) } } : {}),
  });
  for (const event of events) {
    log.append(event);
    folded = { seq: event.meta.seq, state: rootFold.fold(folded.state, event) };
    if (queued.length > 0) break;
  }
  let longest = 0;
  for (const task of queued) longest = Math.max(longest, time(task)[0]);
  return longest;
}

const withCheckpoints = median(Array.from({ length: 5 }, () => compactionTask(CHECKPOINT_EVERY)));
const withoutCheckpoints = median(Array.from({ length: 5 }, () => compactionTask(null)));
console.log(`  compaction at the budget, longest idle task (median of 5): ${ms(withCheckpoints)} from the last checkpoint (every ${CHECKPOINT_EVERY} events), ${ms(withoutCheckpoints)} folding the whole log`);
console.log(`  budget: ≤ ${TASK_BUDGET_MS} ms per task`);
if (withCheckpoints > TASK_BUDGET_MS) {
  console.error(`over budget: a compaction task of ${ms(withCheckpoints)} > ${TASK_BUDGET_MS} ms`);
  process.exitCode = 1;
}

/**
 * `npm run bench:log`: what one complete guided-tour booking writes to sessionStorage, against
 * the sandbox over HTTP with the real API client (ARCHITECTURE.md: ≤ 2,000 characters in the
 * log). The visitor opens the tours list, then a group tour, chooses tours, tickets and answers,
 * and adds the booking to the basket; the clock moves 0.8 s per reading, as a visitor's does.
 *
 * Two figures: the log (its lines, head and snapshot: the visitor's facts alone) and the
 * reference data beside it (the catalogue answers, once by content, with their language and
 * where they arrived: src/event-log/reference-store.ts), which has its own budget. Also the
 * size of the exported log, where every answer is inline, and how many such bookings the log
 * holds at its budget against the log before issue 28, whose lines and answers shared the one
 * budget (measured at commit dacf37c: 2,868 + 7,107 characters a booking). Exits non-zero when
 * the log is over budget or holds fewer than 3× the bookings it held then.
 */
import { bookGroupTour303, withSandboxRuntime } from '../helpers/sandbox-runtime';
import { fakeClock, type MemoryStorage } from '../helpers/fakes';
import { memoryStorage } from '../../src/bus/deps';
import { LOG_BUDGET_CHARS, LOG_KEY, REFERENCE_BUDGET_CHARS } from '../../src/event-log/session-log';
import { TUESDAY_MORNING } from '../../src/sandbox/test-support';

const BUDGET = 2_000;
/** One booking before issue 28 (commit dacf37c): 2,868 characters of lines, 7,107 of answers, one budget. */
const BEFORE = 2_868 + 7_107;

function ticking(start: number, stepMs: number) {
  const clock = fakeClock(start);
  return { ...clock, now: () => (clock.advance(stepMs), clock.now()) };
}

async function main(): Promise<void> {
  const storage: MemoryStorage = memoryStorage();
  const exported = await withSandboxRuntime({ storage, clock: ticking(TUESDAY_MORNING.getTime(), 800) }, async (runtime) => {
    await bookGroupTour303(runtime);
    return runtime.log.document();
  });
  let log = 0;
  let answers = 0;
  let answerCount = 0;
  const byType = new Map<string, number>();
  for (const [key, value] of storage.map) {
    if (!key.startsWith(LOG_KEY)) continue;
    if (key.startsWith(`${LOG_KEY}:ans:`) || key.startsWith(`${LOG_KEY}:ref:`)) {
      answers += key.length + value.length;
      answerCount += 1;
      continue;
    }
    log += key.length + value.length;
    if (!/:\d+$/.test(key)) continue;
    for (const line of value.split('\n')) {
      const type = (JSON.parse(line) as { t?: string; type?: string }).t ?? 'unknown';
      byType.set(type, (byType.get(type) ?? 0) + line.length + 1);
    }
  }
  const events = exported.events.length;
  console.log(`One complete tour booking: ${events} events`);
  console.log(`  the log (sessionStorage):             ${log.toLocaleString('en').padStart(7)} characters  budget ${BUDGET.toLocaleString('en')}`);
  console.log(`  reference data beside it (${answerCount} answers, once each): ${answers.toLocaleString('en').padStart(7)} characters  budget ${REFERENCE_BUDGET_CHARS.toLocaleString('en')} (its own)`);
  console.log(`  exported log (answers inline):        ${JSON.stringify(exported).length.toLocaleString('en').padStart(7)} characters`);
  console.log('The log by event type:');
  for (const [type, chars] of [...byType].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(chars).padStart(6)}  ${((100 * chars) / log).toFixed(0).padStart(3)} %  ${type}`);
  }
  const held = Math.floor(LOG_BUDGET_CHARS / log);
  const heldBefore = Math.floor(LOG_BUDGET_CHARS / BEFORE);
  console.log(`Bookings the log holds at its ${LOG_BUDGET_CHARS.toLocaleString('en')}-character budget: ${held.toLocaleString('en')} (before issue 28: ${heldBefore}; ${(held / heldBefore).toFixed(1)}×)`);
  if (log > BUDGET) {
    console.error('over budget');
    process.exitCode = 1;
  }
  if (held < 3 * heldBefore) {
    console.error('holds fewer than 3× the bookings of before');
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});

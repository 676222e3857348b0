/**
 * `npm run bench:browser`: the budgets of ARCHITECTURE.md that only a browser can show, in
 * Debian's Chromium against the production build and the sandbox. Each is a ratio to a floor
 * measured in the same run on the same machine (issue 33): absolute times move with the machine
 * and what else it is doing; what Foyer adds to the floor does not. The absolute figures and the
 * load average are printed beside them.
 *
 * - Boot replay: a first load with a stored log at the 2,000,000-character budget, as a reload
 *   leaves it (the boot checkpoint at the last event) and as a killed tab does (the checkpoint as
 *   the last idle moment left it, KILLED_TAIL events behind); the app's own
 *   marks (src/engine/runtime.ts) time reading it from session storage and replaying it. Floor:
 *   reading the same stored bytes and `JSON.parse` of each line, nothing folded, in the same page
 *   before the app starts. Budget: ≤ 1.5 × the floor.
 * - Click → painted change, p95, with 50 lines in the basket: "add to basket", the quantity "+"
 *   on a product page, and confirming a removal in the basket. A click's time runs from the
 *   click to the frame after it (requestAnimationFrame, then a task): what the visitor waits
 *   for. Floor: the same click on a page whose handler changes one text node. Budget: ≤ 2 × the
 *   floor's p95.
 *
 * A benchmark, not a test: it prints the figures and exits non-zero over a budget.
 */
import { loadavg } from 'node:os';
import { CHECKPOINT_EVERY, createRuntime } from '../../src/engine/runtime';
import { memoryStorage } from '../../src/bus/deps';
import { sequentialRandom } from '../helpers/fakes';
import { allAreas } from '../../src/app/areas/all';
import { openSessionLog, LOG_BUDGET_CHARS } from '../../src/event-log/session-log';
import { rootFold } from '../../src/app/areas/all';
import type { Envelope } from '../../src/event-log/envelope';
import { cents, type Count } from '../../src/messages';
import { fakeAppDeps } from '../helpers/app-deps';
import { generateLog } from './generate-log';
import { openStage, type Stage } from './browser';
import type { Page } from 'playwright-core';
import { median, reportRow } from './rows';

/** Boot replay ÷ reading and parsing the same bytes. */
export const REPLAY_RATIO_BUDGET = 1.5;
/** Click → paint p95 ÷ the floor page's. */
export const CLICK_RATIO_BUDGET = 2;
const RUNS = 7;
const CLICKS = 30;

const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] as number;
const ms = (n: number): string => `${n.toFixed(1)} ms`;

/**
 * Events a killed tab leaves after its checkpoint: those since its last idle moment (the
 * checkpoint is stored at the first idle moment after events came, checkpointer.ts). A click
 * logs a handful; 20 is a busy second of several, with their answers.
 */
const KILLED_TAIL = 20;

/**
 * Session storage entries as the shop leaves them after `events`, appended one by one: the
 * lines, the catalogue answers and the boot checkpoint. Only as many events as keep the log
 * within `maxChars` (a log at the budget: one more and it compacts). `left`: how the page went
 * away. `normally` (a reload, a link, the tab hidden): the checkpoint brought up to the last
 * event, as start-runtime.ts does on pagehide; `abruptly` (the tab killed, no pagehide): the
 * checkpoint as the last idle moment left it, KILLED_TAIL events behind.
 */
export function storedLog(events: readonly Envelope[], maxChars = Number.POSITIVE_INFINITY, left: 'normally' | 'abruptly' = 'normally'): Record<string, string> {
  const build = (count: number) => {
    const storage = memoryStorage();
    let folded = { seq: 0, state: rootFold.initial };
    const idle: Array<() => void> = [];
    const log = openSessionLog({
      storage,
      fold: rootFold,
      budget: Number.MAX_SAFE_INTEGER,
      schedule: (task) => void idle.push(task),
      checkpoint: { every: CHECKPOINT_EVERY, current: () => ({ ...folded, parts: rootFold.loaded() }) },
    });
    let appended = 0;
    for (const event of events.slice(0, count)) {
      log.append(event);
      if (log.size() > maxChars) break;
      appended += 1;
      folded = { seq: event.meta.seq, state: rootFold.fold(folded.state, event) };
      // An idle moment after each event, up to the last busy second before the end.
      if (appended <= count - KILLED_TAIL) idle.splice(0).forEach((task) => task());
    }
    return { storage, log, appended };
  };
  // The events that fit, then the log of exactly those (the one too many leaves no trace).
  const fit = Number.isFinite(maxChars) ? build(events.length).appended : events.length;
  const { storage, log } = build(fit);
  if (left === 'normally') log.checkpointNow();
  return Object.fromEntries(storage.map);
}

/** 50 poster lines, as the shop would have logged them. */
function fiftyLines(): Envelope[] {
  const runtime = createRuntime({ areas: allAreas, deps: fakeAppDeps({ random: sequentialRandom('b'), storage: memoryStorage() }) });
  for (let i = 0; i < 50; i++) {
    runtime.dispatch({
      type: 'AddCartLine',
      line: { type: 'merchandise', id: 5101, name: 'Ausstellungsplakat', price: cents(1500), count: 1 as Count, totalCount: 1 as Count, totalPrice: cents(1500), vat_value: 19 },
    });
  }
  runtime.stop();
  return [...runtime.log.document().events];
}

async function withStoredLog<T>(stage: Stage, entries: Record<string, string>, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await stage.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((values: Record<string, string>) => {
      if (sessionStorage.getItem('foyer:bench-seeded') !== null) return;
      sessionStorage.setItem('foyer:bench-seeded', '1');
      sessionStorage.setItem('cookiesAccepted', 'true');
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    }, entries);
    // The floor of the boot replay, before any script of the shop runs: the same stored bytes
    // read back and every line parsed, nothing decoded or folded.
    await context.addInitScript((keys: string[]) => {
      const start = performance.now();
      let parsed = 0;
      for (const key of keys) {
        const text = sessionStorage.getItem(key) ?? '';
        for (const line of text.split('\n')) {
          try {
            if (line !== '') parsed += JSON.parse(line) === null ? 0 : 1;
          } catch {
            /* a line that is not JSON is read, not parsed */
          }
        }
      }
      (window as unknown as { __foyerFloor: { ms: number; parsed: number } }).__foyerFloor = { ms: performance.now() - start, parsed };
    }, Object.keys(entries));
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

export async function bootReplay(stage: Stage, left: 'normally' | 'abruptly'): Promise<{ read: number; replay: number; floor: number; chars: number }> {
  // Stored lines are shorter than the exported envelopes: more events than a 2,000,000-character
  // export are needed to fill the stored budget.
  const events = [...generateLog(Number.MAX_SAFE_INTEGER, 7, 2 * LOG_BUDGET_CHARS).events];
  const entries = storedLog(events, LOG_BUDGET_CHARS, left);
  const chars = Object.entries(entries).reduce((n, [k, v]) => n + k.length + v.length, 0);
  const runs: Array<{ read: number; replay: number; floor: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(
      await withStoredLog(stage, entries, async (page) => {
        await page.goto(`${stage.url}/de/`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        return page.evaluate(() => {
          const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
          const floor = (window as unknown as { __foyerFloor: { ms: number } }).__foyerFloor.ms;
          return { read: at('foyer:replay:read') - at('foyer:replay:start'), replay: at('foyer:replay:end') - at('foyer:replay:read'), floor };
        });
      }),
    );
  }
  return { read: median(runs.map((r) => r.read)), replay: median(runs.map((r) => r.replay)), floor: median(runs.map((r) => r.floor)), chars };
}

/** Clicks `target` and waits for the frame after it; the time in ms. */
async function timedClick(page: Page, selector: string): Promise<number> {
  return page.evaluate(async (sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) throw new Error(`nothing at ${sel}`);
    const start = performance.now();
    el.click();
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, selector);
}

/** The floor of a click: a page whose button's handler changes one text node, clicked as often. */
async function floorClicks(stage: Stage): Promise<number[]> {
  const context = await stage.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><main><h1>Floor</h1><p id="text">0</p><button type="button" id="b">+</button></main>');
    await page.evaluate(() => {
      const text = document.getElementById('text')!.firstChild as Text;
      let n = 0;
      document.getElementById('b')!.addEventListener('click', () => void (text.data = String(++n)));
    });
    const times: number[] = [];
    for (let i = 0; i < CLICKS * 3; i++) times.push(await timedClick(page, '#b'));
    return times;
  } finally {
    await context.close();
  }
}

async function clicks(stage: Stage): Promise<Record<'add' | 'plus' | 'remove', number[]>> {
  const entries = storedLog(fiftyLines());
  return withStoredLog(stage, entries, async (page) => {
    const add: number[] = [];
    const plus: number[] = [];
    await page.goto(`${stage.url}/de/product/5101`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).waitFor();
    for (let i = 0; i < CLICKS; i++) {
      plus.push(await timedClick(page, 'button[aria-label^="Anzahl erhöhen"]'));
      add.push(await timedClick(page, '.buy-box button[type="submit"]'));
      await page.waitForTimeout(1100); // past the repeat guard: each add is a new intent
    }
    const remove: number[] = [];
    await page.goto(`${stage.url}/de/checkout`);
    await page.getByTestId('cart-line').first().waitFor();
    for (let i = 0; i < CLICKS; i++) {
      await page.getByTestId('cart-line').first().getByRole('button', { name: 'Aus dem Warenkorb entfernen' }).click();
      remove.push(await timedClick(page, '.cart-line .confirm .button--danger'));
    }
    return { add, plus, remove };
  });
}

const load = (): string => loadavg().map((n) => n.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const stage = await openStage();
  let over = false;
  try {
    console.log(`Foyer browser benchmark (Chromium, ${new Date().toISOString().slice(0, 10)}): ratios to a floor measured in the same run`);
    // A reload (the checkpoint at the last event), and a tab that was killed (KILLED_TAIL events after it).
    for (const left of ['normally', 'abruptly'] as const) {
      const boot = await bootReplay(stage, left);
      const bootRatio = (boot.read + boot.replay) / boot.floor;
      const how = left === 'normally' ? 'the page left normally (a reload)' : 'the page killed (no pagehide)';
      console.log(`  boot replay of a stored log of ${boot.chars.toLocaleString('en')} characters, ${how} (median of ${RUNS} loads; load average ${load()})`);
      console.log(`    read ${ms(boot.read)}, replay ${ms(boot.replay)}, total ${ms(boot.read + boot.replay)}; floor (read + JSON.parse) ${ms(boot.floor)}`);
      console.log(`    ratio ${bootRatio.toFixed(2)}  budget ≤ ${REPLAY_RATIO_BUDGET}${bootRatio > REPLAY_RATIO_BUDGET ? '  ✗' : ''}`);
      const measure = `boot replay, 2 M characters, ${left === 'normally' ? 'after a reload' : 'after a killed tab'} (median)`;
      reportRow({ measure, value: boot.read + boot.replay, floor: boot.floor, unit: ' ms', budget: `≤ ${REPLAY_RATIO_BUDGET} × floor (ratio ${bootRatio.toFixed(2)})`, ok: bootRatio <= REPLAY_RATIO_BUDGET });
      if (bootRatio > REPLAY_RATIO_BUDGET) over = true;
    }
    const floor = p95(await floorClicks(stage));
    const c = await clicks(stage);
    console.log(`  click → painted change with 50 basket lines, p95 of ${CLICKS} (median); floor p95 ${ms(floor)} (load average ${load()})`);
    for (const [name, xs] of Object.entries(c)) {
      const ratio = p95(xs) / floor;
      console.log(`    ${name.padEnd(7)} ${ms(p95(xs)).padStart(9)} (${ms(median(xs))})  ratio ${ratio.toFixed(2)}  budget ≤ ${CLICK_RATIO_BUDGET}${ratio > CLICK_RATIO_BUDGET ? '  ✗' : ''}`);
      reportRow({ measure: `click → paint p95, ${name}`, value: p95(xs), floor, unit: ' ms', budget: `≤ ${CLICK_RATIO_BUDGET} × floor (ratio ${ratio.toFixed(2)})`, ok: ratio <= CLICK_RATIO_BUDGET });
      if (ratio > CLICK_RATIO_BUDGET) over = true;
    }
  } finally {
    await stage.close();
  }
  if (over) {
    console.error('over budget');
    process.exitCode = 1;
  }
}

// Run as a script; imported, it lends its measurements to A/B comparisons of two builds.
if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}

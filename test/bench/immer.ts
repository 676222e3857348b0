/**
 * `npm run bench:immer`: what immer would cost the boot replay (docs/decisions.md, "Reducers
 * without immer"). The tour form is the read model with the deepest updates: a ticket's
 * sub-ticket count inside the list of tickets. This folds the same 10,000 such updates twice,
 * once as the reducer is written (spreads along the changed path) and once as an immer recipe
 * (`produce` with its default auto-freeze, as a reducer would use it), on a state of the tour
 * form's size, and prints the medians of 15 rounds. The ratio is what counts; the boot replay
 * budget (50 ms for a log at 2,000,000 characters, about 10,000 events) is the yardstick.
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { produce } from 'immer';

interface Sub { readonly id: number; readonly count: number }
interface Ticket { readonly id: number; readonly count: number; readonly subtickets: readonly Sub[] }
interface Form {
  readonly date: string | null;
  readonly time: string | null;
  readonly tours: readonly { readonly id: number; readonly count: number }[];
  readonly tickets: readonly Ticket[];
  readonly answers: Readonly<Record<string, string>>;
}

const EVENTS = 10_000;
const ROUNDS = 15;

const initial: Form = {
  date: '2030-05-08',
  time: '10:00',
  tours: [{ id: 3901, count: 1 }],
  tickets: Array.from({ length: 6 }, (_, i) => ({ id: 3031 + i, count: 0, subtickets: Array.from({ length: 4 }, (_, j) => ({ id: 3100 + i * 10 + j, count: 0 })) })),
  answers: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`q${i}`, `answer ${i}`])),
};

const updates = Array.from({ length: EVENTS }, (_, n) => ({ ticket: 3031 + (n % 6), sub: 3100 + (n % 6) * 10 + (n % 4), count: n % 9 }));

function spread(state: Form, u: (typeof updates)[number]): Form {
  return {
    ...state,
    tickets: state.tickets.map((t) => (t.id !== u.ticket ? t : { ...t, subtickets: t.subtickets.map((s) => (s.id === u.sub ? { ...s, count: u.count } : s)) })),
  };
}

const recipe = (state: Form, u: (typeof updates)[number]): Form =>
  produce(state, (draft) => {
    const sub = draft.tickets.find((t) => t.id === u.ticket)?.subtickets.find((s) => s.id === u.sub);
    if (sub) sub.count = u.count;
  });

function median(reduce: (s: Form, u: (typeof updates)[number]) => Form): number {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    let state = initial;
    for (const u of updates) state = reduce(state, u);
    times.push(performance.now() - start);
    if (state.tickets[0]!.subtickets[0]!.count !== updates.filter((u) => u.sub === 3100).at(-1)!.count) throw new Error('the folds disagree');
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const plain = median(spread);
const immer = median(recipe);
const bundle = gzipSync(readFileSync(join(dirname(require.resolve('immer')), '..', 'immer.production.mjs'))).length;
console.log(`${EVENTS.toLocaleString('en')} nested updates, median of ${ROUNDS}:`);
console.log(`  spreads (as written)  ${plain.toFixed(2)} ms`);
console.log(`  immer produce         ${immer.toFixed(2)} ms  (${(immer / plain).toFixed(1)} ×)`);
console.log(`immer's ES module, gzip: ${(bundle / 1024).toFixed(1)} KB`);

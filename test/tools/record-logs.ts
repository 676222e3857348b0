/**
 * Records the logs in fixtures/logs by driving the real runtime with fake deps, and writes
 * the read models each should replay to next to it (`*.expected.json`). Run it only when the
 * event vocabulary changes on purpose:  npx ts-node --transpile-only test/tools/record-logs.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime } from '../../src/app/runtime';
import { memoryStorage } from '../../src/bus/deps';
import { sequentialRandom } from '../helpers/fakes';
import { fakeAppDeps } from '../helpers/app-deps';
import { cents, type Command, type NewCartLine, type Count, type IsoDate } from '../../src/messages';
import { rootFold } from '../../src/app/read-models';
import { hydrate } from '../../src/event-log/hydrate';
import { basketCount, cartTotals } from '../../src/domain/cart/selectors';
import { allAreas } from '../../src/app/areas/all';

const dir = join(__dirname, '../../fixtures/logs');
const count = (n: number) => n as Count;

const ticket: NewCartLine = {
  type: 'ticket', id: 3101, name: 'Monet und die Moderne — Zeitfenster', price: cents(1800), totalPrice: cents(3600),
  totalCount: count(2), datetime: '2026-11-29 10:30:00', datetime_end: '2026-11-29 11:00:00', mode: 1, tax: 7,
  subtickets: [], print_separately: 0, bookWithCost: 0, eventId: 31, count: count(2),
};
const book: NewCartLine = {
  type: 'merchandise', id: 501, name: 'Katalog: Monet und die Moderne', price: cents(3490), totalPrice: cents(3490),
  totalCount: count(1), count: count(1), vat_value: 7,
};
const poster: NewCartLine = {
  type: 'merchandise', id: 520, name: 'Poster: Seerosen', price: cents(1290), totalPrice: cents(1290),
  totalCount: count(1), count: count(1), vat_value: 19,
};
const dayTicket: NewCartLine = {
  type: 'dayTicket', id: 'day', name: 'Tageskarte', price: cents(2400), totalPrice: cents(2400), totalCount: count(2),
  date: '2026-11-28' as IsoDate, dayTickets: [
    { id: 801, name: 'Erwachsene', price: cents(1400), count: count(1), tax: 7 },
    { id: 802, name: 'Ermäßigt', price: cents(1000), count: count(1), tax: 7 },
  ],
};
const code = (barcode: string, available: number): NewCartLine => ({
  type: 'voucherCode', id: barcode, name: `Gutschein ${barcode}`, price: cents(0), totalPrice: cents(0),
  totalCount: count(1), barcode, available: cents(available),
});

type Doc = ReturnType<ReturnType<typeof createRuntime>['log']['document']>;

function record(name: string, commands: Command[], options: { logBudget?: number; logTail?: number; edit?: (doc: Doc) => unknown } = {}) {
  const storage = memoryStorage();
  let t = Date.UTC(2026, 10, 22, 9, 0, 0);
  const runtime = createRuntime({
    areas: allAreas,
    deps: fakeAppDeps({ clock: { now: () => (t += 1500) }, random: sequentialRandom('line'), storage }),
    logBudget: options.logBudget,
    logTail: options.logTail,
  });
  commands.forEach(runtime.dispatch);
  // Compaction lives in storage; read the stored form back, as an export would.
  const stored = runtime.log.read();
  if (!stored.ok) throw new Error(stored.fault.message);
  const doc = (options.edit ?? ((d) => d))(stored.value as Doc);
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  const replayed = hydrate(JSON.parse(JSON.stringify(doc)), rootFold);
  if (!replayed.ok) throw new Error(replayed.fault.message);
  const state = replayed.value.state;
  const expected = { readModels: state, derived: { cart: { basketCount: basketCount(state.cart), totals: cartTotals(state.cart) } } };
  writeFileSync(join(dir, `${name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);
  runtime.stop();
}

record('tickets-and-books', [
  { type: 'AddCartLine', line: ticket },
  { type: 'AddCartLine', line: book },
  { type: 'AddCartLine', line: poster },
  { type: 'ChangeCartLineCount', lineId: 'line-2', count: 2 },
  { type: 'RemoveCartLine', lineId: 'line-3' },
  { type: 'SetRequestInvoice', requestInvoice: false },
]);

record('vouchers-beyond-total', [
  { type: 'AddCartLine', line: dayTicket },
  { type: 'AddCartLine', line: book },
  { type: 'AddCartLine', line: code('KH-2026-0500', 1000) },
  { type: 'AddCartLine', line: code('KH-2026-0500', 1000) },
  { type: 'AddCartLine', line: code('KH-2026-5000', 50000) },
]);

record('cleared-and-refilled', [
  { type: 'AddCartLine', line: ticket },
  { type: 'AddCartLine', line: code('KH-2026-0500', 1000) },
  { type: 'ClearCart' },
  { type: 'AddCartLine', line: poster },
]);
// Recorded by an older build: CartRequestInvoiceSet v1 carried `{ value }`; replay upcasts it.
record('older-version-upcast', [
  { type: 'AddCartLine', line: book },
  { type: 'SetRequestInvoice', requestInvoice: false },
], {
  edit: (doc) => ({
    ...doc,
    events: doc.events.map((e) => (e.type === 'CartRequestInvoiceSet' ? { ...e, v: 1, data: { value: e.data.requestInvoice } } : e)),
  }),
});

// Long enough to compact: the stored log is a snapshot plus a tail.
record('compacted', Array.from({ length: 60 }, (_, i): Command =>
  i % 3 === 2 ? { type: 'RemoveCartLine', lineId: `line-${i}` } : { type: 'AddCartLine', line: i % 2 ? book : poster },
), { logBudget: 4000, logTail: 10 });
console.log('recorded fixtures/logs');

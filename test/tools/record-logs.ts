/**
 * Records the logs in fixtures/logs by driving the real runtime with fake deps, and writes
 * the read models each should replay to next to it (`*.expected.json`). Run it only when the
 * event vocabulary changes on purpose:  npx ts-node --transpile-only test/tools/record-logs.ts
 * Names after it record only those logs (e.g. `… record-logs.ts tour-booking-v1-counts`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createRuntime } from '../../src/engine/runtime';
import { memoryStorage } from '../../src/bus/deps';
import { sequentialRandom } from '../helpers/fakes';
import { fakeAppDeps } from '../helpers/app-deps';
import { cents, type Command, type NewCartLine, type Count, type IsoDate } from '../../src/messages';
import { rootFold } from '../../src/app/areas/all';
import { hydrate } from '../../src/event-log/hydrate';
import { basketCount, cartTotals } from '../../src/domain/cart/selectors';
import { allAreas } from '../../src/app/areas/all';
import type { ApiClient } from '../../src/api/client';
import { parseCount } from '../../src/domain/tours/rules';
import { fakeApi } from '../helpers/fake-api';
import { MONDAY_MORNING, TOUR_ID, tourApi } from '../helpers/tours';

const dir = join(__dirname, '../../fixtures/logs');
const only = process.argv.slice(2);
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

function record(
  name: string,
  commands: Command[],
  options: {
    logBudget?: number;
    logTail?: number;
    edit?: (doc: Doc) => unknown;
    start?: number;
    api?: ApiClient;
    /** The edited log must replay to the read models of the session that wrote it. */
    replaysAsLive?: boolean;
  } = {},
) {
  if (only.length > 0 && !only.includes(name)) return;
  const storage = memoryStorage();
  let t = options.start ?? Date.UTC(2026, 10, 22, 9, 0, 0);
  const runtime = createRuntime({
    areas: allAreas,
    deps: fakeAppDeps({ clock: { now: () => (t += 1500) }, random: sequentialRandom('line'), storage, ...(options.api ? { api: options.api } : {}) }),
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
  if (options.replaysAsLive && !isDeepStrictEqual(JSON.parse(JSON.stringify(state)), JSON.parse(JSON.stringify(runtime.state$.value)))) {
    throw new Error(`${name}: the edited log does not replay to the session's read models`);
  }
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

// Recorded by an older build: the tour form's TourTicketCountChanged / TourPriceCountChanged v1
// carried the count as typed (`input`, text or a stepper's number) and the form parsed it; v2
// records the count the epic decided, and replay upcasts v1 by parsing the input
// (src/app/areas/tours.ts). Every input here is within what the rules allow, so it parses to
// the count the epic decided: the log replays to the read models of the session that wrote it.
// One school class booked into the basket, a second booking left half typed in the form.
const typedTourCounts: Command[] = [
  { type: 'ChangeTourPriceCount', priceId: 3901, input: 1 },
  { type: 'ChangeTourTicketCount', ticketId: 3031, input: ' 2 ' },
  { type: 'ChangeTourTicketCount', ticketId: 3033, subticketId: 3034, input: '10' },
  { type: 'AnswerTourQuestion', qId: 701, value: 7012 },
  { type: 'ToggleTourAnswer', qId: 703, answerId: 7031 },
  { type: 'AnswerTourQuestion', qId: 704, value: 'Grundschule am Hafen' },
  { type: 'AnswerTourQuestion', qId: 706, value: '2' },
  { type: 'AddTourToBasket' },
  { type: 'ChangeTourPriceCount', priceId: 3901, input: '1 ' },
  { type: 'ChangeTourTicketCount', ticketId: 3031, input: '4,0' },
  { type: 'ChangeTourTicketCount', ticketId: 3033, subticketId: 3034, input: '12.9' },
  { type: 'ChangeTourTicketCount', ticketId: 3033, subticketId: 3035, input: 2 },
  { type: 'ChangeTourTicketCount', ticketId: 3031, input: 'vier' },
];
record('tour-booking-v1-counts', [{ type: 'OpenTour', tourId: TOUR_ID }, ...typedTourCounts], {
  start: MONDAY_MORNING,
  api: fakeApi(tourApi()).api,
  replaysAsLive: true,
  edit: (doc) => {
    const typed = typedTourCounts.flatMap((c) => (c.type === 'ChangeTourPriceCount' || c.type === 'ChangeTourTicketCount' ? [c.input] : []));
    const events = doc.events.map((e) => {
      if (e.type !== 'TourTicketCountChanged' && e.type !== 'TourPriceCountChanged') return e;
      const input = typed.shift();
      const { count, ...rest } = e.data;
      if (input === undefined || parseCount(input) !== count) throw new Error(`${e.type} #${e.meta.seq}: the input ${JSON.stringify(input)} does not parse to ${count}`);
      return { ...e, v: 1, data: { ...rest, input } };
    });
    if (typed.length > 0) throw new Error(`typed counts without their event: ${JSON.stringify(typed)}`);
    return { ...doc, events };
  },
});
console.log('recorded fixtures/logs');

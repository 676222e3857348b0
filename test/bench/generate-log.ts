import { createRuntime } from '../../src/engine/runtime';
import { memoryStorage } from '../../src/bus/deps';
import { sequentialRandom } from '../helpers/fakes';
import { fakeAppDeps } from '../helpers/app-deps';
import { cents, type Command, type Count, type IsoDate, type NewCartLine } from '../../src/messages';
import type { LogDocument } from '../../src/event-log/document';
import { allAreas } from '../../src/app/areas/all';

const count = (n: number) => n as Count;

/** A small deterministic PRNG (mulberry32) so every run benchmarks the same log. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lines: NewCartLine[] = [
  {
    type: 'ticket', id: 3101, name: 'Monet und die Moderne', price: cents(1800), totalPrice: cents(3600), totalCount: count(2),
    datetime: '2026-11-29 10:30:00', datetime_end: null, mode: 1, tax: 7, subtickets: [], print_separately: 0, bookWithCost: 0,
  },
  {
    type: 'guidedTour', id: 7, tourId: 7, name: 'Highlights der Sammlung', price: cents(9000), totalPrice: cents(9000),
    totalCount: count(1), date: '2026-11-30' as IsoDate, time: '14:00', answers: {
      q1: { qId: 'q1', type: 'radio', value: 'a2' },
      q2: { qId: 'q2', type: 'checkbox', value: ['c1', 'c3'] },
    }, tickets: [{ id: 71, count: count(12), subtickets: [] }], tours: [{ id: 1, count: count(1) }], vat_value: 19, single_ticketing: 0,
  },
  { type: 'merchandise', id: 501, name: 'Katalog', price: cents(3490), totalPrice: cents(3490), totalCount: count(1), count: count(1), vat_value: 7 },
  {
    type: 'dayTicket', id: 'day', name: 'Tageskarte', price: cents(1400), totalPrice: cents(2400), totalCount: count(2), date: '2026-11-28' as IsoDate,
    dayTickets: [
      { id: 801, name: 'Erwachsene', price: cents(1400), count: count(1), tax: 7 },
      { id: 802, name: 'Ermäßigt', price: cents(1000), count: count(1), tax: 7 },
    ],
  },
  { type: 'voucherCode', id: 'v', name: 'Gutschein', price: cents(0), totalPrice: cents(0), totalCount: count(1), barcode: 'KH-1', available: cents(2500) },
];

/**
 * A realistic session: mostly adds, count changes and removals, the odd clear, invoice toggles.
 * The cart stays basket-sized, as in real use. It grows until `events` events, or until its JSON
 * would pass `maxChars` (the log's budget: the largest log a visitor's browser ever replays).
 */
export function generateLog(events = 10_000, seed = 7, maxChars = Number.POSITIVE_INFINITY): LogDocument {
  const random = prng(seed);
  let t = Date.UTC(2026, 10, 22, 9, 0, 0);
  const runtime = createRuntime({
    areas: allAreas,
    deps: fakeAppDeps({ clock: { now: () => (t += 900) }, random: sequentialRandom('l'), storage: memoryStorage() }),
    logBudget: Number.MAX_SAFE_INTEGER,
  });
  let produced = 0;
  let chars = 0;
  let last: LogDocument = runtime.log.document();
  runtime.event$.subscribe(() => (produced += 1));
  while (produced < events) {
    // Measured every 50 events; the last document within the budget is the result.
    if (produced % 50 === 0 && Number.isFinite(maxChars)) {
      const doc = runtime.log.document();
      chars = JSON.stringify(doc).length;
      if (chars > maxChars) break;
      // The log's document is live: keep a copy of the events as they are now.
      last = { ...doc, events: doc.events.slice() };
    }
    const cart = runtime.state$.value.cart;
    const roll = random();
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    let command: Command;
    if (cart.lines.length > 12 || roll < 0.2) {
      command = cart.lines.length ? { type: 'RemoveCartLine', lineId: pick(cart.lines).lineId } : { type: 'ClearCart' };
    } else if (roll < 0.3) {
      const counted = cart.lines.filter((l) => l.type === 'merchandise');
      command = counted.length
        ? { type: 'ChangeCartLineCount', lineId: pick(counted).lineId, count: 1 + Math.floor(random() * 5) }
        : { type: 'AddCartLine', line: pick(lines) };
    } else if (roll < 0.32) {
      command = { type: 'SetRequestInvoice', requestInvoice: !cart.requestInvoice };
    } else if (roll < 0.33) {
      command = { type: 'ClearCart' };
    } else {
      const line = pick(lines);
      command = { type: 'AddCartLine', line: line.type === 'voucherCode' ? { ...line, barcode: `KH-${produced}` } : line };
    }
    runtime.dispatch(command);
  }
  runtime.stop();
  return Number.isFinite(maxChars) && chars > maxChars ? last : runtime.log.document();
}

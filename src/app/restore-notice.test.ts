/**
 * Issue 29, items 4 and 6: after a restore that was not whole, the notice says what the basket
 * lost (how many lines), never that it was kept unless it was; and stored lines pass the
 * basket's door on replay like new ones, refused lines reported the same way.
 */
import { memoryStorage } from '../bus/deps';
import { LOG_KEY, openSessionLog } from '../event-log/session-log';
import { CartEvents, cents, type CartLine } from '../messages';
import { createRuntime, type Runtime } from '../engine/runtime';
import { allAreas, rootFold } from './areas/all';
import { testDeps } from '../../test/helpers/runtime-deps';
import { envelopes, sequentialRandom, type MemoryStorage } from '../../test/helpers/fakes';
import { merchandiseLine, ticketLine, voucherCodeLine, voucherLine } from '../../test/helpers/lines';

const basket = (): CartLine[] => [
  ticketLine({ lineId: 't1' }),
  merchandiseLine({ lineId: 'm1' }),
  voucherLine({ lineId: 'v1', variable_amount: 1 }),
  voucherCodeLine({ lineId: 'c1' }),
  merchandiseLine({ lineId: 'm2' }),
];

/** A stored log: an inline fact, a fact stored as an answer beside the log (`:ans:`, no line of it), then the basket's lines. */
function stored(lines: readonly CartLine[] = basket(), chunkSize = 50): MemoryStorage {
  const storage = memoryStorage();
  const log = openSessionLog({ storage, fold: rootFold, chunkSize, isCatalogueAnswer: (type) => type === 'CartRequestInvoiceSet' });
  const events = [CartEvents.CartErrorCleared.create({}), CartEvents.CartRequestInvoiceSet.create({ requestInvoice: false }), ...lines.map((line) => CartEvents.CartLineAdded.create({ line }))];
  envelopes(events).forEach((e) => log.append(e));
  return storage;
}

/**
 * Edits the stored line of entry `index` (chunks of 50): its basket line, as an attacker would.
 * Entry 1, the answer, is no line of the chunk: entry n ≥ 2 is line n − 1.
 */
function editLine(storage: MemoryStorage, index: number, edit: (line: Record<string, unknown>) => void): void {
  const key = `${LOG_KEY}:0`;
  const lines = storage.getItem(key)!.split('\n');
  const entry = JSON.parse(lines[index - 1]!) as { d: { line: Record<string, unknown> } };
  edit(entry.d.line);
  lines[index - 1] = JSON.stringify(entry);
  storage.setItem(key, lines.join('\n'));
}

const boot = (storage: MemoryStorage): Runtime => createRuntime({ areas: allAreas, deps: testDeps({ storage, random: sequentialRandom('new') }) });
const notices = (runtime: Runtime) => runtime.state$.value.notices.map((n) => (n.count === undefined ? n.kind : `${n.kind} ${n.count}`));
const lineIds = (runtime: Runtime) => runtime.state$.value.cart.lines.map((l) => l.lineId);

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

describe('the partly-restored notice says what the basket lost (issue 29, item 4)', () => {
  it.each<[string, number, (line: Record<string, unknown>) => void, number]>([
    ['a first line whose total is not price × count', 2, (l) => void (l.totalPrice = 1), 5],
    ['a negative count', 3, (l) => void (l.count = -1), 4],
    ['a fractional count', 3, (l) => void (l.count = l.totalCount = 0.5), 4],
    ['a count of 1e15', 3, (l) => void (l.count = l.totalCount = 1e15), 4],
    ['an unknown line type', 2, (l) => void (l.type = 'gift'), 5],
    ['a negative ticket price', 2, (l) => void (l.price = -1200), 5],
    ['a negative code balance', 5, (l) => void (l.available = l.price = -1000), 2],
  ])('%s: the lines from there on are counted as lost', (_, index, edit, lost) => {
    const storage = stored();
    editLine(storage, index, edit);
    const runtime = boot(storage);
    expect(runtime.state$.value.cart.lines).toHaveLength(5 - lost);
    expect(notices(runtime)).toEqual([`sessionLinesLost ${lost}`]);
  });

  it.each([
    ['removed', (storage: MemoryStorage, key: string) => storage.removeItem(key)],
    ['garbled', (storage: MemoryStorage, key: string) => storage.setItem(key, '{"requestInvoice":')],
  ])('the `:ans:` answer entries %s: reference data, not facts: the 5 lines after them are all back', (_, damage) => {
    const storage = stored();
    const answers = [...storage.map.keys()].filter((k) => k.startsWith(`${LOG_KEY}:ans:`));
    expect(answers).toHaveLength(1);
    for (const key of answers) damage(storage, key);
    const runtime = boot(storage);
    expect(lineIds(runtime)).toEqual(['t1', 'm1', 'v1', 'c1', 'm2']);
    expect(notices(runtime)).toEqual([]);
  });

  it('chunk 0 cut mid-line, or chunk 1 missing: part could not be read, so the notice says the basket may miss lines', () => {
    const cut = stored(basket(), 3);
    cut.setItem(`${LOG_KEY}:0`, cut.getItem(`${LOG_KEY}:0`)!.slice(0, -20));
    const first = boot(cut);
    // Chunk 0 holds the first fact and t1, m1 (the answer is no line): m1 is cut.
    expect(lineIds(first)).toEqual(['t1']);
    expect(notices(first)).toEqual(['sessionPartlyUnread']);

    const missing = stored(basket(), 3);
    missing.removeItem(`${LOG_KEY}:1`);
    const second = boot(missing);
    expect(lineIds(second)).toEqual(['t1', 'm1']);
    expect(notices(second)).toEqual(['sessionPartlyUnread']);
  });

  it('"everything was kept" only when every line is back as it was', () => {
    const storage = stored();
    // An entry past the basket's lines, not a line of it: cut off, but the basket is whole.
    const log = openSessionLog({ storage, fold: rootFold });
    log.read();
    log.append(envelopes([CartEvents.CartErrorCleared.create({})], { firstSeq: 8 })[0]!);
    log.append(envelopes([CartEvents.CartErrorRaised.create({ error: 'E' })], { firstSeq: 9 })[0]!);
    const key = `${LOG_KEY}:0`;
    const lines = storage.getItem(key)!.split('\n');
    // Read, but not decodable: what it was is known, and it was no line of the basket (entry 8, line 7: the answer is no line).
    lines[7] = lines[7]!.replace('"error":"E"', '"error":5');
    storage.setItem(key, lines.join('\n'));
    const runtime = boot(storage);
    expect(lineIds(runtime)).toEqual(['t1', 'm1', 'v1', 'c1', 'm2']);
    expect(notices(runtime)).toEqual(['sessionPartlyRestored']);
  });
});

describe('stored lines pass the basket door like new ones (issue 29, item 6)', () => {
  it.each<[string, (lines: CartLine[]) => CartLine[], string[]]>([
    ['a ticket line with count 0', (ls) => ls.map((l) => (l.lineId === 't1' ? ticketLine({ lineId: 't1', totalCount: 0 as never, price: cents(0) }) : l)), ['m1', 'v1', 'c1', 'm2']],
    ['a variable voucher of 10,000,000 €', (ls) => ls.map((l) => (l.lineId === 'v1' ? voucherLine({ lineId: 'v1', variable_amount: 1, price: cents(1_000_000_000) }) : l)), ['t1', 'm1', 'c1', 'm2']],
    ['a voucher code line with a forged balance', (ls) => ls.map((l) => (l.lineId === 'c1' ? { ...l, available: cents(1_000_000) } : l)), ['t1', 'm1', 'v1', 'm2']],
    ['a repeated lineId', (ls) => ls.map((l) => (l.lineId === 'm2' ? { ...l, lineId: 'm1' } : l)), ['t1', 'm1', 'v1', 'c1']],
  ])('%s is refused on restore and the notice counts it', (_, edit, kept) => {
    const runtime = boot(stored(edit(basket())));
    expect(lineIds(runtime)).toEqual(kept);
    expect(notices(runtime)).toEqual(['sessionLinesLost 1']);
    expect(errorSpy.mock.calls[0]![0]).toMatch(/do not pass the basket's rules; .*1 basket lines lost$/);
  });

  it('after a boot checkpoint, a line refused on restore is counted the same way: the checkpoint stands in for the events it covers', () => {
    const storage = memoryStorage();
    let folded = { seq: 0, state: rootFold.initial };
    const queued: Array<() => void> = [];
    const log = openSessionLog({ storage, fold: rootFold, schedule: (task) => void queued.push(task), checkpoint: { every: 3, current: () => ({ ...folded, parts: rootFold.loaded() }) } });
    const lines = basket().map((l) => (l.lineId === 'm2' ? { ...l, lineId: 'm1' } : l));
    envelopes(lines.map((line) => CartEvents.CartLineAdded.create({ line }))).forEach((e, i) => {
      log.append(e);
      folded = { seq: e.meta.seq, state: rootFold.fold(folded.state, e) };
      // An idle moment after the second line: the tab is killed before the next one.
      if (i === 1) queued.splice(0).forEach((task) => task());
    });
    // The repeated m1 (the fifth) comes after the checkpoint.
    expect((JSON.parse(storage.getItem(`${LOG_KEY}:checkpoint`)!) as { seq: number }).seq).toBe(2);
    const runtime = boot(storage);
    expect(lineIds(runtime)).toEqual(['t1', 'm1', 'v1', 'c1']);
    expect(notices(runtime)).toEqual(['sessionLinesLost 1']);
  });

  it('a repeated lineId: "Remove" removes the one line the basket holds, nothing else', () => {
    const runtime = boot(stored(basket().map((l) => (l.lineId === 'm2' ? { ...l, lineId: 'm1' } : l))));
    expect(runtime.state$.value.cart.lines.filter((l) => l.lineId === 'm1')).toHaveLength(1);
    runtime.dispatch({ type: 'RemoveCartLine', lineId: 'm1' });
    expect(lineIds(runtime)).toEqual(['t1', 'v1', 'c1']);
  });

  it('the same rules refuse such lines when they are new', () => {
    const runtime = boot(memoryStorage());
    runtime.dispatch({ type: 'AddCartLine', line: { ...voucherLine({ variable_amount: 1, price: cents(1_000_000_000) }), lineId: undefined } as never });
    expect(runtime.state$.value.cart.lines).toEqual([]);
  });
});

describe('the previous front end’s basket (the `cart` key)', () => {
  it('a line it cannot take over is said with how many, never dropped silently (issue 30); the others are in the basket', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const old = [
      { type: 'merchandise', id: 5101, name: 'Poster', price: 1500, totalPrice: 1500, totalCount: 1, count: 1 },
      { type: 'dayTicket', id: 7001, name: 'Tageskarte', price: 1200, totalPrice: 2000, totalCount: 2, date: '2030-06-01', dayTickets: [{ id: 7001, count: 1 }, { id: 7002, count: 1 }] },
    ];
    const runtime = boot(memoryStorage({ cart: JSON.stringify(old) }));
    expect(runtime.state$.value.cart.lines.map((l) => l.type)).toEqual(['merchandise']);
    expect(notices(runtime)).toEqual(['legacyLinesDropped 1']);
    expect(boot(memoryStorage({ cart: JSON.stringify(old.slice(0, 1)) })).state$.value.notices).toEqual([]);
    warn.mockRestore();
  });
});

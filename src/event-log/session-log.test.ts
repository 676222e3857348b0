import fc from 'fast-check';
import { memoryStorage } from '../bus/deps';
import { CartEvents, cents, type DomainEvent } from '../messages';
import type { RootState } from '../engine/root-state';
import { rootFold } from '../app/areas/all';
import { NOT_READ } from './deferred-chunks';
import { hydrate, type Hydrated } from './hydrate';
import { LOG_KEY, openSessionLog, isQuotaError, type ReadResult, type SessionLog, type SessionLogOptions } from './session-log';
import { disabledStorage, duplicate, envelopes, quotaStorage, storedChars, type MemoryStorage } from '../../test/helpers/fakes';
import { count, isoDate, merchandiseLine, voucherCodeLine } from '../../test/helpers/lines';
import * as VouchersEvents from '../messages/events/vouchers';
import * as MerchandiseEvents from '../messages/events/merchandise';
import * as TourEvents from '../messages/events/tours';
import * as TicketsEvents from '../messages/events/tickets';
import * as t from 'io-ts';
import { createLogModel } from './parts';
import { defineReadModel } from './read-model';
import { corePart } from '../engine/core';
import { areaHandles } from '../engine/area-manifest';
import { allAreas } from '../app/areas/all';
import { runs } from '../../test/helpers/runs';
import { session } from '../../test/helpers/log-session';

type Opts = Partial<SessionLogOptions<RootState>>;
const open = (storage: MemoryStorage | ReturnType<typeof disabledStorage>, opts: Opts = {}) =>
  openSessionLog({ storage, fold: rootFold, ...opts });

const replayStored = (storage: MemoryStorage): RootState => {
  const read = open(storage).read();
  if (!read.ok) throw new Error(read.fault.message);
  const result = hydrate(read.value, rootFold);
  if (!result.ok) throw new Error(result.fault.message);
  return result.value.state;
};

describe('session log: storage layout', () => {
  it('a fresh storage reads as an empty log', () => {
    const read = open(memoryStorage()).read();
    expect(read.ok && hydrate(read.value, rootFold)).toMatchObject({ ok: true, value: { lastSeq: 0, events: [] } });
  });

  it('what one log appends, another reads back and replays to the same state', () => {
    const storage = memoryStorage();
    const log = open(storage, { chunkSize: 3 });
    const envs = envelopes(session(20));
    envs.forEach((e) => log.append(e));
    expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs));
    expect(log.size()).toBe(storedChars(storage.map));
  });

  it('writes are appends: one append rewrites only the current chunk (and the head when a chunk starts)', () => {
    const storage = memoryStorage();
    const log = open(storage, { chunkSize: 5 });
    const envs = envelopes(session(16));
    envs.slice(0, 12).forEach((e) => log.append(e));
    const setItem = jest.spyOn(storage, 'setItem');

    log.append(envs[12]!); // 13th event: third chunk (index 2) already open
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([`${LOG_KEY}:2`]);
    expect(setItem.mock.calls[0]![1].split('\n')).toHaveLength(3);

    setItem.mockClear();
    log.append(envs[13]!);
    log.append(envs[14]!);
    log.append(envs[15]!); // 16th event starts chunk 3
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([`${LOG_KEY}:2`, `${LOG_KEY}:2`, LOG_KEY, `${LOG_KEY}:3`]);
    const written = setItem.mock.calls.map(([, value]) => value.length);
    expect(Math.max(...written)).toBeLessThan(storedChars(storage.map) / 2);
  });

  it('clear() removes every key the log wrote, and nothing else', () => {
    const storage = memoryStorage({ other: 'kept' });
    const log = open(storage, { chunkSize: 2, budget: 1500, tail: 2 });
    envelopes(session(30)).forEach((e) => log.append(e));
    expect(storage.map.has(`${LOG_KEY}:snapshot`)).toBe(true);
    log.clear();
    expect([...storage.map.keys()]).toEqual(['other']);
    expect(log.document()).toEqual({ format: 'foyer-event-log', version: 1, snapshot: null, events: [] });
  });
});

describe('session log: compaction', () => {
  it('after many events and several compactions, replaying storage equals folding everything', () => {
    const storage = memoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const log = open(storage, { budget: 4_000, tail: 5, chunkSize: 4 });
    const envs = envelopes(session(400));
    envs.forEach((e) => log.append(e));
    const live = rootFold.foldAll(rootFold.initial, envs);

    const compactions = setItem.mock.calls.filter(([key]) => key === `${LOG_KEY}:snapshot`).length;
    expect(compactions).toBeGreaterThanOrEqual(3);
    expect(replayStored(storage)).toEqual(live);
    expect(hydrate(JSON.parse(JSON.stringify(log.document())), rootFold)).toMatchObject({ ok: true, value: { state: live, lastSeq: 400 } });
    // The budget holds, give or take the events appended since the last compaction.
    expect(storedChars(storage.map)).toBeLessThan(4_000 + 10 * 400);
  });

  it('the compaction the budget asks for waits for the scheduler (an idle moment in a browser), never inside the append', () => {
    const storage = memoryStorage();
    const queued: Array<() => void> = [];
    const log = open(storage, { budget: 4_000, tail: 5, chunkSize: 4, schedule: (task) => void queued.push(task) });
    const envs = envelopes(session(200));
    envs.forEach((e) => log.append(e));
    // Past the budget: one compaction queued, none run, every event still stored.
    expect(queued).toHaveLength(1);
    expect(storage.getItem(`${LOG_KEY}:snapshot`)).toBeNull();
    expect(log.document().events).toHaveLength(200);
    queued.shift()?.();
    expect(storage.getItem(`${LOG_KEY}:snapshot`)).not.toBeNull();
    expect(log.document().events.length).toBeLessThan(200);
    expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });

  it('a log restored after compaction keeps compacting and still replays to live state', () => {
    const storage = memoryStorage();
    const envs = envelopes(session(300));
    const first = open(storage, { budget: 3_000, tail: 4, chunkSize: 3 });
    envs.slice(0, 150).forEach((e) => first.append(e));

    const second = open(storage, { budget: 3_000, tail: 4, chunkSize: 3 });
    const read = second.read();
    const restored = read.ok ? hydrate(read.value, rootFold) : read;
    if (!restored.ok) throw new Error(restored.fault.message);
    second.adopt(restored.value.snapshot, restored.value.events);
    envs.slice(150).forEach((e) => second.append(e));

    expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });

  const SEQUENCES = runs(1000, 100);
  it(`property: for any event sequence and small budget, replaying storage equals the live fold (${SEQUENCES} runs)`, () => {
    const events = fc.array(
      fc.oneof(
        fc.record({ id: fc.integer({ min: 0, max: 9 }), price: fc.integer({ min: 0, max: 100_000 }) }).map(({ id, price }) =>
          CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: `l${id}`, price: cents(price) }) }),
        ),
        fc.integer({ min: 0, max: 9 }).map((id) => CartEvents.CartLineRemoved.create({ lineId: `l${id}` })),
        fc.record({ id: fc.integer({ min: 0, max: 9 }), n: fc.integer({ min: 1, max: 9 }) }).map(({ id, n }) =>
          CartEvents.CartLineCountChanged.create({ lineId: `l${id}`, count: count(n) }),
        ),
        fc.constantFrom<DomainEvent>(
          CartEvents.CartCleared.create({}),
          CartEvents.CartRequestInvoiceSet.create({ requestInvoice: false }),
          CartEvents.CartRequestInvoiceSet.create({ requestInvoice: true }),
          CartEvents.ShippingCostsLoaded.create({ shippingCosts: cents(495), country: 'DE' }),
          CartEvents.ShippingCostsReset.create({}),
        ),
      ),
      { maxLength: 60, size: 'max' },
    );
    let compacted = 0;
    fc.assert(
      fc.property(events, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 5 }), (evs, tail, chunkSize) => {
        const storage = memoryStorage();
        const log = open(storage, { budget: 1_200, tail, chunkSize });
        const envs = envelopes(evs);
        envs.forEach((e) => log.append(e));
        if (log.document().snapshot) compacted += 1;
        expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs));
      }),
      { numRuns: SEQUENCES, seed: 42 },
    );
    expect(compacted).toBeGreaterThan(SEQUENCES * 0.3);
  });

  const WITH_AREAS = runs(500, 100);
  it(`property: compacting while areas are not loaded never loses their events; replay with every area equals the live fold (${WITH_AREAS} runs)`, () => {
    const today = isoDate('2030-01-01');
    const event = fc.oneof(
      fc.integer({ min: 0, max: 9 }).map((id) => CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: `l${id}` }) })),
      fc.integer({ min: 0, max: 3 }).map((b) => CartEvents.CartLineAdded.create({ line: voucherCodeLine({ lineId: `c${b}`, barcode: `B${b}` }) })),
      fc.integer({ min: 0, max: 9 }).map((id) => CartEvents.CartLineRemoved.create({ lineId: `l${id}` })),
      fc.integer({ min: 0, max: 2 }).map((id) => VouchersEvents.VoucherOpened.create({ voucherId: id })),
      fc.integer({ min: 0, max: 2 }).map((id) => VouchersEvents.VoucherQuantityChanged.create({ voucherId: id, quantity: count(2) })),
      fc.constantFrom('E1', 'E2').map((error) => VouchersEvents.VoucherCodeRejected.create({ error, code: null })),
      fc.integer({ min: 0, max: 2 }).map((articleId) => MerchandiseEvents.ProductOpened.create({ articleId })),
      fc.constantFrom<DomainEvent>(
        TourEvents.TourListRequested.create({ today }),
        TourEvents.TourDaySelected.create({ date: today }),
        TourEvents.TourFiltersReset.create({}),
        TicketsEvents.DayTicketsOpened.create({ today }),
      ),
    );
    let retainedRuns = 0;
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 60, size: 'max' }),
        fc.subarray([...allAreas]),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        (evs, loaded, tail, chunkSize) => {
          const storage = memoryStorage();
          const model = createLogModel<RootState>({ parts: [corePart, ...loaded], handles: areaHandles });
          const log = openSessionLog({ storage, fold: model, budget: 1_200, tail, chunkSize });
          const envs = envelopes(evs);
          envs.forEach((e) => log.append(e));
          const snapshot = log.document().snapshot;
          if (snapshot && (snapshot.seq > 0) && log.document().events.some((e) => e.meta.seq <= snapshot.seq)) retainedRuns += 1;
          expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs));
        },
      ),
      { numRuns: WITH_AREAS, seed: 42 },
    );
    expect(retainedRuns).toBeGreaterThan(WITH_AREAS * 0.2);
  });

  it('events kept for an area that is not loaded do not make every append compact', () => {
    const storage = memoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const log = openSessionLog({ storage, fold: createLogModel<RootState>({ parts: [corePart], handles: areaHandles }), budget: 2_000, tail: 4 });
    const today = isoDate('2030-01-01');
    const tours = Array.from({ length: 40 }, () => TourEvents.TourListRequested.create({ today }));
    const cart = Array.from({ length: 80 }, (_, i) => CartEvents.CartRequestInvoiceSet.create({ requestInvoice: i % 2 === 0 }));
    const envs = envelopes([...tours, ...cart]);
    envs.forEach((e) => log.append(e));
    const snapshots = setItem.mock.calls.filter(([key]) => key === `${LOG_KEY}:snapshot`).length;
    // Past the budget, with a tail of 4: a compaction once the tail has doubled, i.e. at most
    // every 4 appends (as without any area), not on every append.
    expect(snapshots).toBeGreaterThan(0);
    expect(snapshots).toBeLessThanOrEqual(envs.length / 4 + 1);
    expect(log.document().events.filter((e) => e.type === 'TourListRequested')).toHaveLength(40);
    expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });
});

describe('session log: storage failures never escape', () => {
  it('recognises quota errors across browsers', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });

  it('quota hit: compacts to snapshot + tail and keeps persisting when that fits', () => {
    const storage = quotaStorage(6_000);
    const onDegraded = jest.fn();
    const log = open(storage, { tail: 3, onDegraded });
    const envs = envelopes(session(120));
    expect(() => envs.forEach((e) => log.append(e))).not.toThrow();
    expect(onDegraded).not.toHaveBeenCalled();
    expect(log.mode).toBe('persistent');
    expect(storage.map.has(`${LOG_KEY}:snapshot`)).toBe(true);
    expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });

  it('quota hit and even the compacted log does not fit: memory mode, said once; storage keeps the log as it was before the write that failed', () => {
    const storage = quotaStorage(1_000, { unrelated: 'x'.repeat(200) });
    const onDegraded = jest.fn();
    const log = open(storage, { tail: 100, onDegraded });
    const envs = envelopes(session(40));
    const stored: Array<Map<string, string>> = [];
    expect(() =>
      envs.forEach((e) => {
        if (log.mode !== 'memory') stored.push(new Map(storage.map));
        log.append(e);
      }),
    ).not.toThrow();
    expect(onDegraded.mock.calls).toEqual([['quota', 'earlier']]);
    expect(log.mode).toBe('memory');
    // Issue 26: what a reload finds is exactly what was stored before the failing append, not nothing.
    expect(storage.map).toEqual(stored.at(-1));
    const kept = openSessionLog({ storage: duplicate(storage), fold: rootFold }).read();
    expect(kept.ok && hydrate(kept.value, rootFold)).toMatchObject({ ok: true, value: { lastSeq: stored.length - 1 } });
    // the log itself still holds everything, in memory
    expect(hydrate(log.document(), rootFold)).toMatchObject({ ok: true, value: { state: rootFold.foldAll(rootFold.initial, envs) } });
  });

  it('quota hit before anything was stored: memory mode, nothing survives', () => {
    const storage = quotaStorage(300, { unrelated: 'x'.repeat(290) });
    const onDegraded = jest.fn();
    const log = open(storage, { onDegraded });
    expect(() => envelopes(session(3)).forEach((e) => log.append(e))).not.toThrow();
    expect(onDegraded.mock.calls).toEqual([['quota', 'nothing']]);
    expect([...storage.map.keys()]).toEqual(['unrelated']);
  });

  it('storage that throws something else on write → memory mode (unavailable)', () => {
    const storage = memoryStorage();
    const onDegraded = jest.fn();
    const log = open(storage, { onDegraded });
    const [a, b] = envelopes(session(2));
    log.append(a!);
    jest.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => log.append(b!)).not.toThrow();
    expect(onDegraded.mock.calls).toEqual([['unavailable', 'nothing']]);
    expect(log.document().events).toHaveLength(2);
  });

  it('disabled storage (getItem throws) → read gives an empty log and the log runs in memory', () => {
    const onDegraded = jest.fn();
    const log = open(disabledStorage(), { onDegraded });
    const read = log.read();
    expect(read.ok && hydrate(read.value, rootFold)).toMatchObject({ ok: true, value: { lastSeq: 0 } });
    expect(log.mode).toBe('memory');
    expect(onDegraded.mock.calls).toEqual([['unavailable', 'nothing']]);
    expect(() => envelopes(session(5)).forEach((e) => log.append(e))).not.toThrow();
    expect(log.document().events).toHaveLength(5);
    expect(() => log.clear()).not.toThrow();
  });
});

describe('session log: catalogue answers are reference data beside the log (issue 28)', () => {
  const answers = (storage: MemoryStorage) => [...storage.map.keys()].filter((k) => k.startsWith(`${LOG_KEY}:ans:`));
  const isCatalogueAnswer = (type: string) => type === 'TourListLoaded' || type === 'TourCategoriesLoaded';
  const list = (name: string) => TourEvents.TourListLoaded.create({ tours: [{ id: 301, name, museumId: 1, venue: 'Main building', langIdentifier: 'de', langName: 'German', custom_groups: [] }] });
  const visit = (): DomainEvent[] => [
    TourEvents.TourListRequested.create({ today: isoDate('2030-05-06') }),
    list('Light and Line'),
    TourEvents.TourCategoriesLoaded.create({ categories: [{ id: 31, name: 'Public tours' }] }),
    TourEvents.TourListRequested.create({ today: isoDate('2030-05-06') }),
    // Back to the list: the same answer again is stored once, with both arrivals.
    list('Light and Line'),
    list('Light and Line (sold out)'),
  ];

  it('no answer is a line of the log; each distinct one is stored once with its language and arrivals; the log reads back to exactly what was appended', () => {
    const storage = memoryStorage();
    const log = open(storage, { isCatalogueAnswer, language: () => 'de' });
    const envs = envelopes(visit()).map((e, i) => ({ ...e, meta: { ...e.meta, at: e.meta.at + 700 * i } }));
    for (const e of envs) log.append(e);
    expect(answers(storage)).toHaveLength(3);
    const lines = (storage.getItem(`${LOG_KEY}:0`) ?? '').split('\n');
    // The two facts alone; the second says its seq, the answers between them being elsewhere.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('{"t":"TourListRequested","d":{"today":"2030-05-06"},"s":4,"a":2100}');
    const entries = answers(storage).map((k) => JSON.parse(storage.getItem(k)!) as { t: string; l: string; s: number[][] });
    expect(entries.map((e) => [e.t, e.l, e.s.map(([seq]) => seq)]).sort()).toEqual([
      ['TourCategoriesLoaded', 'de', [3]],
      ['TourListLoaded', 'de', [2, 5]],
      ['TourListLoaded', 'de', [6]],
    ]);
    const read = open(storage, { isCatalogueAnswer }).read();
    expect(read).toEqual({ ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: null, events: envs } });
    // What the log exports carries every answer inline, where it arrived.
    expect(log.document().events).toEqual(envs);
  });

  it('a missing answer loses no fact: the log reads on without it (the screen asks again)', () => {
    const storage = memoryStorage();
    const log = open(storage, { isCatalogueAnswer });
    const envs = envelopes(visit());
    for (const e of envs) log.append(e);
    const categories = answers(storage).find((k) => storage.getItem(k)!.includes('TourCategoriesLoaded'))!;
    storage.removeItem(categories);
    const read = open(storage, { isCatalogueAnswer }).read();
    expect(read).toEqual({ ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: null, events: envs.filter((e) => e.type !== 'TourCategoriesLoaded') } });
  });

  it('a log read up to damage keeps the answers that came before its last fact read, none after', () => {
    const storage = memoryStorage();
    const log = open(storage, { isCatalogueAnswer });
    const envs = envelopes([...visit(), CartEvents.CartCleared.create({})]);
    for (const e of envs) log.append(e);
    const key = `${LOG_KEY}:0`;
    const lines = storage.getItem(key)!.split('\n');
    storage.setItem(key, [lines[0], lines[1], '{"t":'].join('\n') + '\n' + lines[2]);
    const read = open(storage, { isCatalogueAnswer }).read();
    expect(read.ok).toBe(false);
    expect(!read.ok && (read.partial as { events: Array<{ type: string }> }).events.map((e) => e.type)).toEqual([
      'TourListRequested', 'TourListLoaded', 'TourCategoriesLoaded', 'TourListRequested',
    ]);
  });

  it('compaction keeps only the answers the events kept still use; the log size counts the facts, the reference size the answers', () => {
    const storage = memoryStorage();
    const log = open(storage, { isCatalogueAnswer, tail: 1 });
    for (const e of envelopes(visit())) log.append(e);
    const before = log.referenceSize();
    expect(log.size() + log.referenceSize()).toBe(storedChars(storage.map));
    expect(log.size()).toBe(storedChars(new Map([...storage.map].filter(([k]) => !k.includes(':ans:')))));
    log.rewrite(null, log.document().events.slice(-1));
    expect(answers(storage)).toHaveLength(1);
    expect(log.size() + log.referenceSize()).toBe(storedChars(storage.map));
    expect(log.referenceSize()).toBeLessThan(before);
    log.clear();
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('past the reference budget the log compacts, though its facts are far inside theirs', () => {
    const storage = memoryStorage();
    const queued: Array<() => void> = [];
    const log = open(storage, { isCatalogueAnswer, tail: 2, referenceBudget: 2_000, schedule: (task) => void queued.push(task) });
    const many = envelopes(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? TourEvents.TourListRequested.create({ today: isoDate('2030-05-06') }) : list(`Tour ${i}`))));
    for (const e of many) log.append(e);
    expect(log.referenceSize()).toBeGreaterThan(2_000);
    expect(queued.length).toBeGreaterThan(0);
    queued.shift()?.();
    expect(answers(storage).length).toBeLessThanOrEqual(2);
    expect(log.referenceSize()).toBeLessThan(2_000);
  });

  it('two answers with one name: the later one takes the next free name, and both read back', () => {
    const storage = memoryStorage();
    const first = envelopes([list('A')]);
    const log = open(storage, { isCatalogueAnswer });
    log.append(first[0]!);
    const [key] = answers(storage);
    // Another text under the same name (a collision, or an edit): the later answer must not land on it.
    const other = JSON.parse(storage.getItem(key!)!) as Record<string, unknown>;
    storage.setItem(key!, JSON.stringify({ ...other, d: list('B').data }));
    const again = open(storage, { isCatalogueAnswer });
    const read = again.read();
    expect(read.ok).toBe(true);
    const next = envelopes([list('A')], { firstSeq: 2 })[0]!;
    again.adopt(null, read.ok ? (read.value as { events: never[] }).events : []);
    again.append(next);
    expect(answers(storage).sort()).toEqual([key, `${key}-1`].sort());
    expect(storage.getItem(`${key}-1`)).toContain('"d":{"tours":[{"id":301,"name":"A"');
  });

  it('an answer of the earlier format (a line with its hash, the answer under :ref:) still reads, and a rewrite moves it beside the log', () => {
    const storage = memoryStorage();
    const [a, b] = envelopes([TourEvents.TourListRequested.create({ today: isoDate('2030-05-06') }), list('X')]);
    storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0, size: 50 }));
    storage.setItem(`${LOG_KEY}:ref:h1`, JSON.stringify(b!.data));
    storage.setItem(`${LOG_KEY}:0`, [`{"t":"TourListRequested","v":1,"d":{"today":"2030-05-06"},"s":${a!.meta.seq},"at":${a!.meta.at},"b":"${a!.meta.tab}"}`, `{"t":"TourListLoaded","v":1,"r":"h1","a":${b!.meta.at - a!.meta.at}}`].join('\n'));
    const log = open(storage, { isCatalogueAnswer });
    const read = log.read();
    expect(read).toEqual({ ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: null, events: [a, b] } });
    log.rewrite(null, [a!, b!]);
    expect(storage.getItem(`${LOG_KEY}:ref:h1`)).toBeNull();
    expect(answers(storage)).toHaveLength(1);
    expect(open(storage, { isCatalogueAnswer }).read()).toEqual({ ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: null, events: [a, b] } });
  });

  it('lines of the first stored format (whole envelopes) still read, before and after new lines', () => {
    const storage = memoryStorage();
    const [a, b, c] = envelopes([CartEvents.CartCleared.create({}), list('X'), CartEvents.CartCleared.create({})]);
    storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0, size: 50 }));
    storage.setItem(`${LOG_KEY}:0`, [JSON.stringify(a), JSON.stringify(b)].join('\n'));
    const log = open(storage, { isCatalogueAnswer });
    const read = log.read();
    if (!read.ok) throw new Error(read.fault.message);
    log.adopt(null, (read.value as { events: never[] }).events);
    log.append(c!);
    expect(open(storage, { isCatalogueAnswer }).read()).toEqual({ ok: true, value: { format: 'foyer-event-log', version: 1, snapshot: null, events: [a, b, c] } });
  });
});

describe('session log: boot checkpoints', () => {
  const envs = envelopes(session(120));
  /** A log that folds as it appends, as the runtime does, and checkpoints every `every` events. */
  const live = (storage: MemoryStorage, every: number, opts: Opts = {}) => {
    let folded = { seq: 0, state: rootFold.initial };
    const onHistoryDamaged = jest.fn();
    const log = open(storage, {
      ...opts,
      checkpoint: { every, current: () => ({ ...folded, parts: rootFold.loaded() }), onHistoryDamaged },
    });
    const append = (e: (typeof envs)[number]) => {
      log.append(e);
      folded = { seq: e.meta.seq, state: rootFold.fold(folded.state, e) };
    };
    return { log, append, onHistoryDamaged, set: (next: typeof folded) => (folded = next) };
  };
  /** The session stored in chunks of 50 with a checkpoint, entry 1's price edited into a string (it no longer decodes). */
  const storedWithBadPrice = (): MemoryStorage => {
    const storage = memoryStorage();
    const first = live(storage, 50, { chunkSize: 50 });
    envs.forEach(first.append);
    const chunk = storage.getItem(`${LOG_KEY}:0`)!.split('\n');
    chunk[1] = chunk[1]!.replace(/"price":\d+/, '"price":"12,00"');
    storage.setItem(`${LOG_KEY}:0`, chunk.join('\n'));
    return storage;
  };
  const checkpointOf = (storage: MemoryStorage) => JSON.parse(storage.getItem(`${LOG_KEY}:checkpoint`) ?? 'null') as { seq: number; parts: string[] } | null;
  /** The stored log hydrated as the runtime's boot does: from the checkpoint, the chunks it covers left unread. */
  const hydrated = (read: ReadResult) => {
    const restored = read.ok ? hydrate(read.value, rootFold, { checkpoint: read.checkpoint, deferred: read.deferred }) : null;
    if (!restored?.ok) throw new Error('not restored');
    return restored.value;
  };
  /** What boot hydrated, handed to the log as the runtime does. */
  const adoptHydrated = (log: SessionLog<RootState>, restored: Hydrated<RootState>): void =>
    log.adopt(restored.snapshot, restored.events, restored.unverified, restored.deferred);

  it('stores the live state beside the log at the first idle moment after events came, once for a burst, and never without a checkpoint source', () => {
    const storage = memoryStorage();
    const queued: Array<() => void> = [];
    const { append } = live(storage, 25, { schedule: (task) => void queued.push(task) });
    envs.slice(0, 30).forEach(append);
    expect(checkpointOf(storage)).toBeNull();
    expect(queued).toHaveLength(1);
    queued.shift()?.();
    expect(checkpointOf(storage)).toMatchObject({ seq: 30, parts: rootFold.loaded() });
    // Fewer than `every` events since: a tab killed now still leaves the state as of the last idle moment.
    envs.slice(30, 33).forEach(append);
    expect(queued).toHaveLength(1);
    queued.shift()?.();
    expect(checkpointOf(storage)?.seq).toBe(33);
    // An idle moment with nothing appended writes nothing.
    expect(queued).toHaveLength(0);

    const plain = memoryStorage();
    const log = open(plain);
    envs.slice(0, 30).forEach((e) => log.append(e));
    expect(plain.getItem(`${LOG_KEY}:checkpoint`)).toBeNull();
  });

  it('writes by its own schedule when it has one (the browser: an idle moment, or the next task, never the click)', () => {
    const storage = memoryStorage();
    const later: Array<() => void> = [];
    let folded = { seq: 0, state: rootFold.initial };
    // The log's own schedule is Node's "at once"; the checkpoint's waits.
    const log = open(storage, { checkpoint: { every: 25, current: () => ({ ...folded, parts: rootFold.loaded() }), schedule: (task) => void later.push(task) } });
    envs.slice(0, 3).forEach((e) => {
      log.append(e);
      folded = { seq: e.meta.seq, state: rootFold.fold(folded.state, e) };
    });
    expect(checkpointOf(storage)).toBeNull();
    expect(later).toHaveLength(1);
    later.shift()?.();
    expect(checkpointOf(storage)?.seq).toBe(3);
  });

  it('is brought up to the live state when the page goes away (checkpointNow): the reload decodes no event after it', () => {
    const storage = memoryStorage();
    const queued: Array<() => void> = [];
    const first = live(storage, 50, { schedule: (task) => void queued.push(task) });
    envs.slice(0, 50).forEach(first.append);
    queued.splice(0).forEach((task) => task());
    envs.slice(50, 70).forEach(first.append);
    expect(checkpointOf(storage)?.seq).toBe(50);
    first.log.checkpointNow();
    expect(checkpointOf(storage)?.seq).toBe(70);
    // Nothing appended since: nothing written again.
    storage.removeItem(`${LOG_KEY}:checkpoint`);
    first.log.checkpointNow();
    expect(checkpointOf(storage)).toBeNull();
    first.append(envs[70]!);
    first.log.checkpointNow();
    expect(checkpointOf(storage)?.seq).toBe(71);

    const second = live(storage, 50);
    const read = second.log.read();
    const restored = hydrated(read);
    expect(restored.unverified).toBe(71);
    expect(restored.state).toEqual(rootFold.foldAll(rootFold.initial, envs.slice(0, 71)));
  });

  it('the page going away does not move the checkpoints every `every` events (compaction folds from those)', () => {
    const storage = memoryStorage();
    const queued: Array<() => void> = [];
    const first = live(storage, 50, { schedule: (task) => void queued.push(task) });
    envs.slice(0, 30).forEach(first.append);
    first.log.checkpointNow();
    expect(checkpointOf(storage)?.seq).toBe(30);
    envs.slice(30, 50).forEach(first.append);
    queued.splice(0).forEach((task) => task());
    expect(checkpointOf(storage)?.seq).toBe(50);
  });

  it('no room for the checkpoint: the one before stays and the log is not stepped down for it (a shortcut, not the log)', () => {
    let limit = Number.POSITIVE_INFINITY;
    const inner = memoryStorage();
    const storage: MemoryStorage = {
      ...inner,
      map: inner.map,
      setItem(key, value) {
        if (storedChars(inner.map) + key.length + value.length > limit) throw new DOMException('full', 'QuotaExceededError');
        inner.setItem(key, value);
      },
    };
    const onDegraded = jest.fn();
    const queued: Array<() => void> = [];
    const { log, append } = live(storage, 50, { onDegraded, schedule: (task) => void queued.push(task) });
    envs.slice(0, 60).forEach(append);
    queued.splice(0).forEach((task) => task());
    const before = storage.getItem(`${LOG_KEY}:checkpoint`);
    expect(before).not.toBeNull();
    append(envs[60]!);
    // Room for the next line, not for a second copy of the state.
    limit = storedChars(inner.map) + 200;
    log.checkpointNow();
    expect(storage.getItem(`${LOG_KEY}:checkpoint`)).toBe(before);
    expect(log.mode).toBe('persistent');
    expect(onDegraded).not.toHaveBeenCalled();
  });

  it('a page in memory or basket mode stores no checkpoint when it goes away', () => {
    const storage = quotaStorage(2_000);
    const { log, append } = live(storage, 50);
    envs.slice(0, 40).forEach(append);
    expect(log.mode).not.toBe('persistent');
    log.checkpointNow();
    expect(storage.getItem(`${LOG_KEY}:checkpoint`)).toBeNull();
  });

  it.each([
    ['ahead of the log', 31],
    ['between two of its events', 12.5],
    ['before its first event', 0.5],
  ])('a live state at a seq the log does not hold (%s) is no checkpoint of it: nothing is stored', (_where, seq) => {
    const storage = memoryStorage();
    const queued: Array<() => void> = [];
    const log = open(storage, {
      schedule: (task) => void queued.push(task),
      checkpoint: { every: 25, current: () => ({ seq, state: rootFold.initial, parts: rootFold.loaded() }) },
    });
    envs.slice(0, 30).forEach((e) => log.append(e));
    queued.splice(0).forEach((task) => task());
    expect(checkpointOf(storage)).toBeNull();
  });

  it('a reload reads it: the covered events stay as stored until decoded at an idle moment, or at once when the log is needed', () => {
    const storage = memoryStorage();
    const first = live(storage, 50);
    envs.forEach(first.append);
    // Without an idle callback (Node) it runs inside each append, before that event is folded:
    // the last one stored is as of the event before the last.
    expect(checkpointOf(storage)?.seq).toBe(119);

    const queued: Array<() => void> = [];
    const second = live(storage, 50, { schedule: (task) => void queued.push(task) });
    const read = second.log.read();
    const restored = hydrated(read);
    expect(restored.unverified).toBe(119);
    expect(restored.state).toEqual(rootFold.foldAll(rootFold.initial, envs));
    adoptHydrated(second.log, restored);
    expect(queued).toHaveLength(1);
    // The whole log, decoded (brands and all), whenever anyone asks for it.
    expect(second.log.document().events).toEqual(envs);
    expect(second.onHistoryDamaged).not.toHaveBeenCalled();
  });

  it('a covered entry that does not decode: the state stands, the history is dropped, the log restarts from the live state, and the owner is told once', () => {
    const storage = storedWithBadPrice();

    const second = live(storage, 50, { chunkSize: 50 });
    const read = second.log.read();
    const restored = hydrated(read);
    const state = rootFold.foldAll(rootFold.initial, envs);
    expect(restored.state).toEqual(state);
    second.set({ seq: restored.lastSeq, state: restored.state });
    adoptHydrated(second.log, restored);
    expect(second.onHistoryDamaged).toHaveBeenCalledTimes(1);
    expect(second.onHistoryDamaged.mock.calls[0]![0]).toMatchObject({ reason: 'undecodable', index: 1, message: expect.stringContaining('Expecting Cents at line.price') });
    expect(second.log.document().snapshot).toEqual({ seq: 120, state });
    expect(second.log.document().events).toEqual([]);
    expect(checkpointOf(storage)).toBeNull();
    expect(replayStored(storage)).toEqual(state);
  });

  it('a covered entry out of order (its seq does not follow the one before) is found after boot like one that does not decode', () => {
    const storage = memoryStorage();
    const first = live(storage, 50, { chunkSize: 50 });
    envs.forEach(first.append);
    const chunk = storage.getItem(`${LOG_KEY}:0`)!.split('\n');
    // Entry 3 says seq 3 again; entry 4 goes on at 5, so the seqs around the checkpoint are as written.
    chunk[3] = chunk[3]!.replace(/^\{/, '{"s":3,');
    chunk[4] = chunk[4]!.replace(/^\{/, '{"s":5,');
    storage.setItem(`${LOG_KEY}:0`, chunk.join('\n'));

    const second = live(storage, 50, { chunkSize: 50 });
    const read = second.log.read();
    const restored = hydrated(read);
    expect(restored.unverified).toBeGreaterThan(4);
    second.set({ seq: restored.lastSeq, state: restored.state });
    adoptHydrated(second.log, restored);
    expect(second.onHistoryDamaged).toHaveBeenCalledTimes(1);
    expect(second.onHistoryDamaged.mock.calls[0]![0]).toMatchObject({ reason: 'corrupt', index: 3, message: expect.stringContaining('seq 3 does not follow 3') });
    expect(second.log.document().events).toEqual([]);
  });

  it('an area catching up has only the events it folds decoded (documentFor); the others wait for idle moments, and adopting its result keeps the verification where it was', () => {
    const storage = memoryStorage();
    const first = live(storage, 50);
    envs.forEach(first.append);
    const queued: Array<() => void> = [];
    const second = live(storage, 50, { schedule: (task) => void queued.push(task) });
    const read = second.log.read();
    const restored = hydrated(read);
    adoptHydrated(second.log, restored);
    const covered = restored.unverified;
    expect(covered).toBeGreaterThan(50);

    const doc = second.log.documentFor(new Set(['CartLineRemoved']));
    for (let i = 0; i < covered; i++) {
      const entry = doc.events[i]!;
      // A removal decoded (a copy); anything else as boot left it (the stored object), or, in a
      // chunk boot did not parse, read with the removals beside it, or still not read.
      if (entry.type === 'CartLineRemoved') expect(entry).not.toBe(restored.events[i]);
      else if (restored.events[i] === NOT_READ) expect(entry === NOT_READ || entry.meta.seq === envs[i]!.meta.seq).toBe(true);
      else expect(entry).toBe(restored.events[i]);
    }
    expect(() => second.log.adopt(doc.snapshot, doc.events.slice(1), 'unchanged')).toThrow(/stay at their places/);
    second.log.adopt(doc.snapshot, [...doc.events], 'unchanged');
    // The idle verification goes on: every entry decoded (a copy of the stored object), none found damaged.
    expect(queued.length).toBeGreaterThan(0);
    while (queued.length > 0) queued.shift()!();
    const settled = second.log.document().events;
    expect(settled).toEqual(envs);
    for (let i = 0; i < covered; i++) expect(settled[i]).not.toBe(restored.events[i]);
    expect(second.onHistoryDamaged).not.toHaveBeenCalled();
  });

  it('boot does not parse the whole chunks before the checkpoint\'s: they are read as the idle check reaches them, or as an area needs a type they hold', () => {
    const storage = memoryStorage();
    const first = live(storage, 50);
    envs.forEach(first.append);
    const queued: Array<() => void> = [];
    const second = live(storage, 50, { schedule: (task) => void queued.push(task) });
    const read = second.log.read();
    // Chunks 0 and 1 (events 1–100); chunk 2 holds the checkpoint (119) and is read as ever.
    expect(read.deferred?.chunks).toHaveLength(2);
    expect(read.ok && (read.value as { events: unknown[] }).events).toHaveLength(20);
    const restored = hydrated(read);
    expect(restored.events.slice(0, 100).every((e) => e === NOT_READ)).toBe(true);
    expect(restored.unverified).toBe(119);
    expect(restored.state).toEqual(rootFold.foldAll(rootFold.initial, envs));
    adoptHydrated(second.log, restored);

    // No chunk holds a type of these: nothing is read for them.
    const none = second.log.documentFor(new Set(['TourFormOpened']));
    expect(none.events.slice(0, 100).every((e) => e === NOT_READ)).toBe(true);
    second.log.adopt(none.snapshot, [...none.events], 'unchanged');
    // One idle batch reads and checks them all (fewer than VERIFY_BATCH).
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(second.log.document().events).toEqual(envs);
    expect(second.onHistoryDamaged).not.toHaveBeenCalled();
  });

  it('a checkpoint hydrate finds unfit (its state does not decode): the chunks left unread are read then, and the log replays whole', () => {
    const storage = memoryStorage();
    const first = live(storage, 50);
    envs.forEach(first.append);
    const stored = JSON.parse(storage.getItem(`${LOG_KEY}:checkpoint`)!) as { state: { cart: unknown } };
    storage.setItem(`${LOG_KEY}:checkpoint`, JSON.stringify({ ...stored, state: { ...stored.state, cart: 'not a cart' } }));
    const read = live(storage, 50).log.read();
    expect(read.deferred?.chunks).toHaveLength(2);
    const restored = hydrated(read);
    expect(restored.unverified).toBe(0);
    expect(restored.deferred).toBeUndefined();
    expect(restored.events).toEqual(envs);
    expect(restored.state).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });

  it('a whole chunk left unread at boot that turns out damaged: found when it is read, like an entry that does not decode', () => {
    const storage = memoryStorage();
    const first = live(storage, 50);
    envs.forEach(first.append);
    storage.setItem(`${LOG_KEY}:0`, storage.getItem(`${LOG_KEY}:0`)!.replace('\n', '\n{"t":'));
    const second = live(storage, 50);
    const read = second.log.read();
    expect(read.deferred?.chunks).toHaveLength(2);
    const restored = hydrated(read);
    second.set({ seq: restored.lastSeq, state: restored.state });
    adoptHydrated(second.log, restored);
    expect(second.onHistoryDamaged).toHaveBeenCalledTimes(1);
    expect(second.onHistoryDamaged.mock.calls[0]![0]).toMatchObject({ reason: 'corrupt', index: 1, message: expect.stringMatching(/^entry 1 is not valid JSON/) });
    // The state stands; the history before it is gone.
    expect(second.log.document().snapshot).toEqual({ seq: 120, state: restored.state });
    expect(second.log.document().events).toEqual([]);
  });

  it('a covered entry of a type an area folds that does not decode: documentFor settles the whole log, so the damage is found before the area folds it', () => {
    const storage = storedWithBadPrice();
    const queued: Array<() => void> = [];
    const second = live(storage, 50, { chunkSize: 50, schedule: (task) => void queued.push(task) });
    const read = second.log.read();
    const restored = hydrated(read);
    second.set({ seq: restored.lastSeq, state: restored.state });
    adoptHydrated(second.log, restored);
    const doc = second.log.documentFor(new Set(['CartLineAdded']));
    expect(second.onHistoryDamaged).toHaveBeenCalledTimes(1);
    expect(doc.events).toEqual([]);
  });

  it('a compaction and a rewrite drop it (the log it covered is gone)', () => {
    const storage = memoryStorage();
    const { append, log } = live(storage, 20, { budget: 6_000, tail: 5 });
    envs.slice(0, 60).forEach(append);
    const compacted = [...storage.map.keys()].includes(`${LOG_KEY}:snapshot`);
    expect(compacted).toBe(true);
    // Checkpoints come again after compaction, each one after its snapshot.
    const cp = checkpointOf(storage);
    if (cp) expect(cp.seq).toBeGreaterThan(JSON.parse(storage.getItem(`${LOG_KEY}:snapshot`)!).seq);
    log.rewrite(null, envs.slice(0, 3));
    expect(checkpointOf(storage)).toBeNull();
    expect(replayStored(storage)).toEqual(rootFold.foldAll(rootFold.initial, envs.slice(0, 3)));
  });

  it('compaction folds on from the newest checkpoint at or before its cut, not from the start, and still replays to the live state', () => {
    let reduced = 0;
    const counter = { name: 'counter', events: {}, readModels: { added: defineReadModel({ handles: ['CartLineAdded'], initial: 0, codec: t.number, reduce: (n: number) => ((reduced += 1), n + 1) }) } };
    const model = createLogModel<RootState & { added: number }>({ parts: [corePart, counter] });
    const adds = envelopes(Array.from({ length: 60 }, (_, i) => CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: `a${i}`, price: cents(100 + i) }) })));
    const storage = memoryStorage();
    const queued: Array<() => void> = [];
    let folded = { seq: 0, state: model.initial };
    const log = openSessionLog({
      storage,
      fold: model,
      budget: 8_000,
      tail: 5,
      schedule: (task) => void queued.push(task),
      checkpoint: { every: 10, current: () => ({ ...folded, parts: model.loaded() }) },
    });
    for (const e of adds) {
      log.append(e);
      folded = { seq: e.meta.seq, state: model.fold(folded.state, e) };
      // Idle moments come now and then: run what waits, timing only the compaction.
      while (queued.length > 0) {
        const before = reduced;
        const compacting = storage.getItem(`${LOG_KEY}:snapshot`);
        queued.shift()?.();
        if (storage.getItem(`${LOG_KEY}:snapshot`) !== compacting) expect(reduced - before).toBeLessThan(10 + 5);
      }
    }
    expect(storage.getItem(`${LOG_KEY}:snapshot`)).not.toBeNull();
    const read = openSessionLog({ storage, fold: model }).read();
    const replayed = read.ok ? hydrate(read.value, model) : null;
    expect(replayed?.ok && replayed.value.state).toEqual(folded.state);
    expect(folded.state.added).toBe(60);
  });

  it('unverified events need a checkpoint source (a programming error otherwise)', () => {
    expect(() => open(memoryStorage()).adopt(null, envs.slice(0, 2), 2)).toThrow(/checkpoint/);
  });
});

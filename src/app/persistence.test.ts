/**
 * The runtime over a real-shaped session storage: quota, compaction, duplicated tabs, the
 * legacy basket, damaged logs and disabled storage. The visitor must never see a white
 * screen or lose the basket they are looking at.
 */
import fc from 'fast-check';
import { memoryStorage } from '../bus/deps';
import { LOG_KEY, openSessionLog } from '../event-log/session-log';
import { markTab, TAB_KEY } from '../event-log/tab';
import { hydrate } from '../event-log/hydrate';
import type { Envelope } from '../event-log/envelope';
import type { LogFault } from '../event-log/faults';
import { LEGACY_CART_KEY } from '../domain/cart/legacy';
import { cents, type Command } from '../messages';
import { createRuntime, type Runtime } from '../engine/runtime';
import { rootFold } from '../app/areas/all';
import { testDeps } from '../../test/helpers/runtime-deps';
import { type MemoryStorage, disabledStorage, duplicate, quotaStorage, sequentialRandom, storedChars } from '../../test/helpers/fakes';
import { annualPassLine, count, merchandiseLine, ticketLine, voucherCodeLine, withoutId } from '../../test/helpers/lines';
import { legacyBadLines, legacyReadingOne, legacyReadingTwo } from '../../test/helpers/legacy';
import { allAreas } from './areas/all';
import { merchandiseArea } from './areas/merchandise';
import * as MerchandiseEvents from '../messages/events/merchandise';
import { runs } from '../../test/helpers/runs';

const boot = (storage: MemoryStorage, prefix = 'id', extra: { logBudget?: number; logTail?: number; onRestoreFault?: (f: LogFault) => void; checkpointEvery?: number } = {}) =>
  createRuntime({ areas: allAreas, deps: testDeps({ storage, random: sequentialRandom(prefix) }), ...extra });

/** The visitor reloads: pagehide marks the tab closed, then the page boots again. */
const reload = (runtime: Runtime, storage: MemoryStorage, prefix = 'reload', extra = {}) => {
  runtime.stop();
  markTab(storage, runtime.tab, false);
  return boot(storage, prefix, extra);
};

/** `log.read()` + `hydrate` on what is stored, without booting (booting would log events). */
const storedState = (storage: MemoryStorage) => {
  const read = openSessionLog({ storage: duplicate(storage), fold: rootFold }).read();
  if (!read.ok) throw new Error(read.fault.message);
  const result = hydrate(read.value, rootFold);
  if (!result.ok) throw new Error(result.fault.message);
  return result.value.state;
};

const logKeys = (storage: MemoryStorage): string[] => [...storage.map.keys()].filter((k) => k.startsWith(LOG_KEY)).sort();
const eventsOf = (runtime: Runtime): Envelope[] => [...runtime.log.document().events];

let errorSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  warnSpy.mockRestore();
});

function busySession(runtime: Runtime, n: number): void {
  for (let i = 0; i < n; i++) {
    const lines = runtime.state$.value.cart.lines;
    if (i % 5 === 4 && lines.length > 0) runtime.dispatch({ type: 'RemoveCartLine', lineId: lines[0]!.lineId });
    else if (i % 5 === 3 && lines.length > 0) runtime.dispatch({ type: 'ChangeCartLineCount', lineId: lines[lines.length - 1]!.lineId, count: 1 + (i % 4) });
    else if (i % 37 === 36) runtime.dispatch({ type: 'ClearCart' });
    else if (i % 11 === 10) runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: i % 2 === 0 });
    else runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ price: cents(100 * (i % 50)) })) });
  }
}

describe('quota exceeded', () => {
  it('keeps working in memory: state correct, StorageUnavailable logged, notice shown, nothing escapes dispatch', () => {
    const storage = quotaStorage(3_000);
    const reference = boot(memoryStorage());
    const runtime = boot(storage);
    const seen: string[] = [];
    runtime.event$.subscribe((e) => seen.push(e.type));

    const commands: Command[] = Array.from({ length: 30 }, (_, i) => ({
      type: 'AddCartLine',
      line: withoutId(merchandiseLine({ price: cents(1000 + i) })),
    }));
    commands.push({ type: 'RemoveCartLine', lineId: 'id-3' }, { type: 'SetRequestInvoice', requestInvoice: false });
    for (const command of commands) {
      expect(() => runtime.dispatch(command)).not.toThrow();
      reference.dispatch(command);
    }

    const state = runtime.state$.value;
    expect(state.cart).toEqual(reference.state$.value.cart);
    expect(state.cart.lines).toHaveLength(29);
    expect(state.session.storage).toBe('memory');
    // Not even the basket alone fits any more: the notice says a reload finds the basket as last stored.
    expect(state.notices.map((n) => n.kind)).toEqual(['storageFullEarlierKept']);
    // Said once per step down: first only the basket fitted, then not even that.
    expect(seen.filter((t) => t === 'StorageUnavailable')).toHaveLength(2);
    expect(eventsOf(runtime).filter((e) => e.type === 'StorageUnavailable').map((e) => e.data)).toEqual([
      { reason: 'quota', survives: 'basket' },
      { reason: 'quota', survives: 'earlier' },
    ]);
    expect(runtime.log.mode).toBe('memory');
    // what is held in memory still replays to the live state
    expect(hydrate(runtime.log.document(), rootFold)).toMatchObject({ ok: true, value: { state } });
    // Issue 26: the basket as last stored stays; a reload shows every line stored then, never fewer.
    const again = reload(runtime, storage);
    const kept = again.state$.value.cart.lines;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((line) => state.cart.lines.some((l) => l.lineId === line.lineId) || line.lineId === 'id-3')).toBe(true);
  });

  it('storage too full for the log but not for the basket: the basket alone is stored, survives a reload, and the notice says so', () => {
    const FILL = 5_500;
    // Other keys fill the storage (a host page, another app on the origin) after a first line.
    const storage = quotaStorage(9_000);
    const runtime = boot(storage);
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    storage.setItem('somebody-else', 'x'.repeat(FILL));
    for (let i = 0; i < 12; i++) {
      // History the basket does not keep (a line added and taken out again) grows only the log.
      runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ price: cents(900 + i) })) });
      runtime.dispatch({ type: 'RemoveCartLine', lineId: runtime.state$.value.cart.lines.at(-1)!.lineId });
      runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ price: cents(100 + i) })) });
    }
    const state = runtime.state$.value;
    expect(runtime.log.mode).toBe('basket');
    expect(state.session.storage).toBe('basket');
    expect(state.notices.map((n) => n.kind)).toEqual(['storageFull']);
    expect(eventsOf(runtime).find((e) => e.type === 'StorageUnavailable')?.data).toEqual({ reason: 'quota', survives: 'basket' });
    // Every later change is stored too: the reload finds the latest basket.
    runtime.dispatch({ type: 'RemoveCartLine', lineId: state.cart.lines[0]!.lineId });
    const last = runtime.state$.value.cart;
    const again = reload(runtime, storage);
    expect(again.state$.value.cart).toEqual(last);
    expect(again.state$.value.cart.lines).toHaveLength(12);
  });

  it('storage full before a section loads: the section loads, folds its events and keeps the basket stored (issue 26)', () => {
    const storage = quotaStorage(9_000);
    // Only the core at first, as in the browser: a section comes with its page.
    const lazyBoot = (prefix: string) => createRuntime({ deps: testDeps({ storage, random: sequentialRandom(prefix) }) });
    const runtime = lazyBoot('a');
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    storage.setItem('somebody-else', 'x'.repeat(5_500));
    for (let i = 0; i < 12; i++) {
      runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ price: cents(900 + i) })) });
      runtime.dispatch({ type: 'RemoveCartLine', lineId: runtime.state$.value.cart.lines.at(-1)!.lineId });
      runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ price: cents(100 + i) })) });
    }
    expect(runtime.log.mode).toBe('basket');
    runtime.registerArea(merchandiseArea);
    // The section's first fact goes through the basket mode's own fold (it crashed on the slices it lacked).
    const opened = { ...MerchandiseEvents.ProductOpened.create({ articleId: 5101 }), v: 1, meta: { seq: runtime.log.document().events.at(-1)!.meta.seq + 1, at: 0, tab: runtime.tab } };
    expect(() => runtime.log.append(opened)).not.toThrow();
    expect(runtime.log.mode).toBe('basket');
    // The basket is still what a reload finds.
    expect(reload(runtime, storage).state$.value.cart).toEqual(runtime.state$.value.cart);
  });

  it('a quota hit that compaction can absorb stays persistent and restores after reload', () => {
    const storage = quotaStorage(12_000);
    const runtime = boot(storage, 'id', { logTail: 5 });
    busySession(runtime, 120);
    expect(runtime.log.mode).toBe('persistent');
    expect(runtime.state$.value.session.storage).toBe('persistent');
    expect(storage.map.has(`${LOG_KEY}:snapshot`)).toBe(true);
    const again = reload(runtime, storage);
    expect(again.state$.value).toEqual(runtime.state$.value);
  });
});

describe('compaction', () => {
  it('after many events and several compactions, replaying the stored log equals the live state', () => {
    const storage = memoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const runtime = boot(storage, 'id', { logBudget: 5_000, logTail: 8 });
    busySession(runtime, 400);

    expect(setItem.mock.calls.filter(([key]) => key === `${LOG_KEY}:snapshot`).length).toBeGreaterThanOrEqual(3);
    expect(storedState(storage)).toEqual(runtime.state$.value);
    expect(reload(runtime, storage, 'r', { logBudget: 5_000, logTail: 8 }).state$.value).toEqual(runtime.state$.value);
    expect(storedChars(storage.map)).toBeLessThan(5_000 * 3);
  });

  // 1,000 sequences under FOYER_DEEP=1 (CI), about 18 s on a busy 2-core machine; 100 by default.
  const SEQUENCES = runs(1000, 100);
  it(`property: any command sequence, small budget → stored log replays to the live state, and a reload restores it (${SEQUENCES} runs)`, () => {
    const lineArb = fc.oneof(
      fc.integer({ min: 0, max: 50_000 }).map((p) => withoutId(merchandiseLine({ price: cents(p) }))),
      fc.integer({ min: 1, max: 4 }).map((n) => withoutId(ticketLine({ totalCount: count(n) }))),
      fc.constantFrom('A', 'B', 'C').map((barcode) => withoutId(voucherCodeLine({ barcode, available: cents(2_000) }))),
      fc.constant(withoutId(annualPassLine())),
    );
    type Step = { kind: 'add'; line: ReturnType<typeof withoutId> } | { kind: 'remove' | 'count'; at: number; n: number } | { kind: 'clear' } | { kind: 'invoice'; on: boolean } | { kind: 'dismiss'; at: number };
    const stepArb: fc.Arbitrary<Step> = fc.oneof(
      { weight: 4, arbitrary: lineArb.map((line): Step => ({ kind: 'add', line })) },
      { weight: 2, arbitrary: fc.record({ at: fc.nat(20), n: fc.integer({ min: -1, max: 6 }) }).map((r): Step => ({ kind: 'remove', ...r })) },
      { weight: 2, arbitrary: fc.record({ at: fc.nat(20), n: fc.integer({ min: -1, max: 6 }) }).map((r): Step => ({ kind: 'count', ...r })) },
      { weight: 1, arbitrary: fc.constant<Step>({ kind: 'clear' }) },
      { weight: 1, arbitrary: fc.boolean().map((on): Step => ({ kind: 'invoice', on })) },
      { weight: 1, arbitrary: fc.nat(3).map((at): Step => ({ kind: 'dismiss', at })) },
    );
    const toCommand = (step: Step, runtime: Runtime): Command => {
      const { lines } = runtime.state$.value.cart;
      const pick = (at: number): string => (lines.length ? lines[at % lines.length]!.lineId : 'none');
      switch (step.kind) {
        case 'add':
          return { type: 'AddCartLine', line: step.line };
        case 'remove':
          return { type: 'RemoveCartLine', lineId: step.n < 0 ? 'unknown' : pick(step.at) };
        case 'count':
          return { type: 'ChangeCartLineCount', lineId: pick(step.at), count: step.n };
        case 'clear':
          return { type: 'ClearCart' };
        case 'invoice':
          return { type: 'SetRequestInvoice', requestInvoice: step.on };
        case 'dismiss':
          return { type: 'DismissNotice', noticeId: runtime.state$.value.notices[step.at]?.id ?? 'none' };
      }
    };
    let compacted = 0;
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40, size: 'max' }), fc.integer({ min: 0, max: 5 }), fc.boolean(), fc.constantFrom(500, 3, 7), fc.boolean(), (steps, tail, forked, every, killed) => {
        const origin = memoryStorage();
        // Sometimes start as a duplicated tab, so session events are in the log too.
        if (forked) boot(origin, 'orig');
        const storage = forked ? duplicate(origin) : origin;
        // Checkpoints for compaction every few events, or (500) none in so short a session.
        const options = { logBudget: 2_500, logTail: tail, checkpointEvery: every };
        const runtime = boot(storage, 'p', options);
        for (const step of steps) runtime.dispatch(toCommand(step, runtime));
        if (storage.map.has(`${LOG_KEY}:snapshot`)) compacted += 1;
        expect(storedState(storage)).toEqual(runtime.state$.value);
        // Sometimes without the boot checkpoint (a tab killed before its first idle moment): the whole log replays.
        if (killed) storage.removeItem(`${LOG_KEY}:checkpoint`);
        expect(reload(runtime, storage, 'q', options).state$.value).toEqual(runtime.state$.value);
      }),
      { numRuns: SEQUENCES, seed: 42 },
    );
    // the budget is small enough that a good share of the runs went through compaction
    expect(compacted).toBeGreaterThan(SEQUENCES / 5);
  });
});

describe('duplicated tab', () => {
  it('the copy gets a new tab id, logs TabForked {from, to}, and stamps its own tab on new events', () => {
    const storage = memoryStorage();
    const original = boot(storage, 'first');
    original.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });

    const copy = boot(duplicate(storage), 'second'); // the original has not marked itself closed
    expect(copy.tab).not.toBe(original.tab);
    expect(copy.state$.value.cart).toEqual(original.state$.value.cart);
    expect(copy.state$.value.session.forkedFrom).toBe(original.tab);
    expect(copy.state$.value.notices.map((n) => n.kind)).toEqual(['tabForked']);
    const forked = eventsOf(copy).at(-1)!;
    expect(forked).toMatchObject({ type: 'TabForked', data: { from: original.tab, to: copy.tab }, meta: { seq: 2, tab: copy.tab } });

    const stamps: string[] = [];
    copy.event$.subscribe((e) => stamps.push(e.meta.tab));
    copy.dispatch({ type: 'ClearCart' });
    expect(stamps).toEqual([copy.tab]);
    expect(eventsOf(copy)[0]!.meta.tab).toBe(original.tab);
    // the original tab is untouched
    expect(original.state$.value.cart.lines).toHaveLength(1);
    expect(original.state$.value.session.forkedFrom).toBeNull();
  });

  it('a reload after markTab(…, false) keeps the id and is not a fork', () => {
    const storage = memoryStorage();
    const first = boot(storage, 'first');
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    const again = reload(first, storage);
    expect(again.tab).toBe(first.tab);
    expect(JSON.parse(storage.getItem(TAB_KEY)!)).toEqual({ id: first.tab, open: true });
    expect(again.state$.value.session.forkedFrom).toBeNull();
    expect(eventsOf(again).some((e) => e.type === 'TabForked')).toBe(false);
  });
});

describe('legacy cart import', () => {
  const legacy = [...legacyReadingOne, ...legacyReadingTwo, ...legacyBadLines];

  it('imports the old basket once (both type readings, dayticket alias), drops bad lines, removes the key', () => {
    const storage = memoryStorage({ [LEGACY_CART_KEY]: JSON.stringify(legacy) });
    const runtime = boot(storage);
    const { cart } = runtime.state$.value;
    expect(cart.lines.map((l) => l.type)).toEqual([
      'ticket',
      'guidedTour',
      'merchandise',
      'dayTicket',
      'voucherCode',
      'dayTicket',
      'annualPass',
      'voucher',
      'voucherCode',
    ]);
    expect(new Set(cart.lines.map((l) => l.lineId)).size).toBe(cart.lines.length);
    const imported = eventsOf(runtime).filter((e) => e.type === 'LegacyCartImported');
    expect(imported).toHaveLength(1);
    expect(imported[0]!.data).toMatchObject({ dropped: legacyBadLines.length });
    expect(storage.map.has(LEGACY_CART_KEY)).toBe(false);
    // personal data on the old annual pass line stays out of the stored log
    expect([...storage.map.values()].join('\n')).not.toMatch(/Marlene|Muster|Hauptstr/);

    const again = reload(runtime, storage);
    expect(again.state$.value.cart).toEqual(cart);
    expect(eventsOf(again).filter((e) => e.type === 'LegacyCartImported')).toHaveLength(1);
  });

  it('a legacy value that is not JSON is removed and recorded as one dropped basket', () => {
    const storage = memoryStorage({ [LEGACY_CART_KEY]: '{"form": [' });
    const runtime = boot(storage);
    expect(runtime.state$.value.cart.lines).toEqual([]);
    expect(eventsOf(runtime).map((e) => [e.type, e.data])).toEqual([['LegacyCartImported', { lines: [], dropped: 1 }]]);
    expect(storage.map.has(LEGACY_CART_KEY)).toBe(false);
  });
});

describe('a stored log that cannot be restored', () => {
  /** A session long enough to fill two chunks (50 events each). */
  const recorded = (): { storage: MemoryStorage; runtime: Runtime } => {
    const storage = memoryStorage();
    const runtime = boot(storage, 'old');
    for (let i = 0; i < 60; i++) runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    runtime.stop();
    markTab(storage, runtime.tab, false);
    // No checkpoint, as a tab killed before its first idle moment leaves it: the damage below
    // meets the replay itself (a checkpoint's covered events: "boot checkpoint", below).
    storage.removeItem(`${LOG_KEY}:checkpoint`);
    expect(logKeys(storage)).toEqual([LOG_KEY, `${LOG_KEY}:0`, `${LOG_KEY}:1`]);
    return { storage, runtime };
  };
  const editLine = (storage: MemoryStorage, chunk: number, line: number, edit: (text: string) => string): void => {
    const key = `${LOG_KEY}:${chunk}`;
    const lines = storage.getItem(key)!.split('\n');
    lines[line] = edit(lines[line]!);
    storage.setItem(key, lines.join('\n'));
  };

  it('an undecodable entry: the entries before it are kept and stored again without it, a partly-restored notice, a readable console.error naming the entry', () => {
    const { storage } = recorded();
    editLine(storage, 0, 1, (text) => text.replace(/"price":\d+/, '"price":"12,00"'));
    const onRestoreFault = jest.fn();
    const runtime = boot(storage, 'new', { onRestoreFault });

    expect(runtime.state$.value.cart.lines).toHaveLength(1);
    // The undecodable entry and every line after it are lost: the notice says how many (issue 29), not that all was kept.
    expect(runtime.state$.value.notices.map((n) => [n.kind, n.count])).toEqual([['sessionLinesLost', 59]]);
    const message = 'entry 1 (CartLineAdded): Expecting Cents at line.price but instead got: "12,00"';
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalledWith(`Foyer: the saved session could not be restored (undecodable): ${message}; 1 earlier events kept; 59 basket lines lost`);
    expect(onRestoreFault).toHaveBeenCalledWith({ reason: 'undecodable', index: 1, message });
    expect(eventsOf(runtime).map((e) => e.type)).toEqual(['CartLineAdded', 'SessionRestoreFailed']);
    expect(eventsOf(runtime)[1]!.data).toEqual({ reason: 'undecodable', detail: message, kept: 1, scope: 'session', lostLines: 59, unreadable: false });
    // the damaged tail is gone: the stored log is the kept entry and the new session (and the
    // checkpoint the new session's first idle moment wrote)
    expect(logKeys(storage)).toEqual([LOG_KEY, `${LOG_KEY}:0`, `${LOG_KEY}:checkpoint`]);
    expect(storage.getItem(`${LOG_KEY}:0`)!.split('\n')).toHaveLength(2);
    // and that restores cleanly, without the notice's event again
    const again = reload(runtime, storage);
    expect(again.state$.value).toEqual(runtime.state$.value);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  // The notice says what was lost (issue 29): lines that can be counted, or that part could not be read.
  it.each([
    ['corrupt', 3, 'sessionPartlyUnread', (s: MemoryStorage) => editLine(s, 0, 3, () => '{"type": CartLineAdded}')],
    ['truncated', 59, 'sessionPartlyUnread', (s: MemoryStorage) => editLine(s, 1, 9, (text) => text.slice(0, 40))],
    ['truncated', 50, 'sessionPartlyUnread', (s: MemoryStorage) => s.removeItem(`${LOG_KEY}:1`)],
    ['unknownEvent', 0, 'sessionRestoreFailed', (s: MemoryStorage) => editLine(s, 0, 0, (text) => text.replace('"CartLineAdded"', '"CartLineTeleported"'))],
    ['newerVersion', 0, 'sessionRestoreFailed', (s: MemoryStorage) => editLine(s, 0, 0, (text) => text.replace('"t":"CartLineAdded"', '"t":"CartLineAdded","v":9'))],
    ['corrupt', 0, 'sessionRestoreFailed', (s: MemoryStorage) => s.setItem(LOG_KEY, 'not json')],
  ])('%s → the %i entries before the damage are kept, with a notice (%s), no exception', (reason, kept, notice, damage) => {
    const { storage } = recorded();
    damage(storage);
    let runtime: Runtime | undefined;
    expect(() => (runtime = boot(storage, 'new'))).not.toThrow();
    expect(runtime!.state$.value.cart.lines).toHaveLength(kept);
    expect(eventsOf(runtime!).find((e) => e.type === 'SessionRestoreFailed')).toMatchObject({ data: { reason, kept } });
    expect(runtime!.state$.value.notices.map((n) => n.kind)).toEqual([notice]);
    expect(errorSpy.mock.calls[0]![0]).toMatch(new RegExp(`^Foyer: the saved session could not be restored \\(${reason}\\): `));
    runtime!.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(runtime!.state$.value.cart.lines).toHaveLength(kept + 1);
  });

  it('an old version is upcast, not refused (CartRequestInvoiceSet v1 {value})', () => {
    const storage = memoryStorage();
    const old = { type: 'CartRequestInvoiceSet', v: 1, data: { value: false }, meta: { seq: 1, at: 0, tab: 'old' } };
    storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0 }));
    storage.setItem(`${LOG_KEY}:0`, JSON.stringify(old));
    const runtime = boot(storage);
    expect(runtime.state$.value.cart.requestInvoice).toBe(false);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('boot checkpoint', () => {
  const options = { checkpointEvery: 10 };

  it('a reload starts from the stored live state and folds only what came after: the same state as the whole replay, the same log', () => {
    const storage = memoryStorage();
    const runtime = boot(storage, 'cp', options);
    busySession(runtime, 47);
    expect(logKeys(storage)).toContain(`${LOG_KEY}:checkpoint`);
    const before = eventsOf(runtime);
    const again = reload(runtime, storage, 'reload', options);
    expect(again.state$.value).toEqual(runtime.state$.value);
    expect(storedState(storage)).toEqual(runtime.state$.value);
    expect(eventsOf(again)).toEqual(before);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('an entry it covers that was edited in storage: the visitor keeps the whole basket, a notice and a readable console.error say the history was lost, and the next reload is clean', () => {
    const storage = memoryStorage();
    const runtime = boot(storage, 'cp', options);
    for (let i = 0; i < 30; i++) runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    const key = `${LOG_KEY}:0`;
    const lines = storage.getItem(key)!.split('\n');
    lines[1] = lines[1]!.replace(/"price":\d+/, '"price":"12,00"');
    storage.setItem(key, lines.join('\n'));

    const again = reload(runtime, storage, 'reload', options);
    expect(again.state$.value.cart).toEqual(runtime.state$.value.cart);
    expect(again.state$.value.notices.map((n) => n.kind)).toEqual(['sessionPartlyRestored']);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]![0]).toMatch(/^Foyer: the saved session could not be restored \(undecodable\): entry 1 \(CartLineAdded\): Expecting Cents at line\.price/);
    const third = reload(again, storage, 'third', options);
    expect(third.state$.value).toEqual(again.state$.value);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });
});

describe('boot checkpoint: what boot leaves unread', () => {
  /** 120 lines in three chunks; the checkpoint at the second-to-last (Node has no idle moment), so chunks 0 and 1 go unread at boot. */
  const recorded = (): { storage: MemoryStorage; runtime: Runtime } => {
    const storage = memoryStorage();
    const runtime = boot(storage, 'cp');
    for (let i = 0; i < 120; i++) runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ price: cents(100 + i) })) });
    runtime.stop();
    markTab(storage, runtime.tab, false);
    return { storage, runtime };
  };
  const damageLine = (storage: MemoryStorage, chunk: number, line: number): void => {
    const key = `${LOG_KEY}:${chunk}`;
    const lines = storage.getItem(key)!.split('\n');
    lines[line] = lines[line]!.replace(/"price":\d+/, '"price":"12,00"');
    storage.setItem(key, lines.join('\n'));
  };
  /** What the visitor and QA meet after a boot: the basket, the notices, the console. */
  const outcome = (storage: MemoryStorage) => {
    errorSpy.mockClear();
    const runtime = boot(duplicate(storage), 'after');
    return { lines: runtime.state$.value.cart.lines.length, notices: runtime.state$.value.notices.map((n) => [n.kind, n.count]), console: errorSpy.mock.calls.map((c) => c[0] as string) };
  };
  it('the chunks before the checkpoint\'s are left unread by the boot\'s read, and the log reads back whole', () => {
    const { storage, runtime } = recorded();
    const probe = openSessionLog({ storage: duplicate(storage), fold: rootFold, checkpoint: { every: 100, current: () => ({ seq: 0, state: rootFold.initial, parts: [] }) } });
    expect(probe.read().deferred?.chunks).toHaveLength(2);
    const again = reload(runtime, storage);
    expect(again.state$.value).toEqual(runtime.state$.value);
    expect(eventsOf(again)).toEqual(eventsOf(runtime));
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('damage after the checkpoint: the log is read again whole, so what is kept and said is what it is without the checkpoint', () => {
    const { storage } = recorded();
    // The last line (seq 120), after the checkpoint (119): hydrate meets it, not the idle check.
    damageLine(storage, 2, 19);
    const withCheckpoint = outcome(storage);
    storage.removeItem(`${LOG_KEY}:checkpoint`);
    const without = outcome(storage);
    expect(withCheckpoint).toEqual(without);
    expect(withCheckpoint.lines).toBe(119);
    expect(withCheckpoint.console).toEqual([expect.stringMatching(/^Foyer: the saved session could not be restored \(undecodable\): entry 119 \(CartLineAdded\)/)]);
  });
});

describe('disabled storage', () => {
  it('getItem throws → memory mode, a notice, and the shop keeps working', () => {
    const runtime = createRuntime({ areas: allAreas, deps: { ...testDeps(), storage: disabledStorage() } });
    expect(runtime.log.mode).toBe('memory');
    expect(runtime.state$.value.session.storage).toBe('memory');
    expect(runtime.state$.value.notices.map((n) => n.kind)).toEqual(['storageUnavailable']);
    expect(eventsOf(runtime).map((e) => [e.type, e.data])).toEqual([['StorageUnavailable', { reason: 'unavailable', survives: 'nothing' }]]);
    expect(() => runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) })).not.toThrow();
    expect(runtime.state$.value.cart.lines).toHaveLength(1);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

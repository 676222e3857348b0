/**
 * Lazy areas in the runtime: the browser boots with the core and registers tickets,
 * merchandise, vouchers and tours as their routes load. Whatever the order, and across
 * reloads and compactions that run while an area is missing, the areas end up exactly where
 * a full replay of everything the visitor did puts them, and the stored log replays to it.
 */
import fc from 'fast-check';
import { Subject } from 'rxjs';
import { memoryStorage } from '../bus/deps';
import { AREAS, CartEvents, ShippingEvents, type AreaName, type DomainEvent } from '../messages';
import * as TicketsEvents from '../messages/events/tickets';
import * as MerchandiseEvents from '../messages/events/merchandise';
import * as VouchersEvents from '../messages/events/vouchers';
import * as TourEvents from '../messages/events/tours';
import * as CustomerEvents from '../messages/events/customer';
import * as PaymentEvents from '../messages/events/payment';
import { AccountEvents } from '../messages';
import type { LocalDateTime } from '../api/codecs/common';
import type { Envelope } from '../event-log/envelope';
import { LOG_KEY, openSessionLog } from '../event-log/session-log';
import { markTab } from '../event-log/tab';
import { hydrate } from '../event-log/hydrate';
import { createRuntime, type Runtime, type RuntimeOptions } from '../engine/runtime';
import type { RootState } from '../engine/root-state';
import { rootFold } from './areas/all';
import { allAreas, customerArea, merchandiseArea, paymentArea, ticketsArea, toursArea, vouchersArea } from './areas/all';
import type { AreaModule } from '../engine/area';
import { testDeps } from '../../test/helpers/runtime-deps';
import { type MemoryStorage, duplicate, sequentialRandom } from '../../test/helpers/fakes';
import { fakeApi, httpError, ok } from '../../test/helpers/fake-api';
import { listEntry } from '../../test/helpers/tours';
import { count, isoDate, merchandiseLine, voucherCodeLine, withoutId } from '../../test/helpers/lines';
import { runs } from '../../test/helpers/runs';

const byName: Record<AreaName, AreaModule> = {
  tickets: ticketsArea,
  merchandise: merchandiseArea,
  vouchers: vouchersArea,
  tours: toursArea,
  customer: customerArea,
  payment: paymentArea,
};
const CORE_SLICES = ['account', 'cart', 'checkoutFunnel', 'notices', 'session', 'shipping', 'ui'];

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

/** A browser-like runtime: core only, areas come from the loader (here: the modules themselves). */
const browserRuntime = (storage: MemoryStorage, extra: Partial<RuntimeOptions> = {}): Runtime =>
  createRuntime({ deps: testDeps({ storage, random: sequentialRandom(`r${Math.random()}`) }), loadArea: async (name) => byName[name], ...extra });

const reload = (runtime: Runtime, storage: MemoryStorage, extra: Partial<RuntimeOptions> = {}): Runtime => {
  runtime.stop();
  markTab(storage, runtime.tab, false);
  return browserRuntime(storage, extra);
};

/** Replaying what is stored with every part loaded, as the replay CLI does. */
const storedState = (storage: MemoryStorage): RootState => {
  const read = openSessionLog({ storage: duplicate(storage), fold: rootFold }).read();
  if (!read.ok) throw new Error(read.fault.message);
  const result = hydrate(read.value, rootFold);
  if (!result.ok) throw new Error(result.fault.message);
  return result.value.state;
};

describe('registerArea', () => {
  it('boots with the core slices only; an area folds the stored log when it registers, then its epics run', async () => {
    const storage = memoryStorage();
    const api = fakeApi({
      tourList: ok({ tours: [listEntry(1)] }),
      tourCategories: ok({ category: [] }),
      tourOverview: ok({}),
      tourSoldout: httpError(404),
      tourCalendar: httpError(404),
      tourSingle: httpError(404),
    });
    const first = createRuntime({ areas: allAreas, deps: { ...testDeps({ storage }), api: api.api } });
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    first.dispatch({ type: 'OpenTourList' });
    first.dispatch({ type: 'ToggleTourLanguage', language: 'DE' });
    const before = first.state$.value;
    expect(before.tourList.list).toHaveLength(1);
    const selected = (s: RootState) => s.tourList.selectedLanguages.de?.selected;
    const initially = selected(before);

    const second = reload(first, storage, { deps: { ...testDeps({ storage }), api: api.api } });
    expect(Object.keys(second.state$.value).sort()).toEqual(CORE_SLICES);
    expect(second.state$.value.cart).toEqual(before.cart);
    expect(second.hasArea('tours')).toBe(false);

    // Before the area is there, its commands find no epic.
    const seen: string[] = [];
    second.event$.subscribe((e) => seen.push(e.type));
    second.dispatch({ type: 'ToggleTourLanguage', language: 'DE' });
    expect(seen).toEqual([]);

    const states: RootState[] = [];
    second.state$.subscribe((s) => states.push(s));
    await second.loadAreas(['tours']);
    expect(second.hasArea('tours')).toBe(true);
    expect(second.state$.value.tourList).toEqual(before.tourList);
    expect(second.state$.value.tour).toEqual(before.tour);
    expect(second.state$.value.tourForm).toEqual(before.tourForm);
    // Replay only: registering committed nothing, it published one new state.
    expect(seen).toEqual([]);
    expect(states).toHaveLength(2);

    second.dispatch({ type: 'ToggleTourLanguage', language: 'DE' });
    expect(seen).toEqual(['TourLanguageToggled']);
    expect(selected(second.state$.value)).toBe(!initially);

    // Idempotent: no second fold, no second set of epics (one toggle, not two).
    second.registerArea(toursArea);
    await second.loadAreas(['tours']);
    second.dispatch({ type: 'ToggleTourLanguage', language: 'DE' });
    expect(seen).toEqual(['TourLanguageToggled', 'TourLanguageToggled']);
    expect(selected(second.state$.value)).toBe(initially);
  });

  it('loadArea hands out one promise per area; a failed load can be retried', async () => {
    let attempts = 0;
    const runtime = browserRuntime(memoryStorage(), {
      loadArea: async (name) => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return byName[name];
      },
    });
    const a = runtime.loadArea('vouchers');
    expect(runtime.loadArea('vouchers')).toBe(a);
    await expect(a).rejects.toThrow('chunk failed');
    expect(runtime.hasArea('vouchers')).toBe(false);
    await runtime.loadArea('vouchers');
    expect(runtime.hasArea('vouchers')).toBe(true);
    expect(runtime.state$.value.voucherCode).toEqual(vouchersArea.readModels.voucherCode.initial);
  });

  it('without a loader, an area that is not registered cannot be loaded', async () => {
    const runtime = createRuntime({ deps: testDeps() });
    await expect(runtime.loadArea('tours')).rejects.toThrow(/tours area is not registered/);
  });
});

describe('an area whose stored part cannot be read back', () => {
  /** A session with a voucher opened, then the voucher event damaged in storage. */
  function damaged(): { storage: MemoryStorage; cart: RootState['cart'] } {
    const storage = memoryStorage();
    const inject = new Subject<DomainEvent>();
    const runtime = createRuntime({ areas: allAreas, deps: testDeps({ storage }), epics: { inject: () => inject } });
    inject.next(CartEvents.CartLineAdded.create({ line: voucherCodeLine({ lineId: 'c', barcode: 'B1' }) }));
    inject.next(VouchersEvents.VoucherOpened.create({ voucherId: 7 }));
    inject.next(VouchersEvents.VoucherQuantityChanged.create({ voucherId: 7, quantity: count(3) }));
    inject.next(TourEvents.TourListRequested.create({ today: isoDate('2030-01-01') }));
    const cart = runtime.state$.value.cart;
    runtime.stop();
    markTab(storage, runtime.tab, false);
    // No boot checkpoint (a tab killed before its first idle moment): the area's part is read
    // from the log itself (with one, its slices would stand and the idle check find the damage).
    storage.removeItem(`${LOG_KEY}:checkpoint`);
    const key = `${LOG_KEY}:0`;
    const lines = storage.getItem(key)!.split('\n');
    lines[1] = lines[1]!.replace('"voucherId":7', '"voucherId":"seven"');
    storage.setItem(key, lines.join('\n'));
    return { storage, cart };
  }

  it('boot keeps the basket; the area starts clean with the notice, and leaves the stored log so a reload is clean', async () => {
    const { storage, cart } = damaged();
    const runtime = browserRuntime(storage);
    expect(runtime.state$.value.cart).toEqual(cart);
    expect(runtime.state$.value.notices).toEqual([]);

    await runtime.loadAreas(['tours', 'vouchers']);
    expect(runtime.state$.value.tourList.today).toBe('2030-01-01');
    expect(runtime.state$.value.voucherForm).toEqual(vouchersArea.readModels.voucherForm.initial);
    // The code read model still folds the code line's CartLineAdded (a core event).
    expect(runtime.state$.value.voucherCode).toEqual({ error: null, accepted: 'B1', acceptedLine: 'c' });
    expect(runtime.state$.value.cart).toEqual(cart);
    expect(runtime.state$.value.notices.map((n) => n.kind)).toEqual(['sectionRestoreFailed']);
    expect(errorSpy).toHaveBeenCalledWith(expect.stringMatching(/saved vouchers session could not be restored \(undecodable\): entry 1 \(VoucherOpened\): Expecting number at voucherId/));
    const failed = runtime.log.document().events.find((e) => e.type === 'SessionRestoreFailed') as Envelope | undefined;
    expect(failed?.data).toMatchObject({ reason: 'undecodable', scope: 'section' });

    expect(runtime.log.document().events.some((e) => e.type.startsWith('Voucher'))).toBe(false);
    await runtime.loadAreas([...AREAS]);
    expect(storedState(storage)).toEqual(runtime.state$.value);

    const again = reload(runtime, storage);
    await again.loadAreas([...AREAS]);
    expect(again.state$.value).toEqual(runtime.state$.value);
    expect(again.state$.value.notices).toHaveLength(1);
  });
});

describe('property: areas register in any order, across reloads and compactions', () => {
  const today = isoDate('2030-01-01');
  const make: Record<'core' | AreaName, (i: number) => DomainEvent> = {
    core: (i) =>
      [
        () => CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: `m${i % 4}` }) }),
        () => CartEvents.CartLineAdded.create({ line: voucherCodeLine({ lineId: `c${i}`, barcode: `B${i % 3}` }) }),
        () => CartEvents.CartLineRemoved.create({ lineId: `m${i % 4}` }),
        () => CartEvents.CartRequestInvoiceSet.create({ requestInvoice: i % 2 === 0 }),
        () => ShippingEvents.ShippingCountryChosen.create({ country: ['DE', 'AT', 'CH'][i % 3]! }),
      ][i % 5]!(),
    tickets: (i) =>
      i % 2 === 0
        ? TicketsEvents.TicketEventOpened.create({ eventId: i % 3, today, now: '2030-01-01 10:00' as LocalDateTime })
        : TicketsEvents.DayTicketsOpened.create({ today }),
    merchandise: (i) =>
      i % 2 === 0
        ? MerchandiseEvents.ProductOpened.create({ articleId: i % 3 })
        : MerchandiseEvents.ProductQuantityChanged.create({ articleId: i % 3, quantity: count(i % 5) }),
    vouchers: (i) =>
      [
        () => VouchersEvents.VoucherOpened.create({ voucherId: i % 3 }),
        () => VouchersEvents.VoucherQuantityChanged.create({ voucherId: i % 3, quantity: count(1 + (i % 4)) }),
        () => VouchersEvents.VoucherCodeRejected.create({ error: `E${i % 2}`, code: null }),
      ][i % 3]!(),
    tours: (i) =>
      [
        () => TourEvents.TourListRequested.create({ today }),
        () => TourEvents.TourLanguageToggled.create({ language: ['de', 'en'][i % 2]! }),
        () => TourEvents.TourDaySelected.create({ date: i % 2 ? isoDate('2030-01-02') : null }),
        () => TourEvents.TourFiltersReset.create({}),
      ][i % 4]!(),
    customer: (i) =>
      [
        () => CustomerEvents.CustomerFormSubmitted.create({ form: (['register', 'guest', 'details'] as const)[i % 3]! }),
        () => CustomerEvents.CustomerFormRejected.create({ form: 'register', invalid: ['zip'], reason: 'fields', client: false }),
        () => CustomerEvents.CustomerRegistered.create({}),
        // A core event the customer forms fold (areaCoreFolds).
        () => AccountEvents.CustomerSignedOut.create({}),
      ][i % 4]!(),
    payment: (i) =>
      [
        () => PaymentEvents.PaymentMethodChosen.create({ payart: [78, 168, 84][i % 3]! }),
        () => PaymentEvents.PaymentTermsSet.create({ accepted: i % 2 === 0 }),
        () => PaymentEvents.PaymentStarted.create({ attemptId: `a${i}`, payart: 78, wallet: null, returnTo: 'accepted', lineIds: [] }),
        () => PaymentEvents.PaymentRedirected.create({ attemptId: `a${i - 1}`, cartId: `C${i}` }),
      ][i % 4]!(),
  };

  type Step = { kind: 'event'; part: 'core' | AreaName; i: number } | { kind: 'register'; area: AreaName } | { kind: 'reload' } | { kind: 'idle' };
  const area = fc.constantFrom<AreaName>(...AREAS);
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 6, arbitrary: fc.record({ part: fc.constantFrom<'core' | AreaName>('core', 'core', 'core', ...AREAS), i: fc.nat(11) }).map((s): Step => ({ kind: 'event', ...s })) },
    { weight: 1, arbitrary: area.map((a): Step => ({ kind: 'register', area: a })) },
    { weight: 1, arbitrary: fc.constant<Step>({ kind: 'reload' }) },
    // An idle moment: what the log put off runs (nothing waits where the runtime runs it at once).
    { weight: 1, arbitrary: fc.constant<Step>({ kind: 'idle' }) },
  );

  /**
   * The property, with `extra` runtime options; `idle` (when given) is where the log's idle
   * work waits (checkpoints, compaction, the covered events' verification) until `flush`; a
   * reload drops what still waits, as a page that goes away does.
   */
  const property = (sequences: number, extra: Partial<RuntimeOptions>, idle: { flush(): void; drop(): void } | null): { compactedWithAreasMissing: number; bootedFromCheckpoint: number } => {
    let compactedWithAreasMissing = 0;
    let bootedFromCheckpoint = 0;
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 60, size: 'max' }),
        fc.shuffledSubarray([...AREAS], { minLength: AREAS.length, maxLength: AREAS.length }),
        fc.shuffledSubarray([...AREAS], { minLength: AREAS.length, maxLength: AREAS.length }),
        fc.integer({ min: 0, max: 5 }),
        (steps, order, reloadOrder, tail) => {
          const storage = memoryStorage();
          const everything: Envelope[] = [];
          let inject = new Subject<DomainEvent>();
          // Facts only count toward the log budget (catalogue answers have their own, issue 28): small enough that a good share of runs compacts.
          const options = (): Partial<RuntimeOptions> => ({ epics: { inject: () => inject }, logBudget: 900, logTail: tail, ...extra });
          const start = (r: Runtime): Runtime => {
            r.event$.subscribe((e) => everything.push(e));
            return r;
          };
          let runtime = start(browserRuntime(storage, options()));
          let missingAtCompaction = false;
          let onCheckpoint = false;
          for (const s of steps) {
            if (s.kind === 'register') runtime.registerArea(byName[s.area]);
            else if (s.kind === 'idle') idle?.flush();
            else if (s.kind === 'reload') {
              idle?.drop();
              if (storage.getItem(`${LOG_KEY}:checkpoint`) !== null) onCheckpoint = true;
              inject = new Subject<DomainEvent>();
              runtime = start(reload(runtime, storage, options()));
            } else if (s.part === 'core' || runtime.hasArea(s.part)) {
              // An area's events only ever come from its epics, which run once it is registered;
              // an add only through the basket's door, which refuses a lineId the basket holds.
              // (So the line comes under an id of its own: the log grows as before.)
              const event = make[s.part](s.i);
              const taken = event.type === 'CartLineAdded' && runtime.state$.value.cart.lines.some((l) => l.lineId === event.data.line.lineId);
              inject.next(taken ? CartEvents.CartLineAdded.create({ line: { ...event.data.line, lineId: `${event.data.line.lineId}-${everything.length}` } }) : event);
            }
            const parts = (() => {
              const raw = storage.getItem(`${LOG_KEY}:snapshot`);
              return raw ? (JSON.parse(raw) as { parts?: object }).parts : undefined;
            })();
            if (parts && Object.keys(parts).length > 0) missingAtCompaction = true;
          }
          if (missingAtCompaction) compactedWithAreasMissing += 1;
          const truth = rootFold.foldAll(rootFold.initial, everything);

          for (const name of order) runtime.registerArea(byName[name]);
          expect(runtime.state$.value).toEqual(truth);
          idle?.flush();
          expect(storedState(storage)).toEqual(truth);

          // The page was idle before this reload (flushed above): its areas register below while
          // the events its checkpoint covers still wait to be decoded.
          if (storage.getItem(`${LOG_KEY}:checkpoint`) !== null) onCheckpoint = true;
          if (onCheckpoint) bootedFromCheckpoint += 1;
          const again = reload(runtime, storage, options());
          expect(Object.keys(again.state$.value).sort()).toEqual(CORE_SLICES);
          for (const name of reloadOrder) again.registerArea(byName[name]);
          expect(again.state$.value).toEqual(truth);
          expect(again.state$.value.notices).toEqual(truth.notices);
        },
      ),
      { numRuns: sequences, seed: 7 },
    );
    return { compactedWithAreasMissing, bootedFromCheckpoint };
  };

  const SEQUENCES = runs(400, 80);
  it(`the live state after registering every area, the stored log replayed, and a reload all equal a full replay of everything that happened (${SEQUENCES} runs)`, () => {
    // A good share of the runs compacted while some area was not loaded.
    expect(property(SEQUENCES, {}, null).compactedWithAreasMissing).toBeGreaterThan(SEQUENCES * 0.375);
  });

  const WITH_CHECKPOINTS = runs(150, 40);
  it(`the same with a boot checkpoint every 4 events and the idle work waiting, so areas register while the covered events are not yet decoded (${WITH_CHECKPOINTS} runs)`, () => {
    const api = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    const waiting = new Map<number, () => void>();
    let next = 0;
    api.requestIdleCallback = (task: () => void) => (waiting.set(++next, task), next);
    api.cancelIdleCallback = (handle: number) => void waiting.delete(handle);
    const flush = (): void => {
      for (let rounds = 0; waiting.size > 0 && rounds < 10_000; rounds++) {
        const [handle, task] = waiting.entries().next().value as [number, () => void];
        waiting.delete(handle);
        task();
      }
    };
    try {
      const seen = property(WITH_CHECKPOINTS, { checkpointEvery: 4 }, { flush, drop: () => waiting.clear() });
      // A good share of the runs reload onto a stored checkpoint and register areas before the
      // next idle moment (a compaction drops the checkpoint; a short run never writes one).
      expect(seen.bootedFromCheckpoint).toBeGreaterThan(WITH_CHECKPOINTS * 0.2);
    } finally {
      delete api.requestIdleCallback;
      delete api.cancelIdleCallback;
    }
  });
});

/**
 * The log over parts loaded at different times: boot with the core only, areas later. What the
 * browser does when a visitor reloads on the home page with tours in the saved session.
 */
import { CartEvents, type DomainEvent } from '../messages';
import * as TourEvents from '../messages/events/tours';
import * as VouchersEvents from '../messages/events/vouchers';
import type { RootState } from '../engine/root-state';
import { rootFold } from '../app/areas/all';
import { corePart } from '../engine/core';
import { areaHandles } from '../engine/area-manifest';
import { ticketsArea, toursArea, vouchersArea } from '../app/areas/all';
import { hydrate } from './hydrate';
import { toDocument, type Snapshot } from './document';
import { catchUp, checkpointSlices, compact, createLogModel, withoutPart, type LogModel } from './parts';
import { NOT_READ } from './deferred-chunks';
import type { Envelope } from './envelope';
import { envelopes } from '../../test/helpers/fakes';
import { count, isoDate, merchandiseLine, voucherCodeLine } from '../../test/helpers/lines';

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const coreOnly = (): LogModel<RootState> => createLogModel<RootState>({ parts: [corePart], handles: areaHandles });

const session: DomainEvent[] = [
  CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: 'a' }) }),
  TourEvents.TourListRequested.create({ today: isoDate('2030-01-01') }),
  VouchersEvents.VoucherCodeRejected.create({ error: 'VOUCHER_EXPIRED', code: 'OLD-1' }),
  TourEvents.TourLanguageToggled.create({ language: 'en' }),
  VouchersEvents.VoucherOpened.create({ voucherId: 7 }),
  CartEvents.CartLineAdded.create({ line: voucherCodeLine({ lineId: 'c', barcode: 'B1' }) }),
  VouchersEvents.VoucherQuantityChanged.create({ voucherId: 7, quantity: count(3) }),
  TourEvents.TourDaySelected.create({ date: isoDate('2030-01-02') }),
  CartEvents.CartLineRemoved.create({ lineId: 'a' }),
  VouchersEvents.VoucherCodeRejected.create({ error: 'VOUCHER_USED', code: 'SPENT-2' }),
  CartEvents.CartRequestInvoiceSet.create({ requestInvoice: true }),
];

/** Registers a part the way the runtime does: catch up, then add it to the model. */
function register(model: LogModel<RootState>, part: typeof toursArea | typeof vouchersArea, state: RootState, snapshot: Snapshot<RootState> | null, events: readonly Envelope[]) {
  const caught = catchUp<RootState>(part, snapshot, events);
  if (!caught.ok) throw new Error(caught.fault.message);
  model.add(part);
  return { state: { ...state, ...caught.slices } as RootState, snapshot: caught.snapshot, events: caught.events };
}

describe('hydrate with the core only', () => {
  it('folds the core, keeps area entries as stored, and an area catches up to the full replay', () => {
    const envs = envelopes(session);
    const full = rootFold.foldAll(rootFold.initial, envs);
    const model = coreOnly();
    const result = hydrate(json(toDocument(null, envs)), model);
    if (!result.ok) throw new Error(result.fault.message);
    expect(Object.keys(result.value.state).sort()).toEqual(['account', 'cart', 'checkoutFunnel', 'notices', 'session', 'shipping', 'ui']);
    expect(result.value.state.cart).toEqual(full.cart);
    expect(result.value.events).toHaveLength(envs.length);

    let now = register(model, vouchersArea, result.value.state, result.value.snapshot, result.value.events);
    now = register(model, toursArea, now.state, now.snapshot, now.events);
    const { events: _e, dayTicketForm: _d, ticketForm: _t, merchandise: _m, productForm: _p, customerForms: _c, payment: _pay, ticketLineChecks: _tlc, ...expected } = full as RootState & { events: unknown };
    expect(now.state).toEqual(expected);
    expect(now.events).toEqual(envs);
  });

  it('does not decode an area entry at boot, but still checks its envelope, type and version', () => {
    const [first, second] = envelopes(session.slice(0, 2));
    const broken = { ...second!, data: { today: 'yesterday' } };
    const ok = hydrate(json([first, broken]), coreOnly());
    expect(ok.ok).toBe(true);
    // … the area finds it when it registers
    if (!ok.ok) return;
    const caught = catchUp<RootState>(toursArea, ok.value.snapshot, ok.value.events);
    expect(caught).toMatchObject({ ok: false, fault: { reason: 'undecodable', index: 1 } });
    expect(!caught.ok && caught.fault.message).toMatch(/entry 1 \(TourListRequested\): Expecting IsoDate at today/);

    expect(hydrate(json([first, { ...second!, v: 2 }]), coreOnly())).toMatchObject({ ok: false, fault: { reason: 'newerVersion', index: 1 } });
    expect(hydrate(json([first, { ...second!, v: 0 }]), coreOnly())).toMatchObject({ ok: false, fault: { reason: 'undecodable', index: 1 } });
    expect(hydrate(json([first, { ...second!, type: 'TourTeleported' }]), coreOnly())).toMatchObject({ ok: false, fault: { reason: 'unknownEvent', index: 1 } });
    expect(hydrate(json([first, { ...second!, meta: { seq: 2 } }]), coreOnly())).toMatchObject({ ok: false, fault: { reason: 'undecodable', index: 1 } });
  });
});

describe('compaction while areas are not loaded', () => {
  it('keeps the events the missing areas fold (their own and the core ones) and their positions; replay equals the full fold', () => {
    const envs = envelopes(session);
    const model = coreOnly();
    const compacted = compact(model, null, envs, 2);
    expect(compacted.snapshot).toMatchObject({ seq: 9, parts: { tickets: 0, merchandise: 0, vouchers: 0, tours: 0 } });
    // Tour and voucher events, and the cart events the voucher code read model folds (a code
    // line added, any line removed).
    expect(compacted.events.map((e) => e.meta.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(compacted.retained).toBe(9);
    expect(Object.keys(compacted.snapshot!.state as object).sort()).toEqual(['account', 'cart', 'checkoutFunnel', 'notices', 'session', 'shipping', 'ui']);

    const replayed = hydrate(json(toDocument(compacted.snapshot, compacted.events)), rootFold);
    expect(replayed).toMatchObject({ ok: true, value: { state: rootFold.foldAll(rootFold.initial, envs), lastSeq: 11 } });
  });

  it('a part loaded since catches up from its position; the next compaction folds it', () => {
    const envs = envelopes(session);
    const model = coreOnly();
    const first = compact(model, null, envs.slice(0, 6), 1);
    const state = model.foldAll(model.initial, envs.slice(0, 6));
    const now = register(model, toursArea, state, first.snapshot, [...first.events, ...envs.slice(6)]);
    const second = compact(model, now.snapshot, now.events, 1);
    expect(second.snapshot).toMatchObject({ seq: 10, parts: { tickets: 0, merchandise: 0, vouchers: 0 } });
    expect(second.snapshot!.parts).not.toHaveProperty('tours');
    expect(second.events.some((e) => e.type.startsWith('Tour'))).toBe(false);
    const replayed = hydrate(json(toDocument(second.snapshot, second.events)), rootFold);
    expect(replayed.ok && replayed.value.state).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });

  it('with every part loaded it is the old snapshot + tail (no parts, nothing kept)', () => {
    const envs = envelopes(session);
    const compacted = compact(rootFold, null, envs, 3);
    expect(compacted.snapshot).toEqual({ seq: 8, state: rootFold.foldAll(rootFold.initial, envs.slice(0, 8)) });
    expect(compacted.events).toEqual(envs.slice(8));
  });
});

describe('snapshot positions', () => {
  const envs = envelopes(session);
  const state = rootFold.foldAll(rootFold.initial, envs.slice(0, 4));

  it('refuses a part position beyond the snapshot, or not a seq', () => {
    for (const parts of [{ tours: 5 }, { tours: -1 }, { tours: 1.5 }]) {
      expect(hydrate(json(toDocument({ seq: 4, state, parts }, envs.slice(4))), rootFold)).toMatchObject({ ok: false, fault: { reason: 'corrupt' } });
    }
  });

  it('accepts events below the snapshot only above the lowest part position', () => {
    const doc = toDocument({ seq: 4, state, parts: { tours: 2 } }, envs.slice(2));
    expect(hydrate(json(doc), rootFold).ok).toBe(true);
    const tooOld = toDocument({ seq: 4, state, parts: { tours: 2 } }, envs.slice(1));
    expect(hydrate(json(tooOld), rootFold)).toMatchObject({ ok: false, fault: { reason: 'corrupt', index: 0, message: 'entry 0 (TourListRequested): seq 2 does not follow 2' } });
  });
});

describe('an area that cannot be read back', () => {
  it('without its part, the log replays to what catching up on it then gives', () => {
    const envs = envelopes(session);
    const bad = envs.map((e) => (e.type === 'VoucherOpened' ? ({ ...e, data: { voucherId: 'seven' } } as unknown as Envelope) : e));
    const model = coreOnly();
    const booted = hydrate(json(toDocument(null, bad)), model);
    if (!booted.ok) throw new Error(booted.fault.message);
    expect(catchUp(vouchersArea, booted.value.snapshot, booted.value.events)).toMatchObject({ ok: false, fault: { reason: 'undecodable' } });

    const rest = withoutPart(vouchersArea, booted.value.snapshot, booted.value.events);
    expect(rest.events.some((e) => e.type.startsWith('Voucher'))).toBe(false);
    const now = register(model, vouchersArea, booted.value.state, rest.snapshot, rest.events);
    // The code read model still folds the CartLineAdded of the code line (a core event).
    expect(now.state.voucherCode).toEqual({ error: null, accepted: 'B1', acceptedLine: 'c' });
    expect(now.state.voucherForm).toEqual(vouchersArea.readModels.voucherForm.initial);
    const replayed = hydrate(json(toDocument(rest.snapshot, rest.events)), rootFold);
    expect(replayed.ok && replayed.value.state.voucherCode).toEqual(now.state.voucherCode);
    expect(replayed.ok && replayed.value.state.cart).toEqual(now.state.cart);
  });

  it('a snapshot slice that does not decode is reported for that part only', () => {
    const envs = envelopes(session);
    const model = coreOnly();
    const compacted = compact(rootFold, null, envs, 2);
    const snapshot = { ...compacted.snapshot!, state: { ...compacted.snapshot!.state, tourList: { today: 42 } } as unknown as RootState };
    const booted = hydrate(json(toDocument(snapshot, compacted.events)), model);
    expect(booted.ok).toBe(true);
    if (!booted.ok) return;
    expect(catchUp(vouchersArea, booted.value.snapshot, booted.value.events).ok).toBe(true);
    const tours = catchUp(toursArea, booted.value.snapshot, booted.value.events);
    expect(tours).toMatchObject({ ok: false, fault: { reason: 'undecodable', index: null } });
    expect(!tours.ok && tours.fault.message).toMatch(/^snapshot \(tours\): /);
    expect(withoutPart(toursArea, booted.value.snapshot, booted.value.events).snapshot?.state).not.toHaveProperty('tourList');
  });
});

describe('the log model', () => {
  it('refuses a part whose read model names another part already uses', () => {
    const model = coreOnly();
    expect(() => model.add({ ...toursArea, name: 'tours-copy', readModels: { cart: toursArea.readModels.tour } })).toThrow(/"cart" of tours-copy is already defined by core/);
  });

  it('adding a part twice is a no-op; pending lists the areas not loaded with what they fold', () => {
    const model = coreOnly();
    model.add(vouchersArea);
    model.add(vouchersArea);
    expect(model.loaded()).toEqual(['core', 'vouchers']);
    const pending = Object.fromEntries(model.pending());
    expect(Object.keys(pending).sort()).toEqual(['customer', 'merchandise', 'payment', 'tickets', 'tours']);
    expect(pending.tours!.has('TourLoaded')).toBe(true);
    expect(pending.tours!.has('CartLineAdded')).toBe(false);
  });
});

describe('compaction: what it folds and what it keeps (mutation testing found these untested)', () => {
  it('compacting again with nothing to fold keeps the log and still counts the events kept for parts not loaded', () => {
    const envs = envelopes(session);
    const model = coreOnly();
    const first = compact(model, null, envs, 2);
    expect(first.retained).toBe(9);
    for (const keep of [envs.length, envs.length + 5]) {
      expect(compact(model, first.snapshot, first.events, keep)).toEqual({ snapshot: first.snapshot, events: first.events, retained: 9 });
    }
  });

  it('from a snapshot, the events every loaded part has folded are not looked at', () => {
    const envs = envelopes(session);
    const model = coreOnly();
    const first = compact(model, null, envs, 2);
    const foldInto = jest.spyOn(model, 'foldInto');
    const second = compact(model, first.snapshot, first.events, 1);
    // The core is at seq 9: of the ten events cut, only seq 10 is folded.
    expect(foldInto.mock.calls.map(([, event]) => event.meta.seq)).toEqual([10]);
    expect(second.snapshot?.seq).toBe(10);
    const replayed = hydrate(json(toDocument(second.snapshot, second.events)), rootFold);
    expect(replayed.ok && replayed.value.state).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });

  it('an event a part not loaded has folded already (up to its position) is not kept for it', () => {
    const envs = envelopes(session);
    // The tickets area was loaded when the log was first compacted; the vouchers area was not.
    const before = createLogModel<RootState>({ parts: [corePart, ticketsArea], handles: areaHandles });
    const first = compact(before, null, envs, 2);
    expect(first.snapshot?.parts).not.toHaveProperty('tickets');
    expect(first.events.map((e) => e.meta.seq)).toContain(9); // CartLineRemoved, kept for vouchers
    // After a reload the vouchers area loads and the tickets area does not: tickets is at seq 9.
    const model = coreOnly();
    const booted = hydrate(json(toDocument(first.snapshot, first.events)), model);
    if (!booted.ok) throw new Error(booted.fault.message);
    const now = register(model, vouchersArea, booted.value.state, booted.value.snapshot, booted.value.events);
    const second = compact(model, now.snapshot, now.events, 1);
    expect(second.snapshot).toMatchObject({ seq: 10, parts: { tickets: 9, tours: 0 } });
    // Kept: the tour events (tours is at 0); not the CartLineRemoved at 9, which tickets has folded.
    expect(second.events.map((e) => e.meta.seq)).toEqual([2, 4, 8, 11]);
  });

  it('a cut that would fall among the events kept for a part not loaded compacts nothing: the snapshot never goes back', () => {
    const envs = envelopes(session);
    const before = createLogModel<RootState>({ parts: [corePart, ticketsArea], handles: areaHandles });
    const first = compact(before, null, envs, 2);
    const model = coreOnly();
    const booted = hydrate(json(toDocument(first.snapshot, first.events)), model);
    if (!booted.ok) throw new Error(booted.fault.message);
    // Keep more than the events after the snapshot: the cut falls among the events kept, below tickets' 9.
    const kept = booted.value.events;
    expect(kept.map((e) => e.meta.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const cut = compact(model, booted.value.snapshot, kept, kept.length - 5);
    expect(cut.snapshot).toEqual(booted.value.snapshot);
    expect(cut.events).toEqual(kept);
    expect(cut.retained).toBe(kept.filter((e) => e.meta.seq <= (booted.value.snapshot?.seq ?? 0)).length);
    const replayed = hydrate(json(toDocument(cut.snapshot, cut.events)), rootFold);
    expect(replayed.ok && replayed.value.state).toEqual(rootFold.foldAll(rootFold.initial, envs));
  });
});

describe('an area catching up from the boot checkpoint (catchUp with `from`, checkpointSlices)', () => {
  // Three visits' worth of the session: 33 events, tour and voucher ones all along.
  const envs = envelopes([...session, ...session, ...session]);
  /** The checkpoint as the runtime stores it: the live state at seq `seq` with every part loaded, as JSON. */
  const checkpointAt = (seq: number, model: LogModel<RootState> = rootFold) =>
    json({ seq, state: model.foldAll(model.initial, envs.slice(0, seq)), parts: model.loaded() });
  /** A reload with the core only: area entries kept as stored (hydrate decodes only the core's). */
  const boot = (events: readonly unknown[] = envs, snapshot: Snapshot<RootState> | null = null) => {
    const booted = hydrate(json(toDocument(snapshot, events as Envelope[])), coreOnly());
    if (!booted.ok) throw new Error(booted.fault.message);
    return booted.value;
  };
  /** What the log in memory holds after a boot on a checkpoint at `seq`: the entries it covers may not even be read. */
  const notRead = (events: readonly Envelope[], seq: number): Envelope[] => events.map((e) => (e.meta.seq <= seq ? NOT_READ : e));
  const owns = (area: typeof toursArea | typeof vouchersArea, type: string): boolean => Object.prototype.hasOwnProperty.call(area.events, type);

  it.each([
    ['vouchers', vouchersArea],
    ['tours', toursArea],
  ] as const)('%s: from a checkpoint at any seq, the slices equal catching up over the whole log; entries up to it stay NOT_READ, its own after it are decoded', (_name, area) => {
    const booted = boot();
    const whole = catchUp<RootState>(area, null, booted.events);
    if (!whole.ok) throw new Error(whole.fault.message);
    for (let seq = 1; seq < envs.length; seq++) {
      const from = checkpointSlices(area, checkpointAt(seq));
      expect(from?.seq).toBe(seq);
      const covered = notRead(booted.events, seq);
      const caught = catchUp<RootState>(area, null, covered, from ?? undefined);
      if (!caught.ok) throw new Error(`seq ${seq}: ${caught.fault.message}`);
      expect(caught.slices).toEqual(whole.slices);
      expect(caught.snapshot).toBeNull();
      caught.events.forEach((entry, i) => {
        if (envs[i]!.meta.seq <= seq) expect(entry).toBe(NOT_READ);
        else if (owns(area, entry.type)) {
          // Decoded: a new envelope, equal to what was appended.
          expect(entry).not.toBe(covered[i]);
          expect(entry).toEqual(envs[i]);
        } else expect(entry).toBe(covered[i]);
      });
      // After the checkpoint, the same events as the whole catch-up gives.
      expect(caught.events.slice(seq)).toEqual(whole.events.slice(seq));
    }
  });

  it('an entry of the area after the checkpoint is decoded (a key its codec does not declare is dropped); one up to it, as stored, is not even looked at', () => {
    const seq = 15;
    // Seq 5 is a VoucherOpened, seq 18 a VoucherQuantityChanged.
    expect([envs[4]!.type, envs[17]!.type]).toEqual(['VoucherOpened', 'VoucherQuantityChanged']);
    const stored = envs.map((e, i) => {
      if (i === 4) return { ...e, data: { voucherId: 'seven' } };
      if (i === 17) return { ...e, data: { ...(e.data as object), stale: true } };
      return e;
    });
    const booted = boot(stored);
    // Over the whole log, the broken entry at seq 5 fails the catch-up.
    expect(catchUp<RootState>(vouchersArea, null, booted.events)).toMatchObject({ ok: false, fault: { reason: 'undecodable', index: 4 } });
    // From the checkpoint it is left to the log's idle check (kept as it is); the one after it is decoded.
    const caught = catchUp<RootState>(vouchersArea, null, booted.events, checkpointSlices(vouchersArea, checkpointAt(seq)) ?? undefined);
    if (!caught.ok) throw new Error(caught.fault.message);
    expect(caught.events[4]).toBe(booted.events[4]);
    expect(booted.events[17]!.data).toHaveProperty('stale', true);
    expect(caught.events[17]).toEqual(envs[17]);
    expect(caught.events[17]!.data).not.toHaveProperty('stale');
    const clean = catchUp<RootState>(vouchersArea, null, boot().events);
    expect(clean.ok && caught.slices).toEqual(clean.ok && clean.slices);
  });

  it('an entry of the area after the checkpoint that does not decode still fails the catch-up, at its place', () => {
    const stored = envs.map((e, i) => (i === 26 ? { ...e, data: { voucherId: 'seven' } } : e));
    expect(envs[26]!.type).toBe('VoucherOpened');
    const booted = boot(stored);
    const caught = catchUp<RootState>(vouchersArea, null, notRead(booted.events, 20), checkpointSlices(vouchersArea, checkpointAt(20)) ?? undefined);
    expect(caught).toMatchObject({ ok: false, fault: { reason: 'undecodable', index: 26 } });
  });

  it('after a snapshot (the checkpoint comes after it): the same slices and snapshot as catching up over the whole log', () => {
    // Snapshot at seq 10, events 11–33 after it; checkpoint at 20.
    const compacted = compact(rootFold, null, envs, 23);
    expect(compacted.snapshot?.seq).toBe(10);
    const booted = boot(compacted.events, compacted.snapshot);
    for (const area of [vouchersArea, toursArea]) {
      const whole = catchUp<RootState>(area, booted.snapshot, booted.events);
      const caught = catchUp<RootState>(area, booted.snapshot, notRead(booted.events, 20), checkpointSlices(area, checkpointAt(20)) ?? undefined);
      if (!whole.ok || !caught.ok) throw new Error('not caught up');
      expect(caught.slices).toEqual(whole.slices);
      expect(caught.snapshot).toEqual(whole.snapshot);
    }
  });

  it('checkpointSlices: only the part\'s own slices, decoded, at the checkpoint\'s seq', () => {
    const checkpoint = checkpointAt(12);
    const live = rootFold.foldAll(rootFold.initial, envs.slice(0, 12));
    expect(checkpointSlices(vouchersArea, checkpoint)).toEqual({ seq: 12, slices: { vouchers: live.vouchers, voucherForm: live.voucherForm, voucherCode: live.voucherCode } });
  });

  it('checkpointSlices: null when the checkpoint does not list the part (a page where it was not loaded wrote it)', () => {
    // Written by a page with the core and the vouchers area loaded.
    const model = createLogModel<RootState>({ parts: [corePart, vouchersArea], handles: areaHandles });
    const checkpoint = checkpointAt(12, model);
    expect(checkpoint.parts).toEqual(['core', 'vouchers']);
    expect(checkpointSlices(vouchersArea, checkpoint)).not.toBeNull();
    expect(checkpointSlices(toursArea, checkpoint)).toBeNull();
    expect(checkpointSlices(vouchersArea, { ...checkpoint, parts: ['core'] })).toBeNull();
  });

  it('checkpointSlices: null when its slices of the part do not decode; another part\'s still do', () => {
    const checkpoint = checkpointAt(12);
    const state = checkpoint.state as unknown as Record<string, Record<string, unknown>>;
    const edited = { ...checkpoint, state: { ...state, voucherForm: { ...state.voucherForm, quantity: 'three' } } };
    expect(checkpointSlices(vouchersArea, edited)).toBeNull();
    expect(checkpointSlices(toursArea, edited)).not.toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined (no checkpoint)', undefined],
    ['a string', 'checkpoint'],
    ['a number', 7],
    ['an array', []],
    ['a seq that is not a number', { seq: 'x' }],
    ['a seq that is not a number, with state and parts', { seq: 'x', state: {}, parts: ['vouchers'] }],
    ['no state', { seq: 5, parts: ['vouchers'] }],
    ['a null state', { seq: 5, state: null, parts: ['vouchers'] }],
    ['parts that are not a list', { seq: 5, state: {}, parts: 'vouchers' }],
  ])('checkpointSlices: null for garbage (%s), never a TypeError', (_what, garbage) => {
    expect(checkpointSlices(vouchersArea, garbage)).toBeNull();
  });
});

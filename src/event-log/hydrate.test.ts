import { CartEvents, cents, SessionEvents, type DomainEvent } from '../messages';
import { rootFold } from '../app/areas/all';
import { initialCart } from '../domain/cart/read-model';
import { hydrate, parseLogText } from './hydrate';
import { toDocument } from './document';
import { decodeEntry } from './decode';
import { upcast } from './upcasters';
import { envelopes } from '../../test/helpers/fakes';
import { merchandiseLine, ticketLine } from '../../test/helpers/lines';

const meta = (seq: number) => ({ seq, at: 1_000 + seq, tab: 'tab-1' });
const sample: DomainEvent[] = [
  CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: 'a' }) }),
  CartEvents.CartLineAdded.create({ line: ticketLine({ lineId: 'b' }) }),
  CartEvents.CartRequestInvoiceSet.create({ requestInvoice: false }),
  CartEvents.CartLineRemoved.create({ lineId: 'a' }),
];
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('hydrate', () => {
  it('folds a stored document (JSON round trip) into the same state as the live fold', () => {
    const envs = envelopes(sample);
    const live = rootFold.foldAll(rootFold.initial, envs);
    const result = hydrate(json(toDocument(null, envs)), rootFold);
    expect(result).toEqual({ ok: true, value: { state: live, snapshot: null, events: envs, lastSeq: 4, unverified: 0 } });
  });

  it('accepts a bare array of envelopes (what QA pastes)', () => {
    const result = hydrate(json(envelopes(sample)), rootFold);
    expect(result.ok && result.value.state.cart.lines.map((l) => l.lineId)).toEqual(['b']);
  });

  it('starts from the snapshot and folds only the events after it', () => {
    const envs = envelopes(sample);
    const snapshotState = rootFold.foldAll(rootFold.initial, envs.slice(0, 2));
    const result = hydrate(json(toDocument({ seq: 2, state: snapshotState }, envs.slice(2))), rootFold);
    expect(result.ok && result.value.state).toEqual(rootFold.foldAll(rootFold.initial, envs));
    expect(result.ok && result.value.lastSeq).toBe(4);
  });

  it('stops after `at`', () => {
    const result = hydrate(json(envelopes(sample)), rootFold, { at: 2 });
    expect(result.ok && result.value.state.cart.lines.map((l) => l.lineId)).toEqual(['a', 'b']);
    expect(result.ok && result.value.lastSeq).toBe(2);
  });

  it('an empty log is the initial state', () => {
    expect(hydrate(toDocument(null, []), rootFold)).toEqual({
      ok: true,
      value: { state: rootFold.initial, snapshot: null, events: [], lastSeq: 0, unverified: 0 },
    });
  });

  it('upcasts CartRequestInvoiceSet v1 {value} to v2 {requestInvoice}', () => {
    const old = { type: 'CartRequestInvoiceSet', v: 1, data: { value: false }, meta: meta(1) };
    const result = hydrate([old], rootFold);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.state.cart.requestInvoice).toBe(false);
    expect(result.value.events[0]).toEqual({ type: 'CartRequestInvoiceSet', v: 2, data: { requestInvoice: false }, meta: meta(1) });
  });

  it('a current-version entry is not touched by upcasting', () => {
    const entry = { type: 'CartRequestInvoiceSet', v: 2, data: { requestInvoice: true }, meta: meta(1) };
    expect(upcast(entry, 0)).toBe(entry);
  });

  it('refuses a version newer than this build', () => {
    const result = hydrate([{ type: 'CartRequestInvoiceSet', v: 3, data: { requestInvoice: true }, meta: meta(1) }], rootFold);
    expect(result).toEqual({
      ok: false,
      fault: { reason: 'newerVersion', index: 0, message: "entry 0 (CartRequestInvoiceSet): version 3 is newer than this build's 2" },
    });
  });

  it.each([0, -1, 1.5])('refuses version %p', (v) => {
    const result = hydrate([{ type: 'CartCleared', v, data: {}, meta: meta(1) }], rootFold);
    expect(!result.ok && result.fault.reason).toBe('undecodable');
  });

  it.each(['NoSuchEvent', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])('reports the unknown event type %p', (type) => {
    const good = envelopes(sample.slice(0, 1));
    const result = hydrate([...json(good), { type, v: 1, data: {}, meta: meta(2) }], rootFold);
    expect(result).toEqual({
      ok: false,
      fault: { reason: 'unknownEvent', index: 1, message: `entry 1: unknown event type "${type}"` },
    });
  });

  it('reports an undecodable payload with a readable path and the entry', () => {
    const line = { ...merchandiseLine({ lineId: 'a' }), price: '12,00' };
    const result = hydrate([{ type: 'CartLineAdded', v: 1, data: { line }, meta: meta(1) }], rootFold);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fault.reason).toBe('undecodable');
    expect(result.fault.index).toBe(0);
    expect(result.fault.message).toBe('entry 0 (CartLineAdded): Expecting Cents at line.price but instead got: "12,00"');
  });

  it('a line whose totals contradict its fields (5 × 39,00 € = 0,01 €) is undecodable, named by its entry', () => {
    const good = merchandiseLine({ lineId: 'a' });
    const edited = { ...merchandiseLine({ lineId: 'b', price: cents(3900) }), count: 5, totalCount: 5, totalPrice: 1 };
    const result = hydrate(
      [
        { type: 'CartLineAdded', v: 1, data: { line: good }, meta: meta(1) },
        { type: 'CartLineAdded', v: 1, data: { line: edited }, meta: meta(2) },
      ],
      rootFold,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fault).toMatchObject({ reason: 'undecodable', index: 1 });
    expect(result.fault.message).toMatch(/^entry 1 \(CartLineAdded\): Expecting CartLine \(totals agreeing with its prices and counts\) at line/);
  });

  it('reports an envelope without meta as undecodable', () => {
    const result = hydrate([{ type: 'CartCleared', v: 1, data: {} }], rootFold);
    expect(!result.ok && result.fault).toMatchObject({ reason: 'undecodable', index: 0 });
    expect(!result.ok && result.fault.message).toContain('meta');
  });

  it('refuses seqs that do not increase (a spliced log)', () => {
    const envs = json(envelopes(sample.slice(0, 2)));
    envs[1]!.meta.seq = 1;
    const result = hydrate(envs, rootFold);
    expect(!result.ok && result.fault).toMatchObject({ reason: 'corrupt', index: 1 });
  });

  it('refuses events at or below the snapshot seq', () => {
    const result = hydrate(toDocument({ seq: 5, state: rootFold.initial }, envelopes(sample.slice(0, 1))), rootFold);
    expect(!result.ok && result.fault).toMatchObject({ reason: 'corrupt', index: 0 });
  });

  it('refuses something that is not a log', () => {
    for (const input of [null, 42, 'text', { events: 'no' }, { format: 'other', version: 1, snapshot: null, events: [] }]) {
      const result = hydrate(input, rootFold);
      expect(!result.ok && result.fault.reason).toBe('corrupt');
    }
  });

  it('refuses a snapshot whose state does not decode', () => {
    const bad = { ...rootFold.initial, cart: { ...initialCart, shippingCosts: -1 } };
    const result = hydrate(toDocument({ seq: 1, state: bad }, []), rootFold);
    expect(!result.ok && result.fault).toMatchObject({ reason: 'undecodable', index: null });
    expect(!result.ok && result.fault.message).toMatch(/^snapshot: Expecting/);
  });

  it('refuses `at` inside the snapshot', () => {
    const result = hydrate(toDocument({ seq: 10, state: rootFold.initial }, []), rootFold, { at: 3 });
    expect(!result.ok && result.fault.reason).toBe('corrupt');
  });

  it('replays session facts into notices with the same ids as live', () => {
    const envs = envelopes([SessionEvents.TabForked.create({ from: 'a', to: 'b' })], { firstSeq: 7 });
    const result = hydrate(json(envs), rootFold);
    expect(result.ok && result.value.state.notices).toEqual([{ id: 'tabForked-7', kind: 'tabForked' }]);
  });
});

describe('hydrate from a boot checkpoint', () => {
  const envs = envelopes(sample);
  const live = rootFold.foldAll(rootFold.initial, envs);
  const at = (seq: number) => ({ seq, state: json(rootFold.foldAll(rootFold.initial, envs.slice(0, seq))), parts: rootFold.loaded() });
  const stored = json(toDocument(null, envs));

  it('starts from its state: the events it covers stay as stored, the rest are decoded and folded; the state equals a whole replay', () => {
    const result = hydrate(stored, rootFold, { checkpoint: at(3) });
    if (!result.ok) throw new Error(result.fault.message);
    expect(result.value.state).toEqual(live);
    expect(result.value.unverified).toBe(3);
    expect(result.value.lastSeq).toBe(4);
    expect(result.value.events).toHaveLength(4);
    // Covered: the stored object itself; after it: a decoded copy.
    expect(result.value.events[0]).toBe(stored.events[0]);
    expect(result.value.events[3]).not.toBe(stored.events[3]);
  });

  it('does not fold the covered events again: a checkpoint of another history gives its own state (it is trusted once it fits)', () => {
    const other = { ...at(2), state: json(rootFold.foldAll(rootFold.initial, [])) };
    const result = hydrate(stored, rootFold, { checkpoint: other });
    expect(result.ok && result.value.state.cart.lines.map((l) => l.lineId)).toEqual(rootFold.foldAll(rootFold.initial, envs.slice(2)).cart.lines.map((l) => l.lineId));
  });

  it.each([
    ['not a checkpoint', { seq: 3 }],
    ['a seq that is no entry of the log', { ...at(3), seq: 9 }],
    ['a seq that is not a whole number', { ...at(3), seq: 2.5 }],
    ['a state the codecs refuse', { ...at(3), state: { cart: { lines: 'many' } } }],
    ['a part loaded now that it does not hold', { ...at(3), parts: [] }],
  ])('is ignored when it does not fit the log (%s): the log replays whole', (_what, checkpoint) => {
    const result = hydrate(stored, rootFold, { checkpoint });
    expect(result.ok && result.value.state).toEqual(live);
    expect(result.ok && result.value.unverified).toBe(0);
  });

  it('is ignored at or before the snapshot, and when QA asks for a point (`at`)', () => {
    const snapshotState = rootFold.foldAll(rootFold.initial, envs.slice(0, 2));
    const compacted = json(toDocument({ seq: 2, state: snapshotState }, envs.slice(2)));
    const afterSnapshot = hydrate(compacted, rootFold, { checkpoint: at(2) });
    expect(afterSnapshot.ok && afterSnapshot.value.state).toEqual(live);
    expect(afterSnapshot.ok && afterSnapshot.value.unverified).toBe(0);
    const point = hydrate(stored, rootFold, { checkpoint: at(3), at: 2 });
    expect(point.ok && point.value.state).toEqual(rootFold.foldAll(rootFold.initial, envs.slice(0, 2)));
    expect(point.ok && point.value.unverified).toBe(0);
  });

  it('a covered entry is not looked at during boot, not even its envelope: it is kept as stored for the check after boot (verifier.ts)', () => {
    const damaged = json(toDocument(null, envs)) as unknown as { events: unknown[] };
    damaged.events[1] = { type: 'CartLineAdded' };
    const result = hydrate(damaged, rootFold, { checkpoint: at(3) });
    if (!result.ok) throw new Error(result.fault.message);
    expect(result.value.state).toEqual(live);
    expect(result.value.unverified).toBe(3);
    expect(result.value.events[1]).toBe(damaged.events[1]);
    expect(decodeEntry(result.value.events[1], 1, rootFold)).toMatchObject({ reason: 'undecodable', index: 1 });
  });

  it('a first covered entry at or before the snapshot is no history of this checkpoint: the log replays whole and says where', () => {
    const snapshotState = rootFold.foldAll(rootFold.initial, envs.slice(0, 1));
    const overlapping = json(toDocument({ seq: 1, state: snapshotState }, envs));
    const result = hydrate(overlapping, rootFold, { checkpoint: at(3) });
    expect(result.ok ? null : result.fault).toMatchObject({ reason: 'corrupt', index: 0 });
  });
});

describe('decodeEntry', () => {
  it('decodes one envelope by its own codec (brands included)', () => {
    const entry = decodeEntry(
      json({ type: 'ShippingCostsLoaded', v: 1, data: { shippingCosts: cents(495), country: 'DE' }, meta: meta(1) }),
      0,
      rootFold,
    );
    expect(entry).toEqual({ type: 'ShippingCostsLoaded', v: 1, data: { shippingCosts: 495, country: 'DE' }, meta: meta(1) });
    expect(decodeEntry({ type: 'ShippingCostsLoaded', v: 1, data: { shippingCosts: 4.95, country: 'DE' }, meta: meta(1) }, 3, rootFold)).toMatchObject({
      reason: 'undecodable',
      index: 3,
    });
  });
});

describe('parseLogText', () => {
  it('tells truncated text from garbage', () => {
    const text = JSON.stringify(toDocument(null, envelopes(sample)));
    expect(parseLogText(text)).toEqual({ ok: true, value: JSON.parse(text) });
    const cut = parseLogText(text.slice(0, text.length - 20));
    expect(!cut.ok && cut.fault.reason).toBe('truncated');
    const garbage = parseLogText('{"format": foyer}');
    expect(!garbage.ok && garbage.fault.reason).toBe('corrupt');
  });
});

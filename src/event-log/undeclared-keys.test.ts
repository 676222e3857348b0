import { rootFold } from '../app/areas/all';
import { hydrate } from './hydrate';
import { toDocument } from './document';
import { buildCapsule } from '../qa/capsule';
import { runReplay } from '../cli/replay';
import { trackedFacts, type TrackedCommit } from '../tracking/spec';
import { readRecords } from '../domain/payment/ledger-records';
import type { Envelope } from './envelope';
import { capsuleContext } from '../../test/helpers/capsules';
import { merchandiseLine, ticketLine } from '../../test/helpers/lines';
import fc from 'fast-check';
import { eventDefinitions } from '../messages/all-events';
import { arbitraryOf, shapesIn } from '../../test/helpers/codec-arbitrary';
import { runs } from '../../test/helpers/runs';

// Issue 28, "Exact everywhere": a stored entry is the visitor's to edit (or an older build's to
// have written). What an event's codec does not declare must not come back from the log.
const IBAN = 'DE89370400440532013000';

const entry = (seq: number, type: string, v: number, data: unknown, extra: object = {}) => ({
  type,
  v,
  data,
  meta: { seq, at: 1_000 * seq, tab: 't' },
  ...extra,
});

const line = merchandiseLine({ lineId: 'm1' });
const ticket = ticketLine({ lineId: 't1' });
const stored = [
  entry(1, 'CookiesAccepted', 1, {}),
  // Nested: on the line, inside an array of the line, beside the line.
  entry(2, 'CartLineAdded', 1, { line: { ...line, iban: IBAN } }),
  entry(3, 'CartLineAdded', 1, { line: { ...ticket, subtickets: ticket.subtickets.map((s) => ({ ...s, iban: IBAN })) }, iban: IBAN }),
  // On the payload, the envelope and the envelope's meta.
  entry(4, 'PaymentStarted', 2, { attemptId: 'a1', payart: 84, wallet: null, returnTo: 'accepted', lineIds: ['m1', 't1'], iban: IBAN }),
  { ...entry(5, 'PaymentMethodChosen', 1, { payart: 84 }, { iban: IBAN }), meta: { seq: 5, at: 5_000, tab: 't', iban: IBAN } },
  entry(6, 'CartLineCountChanged', 1, { lineId: 'm1', count: 3, holder: IBAN }),
];

function replayed() {
  const result = hydrate(JSON.parse(JSON.stringify(stored)), rootFold);
  if (!result.ok) throw new Error(result.fault.message);
  return result.value;
}

describe('a stored entry with keys its codec does not declare (issue 28)', () => {
  it('replays: the events and read models hold none of them', () => {
    const { events, state } = replayed();
    expect(events).toHaveLength(stored.length);
    expect(JSON.stringify(events)).not.toContain(IBAN);
    expect(JSON.stringify(state)).not.toContain(IBAN);
    expect(events[3]).toEqual(entry(4, 'PaymentStarted', 2, { attemptId: 'a1', payart: 84, wallet: null, returnTo: 'accepted', lineIds: ['m1', 't1'] }));
    expect(events[4]).toEqual(entry(5, 'PaymentMethodChosen', 1, { payart: 84 }));
  });

  it('the export and the bug capsule made from the replayed log carry none of them', () => {
    const { events, snapshot } = replayed();
    const doc = toDocument(snapshot, events);
    expect(JSON.stringify(doc)).not.toContain(IBAN);
    expect(JSON.stringify(buildCapsule(doc, capsuleContext()))).not.toContain(IBAN);
  });

  it('the replay CLI prints none of them, nor a capsule header’s own undeclared keys', () => {
    const capsule = { ...buildCapsule(toDocument(null, stored as unknown as Envelope[]), capsuleContext()), iban: IBAN };
    const withHeader = { ...capsule, app: { ...capsule.app, iban: IBAN }, viewport: { ...capsule.viewport, iban: IBAN } };
    for (const file of [stored, withHeader]) {
      let out = '';
      let err = '';
      const code = runReplay(['in.json'], { readFile: () => JSON.stringify(file), stdout: (t) => (out += t), stderr: (t) => (err += t) });
      expect([code, err]).toEqual([0, '']);
      expect(out).not.toContain(IBAN);
      let list = '';
      runReplay(['in.json', '--list'], { readFile: () => JSON.stringify(file), stdout: (t) => (list += t), stderr: () => undefined });
      expect(list).not.toContain(IBAN);
    }
  });

  it('a stored `__proto__` key is dropped, never made the prototype of what is decoded', () => {
    // JSON.parse makes it an own key; a decode that copies with plain assignment would turn it
    // into the copy's prototype, and the line would answer `iban` by inheritance.
    const text = JSON.stringify([entry(1, 'CartLineAdded', 1, { line: { ...line, price: 2500 } })]).replace('"line":{', `"__proto__":{"iban":"${IBAN}"},"line":{"__proto__":{"iban":"${IBAN}"},`);
    const result = hydrate(JSON.parse(text), rootFold);
    if (!result.ok) throw new Error(result.fault.message);
    const data = result.value.events[0]!.data as unknown as Record<string, unknown> & { line: Record<string, unknown> };
    expect([Object.getPrototypeOf(data), Object.getPrototypeOf(data.line)]).toEqual([Object.prototype, Object.prototype]);
    expect([data.iban, data.line.iban, JSON.stringify(result.value)]).toEqual([undefined, undefined, expect.not.stringContaining(IBAN)]);
  });

  it('the payment ledger’s stored records keep their declared keys only', () => {
    const record = { tab: 't', by: 't', attemptId: 'a1', cartId: null, lineIds: ['m1'], state: 'underWay', bookingId: null, at: 1 };
    expect(readRecords([{ ...record, iban: IBAN }])).toEqual([record]);
  });

  it('tracking of the replayed events (as if they were live) names none of them', () => {
    const { events } = replayed();
    let before = rootFold.initial;
    const facts: unknown[] = [];
    for (const envelope of events) {
      const after = rootFold.foldAll(before, [envelope]);
      facts.push(...trackedFacts({ envelope, before, after } as TrackedCommit, `t:${envelope.meta.seq}`));
      before = after;
    }
    expect(facts.filter(Boolean).length).toBeGreaterThan(0);
    expect(JSON.stringify(facts)).not.toContain(IBAN);
  });
});

// ---- the property: any event, any depth --------------------------------------------------------

const MARK = 'undeclared-7f3a';
/** An undeclared key's name: marked, or one every object has by inheritance. */
const extraKey = fc.oneof(fc.stringMatching(/^[a-z]{1,6}$/).map((k) => `${MARK}-${k}`), fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'));
const extraValue = fc.oneof(fc.constant(MARK), fc.constant({ iban: MARK }), fc.constant([MARK]), fc.constant(7), fc.constant(null));

/** The stored entry (as JSON) with `key: value` set on the object at `path` (own, even `__proto__`). */
function withExtra(stored: object, path: ReadonlyArray<string | number>, key: string, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(stored)) as Record<string, unknown>;
  const node = path.reduce<Record<string | number, unknown>>((at, k) => at[k] as Record<string, unknown>, copy);
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  return JSON.parse(JSON.stringify(copy));
}

const payloads = fc.tuple(
  ...eventDefinitions.map((definition) =>
    arbitraryOf(definition.data)
      .filter((data) => definition.data.is(data))
      .map((data) => ({ definition, data })),
  ),
);

/** Which of an event's places get the key: a few bits of `seed` (at least one place). */
const chosen = (places: number, seed: number): number[] => {
  const picked = [...Array(places).keys()].filter((i) => ((seed >>> i % 31) & 1) === 1);
  return picked.length > 0 ? picked : [seed % places];
};

describe(`property (${runs(300, 30)} runs): an undeclared key at any depth of every kind of stored event`, () => {
  it('never reaches a read model, the export, a capsule, the replay CLI or the tracking stream', () => {
    fc.assert(
      fc.property(payloads, fc.array(fc.nat(), { minLength: eventDefinitions.length, maxLength: eventDefinitions.length }), extraKey, extraValue, (events, seeds, key, value) => {
        // One event of every type, each with the key on some of its places: the envelope, its
        // meta, and every shape of its payload (a record's entries are data, not places).
        const clean = [entry(1, 'CookiesAccepted', 1, {}), ...events.map(({ definition, data }, i) => entry(i + 2, definition.type, definition.version, data))];
        const stored = clean.map((event, i) => {
          if (i === 0) return event;
          const { definition, data } = events[i - 1]!;
          const places: Array<Array<string | number>> = [[], ['meta'], ...shapesIn(definition.data, data).map((p) => ['data', ...p])];
          return chosen(places.length, seeds[i - 1]!).reduce<unknown>((at, p) => withExtra(at as object, places[p]!, key, value), event);
        });
        const result = hydrate(JSON.parse(JSON.stringify(stored)), rootFold);
        if (!result.ok) throw new Error(result.fault.message);
        const { state, snapshot } = result.value;
        // A marked key or value. (`toString` may be a generated line id, a key of a read model
        // by right): an inherited name is caught by the events' equality just below.
        const leaked = (text: string) => text.includes(MARK);
        // Each event comes back as it was before the key was added: nothing more, nothing less.
        expect(result.value.events).toEqual(JSON.parse(JSON.stringify(clean)));
        expect(leaked(JSON.stringify(state))).toBe(false);
        const doc = toDocument(snapshot, result.value.events);
        expect(leaked(JSON.stringify(doc))).toBe(false);
        expect(leaked(JSON.stringify(buildCapsule(doc, capsuleContext())))).toBe(false);
        let out = '';
        let err = '';
        expect(runReplay(['in.json'], { readFile: () => JSON.stringify(stored), stdout: (t) => (out += t), stderr: (t) => (err += t) })).toBe(0);
        expect(leaked(out + err)).toBe(false);
        // Tracking, as if each replayed event were live (replay itself never tracks).
        let before = rootFold.initial;
        const facts = result.value.events.map((envelope) => {
          const after = rootFold.foldAll(before, [envelope]);
          const fact = trackedFacts({ envelope, before, after } as TrackedCommit, `t:${envelope.meta.seq}`);
          before = after;
          return fact;
        });
        expect(leaked(JSON.stringify(facts))).toBe(false);
      }),
      { numRuns: runs(300, 30), endOnFailure: true },
    );
  });
});

import fc from 'fast-check';
import { contentHash, encodeLine, expandLine, isStoredLine, type StoredLine } from './stored-line';
import type { EventMeta } from './envelope';

const meta = fc.record({ seq: fc.integer({ min: 1, max: 1e6 }), at: fc.integer({ min: 0, max: 4e12 }), tab: fc.constantFrom('tab-a', 'tab-b', 'k3j2h1') });

describe('stored lines', () => {
  it('a chain of lines expands to the metas it was written from, whatever they are', () => {
    fc.assert(
      fc.property(fc.array(meta, { maxLength: 30 }), (metas) => {
        let previous: EventMeta | null = null;
        const lines = metas.map((m) => {
          const line = encodeLine({ type: 'CartCleared', v: 1, meta: m }, { d: {} }, previous);
          previous = m;
          return line;
        });
        let before: EventMeta | null = null;
        const back = lines.map((text) => {
          const parsed: unknown = JSON.parse(text);
          if (!isStoredLine(parsed)) throw new Error(`not a stored line: ${text}`);
          const expanded = expandLine(parsed, parsed.d, before);
          if (typeof expanded === 'string') throw new Error(expanded);
          before = expanded.meta;
          return expanded.meta;
        });
        expect(back).toEqual(metas);
      }),
      { seed: 11 },
    );
  });

  it('says only what changed: the next seq, the same tab and the same moment cost nothing', () => {
    const first = { seq: 7, at: 1_000, tab: 'tab-a' };
    expect(encodeLine({ type: 'CartCleared', v: 1, meta: first }, { d: {} }, null)).toBe('{"t":"CartCleared","d":{},"s":7,"at":1000,"b":"tab-a"}');
    expect(encodeLine({ type: 'CartCleared', v: 1, meta: { seq: 8, at: 1_000, tab: 'tab-a' } }, { d: {} }, first)).toBe('{"t":"CartCleared","d":{}}');
    // Version 1 is said by leaving `v` out; any other is written.
    expect(encodeLine({ type: 'CartRequestInvoiceSet', v: 2, meta: { seq: 10, at: 1_250, tab: 'tab-b' } }, { d: {} }, first)).toBe('{"t":"CartRequestInvoiceSet","v":2,"d":{},"s":10,"a":250,"b":"tab-b"}');
  });

  it('a line that needs a line before it cannot be read first', () => {
    const line: StoredLine = { t: 'CartCleared', v: 1, d: {} };
    expect(expandLine(line, {}, null)).toMatch(/cannot be told from the line before it/);
    expect(isStoredLine({ type: 'CartCleared', v: 1, data: {}, meta: {} })).toBe(false);
  });

  it('content hashes are short, stable and tell texts apart', () => {
    expect(contentHash('{"a":1}')).toBe(contentHash('{"a":1}'));
    expect(contentHash('{"a":1}')).not.toBe(contentHash('{"a":2}'));
    expect(contentHash('x'.repeat(10_000)).length).toBeLessThanOrEqual(11);
  });
});

describe('stored lines: what is not one (mutation testing found these untested)', () => {
  const meta: EventMeta = { seq: 4, at: 1000, tab: 't' };
  it('only an object with a string `t` and no `type` is a stored line', () => {
    expect(isStoredLine({ t: 'CartCleared', v: 1, d: {} })).toBe(true);
    for (const value of [null, undefined, [{ t: 'CartCleared' }], 'CartCleared', { t: 7, v: 1 }, { t: 'CartCleared', type: 'CartCleared', v: 1 }]) expect(isStoredLine(value)).toBe(false);
  });
  it('a time difference that is no finite number is refused, with its reason', () => {
    const line = { t: 'CartCleared', v: 1, s: 5, at: 2000, b: 't' } as StoredLine;
    expect(expandLine({ ...line, a: 'soon' } as unknown as StoredLine, {}, meta)).toBe('its time difference is not a number');
    expect(expandLine({ ...line, a: Infinity }, {}, meta)).toBe('its time difference is not a number');
    expect(expandLine({ t: 'CartCleared', v: 1, a: Infinity } as StoredLine, {}, meta)).toBe('its seq, time or tab cannot be told from the line before it');
    expect(expandLine({ t: 'CartCleared', v: 1, a: 250 } as StoredLine, {}, meta)).toEqual({ type: 'CartCleared', v: 1, data: {}, meta: { seq: 5, at: 1250, tab: 't' } });
  });
  it('the content hash is cyrb53 in base 36: fixed values, so stored answers keep their names across versions', () => {
    expect([contentHash(''), contentHash('abc'), contentHash('{"events":[]}')]).toEqual(['wvjl67o803', '1dtlchkfkb1', 'ok2c6mihdg']);
  });
});

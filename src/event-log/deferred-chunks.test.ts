/**
 * The chunks a boot checkpoint covers whole are kept as text at boot and expanded later
 * (deferred-chunks.ts). Whatever is deferred, expanding it and putting the reader's events after
 * it must give exactly what reading the whole log gives: these tests hold the reader to that.
 */
import fc from 'fast-check';
import { memoryStorage } from '../bus/deps';
import { CartEvents, cents, type DomainEvent } from '../messages';
import * as TourEvents from '../messages/events/tours';
import type { RootState } from '../engine/root-state';
import { rootFold } from '../app/areas/all';
import { readChunks, type ReadResult } from './chunk-reader';
import { createChunkStore } from './chunk-store';
import { createReferenceStore } from './reference-store';
import { deferChunks, deferCovered, expandAll, mayHold, standingMeta, type Deferred, type DeferredChunk } from './deferred-chunks';
import type { Envelope } from './envelope';
import { encodeLine } from './stored-line';
import { LOG_KEY, openSessionLog, type SessionLogOptions } from './session-log';
import { envelopes, type MemoryStorage } from '../../test/helpers/fakes';
import { count, merchandiseLine } from '../../test/helpers/lines';
import { session } from '../../test/helpers/log-session';
import { runs } from '../../test/helpers/runs';

type Opts = Partial<SessionLogOptions<RootState>>;

/** Catalogue answers are reference data beside the log (issue 28): here, the tour list. */
const isCatalogueAnswer = (type: string): boolean => type === 'TourListLoaded';
const tourList = (name: string): DomainEvent =>
  TourEvents.TourListLoaded.create({ tours: [{ id: 301, name, museumId: 1, venue: 'Main building', langIdentifier: 'de', langName: 'German', custom_groups: [] }] });

/** `envs` as this build stores them: appended one by one, chunks of 50 unless told. */
const stored = (envs: readonly Envelope[], opts: Opts = {}): MemoryStorage => {
  const storage = memoryStorage();
  const log = openSessionLog({ storage, fold: rootFold, chunkSize: 50, isCatalogueAnswer, ...opts });
  envs.forEach((e) => log.append(e));
  return storage;
};

/** What a boot reads with a checkpoint at `coveredTo` (null: no checkpoint, the whole log), and the chunk store it noted sizes in. */
const readAt = (storage: MemoryStorage, coveredTo: number | null) => {
  const chunks = createChunkStore(storage, 50);
  const refs = createReferenceStore(storage, chunks, isCatalogueAnswer);
  const result = readChunks(storage, chunks, refs, () => {
    throw new Error('storage unavailable');
  }, coveredTo);
  return { result, chunks, refs };
};
const read = (storage: MemoryStorage, coveredTo: number | null): ReadResult => readAt(storage, coveredTo).result;
const eventsOf = (result: ReadResult): unknown[] => {
  if (!result.ok) throw new Error(result.fault.message);
  return (result.value as { events: unknown[] }).events;
};
/** The deferred chunks' entries, then the read's: what the log in memory holds once all is read. */
const settled = (result: ReadResult): unknown[] => {
  const before = result.deferred ? expandAll(result.deferred) : [];
  if (!Array.isArray(before)) throw new Error(before.message);
  return [...before, ...eventsOf(result)];
};
const chunkText = (storage: MemoryStorage, n: number): string => storage.getItem(`${LOG_KEY}:${n}`) as string;
const chunkTexts = (storage: MemoryStorage): string[] => {
  const { first, last } = JSON.parse(storage.getItem(LOG_KEY) as string) as { first: number; last: number };
  return Array.from({ length: last - first + 1 }, (_, i) => chunkText(storage, first + i));
};
const seqOf = (entry: unknown): number => (entry as Envelope).meta.seq;

describe('deferCovered: which chunks a boot leaves unparsed', () => {
  // Chunks of 50: chunk 0 holds seqs 1–50, chunk 1 51–100, chunk 2 101–120.
  const envs = envelopes(session(120));
  const storage = stored(envs);
  const whole = read(storage, null);

  it('a whole read has the three chunks and every event', () => {
    expect(chunkTexts(storage)).toHaveLength(3);
    expect(eventsOf(whole)).toEqual(envs);
  });

  it.each([
    // [checkpoint seq, whole chunks before the one that holds it]
    [51, 1],
    [75, 1],
    [100, 1],
    [110, 2],
    [120, 2],
  ])('a checkpoint at seq %i: exactly the %i whole chunk(s) before its chunk are deferred, the rest read as ever', (seq, cut) => {
    const { result, chunks } = readAt(storage, seq);
    expect(result.ok).toBe(true);
    const deferred = result.deferred as Deferred;
    expect(deferred.chunks.map((c) => c.text)).toEqual(chunkTexts(storage).slice(0, cut));
    expect(deferred.chunks.map((c) => c.count)).toEqual(Array.from({ length: cut }, () => 50));
    expect(deferred.count).toBe(50 * cut);
    expect(deferred.firstSeq).toBe(1);
    // The read's own events start with the chunk that holds the checkpoint's seq.
    expect(eventsOf(result)).toEqual(envs.slice(50 * cut));
    expect(settled(result)).toEqual(eventsOf(whole));
    // The log's size still counts the chunks left unparsed (the budget sees the whole log).
    expect(chunks.size()).toBe(readAt(storage, null).chunks.size());
  });

  it('a checkpoint at the very first line of a chunk: the chunk before it is deferred, that chunk is not', () => {
    expect(read(storage, 101).deferred?.chunks).toHaveLength(2);
    expect(eventsOf(read(storage, 101))).toEqual(envs.slice(100));
    expect(read(storage, 51).deferred?.chunks).toHaveLength(1);
    expect(eventsOf(read(storage, 51))).toEqual(envs.slice(50));
  });

  it.each([1, 25, 50])('a checkpoint at seq %i (inside chunk 0): nothing is deferred', (seq) => {
    const result = read(storage, seq);
    expect(result.deferred).toBeUndefined();
    expect(result).toEqual(whole);
  });

  it('the last chunk is always read, even for a checkpoint past the log (hydrate then finds it does not fit and expands)', () => {
    expect(read(storage, 999).deferred?.chunks).toHaveLength(2);
    expect(settled(read(storage, 999))).toEqual(envs);
  });

  it('a log of one chunk defers nothing', () => {
    const one = stored(envs.slice(0, 40));
    expect(read(one, 30).deferred).toBeUndefined();
  });

  describe('after a snapshot', () => {
    /** Events 11–130 after a snapshot at 10: chunks start at 11, 61 and 111. */
    const compacted = (snapshot: unknown): MemoryStorage => {
      const all = envelopes(session(130));
      const s = memoryStorage();
      const log = openSessionLog({ storage: s, fold: rootFold, chunkSize: 50 });
      log.rewrite({ seq: 10, state: rootFold.foldAll(rootFold.initial, all.slice(0, 10)) }, all.slice(10));
      if (snapshot !== undefined) s.setItem(`${LOG_KEY}:snapshot`, JSON.stringify(snapshot));
      return s;
    };

    it('a snapshot the checkpoint comes after, with no part behind it: the chunks are deferred as without one', () => {
      const result = read(compacted(undefined), 115);
      expect(result.deferred?.chunks).toHaveLength(2);
      expect(result.deferred?.firstSeq).toBe(11);
      expect(settled(result)).toEqual(eventsOf(read(compacted(undefined), null)));
    });

    it('a snapshot with events kept for a part behind it (non-empty `parts`): nothing is deferred (those need their seqs read)', () => {
      const all = envelopes(session(130));
      const s = memoryStorage();
      const log = openSessionLog({ storage: s, fold: rootFold, chunkSize: 50 });
      log.rewrite({ seq: 10, state: rootFold.foldAll(rootFold.initial, all.slice(0, 10)), parts: { tours: 5 } }, all.slice(5));
      const result = read(s, 115);
      expect(result.ok).toBe(true);
      expect(result.deferred).toBeUndefined();
      expect(result).toEqual(read(s, null));
      // The parts alone stop it: the same log with its snapshot at one seq for every part defers two chunks.
      const snapshot = JSON.parse(s.getItem(`${LOG_KEY}:snapshot`) as string) as { parts?: unknown };
      delete snapshot.parts;
      s.setItem(`${LOG_KEY}:snapshot`, JSON.stringify(snapshot));
      expect(read(s, 115).deferred?.chunks).toHaveLength(2);
    });

    it.each([
      ['at the checkpoint', { seq: 115, state: {} }],
      ['after the checkpoint', { seq: 200, state: {} }],
      ['without a number for its seq', { seq: '10', state: {} }],
      ['not an object', 7],
      ['a string', 'snapshot'],
    ])('a snapshot %s: nothing is deferred', (_what, snapshot) => {
      const s = compacted(snapshot);
      const result = read(s, 115);
      expect(result.deferred).toBeUndefined();
      expect(result).toEqual(read(s, null));
    });
  });

  describe('a chunk that cannot stand on its own ends the deferral there', () => {
    /** Chunk `n`'s first line as a build before chunks carried their meta wrote it: a difference to the line before. */
    const leaning = (n: number): MemoryStorage => {
      const s = stored(envs);
      const lines = chunkText(s, n).split('\n');
      const env = envs[50 * n] as Envelope;
      lines[0] = encodeLine(env, { d: env.data }, (envs[50 * n - 1] as Envelope).meta);
      s.setItem(`${LOG_KEY}:${n}`, lines.join('\n'));
      return s;
    };

    it('the line written is the older kind: no s, at or b, so no meta of its own', () => {
      const first = JSON.parse(chunkText(leaning(1), 1).split('\n')[0] as string) as Record<string, unknown>;
      expect(first).not.toHaveProperty('s');
      expect(first).not.toHaveProperty('at');
      expect(first).not.toHaveProperty('b');
      expect(standingMeta(chunkText(leaning(1), 1))).toBeNull();
      // As this build writes it, the same line carries its meta outright.
      expect(standingMeta(chunkText(storage, 1))).toEqual((envs[50] as Envelope).meta);
    });

    it('chunk 1 leans on chunk 0: chunk 0 cannot be known to be covered whole, nothing is deferred', () => {
      const s = leaning(1);
      const result = read(s, 110);
      expect(result.deferred).toBeUndefined();
      expect(eventsOf(result)).toEqual(envs);
    });

    it('chunk 2 leans on chunk 1: chunk 0 is deferred, chunks 1 and 2 are read (chunk 2 after chunk 1, as it needs)', () => {
      const s = leaning(2);
      const result = read(s, 110);
      expect(result.deferred?.chunks.map((c) => c.text)).toEqual([chunkText(s, 0)]);
      expect(eventsOf(result)).toEqual(envs.slice(50));
      expect(settled(result)).toEqual(envs);
    });
  });

  describe('a chunk shorter than the header says ends the deferral there', () => {
    /** Chunk `n` cut at a line boundary: every line parses, only the header's `size` shows the loss. */
    const cut = (n: number): MemoryStorage => {
      const s = stored(envs);
      s.setItem(`${LOG_KEY}:${n}`, chunkText(s, n).split('\n').slice(0, 45).join('\n'));
      return s;
    };
    const deferOf = (s: MemoryStorage, coveredTo: number) => {
      const chunks = createChunkStore(s, 50);
      const refs = createReferenceStore(s, chunks, isCatalogueAnswer);
      return deferCovered(chunkTexts(s), 0, coveredTo, null, 50, chunks, refs, []);
    };

    it('chunk 1 short: only chunk 0 would be deferred; chunk 0 short: nothing', () => {
      expect(deferOf(cut(1), 110)?.value.chunks.map((c) => c.count)).toEqual([50]);
      expect(deferOf(cut(0), 110)).toBeNull();
      // Without the header's size (an older log) nothing shows the loss: both would be deferred.
      const s = cut(0);
      const chunks = createChunkStore(s, 50);
      expect(deferCovered(chunkTexts(s), 0, 110, null, null, chunks, createReferenceStore(s, chunks, isCatalogueAnswer), [])?.value.chunks).toHaveLength(2);
    });

    it.each([0, 1])('chunk %i short: the reader reports the truncation exactly as a whole read does', (n) => {
      const s = cut(n);
      const deferred = read(s, 110);
      const whole = read(s, null);
      expect(whole).toMatchObject({ ok: false, fault: { reason: 'truncated', index: 50 * n + 45, message: `log chunk ${n} holds 45 of its 50 entries` } });
      expect(deferred).toEqual(whole);
      expect(deferred.deferred).toBeUndefined();
    });
  });
});

describe('deferred chunks: catalogue answers go with the chunk they arrived among', () => {
  // Answers put at chosen places around the chunk boundaries (chunks of 50 lines: answers make
  // no line). Names repeat, so one stored answer has arrivals in several chunks.
  const facts = session(120);
  const placed: Array<[afterFact: number, name: string]> = [
    [-1, 'X'], // before the first line: goes with chunk 0
    [10, 'Y'],
    [49, 'X'], // after chunk 0's last line, before chunk 1's first: chunk 0's
    [70, 'Z'],
    [99, 'Y'], // between chunks 1 and 2: chunk 1's
    [110, 'X'], // among chunk 2's lines: the read's own
  ];
  const events: DomainEvent[] = [];
  for (const [after, name] of placed) if (after === -1) events.push(tourList(name));
  facts.forEach((fact, i) => {
    events.push(fact);
    for (const [after, name] of placed) if (after === i) events.push(tourList(name));
  });
  const envs = envelopes(events);
  const storage = stored(envs);
  const answerSeqs = envs.filter((e) => isCatalogueAnswer(e.type)).map((e) => e.meta.seq);
  // The seq of fact `i` (0-based among the facts).
  const factSeq = (i: number): number => (envs.filter((e) => !isCatalogueAnswer(e.type))[i] as Envelope).meta.seq;
  const sorted = (chunk: DeferredChunk | undefined): number[] => (chunk?.answers ?? []).map(seqOf).sort((a, b) => a - b);

  it('no answer is a line: three chunks of facts, the answers stored beside them', () => {
    expect(chunkTexts(storage).map((t) => t.split('\n').length)).toEqual([50, 50, 20]);
    expect(chunkTexts(storage).join('\n')).not.toContain('TourListLoaded');
    expect(answerSeqs).toHaveLength(6);
  });

  it('a checkpoint at chunk 2\'s first line: chunks 0 and 1 take the answers that arrived up to it; the one after stays with the read', () => {
    const result = read(storage, factSeq(100));
    const deferred = result.deferred as Deferred;
    expect(deferred.chunks).toHaveLength(2);
    expect(sorted(deferred.chunks[0])).toEqual(answerSeqs.slice(0, 3));
    expect(sorted(deferred.chunks[1])).toEqual(answerSeqs.slice(3, 5));
    // Counts are lines and answers.
    expect(deferred.chunks.map((c) => c.count)).toEqual([53, 52]);
    expect(deferred.count).toBe(105);
    // The first entry is the answer that came before any line.
    expect(deferred.firstSeq).toBe(1);
    expect(eventsOf(result)).toEqual(envs.slice(105));
    // Each chunk expands to its own entries in place, answers among them by seq.
    expect(deferred.expand(0, 0)).toEqual(envs.slice(0, 53));
    expect(deferred.expand(1, 53)).toEqual(envs.slice(53, 105));
    expect(settled(result)).toEqual(eventsOf(read(storage, null)));
    expect(settled(result)).toEqual(envs);
  });

  it('a checkpoint inside chunk 1: chunk 0 takes its answers, the later ones stay with the read', () => {
    const result = read(storage, factSeq(75));
    const deferred = result.deferred as Deferred;
    expect(deferred.chunks).toHaveLength(1);
    expect(sorted(deferred.chunks[0])).toEqual(answerSeqs.slice(0, 3));
    expect(deferred.count).toBe(53);
    expect(eventsOf(result).filter((e) => isCatalogueAnswer((e as Envelope).type)).map(seqOf)).toEqual(answerSeqs.slice(3));
    expect(settled(result)).toEqual(envs);
  });

  it('a chunk may hold the answer type only through its answers (no line begins with it)', () => {
    const [first, second] = (read(storage, factSeq(100)).deferred as Deferred).chunks;
    expect(first?.text).not.toContain('TourListLoaded');
    expect(mayHold(first as DeferredChunk, new Set(['TourListLoaded']))).toBe(true);
    expect(mayHold(second as DeferredChunk, new Set(['TourListLoaded']))).toBe(true);
    const none = { ...(first as DeferredChunk), answers: [] };
    expect(mayHold(none, new Set(['TourListLoaded']))).toBe(false);
  });
});

describe('mayHold: a chunk told from its text', () => {
  const meta = (seq: number) => ({ seq, at: 1_000 + seq, tab: 't' });
  /** Lines as this build writes them: the first with its meta outright, the rest as differences. */
  const chunkOf = (entries: Array<{ type: string; data: unknown }>, answers: unknown[] = []): DeferredChunk => {
    const lines = entries.map((e, i) => encodeLine({ type: e.type, v: 1, meta: meta(i + 1) }, { d: e.data }, i === 0 ? null : meta(i)));
    return { text: lines.join('\n'), answers, count: lines.length + answers.length };
  };
  const types = (...names: string[]): ReadonlySet<string> => new Set(names);

  it('true for a type that begins a line, the first or a later one', () => {
    const chunk = chunkOf([
      { type: 'CartCleared', data: {} },
      { type: 'CartLineRemoved', data: { lineId: 'a' } },
    ]);
    expect(mayHold(chunk, types('CartCleared'))).toBe(true);
    expect(mayHold(chunk, types('CartLineRemoved'))).toBe(true);
    expect(mayHold(chunk, types('TourListLoaded', 'CartLineRemoved'))).toBe(true);
    expect(mayHold(chunk, types('TourListLoaded'))).toBe(false);
    expect(mayHold(chunk, types())).toBe(false);
  });

  it('false for a type that only appears inside a payload (a `t` field, a nested `type` key, a string with a newline)', () => {
    const chunk = chunkOf([
      { type: 'CartCleared', data: { note: { t: 'TourListLoaded' } } },
      { type: 'CartLineRemoved', data: { lineId: 'a', nested: { type: 'TourDaySelected', v: 1 } } },
      // JSON escapes the newline and the quotes: no raw newline begins a line here.
      { type: 'CartLineRemoved', data: { lineId: '\n{"t":"TourFormOpened"' } },
    ]);
    expect(chunk.text).toContain('{"t":"TourListLoaded"}');
    expect(chunk.text).toContain('"type":"TourDaySelected"');
    expect(mayHold(chunk, types('TourListLoaded'))).toBe(false);
    expect(mayHold(chunk, types('TourDaySelected'))).toBe(false);
    expect(mayHold(chunk, types('TourFormOpened'))).toBe(false);
  });

  it('false for a type that is only the start of one a line begins with', () => {
    const chunk = chunkOf([{ type: 'CartLineRemoved', data: { lineId: 'a' } }]);
    expect(mayHold(chunk, types('CartLine'))).toBe(false);
  });

  it('true for a chunk with a line of the first format (a whole envelope), whatever the types', () => {
    const envelope = JSON.stringify({ type: 'CartCleared', v: 1, data: {}, meta: meta(3) });
    expect(envelope.startsWith('{"type":')).toBe(true);
    const later = chunkOf([{ type: 'CartCleared', data: {} }]);
    expect(mayHold({ ...later, text: `${later.text}\n${envelope}` }, types('TourListLoaded'))).toBe(true);
    expect(mayHold({ text: envelope, answers: [], count: 1 }, types('TourListLoaded'))).toBe(true);
  });

  it('true when one of its answers has the type, false when none has', () => {
    const answer = { type: 'TourListLoaded', v: 1, data: { tours: [] }, meta: meta(2) };
    const chunk = chunkOf([{ type: 'CartCleared', data: {} }], [answer]);
    expect(mayHold(chunk, types('TourListLoaded'))).toBe(true);
    expect(mayHold(chunk, types('TourCategoriesLoaded'))).toBe(false);
  });
});

describe('expanding a deferred chunk that is damaged', () => {
  const envs = envelopes(session(120));

  it('a line that is not JSON: a corrupt fault at the entry\'s place in the log (chunk start + line), as a whole read says', () => {
    const storage = stored(envs);
    const lines = chunkText(storage, 1).split('\n');
    lines[3] = (lines[3] as string).slice(0, 20);
    storage.setItem(`${LOG_KEY}:1`, lines.join('\n'));
    // Boot does not parse it: the read is sound, the damage waits in the deferred chunk.
    const result = read(storage, 110);
    expect(result.ok).toBe(true);
    const deferred = result.deferred as Deferred;
    expect(deferred.chunks).toHaveLength(2);
    expect(Array.isArray(deferred.expand(0, 0))).toBe(true);
    expect(deferred.expand(1, 50)).toMatchObject({ reason: 'corrupt', index: 53, message: expect.stringMatching(/^entry 53 is not valid JSON: /) });
    expect(expandAll(deferred)).toEqual(deferred.expand(1, 50));
    expect(read(storage, null)).toMatchObject({ ok: false, fault: { reason: 'corrupt', index: 53 } });
  });

  it('a damaged line after an answer that arrived among the chunk\'s lines: its place counts the answer', () => {
    const chunks = createChunkStore(memoryStorage(), 50);
    const refs = createReferenceStore(memoryStorage(), chunks, isCatalogueAnswer);
    const answer = { type: 'TourListLoaded', v: 1, data: { tours: [] }, meta: { seq: 2, at: 1_001, tab: 't' } };
    // Lines at seq 1 and 3 (the answer took 2), then one cut short.
    const text = ['{"t":"CartCleared","d":{},"s":1,"at":1000,"b":"t"}', '{"t":"CartCleared","d":{},"s":3,"a":2}', '{"t":"CartCl'].join('\n');
    const deferred = deferChunks([{ text, answers: [answer], count: 4 }], 1, refs.read);
    // In memory: seq 1, the answer, seq 3, then the damaged entry at place 3 (10 after a chunk start of 7).
    expect(deferred.expand(0, 7)).toMatchObject({ reason: 'corrupt', index: 10, message: expect.stringMatching(/^entry 10 is not valid JSON/) });
  });

  it('a line whose meta cannot be told, or whose earlier-format answer is missing: corrupt / truncated at its place', () => {
    const chunks = createChunkStore(memoryStorage(), 50);
    const refs = createReferenceStore(memoryStorage(), chunks, isCatalogueAnswer);
    const first = '{"t":"CartCleared","d":{},"s":1,"at":1000,"b":"t"}';
    const deferred = deferChunks(
      [
        { text: `${first}\n{"t":"CartCleared","d":{},"a":"soon"}`, answers: [], count: 2 },
        { text: `${first.replace('"s":1', '"s":3')}\n{"t":"TourListLoaded","r":"gone"}`, answers: [], count: 2 },
      ],
      1,
      refs.read,
    );
    expect(deferred.expand(0, 0)).toMatchObject({ reason: 'corrupt', index: 1, message: 'entry 1 (CartCleared): its seq, time or tab cannot be told from the line before it' });
    expect(deferred.expand(1, 2)).toMatchObject({ reason: 'truncated', index: 3, message: 'entry 3 (TourListLoaded): its catalogue answer gone is missing' });
  });
});

describe('deferred chunks: property', () => {
  const NUM = runs(300, 40);
  it(`for any session, chunk size and checkpoint among its seqs, the deferred chunks expanded + the read's events equal a whole read (${NUM} runs)`, () => {
    // Facts and catalogue answers, each after a random pause and now and then in another tab,
    // so the lines' meta differences (a, b, s) cross chunk boundaries.
    const event = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 9 }).map((id) => CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: `l${id}`, price: cents(100 + id) }) })) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 9 }).map((id) => CartEvents.CartLineCountChanged.create({ lineId: `l${id}`, count: count(1 + (id % 5)) })) },
      { weight: 1, arbitrary: fc.constantFrom<DomainEvent>(CartEvents.CartCleared.create({}), CartEvents.CartRequestInvoiceSet.create({ requestInvoice: true })) },
      { weight: 1, arbitrary: fc.constantFrom('A', 'B', 'C').map(tourList) },
    );
    const step = fc.record({ event, pause: fc.integer({ min: 0, max: 5_000 }), tab: fc.constantFrom('tab-1', 'tab-1', 'tab-1', 'tab-2') });
    let deferredRuns = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 300, size: 'max' }), fc.nat(), fc.constantFrom(3, 7, 50), (steps, pick, chunkSize) => {
        let at = Date.UTC(2030, 0, 1);
        const envs = envelopes(steps.map((s) => s.event)).map((e, i) => {
          at += (steps[i] as (typeof steps)[number]).pause;
          return { ...e, meta: { ...e.meta, at, tab: (steps[i] as (typeof steps)[number]).tab } };
        });
        const storage = stored(envs, { chunkSize });
        const checkpoint = (envs[pick % envs.length] as Envelope).meta.seq;

        const whole = read(storage, null);
        expect(eventsOf(whole)).toEqual(envs);
        const result = read(storage, checkpoint);
        expect(settled(result)).toEqual(eventsOf(whole));

        // Exactly the whole chunks before the one holding the checkpoint: chunk k is covered when
        // chunk k + 1 begins at or before it (told from the facts, not the stored text).
        const factSeqs = envs.filter((e) => !isCatalogueAnswer(e.type)).map((e) => e.meta.seq);
        const chunkCount = Math.ceil(factSeqs.length / chunkSize);
        let expected = 0;
        while (expected + 1 < chunkCount && (factSeqs[(expected + 1) * chunkSize] as number) <= checkpoint) expected += 1;
        expect(result.deferred?.chunks.length ?? 0).toBe(expected);
        if (result.deferred) {
          deferredRuns += 1;
          expect(result.deferred.count).toBe(settled(result).length - eventsOf(result).length);
          expect(result.deferred.firstSeq).toBe(envs[0]?.meta.seq);
        }
      }),
      { numRuns: NUM, seed: 42 },
    );
    // Not vacuous: most runs defer something.
    expect(deferredRuns).toBeGreaterThan(NUM * 0.3);
  });
});

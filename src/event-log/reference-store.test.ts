import { memoryStorage } from '../bus/deps';
import { ANSWER_PREFIX, answerKey, createChunkStore } from './chunk-store';
import { createReferenceStore } from './reference-store';
import { contentHash } from './stored-line';

const envelope = (type: string, data: unknown, seq = 1) => ({ type, v: 1, data, meta: { seq, at: 1000 + seq, tab: 't' } });

describe('reference store', () => {
  const setup = (lang = 'de') => {
    const storage = memoryStorage();
    const chunks = createChunkStore(storage, 50);
    const refs = createReferenceStore(storage, chunks, (type) => type === 'Answer', () => lang);
    return { storage, chunks, refs };
  };
  const entries = (storage: ReturnType<typeof memoryStorage>) => [...storage.map].filter(([k]) => k.startsWith(ANSWER_PREFIX));

  it('an answer is stored once by its content, with its language and every arrival; it makes no line', () => {
    const { storage, refs } = setup('fr');
    const data = { list: [1, 2, 3] };
    expect(refs.record(envelope('Answer', data))).toBe(true);
    expect(refs.record(envelope('Answer', data, 4))).toBe(true);
    const stored = entries(storage);
    expect(stored).toHaveLength(1);
    expect(stored[0]![0]).toBe(`${ANSWER_PREFIX}${contentHash(`Answer\n1\n${JSON.stringify(data)}`)}`);
    expect(JSON.parse(stored[0]![1])).toEqual({ t: 'Answer', v: 1, l: 'fr', s: [[1, 1001, 't'], [4, 1004, 't']], d: data });
    expect(refs.arrivals()).toEqual([envelope('Answer', data), envelope('Answer', data, 4)]);
  });

  it('any other event is no answer: it goes in its line, with its payload', () => {
    const { storage, refs } = setup();
    expect(refs.record(envelope('Fact', { a: 1 }))).toBe(false);
    expect(JSON.parse(refs.lineOf(envelope('Fact', { a: 1 }), null))).toMatchObject({ d: { a: 1 } });
    expect(storage.map.size).toBe(0);
  });

  it('an unreadable answer entry is passed over (reference data is asked again), the others read', () => {
    const { storage, refs } = setup();
    refs.record(envelope('Answer', { ok: true }));
    storage.setItem(`${ANSWER_PREFIX}bad`, '{"t":');
    storage.setItem(`${ANSWER_PREFIX}odd`, '{"t":"Answer","v":1,"s":[["x"]],"d":{}}');
    expect(refs.arrivals()).toEqual([envelope('Answer', { ok: true })]);
  });

  it('reads an answer of the earlier format back, once however many lines name it, and says what is wrong with one', () => {
    const { storage, refs } = setup();
    storage.setItem(answerKey('ok'), '{"a":1}');
    storage.setItem(answerKey('bad'), '{"a":');
    const getItem = jest.spyOn(storage, 'getItem');
    expect(refs.read('ok')).toEqual({ value: { a: 1 } });
    expect(refs.read('ok')).toEqual({ value: { a: 1 } });
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(refs.read('bad')).toBe('its catalogue answer is not valid JSON');
    expect(refs.read('gone')).toBe('missing');
    expect(refs.read(7)).toBe('its catalogue answer reference is not a name');
  });

  it('after a backup is put back, a repeat of an answer it holds adds its arrival to that entry', () => {
    const first = setup();
    const data = { x: 1 };
    first.refs.record(envelope('Answer', data));
    const saved = new Map(entries(first.storage));
    const { storage, refs } = setup();
    for (const [k, v] of saved) storage.setItem(k, v);
    refs.reload(saved);
    refs.record(envelope('Answer', data, 2));
    expect(entries(storage)).toHaveLength(1);
    expect(JSON.parse(entries(storage)[0]![1]).s).toEqual([[1, 1001, 't'], [2, 1002, 't']]);
  });
});

import { memoryStorage } from '../bus/deps';
import { answerKey, createChunkStore } from './chunk-store';
import { createReferenceStore } from './reference-store';
import { contentHash } from './stored-line';

const envelope = (type: string, data: unknown, seq = 1) => ({ type, v: 1, data, meta: { seq, at: 1000, tab: 't' } });

describe('reference store', () => {
  const setup = () => {
    const storage = memoryStorage();
    const chunks = createChunkStore(storage, 50);
    const refs = createReferenceStore(storage, chunks, (type) => type === 'Answer');
    return { storage, chunks, refs };
  };

  it('an answer is stored once by its content; each line keeps only its name', () => {
    const { storage, refs } = setup();
    const data = { list: [1, 2, 3] };
    const hash = contentHash(JSON.stringify(data));
    const first = JSON.parse(refs.lineOf(envelope('Answer', data), null)) as Record<string, unknown>;
    const again = JSON.parse(refs.lineOf(envelope('Answer', data, 2), { seq: 1, at: 1000, tab: 't' })) as Record<string, unknown>;
    expect(first).toMatchObject({ t: 'Answer', r: hash });
    expect(again).toEqual({ t: 'Answer', v: 1, r: hash });
    expect([...storage.map.keys()].filter((k) => k === answerKey(hash))).toHaveLength(1);
  });

  it('any other event keeps its payload in its line', () => {
    const { storage, refs } = setup();
    expect(JSON.parse(refs.lineOf(envelope('Fact', { a: 1 }), null))).toMatchObject({ d: { a: 1 } });
    expect(storage.map.size).toBe(0);
  });

  it('reads an answer back, once however many lines name it, and says what is wrong with one', () => {
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

  it('after a backup is put back, answers it holds are not written again', () => {
    const { storage, refs } = setup();
    const data = { x: 1 };
    const hash = contentHash(JSON.stringify(data));
    refs.reload(new Map([[answerKey(hash), JSON.stringify(data)]]));
    const setItem = jest.spyOn(storage, 'setItem');
    refs.lineOf(envelope('Answer', data), null);
    expect(setItem).not.toHaveBeenCalled();
  });
});

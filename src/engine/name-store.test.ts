import { memoryStorage } from '../bus/deps';
import { createNameStore, NAMES_KEY } from './name-store';

describe('the reference names (issue 28)', () => {
  it('learns names by language and key, says each change once, and keeps them for the next page', () => {
    const storage = memoryStorage();
    const store = createNameStore(storage);
    const seen = jest.fn();
    store.subscribe(seen);
    store.learn('de', [['tour:303', 'Gruppenführung']]);
    store.learn('de', [['tour:303', 'Gruppenführung']]);
    store.learn('en', [['tour:303', 'Group tour']]);
    expect(seen).toHaveBeenCalledTimes(2);
    expect(store.in('de')('tour:303')).toBe('Gruppenführung');
    expect(store.in('en')('tour:303')).toBe('Group tour');
    expect(store.in('fr')('tour:303')).toBeUndefined();
    const next = createNameStore(storage);
    expect(next.in('en')('tour:303')).toBe('Group tour');
  });

  it('a lookup is the same function until a name changes; prototype keys are never names', () => {
    const store = createNameStore(memoryStorage());
    store.learn('de', [['a:1', 'A']]);
    const first = store.in('de');
    expect(store.in('de')).toBe(first);
    store.learn('de', [['__proto__', 'x'], ['constructor', 'y']]);
    expect(store.in('de')).toBe(first);
    expect(first('constructor')).toBeUndefined();
    expect(first('toString')).toBeUndefined();
  });

  it('unreadable stored names are asked again (nothing chosen is lost); storage refusing keeps them for this page', () => {
    const storage = memoryStorage();
    storage.setItem(NAMES_KEY, '{"de":{"a:1":5}}');
    expect(createNameStore(storage).value).toEqual({});
    storage.setItem(NAMES_KEY, 'not json');
    const store = createNameStore(storage);
    jest.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.learn('de', [['a:1', 'A']]);
    expect(store.in('de')('a:1')).toBe('A');
  });

  it('at most `limit` names a language: the oldest learned go first', () => {
    const store = createNameStore(memoryStorage(), 2);
    store.learn('de', [['a:1', 'A'], ['a:2', 'B']]);
    store.learn('de', [['a:3', 'C']]);
    expect(Object.keys(store.value.de ?? {})).toEqual(['a:2', 'a:3']);
  });
});

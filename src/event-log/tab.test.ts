import { memoryStorage } from '../bus/deps';
import { markTab, resolveTab, TAB_KEY } from './tab';
import { disabledStorage, duplicate, sequentialRandom } from '../../test/helpers/fakes';

describe('tab identity', () => {
  it('a first visit gets a fresh id and marks it open', () => {
    const storage = memoryStorage();
    expect(resolveTab(storage, sequentialRandom('t'))).toEqual({ tab: 't-1', forkedFrom: null });
    expect(JSON.parse(storage.getItem(TAB_KEY)!)).toEqual({ id: 't-1', open: true });
  });

  it('a reload after pagehide (marked closed) keeps its id', () => {
    const storage = memoryStorage();
    const { tab } = resolveTab(storage, sequentialRandom('a'));
    markTab(storage, tab, false);
    expect(resolveTab(storage, sequentialRandom('b'))).toEqual({ tab, forkedFrom: null });
  });

  it('a copy of the storage while the original is still open is a fork: new id, from the old one', () => {
    const original = memoryStorage();
    const { tab } = resolveTab(original, sequentialRandom('a'));
    const copy = duplicate(original);
    expect(resolveTab(copy, sequentialRandom('b'))).toEqual({ tab: 'b-1', forkedFrom: tab });
    expect(JSON.parse(copy.getItem(TAB_KEY)!)).toEqual({ id: 'b-1', open: true });
    // the original's own record is untouched
    expect(JSON.parse(original.getItem(TAB_KEY)!)).toEqual({ id: tab, open: true });
  });

  it.each([
    ['not json', 'not json'],
    ['no id', '{"open": true}'],
    ['a number', '{"id": 5, "open": true}'],
    ['null', 'null'],
    // A forged id too long for the exec call's address (it answered 431), or not of our making.
    ['a 20,000-character id', JSON.stringify({ id: 'x'.repeat(20_000), open: false })],
    ['a path', JSON.stringify({ id: '../../evil', open: false })],
    ['an empty id', JSON.stringify({ id: '', open: false })],
  ])('an unreadable record (%s) means a fresh id', (_label, text) => {
    const storage = memoryStorage({ [TAB_KEY]: text });
    expect(resolveTab(storage, sequentialRandom('x'))).toEqual({ tab: 'x-1', forkedFrom: null });
  });

  it('storage that throws: a fresh id, no exception', () => {
    expect(resolveTab(disabledStorage(), sequentialRandom('x'))).toEqual({ tab: 'x-1', forkedFrom: null });
    expect(() => markTab(disabledStorage(), 'x', false)).not.toThrow();
  });
});

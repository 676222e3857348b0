import { memoryStorage } from '../../bus/deps';
import { disabledStorage } from '../../../test/helpers/fakes';
import { guidedTourLine, merchandiseLine } from '../../../test/helpers/lines';
import { isPrivateRef, liveRefs, PRIVATE_ANSWERS_KEY, privateAnswers, privateRef, resolveAnswers } from './private-answers';

describe('private answers (free text outside the log)', () => {
  it('keeps texts under their own storage key, by opaque reference', () => {
    const storage = memoryStorage();
    const store = privateAnswers(storage);
    const ref = privateRef('abc');
    expect(isPrivateRef(ref)).toBe(true);
    store.set(ref, 'Klasse 4b, Grundschule am Hafen');
    expect(privateAnswers(storage).get(ref)).toBe('Klasse 4b, Grundschule am Hafen');
    expect(JSON.parse(storage.map.get(PRIVATE_ANSWERS_KEY)!)).toEqual({ 'private:abc': 'Klasse 4b, Grundschule am Hafen' });
    store.remove(ref);
    expect(storage.map.has(PRIVATE_ANSWERS_KEY)).toBe(false);
    expect(() => store.set('abc', 'x')).toThrow(RangeError);
  });

  it('prune forgets what no line and no form refers to', () => {
    const store = privateAnswers(memoryStorage());
    store.set(privateRef('line'), 'a');
    store.set(privateRef('form'), 'b');
    store.set(privateRef('gone'), 'c');
    const lines = [
      guidedTourLine({ answers: { '704': { qId: 704, type: 'text', value: privateRef('line') }, '701': { qId: 701, type: 'radio', value: 7011 } } }),
      merchandiseLine(),
    ];
    store.prune(liveRefs(lines, { '705': { qId: 705, type: 'textarea', value: privateRef('form') } }));
    expect(store.refs().sort()).toEqual(['private:form', 'private:line']);
  });

  it('resolves references for the server; a lost text becomes null; other answers stay', () => {
    const store = privateAnswers(memoryStorage());
    store.set(privateRef('t'), 'Notes');
    const answers = {
      '701': { qId: 701, type: 'radio' as const, value: 7011 },
      '704': { qId: 704, type: 'text' as const, value: privateRef('t') },
      '705': { qId: 705, type: 'textarea' as const, value: privateRef('lost') },
    };
    expect(resolveAnswers(answers, store)).toEqual({
      '701': { qId: 701, type: 'radio', value: 7011 },
      '704': { qId: 704, type: 'text', value: 'Notes' },
      '705': { qId: 705, type: 'textarea', value: null },
    });
  });

  it('works in memory when the browser refuses storage, and ignores a corrupt entry', () => {
    const storage = disabledStorage();
    privateAnswers(storage).set(privateRef('m'), 'kept in memory');
    expect(privateAnswers(storage).get(privateRef('m'))).toBe('kept in memory');
    const corrupt = memoryStorage({ [PRIVATE_ANSWERS_KEY]: '{not json' });
    expect(privateAnswers(corrupt).refs()).toEqual([]);
  });
});

import { memoryStorage } from '../../bus/deps';
import { cleanOwner, OWNER_STORE_KEY, ownerProblems, ownersOf, ownerStore } from './owner-store';
import { disabledStorage } from '../../../test/helpers/fakes';

const owner = (name: string, address = '', send_to_custom_addr = false) => ({ name, address, send_to_custom_addr });

describe('annual pass owners: validation and the store outside the log', () => {
  it('every entry needs a name; an address when the pass goes to another address', () => {
    expect(ownerProblems([owner('Marlene Muster'), owner('  '), owner('Kai', '', true), owner('', ' ', true)])).toEqual([
      { index: 1, fields: ['name'] },
      { index: 2, fields: ['address'] },
      { index: 3, fields: ['name', 'address'] },
    ]);
    expect(ownerProblems([owner('x'.repeat(201))])).toEqual([{ index: 0, fields: ['name'] }]);
    expect(ownerProblems([owner('Kai', 'Hafenstr. 1, 20457 Hamburg', true)])).toEqual([]);
    expect(cleanOwner(owner('  Kai ', ' Hafenstr. 1 ', true))).toEqual({ name: 'Kai', address: 'Hafenstr. 1', send_to_custom_addr: true });
  });

  it('keeps entries under its own session key, reads them back in order, forgets unreferenced ones', () => {
    const storage = memoryStorage();
    const store = ownerStore(storage);
    store.put([
      ['a', cleanOwner(owner('Marlene'))],
      ['b', cleanOwner(owner('Kai'))],
    ]);
    expect(JSON.parse(storage.getItem(OWNER_STORE_KEY) ?? '{}')).toEqual({
      a: { name: 'Marlene', address: '', send_to_custom_addr: false },
      b: { name: 'Kai', address: '', send_to_custom_addr: false },
    });
    expect(ownersOf(storage, ['b', 'a', 'zz']).map((o) => o?.name)).toEqual(['Kai', 'Marlene', undefined]);
    store.retain(new Set(['b']));
    expect(store.refs()).toEqual(['b']);
    store.retain(new Set());
    expect(storage.getItem(OWNER_STORE_KEY)).toBeNull();
  });

  it('a broken stored value reads as empty; a storage that refuses keeps the owners in memory', () => {
    expect(ownerStore(memoryStorage({ [OWNER_STORE_KEY]: '{not json' })).refs()).toEqual([]);
    const refusing = disabledStorage();
    const store = ownerStore(refusing);
    store.put([['a', cleanOwner(owner('Marlene'))]]);
    expect(ownersOf(refusing, ['a'])[0]?.name).toBe('Marlene');
  });
});

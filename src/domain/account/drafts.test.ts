import { memoryStorage } from '../../bus/deps';
import { disabledStorage, quotaStorage } from '../../../test/helpers/fakes';
import { filledForm } from '../../../test/helpers/account';
import { clearDraft, DRAFTS_KEY, forgetCustomerDrafts, readDraft, readShippingAddress, saveDraft, saveShippingAddress, SHIPPING_ADDRESS_KEY } from './drafts';

describe('customer form drafts (outside the log)', () => {
  it('round trip per form; passwords are never written', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'register', filledForm());
    saveDraft(storage, 'guest', filledForm({ fname: 'Jonas' }));
    expect(readDraft(storage, 'register')).toMatchObject({ fname: 'Clara', email: 'clara.hansen@example.net' });
    expect(readDraft(storage, 'guest')?.fname).toBe('Jonas');
    expect(storage.getItem(DRAFTS_KEY)).not.toMatch(/Leuchtturm|password/);
    clearDraft(storage, 'register');
    expect(readDraft(storage, 'register')).toBeNull();
    clearDraft(storage, 'guest');
    expect(storage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('a damaged or edited entry loses only what is wrong', () => {
    const storage = memoryStorage({ [DRAFTS_KEY]: JSON.stringify({ register: { fname: 'Clara', lname: 42, city: 'x'.repeat(500), separateShipping: 'yes', shipping: 'nope' }, evil: {} }) });
    expect(readDraft(storage, 'register')).toEqual({ fname: 'Clara' });
    for (const text of ['{', 'null', '[]', '"text"']) expect(readDraft(memoryStorage({ [DRAFTS_KEY]: text }), 'register')).toBeNull();
  });

  it('the shipping address under its spec key; forgetting on sign-out removes both keys', () => {
    const storage = memoryStorage();
    saveShippingAddress(storage, { name: 'Mia', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'DE' });
    expect(readShippingAddress(storage)?.city).toBe('Hamburg');
    saveDraft(storage, 'details', filledForm());
    forgetCustomerDrafts(storage);
    expect([storage.getItem(DRAFTS_KEY), storage.getItem(SHIPPING_ADDRESS_KEY)]).toEqual([null, null]);
  });

  it('storage that throws or is full never breaks the form', () => {
    for (const storage of [disabledStorage(), quotaStorage(10)]) {
      expect(() => saveDraft(storage, 'register', filledForm())).not.toThrow();
      expect(() => saveShippingAddress(storage, null)).not.toThrow();
      expect(() => forgetCustomerDrafts(storage)).not.toThrow();
      expect(readDraft(storage, 'register')).toBeNull();
    }
  });
});

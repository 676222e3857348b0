import fc from 'fast-check';
import { memoryStorage, type KeyValueStorage } from '../../bus/deps';
import { disabledStorage, quotaStorage } from '../../../test/helpers/fakes';
import { filledForm, PASSWORD } from '../../../test/helpers/account';
import {
  cleanAddress,
  clearDraft,
  DRAFTS_KEY,
  forgetCustomerDrafts,
  readDraft,
  readShippingAddress,
  saveDraft,
  saveShippingAddress,
  SHIPPING_ADDRESS_KEY,
  type DraftForm,
} from './drafts';
import { withoutSecrets } from './form-values';

const FORMS: readonly DraftForm[] = ['register', 'guest', 'details'];
const MIA = { name: 'Mia Vogt', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'DE' };
const stored = (drafts: unknown) => memoryStorage({ [DRAFTS_KEY]: JSON.stringify(drafts) });

describe('drafts: round trip', () => {
  it('what was saved comes back, without the passwords', () => {
    const storage = memoryStorage();
    const values = filledForm({ company: 'Hafen GmbH', separateShipping: true, shipping: MIA });
    saveDraft(storage, 'register', values);
    expect(readDraft(storage, 'register')).toEqual(withoutSecrets(values));
    expect(readDraft(storage, 'register')).not.toHaveProperty('password');
    expect(readDraft(storage, 'register')).not.toHaveProperty('passwordConfirmation');
  });

  it('each form has its own draft; saving again replaces that form’s only', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'register', filledForm());
    saveDraft(storage, 'guest', filledForm({ fname: 'Jonas' }));
    saveDraft(storage, 'details', filledForm({ fname: 'Mia' }));
    saveDraft(storage, 'guest', filledForm({ fname: 'Jonas', city: 'Kiel' }));
    expect(FORMS.map((f) => [readDraft(storage, f)?.fname, readDraft(storage, f)?.city])).toEqual([
      ['Clara', 'Hamburg'],
      ['Jonas', 'Kiel'],
      ['Mia', 'Hamburg'],
    ]);
  });

  it('nothing saved: no draft', () => {
    for (const form of FORMS) expect(readDraft(memoryStorage(), form)).toBeNull();
  });

  it('passwords are never written, neither their keys nor their values', () => {
    const storage = memoryStorage();
    for (const form of FORMS) saveDraft(storage, form, filledForm({ passwordConfirmation: 'Other-Secret-1' }));
    const text = storage.getItem(DRAFTS_KEY) ?? '';
    expect(text).toContain('Clara');
    for (const secret of [PASSWORD, 'Other-Secret-1', '"password"', '"passwordConfirmation"']) expect(text).not.toContain(secret);
    expect([...storage.map.keys()]).toEqual([DRAFTS_KEY]);
  });

  it('clearing one form keeps the others; clearing the last removes the key', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'register', filledForm());
    saveDraft(storage, 'guest', filledForm({ fname: 'Jonas' }));
    clearDraft(storage, 'register');
    expect(readDraft(storage, 'register')).toBeNull();
    expect(readDraft(storage, 'guest')?.fname).toBe('Jonas');
    clearDraft(storage, 'guest');
    expect(storage.getItem(DRAFTS_KEY)).toBeNull();
    // Clearing what is not there writes nothing.
    clearDraft(storage, 'details');
    expect(storage.map.size).toBe(0);
  });
});

describe('drafts: a damaged or edited entry loses only what is wrong', () => {
  it.each(['{', 'null', '[]', '"text"', '42', 'true', '', 'undefined', '{"register":'])('unreadable storage %p: no draft', (text) => {
    const storage = memoryStorage({ [DRAFTS_KEY]: text });
    for (const form of FORMS) expect(readDraft(storage, form)).toBeNull();
  });

  it('a form’s entry that is not an object is dropped, the others stay', () => {
    const storage = stored({ register: 'Clara', guest: ['Clara'], details: { fname: 'Mia' } });
    expect(readDraft(storage, 'register')).toBeNull();
    expect(readDraft(storage, 'guest')).toBeNull();
    expect(readDraft(storage, 'details')).toEqual({ fname: 'Mia' });
    expect(readDraft(stored({ register: null }), 'register')).toBeNull();
  });

  it('fields of the wrong type are dropped one by one', () => {
    const storage = stored({
      register: { fname: 'Clara', lname: 42, email: null, phone: ['+49'], street: { s: 1 }, zip: true, city: 'Hamburg', separateShipping: 'yes', shipping: 'nope' },
    });
    expect(readDraft(storage, 'register')).toEqual({ fname: 'Clara', city: 'Hamburg' });
    expect(readDraft(stored({ guest: { separateShipping: false } }), 'guest')).toEqual({ separateShipping: false });
  });

  it('values over 200 characters are dropped, 200 are kept', () => {
    const storage = stored({ register: { company: 'x'.repeat(200), street: 'x'.repeat(201), city: 'Hamburg' } });
    expect(readDraft(storage, 'register')).toEqual({ company: 'x'.repeat(200), city: 'Hamburg' });
  });

  it('unknown keys, forms and planted passwords are never read back', () => {
    const storage = memoryStorage({
      [DRAFTS_KEY]:
        '{"register":{"fname":"Clara","password":"planted","passwordConfirmation":"planted","isAdmin":true,"__proto__":{"fname":"Eve"}},' +
        '"evil":{"fname":"Eve"},"password":"planted","__proto__":{"guest":{"fname":"Eve"}}}',
    });
    expect(readDraft(storage, 'register')).toEqual({ fname: 'Clara' });
    // Saving another form rewrites the storage without them.
    saveDraft(storage, 'guest', filledForm());
    const text = storage.getItem(DRAFTS_KEY) ?? '';
    expect(text).not.toContain('planted');
    expect(text).not.toContain('evil');
    expect(text).not.toContain('Eve');
    expect(readDraft(storage, 'register')).toEqual({ fname: 'Clara' });
  });

  it('a damaged shipping part keeps its good fields; the rest becomes empty', () => {
    const storage = stored({ guest: { fname: 'Clara', shipping: { name: 'Mia', street: 7, zip: 'z'.repeat(201), city: 'Hamburg' } } });
    expect(readDraft(storage, 'guest')).toEqual({ fname: 'Clara', shipping: { name: 'Mia', street: '', zip: '', city: 'Hamburg', country: '' } });
    expect(readDraft(stored({ guest: { shipping: ['Mia'] } }), 'guest')).toEqual({});
  });

  it('saving over damaged storage works and keeps what was good', () => {
    const storage = memoryStorage({ [DRAFTS_KEY]: '{not json' });
    saveDraft(storage, 'details', filledForm());
    expect(readDraft(storage, 'details')?.fname).toBe('Clara');
    const partly = stored({ register: { fname: 'Clara', lname: 42 } });
    saveDraft(partly, 'guest', filledForm({ fname: 'Jonas' }));
    expect(readDraft(partly, 'register')).toEqual({ fname: 'Clara' });
    expect(readDraft(partly, 'guest')?.fname).toBe('Jonas');
  });

  it('property: whatever storage holds, reading never throws and only gives well-typed, bounded fields', () => {
    const strings = new Set(['salutation', 'company', 'fname', 'lname', 'email', 'emailConfirmation', 'phone', 'street', 'zip', 'city', 'country']);
    const check = (storage: KeyValueStorage) => {
      for (const form of FORMS) {
        const draft = readDraft(storage, form);
        if (draft === null) continue;
        for (const [key, value] of Object.entries(draft)) {
          if (key === 'separateShipping') expect(typeof value).toBe('boolean');
          else if (key === 'shipping') expect(cleanAddress(value)).toEqual(value);
          else {
            expect(strings.has(key)).toBe(true);
            expect(typeof value).toBe('string');
            expect(String(value).length).toBeLessThanOrEqual(200);
          }
        }
      }
      const address = readShippingAddress(storage);
      if (address !== null) expect(Object.keys(address).sort()).toEqual(['city', 'country', 'name', 'street', 'zip']);
    };
    const field = fc.oneof(fc.string({ maxLength: 210 }), fc.string({ minLength: 195, maxLength: 205 }), fc.jsonValue({ maxDepth: 2 }));
    const draft = fc.dictionary(fc.constantFrom('fname', 'email', 'zip', 'password', 'separateShipping', 'shipping', 'other'), field);
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom('register', 'guest', 'details', 'x'), fc.oneof(draft, fc.jsonValue()))), (value) => {
        const text = JSON.stringify(value) ?? 'null';
        check(memoryStorage({ [DRAFTS_KEY]: text, [SHIPPING_ADDRESS_KEY]: text }));
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => check(memoryStorage({ [DRAFTS_KEY]: text, [SHIPPING_ADDRESS_KEY]: text }))));
  });
});

describe('the shipping address (000 §3, 001 §4)', () => {
  it('kept under the spec’s key; null forgets it', () => {
    const storage = memoryStorage();
    saveShippingAddress(storage, MIA);
    expect(JSON.parse(storage.getItem(SHIPPING_ADDRESS_KEY) ?? 'null')).toEqual(MIA);
    expect(SHIPPING_ADDRESS_KEY).toBe('shippingAddress');
    expect(readShippingAddress(storage)).toEqual(MIA);
    saveShippingAddress(storage, null);
    expect(storage.getItem(SHIPPING_ADDRESS_KEY)).toBeNull();
    expect(readShippingAddress(storage)).toBeNull();
  });

  it('damaged: unreadable gives none; wrong fields become empty', () => {
    for (const text of ['{', 'null', '[]', '"Hamburg"', '7']) expect(readShippingAddress(memoryStorage({ [SHIPPING_ADDRESS_KEY]: text }))).toBeNull();
    const edited = memoryStorage({ [SHIPPING_ADDRESS_KEY]: JSON.stringify({ ...MIA, zip: 20457, city: 'c'.repeat(201), extra: 'x' }) });
    expect(readShippingAddress(edited)).toEqual({ ...MIA, zip: '', city: '' });
  });
});

describe('signing out forgets', () => {
  it('both keys go; nothing else is touched', () => {
    const storage = memoryStorage({ cart: '{"lines":[]}', token: 'jwt' });
    saveShippingAddress(storage, MIA);
    saveDraft(storage, 'details', filledForm());
    saveDraft(storage, 'guest', filledForm());
    forgetCustomerDrafts(storage);
    expect([storage.getItem(DRAFTS_KEY), storage.getItem(SHIPPING_ADDRESS_KEY)]).toEqual([null, null]);
    expect(Object.fromEntries(storage.map)).toEqual({ cart: '{"lines":[]}', token: 'jwt' });
    expect(() => forgetCustomerDrafts(memoryStorage())).not.toThrow();
  });
});

describe('storage that throws never breaks the form', () => {
  const throwingReads = (): KeyValueStorage => {
    const inner = memoryStorage();
    return {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: (k, v) => inner.setItem(k, v),
      removeItem: (k) => inner.removeItem(k),
    };
  };

  it.each([
    ['disabled', disabledStorage],
    ['full', () => quotaStorage(10)],
    ['unreadable', throwingReads],
  ] as const)('%s storage: every call returns quietly', (_label, make) => {
    const storage = make();
    expect(() => saveDraft(storage, 'register', filledForm())).not.toThrow();
    expect(() => clearDraft(storage, 'register')).not.toThrow();
    expect(() => saveShippingAddress(storage, MIA)).not.toThrow();
    expect(() => saveShippingAddress(storage, null)).not.toThrow();
    expect(() => forgetCustomerDrafts(storage)).not.toThrow();
    expect(readDraft(storage, 'register')).toBeNull();
    expect(readShippingAddress(storage)).toBeNull();
  });

  it('a full storage keeps the last draft that fitted', () => {
    const small = JSON.stringify({ register: { fname: 'Clara' } });
    const storage = quotaStorage(DRAFTS_KEY.length + small.length + 5, { [DRAFTS_KEY]: small });
    expect(() => saveDraft(storage, 'register', filledForm({ fname: 'Clara', street: 'A long street name that does not fit' }))).not.toThrow();
    expect(readDraft(storage, 'register')).toEqual({ fname: 'Clara' });
  });
});

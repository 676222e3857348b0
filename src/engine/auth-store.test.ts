import { memoryStorage } from '../bus/deps';
import type { CustomerData } from '../api/codecs/customer';
import { createAuthStore, CUSTOMER_KEY, isGuest, TOKEN_KEY, type AuthSnapshot } from './auth-store';
import { disabledStorage, quotaStorage } from '../../test/helpers/fakes';
import customerFixture from '../../fixtures/api/customerData.json';

const customer = customerFixture.data as unknown as CustomerData;

describe('auth store', () => {
  it('uses the spec’s session keys `token` and `customer`', () => {
    expect([TOKEN_KEY, CUSTOMER_KEY]).toEqual(['token', 'customer']);
  });

  it('restores token and customer saved by an earlier page', () => {
    const store = createAuthStore(memoryStorage({ token: 'jwt', customer: JSON.stringify(customer) }));
    expect(store.current()).toEqual({ token: 'jwt', customer });
    expect(store.token()).toBe('jwt');
  });

  it.each([
    ['100 KB long', 'a'.repeat(100 * 1024)],
    ['one character over the limit', 'a'.repeat(8193)],
    ['with a space', 'eyJhbGciOiJIUzI1NiJ9.e30 .sig'],
    ['with a line break', 'abc\ndef'],
    ['with a quote', 'abc"def'],
    ['not ASCII', 'jwt-ä'],
  ])('a stored token of impossible shape (%s) is dropped on read, from storage too (issue 29)', (_label, token) => {
    const storage = memoryStorage({ token, customer: JSON.stringify(customer) });
    const store = createAuthStore(storage);
    expect(store.token()).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    // The customer belonged to that session: without its token it is no one's.
    expect(store.current().customer).toBeNull();
    expect(storage.getItem(CUSTOMER_KEY)).toBeNull();
  });

  it.each([
    ['a JWT', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0In0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'],
    ['the sandbox’s opaque base64url token', 'q3Nw4y2zX0d8m-Vb_1Jk9aP7s6tR5uQ4wE3rT2yU1iO'],
    ['base64 with padding', 'YWJjZA=='],
    ['8,192 characters', 'a'.repeat(8192)],
  ])('a token of a possible shape (%s) is kept', (_label, token) => {
    expect(createAuthStore(memoryStorage({ token })).token()).toBe(token);
  });

  it('starts signed out with empty storage, and treats an empty token as none', () => {
    expect(createAuthStore(memoryStorage()).current()).toEqual({ token: null, customer: null });
    expect(createAuthStore(memoryStorage({ token: '' })).token()).toBeNull();
  });

  it.each([
    ['not JSON', '{"fname": "Anna"'],
    ['JSON of the wrong shape', JSON.stringify({ fname: 42 })],
    ['JSON null', 'null'],
  ])('a corrupt customer entry (%s) is dropped, the token survives', (_label, text) => {
    const store = createAuthStore(memoryStorage({ token: 'jwt', customer: text }));
    expect(store.current()).toEqual({ token: 'jwt', customer: null });
  });

  it('signIn / setCustomer / signOut update the snapshot stream and the storage', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    const seen: AuthSnapshot[] = [];
    seen.push(store.auth.value);
    store.auth.subscribe((s) => seen.push(s));

    store.signIn('jwt', null);
    expect(storage.getItem(TOKEN_KEY)).toBe('jwt');
    expect(storage.getItem(CUSTOMER_KEY)).toBeNull();
    store.setCustomer(customer, 'jwt');
    expect(JSON.parse(storage.getItem(CUSTOMER_KEY) ?? 'null')).toEqual(customer);
    // A new page restores what this one stored.
    expect(createAuthStore(storage).current()).toEqual({ token: 'jwt', customer });

    store.signOut();
    expect([storage.getItem(TOKEN_KEY), storage.getItem(CUSTOMER_KEY)]).toEqual([null, null]);
    expect(seen).toEqual([
      { token: null, customer: null },
      { token: 'jwt', customer: null },
      { token: 'jwt', customer },
      { token: null, customer: null },
    ]);
  });

  it('a customer answer for an earlier session changes nothing (sign-out, or another sign-in, came first)', () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.signIn('old', null);
    store.signOut();
    store.setCustomer(customer, 'old');
    expect(store.current()).toEqual({ token: null, customer: null });
    expect(storage.getItem(CUSTOMER_KEY)).toBeNull();

    store.signIn('new', null);
    store.setCustomer(customer, 'old');
    expect(store.current()).toEqual({ token: 'new', customer: null });
    store.setCustomer(customer, 'new');
    expect(store.current()).toEqual({ token: 'new', customer });
  });

  it('a guest accepted without a token keeps the billing details it typed', () => {
    const store = createAuthStore(memoryStorage());
    store.signIn(null, { ...customer, isGuest: true });
    expect(store.current()).toEqual({ token: null, customer: { ...customer, isGuest: true } });
  });

  it('storage that throws on every call: starts signed out and keeps working in memory', () => {
    const store = createAuthStore(disabledStorage());
    expect(store.current()).toEqual({ token: null, customer: null });
    expect(() => store.signIn('jwt', customer)).not.toThrow();
    expect(store.current()).toEqual({ token: 'jwt', customer });
    expect(() => store.signOut()).not.toThrow();
    expect(store.token()).toBeNull();
  });

  it('a full storage keeps the session in memory for this page', () => {
    const store = createAuthStore(quotaStorage(10));
    store.signIn('a-token-longer-than-the-quota', customer);
    expect(store.current()).toEqual({ token: 'a-token-longer-than-the-quota', customer });
  });

  it('isGuest reads both spellings of the flag', () => {
    expect(isGuest({ ...customer, isGuest: true })).toBe(true);
    expect(isGuest({ ...customer, isGuest: 1 })).toBe(true);
    expect(isGuest({ ...customer, isGuest: 0 })).toBe(false);
    expect(isGuest(customer)).toBe(false);
    expect(isGuest(null)).toBe(false);
  });
});

import { NEVER, Subject, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import type { CustomerData } from '../../api/codecs/customer';
import { createAuthStore } from '../../engine/auth-store';
import { createRuntime, type Runtime } from '../../engine/runtime';
import { allAreas } from '../../app/areas/all';
import { AccountEvents } from '../../messages';
import { testDeps } from '../../../test/helpers/runtime-deps';
import { fakeApi, httpError, networkError, ok, type Replies } from '../../../test/helpers/fake-api';
import { fixtureCustomerData, signedInStorage, syncMd5 } from '../../../test/helpers/account';
import type { MemoryStorage } from '../../../test/helpers/fakes';
import { memoryStorage } from '../../bus/deps';
import { markTab } from '../../event-log/tab';

const customer = fixtureCustomerData();
const PASSWORD = 'Hafen2024!';
type CustomerAnswer = Either<ApiError, CustomerData>;

/** A page of the shop over `storage`: the real auth store (the token's session keys) and a runtime with every area. */
function page(storage: MemoryStorage, replies: Replies) {
  const api = fakeApi(replies);
  const auth = createAuthStore(storage);
  const runtime = createRuntime({ areas: allAreas, deps: { ...testDeps({ storage }), api: api.api, auth, md5: syncMd5 } });
  return { runtime, auth, api };
}

const typesOf = (runtime: Runtime): string[] => runtime.log.document().events.map((e) => e.type);

describe('a sign-in the page was reloaded in the middle of (the token stored, the sign-in not yet recorded)', () => {
  /** The visitor presses "Log in"; the page goes away while the customer's data is on its way. */
  function interruptedSignIn(): MemoryStorage {
    const storage = memoryStorage();
    const first = page(storage, { login: ok('jwt-1'), customerData: () => NEVER as Observable<CustomerAnswer> });
    first.runtime.dispatch({ type: 'SignIn', email: 'anna.becker@example.org', password: PASSWORD });
    expect(first.auth.token()).toBe('jwt-1');
    expect(first.runtime.state$.value.account.signedIn).toBe(false);
    first.runtime.stop();
    // The page goes as a reload leaves it (start-runtime.ts's pagehide): this tab's id stays.
    markTab(storage, first.runtime.tab, false);
    return storage;
  }

  it('the page after the reload records the sign-in once the customer answers: the checkout and the header agree', () => {
    const storage = interruptedSignIn();
    const answer = new Subject<CustomerAnswer>();
    const after = page(storage, { customerData: () => answer });
    // The header already shows someone signed in (the token); the log says so only with the customer.
    expect(after.runtime.state$.value.account.signedIn).toBe(false);
    answer.next(ok(customer));
    answer.complete();
    expect(after.runtime.state$.value.account).toEqual({ signedIn: true, guest: false, loginFailed: null });
    expect(after.auth.current()).toEqual({ token: 'jwt-1', customer: customer });
    expect(typesOf(after.runtime)).toEqual(['CustomerSignedIn']);
    expect(after.api.calls.map((c) => c.name)).toEqual(['customerData']);
  });

  it('a guest customer is recorded as a guest', () => {
    const storage = interruptedSignIn();
    const after = page(storage, { customerData: ok(fixtureCustomerData({ isGuest: 1 })) });
    expect(after.runtime.state$.value.account).toEqual({ signedIn: true, guest: true, loginFailed: null });
  });

  it('a customer call that fails on the way (no answer of the server) still records the sign-in: the token is held, as a login whose customer call failed', () => {
    const storage = interruptedSignIn();
    const after = page(storage, { customerData: networkError() });
    expect(after.runtime.state$.value.account.signedIn).toBe(true);
    expect(after.auth.token()).toBe('jwt-1');
  });

  it('a token the server refuses (401) records no sign-in', () => {
    const storage = interruptedSignIn();
    const after = page(storage, { customerData: httpError(401) });
    expect(after.runtime.state$.value.account.signedIn).toBe(false);
    expect(typesOf(after.runtime)).toEqual([]);
  });

  it('signed out before the customer answered: the old session records nothing', () => {
    const storage = interruptedSignIn();
    const answer = new Subject<CustomerAnswer>();
    const after = page(storage, { customerData: () => answer });
    after.runtime.dispatch({ type: 'SignOut' });
    answer.next(ok(customer));
    expect(after.runtime.state$.value.account.signedIn).toBe(false);
    expect(after.auth.current()).toEqual({ token: null, customer: null });
  });
});

describe('a page of a signed-in session', () => {
  it('refreshes the stored customer from the server and records nothing new', () => {
    const storage = signedInStorage(customer, 'jwt-1');
    const renamed: CustomerData = { ...customer, fname: 'Annette' };
    const after = page(storage, { customerData: ok(renamed) });
    expect(after.auth.current().customer).toEqual(renamed);
    expect(after.runtime.state$.value.account.signedIn).toBe(true);
    expect(typesOf(after.runtime)).toEqual(['CustomerSignedIn']);
    expect(after.api.calls.map((c) => c.name)).toEqual(['customerData']);
  });

  it('without a token: no customer call', () => {
    const after = page(memoryStorage(), {});
    expect(after.api.calls).toEqual([]);
    expect(after.runtime.state$.value.account.signedIn).toBe(false);
  });

  it('the log of a sign-in replays as it was (no second CustomerSignedIn event)', () => {
    const storage = signedInStorage(customer, 'jwt-1');
    const after = page(storage, { customerData: ok(customer) });
    expect(typesOf(after.runtime).filter((t) => t === AccountEvents.CustomerSignedIn.type)).toHaveLength(1);
  });
});

describe('a log signed in with nothing left to be signed in with', () => {
  /** What the signed-in session stored, with the token (and the customer) gone since. */
  const signedInLogOnly = (keep: 'nothing' | 'customer') => {
    const storage = signedInStorage(customer, 'jwt-1');
    storage.removeItem('token');
    if (keep === 'nothing') storage.removeItem('customer');
    return storage;
  };

  it('no token and no customer (storage refused the token, or it was none): the start records the sign-out, the checkout follows the header', () => {
    const after = page(signedInLogOnly('nothing'), {});
    expect(after.runtime.state$.value.account.signedIn).toBe(false);
    expect(typesOf(after.runtime)).toEqual(['CustomerSignedIn', 'CustomerSignedOut']);
    expect(after.api.calls).toEqual([]);
  });

  it('a guest the server took without a token keeps their details: still signed in', () => {
    const storage = signedInStorage(fixtureCustomerData({ isGuest: 1 }), 'jwt-1');
    storage.removeItem('token');
    const after = page(storage, {});
    expect(after.runtime.state$.value.account).toMatchObject({ signedIn: true, guest: true });
    expect(typesOf(after.runtime)).toEqual(['CustomerSignedIn']);
  });

  it('a page load of /logout (boot forgot the token first): one sign-out in the log, not one from the start and one from the command', () => {
    const storage = signedInStorage(customer, 'jwt-1');
    createAuthStore(storage).signOut();
    const after = page(storage, {});
    after.runtime.dispatch({ type: 'SignOut' });
    expect(typesOf(after.runtime)).toEqual(['CustomerSignedIn', 'CustomerSignedOut']);
    expect(after.runtime.state$.value.account.signedIn).toBe(false);
  });

  it('signing out a session the log has signed in records it, as always', () => {
    const after = page(signedInStorage(customer, 'jwt-1'), { customerData: ok(customer) });
    after.runtime.dispatch({ type: 'SignOut' });
    expect(typesOf(after.runtime)).toEqual(['CustomerSignedIn', 'CustomerSignedOut']);
    expect(after.auth.current()).toEqual({ token: null, customer: null });
  });
});


import { createHash } from 'node:crypto';
import { BehaviorSubject, lastValueFrom, of, Subject, tap, toArray, type Observable } from 'rxjs';
import type * as E from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import { memoryNavigator, type Navigator } from '../../bus/deps';
import { AccountEvents, type Command, type DomainEvent } from '../../messages';
import { accountEpic, type AccountDeps } from './epics';
import { accountReadModel, reduceAccount } from './read-model';
import { fakeApi, httpError, networkError, ok } from '../../../test/helpers/fake-api';
import customerFixture from '../../../fixtures/api/customerData.json';
import type { CustomerData } from '../../api/codecs/customer';

const customer = customerFixture.data as unknown as CustomerData;
const PASSWORD = 'Hafen2024!';
const md5Hex = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');
const signIn = (email = ' anna.becker@example.org ', password = PASSWORD): Command => ({ type: 'SignIn', email, password });

function setup(replies: Parameters<typeof fakeApi>[0], afterLogin = '/de/checkout') {
  const api = fakeApi(replies);
  const navigator = memoryNavigator('/de/login');
  const navigate = jest.spyOn(navigator, 'navigate');
  const auth = { signIn: jest.fn(), signOut: jest.fn() };
  const deps: AccountDeps = { api: api.api, navigator: navigator as Navigator, auth, afterLogin: () => afterLogin };
  const run = (command$: Observable<Command>) => lastValueFrom(accountEpic(command$, new BehaviorSubject({}), deps).pipe(toArray()));
  return { api, navigator, navigate, auth, run };
}

describe('accountEpic: SignIn', () => {
  it('logs in with _u (trimmed) and _p = MD5 of the password, stores token and customer, then goes to the return target', async () => {
    const { api, auth, navigator, navigate, run } = setup({ login: ok('jwt-123'), customerData: ok(customer) });
    const events = await run(of(signIn()));

    expect(api.calls[0]).toEqual({ name: 'login', params: { body: { _u: 'anna.becker@example.org', _p: md5Hex(PASSWORD) } } });
    expect(md5Hex(PASSWORD)).toMatch(/^[0-9a-f]{32}$/);
    expect(api.calls[1]?.name).toBe('customerData');
    expect(auth.signIn.mock.calls).toEqual([
      ['jwt-123', null],
      ['jwt-123', customer],
    ]);
    expect(events).toEqual([AccountEvents.CustomerSignedIn.create({ guest: false })]);
    expect(navigate).toHaveBeenCalledWith('/de/checkout', { replace: true });
    expect(navigator.path()).toBe('/de/checkout');
  });

  it('no personal data, password, hash or token ever reaches an event', async () => {
    const { run } = setup({ login: ok('jwt-secret-token'), customerData: ok(customer) });
    const text = JSON.stringify(await run(of(signIn())));
    for (const secret of ['anna', 'jwt-secret-token', PASSWORD, md5Hex(PASSWORD), customer.fname, customer.lname, customer.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('a guest customer is signed in as a guest', async () => {
    const { run } = setup({ login: ok('t'), customerData: ok({ ...customer, isGuest: 1 } as CustomerData) });
    expect(await run(of(signIn()))).toEqual([AccountEvents.CustomerSignedIn.create({ guest: true })]);
  });

  it('navigates only after CustomerSignedIn is emitted, and reads the return target at that moment', async () => {
    const order: string[] = [];
    const api = fakeApi({ login: ok('t'), customerData: ok(customer) });
    const navigator = memoryNavigator('/de/login');
    jest.spyOn(navigator, 'navigate').mockImplementation((to) => void order.push(`navigate ${to}`));
    const deps: AccountDeps = {
      api: api.api,
      navigator,
      auth: { signIn: jest.fn(), signOut: jest.fn() },
      afterLogin: () => {
        order.push('afterLogin');
        return '/de';
      },
    };
    await lastValueFrom(accountEpic(of(signIn()), new BehaviorSubject({}), deps).pipe(tap((e) => order.push(e.type)), toArray()));
    expect(order).toEqual(['CustomerSignedIn', 'afterLogin', 'navigate /de']);
  });

  it.each([401, 403, 422, 400])('HTTP %i → SignInFailed credentials; nothing stored, no navigation', async (status) => {
    const { auth, navigate, run, api } = setup({ login: httpError(status, { code: 'LOGIN_FAILED' }) });
    expect(await run(of(signIn()))).toEqual([AccountEvents.SignInFailed.create({ reason: 'credentials' })]);
    expect(auth.signIn).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(api.calls.map((c) => c.name)).toEqual(['login']);
  });

  it.each([
    ['a 500', httpError(500)],
    ['a network failure', networkError()],
  ])('%s → SignInFailed unavailable', async (_label, reply) => {
    const { run } = setup({ login: reply as E.Either<ApiError, never> });
    expect(await run(of(signIn()))).toEqual([AccountEvents.SignInFailed.create({ reason: 'unavailable' })]);
  });

  it('exhaustMap: a second submit while the first is running does not log in twice', async () => {
    const pending = new Subject<E.Either<ApiError, string>>();
    const { api, run } = setup({ login: () => pending, customerData: ok(customer) });
    const commands = new Subject<Command>();
    const result = run(commands);
    commands.next(signIn());
    await new Promise((r) => setTimeout(r, 0)); // the MD5 module loads asynchronously
    commands.next(signIn());
    commands.next(signIn('other@example.org', 'x'));
    pending.next(ok('t'));
    pending.complete();
    commands.complete();
    expect(await result).toEqual([AccountEvents.CustomerSignedIn.create({ guest: false })]);
    expect(api.calls.filter((c) => c.name === 'login')).toHaveLength(1);
  });

  it('the customer call failing still signs in (the token is valid); the customer stays unknown', async () => {
    const { auth, run } = setup({ login: ok('t'), customerData: httpError(500) });
    expect(await run(of(signIn()))).toEqual([AccountEvents.CustomerSignedIn.create({ guest: false })]);
    expect(auth.signIn.mock.calls).toEqual([['t', null]]);
  });
});

describe('accountEpic: SignOut', () => {
  it('forgets token and customer and records CustomerSignedOut', async () => {
    const { auth, run } = setup({});
    expect(await run(of<Command>({ type: 'SignOut' }))).toEqual([AccountEvents.CustomerSignedOut.create({})]);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('account read model', () => {
  it('signed in, failed, signed out', () => {
    const fold = (events: DomainEvent[]) => events.reduce((s, e) => reduceAccount(s, e as Parameters<typeof reduceAccount>[1]), accountReadModel.initial);
    expect(fold([AccountEvents.SignInFailed.create({ reason: 'credentials' })])).toEqual({ signedIn: false, guest: false, loginFailed: 'credentials' });
    expect(fold([AccountEvents.SignInFailed.create({ reason: 'credentials' }), AccountEvents.CustomerSignedIn.create({ guest: true })])).toEqual({
      signedIn: true,
      guest: true,
      loginFailed: null,
    });
    expect(fold([AccountEvents.CustomerSignedIn.create({ guest: false }), AccountEvents.CustomerSignedOut.create({})])).toEqual(accountReadModel.initial);
  });
});

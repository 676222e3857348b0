import { BehaviorSubject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type * as E from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import { AccountEvents, UiEvents, type Command, type DomainEvent } from '../../messages';
import { accountEpic } from './epics';
import { accountReadModel, reduceAccount } from './read-model';
import { httpError, networkError, ok } from '../../../test/helpers/fake-api';
import { customerFormDeps, fixtureCustomerData, md5Hex } from '../../../test/helpers/account';

const customer = fixtureCustomerData();
const PASSWORD = 'Hafen2024!';
const signIn = (email = ' anna.becker@example.org ', password = PASSWORD): Command => ({ type: 'SignIn', email, password });

const shown = (id: string, key: string, className: 'info' | 'danger' | 'success') =>
  UiEvents.MessageShown.create({ messageId: id, key: `auth.${key}`, params: {}, className, timeoutMs: 2_000 });
const dismissed = (id: string) => UiEvents.MessageDismissed.create({ messageId: id });

function marbles(test: (helpers: Parameters<Parameters<TestScheduler['run']>[0]>[0], scheduler: TestScheduler) => void) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run((helpers) => test(helpers, scheduler));
}

function setup(replies: Parameters<typeof customerFormDeps>[0], scheduler?: TestScheduler, afterLogin = '/de/checkout') {
  const made = customerFormDeps(replies, { afterLogin: () => afterLogin, ...(scheduler ? { scheduler } : {}) });
  made.navigator.navigate('/de/login');
  const run = (command$: Observable<Command>) => accountEpic(command$, new BehaviorSubject({}), made.deps);
  return { ...made, run };
}

describe('accountEpic: SignIn', () => {
  it('toast while logging in, _u trimmed and _p = MD5, token and customer stored, payment types reloaded, then the return target', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const { api, auth, navigator, paymentTypeReloads, run } = setup({ login: ok('jwt-123'), customerData: ok(customer) }, scheduler);
      // The toast ends with the success: the page the login leads to starts without it (issue 31).
      expectObservable(run(hot('-s', { s: signIn() }))).toBe('-(acb)', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.CustomerSignedIn.create({ guest: false }),
        c: dismissed('t-1'),
      });
      flush();
      expect(api.calls.slice(0, 2)).toEqual([
        { name: 'login', params: { body: { _u: 'anna.becker@example.org', _p: md5Hex(PASSWORD) } } },
        { name: 'customerData', params: undefined },
      ]);
      expect(auth.calls).toEqual([
        ['signIn', 'jwt-123', null],
        ['signIn', 'jwt-123', customer],
      ]);
      expect(paymentTypeReloads.count).toBe(1);
      expect(navigator.path()).toBe('/de/checkout');
    });
  });

  it.each([
    ['answers', ok(customer)],
    ['is refused (401)', httpError(401)],
  ] as const)('signed out while the login’s customer call is under way: when it %s, nothing of that session acts (issue 30, item 1)', (_what, answer) => {
    marbles(({ hot, cold, expectObservable, flush }, scheduler) => {
      const { auth, navigator, paymentTypeReloads, run } = setup(
        { login: ok('jwt-123'), customerData: () => cold<E.Either<ApiError, typeof customer>>('2500ms x|', { x: answer }) },
        scheduler,
      );
      // "Abmelden" at 10, while the customer call (sent at 1) answers at 2501.
      expectObservable(run(hot('-s 8ms o', { s: signIn(), o: { type: 'SignOut' } }))).toBe('-a 8ms b 1990ms c', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.CustomerSignedOut.create({}),
        c: dismissed('t-1'),
      });
      flush();
      expect(auth.calls).toEqual([['signIn', 'jwt-123', null], ['signOut']]);
      expect(auth.current().token).toBeNull();
      expect(navigator.path()).toBe('/de/login');
      expect(paymentTypeReloads.count).toBe(1);
    });
  });

  it('a wrong password: SignInFailed credentials and the AUTH_LOGIN_FAILED toast, nothing stored, no navigation', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const { auth, navigator, run } = setup({ login: httpError(422, { error: 'LOGIN_FAILED' }) }, scheduler);
      expectObservable(run(hot('-s', { s: signIn() }))).toBe('-(abc) 1995ms (de)', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.SignInFailed.create({ reason: 'credentials' }),
        c: shown('t-2', 'AUTH_LOGIN_FAILED', 'danger'),
        d: dismissed('t-1'),
        e: dismissed('t-2'),
      });
      flush();
      expect(auth.calls).toEqual([]);
      expect(navigator.path()).toBe('/de/login');
    });
  });

  it.each([401, 403, 400])('HTTP %i is a credentials failure too', (status) => {
    marbles(({ hot, expectObservable }, scheduler) => {
      const { run } = setup({ login: httpError(status) }, scheduler);
      expectObservable(run(hot('-s', { s: signIn() }))).toBe('-(abc) 1995ms (de)', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.SignInFailed.create({ reason: 'credentials' }),
        c: shown('t-2', 'AUTH_LOGIN_FAILED', 'danger'),
        d: dismissed('t-1'),
        e: dismissed('t-2'),
      });
    });
  });

  it('a network failure → SignInFailed unavailable, with the failure toast', () => {
    marbles(({ hot, expectObservable }, scheduler) => {
      const { run } = setup({ login: networkError() }, scheduler);
      expectObservable(run(hot('-s', { s: signIn() }))).toBe('-(abc) 1995ms (de)', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.SignInFailed.create({ reason: 'unavailable' }),
        c: shown('t-2', 'AUTH_LOGIN_FAILED', 'danger'),
        d: dismissed('t-1'),
        e: dismissed('t-2'),
      });
    });
  });

  it('a 500 → SignInFailed unavailable, and no failure toast over the shell’s 15-second message with the support address (issue 30)', () => {
    marbles(({ hot, expectObservable }, scheduler) => {
      const { run } = setup({ login: httpError(500) }, scheduler);
      expectObservable(run(hot('-s', { s: signIn() }))).toBe('-(ab) 1996ms c', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.SignInFailed.create({ reason: 'unavailable' }),
        c: dismissed('t-1'),
      });
    });
  });

  it('exhaustMap: a double submit while the login call runs logs in once; a submit after the failure goes through at once', () => {
    marbles(({ hot, cold, flush }, scheduler) => {
      let calls = 0;
      const { api, run } = setup(
        {
          login: () => {
            calls += 1;
            return calls === 1 ? cold<E.Either<ApiError, string>>('---x|', { x: httpError(422) }) : cold('-y|', { y: ok('t') });
          },
          customerData: ok(customer),
        },
        scheduler,
      );
      // Two submits 1 ms apart; the third comes 5 ms later, right after the failure (long before its toast ends).
      const events: DomainEvent[] = [];
      run(hot('-ss----s', { s: signIn() })).subscribe((e) => events.push(e));
      flush();
      expect(api.calls.filter((c) => c.name === 'login')).toHaveLength(2);
      expect(events.filter((e) => e.type !== 'MessageShown' && e.type !== 'MessageDismissed')).toEqual([
        AccountEvents.SignInFailed.create({ reason: 'credentials' }),
        AccountEvents.CustomerSignedIn.create({ guest: false }),
      ]);
      expect(events.filter((e) => e.type === 'MessageDismissed')).toHaveLength(3);
    });
  });

  it('a guest customer is signed in as a guest', () => {
    marbles(({ hot, expectObservable }, scheduler) => {
      const { run } = setup({ login: ok('t'), customerData: ok(fixtureCustomerData({ isGuest: 1 })) }, scheduler);
      expectObservable(run(hot('s', { s: signIn() }))).toBe('(acb)', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.CustomerSignedIn.create({ guest: true }),
        c: dismissed('t-1'),
      });
    });
  });

  it('navigates only after CustomerSignedIn, reading the return target at that moment', () => {
    marbles(({ hot }, scheduler) => {
      const order: string[] = [];
      const { deps, run } = setup({ login: ok('t'), customerData: ok(customer) }, scheduler);
      deps.afterLogin = () => {
        order.push('afterLogin');
        return '/de';
      };
      const navigate = deps.navigator.navigate;
      deps.navigator.navigate = (to, o) => {
        order.push(`navigate ${to}`);
        navigate(to, o);
      };
      run(hot('s', { s: signIn() })).subscribe((e) => order.push(e.type));
      scheduler.flush();
      expect(order.filter((o) => o !== 'MessageShown' && o !== 'MessageDismissed')).toEqual(['CustomerSignedIn', 'afterLogin', 'navigate /de']);
    });
  });

  it('the customer call failing still signs in (the token is valid); the customer stays unknown', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const { auth, run } = setup({ login: ok('t'), customerData: httpError(500) }, scheduler);
      expectObservable(run(hot('s', { s: signIn() }))).toBe('(acb)', {
        a: shown('t-1', 'AUTH_LOGGING_IN', 'info'),
        b: AccountEvents.CustomerSignedIn.create({ guest: false }),
        c: dismissed('t-1'),
      });
      flush();
      expect(auth.calls).toEqual([['signIn', 't', null]]);
    });
  });

  it('no personal data, password, hash or token ever reaches an event', () => {
    marbles(({ hot }, scheduler) => {
      const { run } = setup({ login: ok('jwt-secret-token'), customerData: ok(customer) }, scheduler);
      const events: DomainEvent[] = [];
      run(hot('s', { s: signIn() })).subscribe((e) => events.push(e));
      scheduler.flush();
      const text = JSON.stringify(events);
      for (const secret of ['anna', 'jwt-secret-token', PASSWORD, md5Hex(PASSWORD), customer.fname, customer.lname, customer.email]) {
        expect(text).not.toContain(secret);
      }
    });
  });
});

describe('accountEpic: SignOut', () => {
  it('forgets token, customer, the drafts and feedback of the customer forms, reloads the payment types, records CustomerSignedOut', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const { auth, storage, feedback, paymentTypeReloads, run } = setup({}, scheduler);
      storage.setItem('foyer:customerDrafts', '{"register":{"fname":"X"}}');
      storage.setItem('shippingAddress', '{"name":"Y"}');
      feedback.set('register', { zip: ['bad'] });
      expectObservable(run(hot('-o', { o: { type: 'SignOut' } }))).toBe('-a', { a: AccountEvents.CustomerSignedOut.create({}) });
      flush();
      expect(auth.calls).toEqual([['signOut']]);
      expect([storage.getItem('foyer:customerDrafts'), storage.getItem('shippingAddress')]).toEqual([null, null]);
      expect(feedback.current('register')).toEqual({});
      expect(paymentTypeReloads.count).toBe(1);
    });
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

import { BehaviorSubject, NEVER, VirtualTimeScheduler, type Observable, type SchedulerLike } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { ApiSignal } from '../api/errors';
import { RELOAD_KEY } from '../api/reload-guard';
import { memoryStorage } from '../bus/deps';
import { memoryNavigator, sequentialRandom } from '../../test/helpers/fakes';
import { AccountEvents, UiEvents, type DomainEvent } from '../messages';
import { SERVER_ERROR_MESSAGE_MS } from '../domain/ui/epics';
import type { RootState } from './root-state';
import { rootFold } from '../app/areas/all';
import { apiSignalsEpic } from './api-signals-epic';
import { fakeAppDeps, manualClock } from '../../test/helpers/app-deps';
import { fakeApi } from '../../test/helpers/fake-api';
import { testDeps } from '../../test/helpers/runtime-deps';
import { stopAfterEach } from '../../test/helpers/started-runtimes';
import { createRuntime } from './runtime';
import { allAreas } from '../app/areas/all';

const signal = {
  unauthorized: { kind: 'unauthorized', status: 401 },
  forbidden: { kind: 'unauthorized', status: 403 },
  serverError: { kind: 'serverError', endpoint: 'staticPage', status: 500 },
  badGateway: { kind: 'serverError', endpoint: 'metaData', status: 502 },
  unavailable: { kind: 'unavailable' },
  network: { kind: 'networkError', endpoint: 'tourList' },
  timeout: { kind: 'timeout', endpoint: 'eventList', limitMs: 15_000 },
  decode: { kind: 'decodeError', endpoint: 'tourList', messages: ['Expecting Cents at tours.0.price but instead got: "12,00"'] },
} satisfies Record<string, ApiSignal>;

const shown = (messageId: string, key: string, className: 'danger' | 'warning' | 'info', params: Record<string, string> = {}, timeoutMs: number | null = null) =>
  UiEvents.MessageShown.create({ messageId, key, params, className, timeoutMs });
const dismissed = (messageId: string) => UiEvents.MessageDismissed.create({ messageId });

function setup(path = '/de/tickets', state: RootState = rootFold.initial) {
  const navigator = memoryNavigator(path);
  const storage = memoryStorage();
  const clock = manualClock(Date.UTC(2030, 3, 16, 9));
  const signOut = jest.fn();
  const deps = fakeAppDeps({
    navigator,
    storage,
    clock,
    random: sequentialRandom('m'),
    supportEmail: () => 'shop@kunsthalle.example',
    auth: { signIn: jest.fn(), signOut },
  });
  const state$ = Object.assign(new BehaviorSubject(state), {});
  // Outside marble tests, message timeouts run on a virtual clock nobody advances.
  const run = (signals$: Observable<ApiSignal>, scheduler: SchedulerLike = new VirtualTimeScheduler()): Observable<DomainEvent> =>
    apiSignalsEpic(NEVER, state$, { ...deps, scheduler, api: { ...fakeApi().api, signals$ } });
  return { deps, navigator, storage, clock, signOut, run };
}

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('apiSignalsEpic', () => {
  describe('401 / 403', () => {
    it('navigates to login with fromUnauthorized in the current language and emits nothing', () => {
      const scheduler = newScheduler();
      const { run, navigator } = setup('/fr/checkout?partner=x');
      scheduler.run(({ hot, expectObservable }) => {
        expectObservable(run(hot('-a-', { a: signal.forbidden }), scheduler)).toBe('---');
      });
      expect(navigator.history).toEqual(['/fr/checkout?partner=x', '/fr/login?fromUnauthorized=1']);
    });

    it.each(['/de/login', '/de/login?fromUnauthorized=1', '/en/login/'])('does not navigate when already on %s', (path) => {
      const { run, navigator } = setup(path);
      const events: DomainEvent[] = [];
      const signals = new BehaviorSubject<ApiSignal>(signal.unauthorized);
      run(signals).subscribe((e) => events.push(e));
      expect(navigator.history).toEqual([path]);
      expect(events).toEqual([]);
    });

    it.each(['/en/register', '/en/register-guest', '/en/forgot-password'])('a 401/403 on %s still leads to login (only the login page is "already there")', (path) => {
      const { run, navigator } = setup(path);
      run(new BehaviorSubject<ApiSignal>(signal.forbidden)).subscribe();
      expect(navigator.path()).toBe('/en/login?fromUnauthorized=1');
    });

    it('a return target only from the checkout (any checkout screen leads back to it) or settings; any other page, /logout included, leads home (issue 30, item 2)', () => {
      for (const [here, target] of [
        ['/de/settings', '/de/settings'],
        ['/fr/checkout/failed?cartId=9', '/fr/checkout'],
        ['/it/checkout', '/it/checkout'],
        ['/de/tickets/101?x=1', null],
        ['/de/guided-tours', null],
        ['/de/', null],
        ['/logout', null],
      ] as const) {
        const { run, storage } = setup(here);
        // A target left from an earlier visit to the checkout does not survive either.
        storage.setItem('referrer', '/de/checkout');
        run(new BehaviorSubject<ApiSignal>(signal.unauthorized)).subscribe();
        expect([here, storage.getItem('referrer')]).toEqual([here, target]);
      }
    });

    it('outside a language prefix the login of the shop language is used, never a hard-coded one', () => {
      const { run, navigator, deps } = setup('/logout');
      deps.routePath = (name) => `/nl/${name}`;
      run(new BehaviorSubject<ApiSignal>(signal.unauthorized)).subscribe();
      expect(navigator.path()).toBe('/nl/login?fromUnauthorized=1');
    });

    it('a 401 forgets the token; when someone was signed in the account read model hears it', () => {
      const signedIn: RootState = { ...rootFold.initial, account: { signedIn: true, guest: false, loginFailed: null } };
      const { run, signOut, navigator } = setup('/de/settings', signedIn);
      const events: DomainEvent[] = [];
      run(new BehaviorSubject<ApiSignal>(signal.unauthorized)).subscribe((e) => events.push(e));
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(events).toEqual([AccountEvents.CustomerSignedOut.create({})]);
      expect(navigator.path()).toBe('/de/login?fromUnauthorized=1');
    });

    it('a 403 keeps the token (it says nothing about the session), a 401 without a session emits nothing', () => {
      const forbidden = setup();
      forbidden.run(new BehaviorSubject<ApiSignal>(signal.forbidden)).subscribe();
      expect(forbidden.signOut).not.toHaveBeenCalled();

      const anonymous = setup();
      const events: DomainEvent[] = [];
      anonymous.run(new BehaviorSubject<ApiSignal>(signal.unauthorized)).subscribe((e) => events.push(e));
      expect(anonymous.signOut).toHaveBeenCalledTimes(1);
      expect(events).toEqual([]);
    });
  });

  describe('500', () => {
    it('shows the danger message with the support email and dismisses it after exactly 15,000 ms', () => {
      const scheduler = newScheduler();
      scheduler.run(({ hot, expectObservable }) => {
        const { run } = setup();
        expectObservable(run(hot('-a', { a: signal.serverError }), scheduler)).toBe(`-a ${SERVER_ERROR_MESSAGE_MS - 1}ms b`, {
          a: shown('m-1', 'message.serverError', 'danger', { email: 'shop@kunsthalle.example' }, 15_000),
          b: dismissed('m-1'),
        });
      });
      expect(SERVER_ERROR_MESSAGE_MS).toBe(15_000);
    });

    it('uses the injected scheduler for the timeout; two errors are two messages, each cleared on its own timer', () => {
      const scheduler = newScheduler();
      scheduler.run(({ hot, expectObservable }) => {
        const { run } = setup();
        expectObservable(run(hot('a 4999ms b', { a: signal.serverError, b: signal.badGateway }), scheduler)).toBe('a 4999ms b 9999ms c 4999ms d', {
          a: shown('m-1', 'message.serverError', 'danger', { email: 'shop@kunsthalle.example' }, 15_000),
          b: shown('m-2', 'message.serverError', 'danger', { email: 'shop@kunsthalle.example' }, 15_000),
          c: dismissed('m-1'),
          d: dismissed('m-2'),
        });
      });
    });

    it('reads the support address when the error happens (meta data may arrive after boot)', () => {
      const { run, deps } = setup();
      let email = '';
      deps.supportEmail = () => email;
      const signals = new BehaviorSubject<ApiSignal>(signal.network);
      const events: DomainEvent[] = [];
      run(signals).subscribe((e) => events.push(e));
      email = 'late@kunsthalle.example';
      signals.next(signal.serverError);
      expect(events.at(-1)).toEqual(shown('m-2', 'message.serverError', 'danger', { email: 'late@kunsthalle.example' }, 15_000));
    });
  });

  describe('503', () => {
    // The reloading notice's timer runs on the real clock.
    const started = stopAfterEach();

    it('reloads while the guard allows (3 in 5 minutes), then shows message.serviceUnavailable instead', () => {
      const { run, navigator, storage, clock } = setup();
      const signals = new BehaviorSubject<ApiSignal>(signal.unavailable);
      const events: DomainEvent[] = [];
      run(signals).subscribe((e) => events.push(e));
      clock.advance(60_000);
      signals.next(signal.unavailable);
      clock.advance(60_000);
      signals.next(signal.unavailable);
      expect(navigator.reloads).toBe(3);
      expect(JSON.parse(storage.getItem(RELOAD_KEY) ?? '[]')).toHaveLength(3);

      clock.advance(60_000);
      signals.next(signal.unavailable);
      expect(navigator.reloads).toBe(3);
      expect(events.map((e) => (e.type === 'MessageShown' ? [e.data.key, e.data.className] : e.type))).toEqual([
        ['message.reloading', 'info'],
        ['message.reloading', 'info'],
        ['message.reloading', 'info'],
        ['message.serviceUnavailable', 'danger'],
      ]);
    });

    it('the reloading notice belongs to the page being reloaded: the page after the reload, a move and another reload do not show it (issue 30, item 3)', () => {
      const storage = testDeps().storage;
      const page = () => {
        const fake = fakeApi();
        const deps = { ...testDeps({ storage }), api: fake.api, navigator: memoryNavigator('/de/tickets') };
        return { runtime: started(createRuntime({ areas: allAreas, deps })), fake, deps };
      };
      const before = page();
      before.fake.signals.next(signal.unavailable);
      expect(before.deps.navigator.reloads).toBe(1);
      expect(before.runtime.state$.value.ui.message?.key).toBe('message.reloading');

      const reloaded = page();
      expect(reloaded.runtime.state$.value.ui.message).toBeNull();
      reloaded.runtime.dispatch({ type: 'VisitRoute', route: 'tickets', params: {} });
      expect(reloaded.runtime.state$.value.ui.message).toBeNull();
      expect(page().runtime.state$.value.ui.message).toBeNull();
    });

    it('allows reloading again once the oldest reload is five minutes old', () => {
      const { run, navigator, clock } = setup();
      const signals = new BehaviorSubject<ApiSignal>(signal.unavailable);
      run(signals).subscribe();
      signals.next(signal.unavailable);
      signals.next(signal.unavailable);
      signals.next(signal.unavailable);
      expect(navigator.reloads).toBe(3);
      clock.advance(5 * 60_000);
      signals.next(signal.unavailable);
      expect(navigator.reloads).toBe(4);
    });

    it('never reloads when the reloads cannot be counted (storage refuses)', () => {
      const { run, navigator, deps } = setup();
      deps.storage.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      const events: DomainEvent[] = [];
      run(new BehaviorSubject<ApiSignal>(signal.unavailable)).subscribe((e) => events.push(e));
      expect(navigator.reloads).toBe(0);
      expect(events).toEqual([shown('m-1', 'message.serviceUnavailable', 'danger')]);
    });
  });

  describe('a request too large for the server (413, 414, 431)', () => {
    const tooLarge = (withToken: boolean): ApiSignal => ({ kind: 'requestTooLarge', endpoint: 'customerData', status: 431, withToken });

    it('with a token: the token is what the shop can drop, so it is forgotten, and the visitor is told, in words of its own', () => {
      const signedIn: RootState = { ...rootFold.initial, account: { signedIn: true, guest: false, loginFailed: null } };
      const { run, signOut, navigator } = setup('/de/tickets', signedIn);
      const events: DomainEvent[] = [];
      run(new BehaviorSubject<ApiSignal>(tooLarge(true))).subscribe((e) => events.push(e));
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(events).toEqual([AccountEvents.CustomerSignedOut.create({}), shown('m-1', 'message.requestTooLargeSignedOut', 'warning')]);
      expect(navigator.history).toEqual(['/de/tickets']);
    });

    it('without one: no network failure either, but what the visitor can do about it', () => {
      const { run, signOut } = setup();
      const events: DomainEvent[] = [];
      run(new BehaviorSubject<ApiSignal>(tooLarge(false))).subscribe((e) => events.push(e));
      expect(signOut).not.toHaveBeenCalled();
      expect(events).toEqual([shown('m-1', 'message.requestTooLarge', 'warning')]);
    });
  });

  describe('network and decode failures', () => {
    it('show a translated warning that clears itself', () => {
      const scheduler = newScheduler();
      scheduler.run(({ hot, expectObservable }) => {
        const { run } = setup();
        expectObservable(run(hot('a 99ms b', { a: signal.network, b: signal.decode }), scheduler)).toBe('a 99ms b 7899ms c 99ms d', {
          a: shown('m-1', 'message.networkFailure', 'warning', {}, 8_000),
          b: shown('m-2', 'message.unexpected', 'warning', {}, 8_000),
          c: dismissed('m-1'),
          d: dismissed('m-2'),
        });
      });
    });

    it('a time-out says the server was silent, not that the connection is down (issue 29)', () => {
      const scheduler = newScheduler();
      scheduler.run(({ hot, expectObservable }) => {
        const { run } = setup();
        expectObservable(run(hot('a', { a: signal.timeout }), scheduler)).toBe('a 7999ms b', {
          a: shown('m-1', 'message.timeout', 'warning', {}, 8_000),
          b: dismissed('m-1'),
        });
      });
    });
  });
});

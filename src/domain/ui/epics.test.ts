import { BehaviorSubject, NEVER, Subject, VirtualTimeScheduler, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { memoryStorage } from '../../bus/deps';
import { sequentialRandom } from '../../../test/helpers/fakes';
import { UiEvents, type Command, type DomainEvent } from '../../messages';
import { COOKIES_ACCEPTED_KEY, uiEpic, type UiDeps } from './epics';
import { reduceUi, uiReadModel, type UiState } from './read-model';

function setup(initial: UiState = uiReadModel.initial, deps: Partial<UiDeps> = {}) {
  const state$ = new BehaviorSubject({ ui: initial });
  const storage = memoryStorage();
  const fullDeps: UiDeps = { random: sequentialRandom('m'), storage, scheduler: new VirtualTimeScheduler(), ...deps };
  const run = (command$: Observable<Command>) => uiEpic(command$, state$, fullDeps);
  /** Runs commands one by one, folding each resulting event back into state$ as the runtime does. */
  const live = () => {
    const commands = new Subject<Command>();
    const events: DomainEvent[] = [];
    run(commands).subscribe((e) => {
      events.push(e);
      if (e.type === 'MessageShown' || e.type === 'MessageDismissed' || e.type === 'CookiesAccepted' || e.type === 'CookiesRejected' || e.type === 'RouteVisited') state$.next({ ui: reduceUi(state$.value.ui, e) });
    });
    return { dispatch: (c: Command) => commands.next(c), events };
  };
  return { state$, storage, run, live };
}

describe('uiEpic: a message left over from before a reload', () => {
  const due = (expiresAt: number): UiState => ({ cookiesAccepted: false, message: { id: 'old', key: 'auth.AUTH_LOGGING_IN', params: {}, className: 'info', expiresAt } });

  it('is dismissed when it was due; a message without a timeout stays', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ expectObservable }) => {
      const clock = { now: () => 10_000 };
      const soon = setup(due(10_500), { scheduler, clock });
      expectObservable(soon.run(NEVER)).toBe('500ms a', { a: UiEvents.MessageDismissed.create({ messageId: 'old' }) });
      const late = setup(due(9_000), { scheduler, clock });
      expectObservable(late.run(NEVER)).toBe('a', { a: UiEvents.MessageDismissed.create({ messageId: 'old' }) });
      const lasting = setup({ cookiesAccepted: false, message: { id: 'x', key: 'k', params: {}, className: 'danger' } }, { scheduler, clock });
      expectObservable(lasting.run(NEVER)).toBe('');
    });
  });
});

describe('uiEpic', () => {
  it('ShowMessage with a timeout shows the message and dismisses that same message after the timeout', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ hot, expectObservable }) => {
      const { run } = setup(uiReadModel.initial, { scheduler });
      const command$ = hot<Command>('-c', { c: { type: 'ShowMessage', key: 'vouchers.redeemed', className: 'info', params: { code: 'KAH' }, timeoutMs: 3_000 } });
      expectObservable(run(command$)).toBe('-a 2999ms b', {
        a: UiEvents.MessageShown.create({ messageId: 'm-1', key: 'vouchers.redeemed', params: { code: 'KAH' }, className: 'info', timeoutMs: 3_000 }),
        b: UiEvents.MessageDismissed.create({ messageId: 'm-1' }),
      });
    });
  });

  it('ShowMessage without a timeout stays until dismissed', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ hot, expectObservable }) => {
      const { run } = setup(uiReadModel.initial, { scheduler });
      expectObservable(run(hot<Command>('c', { c: { type: 'ShowMessage', key: 'k', className: 'warning' } }))).toBe('a', {
        a: UiEvents.MessageShown.create({ messageId: 'm-1', key: 'k', params: {}, className: 'warning', timeoutMs: null }),
      });
    });
  });

  it('DismissMessage dismisses the message shown, and ignores an id that is no longer shown', () => {
    const { live } = setup();
    const { dispatch, events } = live();
    dispatch({ type: 'ShowMessage', key: 'first', className: 'info' });
    dispatch({ type: 'ShowMessage', key: 'second', className: 'info' });
    dispatch({ type: 'DismissMessage', messageId: 'm-1' });
    expect(events.map((e) => e.type)).toEqual(['MessageShown', 'MessageShown']);
    dispatch({ type: 'DismissMessage', messageId: 'm-2' });
    expect(events.at(-1)).toEqual(UiEvents.MessageDismissed.create({ messageId: 'm-2' }));
    dispatch({ type: 'DismissMessage', messageId: 'm-2' });
    expect(events).toHaveLength(3);
  });

  it('AcceptCookies records the consent once and stores it under the spec’s `cookiesAccepted` key', () => {
    const { live, storage } = setup();
    const { dispatch, events } = live();
    dispatch({ type: 'AcceptCookies' });
    dispatch({ type: 'AcceptCookies' });
    expect(events).toEqual([UiEvents.CookiesAccepted.create({})]);
    expect(COOKIES_ACCEPTED_KEY).toBe('cookiesAccepted');
    expect(storage.getItem('cookiesAccepted')).toBe('true');
  });

  it('VisitRoute records each screen once: the same route and parameters again (a reload) is no new visit', () => {
    const { live, state$ } = setup();
    const { dispatch, events } = live();
    dispatch({ type: 'VisitRoute', route: 'event', params: { id: '12' } });
    dispatch({ type: 'VisitRoute', route: 'event', params: { id: '12' } });
    dispatch({ type: 'VisitRoute', route: 'event', params: { id: '13' } });
    dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    dispatch({ type: 'VisitRoute', route: 'event', params: { id: '13' } });
    expect(events).toEqual([
      UiEvents.RouteVisited.create({ route: 'event', params: { id: '12' } }),
      UiEvents.RouteVisited.create({ route: 'event', params: { id: '13' } }),
      UiEvents.RouteVisited.create({ route: 'checkout', params: {} }),
      UiEvents.RouteVisited.create({ route: 'event', params: { id: '13' } }),
    ]);
    expect(state$.value.ui.route).toEqual({ name: 'event', params: { id: '13' } });
  });

  it('RejectCookies declines once (the spec’s key says "false"); accepting later grants again, and rejecting withdraws', () => {
    const { live, storage } = setup();
    const { dispatch, events } = live();
    dispatch({ type: 'RejectCookies' });
    dispatch({ type: 'RejectCookies' });
    expect(events).toEqual([UiEvents.CookiesRejected.create({})]);
    expect(storage.getItem('cookiesAccepted')).toBe('false');
    dispatch({ type: 'AcceptCookies' });
    dispatch({ type: 'RejectCookies' });
    expect(events.map((e) => e.type)).toEqual(['CookiesRejected', 'CookiesAccepted', 'CookiesRejected']);
    expect(storage.getItem('cookiesAccepted')).toBe('false');
  });

  it('AcceptCookies still records the consent in the log when session storage refuses the key', () => {
    const { live } = setup(uiReadModel.initial, {
      storage: {
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    const { dispatch, events } = live();
    expect(() => dispatch({ type: 'AcceptCookies' })).not.toThrow();
    expect(events).toEqual([UiEvents.CookiesAccepted.create({})]);
  });
});

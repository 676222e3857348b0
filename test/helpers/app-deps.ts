import { memoryStorage, type Clock } from '../../src/bus/deps';
import { memoryNavigator, sequentialRandom } from './fakes';
import type { AppDeps } from '../../src/engine/epics';
import { fakeApi } from './fake-api';
import { createFormFeedback } from '../../src/domain/account/feedback';
import { routePath } from '../../src/routing/route-paths';

/** A fake clock that tests move by hand. */
export function manualClock(start = Date.UTC(2026, 10, 22, 9, 0, 0)): Clock & { advance(ms: number): void; set(ms: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => void (now += ms), set: (ms) => void (now = ms) };
}

/** Complete AppDeps from fakes; override what a test cares about. */
export function fakeAppDeps(overrides: Partial<AppDeps> = {}): AppDeps & { navigator: ReturnType<typeof memoryNavigator> } {
  const auth = {
    signedIn: null as null | { token: string },
    signIn(token: string) { auth.signedIn = { token }; },
    signOut() { auth.signedIn = null; },
    current: () => ({ token: auth.signedIn?.token ?? null, customer: null }),
  };
  return {
    clock: manualClock(),
    random: sequentialRandom('id'),
    storage: memoryStorage(),
    api: fakeApi().api,
    navigator: memoryNavigator('/de/'),
    supportEmail: () => 'shop@kunsthalle.example',
    auth,
    afterLogin: () => '/de',
    afterGuest: () => '/de/checkout',
    routePath: (name) => routePath('de', name),
    feedback: createFormFeedback(),
    leaveTo: () => undefined,
    ...overrides,
  } as AppDeps & { navigator: ReturnType<typeof memoryNavigator> };
}

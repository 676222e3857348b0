import { createRuntime } from './runtime';
import { allAreas } from '../app/areas/all';
import { isScreenOnly } from './screen-only';
import { UiEvents } from '../messages';
import { testDeps } from '../../test/helpers/runtime-deps';
import { memoryStorage } from '../bus/deps';
import { uiEpic } from '../domain/ui/epics';
import { VirtualTimeScheduler } from 'rxjs';

const shown = (timeoutMs: number | null, messageId = 'm1') => UiEvents.MessageShown.create({ messageId, key: 'k', params: {}, className: 'info', timeoutMs });
const ui = (message: { id: string; expiresAt?: number } | null) => ({ ui: { message: message && { ...message, key: 'k', params: {}, className: 'info' as const }, cookiesAccepted: false } });

describe('screen state that never enters the log (issue 28, point 2)', () => {
  it('a toast on its own timer and that timer’s dismissal are screen-only; a message the visitor closes, and its closing, are logged', () => {
    expect(isScreenOnly(shown(2_000), ui(null))).toBe(true);
    expect(isScreenOnly(shown(null), ui(null))).toBe(false);
    expect(isScreenOnly(UiEvents.MessageDismissed.create({ messageId: 'm1' }), ui({ id: 'm1', expiresAt: 5 }))).toBe(true);
    expect(isScreenOnly(UiEvents.MessageDismissed.create({ messageId: 'old' }), ui({ id: 'm1' }))).toBe(true);
    expect(isScreenOnly(UiEvents.MessageDismissed.create({ messageId: 'm1' }), ui({ id: 'm1' }))).toBe(false);
    expect(isScreenOnly(UiEvents.RouteVisited.create({ route: 'home', params: {} }), ui(null))).toBe(false);
  });

  it('the runtime folds a timed toast live but the log, an export and the next page never hold it', () => {
    const storage = memoryStorage();
    const timers = new VirtualTimeScheduler();
    const runtime = createRuntime({ areas: allAreas, deps: { ...testDeps({ storage }), scheduler: timers }, epics: { ui: uiEpic } });
    runtime.dispatch({ type: 'ShowMessage', key: 'AUTH_LOGGING_IN', className: 'info', timeoutMs: 2_000 });
    expect(runtime.state$.value.ui.message?.key).toBe('AUTH_LOGGING_IN');
    runtime.dispatch({ type: 'ShowMessage', key: 'AUTH_LOGIN_FAILED', className: 'danger' });
    timers.flush();
    const logged = (events: ReadonlyArray<{ type: string; data: unknown }>) => events.map((e) => [e.type, (e.data as { key?: string }).key]);
    expect(logged(runtime.log.document().events)).toEqual([['MessageShown', 'AUTH_LOGIN_FAILED']]);
    const next = createRuntime({ areas: allAreas, deps: testDeps({ storage }), epics: {} });
    // (The second page in the same storage is a duplicated tab to this one: it says so after.)
    expect(logged(next.log.document().events.filter((e) => e.type.startsWith('Message')))).toEqual([['MessageShown', 'AUTH_LOGIN_FAILED']]);
  });
});

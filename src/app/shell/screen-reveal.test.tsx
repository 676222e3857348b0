/** @jest-environment ./test/helpers/jsdom-env.js */
/**
 * The first screen is revealed when its chunk is in, not 300 ms after the frame's spinner
 * (docs/performance.md "The first screen's reveal waits on React").
 *
 * React's hold only shows outside act() and with its scheduler on fake timers, which it takes
 * when it is loaded: each test loads React, react-dom and the shop's modules afresh, after the
 * fake timers are on, and keeps that registry until its end (a screen's chunk is required when
 * it is imported). JSX elements are plain objects, so the file's own JSX mounts them.
 */

import { screensArrived } from './screen-reveal';
import { findPageHeading, renderApp, translatorFor } from '../../../test/helpers/render-app';

/** `ms` of fake time, a millisecond at a time, with the promises each one settles. */
async function pass(ms: number): Promise<void> {
  for (let i = 0; i < ms; i++) {
    jest.advanceTimersByTime(1);
    for (let j = 0; j < 3; j++) await Promise.resolve();
  }
}

/** The tests that watch React's hold: fake timers, and no act() environment. */
function outsideAct(): void {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    jest.useRealTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}

describe('the screens’ boundary', () => {
  outsideAct();
  /** A screen whose chunk comes in 10 ms after the spinner: the page's text 30 ms later and at 400 ms. */
  async function firstVisit(says: boolean): Promise<[string, string]> {
    let texts: [string, string] = ['', ''];
    await jest.isolateModulesAsync(async () => {
      const React = await import('react');
      const { createRoot } = await import('react-dom/client');
      const { ScreenSuspense, lazyScreen } = await import('./screen-reveal');
      let arrive!: () => void;
      const load = async () => {
        await new Promise<void>((resolve) => (arrive = resolve));
        return { default: () => <h1>Tickets</h1> };
      };
      const Screen = says ? lazyScreen(load) : React.lazy(load);
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      React.startTransition(() =>
        root.render(
          <ScreenSuspense>
            <Screen />
          </ScreenSuspense>,
        ),
      );
      await pass(10);
      expect(container.querySelector('[role="status"]')).not.toBeNull();
      arrive();
      await pass(30);
      const early = container.textContent ?? '';
      await pass(360);
      texts = [early, container.textContent ?? ''];
      root.unmount();
      container.remove();
    });
    return texts;
  }

  it('reveals a screen as soon as its chunk says it is in', async () => {
    expect(await firstVisit(true)).toEqual(['Tickets', 'Tickets']);
  });

  it('(without the word, React holds the screen back until 300 ms after the spinner)', async () => {
    expect(await firstVisit(false)).toEqual(['', 'Tickets']);
  });
});

describe('a first visit’s screen', () => {
  outsideAct();
  it('shows in the frame as soon as its chunk is in, not 300 ms after the frame’s spinner', async () => {
    await jest.isolateModulesAsync(async () => {
      // The whole shell, as render-app.tsx mounts it, but outside act(): what the browser does.
      const { startTransition } = await import('react');
      const { createRoot } = await import('react-dom/client');
      const { createTestApp, translatorFor } = await import('../../../test/helpers/test-app');
      const { shellTree } = await import('../../../test/helpers/shell-tree');
      const app = createTestApp({ lang: 'de' }, '/de');
      let frameShown!: () => void;
      const frame = new Promise<void>((resolve) => (frameShown = resolve));
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      startTransition(() => root.render(shellTree(app, 'de', () => frame)));
      await pass(10);
      const main = container.querySelector('main');
      expect(main?.querySelector('[role="status"]')).not.toBeNull();
      // The frame is painted: the home screen's chunk is asked for, and is in at once here.
      frameShown();
      await pass(40);
      const heading = main?.querySelector('h1')?.textContent;
      root.unmount();
      container.remove();
      expect(heading).toBe(translatorFor('de').t('home.welcome'));
    });
  });
});

describe('“page not found”', () => {
  // Not a route's own screen (routes.tsx routeScreen), but a lazyScreen too. Here the chunk is in
  // before the frame's spinner shows, so the hold cannot be seen; the word can.
  it('says when its chunk is in, as the routes’ screens do', async () => {
    const before = screensArrived.value;
    renderApp({ path: '/de/ausstellungen-2019' });
    expect((await findPageHeading()).textContent).toBe(translatorFor('de').t('message.pageNotFound'));
    expect(screensArrived.value).toBeGreaterThan(before);
  });
});

/**
 * Mounts the real shell for the tests about the app (routing, the shell around every screen,
 * lazy screens and areas): the same route tree as the browser (`appRoutes`: Layout +
 * languageRoutes, lazy screens) in a memory history, with what `createTestApp` makes
 * (test-app.ts). A test about one screen mounts only that screen: `renderScreen`
 * (render-screen.tsx, docs/testing.md).
 */
import { setImmediate } from 'node:timers';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { EndpointName } from '../../src/api/endpoints';
import { provideRuntimeParts } from '../../src/app/shell/runtime-parts';
import { MessageBar } from '../../src/app/shell/MessageBar';
import { NoticeArea } from '../../src/app/shell/NoticeArea';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { shellTree } from './shell-tree';

export { fixtureConfig, fixtureCustomer, fixtureMeta, fixtureStaticContent, textOf, translatorFor } from './test-app';

export interface RenderAppOptions extends TestAppOptions {
  /** When the page frame counts as painted (boot: after the first frame); default at once. */
  frameShown?: () => Promise<void>;
}

export interface RenderedApp extends TestApp, RenderResult {
  /** Client-side navigation, wrapped in act(). */
  navigate(to: string): Promise<void>;
}

/**
 * The screen's first heading (the one named `name`) once its lazy chunk and areas are in. Here their imports resolve
 * within one turn of the event loop (jest requires synchronously): waited for inside act(),
 * React shows the screen as soon as it is in (outside act the frame's boundary sees to that:
 * shell/screen-reveal.tsx). Then the heading is awaited: it returns as soon as it
 * is there, and the limit (test/helpers/dom-setup.ts) only says when to give up.
 */
export async function findPageHeading(name?: string | RegExp): Promise<HTMLElement> {
  // Node's own turn of the event loop, which jest's fake timers (a test may have them on) leave alone.
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  return screen.findByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
}

export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  const lang = options.lang ?? 'de';
  const app = createTestApp({ ...options, lang }, `/${lang}`);
  // As the runtime's start provides them in the browser (start-runtime.ts).
  provideRuntimeParts({ MessageBar, NoticeArea });
  const result = render(shellTree(app, lang, options.frameShown));
  return {
    ...app,
    ...result,
    navigate: async (to) => {
      await act(async () => {
        app.router.navigate(to);
        // The next screen's chunk and areas resolve in microtasks (jest imports synchronously);
        // act then commits the transition and runs its effects.
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

export type { EndpointName };

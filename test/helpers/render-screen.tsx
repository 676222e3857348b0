/**
 * Mounts ONE screen for its component tests: the screen at its route in a memory history, with
 * what it needs around it (services, a started runtime with every area registered, the texts,
 * the message bar and notices the runtime raises) and nothing of the shell (no header, footer,
 * cookie notice, routes table or lazy chunks). The test imports the screen itself, so it is
 * loaded with the test file, not inside a test. Tests about the app (routing, boot, the shell,
 * lazy areas) use `renderApp` instead. docs/testing.md.
 *
 *   import CheckoutScreen from './CheckoutScreen';
 *   const app = await renderScreen(CheckoutScreen, { route: 'checkout', lang: 'en' });
 */
import './dom-polyfills';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { act, getConfig, render, type RenderResult } from '@testing-library/react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter, useParams } from 'react-router-dom';
import { I18nProvider } from '../../src/i18n';
import { ensureDayjsLocale } from '../../src/i18n/dayjs-locales';
import { RuntimeProvider } from '../../src/engine/hooks';
import { ServicesProvider } from '../../src/engine/services';
import { HistoryContext } from '../../src/routing/history';
import { ROUTE_PATHS, routePath, type RouteName } from '../../src/routing/route-paths';
import { routeTable } from '../../src/app/routes';
import { PageTitleContext } from '../../src/screens/shared/page-title';
import { MessageBar } from '../../src/app/shell/MessageBar';
import { NoticeArea } from '../../src/app/shell/NoticeArea';
import { useRouteVisits } from '../../src/app/shell/use-route-visits';
import { createTestApp, translatorFor, type TestApp, type TestAppOptions } from './test-app';

export interface RenderScreenOptions extends TestAppOptions {
  /** The route the screen is shown at (its path pattern, its areas and date names). */
  route: RouteName;
  /** The address to start at; default the route's own (a route with a parameter needs one). */
  path?: string;
  /**
   * Other screens a test moves on to, at their routes (the screen a form leads to when it is
   * done). Any other address shows nothing; where the visitor went is `router.state.location`.
   */
  also?: Partial<Record<RouteName, ComponentType>>;
}

export interface RenderedScreen extends TestApp, RenderResult {
  /** The page name the screen shown gave itself (usePageTitle), null when none. */
  pageTitle(): string | null;
  /** Client-side navigation, wrapped in act(). */
  navigate(to: string): Promise<void>;
}

/**
 * Renders `Screen` and resolves once it has committed (everything it suspended on is in): the
 * screen's own content is there to query at once, without waiting on a timer.
 */
export async function renderScreen(Screen: ComponentType, options: RenderScreenOptions): Promise<RenderedScreen> {
  const lang = options.lang ?? 'de';
  const app = createTestApp({ ...options, lang }, options.path ?? routePath(lang, options.route));
  const screens = [[options.route, Screen], ...Object.entries(options.also ?? {})] as Array<[RouteName, ComponentType]>;
  // What each route's lazy loader has ready before its screen renders (routes.tsx).
  for (const [name] of screens) {
    const def = routeTable.find((d) => d.name === name);
    if (def?.dates) await ensureDayjsLocale(lang);
    if (def?.areas) await app.runtime.loadAreas(typeof def.areas === 'function' ? def.areas(app.runtime.state$.value, app.storage) : def.areas);
  }

  let title: string | null = null;
  const setTitle = (next: string | null) => void (title = next);
  let committed: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (committed = resolve));
  const result = render(
    <ServicesProvider services={app.services}>
      <RuntimeProvider runtime={app.runtime}>
        <I18nProvider lang={lang} translator={translatorFor(lang)}>
          <HistoryRouter history={app.history}>
            <HistoryContext.Provider value={app.history}>
              <NoticeArea />
              <MessageBar />
              <main id="main" tabIndex={-1}>
                <Suspense fallback={null}>
                  <PageTitleContext.Provider value={setTitle}>
                    <Routes>
                      {screens.map(([name, Shown]) => (
                        <Route
                          key={name}
                          path={`/${lang}/${ROUTE_PATHS[name]}`}
                          element={
                            <Visited route={name}>
                              <Shown />
                            </Visited>
                          }
                        />
                      ))}
                      <Route path="*" element={null} />
                    </Routes>
                  </PageTitleContext.Provider>
                  <Committed onCommit={committed} />
                </Suspense>
              </main>
            </HistoryContext.Provider>
          </HistoryRouter>
        </I18nProvider>
      </RuntimeProvider>
    </ServicesProvider>,
  );
  // Outside act, as Testing Library's own waits: a screen that suspended renders when its data is in.
  await getConfig().asyncWrapper(() => shown);
  return {
    ...app,
    ...result,
    pageTitle: () => title,
    navigate: async (to) => {
      await act(async () => {
        app.router.navigate(to);
        await Promise.resolve();
      });
    },
  };
}

/** Records the visit (RouteVisited) as the shell does for the screen shown (Layout.tsx). */
function Visited({ route, children }: { route: RouteName; children: ReactNode }) {
  const params = Object.fromEntries(Object.entries(useParams()).filter((entry): entry is [string, string] => entry[0] !== '*' && entry[1] !== undefined));
  useRouteVisits(route, params);
  return children;
}

/** Beside the screen in one Suspense boundary: its effect runs once the screen has committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

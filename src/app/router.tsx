import { useMemo, Suspense, lazy, useEffect, useState, startTransition, type ReactNode } from 'react';
import { Navigate, Router, matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router-dom';
import type { Lang } from '../messages';
import { Layout } from './shell/Layout';
import { languageRoutes, notFoundRoute, type AreaHost } from './routes';
import { BootSpinner } from './shell/BootScreens';
import { ScreenBoundary } from './shell/ScreenError';
import { RouteInfoContext, routeInfoOf } from './shell/route-handle';
import { HistoryContext, type AppHistory } from '../routing/history';

const LogoutScreen = lazy(() => import(/* webpackChunkName: "logout" */ '../screens/auth/LogoutScreen'));

/**
 * `/{lang}/…` for every screen, `/logout` without a language (000 §2). A path without a
 * language prefix never reaches the router: boot.tsx rewrites it to the active language.
 * Exported on its own so component tests mount the very same tree in a memory history.
 */
export function appRoutes(lang: Lang, areas: AreaHost): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={`/${lang}`} replace /> },
    {
      path: '/logout',
      element: (
        <ScreenBoundary>
          <LogoutScreen />
        </ScreenBoundary>
      ),
    },
    { path: `/${lang}`, element: <Layout />, children: languageRoutes(areas, lang) },
    // Anything else (an old link in another language, a typo) is "Page not found" in the shell.
    {
      path: '*',
      element: <Layout />,
      children: [notFoundRoute()],
    },
  ];
}

function AppRoutes({ lang, areas }: { lang: Lang; areas: AreaHost }) {
  const routes = useMemo(() => appRoutes(lang, areas), [lang, areas]);
  const location = useLocation();
  // One matching of the table per location (useRoutes would match it again): the frame's route
  // info and the screens rendered come from the same matches. Path patterns are compiled to
  // regular expressions on every match, 3–7 ms each time on a first visit here.
  const matches = useMemo(() => matchRoutes(routes, location), [routes, location]);
  const info = useMemo(() => routeInfoOf(matches), [matches]);
  const element = useMemo(() => renderMatches(matches), [matches]);
  // The first screen's chunk shows the boot spinner; later navigations are transitions, so the
  // page left stays on screen until the next one is ready.
  return (
    <RouteInfoContext.Provider value={info}>
      <Suspense fallback={<BootSpinner />}>{element}</Suspense>
    </RouteInfoContext.Provider>
  );
}

/**
 * The router's own `HistoryRouter`, but for a navigation made while its first render is under
 * way. That one reads the history's location as it first renders and listens from its layout
 * effect; the first render is a transition, rendered in slices (boot.tsx), and a move between two
 * slices was lost: the address then named one screen while another showed. The runtime makes
 * such moves: a stale token's 401 sends the page to the login (CI under load: the address the
 * login's, the screen the settings'). Here the location is read again as the listening starts,
 * so a move at any moment before it is taken up; a change renders as a transition, as there.
 */
const at = (l: AppHistory['location']) => l.key + l.pathname + l.search + l.hash;
// A copy: the history's own getters move on.
const now = (history: AppHistory) => ({ action: history.action, location: history.location });

export function ShopRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  // What is shown: a location and the action that led there.
  const [shown, show] = useState(() => now(history));
  useEffect(() => {
    const update = () => {
      const is = now(history);
      // The whole location: an entry pushed without state (a host page's pushState) has the key "default" too.
      startTransition(() => show((was) => (at(was.location) === at(is.location) ? was : is)));
    };
    update();
    return history.listen(update);
  }, [history]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}

/**
 * The router in declarative mode over the shop's own history (docs/decisions.md "Router"): the
 * data router's loaders, actions and fetchers are unused here (epics load the data), and
 * leaving them out of the first visit saves ~17 KB gzip.
 */
export function AppRouter({ history, lang, areas }: { history: AppHistory; lang: Lang; areas: AreaHost }) {
  return (
    <ShopRouter history={history}>
      <HistoryContext.Provider value={history}>
        <AppRoutes lang={lang} areas={areas} />
      </HistoryContext.Provider>
    </ShopRouter>
  );
}

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { Lang } from '../messages';
import { Layout } from './shell/Layout';
import { languageRoutes, notFoundHandle, type AreaHost } from './routes';
import { BootSpinner } from './shell/BootScreens';

/**
 * `/{lang}/…` for every screen, `/logout` without a language (000 §2). A path without a
 * language prefix never reaches the router: boot.tsx rewrites it to the active language.
 * Exported on its own so component tests mount the very same tree in a memory router.
 */
export function appRoutes(lang: Lang, areas: AreaHost): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={`/${lang}`} replace /> },
    {
      path: '/logout',
      lazy: async () => ({ Component: (await import(/* webpackChunkName: "logout" */ '../screens/auth/LogoutScreen')).default }),
      hydrateFallbackElement: <BootSpinner />,
    },
    { path: `/${lang}`, element: <Layout />, children: languageRoutes(areas, lang), hydrateFallbackElement: <BootSpinner /> },
    // Anything else (an old link in another language, a typo) is "Page not found" in the shell.
    {
      path: '*',
      element: <Layout />,
      hydrateFallbackElement: <BootSpinner />,
      children: [{ path: '*', handle: notFoundHandle, lazy: async () => ({ Component: (await import('../screens/not-found/NotFoundScreen')).default }) }],
    },
  ];
}

export function createAppRouter(lang: Lang, areas: AreaHost) {
  return createBrowserRouter(appRoutes(lang, areas));
}

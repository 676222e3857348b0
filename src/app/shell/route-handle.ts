import { createContext, useContext } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../routes';

/**
 * The page's name and flags of the deepest route matched (the data router's useMatches, in
 * declarative mode): the shell titles the page and hides a section switched off by these.
 */
export function routeHandleAt(routes: RouteObject[], location: Location): RouteHandle | undefined {
  const matches = matchRoutes(routes, location) ?? [];
  return [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title)?.route.handle as RouteHandle | undefined;
}

export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export const useRouteHandle = (): RouteHandle | undefined => useContext(RouteHandleContext);

import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';
import type { RouteHandle } from '../routes';

/** The route shown: its name and flags (the handle) and its path parameters. */
export interface RouteInfo {
  handle: RouteHandle | undefined;
  params: Readonly<Record<string, string>>;
}

/**
 * The deepest route matched (the data router's useMatches, in declarative mode): the shell
 * titles the page and hides a section switched off by its handle, and records the visit.
 * Given the router's own matches (router.tsx renders the same ones), so a page is matched once.
 */
export function routeInfoOf(matches: readonly RouteMatch[] | null): RouteInfo {
  const named = [...(matches ?? [])].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(named?.params ?? {})) if (value !== undefined && key !== '*') params[key] = value;
  return { handle: named?.route.handle as RouteHandle | undefined, params };
}

export const RouteInfoContext = createContext<RouteInfo>({ handle: undefined, params: {} });

export const useRouteInfo = (): RouteInfo => useContext(RouteInfoContext);

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecord } from '../../engine/hooks';

/**
 * Path parameters that are secrets: the password-reset token (`recover/:guid`) would let anyone
 * holding a QA capsule set the visitor's password. The visit keeps only that there was one.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['guid']);

/**
 * The query parameters that name a screen rather than carry data: the checkout's step (the
 * basket, `payment`, `review`). No other query part is recorded (a partner code, a token).
 */
const SCREEN_QUERY: Readonly<Record<string, readonly string[]>> = { checkout: ['step'] };

export function visitParams(route: string, params: Readonly<Record<string, string>>, search = ''): Record<string, string> {
  const visit = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, SECRET_PARAMS.has(key) ? '(hidden)' : value]));
  const query = new URLSearchParams(search);
  for (const key of SCREEN_QUERY[route] ?? []) {
    const value = query.get(key);
    if (value) visit[key] = value;
  }
  return visit;
}

/**
 * Records the screen shown (RouteVisited), once per route and parameters. Before the runtime
 * starts the visit waits for it, with its time, and does not start it (runtime-source.ts).
 */
export function useRouteVisits(route: string | null, params: Readonly<Record<string, string>>): void {
  const dispatch = useRecord();
  const { search } = useLocation();
  const key = route === null ? '' : JSON.stringify(visitParams(route, params, search));
  useEffect(() => {
    if (route !== null) dispatch({ type: 'VisitRoute', route, params: JSON.parse(key) as Record<string, string> });
  }, [dispatch, route, key]);
}

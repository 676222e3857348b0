import { useEffect } from 'react';
import { useCommand } from '../hooks';

/**
 * Path parameters that are secrets: the password-reset token (`recover/:guid`) would let anyone
 * holding a QA capsule set the visitor's password. The visit keeps only that there was one.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['guid']);

export function visitParams(params: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, SECRET_PARAMS.has(key) ? '(hidden)' : value]));
}

/** Records the screen shown (RouteVisited), once per route and parameters. */
export function useRouteVisits(route: string | null, params: Readonly<Record<string, string>>): void {
  const dispatch = useCommand();
  const key = JSON.stringify(params);
  useEffect(() => {
    if (route !== null) dispatch({ type: 'VisitRoute', route, params: visitParams(JSON.parse(key) as Record<string, string>) });
  }, [dispatch, route, key]);
}

import { ROUTE_PATHS, href, type RouteName } from '../routing/route-paths';

/** A log document as a capsule carries it (decoded later by the runtime's own restore). */
export interface CapsuleLog {
  format: string;
  version: number;
  snapshot: { seq: number } | null;
  events: ReadonlyArray<{ type: string; data?: unknown; meta: { seq: number; at: number; tab?: string } }>;
}

/** The points QA can stand on: the snapshot (when the log was compacted) and every event after it. */
export function pointsOf(log: CapsuleLog): number[] {
  const points = log.events.map((e) => e.meta.seq);
  return log.snapshot && !points.includes(log.snapshot.seq) ? [log.snapshot.seq, ...points] : points;
}

/** The log as it stood after event `seq`: what the visitor's browser held then. */
export function logUpTo<L extends CapsuleLog>(log: L, seq: number): L {
  return { ...log, events: log.events.filter((e) => e.meta.seq <= seq) };
}

/** When event `seq` happened (the snapshot's point: the first event after it, else 0). */
export function timeAt(log: CapsuleLog, seq: number): number {
  let at = log.events[0]?.meta.at ?? 0;
  for (const e of log.events) {
    if (e.meta.seq > seq) break;
    at = e.meta.at;
  }
  return at;
}

/**
 * The tab that recorded the log up to event `seq`: the last one that wrote an event by then
 * (a duplicated tab takes a new id: the later one is the visitor's at that point). Null for a
 * log without events.
 */
export function tabAt(log: CapsuleLog, seq: number): string | null {
  let tab: string | null = null;
  for (const e of log.events) {
    if (e.meta.seq > seq) break;
    if (typeof e.meta.tab === 'string') tab = e.meta.tab;
  }
  return tab ?? (typeof log.events[0]?.meta.tab === 'string' ? log.events[0].meta.tab : null);
}

/**
 * The address of a recorded screen in `lang`, or null when it has none (an unknown address,
 * "notFound"). A hidden parameter (the reset token) is left out.
 */
export function pathOfRoute(lang: string, route: { name: string; params: Readonly<Record<string, string>> } | null | undefined): string | null {
  // Own names only: a capsule's `constructor` or `toString` is in every object, and no screen.
  if (!route || !Object.hasOwn(ROUTE_PATHS, route.name)) return null;
  let missing = false;
  const used = new Set<string>();
  const path = ROUTE_PATHS[route.name as RouteName]
    .split('/')
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return segment;
      used.add(param[1] as string);
      const value = route.params[param[1] as string];
      if (value === undefined || value === '(hidden)') {
        if (!param[2]) missing = true;
        return '';
      }
      return encodeURIComponent(value);
    })
    .filter((segment, i, all) => segment !== '' || i === all.length - 1)
    .join('/');
  // A parameter the path does not take names the screen in the query (the checkout's step).
  const query = new URLSearchParams(Object.entries(route.params).filter(([key]) => !used.has(key)));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return missing ? null : href(lang, path.replace(/\/$/, '')) + search;
}

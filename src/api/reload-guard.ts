/**
 * Spec: a 503 reloads the page. Unbounded, a museum server in maintenance would put the
 * visitor in a reload loop, so: at most RELOAD_LIMIT reloads within RELOAD_WINDOW_MS, after
 * that the shell shows a message instead. The allowance comes back only as stamps leave the
 * window, never on a successful call: a server that answers the configuration but 503s a later
 * call would otherwise reset the count on every load and reload forever.
 */

export const RELOAD_KEY = 'foyer:reloads';
export const RELOAD_LIMIT = 3;
export const RELOAD_WINDOW_MS = 5 * 60 * 1000;

export type ReloadDecision = 'reload' | 'giveUp';

export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function readStamps(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number' && Number.isFinite(n)) : [];
  } catch {
    return [];
  }
}

/**
 * Decides and, on 'reload', records the reload. Only timestamps inside the window count; one
 * in the future (the clock was set back) is dropped rather than blocking reloads until the
 * clock catches up.
 *
 * When the storage cannot be read or written the reload could not be counted, and an
 * uncounted reload is exactly the endless loop this guard exists to prevent: give up.
 */
export function decideReload(storage: ReloadStorage, nowMs: number): ReloadDecision {
  let recent: number[];
  try {
    recent = readStamps(storage.getItem(RELOAD_KEY)).filter((at) => at <= nowMs && nowMs - at < RELOAD_WINDOW_MS);
  } catch {
    return 'giveUp';
  }
  if (recent.length >= RELOAD_LIMIT) return 'giveUp';
  try {
    storage.setItem(RELOAD_KEY, JSON.stringify([...recent, nowMs]));
  } catch {
    return 'giveUp';
  }
  return 'reload';
}

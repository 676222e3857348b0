import type { Clock } from '../../bus/deps';

/**
 * How close together two adds of the same, unchanged form count as one intent: a click and a
 * double-click land within a few hundred milliseconds; a visitor who means a second line
 * reads the "added" message first.
 */
export const REPEAT_WINDOW_MS = 1_000;

/**
 * One basket line per intended action. `repeats(key)` is true when the same add (same product,
 * same form since) was made less than REPEAT_WINDOW_MS ago; a changed form (`forget`) or a
 * pause makes the next add a new intent. Epic-local: a replay runs no epics, so it never
 * depends on this.
 */
export function repeatGuard(clock: Clock, windowMs: number = REPEAT_WINDOW_MS): { repeats(key: string): boolean; forget(): void } {
  let last: { key: string; at: number } | null = null;
  return {
    repeats(key) {
      const now = clock.now();
      if (last && last.key === key && now - last.at < windowMs && now >= last.at) return true;
      last = { key, at: now };
      return false;
    },
    forget() {
      last = null;
    },
  };
}

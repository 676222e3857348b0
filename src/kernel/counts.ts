import { count, type Count } from './brands';

export const ZERO: Count = count(0);
export const ONE: Count = count(1);

/**
 * Any number as a count between 0 and `max`: fractions cut (2.7 → 2), anything not finite or
 * below 0 is 0. What a typed quantity, a cap or a stock limit becomes.
 */
export function clampCount(n: number, max: number = Number.MAX_SAFE_INTEGER): Count {
  if (!Number.isFinite(n) || n <= 0 || !(max > 0)) return ZERO;
  return count(Math.min(Math.trunc(n), Math.trunc(Math.min(max, Number.MAX_SAFE_INTEGER))));
}

/**
 * How far apart two builds' runs are, as `npm run lighthouse:ab` reports it. A single Lighthouse
 * run of one page and build spreads by hundreds of milliseconds of blocking time on this kind of
 * machine (docs/performance.md), so a median of three says nothing about a change of 100 ms; the
 * difference of the means is set against its standard error (Welch's), and called a difference
 * only from two standard errors on.
 */
export interface Spread {
  readonly n: number;
  readonly mean: number;
  /** The sample standard deviation (n − 1); 0 for a single run. */
  readonly sd: number;
}

export function spreadOf(xs: readonly number[]): Spread {
  if (xs.length === 0) throw new Error('no runs');
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = xs.length < 2 ? 0 : Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
  return { n: xs.length, mean, sd };
}

export interface Comparison {
  /** b's mean − a's. */
  readonly difference: number;
  /** The standard error of that difference (Welch: each build's own variance). */
  readonly standardError: number;
  /** difference ÷ standardError; 0 where both builds' runs are all alike and equal. */
  readonly t: number;
  /** Whether the difference is at least two standard errors. */
  readonly differs: boolean;
}

export function compare(a: readonly number[], b: readonly number[]): Comparison {
  const [sa, sb] = [spreadOf(a), spreadOf(b)];
  const difference = sb.mean - sa.mean;
  const standardError = Math.sqrt(sa.sd ** 2 / sa.n + sb.sd ** 2 / sb.n);
  const t = standardError === 0 ? (difference === 0 ? 0 : Math.sign(difference) * Infinity) : difference / standardError;
  return { difference, standardError, t, differs: Math.abs(t) >= 2 };
}

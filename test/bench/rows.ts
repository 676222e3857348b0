import { appendFileSync } from 'node:fs';

/** One line of `npm run bench:all`'s table: a measure, its floor from the same run, the ratio and its budget. */
export interface BenchRow {
  readonly measure: string;
  /** What Foyer took, in `unit`. */
  readonly value: number;
  readonly floor: number;
  readonly unit: string;
  /** How the budget compares Foyer with its floor, as printed ("≤ 1.5 × floor", "≥ floor − 3"). */
  readonly budget: string;
  readonly ok: boolean;
}

/**
 * Each benchmark script prints its own figures; under `npm run bench:all` (FOYER_BENCH_ROWS names
 * a file) it also appends its rows there, one JSON line each, for the one table.
 */
export function reportRow(row: BenchRow): void {
  const file = process.env.FOYER_BENCH_ROWS;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

/** The middle of the runs (the upper one of two): what every benchmark reports. */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

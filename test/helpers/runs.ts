/**
 * How many cases a property or fuzz test tries (docs/testing.md): a quick count by default, so
 * `npm test` stays fast, and the full count with FOYER_DEEP=1, which CI sets (.ci/run). A test
 * names the count it ran in its title, so a report says which strength it had.
 */
export const DEEP = process.env.FOYER_DEEP === '1';

/** `full` under FOYER_DEEP=1, else `quick`. */
export const runs = (full: number, quick: number): number => (DEEP ? full : quick);

import { isIsoDate } from '../../kernel/brand-checks';

/**
 * What the shell's codecs (shell.ts) and their guards (shell-guards.ts) say alike, in one
 * wording and without io-ts: the configuration's flags, the refinements of the opening hours.
 */

/** The flags the configuration must carry (spec 000 §3), each a `Flag` of the vocabulary given. */
export const requiredFlags = <F>(flag: F) => ({
  hasTickets: flag,
  hasGuidedTours: flag,
  hasMerchandise: flag,
  hasVouchers: flag,
  hasMemCard: flag,
  hasUserRegistration: flag,
  logoLinksToMainSite: flag,
  showHeader: flag,
  showFooter: flag,
  showCookieDisclaimer: flag,
});

/** "10:00": a wall-clock time of the museum, 00:00 to 24:00. */
export const isOpeningTime = (s: string): boolean => /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(s);

export const opensBeforeCloses = (h: { readonly opens: string; readonly closes: string }): boolean => h.opens < h.closes;

/** Exceptions are keyed by day, YYYY-MM-DD. */
export const keysAreDays = (r: object): boolean => Object.keys(r).every(isIsoDate);

import type { EventOffer } from '../../messages/catalogue';

/**
 * Group names that say "special exhibition" in the shop's languages (the list's `custom_groups`
 * come in the visitor's language; their ids differ between museums).
 */
const SPECIAL_EXHIBITION =
  /sonderausstellung|wechselausstellung|special exhibition|temporary exhibition|expositions? temporaires?|mostr[ae] temporane[ae]|tijdelijke tentoonstelling|exposici[oó]n(?:es)? temporal|tillfälliga? utställning|särutställning|særudstilling/i;

const isSpecial = (event: EventOffer): boolean => (event.custom_groups ?? []).some((g) => SPECIAL_EXHIBITION.test(g.name));

/** "2030-05-01 10:00" and "2030-05-01 10:00:00" compare as the same moment. */
const withSeconds = (dateTime: string): string => (dateTime.length === 16 ? `${dateTime}:00` : dateTime);

/**
 * The exhibition the home page promotes (docs/decisions.md "Home page: today"): one running at
 * `now` (the museum's wall-clock "YYYY-MM-DD HH:mm:ss"): opened, and its end still ahead (a
 * permanent one, without an end, is not what is on now). One of a special-exhibition group
 * comes first, then the list's own order. Null without a list or when nothing runs.
 *
 * Its own module, importing types only: the home page takes it without the tickets area's code
 * (selectors.ts re-exports it for the tickets screens).
 */
export function currentExhibition(list: readonly EventOffer[] | null | undefined, now: string): EventOffer | null {
  const at = withSeconds(now);
  const running = (list ?? []).filter((e) => withSeconds(e.sorting_datetime) <= at && e.end !== null && withSeconds(e.end) > at);
  const rank = (e: EventOffer): number => (isSpecial(e) ? 0 : 1);
  return [...running].sort((a, b) => rank(a) - rank(b) || a.sequence_no - b.sequence_no)[0] ?? null;
}

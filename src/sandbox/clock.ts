/**
 * Museum time. The API speaks in the museum's local wall-clock time (no zone on the wire), so
 * every "today", every slot start and every "is this in the past" is computed in the museum's
 * zone, never in the zone of the machine that runs the sandbox.
 *
 * Calendar dates are handled as day numbers (days since 1970-01-01): arithmetic on them cannot
 * be bitten by daylight-saving changes, and they format back to YYYY-MM-DD exactly.
 */

import {
  calendarWindow,
  dayNumber,
  fromDayNumber,
  isIsoDate,
  isoWeekday as weekdayOf,
  MUSEUM_TIME_ZONE,
  museumNow as kernelMuseumNow,
} from '../kernel/museum-time';

export { MUSEUM_TIME_ZONE };

export type DayNumber = number;

export interface MuseumNow {
  /** The museum's calendar date. */
  readonly today: DayNumber;
  /** Minutes since local midnight. */
  readonly minutes: number;
  readonly instant: Date;
}

export function museumNow(instant: Date, timeZone = MUSEUM_TIME_ZONE): MuseumNow {
  // The shop's own reading of museum time (kernel/museum-time.ts), as day number and minutes.
  const { date, dateTime } = kernelMuseumNow(instant.getTime(), timeZone);
  return { today: dayNumber(date), minutes: Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16)), instant };
}

// Day numbers are the kernel's (days since 1970-01-01, read as UTC): the sandbox counts the
// calendar the way the shop does.
export const formatDay = (day: DayNumber): string => fromDayNumber(day);

/** "YYYY-MM-DD" as the API writes dates, "YYYYMMDD" as the range paths write them; null for 2024-02-30. */
export function parseDay(text: string): DayNumber | null {
  const date = /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text;
  return isIsoDate(date) ? dayNumber(date) : null;
}

/** ISO weekday: Monday 1 … Sunday 7. */
export const isoWeekday = (day: DayNumber): number => weekdayOf(fromDayNumber(day));

export function parseTime(text: string): number | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function formatDateTime(day: DayNumber, minutes: number): string {
  // A slot may run past midnight (a late concert); carry into the next day rather than print 24:30.
  const carry = Math.floor(minutes / 1440);
  return `${formatDay(day + carry)} ${formatTime(minutes - carry * 1440)}:00`;
}

/** "YYYY-MM-DD HH:mm" or "YYYY-MM-DD HH:mm:ss" → day and minutes. */
export function parseDateTime(text: string): { day: DayNumber; minutes: number } | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text);
  if (!m) return null;
  const day = parseDay(m[1] ?? '');
  const minutes = parseTime(m[2] ?? '');
  return day === null || minutes === null ? null : { day, minutes };
}

/** First day of the month that `day` falls in, and the last day of the month after it (as the shop asks). */
export function defaultCalendarWindow(day: DayNumber): { start: DayNumber; end: DayNumber } {
  const { start, end } = calendarWindow(fromDayNumber(day));
  return { start: dayNumber(start), end: dayNumber(end) };
}

/** Is a slot starting at (day, minutes) still ahead of the museum's current time? */
export function isAhead(now: MuseumNow, day: DayNumber, minutes: number): boolean {
  return day > now.today || (day === now.today && minutes > now.minutes);
}

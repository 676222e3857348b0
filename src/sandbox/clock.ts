/**
 * Museum time. The API speaks in the museum's local wall-clock time (no zone on the wire), so
 * every "today", every slot start and every "is this in the past" is computed in the museum's
 * zone, never in the zone of the machine that runs the sandbox.
 *
 * Calendar dates are handled as day numbers (days since 1970-01-01): arithmetic on them cannot
 * be bitten by daylight-saving changes, and they format back to YYYY-MM-DD exactly.
 */

import { MUSEUM_TIME_ZONE, museumNow as kernelMuseumNow } from '../kernel/museum-time';

export { MUSEUM_TIME_ZONE };

export type DayNumber = number;

export interface MuseumNow {
  /** The museum's calendar date. */
  readonly today: DayNumber;
  /** Minutes since local midnight. */
  readonly minutes: number;
  readonly instant: Date;
}

const MS_PER_DAY = 86_400_000;
export function museumNow(instant: Date, timeZone = MUSEUM_TIME_ZONE): MuseumNow {
  // The shop's own reading of museum time (kernel/museum-time.ts), as day number and minutes.
  const { dateTime } = kernelMuseumNow(instant.getTime(), timeZone);
  const today = parseDay(dateTime.slice(0, 10)) ?? 0;
  return { today, minutes: Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16)), instant };
}

export function formatDay(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" as the API writes dates, "YYYYMMDD" as the range paths write them. */
export function parseDay(text: string): DayNumber | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Reject 2024-02-30 and friends instead of silently rolling over into March.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / MS_PER_DAY;
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(day: DayNumber): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

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

/** First day of the month that `day` falls in, and the last day of the month after it. */
export function defaultCalendarWindow(day: DayNumber): { start: DayNumber; end: DayNumber } {
  const d = new Date(day * MS_PER_DAY);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / MS_PER_DAY;
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0) / MS_PER_DAY;
  return { start, end };
}

/** Is a slot starting at (day, minutes) still ahead of the museum's current time? */
export function isAhead(now: MuseumNow, day: DayNumber, minutes: number): boolean {
  return day > now.today || (day === now.today && minutes > now.minutes);
}

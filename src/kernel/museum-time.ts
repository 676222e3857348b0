import type { IsoDate } from './brands';
import { isoDate } from './date-checks';

// Now, today and the weekday live in museum-today.ts: the part a first visit (the home page) needs.
import { MUSEUM_TIME_ZONE, museumNow } from './museum-today';
export { MUSEUM_TIME_ZONE, museumNow, isoWeekday, type MuseumNow } from './museum-today';

/**
 * The instant (epoch ms) of a wall-clock time in the museum's zone: "2030-04-17", "12:00" →
 * 10:00 UTC in summer. The zone's offset is read at a first guess and checked once more, which
 * settles it on both sides of a daylight-saving change (a time that does not exist, in the hour
 * skipped in spring, moves forward by that hour, as clocks do).
 */
export function museumInstant(date: string, time: string, timeZone = MUSEUM_TIME_ZONE): number {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetAt = (instant: number): number => {
    const shown = museumNow(instant, timeZone).dateTime;
    const [sd = '', st = ''] = shown.split(' ');
    const [sy = 0, smo = 1, sdd = 1] = sd.split('-').map(Number);
    const [sh = 0, smi = 0, ss = 0] = st.split(':').map(Number);
    return Date.UTC(sy, smo - 1, sdd, sh, smi, ss) - instant;
  };
  const first = wall - offsetAt(wall);
  const offset = offsetAt(first);
  return wall - offset === first ? first : wall - offset;
}

// ---- calendar dates -------------------------------------------------------------------------
//
// Arithmetic goes through day numbers (days since 1970-01-01, read as UTC), so adding a day can
// never be moved by a daylight-saving change or by the visitor's own time zone.

const MS_PER_DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A calendar month, "YYYY-MM". */
export type Month = string;

/** A real calendar date (not 2030-02-30), not only the YYYY-MM-DD shape the brand checks. */
export function isIsoDate(value: string): value is IsoDate {
  const m = ISO.exec(value);
  if (m === null) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
}

export function dayNumber(date: IsoDate): number {
  const m = ISO.exec(date);
  if (m === null) throw new RangeError(`not a date: ${date}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY);
}

export function fromDayNumber(day: number): IsoDate {
  return isoDate(new Date(day * MS_PER_DAY).toISOString().slice(0, 10));
}

export const addDays = (date: IsoDate, days: number): IsoDate => fromDayNumber(dayNumber(date) + days);

export const monthOf = (date: IsoDate): Month => date.slice(0, 7);

export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export const firstOfMonth = (month: Month): IsoDate => isoDate(`${month}-01`);

export function lastOfMonth(month: Month): IsoDate {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return fromDayNumber(Math.round(Date.UTC(y, m, 0) / MS_PER_DAY));
}

export function addMonths(month: Month, n: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad2((index % 12) + 1)}`;
}

/** The months from the one of `start` to the one of `end`, both included. */
export function monthsBetween(start: IsoDate, end: IsoDate): Month[] {
  const out: Month[] = [];
  for (let month = monthOf(start); month <= monthOf(end); month = addMonths(month, 1)) out.push(month);
  return out;
}

/** Every date of a month, in order. */
export function daysOfMonth(month: Month): IsoDate[] {
  const first = dayNumber(firstOfMonth(month));
  const last = dayNumber(lastOfMonth(month));
  return Array.from({ length: last - first + 1 }, (_, i) => fromDayNumber(first + i));
}

export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);

/** "2030-05-03" → "20300503": the API's range paths (001 §7) and iCalendar dates write it so. */
export const compactDate = (date: IsoDate): string => date.replace(/-/g, '');

/**
 * From the first of `today`'s month to the last of the month after: the window of a calendar
 * asked for without dates (001 §9, the tickets' calendar; the sandbox answers with the same).
 */
export function calendarWindow(today: IsoDate): { start: IsoDate; end: IsoDate } {
  const month = monthOf(today);
  return { start: firstOfMonth(month), end: lastOfMonth(addMonths(month, 1)) };
}

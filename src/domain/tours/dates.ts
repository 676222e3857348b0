import type { IsoDate } from '../../messages';
import { MUSEUM_TIME_ZONE, museumNow } from '../../kernel/museum-time';

/**
 * Calendar dates for the tour pages, as the API writes them (YYYY-MM-DD, museum local time).
 *
 * Arithmetic goes through day numbers (days since 1970-01-01, read as UTC), so adding a day
 * can never be moved by a daylight-saving change or by the visitor's own time zone. Only
 * `museumToday` looks at a clock instant, and only epics call it (reducers get dates from
 * event data).
 */

// The museum's zone: "today" is the museum's today, wherever the visitor sits.
export { MUSEUM_TIME_ZONE } from '../../kernel/museum-time';

const MS_PER_DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10) as IsoDate;
}

export { addDays, compactDate } from '../../kernel/museum-time';

/** A calendar month, "YYYY-MM". */
export type Month = string;

export function monthOf(date: IsoDate): Month {
  return date.slice(0, 7);
}

export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function firstOfMonth(month: Month): IsoDate {
  return `${month}-01` as IsoDate;
}

export function lastOfMonth(month: Month): IsoDate {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return fromDayNumber(Math.round(Date.UTC(y, m, 0) / MS_PER_DAY));
}

export function addMonths(month: Month, n: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every date of a month, in order. */
export function daysOfMonth(month: Month): IsoDate[] {
  const first = dayNumber(firstOfMonth(month));
  const last = dayNumber(lastOfMonth(month));
  return Array.from({ length: last - first + 1 }, (_, i) => fromDayNumber(first + i));
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The museum's calendar date at `epochMs` (kernel/museum-time.ts). For epics, with `deps.clock.now()`. */
export function museumToday(epochMs: number, timeZone = MUSEUM_TIME_ZONE): IsoDate {
  return museumNow(epochMs, timeZone).date;
}

export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);
export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);

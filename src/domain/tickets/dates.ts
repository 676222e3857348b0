import type { IsoDate } from '../../messages';
import { LocalDateTime } from '../../messages/primitives';
import {
  calendarWindow,
  daysOfMonth as kernelDaysOfMonth,
  firstOfMonth,
  isoWeekday,
  monthOf,
  monthsBetween,
  museumNow as kernelMuseumNow,
} from '../../kernel/museum-time';

// Museum time lives in the kernel (src/kernel/museum-time.ts): tickets, tours and payment share it.
export { MUSEUM_TIME_ZONE } from '../../kernel/museum-time';

export interface MuseumNow {
  /** YYYY-MM-DD */
  readonly date: IsoDate;
  /** "YYYY-MM-DD HH:mm:ss", the form the API writes datetimes in. */
  readonly dateTime: LocalDateTime;
}

/** The museum's date and wall-clock time, typed as the API writes them. */
export function museumNow(epochMs: number, timeZone?: string): MuseumNow {
  const now = kernelMuseumNow(epochMs, timeZone);
  if (!LocalDateTime.is(now.dateTime)) throw new RangeError(`not a museum time: ${now.dateTime}`);
  return { date: now.date, dateTime: now.dateTime };
}

export { addDays, compactDate } from '../../kernel/museum-time';

/** 001 §9: the ticket calendar runs from the start of the current month to the end of the next. */
export const calendarRange = (today: IsoDate): { start: IsoDate; end: IsoDate } => calendarWindow(today);

/** "2030-05-01 10:00:00" → "10:00". */
export const timeOf = (dateTime: string): string => dateTime.slice(11, 16);
/** "2030-05-01 10:00:00" → "2030-05-01". */
export const dateOf = (dateTime: string): string => dateTime.slice(0, 10);

/** The months a range touches, as "YYYY-MM-01" of each. */
export const monthsOf = (start: IsoDate, end: IsoDate): IsoDate[] => monthsBetween(start, end).map(firstOfMonth);

/** The days of the month of `first`, with the ISO weekday (Monday 1) of the first. */
export function daysOfMonth(first: IsoDate): { days: IsoDate[]; firstWeekday: number } {
  return { days: kernelDaysOfMonth(monthOf(first)), firstWeekday: isoWeekday(firstOfMonth(monthOf(first))) };
}

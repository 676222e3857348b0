import type { IsoDate } from './brands';
import { isoWeekday } from './museum-today';

/** One day's opening, in the museum's wall-clock time ("10:00" to "18:00"). */
export interface Hours {
  readonly opens: string;
  readonly closes: string;
}

/** A day's hours; null: closed that day. */
export type DayHours = Hours | null;

/** The weekdays as the configuration names them, Monday first (ISO weekday 1). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The museum's opening hours (the remote configuration's `openingHours`, docs/decisions.md
 * "Opening hours"): the hours of each weekday, and dated exceptions (a holiday closed, a long
 * night) that replace the weekday's on their date.
 */
export interface OpeningHours {
  readonly weekdays: Readonly<Record<Weekday, DayHours>>;
  readonly exceptions?: Readonly<Record<string, DayHours>>;
}

/** The hours on a date in the museum's calendar: its exception if it has one, else its weekday's. */
export function hoursOn(hours: OpeningHours, date: IsoDate): DayHours {
  const exceptions = hours.exceptions ?? {};
  if (Object.prototype.hasOwnProperty.call(exceptions, date)) return exceptions[date] ?? null;
  // isoWeekday is 1 (Monday) to 7 (Sunday): always an index of WEEKDAYS.
  return hours.weekdays[WEEKDAYS[isoWeekday(date) - 1] as Weekday];
}

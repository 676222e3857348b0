import type { IsoDate } from '../../messages';
import { LocalDateTime } from '../../messages/primitives';
import { museumNow as kernelMuseumNow } from '../../kernel/museum-time';

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

const pad = (n: number): string => String(n).padStart(2, '0');

export { addDays, compactDate } from '../../kernel/museum-time';

/** 001 §9: the ticket calendar runs from the start of the current month to the end of the next. */
export function calendarRange(today: IsoDate): { start: IsoDate; end: IsoDate } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const start = `${y}-${pad(m)}-01` as IsoDate;
  const end = new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10) as IsoDate;
  return { start, end };
}


/** "2030-05-01 10:00:00" → "10:00". */
export const timeOf = (dateTime: string): string => dateTime.slice(11, 16);
/** "2030-05-01 10:00:00" → "2030-05-01". */
export const dateOf = (dateTime: string): string => dateTime.slice(0, 10);

/** The months a range touches, as "YYYY-MM-01" of each. */
export function monthsOf(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${pad(m)}-01` as IsoDate);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** The days of the month of `firstOfMonth`, with the ISO weekday (Monday 1) of the first. */
export function daysOfMonth(firstOfMonth: IsoDate): { days: IsoDate[]; firstWeekday: number } {
  const [y, m] = firstOfMonth.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const weekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = Array.from({ length: count }, (_, i) => `${y}-${pad(m)}-${pad(i + 1)}` as IsoDate);
  return { days, firstWeekday: weekday === 0 ? 7 : weekday };
}

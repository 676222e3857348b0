import type { IsoDate } from './brands';

/**
 * The API speaks the museum's wall-clock time without a zone (docs/api.md). "Today" for the
 * calendar and "now" for "has the event ended" are therefore taken in the museum's zone, not in
 * the zone of the visitor's device (docs/decisions.md).
 */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';
/** The clock's parts are read in a locale that writes them as the API does (YYYY-MM-DD, 24 h). */
export const MUSEUM_CLOCK_LOCALE = 'en-CA';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat(MUSEUM_CLOCK_LOCALE, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

export interface MuseumNow {
  /** YYYY-MM-DD */
  readonly date: IsoDate;
  /** "YYYY-MM-DD HH:mm:ss", the form the API writes datetimes in. */
  readonly dateTime: string;
}

export function museumNow(epochMs: number, timeZone = MUSEUM_TIME_ZONE): MuseumNow {
  const parts: Record<string, string> = {};
  for (const p of format(timeZone).formatToParts(new Date(epochMs))) if (p.type !== 'literal') parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}` as IsoDate;
  return { date, dateTime: `${date} ${parts.hour}:${parts.minute}:${parts.second}` };
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: IsoDate): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  // Days since 1970-01-01 (a Thursday, ISO 4), read as UTC: no time zone can move the date.
  const days = Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

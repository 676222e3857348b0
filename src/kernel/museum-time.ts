import type { IsoDate } from '../messages/primitives';

/**
 * The API speaks the museum's wall-clock time without a zone (docs/api.md). "Today" for the
 * calendar and "now" for "has the event ended" are therefore taken in the museum's zone, not in
 * the zone of the visitor's device (docs/decisions.md).
 */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
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

/** Calendar arithmetic on YYYY-MM-DD strings, in UTC so no zone can shift a day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10) as IsoDate;
}

/** "2030-05-03" → "20300503": the API's range paths (001 §7) and iCalendar dates write it so. */
export const compactDate = (date: IsoDate): string => date.replace(/-/g, '');

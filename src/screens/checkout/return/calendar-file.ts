import type { IsoDate, PaidItem } from '../../../messages';
import { addDays, compactDate, museumInstant } from '../../../kernel/museum-time';

/**
 * The success page's calendar file: one VEVENT per dated line of the order, in
 * iCalendar (RFC 5545). Times are the museum's wall-clock times turned into UTC instants, so
 * every calendar shows them right in its own zone without a VTIMEZONE block; a day ticket is an
 * all-day entry. A timed line without an end lasts an hour, the usual length of a slot or a
 * tour. Titles are the names as the visitor bought them, in their language; the location is the
 * venue the events or tours list named when the line was added.
 */
export interface CalendarOptions {
  readonly bookingId: string;
  /** The shop's name, for the organiser line of the description and the product identifier. */
  readonly shop: string;
  /** When the file is made (DTSTAMP). */
  readonly stamp: number;
  /** The booking number line of the description, in the visitor's language. */
  readonly bookingLine: string;
}

const HOUR_MS = 3_600_000;

type DatedItem = PaidItem & { readonly date: IsoDate };

/** Items the file has an entry for: those with a date. */
export const datedItems = (items: readonly PaidItem[]): DatedItem[] => items.filter((i): i is DatedItem => i.date !== undefined);

export function calendarFile(items: readonly PaidItem[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${escapeText(options.shop)}//Foyer//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const item of datedItems(items)) {
    const { date } = item;
    lines.push('BEGIN:VEVENT', `UID:${options.bookingId}-${item.lineId}@foyer`, `DTSTAMP:${utc(options.stamp)}`);
    if (item.time) {
      const start = museumInstant(date, item.time);
      const end = endOf(item, start);
      lines.push(`DTSTART:${utc(start)}`, `DTEND:${utc(end)}`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${compactDate(date)}`, `DTEND;VALUE=DATE:${compactDate(addDays(date, 1))}`);
    }
    lines.push(`SUMMARY:${escapeText(`${item.count} × ${item.name}`)}`);
    if (item.venue) lines.push(`LOCATION:${escapeText(item.venue)}`);
    lines.push(`DESCRIPTION:${escapeText(`${options.bookingLine}\n${options.shop}`)}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The line's own end ("YYYY-MM-DD HH:mm:ss" or "HH:mm") when it is after the start, else an hour. */
function endOf(item: DatedItem, start: number): number {
  const end = item.end?.trim();
  if (end) {
    const [day, clock] = end.includes(' ') ? end.split(' ') : [item.date, end];
    const at = museumInstant(day ?? item.date, clock ?? '00:00');
    if (Number.isFinite(at) && at > start) return at;
  }
  return start + HOUR_MS;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const utc = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
};

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text. */
const escapeText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (a CRLF and a space), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line takes 75 octets, the continuation lines 74 after their leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

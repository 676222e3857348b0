import dayjs from 'dayjs';
import type { Lang } from '../messages/primitives';
import { ISO_DATE } from './format';

/**
 * Dates with day and month names (calendars, "Saturday, 5 December 2026"): dayjs with each
 * language's names. Only the screens that show them (tickets, tours) import this module, so
 * dayjs is not in the first bundle; their routes load the language's names first
 * (`ensureDayjsLocale`, routes.tsx).
 */

// Ordinary language conventions; dayjs's locales supply the names, these the order.
const LONG_DATE: Readonly<Record<Lang, string>> = {
  de: 'dddd, D. MMMM YYYY',
  en: 'dddd, D MMMM YYYY',
  fr: 'dddd D MMMM YYYY',
  it: 'dddd D MMMM YYYY',
  nl: 'dddd D MMMM YYYY',
  es: 'dddd, D [de] MMMM [de] YYYY',
  sv: 'dddd D MMMM YYYY',
  da: 'dddd [d.] D. MMMM YYYY',
};

function calendarDay(isoDate: string): dayjs.Dayjs | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (match === null) return undefined;
  const [, year, month, day] = match;
  // Parsed as a local calendar day from its parts, for the same reason as in formatDate.
  const parsed = dayjs(`${year}-${month}-${day}T00:00:00`);
  return parsed.isValid() ? parsed : undefined;
}

/** "2026-12-05" → "Samstag, 5. Dezember 2026" (de), "Saturday, 5 December 2026" (en). */
export function formatLongDate(isoDate: string, lang: Lang): string {
  const day = calendarDay(isoDate);
  return day === undefined ? isoDate : day.locale(lang).format(LONG_DATE[lang]);
}

/** "2026-03-05" → "März 2026": the heading of a calendar month. */
export function formatMonthYear(isoDate: string, lang: Lang): string {
  const day = calendarDay(isoDate);
  return day === undefined ? isoDate : day.locale(lang).format('MMMM YYYY');
}

/** Short weekday names Monday first, as all eight languages start their week. */
export function weekdayNamesShort(lang: Lang): string[] {
  // 2024-01-01 was a Monday.
  const monday = dayjs('2024-01-01T00:00:00').locale(lang);
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format('dd'));
}


import type { OpeningHours } from '../api/codecs/shell';
import type { EventsFixture } from './catalogue/schema';
import { formatDay, isoWeekday, type DayNumber } from './clock';

/**
 * The museum's opening hours as the remote configuration serves them (`openingHours`), from the
 * day tickets' fixture, so the home page and the day tickets never disagree: a weekday is open
 * from `opening` to `closing` when a weekly rule sells day tickets on it (ISO weekdays, Monday
 * 1), closed otherwise; a dated slot on another weekday opens that date (an exception).
 */
export function openingHoursOf(dayTickets: EventsFixture['dayTickets'], today: DayNumber): OpeningHours {
  const hours = { opens: dayTickets.opening, closes: dayTickets.closing };
  const ruled = new Set((dayTickets.schedule.rules ?? []).flatMap((rule) => rule.weekdays));
  const on = (weekday: number) => (ruled.has(weekday) ? hours : null);
  const exceptions = (dayTickets.schedule.dates ?? [])
    .map((dated) => today + dated.day)
    .filter((day) => !ruled.has(isoWeekday(day)))
    .map((day) => [formatDay(day), hours] as const);
  return {
    weekdays: { mon: on(1), tue: on(2), wed: on(3), thu: on(4), fri: on(5), sat: on(6), sun: on(7) },
    exceptions: Object.fromEntries(exceptions),
  };
}

import type { IsoDate } from '../../messages';
import { MUSEUM_TIME_ZONE, museumNow } from '../../kernel/museum-time';

// Calendar dates for the tour pages: the kernel's calendar (museum time). Only `museumToday`
// looks at a clock instant, and only epics call it (reducers get dates from event data).

export {
  MUSEUM_TIME_ZONE,
  addDays,
  addMonths,
  compactDate,
  dayNumber,
  daysOfMonth,
  firstOfMonth,
  fromDayNumber,
  isIsoDate,
  isMonth,
  isoWeekday,
  lastOfMonth,
  maxDate,
  monthOf,
  type Month,
} from '../../kernel/museum-time';

/** The museum's calendar date at `epochMs` (kernel/museum-time.ts). For epics, with `deps.clock.now()`. */
export function museumToday(epochMs: number, timeZone = MUSEUM_TIME_ZONE): IsoDate {
  return museumNow(epochMs, timeZone).date;
}

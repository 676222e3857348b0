import { isAhead, isoWeekday, parseTime, type DayNumber, type MuseumNow } from './clock';
import type { PriceEntry, Schedule } from './catalogue/schema';

/** One occurrence of a schedule: a start on a concrete day. */
export interface Slot {
  readonly day: DayNumber;
  readonly minutes: number;
  readonly time: string;
  /** Tours only: parallel tours at this time (guides on duty). */
  readonly tours: number;
  /** Tours only: this slot's price list, overriding the tour's. */
  readonly priceList: readonly PriceEntry[] | undefined;
}

function minutesOf(time: string): number {
  const m = parseTime(time);
  if (m === null) throw new Error(`bad time in fixture: ${time}`);
  return m;
}

/**
 * The slots a schedule has on `day`, whether or not they are still ahead. Weekly rules are
 * applied in order and a later rule (or a dated slot) wins for the same time, so a fixture can
 * say "Sundays at 11:00 with a different price list" without repeating the whole week.
 */
export function slotsOn(schedule: Schedule, day: DayNumber, today: DayNumber): Slot[] {
  if (day < today + schedule.from || day > today + schedule.to) return [];
  const byTime = new Map<string, Slot>();
  const weekday = isoWeekday(day);
  for (const rule of schedule.rules ?? []) {
    if (!rule.weekdays.includes(weekday)) continue;
    for (const time of rule.times) {
      byTime.set(time, { day, time, minutes: minutesOf(time), tours: rule.tours ?? 1, priceList: rule.priceList });
    }
  }
  for (const dated of schedule.dates ?? []) {
    if (today + dated.day !== day) continue;
    byTime.set(dated.time, { day, time: dated.time, minutes: minutesOf(dated.time), tours: dated.tours ?? 1, priceList: dated.priceList });
  }
  return [...byTime.values()].sort((a, b) => a.minutes - b.minutes);
}

/** Slots on `day` that can still be booked at `now`. */
export function bookableSlotsOn(schedule: Schedule, day: DayNumber, now: MuseumNow): Slot[] {
  return slotsOn(schedule, day, now.today).filter((s) => isAhead(now, s.day, s.minutes));
}

export function slotEnd(schedule: Schedule, slot: Slot): number | null {
  return schedule.durationMinutes === undefined ? null : slot.minutes + schedule.durationMinutes;
}

export function lastScheduledDay(schedule: Schedule, today: DayNumber): DayNumber | null {
  for (let day = today + schedule.to; day >= today + schedule.from; day--) {
    if (slotsOn(schedule, day, today).length > 0) return day;
  }
  return null;
}

const nthDayCache = new WeakMap<Schedule, { today: DayNumber; days: DayNumber[] }>();

/** The n-th day (1 = first after today) on which the schedule runs. */
export function nthScheduledDay(schedule: Schedule, today: DayNumber, n: number): DayNumber | undefined {
  let cached = nthDayCache.get(schedule);
  if (!cached || cached.today !== today) {
    const wanted = Math.max(0, ...(schedule.preBooked ?? []).map((p) => p.nthDay));
    const days: DayNumber[] = [];
    for (let day = today + 1; day <= today + schedule.to && days.length < wanted; day++) {
      if (slotsOn(schedule, day, today).length > 0) days.push(day);
    }
    cached = { today, days };
    nthDayCache.set(schedule, cached);
  }
  return cached.days[n - 1];
}

/** Places the fixture says were sold before the sandbox started. */
export function preBooked(schedule: Schedule, today: DayNumber, day: DayNumber, time: string, capacity: number): number {
  let taken = 0;
  for (const pb of schedule.preBooked ?? []) {
    if (nthScheduledDay(schedule, today, pb.nthDay) !== day) continue;
    if (pb.time !== undefined && pb.time !== time) continue;
    taken += pb.count ?? capacity;
  }
  return Math.min(capacity, taken);
}


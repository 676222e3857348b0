import { useMemo, useState } from 'react';
import { useT } from '../i18n';
import type { IsoDate } from '../messages';
import { daysOfMonth, monthOf, monthsBetween, type Month } from '../kernel/museum-time';
import { MonthCalendar, type CalendarCell, type DayState } from './MonthCalendar';
import './availability-calendar.css';

export type { DayState } from './MonthCalendar';

export interface AvailabilityCalendarProps {
  /** First and last day of the range shown (whole months are drawn). */
  start: IsoDate;
  end: IsoDate;
  /** Days before today cannot be chosen. */
  today: IsoDate | null;
  /** date → places left: absent = not available, 0 = sold out. */
  remaining: Readonly<Record<string, number>>;
  selected: IsoDate | null;
  onSelect(date: IsoDate): void;
  /** Visible heading of the calendar, e.g. "Choose a date". */
  label: string;
}

export function dayState(remaining: Readonly<Record<string, number>>, date: string): DayState {
  const n = remaining[date];
  if (n === undefined) return 'unavailable';
  return n > 0 ? 'available' : 'soldOut';
}

/**
 * The tickets' and day tickets' date picker: the months of a range with their places left, paged
 * here (the whole range's availability is known at once). It opens on the chosen day's month,
 * else the first with a day available. The grid, its names and its keys are MonthCalendar's.
 */
export function AvailabilityCalendar({ start, end, today, remaining, selected, onSelect, label }: AvailabilityCalendarProps) {
  const { t } = useT();
  const months = useMemo(() => monthsBetween(start, end), [start, end]);
  const firstAvailable = useMemo(
    () => Object.keys(remaining).sort().find((d) => d >= start && d <= end && (today === null || d >= today) && (remaining[d] ?? 0) > 0),
    [remaining, start, end, today],
  );
  const [shown, setShown] = useState<Month>(() => (selected ?? firstAvailable ?? start).slice(0, 7));
  const month = months.includes(shown) ? shown : (months[0] ?? monthOf(start));
  const index = months.indexOf(month);
  const cells: CalendarCell[] = daysOfMonth(month).map((date) => ({
    date,
    state: dayState(remaining, date),
    reachable: date >= start && date <= end && (today === null || date >= today),
    selected: date === selected,
    today: date === today,
  }));
  const stateText: Record<DayState, string> = {
    available: t('calendar.available'),
    soldOut: t('calendar.soldOut'),
    unavailable: t('calendar.notAvailable'),
  };
  return (
    <MonthCalendar
      className="availability-calendar"
      label={label}
      month={month}
      cells={cells}
      previous={months[index - 1] ?? null}
      next={months[index + 1] ?? null}
      onMonth={setShown}
      onSelect={onSelect}
      dayText={(cell) => `${stateText[cell.state]}${cell.selected ? `, ${t('calendar.selected')}` : ''}`}
    />
  );
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n';
import { formatLongDate, formatMonthYear, weekdayNamesShort } from '../i18n/calendar';
import type { IsoDate } from '../messages';
import { addDays, daysOfMonth, firstOfMonth, isoWeekday, monthOf, monthsBetween } from '../kernel/museum-time';
import './availability-calendar.css';

export type DayState = 'available' | 'soldOut' | 'unavailable';

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

/** The month's days and the empty cells before its first (Monday first). */
function daysOf(firstOfMonth: IsoDate): { days: IsoDate[]; offset: number } {
  return { days: daysOfMonth(monthOf(firstOfMonth)), offset: isoWeekday(firstOfMonth) - 1 };
}

export function dayState(remaining: Readonly<Record<string, number>>, date: string): DayState {
  const n = remaining[date];
  if (n === undefined) return 'unavailable';
  return n > 0 ? 'available' : 'soldOut';
}

/**
 * A month calendar of buttons (001 §4: date pickers mark unavailable and sold-out days). Each
 * day is a button named with its full date and availability; sold-out and unavailable days are
 * aria-disabled but still answer, so the form can say why. Arrow keys move between days (one
 * tab stop per month), Page Up / Page Down change the month.
 */
export function AvailabilityCalendar({ start, end, today, remaining, selected, onSelect, label }: AvailabilityCalendarProps) {
  const { t, lang } = useT();
  const longDate = (isoDate: string): string => formatLongDate(isoDate, lang);
  const months = useMemo(() => monthsBetween(start, end).map(firstOfMonth), [start, end]);
  const firstAvailable = useMemo(
    () => Object.keys(remaining).sort().find((d) => d >= start && d <= end && (today === null || d >= today) && (remaining[d] ?? 0) > 0),
    [remaining, start, end, today],
  );
  const shownFirst = (selected ?? firstAvailable ?? start).slice(0, 7);
  const initialMonth = Math.max(0, months.findIndex((first) => first.startsWith(shownFirst)));
  const [month, setMonth] = useState(initialMonth);
  const [focusDate, setFocusDate] = useState<IsoDate | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  // Set by the arrow keys: the day moved to takes the focus once it is drawn (maybe in another month).
  const moveFocus = useRef(false);
  const headingId = useId();
  const current = months[Math.min(month, months.length - 1)] ?? firstOfMonth(monthOf(start));
  const { days, offset } = daysOf(current);
  const selectable = (d: string) => d >= start && d <= end && (today === null || d >= today);
  const choosable = days.filter(selectable);
  const tabStop =
    (focusDate && choosable.includes(focusDate) ? focusDate : null) ??
    (selected && choosable.includes(selected) ? selected : null) ??
    choosable.find((d) => dayState(remaining, d) === 'available') ??
    choosable[0];

  useEffect(() => {
    if (focusDate && moveFocus.current) {
      moveFocus.current = false;
      grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
    }
  }, [focusDate, month]);

  const move = (from: IsoDate, days: number) => {
    const target = addDays(from, days);
    if (!selectable(target)) return;
    const index = months.indexOf(firstOfMonth(monthOf(target)));
    if (index >= 0) setMonth(index);
    moveFocus.current = true;
    setFocusDate(target);
  };

  const onKeyDown = (date: IsoDate) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      move(date, step);
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const next = month + (e.key === 'PageUp' ? -1 : 1);
      if (next >= 0 && next < months.length) {
        setMonth(next);
        setFocusDate(null);
      }
    }
  };

  const weekdays = weekdayNamesShort(lang);
  const cells: Array<IsoDate | null> = [...Array.from({ length: offset }, () => null), ...days];
  const weeks: Array<Array<IsoDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const stateLabel: Record<DayState, string> = {
    available: t('calendar.available'),
    soldOut: t('calendar.soldOut'),
    unavailable: t('calendar.notAvailable'),
  };

  return (
    <div className="availability-calendar">
      <div className="availability-calendar__head">
        <h3 className="availability-calendar__label" id={headingId}>
          {label}
        </h3>
        <div className="availability-calendar__nav">
          <button type="button" className="button button--icon" onClick={() => setMonth(month - 1)} disabled={month <= 0} aria-label={t('calendar.previousMonth')}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="availability-calendar__month" aria-live="polite">
            {formatMonthYear(current, lang)}
          </p>
          <button
            type="button"
            className="button button--icon"
            onClick={() => setMonth(month + 1)}
            disabled={month >= months.length - 1}
            aria-label={t('calendar.nextMonth')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <table className="availability-calendar__grid" ref={grid} aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col" abbr={w}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (date === null) return <td key={`e${j}`} />;
                const day = Number(date.slice(8));
                if (!selectable(date)) {
                  return (
                    <td key={date}>
                      <span className="calendar-day calendar-day--past" aria-hidden="true">
                        {day}
                      </span>
                    </td>
                  );
                }
                const state = dayState(remaining, date);
                const isSelected = date === selected;
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={`calendar-day calendar-day--${state}${isSelected ? ' is-selected' : ''}${date === today ? ' is-today' : ''}`}
                      aria-pressed={isSelected}
                      aria-disabled={state !== 'available' || undefined}
                      aria-label={`${longDate(date)}, ${stateLabel[state]}${isSelected ? `, ${t('calendar.selected')}` : ''}`}
                      tabIndex={date === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocusDate(date);
                        onSelect(date);
                      }}
                      onKeyDown={onKeyDown(date)}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="availability-calendar__legend" aria-label={t('calendar.legend')}>
        <li>
          <span className="legend-swatch calendar-day--available" aria-hidden="true" /> {t('calendar.available')}
        </li>
        <li>
          <span className="legend-swatch calendar-day--soldOut" aria-hidden="true" /> {t('calendar.soldOut')}
        </li>
        <li>
          <span className="legend-swatch calendar-day--unavailable" aria-hidden="true" /> {t('calendar.notAvailable')}
        </li>
      </ul>
    </div>
  );
}

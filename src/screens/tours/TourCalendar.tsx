import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import { formatLongDate, formatMonthYear, weekdayNamesShort } from '../../i18n/calendar';
import type { IsoDate } from '../../messages';
import { addDays, firstOfMonth, monthOf, type CalendarDay, type CalendarDayState } from '../../domain/tours';

export interface TourCalendarProps {
  month: string;
  days: readonly CalendarDay[];
  loading: boolean;
  previous: string | null;
  next: string | null;
  onMonth(month: string): void;
  onSelect(date: IsoDate): void;
}

/**
 * The tour's month (001 §4: date pickers mark unavailable and sold-out days). A table of day
 * buttons, one tab stop: arrow keys move by day and week, Home/End to the week's ends, Page Up
 * and Page Down change the month. Each button names its date and availability; a sold-out day
 * can be chosen (the form then offers the next available date), an unavailable one cannot.
 */
export function TourCalendar({ month, days, loading, previous, next, onMonth, onSelect }: TourCalendarProps) {
  const { t, lang } = useT();
  const longDate = (isoDate: string): string => formatLongDate(isoDate, lang);
  const headingId = useId();
  const monthId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<IsoDate | null>(null);

  const selected = days.find((d) => d.selected)?.date ?? null;
  const tabStop =
    (focusDate !== null && days.some((d) => d.date === focusDate) ? focusDate : null) ??
    selected ??
    days.find((d) => d.state === 'available')?.date ??
    days[0]?.date ??
    null;

  useEffect(() => {
    if (focusDate !== null && grid.current?.contains(document.activeElement)) {
      grid.current.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
    }
  }, [focusDate, month, days]);

  const stateText = (day: CalendarDay): string => {
    const texts: Record<CalendarDayState, string> = {
      available: t('tours.placesLeft', { smart_count: day.placesLeft }),
      soldOut: t('calendar.soldOut'),
      unavailable: t('calendar.notAvailable'),
    };
    return texts[day.state];
  };

  const moveFocus = (from: IsoDate, by: number) => {
    const target = addDays(from, by);
    if (monthOf(target) !== month) {
      const other = monthOf(target) < month ? previous : next;
      if (other === null) return;
      onMonth(other);
    }
    setFocusDate(target);
  };

  const onKeyDown = (day: CalendarDay) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: 1 - day.weekday,
      End: 7 - day.weekday,
    };
    const step = steps[e.key];
    if (step !== undefined) {
      e.preventDefault();
      moveFocus(day.date, step);
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const other = e.key === 'PageUp' ? previous : next;
      if (other !== null) {
        onMonth(other);
        setFocusDate(null);
      }
    }
  };

  const offset = (days[0]?.weekday ?? 1) - 1;
  const cells: Array<CalendarDay | null> = [...Array.from({ length: offset }, () => null), ...days];
  const weeks: Array<Array<CalendarDay | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const weekdays = weekdayNamesShort(lang);

  return (
    <div className="tour-calendar" aria-busy={loading}>
      <div className="tour-calendar__head">
        <h3 className="tour-calendar__label" id={headingId}>
          {t('calendar.chooseDate')}
        </h3>
        <div className="tour-calendar__nav">
          <button type="button" className="button button--icon" onClick={() => previous && onMonth(previous)} disabled={previous === null} aria-label={t('calendar.previousMonth')}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="tour-calendar__month" id={monthId} aria-live="polite">
            {formatMonthYear(firstOfMonth(month), lang)}
          </p>
          <button type="button" className="button button--icon" onClick={() => next && onMonth(next)} disabled={next === null} aria-label={t('calendar.nextMonth')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <table className="tour-calendar__grid" ref={grid} aria-labelledby={`${headingId} ${monthId}`}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((d) => d !== null)?.date}>
              {week.map((day, i) =>
                day === null ? (
                  <td key={`blank-${i}`} />
                ) : (
                  <td key={day.date}>
                    <button
                      type="button"
                      data-date={day.date}
                      className={`tour-day tour-day--${day.state}${day.selected ? ' is-selected' : ''}${day.today ? ' is-today' : ''}`}
                      aria-pressed={day.selected}
                      aria-disabled={day.state === 'unavailable' || undefined}
                      aria-label={`${longDate(day.date)}, ${loading ? t('common.loading') : stateText(day)}`}
                      tabIndex={day.date === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocusDate(day.date);
                        if (day.state !== 'unavailable' && !loading) onSelect(day.date);
                      }}
                      onKeyDown={onKeyDown(day)}
                    >
                      {Number(day.date.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="tour-calendar__legend" aria-label={t('calendar.legend')}>
        <li>
          <span className="legend-swatch tour-day--available" aria-hidden="true" /> {t('calendar.available')}
        </li>
        <li>
          <span className="legend-swatch tour-day--soldOut" aria-hidden="true" /> {t('calendar.soldOut')}
        </li>
        <li>
          <span className="legend-swatch tour-day--unavailable" aria-hidden="true" /> {t('calendar.notAvailable')}
        </li>
      </ul>
    </div>
  );
}

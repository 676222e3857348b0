import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n';
import { formatLongDate, formatMonthYear, weekdayNamesShort } from '../i18n/calendar';
import type { IsoDate } from '../messages';
import { addDays, daysOfMonth, firstOfMonth, isoWeekday, monthOf, type Month } from '../kernel/museum-time';
import './month-calendar.css';

export type DayState = 'available' | 'soldOut' | 'unavailable';

/** One day of the month as the calendar draws it. */
export interface CalendarCell {
  readonly date: IsoDate;
  readonly state: DayState;
  /** A button (true) or plain text (false: before today, outside the bookable range). */
  readonly reachable: boolean;
  readonly selected: boolean;
  readonly today: boolean;
}

export interface MonthCalendarProps<C extends CalendarCell = CalendarCell> {
  /** Visible heading, e.g. "Choose a date"; the table is named by it and the month. */
  label: string;
  /** The month shown; null only while loading, before the month is known (no name, blank days). */
  month: Month | null;
  /** Every day of `month`, in order; none while the first answer is awaited (`loading`). */
  cells: readonly C[];
  /** The months the navigation may go to (null: none that way). */
  previous: Month | null;
  next: Month | null;
  onMonth(month: Month): void;
  onSelect(date: IsoDate): void;
  /** The availability part of a day's name, after its long date ("12 places left", "Sold out"). */
  dayText(cell: C): string;
  /**
   * The month's availability is being asked for: the grid is busy, its days are inactive
   * (`aria-disabled`, read as loading) and a click chooses nothing.
   * Without `cells` yet, the month's days are drawn as placeholders, so the calendar has its
   * final size before its days arrive (the page says "Loading…" once, in its own status).
   */
  loading?: boolean;
  /** The wrapper's own class, for the page's layout of the calendar. */
  className?: string;
  /**
   * The states that are no choice (`aria-disabled`, still answering a click so the form can say
   * why). Tickets: sold out and unavailable. Tours choose a sold-out day to be offered the next.
   */
  disabledStates?: readonly DayState[];
}

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Weeks in the grid, whatever the month: a month spans four to six, and the shorter ones end in
 * blank weeks, so the calendar keeps one box for every month and while it loads.
 */
const WEEKS = 6;

/** A place in the grid: a day, a day still loading (its date), or no day. */
type Slot<C> = C | IsoDate | null;

/**
 * The shop's one date picker (001 §4: date pickers mark unavailable and sold-out days), for
 * tickets, day tickets and guided tours. A table of day buttons with one tab stop: arrow keys move
 * by day and week (into the next or previous month where the navigation allows), Home and End to
 * the week's ends, Page Up and Page Down change the month. Each button names its full date and
 * availability; a day that is no choice is `aria-disabled` but still answers a click, so the
 * form can say why it cannot be booked. The month is the caller's: the tours page loads it
 * from the API, the tickets pages page through a range.
 */
const NOT_AVAILABLE: readonly DayState[] = ['soldOut', 'unavailable'];

export function MonthCalendar<C extends CalendarCell>({ label, month, cells, previous, next, onMonth, onSelect, dayText, loading = false, className, disabledStates = NOT_AVAILABLE }: MonthCalendarProps<C>) {
  const { t, lang } = useT();
  const headingId = useId();
  const monthId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<IsoDate | null>(null);
  // Set by the keys: the day moved to takes the focus once it is drawn (maybe in another month,
  // maybe only once that month's days have arrived).
  const moveFocus = useRef(false);

  const reachable = cells.filter((c) => c.reachable);
  const has = (date: IsoDate | null | undefined): date is IsoDate => !!date && reachable.some((c) => c.date === date);
  const tabStop =
    (has(focusDate) ? focusDate : null) ??
    reachable.find((c) => c.selected)?.date ??
    reachable.find((c) => c.state === 'available')?.date ??
    reachable[0]?.date;

  useEffect(() => {
    if (!moveFocus.current || focusDate === null) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`);
    if (button) {
      moveFocus.current = false;
      button.focus();
    }
  }, [focusDate, month, cells]);

  const moveTo = (target: IsoDate): void => {
    const targetMonth = monthOf(target);
    if (month === null) return;
    if (targetMonth !== month) {
      const other = targetMonth < month ? previous : next;
      if (other !== targetMonth) return;
      onMonth(other);
    } else if (!has(target)) {
      return;
    }
    moveFocus.current = true;
    setFocusDate(target);
  };

  const onKeyDown = (date: IsoDate) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const weekday = isoWeekday(date);
    const step = STEPS[e.key] ?? (e.key === 'Home' ? 1 - weekday : e.key === 'End' ? 7 - weekday : undefined);
    if (step !== undefined) {
      e.preventDefault();
      if (step !== 0) moveTo(addDays(date, step));
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const other = e.key === 'PageUp' ? previous : next;
      if (other !== null) {
        onMonth(other);
        setFocusDate(null);
      }
    }
  };

  const days: ReadonlyArray<C | IsoDate> = cells.length > 0 ? cells : loading && month !== null ? daysOfMonth(month) : [];
  const first = days[0];
  const offset = first === undefined ? 0 : isoWeekday(typeof first === 'string' ? first : first.date) - 1;
  const padded: Array<Slot<C>> = [...Array.from({ length: offset }, () => null), ...days];
  const weeks: Array<Array<Slot<C>>> = [];
  for (let i = 0; i < WEEKS * 7; i += 7) weeks.push(Array.from({ length: 7 }, (_, j) => padded[i + j] ?? null));
  const weekdays = weekdayNamesShort(lang);

  return (
    <div className={`month-calendar${className ? ` ${className}` : ''}`} aria-busy={loading}>
      <div className="month-calendar__head">
        <h3 className="month-calendar__label" id={headingId}>
          {label}
        </h3>
        <div className="month-calendar__nav">
          <button type="button" className="button button--icon" onClick={() => previous && onMonth(previous)} disabled={previous === null} aria-label={t('calendar.previousMonth')}>
            <span aria-hidden="true">‹</span>
          </button>
          {/* The month's name comes as a node of its own, into a box that does not change: the
              placeholder's text growing into the name would move it (a layout shift). */}
          <p className="month-calendar__month" id={monthId} aria-live="polite">
            {month === null ? <span aria-hidden="true">{'\u00a0'}</span> : formatMonthYear(firstOfMonth(month), lang)}
          </p>
          <button type="button" className="button button--icon" onClick={() => next && onMonth(next)} disabled={next === null} aria-label={t('calendar.nextMonth')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {/* No days yet: nothing to read in the grid (the page's status says it loads). */}
      <table className="month-calendar__grid" ref={grid} aria-labelledby={`${headingId} ${monthId}`} aria-hidden={cells.length === 0 || undefined}>
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
          {weeks.map((week, w) => (
            // A week without days (the grid's last, in a shorter month) is only space.
            <tr key={`week-${w}`} aria-hidden={week.every((slot) => slot === null) || undefined}>
              {week.map((cell, i) => {
                if (cell === null) {
                  return (
                    <td key={`blank-${i}`}>
                      <span className="calendar-day calendar-day--blank" />
                    </td>
                  );
                }
                if (typeof cell === 'string') {
                  return (
                    <td key={cell}>
                      <span className="calendar-day calendar-day--placeholder" data-testid="calendar-placeholder" />
                    </td>
                  );
                }
                const day = Number(cell.date.slice(8));
                if (!cell.reachable) {
                  return (
                    <td key={cell.date}>
                      <span className="calendar-day calendar-day--past" aria-hidden="true">
                        {day}
                      </span>
                    </td>
                  );
                }
                return (
                  <td key={cell.date}>
                    <button
                      type="button"
                      data-date={cell.date}
                      className={`calendar-day calendar-day--${cell.state}${cell.selected ? ' is-selected' : ''}${cell.today ? ' is-today' : ''}`}
                      aria-pressed={cell.selected}
                      aria-disabled={loading || disabledStates.includes(cell.state) || undefined}
                      aria-label={`${formatLongDate(cell.date, lang)}, ${loading ? t('common.loading') : dayText(cell)}`}
                      tabIndex={cell.date === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocusDate(cell.date);
                        if (!loading) onSelect(cell.date);
                      }}
                      onKeyDown={onKeyDown(cell.date)}
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
      <ul className="month-calendar__legend" aria-label={t('calendar.legend')}>
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

const ignore = (): void => undefined;

/**
 * A calendar whose availability has not arrived: the grid of `month` (today's, where the page
 * knows it) with placeholder days, busy, in the box the loaded calendar will take. The page
 * pairs it with one "Loading…" status for screen readers.
 */
export function CalendarSkeleton({ label, month, className }: { label: string; month: Month | null; className?: string }) {
  return <MonthCalendar label={label} month={month} cells={[]} previous={null} next={null} onMonth={ignore} onSelect={ignore} dayText={() => ''} loading className={className} />;
}

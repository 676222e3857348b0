import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import en from '../../locales/en.json';
import { I18nProvider } from '../i18n';
import { createTranslator } from '../i18n/polyglot';
import type { IsoDate } from '../messages';
import { daysOfMonth, type Month } from '../kernel/museum-time';
import { CalendarSkeleton, MonthCalendar, type CalendarCell } from './MonthCalendar';

/**
 * The calendar while its month's days load (issue 15: calendars render small and then grow):
 * the month's grid with placeholder days, busy, of the loaded calendar's size, which is six
 * weeks for every month.
 */

const inEnglish = (children: ReactNode) => (
  <I18nProvider lang="en" translator={createTranslator('en', en)}>
    {children}
  </I18nProvider>
);

const cellsOf = (month: Month): CalendarCell[] =>
  daysOfMonth(month).map((date) => ({ date, state: date.endsWith('-10') ? 'available' : 'unavailable', reachable: true, selected: false, today: false }));

function Loaded({ month, loading = false, onSelect = () => undefined }: { month: Month; loading?: boolean; onSelect?: (date: IsoDate) => void }) {
  return (
    <MonthCalendar
      label="Choose a date"
      month={month}
      cells={cellsOf(month)}
      previous={null}
      next={null}
      onMonth={() => undefined}
      onSelect={onSelect}
      dayText={(cell) => cell.state}
      loading={loading}
    />
  );
}

const wrapper = (container: HTMLElement) => container.querySelector('.month-calendar') as HTMLElement;
const weeks = (container: HTMLElement) => container.querySelectorAll('tbody tr');
const placeholders = () => screen.queryAllByTestId('calendar-placeholder');

describe('MonthCalendar while its days load', () => {
  it('draws the month’s grid with a placeholder for each day, busy, with no day to choose', () => {
    const { container } = render(inEnglish(<CalendarSkeleton label="Choose a date" month="2030-05" />));
    expect(wrapper(container).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Choose a date' })).toBeTruthy();
    expect(screen.getByText('May 2030')).toBeTruthy();
    expect(placeholders()).toHaveLength(31);
    // 1 May 2030 is a Wednesday: two cells of no day before it in the first week.
    const firstWeek = weeks(container)[0]!.querySelectorAll('td');
    expect([...firstWeek].map((td) => (td.querySelector('[data-testid="calendar-placeholder"]') ? 'day' : 'blank'))).toEqual(['blank', 'blank', 'day', 'day', 'day', 'day', 'day']);
    expect(container.querySelectorAll('button[data-date]')).toHaveLength(0);
    for (const name of ['Previous month', 'Next month']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says nothing itself: the empty grid is hidden from screen readers (the page has the one “Loading…” status)', () => {
    render(inEnglish(<CalendarSkeleton label="Choose a date" month="2030-05" />));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('before the month is known: six blank weeks and no month name, the same grid', () => {
    const { container } = render(inEnglish(<CalendarSkeleton label="Choose a date" month={null} />));
    expect(weeks(container)).toHaveLength(6);
    expect(placeholders()).toHaveLength(0);
    expect(container.querySelectorAll('tbody td')).toHaveLength(42);
    expect(container.querySelector('.month-calendar__month')?.textContent).toBe('\u00a0');
  });

  it('the month’s name, once known, comes as a node of its own: the placeholder is not stretched into it (a centred text growing moves on screen)', () => {
    const { container, rerender } = render(inEnglish(<CalendarSkeleton label="Choose a date" month={null} />));
    const label = container.querySelector('.month-calendar__month');
    const placeholder = [...(label?.childNodes ?? [])];
    rerender(inEnglish(<CalendarSkeleton label="Choose a date" month="2030-05" />));
    expect(container.querySelector('.month-calendar__month')).toBe(label);
    expect(label?.textContent).toBe('May 2030');
    expect([...(label?.childNodes ?? [])].some((node) => placeholder.includes(node))).toBe(false);
  });

  it('the loaded calendar takes the placeholders’ grid: the same six weeks of seven cells, the days where the placeholders were', () => {
    const { container, rerender } = render(inEnglish(<CalendarSkeleton label="Choose a date" month="2030-05" />));
    const before = [...container.querySelectorAll('tbody td')].map((td) => (td.querySelector('[data-testid="calendar-placeholder"]') ? 'day' : 'blank'));
    rerender(inEnglish(<Loaded month="2030-05" />));
    expect(wrapper(container).getAttribute('aria-busy')).toBe('false');
    expect(placeholders()).toHaveLength(0);
    const after = [...container.querySelectorAll('tbody td')].map((td) => (td.querySelector('button[data-date]') ? 'day' : 'blank'));
    expect(after).toEqual(before);
    expect(screen.getByRole('table', { name: 'Choose a date May 2030' })).toBeTruthy();
  });

  it('every month has six weeks: a shorter one ends in weeks of no day, hidden from screen readers', () => {
    // February 2027 begins on a Monday and fills exactly four weeks.
    const { container } = render(inEnglish(<Loaded month="2027-02" />));
    const rows = weeks(container);
    expect(rows).toHaveLength(6);
    expect([...rows].map((row) => row.getAttribute('aria-hidden'))).toEqual([null, null, null, null, 'true', 'true']);
    expect(within(screen.getByRole('table')).getAllByRole('button')).toHaveLength(28);
  });

  it('a month asked for again keeps its days: busy, read as loading, a click chooses nothing', () => {
    const chosen: IsoDate[] = [];
    const { container } = render(inEnglish(<Loaded month="2030-05" loading onSelect={(date) => chosen.push(date)} />));
    expect(wrapper(container).getAttribute('aria-busy')).toBe('true');
    expect(placeholders()).toHaveLength(0);
    const tenth = screen.getByRole('button', { name: 'Friday, 10 May 2030, Loading…' });
    // No choice while they are: inactive, still in the keyboard's reach.
    expect(tenth.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(tenth);
    expect(chosen).toEqual([]);
  });
});

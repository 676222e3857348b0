import { addDays, calendarRange, compactDate, daysOfMonth, monthsOf, museumNow } from './dates';
import type { IsoDate } from '../../messages';

const d = (s: string) => s as IsoDate;

describe('museum dates', () => {
  it("today and now are the museum's (Europe/Berlin), whatever zone the device is in", () => {
    // 23:30 UTC on 31 Dec is already 1 January in Berlin.
    expect(museumNow(Date.UTC(2029, 11, 31, 23, 30))).toEqual({ date: '2030-01-01', dateTime: '2030-01-01 00:30:00' });
    // Summer time: UTC+2.
    expect(museumNow(Date.UTC(2030, 6, 1, 8, 15, 5)).dateTime).toBe('2030-07-01 10:15:05');
  });

  it('the ticket calendar runs from the start of this month to the end of the next (001 §9)', () => {
    expect(calendarRange(d('2030-01-15'))).toEqual({ start: '2030-01-01', end: '2030-02-28' });
    expect(calendarRange(d('2032-01-31'))).toEqual({ start: '2032-01-01', end: '2032-02-29' });
    expect(calendarRange(d('2030-12-05'))).toEqual({ start: '2030-12-01', end: '2031-01-31' });
    expect(compactDate(d('2030-12-01'))).toBe('20301201');
  });

  it('date arithmetic and month grids', () => {
    expect(addDays(d('2030-02-27'), 2)).toBe('2030-03-01');
    expect(monthsOf(d('2030-12-01'), d('2031-01-31'))).toEqual(['2030-12-01', '2031-01-01']);
    const jan = daysOfMonth(d('2030-01-01'));
    expect(jan.days).toHaveLength(31);
    expect(jan.firstWeekday).toBe(2); // 1 January 2030 is a Tuesday
    expect(daysOfMonth(d('2030-09-01')).firstWeekday).toBe(7);
  });
});

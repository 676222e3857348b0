import fc from 'fast-check';
import { addDays, addMonths, compactDate, dayNumber, daysOfMonth, fromDayNumber, isIsoDate, isoWeekday, lastOfMonth, monthOf, museumToday } from './dates';
import { D } from '../../../test/helpers/tours';

describe('tour dates', () => {
  it("museumToday is the museum's date (Europe/Berlin), not UTC's or the machine's", () => {
    expect(museumToday(Date.UTC(2030, 4, 6, 21, 59))).toBe('2030-05-06'); // 23:59 in Berlin (summer time)
    expect(museumToday(Date.UTC(2030, 4, 6, 22, 0))).toBe('2030-05-07'); // 00:00 in Berlin
    expect(museumToday(Date.UTC(2030, 0, 1, 22, 59))).toBe('2030-01-01'); // winter time, UTC+1
    expect(museumToday(Date.UTC(2030, 0, 1, 23, 0))).toBe('2030-01-02');
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays(D('2030-03-30'), 2)).toBe('2030-04-01');
    expect(addDays(D('2030-12-31'), 1)).toBe('2031-01-01');
    expect(addDays(D('2030-03-01'), -1)).toBe('2030-02-28');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -400, max: 400 }), (day, n) => {
        const date = fromDayNumber(day);
        expect(isIsoDate(date)).toBe(true);
        expect(dayNumber(addDays(date, n))).toBe(day + n);
      }),
      { seed: 7, numRuns: 1000 },
    );
  });

  it('months', () => {
    expect([monthOf(D('2030-05-06')), addMonths('2030-12', 1), addMonths('2030-01', -1), lastOfMonth('2032-02')]).toEqual(['2030-05', '2031-01', '2029-12', '2032-02-29']);
    expect(daysOfMonth('2030-02')).toHaveLength(28);
    expect(compactDate(D('2030-05-06'))).toBe('20300506');
    expect(isoWeekday(D('2030-05-06'))).toBe(1);
    expect(isoWeekday(D('2030-05-12'))).toBe(7);
    expect(isIsoDate('2030-02-30')).toBe(false);
  });
});

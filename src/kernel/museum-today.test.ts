import { isoDate } from './brands';
import { addDays, dayNumber } from './museum-time';
import { isoWeekday, museumNow } from './museum-today';

describe('museum-today: the part of museum time a first visit needs', () => {
  it('isoWeekday: Monday 1 … Sunday 7, on known dates and before 1970', () => {
    expect(['1970-01-01', '2000-02-29', '2030-05-06', '2030-05-12', '1969-12-31'].map((d) => isoWeekday(isoDate(d)))).toEqual([4, 2, 1, 7, 3]);
  });

  it('isoWeekday agrees with the calendar’s day numbers over four years, leap day included', () => {
    const start = isoDate('2027-12-27'); // a Monday
    for (let i = 0; i < 4 * 366; i++) {
      const date = addDays(start, i);
      expect([date, isoWeekday(date)]).toEqual([date, (((dayNumber(date) - dayNumber(start)) % 7) + 1)]);
    }
  });

  it('museumNow reads the museum’s wall clock, whatever the device’s zone', () => {
    expect(museumNow(Date.UTC(2030, 4, 6, 22, 30))).toEqual({ date: '2030-05-07', dateTime: '2030-05-07 00:30:00' });
    expect(museumNow(Date.UTC(2030, 0, 6, 22, 30))).toEqual({ date: '2030-01-06', dateTime: '2030-01-06 23:30:00' });
  });
});

import { isoDate } from './brands';
import { museumNow } from './museum-today';
import { hoursOn, type OpeningHours } from './opening-hours';

const DAY = { opens: '10:00', closes: '18:00' };
const LATE = { opens: '10:00', closes: '21:00' };
const HOURS: OpeningHours = {
  weekdays: { mon: null, tue: DAY, wed: DAY, thu: LATE, fri: DAY, sat: DAY, sun: DAY },
  exceptions: { '2030-12-24': { opens: '10:00', closes: '14:00' }, '2030-12-25': null, '2030-12-30': DAY },
};

describe('hoursOn: the museum’s hours on a date', () => {
  it('follows the weekday through a week, Monday closed (2030-05-06 is a Monday)', () => {
    const week = ['2030-05-06', '2030-05-07', '2030-05-08', '2030-05-09', '2030-05-10', '2030-05-11', '2030-05-12', '2030-05-13'];
    expect(week.map((d) => hoursOn(HOURS, isoDate(d)))).toEqual([null, DAY, DAY, LATE, DAY, DAY, DAY, null]);
  });

  it('a dated exception replaces the weekday: shorter hours, closed on an open day, open on a closed day', () => {
    expect(hoursOn(HOURS, isoDate('2030-12-24'))).toEqual({ opens: '10:00', closes: '14:00' }); // a Tuesday
    expect(hoursOn(HOURS, isoDate('2030-12-25'))).toBeNull(); // a Wednesday
    expect(hoursOn(HOURS, isoDate('2030-12-30'))).toEqual(DAY); // a Monday
    // The day after an exception is its weekday's again.
    expect(hoursOn(HOURS, isoDate('2030-12-26'))).toEqual(LATE);
  });

  it('without exceptions, only the weekdays count', () => {
    expect(hoursOn({ weekdays: HOURS.weekdays }, isoDate('2030-12-25'))).toEqual(DAY);
  });

  it('today is the museum’s: 22:30 UTC on a Monday in May is already Tuesday (00:30) in Berlin', () => {
    const today = museumNow(Date.UTC(2030, 4, 6, 22, 30)).date;
    expect(today).toBe('2030-05-07');
    expect(hoursOn(HOURS, today)).toEqual(DAY);
    expect(hoursOn(HOURS, museumNow(Date.UTC(2030, 4, 6, 21, 30)).date)).toBeNull();
  });
});

import { openingHoursOf } from './opening-hours';
import { parseDay } from './clock';
import type { EventsFixture } from './catalogue/schema';

const TODAY = parseDay('2030-05-06') ?? 0; // a Monday

function dayTickets(schedule: EventsFixture['dayTickets']['schedule']): EventsFixture['dayTickets'] {
  return { capacity: 100, opening: '10:00', closing: '18:00', schedule, tickets: [] };
}

describe('openingHoursOf: the served opening hours follow the day tickets', () => {
  it('a weekday is open when a weekly rule sells day tickets on it, closed otherwise', () => {
    const hours = openingHoursOf(dayTickets({ from: 0, to: 30, rules: [{ weekdays: [2, 3], times: ['10:00'] }, { weekdays: [7], times: ['11:00'] }] }), TODAY);
    const open = { opens: '10:00', closes: '18:00' };
    expect(hours.weekdays).toEqual({ mon: null, tue: open, wed: open, thu: null, fri: null, sat: null, sun: open });
    expect(hours.exceptions).toEqual({});
  });

  it('a dated slot on a closed weekday opens that date; one on an open weekday adds nothing', () => {
    const hours = openingHoursOf(dayTickets({ from: 0, to: 30, rules: [{ weekdays: [2], times: ['10:00'] }], dates: [{ day: 7, time: '10:00' }, { day: 1, time: '12:00' }] }), TODAY);
    expect(hours.exceptions).toEqual({ '2030-05-13': { opens: '10:00', closes: '18:00' } });
  });
});

import { calendarFile, datedItems } from './calendar-file';
import { museumInstant } from '../../../kernel/museum-time';
import { cents, type PaidItem } from '../../../messages';
import { isoDate } from '../../../../test/helpers/lines';

const item = (o: Partial<PaidItem> & Pick<PaidItem, 'lineId' | 'name'>): PaidItem => ({ type: 'ticket', count: 1, totalPrice: cents(1000), ...o });
const options = { bookingId: '4711', shop: 'Kunsthalle am Hafen – Onlineshop', stamp: Date.UTC(2030, 3, 1, 8, 0, 0), bookingLine: 'Booking number: 4711' };
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const events = (ics: string) => unfold(ics).split('BEGIN:VEVENT').slice(1).map((e) => Object.fromEntries(e.split('\r\n').filter((l) => l.includes(':') && !l.startsWith('END')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)])));

describe('the order’s calendar file', () => {
  it('museum wall-clock times become UTC instants, in summer and in winter', () => {
    expect(new Date(museumInstant('2030-04-17', '12:00')).toISOString()).toBe('2030-04-17T10:00:00.000Z');
    expect(new Date(museumInstant('2030-12-17', '12:00')).toISOString()).toBe('2030-12-17T11:00:00.000Z');
    // Around the spring change: 01:30 is still winter time, 03:30 already summer time.
    expect(new Date(museumInstant('2030-03-31', '01:30')).toISOString()).toBe('2030-03-31T00:30:00.000Z');
    expect(new Date(museumInstant('2030-03-31', '03:30')).toISOString()).toBe('2030-03-31T01:30:00.000Z');
  });

  it('one entry per dated line: a timed ticket with its end, a tour of an hour, a day ticket all day; undated lines none', () => {
    const ics = calendarFile(
      [
        item({ lineId: 'a', name: 'Light and Line – Adults', count: 2, date: isoDate('2030-04-17'), time: '12:00', end: '2030-04-17 12:30:00', venue: 'East wing, Level 2' }),
        item({ lineId: 'b', type: 'guidedTour', name: 'Group tour: Light and Line', date: isoDate('2030-04-18'), time: '14:00' }),
        item({ lineId: 'c', type: 'dayTicket', name: 'Adults + Reduced', count: 3, date: isoDate('2030-04-19') }),
        item({ lineId: 'd', type: 'merchandise', name: 'Poster' }),
      ],
      options,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(events(ics)).toEqual([
      { UID: '4711-a@foyer', DTSTAMP: '20300401T080000Z', DTSTART: '20300417T100000Z', DTEND: '20300417T103000Z', SUMMARY: '2 × Light and Line – Adults', LOCATION: 'East wing\\, Level 2', DESCRIPTION: 'Booking number: 4711\\nKunsthalle am Hafen – Onlineshop' },
      { UID: '4711-b@foyer', DTSTAMP: '20300401T080000Z', DTSTART: '20300418T120000Z', DTEND: '20300418T130000Z', SUMMARY: '1 × Group tour: Light and Line', DESCRIPTION: 'Booking number: 4711\\nKunsthalle am Hafen – Onlineshop' },
      { UID: '4711-c@foyer', DTSTAMP: '20300401T080000Z', 'DTSTART;VALUE=DATE': '20300419', 'DTEND;VALUE=DATE': '20300420', SUMMARY: '3 × Adults + Reduced', DESCRIPTION: 'Booking number: 4711\\nKunsthalle am Hafen – Onlineshop' },
    ]);
    expect(datedItems([item({ lineId: 'd', name: 'Poster' })])).toEqual([]);
  });

  it('local times stay right across the daylight-saving changes (UTC offset +2 before, +1 after the autumn change)', () => {
    const ics = calendarFile(
      [
        item({ lineId: 's', name: 'Saturday', date: isoDate('2030-10-26'), time: '10:00' }),
        item({ lineId: 'u', name: 'Sunday', date: isoDate('2030-10-27'), time: '10:00' }),
        item({ lineId: 'm', name: 'Spring', date: isoDate('2030-03-31'), time: '10:00' }),
      ],
      options,
    );
    expect(events(ics).map((e) => e.DTSTART)).toEqual(['20301026T080000Z', '20301027T090000Z', '20300331T080000Z']);
  });

  it('text is escaped and long lines are folded at 75 octets, never inside a character', () => {
    const name = 'Führung; mit Kaffee, Kuchen und „Überraschung“ – ein sehr langer Titel für einen Nachmittag im Museum';
    const ics = calendarFile([item({ lineId: 'x', name, date: isoDate('2030-04-17'), time: '15:00' })], options);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(events(ics)[0]?.SUMMARY).toBe(`1 × ${name.replace(/;/g, '\\;').replace(/,/g, '\\,')}`);
    expect(ics).not.toContain('\uFFFD');
  });
});

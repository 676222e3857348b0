import type { DomainEvent } from '../../messages';
import { boundsOf, choosableDate, keptDate, showableMonth, tourIdOk } from './decide-dates';
import { given } from '../../../test/helpers/decider';
import { D, E, loaded, requested, TOUR_ID as tourId } from '../../../test/helpers/tours';

/** Which single-tour requests are taken, given the tour a visitor's session holds (today 2030-05-06). */

const lifetime = (first: string, last: string) => E.TourLifetimeLoaded.create({ tourId, first: D(first), last: D(last) });
const opened = [requested(), loaded(), lifetime('2030-05-07', '2030-06-30'), E.TourMonthShown.create({ tourId, month: '2030-05' })];
const tour = (...facts: DomainEvent[]) => given(...facts).tour;

describe('the single tour’s requests', () => {
  it('the bookable range: from today or the tour’s first date, whichever is later, to its last date', () => {
    expect(boundsOf(tour())).toBeNull();
    expect(boundsOf(tour(requested()))).toEqual({ first: D('2030-05-06'), last: null });
    expect(boundsOf(tour(...opened))).toEqual({ first: D('2030-05-07'), last: D('2030-06-30') });
    expect(boundsOf(tour(requested(), loaded(), lifetime('2030-04-01', '2030-06-30')))).toEqual({ first: D('2030-05-06'), last: D('2030-06-30') });
  });

  it('a tour id is a whole number above 0', () => {
    expect([303, 1].map(tourIdOk)).toEqual([true, true]);
    expect([0, -3, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2].map(tourIdOk)).toEqual([false, false, false, false, false]);
  });

  it('a date within the range, both ends included; none before a tour is open', () => {
    const open = tour(...opened);
    expect(['2030-05-07', '2030-06-30', '2030-06-01'].map((d) => choosableDate(open, d))).toEqual([true, true, true]);
    expect(['2030-05-06', '2030-07-01', 'soon', ''].map((d) => choosableDate(open, d))).toEqual([false, false, false, false]);
    expect(choosableDate(tour(), '2030-05-07')).toBe(false);
    expect(choosableDate(tour(requested()), '2031-01-01')).toBe(true);
    expect(choosableDate(tour(requested()), 'soon')).toBe(false);
    expect(choosableDate({ ...tour(requested()), tourId: null }, '2030-05-07')).toBe(false);
  });

  it('a month within the range’s months, not the one shown', () => {
    const open = tour(...opened);
    expect(showableMonth(open, '2030-06')).toBe(true);
    expect(['2030-05', '2030-04', '2030-07', '2030-13', 'June'].map((m) => showableMonth(open, m))).toEqual([false, false, false, false, false]);
    expect(showableMonth(tour(), '2030-06')).toBe(false);
    expect(showableMonth(tour(requested()), '2031-06')).toBe(true);
    expect(showableMonth(tour(requested()), '2030-04')).toBe(false);
    expect(showableMonth(tour(requested()), 'June')).toBe(false);
    expect(showableMonth({ ...tour(requested()), tourId: null }, '2030-06')).toBe(false);
  });

  it('a booking’s date is kept while it is bookable', () => {
    const bounds = { first: D('2030-05-07'), last: D('2030-06-30') };
    expect(keptDate(bounds, D('2030-05-07'))).toBe('2030-05-07');
    expect(keptDate(bounds, D('2030-06-30'))).toBe('2030-06-30');
    expect(keptDate(bounds, D('2030-05-06'))).toBeNull();
    expect(keptDate(bounds, D('2030-07-01'))).toBeNull();
    expect(keptDate(bounds, null)).toBeNull();
    expect(keptDate({ first: D('2030-05-07'), last: null }, D('2032-01-01'))).toBe('2032-01-01');
  });
});

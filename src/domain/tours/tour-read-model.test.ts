import { isRight } from 'fp-ts/Either';
import { initialTour, TourState } from './tour-read-model';
import { calendarDays, monthNavigation } from './booking-view';
import { calendar, calendarLoaded, D, dateSelected, E, foldTour, loaded, price, requested, ticket, TOUR_ID, TODAY } from '../../../test/helpers/tours';
import type { DomainEvent } from '../../messages';

const tour = (...events: DomainEvent[]) => foldTour(events);
const lifetime = (first: string, last: string) => E.TourLifetimeLoaded.create({ tourId: TOUR_ID, first: D(first), last: D(last) });
const month = (m = '2030-05') => E.TourMonthShown.create({ tourId: TOUR_ID, month: m });
const httpFailure = { code: 'HTTP_500', notFound: true };

describe('single tour: what is loaded (001 §3, §7)', () => {
  it('the tour data, tickets and price list in sequence order, and the questions', () => {
    const s = tour(requested(), loaded({ tickets: [ticket(2, 100, { sequence_no: 2 }), ticket(1, 50, { sequence_no: 1 })], priceList: [price(9, 900)] }));
    expect(s.status).toBe('loaded');
    expect(s.detail?.max_participants).toBe(25);
    expect(s.tickets.map((t) => t.id)).toEqual([1, 2]);
    expect(s.priceList.map((p) => p.id)).toEqual([9]);
  });

  it('loading until it arrives; another tour starts from scratch; the same tour keeps what it has', () => {
    expect(tour(requested())).toMatchObject({ tourId: TOUR_ID, today: TODAY, status: 'loading', lifetimeStatus: 'loading' });
    const s = tour(requested(), loaded(), lifetime('2030-05-01', '2030-09-30'));
    expect(foldTour([requested(D('2030-05-07'))], s)).toMatchObject({ status: 'loaded', today: '2030-05-07', lifetime: { first: '2030-05-01', last: '2030-09-30' } });
    expect(foldTour([E.TourRequested.create({ tourId: 999, today: TODAY })], s)).toEqual({ ...initialTour, tourId: 999, today: TODAY, status: 'loading', lifetimeStatus: 'loading' });
  });

  it('the lifetime (first, last) and a one-month calendar with tickets remaining, timeslotId and sold-out flags', () => {
    const days = calendar({ '2030-05-07': { '10:00': [12, 9001], '12:00': [0, 9002] } });
    const s = tour(requested(), loaded(), lifetime('2030-05-01', '2030-09-30'), month(), calendarLoaded(days));
    expect(s.lifetime).toEqual({ first: '2030-05-01', last: '2030-09-30' });
    expect([s.month, s.calendarStatus]).toEqual(['2030-05', 'loaded']);
    expect(s.calendar).toEqual({ '2030-05-07': { '10:00': { tickets: 12, timeslotId: 9001, soldout: false }, '12:00': { tickets: 0, timeslotId: 9002, soldout: true } } });
  });

  it('sold-out dates and sold-out timeslots', () => {
    const s = tour(
      requested(),
      E.TourSoldOutDatesLoaded.create({ tourId: TOUR_ID, start: D('2030-05-01'), end: D('2030-05-31'), dates: [D('2030-05-09'), D('2030-05-08')] }),
      E.TourSoldOutTimeslotsLoaded.create({ tourId: TOUR_ID, date: D('2030-05-07'), times: { '10:00': true, '12:00': false } }),
    );
    expect(s.soldOutDates).toEqual(['2030-05-08', '2030-05-09']);
    expect(s.soldOutTimeslots).toEqual({ date: '2030-05-07', times: { '10:00': true, '12:00': false } });
  });

  it('a calendar for a month no longer on screen is ignored; so is anything for another tour', () => {
    const s = tour(requested(), month('2030-06'));
    expect(foldTour([calendarLoaded(calendar({ '2030-05-07': { '10:00': [1, 1] } }), '2030-05')], s)).toBe(s);
    expect(foldTour([E.TourLoadFailed.create({ tourId: 999, ...httpFailure })], s)).toBe(s);
  });

  it('the state survives its own codec (snapshots)', () => {
    const s = tour(requested(), loaded(), lifetime('2030-05-01', '2030-09-30'), month(), calendarLoaded(calendar({ '2030-05-07': { '10:00': [12, 9001] } })));
    expect(isRight(TourState.decode(JSON.parse(JSON.stringify(s))))).toBe(true);
  });
});

describe('loading failure: any non-200 shows the not-found state (001 §8)', () => {
  it('for the tour', () => {
    expect(tour(requested(), E.TourLoadFailed.create({ tourId: TOUR_ID, ...httpFailure })).status).toBe('notFound');
    expect(tour(requested(), E.TourLoadFailed.create({ tourId: TOUR_ID, code: 'NETWORK_ERROR', notFound: false })).status).toBe('failed');
  });

  it('for the calendar, even after the tour loaded', () => {
    const s = tour(requested(), loaded(), month(), E.TourCalendarLoadFailed.create({ tourId: TOUR_ID, month: '2030-05', ...httpFailure }));
    expect([s.status, s.calendarStatus]).toEqual(['notFound', 'notFound']);
    const offline = tour(requested(), loaded(), month(), E.TourCalendarLoadFailed.create({ tourId: TOUR_ID, month: '2030-05', code: 'NETWORK_ERROR', notFound: false }));
    expect([offline.status, offline.calendarStatus]).toEqual(['loaded', 'failed']);
    expect(foldTour([loaded()], s).status).toBe('notFound');
  });
});

describe('the next available date offer (001 §4)', () => {
  it('is set for the full date and cleared by the next date chosen', () => {
    const s = tour(requested(), E.TourNextAvailableDateFound.create({ tourId: TOUR_ID, date: D('2030-05-07'), next: D('2030-05-09') }));
    expect(s.offer).toEqual({ date: '2030-05-07', next: '2030-05-09' });
    expect(foldTour([dateSelected(D('2030-05-09'))], s).offer).toBeNull();
  });
});

describe('the month grid', () => {
  const s = tour(
    requested(),
    loaded(),
    lifetime('2030-05-01', '2030-06-15'),
    month(),
    calendarLoaded(calendar({ '2030-05-05': { '10:00': [5, 1] }, '2030-05-07': { '10:00': [12, 2], '12:00': [3, 3] }, '2030-05-08': { '10:00': [0, 4] }, '2030-05-09': { '10:00': [4, 5] } })),
    E.TourSoldOutDatesLoaded.create({ tourId: TOUR_ID, start: D('2030-05-01'), end: D('2030-05-31'), dates: [D('2030-05-09')] }),
  );

  it('marks available, sold-out and unavailable days, the selected day and today', () => {
    const days = calendarDays(s, D('2030-05-07'));
    expect(days).toHaveLength(31);
    const at = (d: string) => days.find((x) => x.date === d)!;
    expect(at('2030-05-05').state).toBe('unavailable'); // before today
    expect(at('2030-05-06')).toMatchObject({ state: 'unavailable', today: true, weekday: 1 });
    expect(at('2030-05-07')).toMatchObject({ state: 'available', placesLeft: 15, selected: true });
    expect(at('2030-05-08').state).toBe('soldOut');
    expect(at('2030-05-09').state).toBe('soldOut');
  });

  it('month navigation stays within the lifetime, from the current month on', () => {
    expect(monthNavigation(s)).toEqual({ previous: null, next: '2030-06' });
    const june = foldTour([month('2030-06')], s);
    expect(monthNavigation(june)).toEqual({ previous: '2030-05', next: null });
  });
});

import { foldForm, foldTour, openForm, priceCount, ticketCount } from '../../../test/helpers/tours';
import { guidedTourLine, isoDate } from '../../../test/helpers/lines';
import { count } from '../../kernel/brands';
import { tourBookingView } from './booking-view';
import { tourReadModel } from './tour-read-model';

describe('tour booking view: what the form shows beyond its totals', () => {
  const events = openForm({ places: 10 });
  const tour = foldTour(events.filter((e) => (tourReadModel.handles as readonly string[]).includes(e.type)));

  it('tickets wait for tours while the price list has entries and none is chosen', () => {
    expect(tourBookingView(tour, foldForm(events), []).needsTours).toBe(true);
    expect(tourBookingView(tour, foldForm([...events, priceCount(3901, 1)]), []).needsTours).toBe(false);
    expect(tourBookingView(tour, foldForm(openForm({ priceList: [] })), []).needsTours).toBe(false);
  });

  it('refused: by the form’s rules, or by the places the basket already holds for the slot', () => {
    // A public tour: tickets only, 10 places at 10:00.
    const publicEvents = openForm({ detail: { single_ticketing: 1 }, priceList: [], places: 10 });
    const booked = foldForm([...publicEvents, ticketCount(3031, 8)]);
    const publicTour = foldTour(publicEvents.filter((e) => (tourReadModel.handles as readonly string[]).includes(e.type)));
    const alone = tourBookingView(publicTour, booked, []);
    expect([alone.form.valid, alone.refused, alone.messages]).toEqual([true, false, []]);
    expect(tourBookingView(tour, foldForm(events), []).refused).toBe(true);
    // The basket holds 4 of the slot's 10 places: 8 more do not fit beside them.
    const held = guidedTourLine({ tourId: booked.tourId ?? 0, date: isoDate('2030-05-07'), time: '10:00', tickets: [{ id: 3031, count: count(4), subtickets: [] }] });
    const beside = tourBookingView(publicTour, booked, [held]);
    expect([beside.form.valid, beside.refused, beside.messages.map((m) => m.key)]).toEqual([true, true, ['validation.overbooking']]);
    // The time says what is left to this visitor: 10 places, 4 of them in the basket.
    expect(alone.times.map((t) => [t.time, t.placesLeft])).toEqual([['10:00', 10]]);
    expect(beside.times.map((t) => [t.time, t.placesLeft])).toEqual([['10:00', 6]]);
  });

  it('the chosen day’s times, and no "no times" note or offer while the day has some', () => {
    const view = tourBookingView(tour, foldForm(events), []);
    expect(view.times.map((t) => t.time)).toEqual(['10:00']);
    expect([view.noTimes, view.offer]).toEqual([false, null]);
  });
});

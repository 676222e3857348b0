import { TestScheduler } from 'rxjs/testing';
import { isRight } from 'fp-ts/Either';
import { hydrate } from '../../event-log/hydrate';
import { rootFold } from '../../app/areas/all';
import type { Observable } from 'rxjs';
import type * as E_ from 'fp-ts/Either';
import { shopRuntime } from '../../../test/helpers/shop-runtime';
import { httpError, networkError, ok, wire } from '../../../test/helpers/fake-api';
import { fakeClock } from '../../../test/helpers/fakes';
import { calendar, D, familyTicket, JUNE, listEntry, MAY, MONDAY_MORNING, pathOf, price, queryOf, ticket, tourApi, tourSingle, TOUR_ID, type Replies } from '../../../test/helpers/tours';
import { tourEpic, tourFormEpic, tourListEpic } from './epics';
import { PRIVATE_ANSWERS_KEY, privateAnswers } from './private-answers';
import { tourFormView } from './form-view';
import { ticketMax, tourMax } from './form-edits';
import { formMessages, formMessagesWithBasket, tourPlacesOpen } from './booking-view';
import { tourCard, tourDays, visibleTours } from './list-view';
import { cardAvailability } from '../../kernel/offer-card';
import { trackedFacts, type TrackedCommit } from '../../tracking/spec';
import { withLineNames } from '../../tracking/line-names';
import { lineVenueKey, nameRecipe } from '../cart/names';
import type { ApiError } from '../../api/errors';
import type { Command, DomainEvent } from '../../messages';

const epics = { tourList: tourListEpic, tour: tourEpic, tourForm: tourFormEpic };


function open(replies: Replies = tourApi()) {
  const shop = shopRuntime({ replies, epics, clock: fakeClock(MONDAY_MORNING) });
  shop.dispatch({ type: 'OpenTour', tourId: TOUR_ID });
  return shop;
}

/** A valid booking of the school class package (a tour, 2 adults, 10 pupils, the mandatory answers), into the basket. */
function bookSchoolClass(shop: ReturnType<typeof open>): void {
  shop.dispatch({ type: 'ChangeTourPriceCount', priceId: 3901, input: 1 });
  shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: 2 });
  shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3033, subticketId: 3034, input: 10 });
  shop.dispatch({ type: 'AnswerTourQuestion', qId: 701, value: 7012 });
  shop.dispatch({ type: 'ToggleTourAnswer', qId: 703, answerId: 7031 });
  shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: 'Grundschule am Hafen' });
  shop.dispatch({ type: 'AnswerTourQuestion', qId: 706, value: '2' });
  shop.dispatch({ type: 'AddTourToBasket' });
}

describe('tour list epic', () => {
  const list = [listEntry(301), listEntry(302, { langIdentifier: 'en' })];
  const replies: Replies = {
    tourList: ok({ tours: list }),
    tourCategories: ok({ category: [{ id: 31, name: 'Public' }] }),
    tourOverview: (p: unknown) => ok({ [String(queryOf(p).date)]: [301] }),
    tourSoldout: (p: unknown) => ok(pathOf(p).id === 302 ? [D('2030-05-07')] : []),
    tourCalendar: ok(calendar({ '2030-05-08': { '10:00': [30, 801] } })),
    tourSingle: ok(tourSingle()),
  };

  it("opening loads the list, categories and the overview from the museum's today with lookahead 3, and nothing per tour", () => {
    const shop = shopRuntime({ replies, epics, clock: fakeClock(Date.UTC(2030, 4, 5, 22, 30)) }); // 00:30 on the 6th in Berlin
    shop.dispatch({ type: 'OpenTourList' });
    expect(shop.types()).toEqual(['TourListRequested', 'TourListLoaded', 'TourCategoriesLoaded', 'TourOverviewLoaded']);
    expect(shop.events()[0]).toEqual({ type: 'TourListRequested', data: { today: '2030-05-06' } });
    expect(shop.calls.map((c) => c.name)).toEqual(['tourList', 'tourCategories', 'tourOverview']);
    expect(shop.calls.find((c) => c.name === 'tourOverview')?.params).toEqual({ query: { date: '2030-05-06', lookahead: 3 } });
    expect(shop.state().tourList.nextFewDays).toEqual({ today: true, tomorrow: false, inTwoDays: false, inThreeDays: false });
    // The cards are the screen's to ask for, as they come near it.
    expect(tourCard(shop.state().tourList, 301)).toEqual({ offer: undefined, pending: true });
  });

  it('cards near the screen are looked up as one batch: calendar and prices per tour; the sold-out days come from the calendar', () => {
    const shop = shopRuntime({
      replies: { ...replies, tourCalendar: (p: unknown) => ok(pathOf(p).tour === 302 ? calendar({ '2030-05-07': { '10:00': [0, 4], '14:00': [3, 5, true] }, '2030-05-08': { '10:00': [9, 6] } }) : calendar({ '2030-05-08': { '10:00': [30, 801] } })) },
      epics,
      clock: fakeClock(MONDAY_MORNING),
    });
    shop.dispatch({ type: 'OpenTourList' });
    const before = shop.calls.length;
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [301, 302] });
    expect(shop.calls.slice(before).map((c) => c.name)).toEqual(['tourCalendar', 'tourSingle', 'tourCalendar', 'tourSingle']);
    expect(shop.calls.map((c) => c.name)).not.toContain('tourSoldout');
    expect(shop.types().slice(-2)).toEqual(['TourListSoldOutDatesLoaded', 'TourCardsLoaded']);
    expect(shop.events().find((e) => e.type === 'TourListSoldOutDatesLoaded')?.data).toEqual({ start: '2030-05-06', end: '2030-06-30', soldOut: { '301': [], '302': ['2030-05-07'] } });
    expect(tourDays(shop.state().tourList, 302).map((d) => d.mark)).toEqual(['none', 'soldOut', 'none', 'none']);
    expect(tourCard(shop.state().tourList, 302).offer).toEqual({ tourId: 302, next: '2030-05-08', placesLeft: 9, fromPrice: expect.any(Number) });
  });

  it('each listed tour is looked up once per opening; ids the list does not hold are ignored; opening again looks up again', () => {
    const shop = shopRuntime({ replies, epics, clock: fakeClock(MONDAY_MORNING) });
    shop.dispatch({ type: 'OpenTourList' });
    const calendars = () => shop.calls.filter((c) => c.name === 'tourCalendar').map((c) => pathOf(c.params).tour);
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [301] });
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [301, 302, 302, 999] });
    expect(calendars()).toEqual([301, 302]);
    const facts = shop.types().filter((t) => t === 'TourCardsLoaded').length;
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [302, 301] });
    expect(calendars()).toEqual([301, 302]);
    expect(shop.types().filter((t) => t === 'TourCardsLoaded')).toHaveLength(facts);
    shop.dispatch({ type: 'OpenTourList' });
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [302] });
    expect(calendars()).toEqual([301, 302, 302]);
  });

  it("cards are looked up through the lookups' client when there is one (no twin in the tracking language)", () => {
    const shop = shopRuntime({ replies, lookups: replies, epics, clock: fakeClock(MONDAY_MORNING) });
    shop.dispatch({ type: 'OpenTourList' });
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [301] });
    expect(shop.lookupCalls.map((c) => c.name)).toEqual(['tourCalendar', 'tourSingle']);
    expect(shop.calls.map((c) => c.name)).toEqual(['tourList', 'tourCategories', 'tourOverview']);
    expect(tourCard(shop.state().tourList, 301).offer).toMatchObject({ tourId: 301, next: '2030-05-08' });
  });

  it('failures become LoadFailed events; a failed list looks nothing up', () => {
    const shop = shopRuntime({ replies: { tourList: networkError(), tourCategories: httpError(500), tourOverview: httpError(503) }, epics, clock: fakeClock(MONDAY_MORNING) });
    shop.dispatch({ type: 'OpenTourList' });
    expect(shop.events().slice(1)).toEqual([
      { type: 'TourListLoadFailed', data: { code: 'NETWORK_ERROR', notFound: false } },
      { type: 'TourCategoriesLoadFailed', data: { code: 'HTTP_500', notFound: false } },
      { type: 'TourOverviewLoadFailed', data: { date: '2030-05-06', lookahead: 3, code: 'HTTP_503', notFound: false } },
    ]);
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [301] });
    expect(shop.calls.map((c) => c.name)).not.toContain('tourCalendar');
  });

  it('one card per tour from its calendar (today to the end of next month) and its prices, looked up side by side, as one fact', () => {
    const tours = [listEntry(301), listEntry(302), listEntry(303), listEntry(304)];
    const calendars: Record<number, ReturnType<typeof calendar>> = {
      // 301: today is full, the 8th has two open times (30 + 12 places).
      301: calendar({ '2030-05-06': { '10:00': [0, 1] }, '2030-05-08': { '10:00': [30, 2], '12:00': [12, 3] } }),
      // 302: the 9th has 6 places (14:00 is marked sold out).
      302: calendar({ '2030-05-09': { '10:00': [6, 5], '14:00': [2, 6, true] } }),
      // 303: every date in the window full.
      303: calendar({ '2030-05-10': { '10:00': [0, 7] } }),
      // 304: no date in the window at all: not running then is not sold out, so no card.
      304: {},
    };
    const singles: Record<number, ReturnType<typeof tourSingle>> = {
      // What a booking costs at least (issue 31): one tour at 500 (the answer's times are one
      // day's; the tour's own list holds on others) and its participant on the free ticket.
      // Without tour prices, a free ticket beside paid ones is no "from 0".
      301: tourSingle({ tickets: { '1': ticket(1, 1500), '2': ticket(2, 0) }, priceList: { '9': price(9, 500) }, schedule: { '10:00': { tours: 3, priceList: { '8': price(8, 1200) } } } }),
      303: tourSingle({ tickets: { '3': familyTicket(3, 0, [[31, 700], [32, 0]]) }, priceList: {} }),
      304: tourSingle(),
    };
    const shop = shopRuntime({
      replies: {
        ...replies,
        tourList: ok({ tours }),
        tourCalendar: (p: unknown) => ok(calendars[Number(pathOf(p).tour)] ?? {}),
        tourSingle: (p: unknown) => {
          const single = singles[Number(queryOf(p).tour)];
          return single ? ok(single) : httpError(500);
        },
      },
      epics,
      clock: fakeClock(MONDAY_MORNING),
    });
    shop.dispatch({ type: 'OpenTourList' });
    shop.dispatch({ type: 'LookUpTourCards', tourIds: tours.map((t) => t.id) });
    expect(shop.calls.filter((c) => c.name === 'tourCalendar' || c.name === 'tourSingle').map((c) => [c.name, c.params])).toEqual(
      tours.flatMap(({ id }) => [
        ['tourCalendar', { path: { tour: id, start: '20300506', end: '20300630' } }],
        ['tourSingle', { query: { tour: id } }],
      ]),
    );
    expect(shop.events().filter((e) => e.type === 'TourCardsLoaded')).toEqual([
      {
        type: 'TourCardsLoaded',
        data: {
          cards: [
            { tourId: 301, next: '2030-05-08', placesLeft: 42, fromPrice: 500 },
            // Its prices could not be read: a card without a price.
            { tourId: 302, next: '2030-05-09', placesLeft: 6, fromPrice: null },
            { tourId: 303, next: null, placesLeft: 0, fromPrice: 700 },
          ],
        },
      },
    ]);
    const list = shop.state().tourList;
    const availability = tours.map(({ id }) => {
      const { offer } = tourCard(list, id);
      return offer && cardAvailability(offer);
    });
    expect(availability).toEqual(['available', 'few', 'soldOut', undefined]);
  });

  it('a tour whose calendar cannot be read is left without a card or marks; the list and the other cards stand', () => {
    const shop = shopRuntime({
      replies: { ...replies, tourCalendar: (p: unknown) => (pathOf(p).tour === 302 ? httpError(500) : ok(calendar({ '2030-05-08': { '10:00': [30, 801] } }))) },
      epics,
      clock: fakeClock(MONDAY_MORNING),
    });
    shop.dispatch({ type: 'OpenTourList' });
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [301, 302] });
    const list = shop.state().tourList;
    expect(list.list.map((t) => t.id)).toEqual([301, 302]);
    expect(Object.keys(list.cards ?? {})).toEqual(['301']);
    expect(Object.keys(list.soldOutDates)).toEqual(['301']);
    expect(tourCard(list, 302)).toEqual({ offer: undefined, pending: true });
  });

  it('a day beyond the next few days loads its own overview; beyond the cards\' calendars, the sold-out dates of the tours looked up', () => {
    const shop = shopRuntime({ replies: { ...replies, tourSoldout: (p: unknown) => ok(pathOf(p).id === 302 ? [D('2030-07-02')] : []) }, epics, clock: fakeClock(MONDAY_MORNING) });
    shop.dispatch({ type: 'OpenTourList' });
    shop.dispatch({ type: 'LookUpTourCards', tourIds: [302] });
    const before = shop.calls.length;
    shop.dispatch({ type: 'SelectTourDay', date: D('2030-05-07') });
    expect(shop.calls.length).toBe(before);
    shop.dispatch({ type: 'SelectTourDay', date: D('2030-06-01') });
    expect(shop.calls.slice(before).map((c) => [c.name, c.params])).toEqual([['tourOverview', { query: { date: '2030-06-01', lookahead: 0 } }]]);
    expect(shop.state().tourList.toursPerDate['2030-06-01']).toEqual([301]);
    const inWindow = shop.calls.length;
    shop.dispatch({ type: 'SelectTourDay', date: D('2030-07-02') });
    expect(shop.calls.slice(inWindow).map((c) => [c.name, c.params])).toEqual([
      ['tourOverview', { query: { date: '2030-07-02', lookahead: 0 } }],
      ['tourSoldout', { path: { id: 302, start: '20300702', end: '20300702' } }],
    ]);
    expect(shop.state().tourList.soldOutDates['302']).toContain('2030-07-02');
    // With that day chosen, the tour sold out then is listed, marked.
    expect(visibleTours(shop.state().tourList).map(({ tour, soldOut }) => [tour.id, soldOut])).toEqual([
      [301, false],
      [302, true],
    ]);
    shop.dispatch({ type: 'SelectTourDay', date: null });
    expect(shop.state().tourList.selectedDay).toBeNull();
  });

  it('filters that name nothing in the list, or repeat the current one, are no facts', () => {
    const shop = shopRuntime({ replies, epics, clock: fakeClock(MONDAY_MORNING) });
    shop.dispatch({ type: 'OpenTourList' });
    const n = shop.types().length;
    for (const command of [
      { type: 'ToggleTourLanguage', language: 'fr' },
      { type: 'SelectTourCategory', categoryId: 99 },
      { type: 'SelectTourCategory', categoryId: null },
      { type: 'SelectTourVenue', venue: 'Nowhere' },
      { type: 'SelectTourDay', date: 'tomorrow' },
    ] as Command[])
      shop.dispatch(command);
    expect(shop.types().length).toBe(n);
    shop.dispatch({ type: 'ToggleTourLanguage', language: 'EN' });
    shop.dispatch({ type: 'SelectTourVenue', venue: 'Main house' });
    shop.dispatch({ type: 'ResetTourFilters' });
    expect(shop.types().slice(n)).toEqual(['TourLanguageToggled', 'TourVenueSelected', 'TourFiltersReset']);
    expect(shop.events()[n]).toEqual({ type: 'TourLanguageToggled', data: { language: 'en' } });
  });
});

describe('tour epic: opening a tour', () => {
  it('loads the tour and lifetime, shows the month, and opens on the next available date (skipping a full day)', () => {
    const shop = open();
    expect(shop.types()).toEqual([
      'TourRequested',
      'TourLoaded',
      'TourLifetimeLoaded',
      'TourMonthShown',
      'TourCalendarLoaded',
      'TourSoldOutDatesLoaded',
      'TourDateSelected',
      'TourDayLoaded',
      'TourSoldOutTimeslotsLoaded',
    ]);
    expect(shop.calls.map((c) => [c.name, c.params])).toEqual([
      ['tourSingle', { query: { tour: TOUR_ID } }],
      ['tourLifetime', { path: { tour: TOUR_ID } }],
      ['tourCalendar', { path: { tour: TOUR_ID, start: '20300501', end: '20300531' } }],
      ['tourSoldout', { path: { id: TOUR_ID, start: '20300501', end: '20300531' } }],
      ['tourSingle', { query: { tour: TOUR_ID, date: '2030-05-08' } }],
      ['tourSoldoutTimeslots', { path: { id: TOUR_ID, date: '2030-05-08' } }],
    ]);
    const { tour, tourForm: facts } = shop.state();
    const tourForm = tourFormView(facts);
    expect([tour.status, tour.month, tour.lifetime]).toEqual(['loaded', '2030-05', { first: '2030-05-07', last: '2030-06-30' }]);
    expect([tourForm.date, tourForm.time, tourForm.timeslotId, tourForm.placesLeft]).toEqual(['2030-05-08', '10:00', 801, 30]);
  });

  it('a month without places: the search goes on to the next month and the calendar follows', () => {
    const shop = open(tourApi({ calendars: { '20300501': calendar({ '2030-05-07': { '10:00': [0, 1] } }), '20300601': JUNE } }));
    expect(shop.state().tour.month).toBe('2030-06');
    expect(tourFormView(shop.state().tourForm)).toMatchObject({ date: '2030-06-04', time: '14:00', timeslotId: 6041 });
    expect(shop.calls.filter((c) => c.name === 'tourCalendar').map((c) => pathOf(c.params).start)).toEqual(['20300501', '20300601', '20300601']);
  });

  it('no date with places up to the last date: the offer says so', () => {
    const shop = open(tourApi({ calendars: { '20300501': calendar({ '2030-05-07': { '10:00': [0, 1] } }) }, lifetime: { first: '2030-05-07', last: '2030-06-30' } }));
    expect(shop.state().tour.offer).toEqual({ date: '2030-05-07', next: null });
    expect(shop.state().tourForm.date).toBeNull();
  });

  it('any non-200 for the tour shows the not-found state and stops there', () => {
    const shop = open(tourApi({ single: httpError(500) }));
    expect(shop.types()).toEqual(['TourRequested', 'TourLoadFailed']);
    expect(shop.state().tour.status).toBe('notFound');
    const offline = open(tourApi({ single: networkError() }));
    expect(offline.state().tour.status).toBe('failed');
  });

  it('any non-200 for the calendar shows the not-found state; no date is chosen', () => {
    const replies: Replies = { ...tourApi(), tourCalendar: httpError(400) };
    const shop = open(replies);
    expect(shop.state().tour.status).toBe('notFound');
    expect(shop.types()).not.toContain('TourDateSelected');
  });

  it('back on the same tour, a booking in progress keeps its date', () => {
    const shop = open();
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-14') });
    shop.dispatch({ type: 'OpenTour', tourId: TOUR_ID });
    expect(shop.state().tourForm.date).toBe('2030-05-14');
  });
});

describe('tour epic: choosing a date (001 §4)', () => {
  it('reloads the tickets for that day and its sold-out times; the time follows the rules', () => {
    const shop = open();
    const n = shop.calls.length;
    shop.dispatch({ type: 'ChooseTourTime', time: '12:00' });
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-14') });
    expect(shop.calls.slice(n).map((c) => c.name)).toEqual(['tourSingle', 'tourSoldoutTimeslots']);
    expect(tourFormView(shop.state().tourForm)).toMatchObject({ date: '2030-05-14', time: '10:00', timeslotId: 1401 });
  });

  it('a date with no availability is selected and offers the next available date, without loading the day', () => {
    const shop = open();
    const n = shop.calls.length;
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-07') });
    expect(shop.types().slice(-2)).toEqual(['TourDateSelected', 'TourNextAvailableDateFound']);
    expect(shop.state().tour.offer).toEqual({ date: '2030-05-07', next: '2030-05-08' });
    expect(shop.calls.length).toBe(n);
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-08') });
    expect(shop.state().tour.offer).toBeNull();
  });

  it('a day the sold-out timeslots show full offers the next date too', () => {
    const shop = open(tourApi({ soldOutTimes: { '2030-05-14': { '10:00': true } } }));
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-14') });
    expect(shop.state().tour.offer).toEqual({ date: '2030-05-14', next: '2030-06-04' });
  });

  it('a date in another month brings that month on screen first', () => {
    const shop = open();
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-06-04') });
    expect(shop.state().tour.month).toBe('2030-06');
    expect(shop.state().tourForm).toMatchObject({ date: '2030-06-04', time: '14:00' });
  });

  it('dates outside the bookable range, and malformed dates, are ignored', () => {
    const shop = open();
    const n = shop.types().length;
    for (const date of ['2030-05-06', '2030-07-01', '2030-13-01', 'soon']) shop.dispatch({ type: 'ChooseTourDate', date: date as never });
    expect(shop.types().length).toBe(n);
  });

  it('month navigation within the lifetime', () => {
    const shop = open();
    shop.dispatch({ type: 'ShowTourMonth', month: '2030-04' });
    shop.dispatch({ type: 'ShowTourMonth', month: '2030-07' });
    shop.dispatch({ type: 'ShowTourMonth', month: 'June' });
    expect(shop.state().tour.month).toBe('2030-05');
    shop.dispatch({ type: 'ShowTourMonth', month: '2030-06' });
    expect([shop.state().tour.month, shop.state().tour.calendar]).toEqual(['2030-06', JUNE]);
  });
});

describe('tour epic: the last choice wins (switchMap, virtual time)', () => {
  const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

  it('a slow answer for an earlier date never overwrites the later date', () => {
    scheduler().run(({ cold, flush }) => {
      const slowFirst = (p: unknown): Observable<E_.Either<ApiError, ReturnType<typeof tourSingle>>> => {
        const date = queryOf(p).date;
        const reply = ok(tourSingle({ detail: { book_complete_tour: 1 }, tickets: { [date === '2030-05-08' ? '1' : '2']: ticket(date === '2030-05-08' ? 1 : 2, 100) } }));
        return date === undefined ? cold('a|', { a: reply }) : date === '2030-05-08' ? cold('-----a|', { a: reply }) : cold('-a|', { a: reply });
      };
      const shop = open({ ...tourApi(), tourSingle: slowFirst });
      flush();
      const before = shop.events().length;
      shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-14') });
      shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-08') }); // slow: 5 frames
      shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-14') }); // fast: 1 frame, and last
      flush();
      const days = shop.events().slice(before).filter((e): e is Extract<DomainEvent, { type: 'TourDayLoaded' }> => e.type === 'TourDayLoaded');
      expect(days.map((e) => e.data.date)).toEqual(['2030-05-14']);
      expect(shop.state().tourForm.date).toBe('2030-05-14');
      expect(shop.state().tourForm.tickets.map((t) => t.id)).toEqual([2]);
    });
  });

  it('opening another tour while the first is loading drops the first', () => {
    scheduler().run(({ cold, flush }) => {
      const replies: Replies = {
        ...tourApi(),
        tourSingle: (p: unknown) => {
          const id = Number(queryOf(p).tour);
          return cold(id === TOUR_ID ? '----a|' : '-a|', { a: ok(tourSingle({ detail: { id } })) });
        },
      };
      const shop = shopRuntime({ replies, epics, clock: fakeClock(MONDAY_MORNING) });
      shop.dispatch({ type: 'OpenTour', tourId: TOUR_ID });
      shop.dispatch({ type: 'OpenTour', tourId: 304 });
      flush();
      const loaded = shop.events().filter((e): e is Extract<DomainEvent, { type: 'TourLoaded' }> => e.type === 'TourLoaded');
      expect(loaded.map((e) => e.data.tourId)).toEqual([304]);
      expect(shop.state().tour.tourId).toBe(304);
    });
  });

  it('the last month asked for is the one shown', () => {
    scheduler().run(({ cold, flush }) => {
      const base = tourApi();
      const slowMay: Replies = { ...base, tourCalendar: (p: unknown) => (pathOf(p).start === '20300501' ? cold('----a|', { a: ok(MAY) }) : cold('-a|', { a: ok(JUNE) })) };
      const later = shopRuntime({ replies: slowMay, epics, clock: fakeClock(MONDAY_MORNING) });
      later.dispatch({ type: 'OpenTour', tourId: TOUR_ID });
      flush();
      later.dispatch({ type: 'ShowTourMonth', month: '2030-06' });
      later.dispatch({ type: 'ShowTourMonth', month: '2030-05' });
      later.dispatch({ type: 'ShowTourMonth', month: '2030-06' });
      flush();
      expect(later.state().tour.month).toBe('2030-06');
      expect(later.state().tour.calendar).toEqual(JUNE);
    });
  });
});

describe('tour form epic', () => {
  it('count changes record the count the epic decided: what was typed, parsed (not a number: 0), a rise capped; a change that changes nothing is no fact', () => {
    const shop = open();
    shop.dispatch({ type: 'ChangeTourPriceCount', priceId: 3901, input: '1' });
    shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: '4' });
    shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: '4' });
    shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: 'x'.repeat(40) });
    shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3033, subticketId: 3034, input: 3 });
    expect(shop.events().slice(-4).map((e) => e.data)).toEqual([
      { priceId: 3901, count: 1 },
      { ticketId: 3031, count: 4 },
      { ticketId: 3031, count: 0 },
      { ticketId: 3033, subticketId: 3034, count: 3 },
    ]);
    expect([tourFormView(shop.state().tourForm).participants, tourFormView(shop.state().tourForm).ticketCount]).toEqual([3, 1]);
    // A rise past what the rules leave is recorded at the cap, so a replay needs no rules.
    const cap = ticketMax(shop.state().tourForm, 3031, null, shop.state().cart.lines);
    shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: 999 });
    expect(shop.events().at(-1)?.data).toEqual({ ticketId: 3031, count: cap });
    expect(cap).toBeLessThan(999);
  });

  it('a sold-out time cannot be chosen', () => {
    const shop = open(tourApi({ calendars: { '20300501': calendar({ '2030-05-08': { '10:00': [5, 1], '12:00': [0, 2] } }) } }));
    shop.dispatch({ type: 'ChooseTourTime', time: '12:00' });
    expect(shop.state().tourForm.time).toBe('10:00');
  });

  it('radio/select take answer ids of the question only; checkbox toggles; number keeps the raw value', () => {
    const shop = open();
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 701, value: 9999 });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 701, value: '7012' });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 702, value: 7021 });
    shop.dispatch({ type: 'ToggleTourAnswer', qId: 703, answerId: 7032 });
    shop.dispatch({ type: 'ToggleTourAnswer', qId: 703, answerId: 1 });
    shop.dispatch({ type: 'ToggleTourAnswer', qId: 701, answerId: 7011 });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 706, value: '12' });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 999, value: 'x' });
    expect(shop.state().tourForm.answers).toEqual({
      '701': { qId: 701, type: 'radio', value: 7012 },
      '702': { qId: 702, type: 'select', value: 7021 },
      '703': { qId: 703, type: 'checkbox', value: [7032] },
      '706': { qId: 706, type: 'number', value: '12' },
    });
  });

  it('free text stays out of the log: the event has a reference, the text sits in its own storage key', () => {
    const shop = open();
    const storage = shop.deps.storage;
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: 'Klasse 4b' });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: 'Klasse 4b, Grundschule am Hafen' });
    const answers = shop.events().filter((e) => e.type === 'TourQuestionAnswered');
    expect(answers).toEqual([{ type: 'TourQuestionAnswered', data: { qId: 704, value: 'private:id-2' } }]);
    expect(privateAnswers(storage).get('private:id-2')).toBe('Klasse 4b, Grundschule am Hafen');
    const log = JSON.stringify(shop.runtime.log.document());
    expect(log).not.toContain('Klasse 4b');
    expect([...storage.map.entries()].filter(([, v]) => v.includes('Klasse 4b')).map(([k]) => k)).toEqual([PRIVATE_ANSWERS_KEY]);
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: '  ' });
    expect(shop.state().tourForm.answers['704']).toBeUndefined();
    expect(storage.map.has(PRIVATE_ANSWERS_KEY)).toBe(false);
  });

  it('a refused tour’s free text goes when the basket is cleared (the order done, or emptied): no line ever held it (issue 29)', () => {
    const shop = open();
    const storage = shop.deps.storage;
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 701, value: 7012 });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: 'Kunstverein Altona' });
    shop.dispatch({ type: 'AddTourToBasket' });
    expect(shop.types().at(-1)).toBe('TourBookingRejected');
    // Still the form's draft: a second try needs it.
    expect(storage.map.has(PRIVATE_ANSWERS_KEY)).toBe(true);
    shop.dispatch({ type: 'ClearCart' });
    expect(storage.map.has(PRIVATE_ANSWERS_KEY)).toBe(false);
    // The form forgets the reference with the text; what the visitor chose otherwise stays.
    expect(shop.state().tourForm.answers).toEqual({ '701': { qId: 701, type: 'radio', value: 7012 } });
  });

  it('add to basket: refused with the reasons while the form is not valid', () => {
    const shop = open();
    shop.dispatch({ type: 'AddTourToBasket' });
    expect(shop.events().at(-1)).toEqual({
      type: 'TourBookingRejected',
      data: { tourId: TOUR_ID, reasons: ['validation.tourNothingChosen', 'validation.mandatoryFields'] },
    });
    expect(formMessages(shop.state().tourForm).map((m) => m.key)).toEqual(['validation.tourNothingChosen', 'validation.mandatoryFields']);
    expect(shop.state().cart.lines).toEqual([]);
  });

  it('a double click on "Add to basket" adds one line: the second press finds the form unchanged since it was added', () => {
    const shop = open();
    bookSchoolClass(shop);
    shop.dispatch({ type: 'AddTourToBasket' });
    expect(shop.types().filter((type) => type === 'CartLineAdded')).toHaveLength(1);
    expect(shop.types()).not.toContain('TourBookingRejected');
    expect(shop.state().cart.lines).toHaveLength(1);
    // After a change the form is judged again (here: nothing chosen yet, so refused with its reasons).
    shop.dispatch({ type: 'ChooseTourTime', time: '12:00' });
    shop.dispatch({ type: 'AddTourToBasket' });
    expect(shop.types().at(-1)).toBe('TourBookingRejected');
  });

  it('add to basket: the guidedTour line with tourId, date, time, answers, tickets, tours, vat_value, single_ticketing and the total in cents', () => {
    const shop = open();
    bookSchoolClass(shop);
    expect(shop.types().slice(-2)).toEqual(['CartLineAdded', 'TourAddedToBasket']);
    const [line] = shop.state().cart.lines;
    expect(line).toEqual({
      type: 'guidedTour',
      lineId: 'id-3',
      id: TOUR_ID,
      price: 9000 + 2 * 900 + 10 * 200,
      totalPrice: 9000 + 2 * 900 + 10 * 200,
      totalCount: 1,
      tourId: TOUR_ID,
      date: '2030-05-08',
      time: '10:00',
      timeslotId: 801,
      answers: {
        '701': { qId: 701, type: 'radio', value: 7012 },
        '703': { qId: 703, type: 'checkbox', value: [7031] },
        '704': { qId: 704, type: 'text', value: 'private:id-2' },
        '706': { qId: 706, type: 'number', value: '2' },
      },
      tickets: [
        { id: 3031, count: 2, subtickets: [] },
        { id: 3033, count: 1, subtickets: [{ id: 3034, count: 10 }] },
      ],
      tours: [{ id: 3901, count: 1 }],
      // A tax rate (the tour fee's, the largest share), and the per-item VAT the mixed parts hold.
      vat_value: 19,
      single_ticketing: 0,
      includedVat: 2 * 59 + 10 * 13 + 1437,
    });
    expect(shop.events().at(-1)).toEqual({ type: 'TourAddedToBasket', data: { tourId: TOUR_ID, lineId: 'id-3' } });
    expect(tourFormView(shop.state().tourForm)).toMatchObject({ participants: 0, answers: {}, addedLineId: 'id-3' });
    // The text outlives the form (the line refers to it) and goes with the line.
    expect(privateAnswers(shop.deps.storage).get('private:id-2')).toBe('Grundschule am Hafen');
    shop.dispatch({ type: 'RemoveCartLine', lineId: 'id-3' });
    expect(privateAnswers(shop.deps.storage).refs()).toEqual([]);
  });

  it('add to basket: the line carries no catalogue texts; its name and venue are looked up by the tour’s id', () => {
    const replies: Replies = { ...tourApi(), tourList: ok({ tours: [listEntry(TOUR_ID, { venue: 'East wing' })] }), tourCategories: ok({ category: [] }), tourOverview: ok({}) };
    const shop = shopRuntime({ replies, epics, clock: fakeClock(MONDAY_MORNING) });
    shop.dispatch({ type: 'OpenTourList' });
    shop.dispatch({ type: 'OpenTour', tourId: TOUR_ID });
    bookSchoolClass(shop);
    const [line] = shop.state().cart.lines;
    expect(line).not.toHaveProperty('name');
    expect(line).not.toHaveProperty('venue');
    expect([nameRecipe(line!)?.keys, lineVenueKey(line!)]).toEqual([[`tour:${TOUR_ID}`], `venue:tour:${TOUR_ID}`]);
  });

  it('add to basket: the basket’s booking of the same time counts against its places ("overbooking blocked", 001 §5)', () => {
    const shop = open();
    const book = () => {
      shop.dispatch({ type: 'ChangeTourPriceCount', priceId: 3901, input: 1 });
      shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: 2 });
      shop.dispatch({ type: 'AnswerTourQuestion', qId: 701, value: 7012 });
      shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: 'Grundschule am Hafen' });
      shop.dispatch({ type: 'AnswerTourQuestion', qId: 706, value: '2' });
      shop.dispatch({ type: 'AddTourToBasket' });
    };
    // A complete tour takes its 25 places; the 10:00 slot has 30.
    book();
    expect(shop.state().cart.lines).toHaveLength(1);
    expect(tourPlacesOpen(shop.state().tourForm, shop.state().cart.lines)).toBe(5);
    // The steppers stop at what the basket leaves: no second group fits, so no tour is chosen.
    expect(tourMax(shop.state().tourForm, 3901, shop.state().cart.lines)).toBe(0);
    book();
    expect(tourFormView(shop.state().tourForm).tourCount).toBe(0);
    expect(shop.events().at(-1)).toEqual({ type: 'TourBookingRejected', data: { tourId: TOUR_ID, reasons: ['validation.tourNothingChosen'] } });
    expect(shop.state().cart.lines).toHaveLength(1);
    // Counts chosen before the basket took the places (another tab) are refused as overbooking.
    const elsewhere = tourFormView(shop.state().tourForm);
    const chosenBefore = { ...elsewhere, tours: elsewhere.tours.map((e) => (e.id === 3901 ? { ...e, count: 1 } : e)) };
    expect(formMessagesWithBasket(chosenBefore, shop.state().cart.lines).map((m) => m.key)).toContain('validation.overbooking');
    // Another time is free again.
    shop.dispatch({ type: 'ChooseTourTime', time: '12:00' });
    book();
    expect(shop.state().cart.lines).toHaveLength(2);
  });

  it('back on a day whose kept time the basket holds: the next time with room for this visitor is chosen (issue 30)', () => {
    const shop = open();
    expect(shop.state().tourForm).toMatchObject({ date: '2030-05-08', time: '10:00' });
    bookSchoolClass(shop);
    // 30 places at 10:00, 25 of them now the basket's group: no whole group fits any more.
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-14') });
    expect(shop.state().tourForm).toMatchObject({ date: '2030-05-14', time: '10:00' });
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-08') });
    expect(shop.state().tourForm).toMatchObject({ date: '2030-05-08', time: '12:00' });
  });

  it('the add_to_cart tracking event carries products and prices, never an answer', () => {
    const shop = open();
    const commits: TrackedCommit[] = [];
    shop.runtime.commit$.subscribe((c) => commits.push(c));
    shop.dispatch({ type: 'ChangeTourPriceCount', priceId: 3901, input: 1 });
    shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: 12 });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 701, value: 7011 });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: 'Ms Example, +49 40 1234' });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 706, value: '1' });
    shop.dispatch({ type: 'AddTourToBasket' });
    const added = commits.find((c) => c.envelope.type === 'CartLineAdded')!;
    // Tracking names the line by its tour's id (tracking/line-names.ts).
    const [tracked] = trackedFacts(withLineNames(added, (key) => (key === `tour:${TOUR_ID}` ? 'Group tour: Light and Line' : undefined)), 'e-1');
    expect(tracked).toEqual({
      event: 'add_to_cart',
      event_id: 'e-1',
      ecommerce: {
        currency: 'EUR',
        value: 198,
        items: [{ item_id: String(TOUR_ID), item_name: 'Group tour: Light and Line', item_category: 'guidedTour', price: 198, quantity: 1, item_variant: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/) }],
      },
    });
    // Of the form's own events none is tracked (the tour's page view is, with its name only).
    const tourEvents = commits.filter((c) => c.envelope.type.startsWith('Tour')).map((c) => [c.envelope.type, trackedFacts(c, 'x')[0]?.event ?? null]);
    expect(tourEvents.filter(([, event]) => event !== null)).toEqual([]);
    expect(JSON.stringify(commits.map((c) => trackedFacts(c, 'x')))).not.toContain('Example');
    expect(JSON.stringify(shop.runtime.log.document())).not.toContain('Example');
  });
});

describe('events as facts (issue 14)', () => {
  it('a key the server adds to a tour, a ticket, a question or a calendar slot is not logged', () => {
    const plain = tourSingle({ detail: { id: TOUR_ID, book_complete_tour: 1, max_participants: 25 } });
    // As the server sends it: the codec lets the extra keys through, the epic must not log them.
    const single = wire('tourSingle', {
      ...plain,
      tour: { ...plain.tour, internal_cost_centre: 'K-17' },
      tickets: { '3031': { ...ticket(3031, 900), supplier: 'X' } },
      questions: [{ id: 701, type: 'radio', label: 'Q', mandatory: 1, answers: [{ id: 7011, label: 'A', crm_field: 'c' }], crm_field: 'q' }],
    });
    const calendar = { '2030-05-08': { '10:00': { tickets: 30, timeslotId: 801, soldout: false, guide_name: 'Ms Example' } } };
    const shop = open({ ...tourApi({ single, calendars: { '20300501': calendar } }) });
    const logged = JSON.stringify(shop.runtime.log.document());
    expect(shop.events().map((e) => e.type)).toEqual(expect.arrayContaining(['TourLoaded', 'TourCalendarLoaded']));
    expect(logged).not.toMatch(/internal_cost_centre|supplier|crm_field|guide_name/);
  });
});

describe('replay', () => {
  it('folding the recorded log gives the live state of the tour read models (no API, no clock, no epics)', () => {
    const shop = open({ ...tourApi(), tourList: ok({ tours: [] }), tourCategories: ok({ category: [] }), tourOverview: ok({}) });
    shop.dispatch({ type: 'OpenTourList' });
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-07') });
    shop.dispatch({ type: 'ChooseTourDate', date: D('2030-05-14') });
    shop.dispatch({ type: 'ChangeTourPriceCount', priceId: 3901, input: 1 });
    shop.dispatch({ type: 'ChangeTourTicketCount', ticketId: 3031, input: '7' });
    shop.dispatch({ type: 'AnswerTourQuestion', qId: 704, value: 'Name' });
    shop.dispatch({ type: 'AddTourToBasket' });
    const read = shop.runtime.log.read();
    if (!read.ok) throw new Error(read.fault.message);
    const replayed = hydrate(read.value, rootFold);
    if (!replayed.ok) throw new Error(replayed.fault.message);
    const live = shop.state();
    expect(shop.events().some((e) => e.type === 'EpicFailed')).toBe(false);
    expect(replayed.value.state.tourList).toEqual(live.tourList);
    expect(replayed.value.state.tour).toEqual(live.tour);
    expect(replayed.value.state.tourForm).toEqual(live.tourForm);
    expect(replayed.value.state.cart).toEqual(live.cart);
    expect(isRight(rootFold.stateCodec.decode(JSON.parse(JSON.stringify(live))))).toBe(true);
  });
});

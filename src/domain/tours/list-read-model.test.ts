import { initialTourList, LOOKAHEAD_DAYS, NEXT_FEW_DAYS, TourListState, type TourListState as ListState } from './list-read-model';
import { dayLoading, filtersActive, noToursForFilters, quickDays, tourCard, tourCardOf, tourDays, visibleTours } from './list-view';
import { tourFromPrice } from './from-price';
import { calendar, D, E, familyTicket, foldList, listEntry, price, ticket, TODAY } from '../../../test/helpers/tours';
import { cents } from '../../messages';
import type { DomainEvent } from '../../messages';
import { isRight } from 'fp-ts/Either';

const list = (...events: DomainEvent[]): ListState => foldList(events);

const tours = [
  listEntry(301, { langIdentifier: 'DE', langName: 'German', venue: 'Main house', custom_groups: [{ id: 31, name: 'Public' }, { id: 34, name: 'Accessible' }] }),
  listEntry(302, { langIdentifier: 'en', langName: 'English', venue: 'Main house', custom_groups: [{ id: 31, name: 'Public' }] }),
  listEntry(305, { langIdentifier: 'de', langName: 'German', venue: 'Warehouse', custom_groups: [{ id: 33, name: 'Families' }] }),
  listEntry(307, { langIdentifier: 'Es', langName: 'Spanish', venue: 'Garden', custom_groups: [{ id: 32, name: 'Groups' }] }),
];
const categories = [
  { id: 31, name: 'Public' },
  { id: 32, name: 'Groups' },
  { id: 33, name: 'Families' },
  { id: 34, name: 'Accessible' },
  { id: 35, name: 'Curator-led' },
];
const opened = [
  E.TourListRequested.create({ today: TODAY }),
  E.TourListLoaded.create({ tours }),
  E.TourCategoriesLoaded.create({ categories }),
];
const overview = (toursPerDate: Record<string, number[]>, date = TODAY, lookahead = LOOKAHEAD_DAYS) =>
  E.TourOverviewLoaded.create({ date, lookahead, toursPerDate });
const ids = (s: ListState) => visibleTours(s).map((v) => v.tour.id);

describe('tour list: what it holds (001 §3)', () => {
  it('loading, then the list, languages, categories and venues', () => {
    expect(list(E.TourListRequested.create({ today: TODAY }))).toMatchObject({ today: TODAY, listStatus: 'loading', categoriesStatus: 'loading' });
    const s = list(...opened);
    expect(s.listStatus).toBe('loaded');
    expect(s.list).toEqual(tours);
    expect(s.venues).toEqual(['Garden', 'Main house', 'Warehouse']);
  });

  it('selectedLanguages is keyed by the lowercase language', () => {
    expect(list(...opened).selectedLanguages).toEqual({
      de: { name: 'German', selected: false },
      en: { name: 'English', selected: false },
      es: { name: 'Spanish', selected: false },
    });
  });

  it('categories with no tour are removed, whichever arrives first', () => {
    const expected = [{ id: 31, name: 'Public' }, { id: 32, name: 'Groups' }, { id: 33, name: 'Families' }, { id: 34, name: 'Accessible' }];
    expect(list(...opened).categories).toEqual(expected);
    const reversed = list(E.TourListRequested.create({ today: TODAY }), E.TourCategoriesLoaded.create({ categories }), E.TourListLoaded.create({ tours }));
    expect(reversed.categories).toEqual(expected);
    expect(list(E.TourCategoriesLoaded.create({ categories })).categories).toEqual([]);
  });

  it('load failures are kept apart', () => {
    const s = list(E.TourListRequested.create({ today: TODAY }), E.TourListLoadFailed.create({ code: 'NETWORK_ERROR', notFound: false }), E.TourCategoriesLoadFailed.create({ code: 'HTTP_500', notFound: false }));
    expect([s.listStatus, s.categoriesStatus]).toEqual(['failed', 'failed']);
  });

  it('the state survives its own codec (snapshots)', () => {
    const s = list(...opened, overview({ [TODAY]: [301] }), E.TourSoldOutDatesLoaded.create({ tourId: 302, start: TODAY, end: D('2030-05-09'), dates: [TODAY] }));
    expect(isRight(TourListState.decode(JSON.parse(JSON.stringify(s))))).toBe(true);
  });
});

describe('filters (001 §2)', () => {
  it('no filter shows every tour', () => {
    expect(ids(list(...opened))).toEqual([301, 302, 305, 307]);
    expect(filtersActive(list(...opened))).toBe(false);
  });

  it('languages: any case in, lowercase key; several languages add up; toggling twice removes', () => {
    let s = list(...opened, E.TourLanguageToggled.create({ language: 'de' }));
    expect(ids(s)).toEqual([301, 305]);
    s = foldList([E.TourLanguageToggled.create({ language: 'ES' })], s);
    expect(s.selectedLanguages.es?.selected).toBe(true);
    expect(ids(s)).toEqual([301, 305, 307]);
    s = foldList([E.TourLanguageToggled.create({ language: 'de' }), E.TourLanguageToggled.create({ language: 'es' })], s);
    expect(ids(s)).toEqual([301, 302, 305, 307]);
    expect(foldList([E.TourLanguageToggled.create({ language: 'xx' })], s)).toBe(s);
  });

  it('category and venue', () => {
    expect(ids(list(...opened, E.TourCategorySelected.create({ categoryId: 31 })))).toEqual([301, 302]);
    expect(ids(list(...opened, E.TourVenueSelected.create({ venue: 'Main house' })))).toEqual([301, 302]);
    expect(ids(list(...opened, E.TourVenueSelected.create({ venue: 'Main house' }), E.TourLanguageToggled.create({ language: 'en' })))).toEqual([302]);
  });

  it('a day shows the tours with places that day, and the ones sold out that day marked', () => {
    const s = list(
      ...opened,
      overview({ [TODAY]: [301, 305], '2030-05-07': [302] }),
      E.TourSoldOutDatesLoaded.create({ tourId: 307, start: TODAY, end: D('2030-05-09'), dates: [D('2030-05-07')] }),
      E.TourDaySelected.create({ date: D('2030-05-07') }),
    );
    expect(visibleTours(s).map((v) => [v.tour.id, v.soldOut])).toEqual([[302, false], [307, true]]);
  });

  it('a day beyond the loaded overview is loading until its own overview arrives', () => {
    let s = list(...opened, overview({ [TODAY]: [301] }), E.TourDaySelected.create({ date: D('2030-06-01') }));
    expect([dayLoading(s), noToursForFilters(s)]).toEqual([true, false]);
    s = foldList([overview({ '2030-06-01': [307] }, D('2030-06-01'), 0)], s);
    expect([dayLoading(s), ids(s)]).toEqual([false, [307]]);
    const failed = foldList([E.TourOverviewLoadFailed.create({ date: D('2030-06-02'), lookahead: 0, code: 'HTTP_500', notFound: false }), E.TourDaySelected.create({ date: D('2030-06-02') })], s);
    expect(dayLoading(failed)).toBe(false);
  });

  it("'no tours for the filters' when the loaded list has no match", () => {
    const s = list(...opened, E.TourLanguageToggled.create({ language: 'es' }), E.TourVenueSelected.create({ venue: 'Main house' }));
    expect([ids(s), noToursForFilters(s)]).toEqual([[], true]);
    expect(noToursForFilters(list(...opened))).toBe(false);
    expect(noToursForFilters(list(E.TourListRequested.create({ today: TODAY })))).toBe(false);
  });

  it('reset clears every filter', () => {
    const s = list(...opened, E.TourLanguageToggled.create({ language: 'de' }), E.TourCategorySelected.create({ categoryId: 33 }), E.TourVenueSelected.create({ venue: 'Garden' }), E.TourDaySelected.create({ date: TODAY }), E.TourFiltersReset.create({}));
    expect(filtersActive(s)).toBe(false);
    expect(ids(s)).toEqual([301, 302, 305, 307]);
  });

  it('a reload keeps filters that still apply and drops the rest', () => {
    const s = list(...opened, E.TourVenueSelected.create({ venue: 'Garden' }), E.TourCategorySelected.create({ categoryId: 33 }));
    const reloaded = foldList([E.TourListLoaded.create({ tours: tours.slice(0, 2) }), E.TourCategoriesLoaded.create({ categories })], s);
    expect([reloaded.selectedVenue, reloaded.selectedCategory]).toEqual([null, null]);
  });
});

describe('the next few days (000 §9) and the inFourDays decision', () => {
  it('the quick filters are today, tomorrow, in two days and in three days, each from its own date', () => {
    const s = list(...opened, overview({ [TODAY]: [301], '2030-05-07': [], '2030-05-08': [302], '2030-05-09': [307] }));
    expect(s.nextFewDays).toEqual({ today: true, tomorrow: false, inTwoDays: true, inThreeDays: true });
    expect(quickDays(s)).toEqual([
      { key: 'today', date: '2030-05-06', hasTours: true },
      { key: 'tomorrow', date: '2030-05-07', hasTours: false },
      { key: 'inTwoDays', date: '2030-05-08', hasTours: true },
      { key: 'inThreeDays', date: '2030-05-09', hasTours: true },
    ]);
  });

  it('there is no inFourDays flag copying the third day (docs/decisions.md)', () => {
    // Tours in three days but not in four: the old flag would have claimed the fourth day too.
    const s = list(...opened, overview({ '2030-05-09': [301] }), overview({ '2030-05-10': [] }, D('2030-05-10'), 0));
    expect(Object.keys(s.nextFewDays)).toEqual(['today', 'tomorrow', 'inTwoDays', 'inThreeDays']);
    expect(s.nextFewDays).not.toHaveProperty('inFourDays');
    expect(s.nextFewDays.inThreeDays).toBe(true);
    expect(NEXT_FEW_DAYS.map(([, offset]) => offset)).toEqual([0, 1, 2, 3]);
    expect(LOOKAHEAD_DAYS).toBe(3);
  });

  it('a new day moves the window: yesterday\'s overview and sold-out dates go, the filters stay', () => {
    const s = list(...opened, overview({ [TODAY]: [301] }), E.TourLanguageToggled.create({ language: 'de' }), E.TourDaySelected.create({ date: TODAY }));
    const next = foldList([E.TourListRequested.create({ today: D('2030-05-07') })], s);
    expect(next.toursPerDate).toEqual({});
    expect(next.nextFewDays).toEqual({ today: false, tomorrow: false, inTwoDays: false, inThreeDays: false });
    expect([next.selectedDay, next.selectedLanguages.de?.selected, next.listStatus]).toEqual([null, true, 'loaded']);
    // The same day keeps what it has while fresh answers come.
    expect(foldList([E.TourListRequested.create({ today: TODAY })], s).toursPerDate).toEqual(s.toursPerDate);
  });

  it('every asked day gets an entry; days the answer adds outside the window are ignored', () => {
    const s = list(...opened, overview({ [TODAY]: [301], '2030-08-01': [302] }));
    expect(Object.keys(s.toursPerDate).sort()).toEqual(['2030-05-06', '2030-05-07', '2030-05-08', '2030-05-09']);
  });
});

describe('sold-out dates', () => {
  it('are kept per tour, replaced within the range asked', () => {
    let s = list(...opened, E.TourSoldOutDatesLoaded.create({ tourId: 301, start: TODAY, end: D('2030-05-09'), dates: [D('2030-05-07'), D('2030-05-08')] }));
    s = foldList([E.TourSoldOutDatesLoaded.create({ tourId: 301, start: D('2030-05-08'), end: D('2030-05-08'), dates: [] })], s);
    expect(s.soldOutDates).toEqual({ '301': ['2030-05-07'] });
  });

  it('one fact for the list sets every answered tour as the per-tour events of older logs did', () => {
    const one = list(...opened, E.TourListSoldOutDatesLoaded.create({ start: TODAY, end: D('2030-05-09'), soldOut: { '301': [D('2030-05-07')], '302': [] } }));
    const perTour = list(
      ...opened,
      E.TourSoldOutDatesLoaded.create({ tourId: 301, start: TODAY, end: D('2030-05-09'), dates: [D('2030-05-07')] }),
      E.TourSoldOutDatesLoaded.create({ tourId: 302, start: TODAY, end: D('2030-05-09'), dates: [] }),
    );
    expect(one.soldOutDates).toEqual({ '301': ['2030-05-07'], '302': [] });
    expect(one.soldOutDates).toEqual(perTour.soldOutDates);
    const later = foldList([E.TourListSoldOutDatesLoaded.create({ start: D('2030-05-08'), end: D('2030-05-08'), soldOut: { '301': [] } })], one);
    expect(later.soldOutDates).toEqual({ '301': ['2030-05-07'], '302': [] });
  });

  it("mark a tour's next few days on its card", () => {
    const s = list(
      ...opened,
      overview({ [TODAY]: [301], '2030-05-08': [301] }),
      E.TourSoldOutDatesLoaded.create({ tourId: 301, start: TODAY, end: D('2030-05-09'), dates: [D('2030-05-07')] }),
    );
    expect(tourDays(s, 301).map((d) => d.mark)).toEqual(['available', 'soldOut', 'available', 'none']);
    expect(tourDays(initialTourList, 301)).toEqual([]);
  });
});

describe('tour cards (Issue 15)', () => {
  const card301 = { tourId: 301, next: D('2030-05-08'), placesLeft: 42, fromPrice: cents(1200) };
  const card302 = { tourId: 302, next: null, placesLeft: 0, fromPrice: null };

  it('are absent (space kept) until a fact names them, then kept by tour id; a later fact updates the tours it names', () => {
    expect(tourCard(list(...opened), 301)).toEqual({ offer: undefined, pending: true });
    const s = list(...opened, E.TourCardsLoaded.create({ cards: [card301, card302] }));
    expect(tourCard(s, 301)).toEqual({ offer: card301, pending: false });
    // A tour no fact names yet (not near the screen, or its lookup failed) keeps its space.
    expect(tourCard(s, 305)).toEqual({ offer: undefined, pending: true });
    const later = foldList([E.TourCardsLoaded.create({ cards: [{ ...card302, next: D('2030-05-20'), placesLeft: 3 }] })], s);
    expect(later.cards).toEqual({ '301': card301, '302': { ...card302, next: '2030-05-20', placesLeft: 3 } });
    expect(isRight(TourListState.decode(JSON.parse(JSON.stringify(later))))).toBe(true);
  });

  it('opening the list again the same day keeps them while they are looked up again; a new day drops them', () => {
    const s = list(...opened, E.TourCardsLoaded.create({ cards: [card301] }));
    expect(foldList([E.TourListRequested.create({ today: TODAY })], s).cards).toEqual({ '301': card301 });
    expect(foldList([E.TourListRequested.create({ today: D('2030-05-07') })], s).cards).toBeUndefined();
  });

  it('a card from the calendar window: the first date from today with an open time, its open times’ places together', () => {
    const days = calendar({
      '2030-05-05': { '10:00': [50, 1] },
      '2030-05-06': { '10:00': [0, 2] },
      '2030-05-07': { '10:00': [9, 3] },
      '2030-05-08': { '10:00': [8, 4], '12:00': [5, 5], '14:00': [3, 6, true] },
    });
    expect(tourCardOf(301, days, TODAY, [], cents(900))).toEqual({ tourId: 301, next: '2030-05-07', placesLeft: 9, fromPrice: 900 });
    // A date the list knows to be sold out is skipped; a time marked sold out counts no places.
    expect(tourCardOf(301, days, TODAY, ['2030-05-07'], null)).toEqual({ tourId: 301, next: '2030-05-08', placesLeft: 13, fromPrice: null });
    expect(tourCardOf(301, calendar({ [TODAY]: { '10:00': [0, 1] } }), TODAY, [], null)).toEqual({ tourId: 301, next: null, placesLeft: 0, fromPrice: null });
    // No date from today on at all: not sold out, no card.
    expect(tourCardOf(301, calendar({ '2030-05-05': { '10:00': [50, 1] } }), TODAY, [], null)).toBeNull();
  });

  it('the "from" price is what a booking costs at least: the cheapest tour (a time’s own list standing for the tour’s) and the smallest group at the cheapest participant (issue 31)', () => {
    const one = { minGroupSize: 1, bookingWithoutTickets: false };
    const tickets = [ticket(1, 1500), ticket(2, 0), familyTicket(3, 0, [[31, 1100], [32, 0]])];
    // A guide's fee: one tour at least, participants free where a ticket is (a class's teacher).
    expect(tourFromPrice(tickets, [price(9, 800)], {}, one)).toBe(800);
    expect(tourFromPrice(tickets, [price(9, 800)], { '10:00': { tours: 2 } }, one)).toBe(800);
    // A time's own list is that time's, on the day the answer is of; other days keep the tour's.
    expect(tourFromPrice(tickets, [price(9, 800)], { '10:00': { tours: 2, priceList: { '8': price(8, 1300) } } }, one)).toBe(800);
    expect(tourFromPrice(tickets, [price(9, 800)], { '10:00': { tours: 2, priceList: { '8': price(8, 700) } } }, one)).toBe(700);
    // Group tour 303: 90 € a tour, 10 people at least, pupils 2 €, teachers free: from 90 €, not 2 €.
    const group = [ticket(1, 900), familyTicket(2, 0, [[21, 200], [22, 0]])];
    expect(tourFromPrice(group, [price(9, 9000), price(8, 12500)], {}, { minGroupSize: 10, bookingWithoutTickets: false })).toBe(9000);
    // Paid participants only: the smallest group of them on top of the fee.
    expect(tourFromPrice([ticket(1, 900)], [price(9, 9000)], {}, { minGroupSize: 10, bookingWithoutTickets: false })).toBe(18_000);
    expect(tourFromPrice([ticket(1, 900)], [price(9, 9000)], {}, { minGroupSize: 10, bookingWithoutTickets: true })).toBe(9000);
    // No fee: the lowest ticket anyone pays (a free one beside paid ones is no "from 0") for the smallest group.
    expect(tourFromPrice(tickets, [], {}, one)).toBe(1100);
    expect(tourFromPrice([ticket(1, 1200)], [], {}, { minGroupSize: 4, bookingWithoutTickets: false })).toBe(4800);
    expect(tourFromPrice([ticket(2, 0)], [], {}, one)).toBe(0);
    expect(tourFromPrice([], [], {}, one)).toBeNull();
  });
});

/** The tour list (001 §4): the list, its categories, the days' overview and the cards; the filters' decisions are in decide-list.ts. */
import { isLeft } from 'fp-ts/Either';
import { concat, EMPTY, forkJoin, map, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { ofType } from '../../bus/of-type';
import type { ApiClient } from '../../api/client';
import { failureOf } from '../../api/failure';
import { CatalogueGroup, factOf, TourListing, type TourCard } from '../../messages/catalogue';
import { IsoDate, type DomainEvent } from '../../messages';
import * as TourEvents from '../../messages/events/tours';
import { addMonths, compactDate, lastOfMonth, monthOf, museumToday } from './dates';
import { LOOKAHEAD_DAYS } from './list-read-model';
import { soldOutDaysOf, tourCardOf } from './list-view';
import { tourFromPrice } from './from-price';
import { rulesOf } from './rules';
import { enact } from '../decision';
import { decideTourList } from './decide-list';
import type { ToursEpic } from './epic-types';

/** The list's sold-out dates: one lookup per tour, side by side, recorded as one fact once all have answered. */
function soldOutDatesOf(api: ApiClient, tourIds: readonly number[], start: IsoDate, end: IsoDate): Observable<DomainEvent> {
  if (tourIds.length === 0) return EMPTY;
  return forkJoin(
    tourIds.map((id) =>
      api.call('tourSoldout', { path: { id, start: compactDate(start), end: compactDate(end) } }).pipe(map((result) => [id, result] as const)),
    ),
  ).pipe(
    mergeMap((answers) => {
      // A failed lookup only means no sold-out marks for that tour; the list itself stands.
      const soldOut = Object.fromEntries(answers.flatMap(([id, result]) => (isLeft(result) ? [] : [[String(id), result.right] as const])));
      return Object.keys(soldOut).length === 0 ? EMPTY : of(TourEvents.TourListSoldOutDatesLoaded.create({ start, end, soldOut }));
    }),
  );
}

/**
 * Tours' cards, looked up side by side: per tour its calendar from today to the end of next
 * month and its tickets and prices, together. The calendar also says which of those days are
 * sold out (every time full), so the list needs no sold-out lookup per tour. One fact for the
 * sold-out days and one for the cards once all have answered; a tour whose calendar cannot be
 * read has neither (its entry stays as it is), one whose prices cannot be read a card without a
 * price.
 */
function tourCardsOf(api: ApiClient, tourIds: readonly number[], today: IsoDate): Observable<DomainEvent> {
  if (tourIds.length === 0) return EMPTY;
  const end = lastOfMonth(addMonths(monthOf(today), 1));
  const lookUp = (tourId: number): Observable<{ card: TourCard | null; soldOut: IsoDate[] | null; tourId: number }> =>
    forkJoin([
      api.call('tourCalendar', { path: { tour: tourId, start: compactDate(today), end: compactDate(end) } }),
      api.call('tourSingle', { query: { tour: tourId } }),
    ]).pipe(
      map(([calendar, single]) => {
        if (isLeft(calendar)) return { tourId, card: null, soldOut: null };
        const soldOut = soldOutDaysOf(calendar.right, today);
        const fromPrice = isLeft(single) ? null : tourFromPrice(Object.values(single.right.tickets), Object.values(single.right.priceList), single.right.schedule, rulesOf(single.right.tour));
        return { tourId, card: tourCardOf(tourId, calendar.right, today, soldOut, fromPrice), soldOut };
      }),
    );
  return forkJoin(tourIds.map(lookUp)).pipe(
    mergeMap((answers) => {
      const soldOut = Object.fromEntries(answers.flatMap((a) => (a.soldOut === null ? [] : [[String(a.tourId), a.soldOut] as const])));
      const cards = answers.flatMap((a) => (a.card === null ? [] : [a.card]));
      return concat(
        Object.keys(soldOut).length === 0 ? EMPTY : of(TourEvents.TourListSoldOutDatesLoaded.create({ start: today, end, soldOut })),
        of(TourEvents.TourCardsLoaded.create({ cards })),
      );
    }),
  );
}

function overviewOf(api: ApiClient, date: IsoDate, lookahead: number): Observable<DomainEvent> {
  return api.call('tourOverview', { query: { date, lookahead } }).pipe(
    map((result) =>
      isLeft(result)
        ? TourEvents.TourOverviewLoadFailed.create({ date, lookahead, ...failureOf(result.left) })
        : TourEvents.TourOverviewLoaded.create({ date, lookahead, toursPerDate: result.right }),
    ),
  );
}

/**
 * The list: opening loads list, categories and the next-few-days overview (today from the
 * clock, here, so the reducer stays pure). The cards are looked up as they come near the screen
 * (LookUpTourCards), each listed tour once per opening, so the list costs what the screen shows,
 * not what the catalogue holds (issue 33). A day outside the loaded days loads its own overview
 * and, beyond the cards' calendars, the sold-out dates of the tours already looked up; the last
 * day chosen wins (switchMap).
 */
export const tourListEpic: ToursEpic = (command$, state$, { api, lookups = api, clock }) => {
  /** The tours whose cards were looked up since the list was last opened. */
  let looked = new Set<number>();
  const open$ = command$.pipe(
    ofType('OpenTourList'),
    switchMap(() => {
      const today = museumToday(clock.now());
      looked = new Set<number>();
      const list$ = api.call('tourList').pipe(
        map((result) =>
          isLeft(result)
            ? TourEvents.TourListLoadFailed.create(failureOf(result.left))
            : TourEvents.TourListLoaded.create({ tours: result.right.tours.map((tour) => factOf(TourListing, tour)) }),
        ),
      );
      const categories$ = api.call('tourCategories').pipe(
        map((result) =>
          isLeft(result)
            ? TourEvents.TourCategoriesLoadFailed.create(failureOf(result.left))
            : TourEvents.TourCategoriesLoaded.create({ categories: result.right.category.map((c) => factOf(CatalogueGroup, c)) }),
        ),
      );
      // Cards near the screen before the list's fresh answer (a list restored from the session)
      // are looked up at once: the ids are checked against the list the state holds.
      const cards$ = command$.pipe(
        ofType('LookUpTourCards'),
        mergeMap(({ tourIds }) => {
          const listed = new Set(state$.value.tourList.list.map((t) => t.id));
          const fresh = [...new Set(tourIds)].filter((id) => listed.has(id) && !looked.has(id));
          for (const id of fresh) looked.add(id);
          return tourCardsOf(lookups, fresh, today);
        }),
      );
      return concat(of(TourEvents.TourListRequested.create({ today })), merge(list$, categories$, overviewOf(api, today, LOOKAHEAD_DAYS), cards$));
    }),
  );

  const day$ = command$.pipe(
    ofType('SelectTourDay'),
    switchMap((command) => {
      const { date } = command;
      if (date !== null && !IsoDate.is(date)) return EMPTY;
      const list = state$.value.tourList;
      const selected = enact('the tour list', decideTourList(command, list));
      if (date === null || list.toursPerDate[date] !== undefined) return selected;
      // The cards' calendars cover today to the end of next month; beyond, the tours the
      // visitor has seen are asked (asking every listed tour would cost the whole catalogue).
      const beyond = list.today !== null && date > lastOfMonth(addMonths(monthOf(list.today), 1));
      return concat(selected, merge(overviewOf(api, date, 0), beyond ? soldOutDatesOf(api, [...looked], date, date) : EMPTY));
    }),
  );

  const filters$ = command$.pipe(
    ofType('ToggleTourLanguage', 'SelectTourCategory', 'SelectTourVenue', 'ResetTourFilters'),
    mergeMap((command) => enact('the tour list', decideTourList(command, state$.value.tourList))),
  );

  return merge(open$, day$, filters$);
};

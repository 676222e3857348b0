/** The tour list (001 §4): the list, its categories, the days' overview and the cards; the filters' decisions are in decide-list.ts. */
import { isLeft } from 'fp-ts/Either';
import { concat, defer, EMPTY, forkJoin, map, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { ofType } from '../../bus/of-type';
import type { ApiClient } from '../../api/client';
import { failureOf } from '../../api/failure';
import { CatalogueGroup, factOf, TourListing, type TourCard } from '../../messages/catalogue';
import { IsoDate, type DomainEvent } from '../../messages';
import * as TourEvents from '../../messages/events/tours';
import { addDays, addMonths, compactDate, lastOfMonth, monthOf, museumToday } from './dates';
import { LOOKAHEAD_DAYS, type TourListState } from './list-read-model';
import { tourCardOf } from './list-view';
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
 * The listed tours' cards, looked up side by side after the list: per tour its
 * calendar from today to the end of next month and its tickets and prices, together. One fact
 * for the list once all have answered; a tour whose calendar cannot be read has no card (its
 * entry stays as it is), one whose prices cannot be read a card without a price. Dates the list
 * already knows to be sold out (`soldOut`, read when the answers are in) are skipped too.
 */
function tourCardsOf(api: ApiClient, tourIds: readonly number[], today: IsoDate, soldOut: () => TourListState['soldOutDates']): Observable<DomainEvent> {
  if (tourIds.length === 0) return EMPTY;
  const end = lastOfMonth(addMonths(monthOf(today), 1));
  const cardOf = (tourId: number): Observable<TourCard | null> =>
    forkJoin([
      api.call('tourCalendar', { path: { tour: tourId, start: compactDate(today), end: compactDate(end) } }),
      api.call('tourSingle', { query: { tour: tourId } }),
    ]).pipe(
      map(([calendar, single]) => {
        if (isLeft(calendar)) return null;
        const fromPrice = isLeft(single) ? null : tourFromPrice(Object.values(single.right.tickets), Object.values(single.right.priceList), single.right.schedule, rulesOf(single.right.tour));
        return tourCardOf(tourId, calendar.right, today, soldOut()[String(tourId)] ?? [], fromPrice);
      }),
    );
  return forkJoin(tourIds.map(cardOf)).pipe(map((cards) => TourEvents.TourCardsLoaded.create({ cards: cards.filter((c): c is TourCard => c !== null) })));
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
 * clock, here, so the reducer stays pure) and, once the list is there, each tour's sold-out
 * dates for those days. A day outside the loaded days loads its own overview; the last day
 * chosen wins (switchMap).
 */
export const tourListEpic: ToursEpic = (command$, state$, { api, clock }) => {
  const open$ = command$.pipe(
    ofType('OpenTourList'),
    switchMap(() => {
      const today = museumToday(clock.now());
      const end = addDays(today, LOOKAHEAD_DAYS);
      const list$ = api.call('tourList').pipe(
        mergeMap((result) => {
          if (isLeft(result)) return of(TourEvents.TourListLoadFailed.create(failureOf(result.left)));
          const ids = result.right.tours.map((t) => t.id);
          return concat(
            of(TourEvents.TourListLoaded.create({ tours: result.right.tours.map((tour) => factOf(TourListing, tour)) })),
            // The lookups start once the list is recorded.
            defer(() => merge(soldOutDatesOf(api, ids, today, end), tourCardsOf(api, ids, today, () => state$.value.tourList.soldOutDates))),
          );
        }),
      );
      const categories$ = api.call('tourCategories').pipe(
        map((result) =>
          isLeft(result)
            ? TourEvents.TourCategoriesLoadFailed.create(failureOf(result.left))
            : TourEvents.TourCategoriesLoaded.create({ categories: result.right.category.map((c) => factOf(CatalogueGroup, c)) }),
        ),
      );
      return concat(of(TourEvents.TourListRequested.create({ today })), merge(list$, categories$, overviewOf(api, today, LOOKAHEAD_DAYS)));
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
      return concat(selected, merge(overviewOf(api, date, 0), soldOutDatesOf(api, list.list.map((t) => t.id), date, date)));
    }),
  );

  const filters$ = command$.pipe(
    ofType('ToggleTourLanguage', 'SelectTourCategory', 'SelectTourVenue', 'ResetTourFilters'),
    mergeMap((command) => enact('the tour list', decideTourList(command, state$.value.tourList))),
  );

  return merge(open$, day$, filters$);
};

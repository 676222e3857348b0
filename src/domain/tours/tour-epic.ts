/** A single tour (001 §4): its data, calendar months, dates and the next date with places; which requests are taken is decide-dates.ts's. */
import { isLeft } from 'fp-ts/Either';
import { concat, defer, EMPTY, map, merge, mergeMap, of, switchMap, zip, type Observable } from 'rxjs';
import { ofType } from '../../bus/of-type';
import type { ApiClient } from '../../api/client';
import type { ApiError } from '../../api/errors';
import { failureOf } from '../../api/failure';
import { factOf, TourDays, TourInfo, TourPriceOffer, TourQuestionOffer, TourSchedule, TourTicketOffer } from '../../messages/catalogue';
import { isOn } from '../../api/codecs/common';
import { type IsoDate, type CommandOf, type DomainEvent, type LoadFailure } from '../../messages';
import * as TourEvents from '../../messages/events/tours';
import { addDays, addMonths, compactDate, firstOfMonth, lastOfMonth, monthOf, museumToday, type Month } from './dates';
import { formTimes } from './form-view';
import { dateHasPlaces, nextDateWithPlaces } from './times';
import { boundsOf, choosableDate, keptDate, showableMonth, tourIdOk } from './decide-dates';
import type { ToursEpic } from './epic-types';
import { enact } from '../decision';
import { decideVisitorTime } from './decide';

/** How far the "next available date" search looks ahead, in calendar months. */
export const NEXT_DATE_SEARCH_MONTHS = 12;
/** 001 §8: the single tour and its calendar answered with anything but 200 → not found. */
function tourFailure(error: ApiError): LoadFailure {
  return { code: failureOf(error).code, notFound: error.kind === 'Http' };
}

function fetchCalendar(api: ApiClient, tourId: number, month: Month) {
  return api.call('tourCalendar', { path: { tour: tourId, start: compactDate(firstOfMonth(month)), end: compactDate(lastOfMonth(month)) } });
}

/** One calendar month on screen: the month, its slots and its sold-out dates. */
function showMonth(api: ApiClient, tourId: number, month: Month): Observable<DomainEvent> {
  const start = firstOfMonth(month);
  const end = lastOfMonth(month);
  return concat(
    of(TourEvents.TourMonthShown.create({ tourId, month })),
    merge(
      fetchCalendar(api, tourId, month).pipe(
        map((result) =>
          isLeft(result)
            ? TourEvents.TourCalendarLoadFailed.create({ tourId, month, ...tourFailure(result.left) })
            : TourEvents.TourCalendarLoaded.create({ tourId, month, start, end, days: factOf(TourDays, result.right) }),
        ),
      ),
      api.call('tourSoldout', { path: { id: tourId, start: compactDate(start), end: compactDate(end) } }).pipe(
        mergeMap((result) => (isLeft(result) ? EMPTY : of(TourEvents.TourSoldOutDatesLoaded.create({ tourId, start, end, dates: result.right })))),
      ),
    ),
  );
}

export const tourEpic: ToursEpic = (command$, state$, deps) => {
  const { api, clock } = deps;

  /** The next date after `after` with places: the loaded slots first, then month by month. */
  const nextAvailable = (tourId: number, after: IsoDate): Observable<IsoDate | null> =>
    defer(() => {
      const { tour, tourForm } = state$.value;
      const last = boundsOf(tour)?.last ?? null;
      const local = nextDateWithPlaces(tourForm.context.slots, after, last, tourForm.context.soldOutDates);
      if (local !== null) return of(local);
      const loadedMonth = tour.calendarStatus === 'loaded' ? tour.month : null;
      const startMonth = loadedMonth !== null && loadedMonth >= monthOf(after) ? addMonths(loadedMonth, 1) : monthOf(after);
      const search = (month: Month, left: number): Observable<IsoDate | null> => {
        if (left <= 0 || (last !== null && month > monthOf(last))) return of(null);
        return fetchCalendar(api, tourId, month).pipe(
          mergeMap((result) => {
            if (isLeft(result)) return of(null);
            const found = nextDateWithPlaces(result.right, after, last);
            return found !== null ? of(found) : search(addMonths(month, 1), left - 1);
          }),
        );
      };
      return search(startMonth, NEXT_DATE_SEARCH_MONTHS);
    });

  const offerNext = (tourId: number, date: IsoDate): Observable<DomainEvent> =>
    nextAvailable(tourId, date).pipe(map((next) => TourEvents.TourNextAvailableDateFound.create({ tourId, date, next })));

  /** 001 §4: reload the tickets for the day and its sold-out times; a full day offers the next date. */
  const loadDay = (tourId: number, date: IsoDate): Observable<DomainEvent> =>
    merge(
      api.call('tourSingle', { query: { tour: tourId, date } }).pipe(
        map((result) =>
          isLeft(result)
            ? TourEvents.TourLoadFailed.create({ tourId, ...tourFailure(result.left) })
            : TourEvents.TourDayLoaded.create({
                tourId,
                date,
                tickets: Object.values(result.right.tickets).map((k) => factOf(TourTicketOffer, k)),
                priceList: Object.values(result.right.priceList).map((p) => factOf(TourPriceOffer, p)),
                schedule: factOf(TourSchedule, result.right.schedule),
              }),
        ),
      ),
      api.call('tourSoldoutTimeslots', { path: { id: tourId, date } }).pipe(
        mergeMap((result) => {
          if (isLeft(result)) return EMPTY;
          const times = Object.fromEntries(Object.entries(result.right).map(([time, flag]) => [time, isOn(flag)]));
          return concat(
            of(TourEvents.TourSoldOutTimeslotsLoaded.create({ tourId, date, times })),
            defer(() => {
              const form = state$.value.tourForm;
              const options = formTimes(form, date);
              return form.date === date && options.length > 0 && options.every((o) => o.soldOut) ? offerNext(tourId, date) : EMPTY;
            }),
          );
        }),
      ),
    );

  /** Choosing a date (the visitor's or the page's first): month on screen, date, then the day. */
  const chooseDate = (tourId: number, date: IsoDate): Observable<DomainEvent> =>
    concat(
      defer(() => {
        const { tour } = state$.value;
        const month = monthOf(date);
        return tour.month === month && tour.calendarStatus === 'loaded' ? EMPTY : showMonth(api, tourId, month);
      }),
      defer(() => {
        const { tour, tourForm } = state$.value;
        if (tour.status === 'notFound' || tour.tourId !== tourId) return EMPTY;
        // The fold picks the time; one the basket holds all places of is then skipped like a sold-out one.
        const previous = tourForm.time;
        const selected = concat(
          of(TourEvents.TourDateSelected.create({ tourId, date })),
          defer(() => enact('the tour form', decideVisitorTime(state$.value, previous))),
        );
        const hasPlaces = dateHasPlaces(tourForm.context.slots, date, tourForm.context.soldOutDates);
        return concat(selected, hasPlaces ? loadDay(tourId, date) : offerNext(tourId, date));
      }),
    );

  const open = (tourId: number): Observable<DomainEvent> => {
    const today = museumToday(clock.now());
    return concat(
      of(TourEvents.TourRequested.create({ tourId, today })),
      zip(api.call('tourSingle', { query: { tour: tourId } }), api.call('tourLifetime', { path: { tour: tourId } })).pipe(
        mergeMap(([single, lifetime]): Observable<DomainEvent> => {
          if (isLeft(single)) return of(TourEvents.TourLoadFailed.create({ tourId, ...tourFailure(single.left) }));
          const loaded = TourEvents.TourLoaded.create({
            tourId,
            tour: factOf(TourInfo, single.right.tour),
            tickets: Object.values(single.right.tickets).map((k) => factOf(TourTicketOffer, k)),
            priceList: Object.values(single.right.priceList).map((p) => factOf(TourPriceOffer, p)),
            questions: (single.right.questions ?? []).map((q) => factOf(TourQuestionOffer, q)),
          });
          const limits = isLeft(lifetime)
            ? TourEvents.TourLifetimeLoadFailed.create({ tourId, ...failureOf(lifetime.left) })
            : TourEvents.TourLifetimeLoaded.create({ tourId, first: lifetime.right.first, last: lifetime.right.last });
          return concat(
            of(loaded, limits),
            defer(() => {
              const { tour, tourForm } = state$.value;
              const bounds = boundsOf(tour);
              if (bounds === null) return EMPTY;
              if (bounds.last !== null && bounds.last < bounds.first) {
                return concat(showMonth(api, tourId, monthOf(bounds.first)), of(TourEvents.TourNextAvailableDateFound.create({ tourId, date: bounds.first, next: null })));
              }
              const kept = keptDate(bounds, tourForm.date);
              return concat(
                showMonth(api, tourId, monthOf(kept ?? bounds.first)),
                defer(() => {
                  if (state$.value.tour.status === 'notFound') return EMPTY;
                  if (kept !== null) return chooseDate(tourId, kept);
                  // The page opens on the next available date (or says there is none).
                  return nextAvailable(tourId, addDays(bounds.first, -1)).pipe(
                    mergeMap((next) =>
                      next === null ? of(TourEvents.TourNextAvailableDateFound.create({ tourId, date: bounds.first, next: null })) : chooseDate(tourId, next),
                    ),
                  );
                }),
              );
            }),
          );
        }),
      ),
    );
  };

  // Opening a tour and choosing a date share one switchMap: the last request wins, so a late
  // answer for an earlier date (or tour) can never overwrite the visitor's latest choice.
  const dates$ = command$.pipe(
    ofType('OpenTour', 'ChooseTourDate'),
    switchMap((command: CommandOf<'OpenTour' | 'ChooseTourDate'>): Observable<DomainEvent> => {
      if (command.type === 'OpenTour') return tourIdOk(command.tourId) ? open(command.tourId) : EMPTY;
      const { tour } = state$.value;
      return tour.tourId !== null && choosableDate(tour, command.date) ? chooseDate(tour.tourId, command.date) : EMPTY;
    }),
  );

  const months$ = command$.pipe(
    ofType('ShowTourMonth'),
    switchMap(({ month }) => {
      const { tour } = state$.value;
      return tour.tourId !== null && showableMonth(tour, month) ? showMonth(api, tour.tourId, month) : EMPTY;
    }),
  );

  return merge(dates$, months$);
};

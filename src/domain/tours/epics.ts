import { isLeft } from 'fp-ts/Either';
import {
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  forkJoin,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  tap,
  zip,
  type Observable,
} from 'rxjs';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Clock, KeyValueStorage, Random } from '../../bus/deps';
import type { ApiClient } from '../../api/client';
import type { ApiError } from '../../api/errors';
import { failureOf } from '../../api/failure';
import {
  CatalogueGroup,
  factOf,
  TourDays,
  TourInfo,
  TourListing,
  type TourCard,
  TourPriceOffer,
  TourQuestionOffer,
  TourSchedule,
  TourTicketOffer,
} from '../../messages/catalogue';
import { isOn } from '../../api/codecs/common';
import { admitLine, reportRefusal } from '../cart/admit';
import {
  IsoDate,
  type CartLine,
  type Command,
  type CommandOf,
  type DomainEvent,
  type LoadFailure,
} from '../../messages';
import * as TourEvents from '../../messages/events/tours';
import { addDays, addMonths, compactDate, firstOfMonth, isMonth, lastOfMonth, maxDate, monthOf, museumToday, type Month } from './dates';
import { LOOKAHEAD_DAYS, languageKey, type TourListState } from './list-read-model';
import type { TourState } from './tour-read-model';
import type { TourFormState } from './form-state';
import { answerChanges, decidePriceCount, decideTicketCount, formTimes, timeChanges } from './form-view';
import { dateHasPlaces, nextDateWithPlaces } from './rules';
import { tourLineOf } from './line';
import { isPrivateRef, liveRefs, privateAnswers, privateRef } from './private-answers';
import { overbookedByBasket, rejectionReasons, tourCardOf, tourFromPrice } from './selectors';

export interface ToursDeps {
  api: ApiClient;
  clock: Clock;
  random: Random;
  storage: KeyValueStorage;
}

export interface ToursSlice {
  readonly tourList: TourListState;
  readonly tour: TourState;
  readonly tourForm: TourFormState;
  /** Only to know which free-text answers the basket still refers to. */
  readonly cart: { readonly lines: readonly CartLine[] };
}

export type ToursEpic = Epic<Command, ToursSlice, ToursDeps, DomainEvent>;

/** How far the "next available date" search looks ahead, in calendar months. */
export const NEXT_DATE_SEARCH_MONTHS = 12;
/** Longest count input and free text kept (a paste of a novel is cut, not refused). */
const MAX_INPUT = 12;
const MAX_TEXT = 2000;

/** 001 §8: the single tour and its calendar answered with anything but 200 → not found. */
function tourFailure(error: ApiError): LoadFailure {
  return { code: failureOf(error).code, notFound: error.kind === 'Http' };
}

const cut = (input: string | number): string | number => (typeof input === 'string' ? input.slice(0, MAX_INPUT) : input);

// ---- the list ------------------------------------------------------------------------------

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
        const fromPrice = isLeft(single) ? null : tourFromPrice(Object.values(single.right.tickets), Object.values(single.right.priceList), single.right.schedule);
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
    switchMap(({ date }) => {
      if (date !== null && !IsoDate.is(date)) return EMPTY;
      const list = state$.value.tourList;
      const selected = list.selectedDay === date ? EMPTY : of(TourEvents.TourDaySelected.create({ date }));
      if (date === null || list.toursPerDate[date] !== undefined) return selected;
      return concat(selected, merge(overviewOf(api, date, 0), soldOutDatesOf(api, list.list.map((t) => t.id), date, date)));
    }),
  );

  const filters$ = command$.pipe(
    ofType('ToggleTourLanguage', 'SelectTourCategory', 'SelectTourVenue', 'ResetTourFilters'),
    mergeMap((command): Observable<DomainEvent> => {
      const list = state$.value.tourList;
      switch (command.type) {
        case 'ToggleTourLanguage': {
          const language = languageKey(command.language);
          return list.selectedLanguages[language] ? of(TourEvents.TourLanguageToggled.create({ language })) : EMPTY;
        }
        case 'SelectTourCategory':
          return command.categoryId === list.selectedCategory ||
            (command.categoryId !== null && !list.categories.some((c) => c.id === command.categoryId))
            ? EMPTY
            : of(TourEvents.TourCategorySelected.create({ categoryId: command.categoryId }));
        case 'SelectTourVenue':
          return command.venue === list.selectedVenue || (command.venue !== null && !list.venues.includes(command.venue))
            ? EMPTY
            : of(TourEvents.TourVenueSelected.create({ venue: command.venue }));
        case 'ResetTourFilters':
          return of(TourEvents.TourFiltersReset.create({}));
      }
    }),
  );

  return merge(open$, day$, filters$);
};

// ---- the single tour -------------------------------------------------------------------------

interface Bounds {
  readonly first: IsoDate;
  readonly last: IsoDate | null;
}

/** The bookable range: from today (or the tour's first date, if later) to its last date. */
function boundsOf(tour: TourState): Bounds | null {
  if (tour.today === null) return null;
  return { first: tour.lifetime ? maxDate(tour.today, tour.lifetime.first) : tour.today, last: tour.lifetime?.last ?? null };
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
        const selected = of(TourEvents.TourDateSelected.create({ tourId, date }));
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
              // Back on a tour with a booking in progress: its date, if still bookable.
              const kept = tourForm.date !== null && tourForm.date >= bounds.first && (bounds.last === null || tourForm.date <= bounds.last) ? tourForm.date : null;
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
      if (command.type === 'OpenTour') return Number.isSafeInteger(command.tourId) && command.tourId > 0 ? open(command.tourId) : EMPTY;
      const { tour } = state$.value;
      const bounds = boundsOf(tour);
      if (tour.tourId === null || bounds === null || !IsoDate.is(command.date)) return EMPTY;
      if (command.date < bounds.first || (bounds.last !== null && command.date > bounds.last)) return EMPTY;
      return chooseDate(tour.tourId, command.date);
    }),
  );

  const months$ = command$.pipe(
    ofType('ShowTourMonth'),
    switchMap(({ month }) => {
      const { tour } = state$.value;
      const bounds = boundsOf(tour);
      if (tour.tourId === null || bounds === null || !isMonth(month) || month === tour.month) return EMPTY;
      if (month < monthOf(bounds.first) || (bounds.last !== null && month > monthOf(bounds.last))) return EMPTY;
      return showMonth(api, tour.tourId, month);
    }),
  );

  return merge(dates$, months$);
};

// ---- the form --------------------------------------------------------------------------------


export const tourFormEpic: ToursEpic = (command$, state$, { random, storage }) => {
  const store = privateAnswers(storage);

  const edits$ = command$.pipe(
    ofType('ChooseTourTime', 'ChangeTourTicketCount', 'ChangeTourPriceCount', 'AnswerTourQuestion', 'ToggleTourAnswer'),
    mergeMap((command): Observable<DomainEvent> => {
      const form = state$.value.tourForm;
      const tourId = form.tourId;
      if (tourId === null) return EMPTY;
      switch (command.type) {
        case 'ChooseTourTime': {
          const option = formTimes(form).find((o) => o.time === command.time);
          // Only a change is a fact: the chosen time again, or one the day does not have, is none.
          return option === undefined || option.soldOut || !timeChanges(form, command.time) ? EMPTY : of(TourEvents.TourTimeSelected.create({ tourId, time: command.time }));
        }
        // The epic decides the count (parsed, a rise capped by the rules); the event records it.
        case 'ChangeTourTicketCount': {
          const subticketId = command.subticketId ?? null;
          const count = decideTicketCount(form, command.ticketId, subticketId, cut(command.input));
          return count === null ? EMPTY : of(TourEvents.TourTicketCountChanged.create({ tourId, ticketId: command.ticketId, subticketId, count }));
        }
        case 'ChangeTourPriceCount': {
          const count = decidePriceCount(form, command.priceId, cut(command.input));
          return count === null ? EMPTY : of(TourEvents.TourPriceCountChanged.create({ tourId, priceId: command.priceId, count }));
        }
        case 'ToggleTourAnswer': {
          const question = form.context.questions.find((q) => q.id === command.qId);
          if (question?.type !== 'checkbox' || !question.answers?.some((a) => a.id === command.answerId)) return EMPTY;
          return of(TourEvents.TourAnswerToggled.create({ tourId, qId: command.qId, answerId: command.answerId }));
        }
        case 'AnswerTourQuestion': {
          const question = form.context.questions.find((q) => q.id === command.qId);
          if (question === undefined) return EMPTY;
          const key = String(question.id);
          // The same answer again is no fact.
          const answered = (value: string | number | null): Observable<DomainEvent> =>
            answerChanges(form, question.id, question.type, value) ? of(TourEvents.TourQuestionAnswered.create({ tourId, qId: question.id, type: question.type, value })) : EMPTY;
          switch (question.type) {
            case 'radio':
            case 'select': {
              if (command.value === null || command.value === '') return answered(null);
              const id = Number(command.value);
              return question.answers?.some((a) => a.id === id) ? answered(id) : EMPTY;
            }
            case 'number':
              return answered(command.value === null ? null : String(command.value).slice(0, MAX_INPUT));
            case 'text':
            case 'textarea': {
              // The text goes to the private store; the log only learns whether there is one.
              const text = command.value === null ? '' : String(command.value).slice(0, MAX_TEXT);
              const previous = form.answers[key]?.value;
              const ref = isPrivateRef(previous) ? previous : null;
              if (text.trim() === '') {
                if (ref !== null) store.remove(ref);
                return answered(null);
              }
              const next = ref ?? privateRef(random.id());
              store.set(next, text);
              return answered(next);
            }
            case 'checkbox':
              return EMPTY;
          }
        }
      }
    }),
  );

  // Submit: exhaustMap, so a double click cannot book twice.
  const add$ = command$.pipe(
    ofType('AddTourToBasket'),
    exhaustMap((): Observable<DomainEvent> => {
      const form = state$.value.tourForm;
      // Nothing changed since this form was added: a second click of a double click, not a second booking.
      if (form.tourId === null || form.addedLineId !== null) return EMPTY;
      const { lines } = state$.value.cart;
      const line = overbookedByBasket(form, lines) ? null : tourLineOf(form);
      if (line === null) return of(TourEvents.TourBookingRejected.create({ tourId: form.tourId, reasons: rejectionReasons(form, lines) }));
      const lineId = random.id();
      const venue = state$.value.tourList.list.find((tour) => tour.id === form.tourId)?.venue;
      const admitted = admitLine(lines, venue ? { ...line, venue } : line, lineId);
      if (!admitted.ok) {
        reportRefusal('the guided tours', admitted.refusal);
        return EMPTY;
      }
      return of(admitted.event, TourEvents.TourAddedToBasket.create({ tourId: form.tourId, lineId }));
    }),
  );

  // Free texts no line and no form refers to any more are forgotten (a removed line, a new tour).
  const prune$ = state$.pipe(
    map((s) => [...liveRefs(s.cart.lines, s.tourForm.answers)].sort().join('\n')),
    distinctUntilChanged(),
    tap((joined) => store.prune(new Set(joined === '' ? [] : joined.split('\n')))),
    ignoreElements(),
  );

  return merge(edits$, add$, prune$);
};

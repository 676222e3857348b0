import * as t from 'io-ts';
import { defineEvent, NoData } from '../define';
import { Count, IsoDate } from '../primitives';
import { TourAnswer } from '../cart-line';
import {
  CatalogueGroup,
  LifetimeRange,
  TourDays,
  TourInfo,
  TourListing,
  TourPriceOffer,
  TourQuestionOffer,
  TourCard,
  TourSchedule,
  TourTicketOffer,
} from '../catalogue';
import { LoadFailure } from '../load-failure';

// Event modules export event definitions only: the registry spreads them.
//
// Personal data: the only text a visitor types on the tour pages is the answer to a free-text
// question (text, textarea). It never enters these events: `TourQuestionAnswered` carries an
// opaque reference instead, and the text stays in the private answer store (see
// src/domain/tours/private-answers.ts and docs/decisions.md).

const TourId = t.number;
/** "HH:mm", museum local time. */
const Time = t.string;
/** "YYYY-MM". */
const Month = t.string;
const ToursPerDate = t.record(t.string, t.array(t.number));

// ---- the list (guided-tours) ---------------------------------------------------------------

/** The list page was opened; `today` is the museum's date from the clock, the base of the next-few-days filters. */
export const TourListRequested = defineEvent('TourListRequested', 1, t.strict({ today: IsoDate }));
export const TourListLoaded = defineEvent('TourListLoaded', 1, t.strict({ tours: t.array(TourListing) }));
export const TourListLoadFailed = defineEvent('TourListLoadFailed', 1, LoadFailure);
export const TourCategoriesLoaded = defineEvent('TourCategoriesLoaded', 1, t.strict({ categories: t.array(CatalogueGroup) }));
export const TourCategoriesLoadFailed = defineEvent('TourCategoriesLoadFailed', 1, LoadFailure);
/** The tour overview: `date` and the `lookahead` days after it → ids of the tours with places that day. */
export const TourOverviewLoaded = defineEvent(
  'TourOverviewLoaded',
  1,
  t.strict({ date: IsoDate, lookahead: t.number, toursPerDate: ToursPerDate }),
);
export const TourOverviewLoadFailed = defineEvent(
  'TourOverviewLoadFailed',
  1,
  t.intersection([t.strict({ date: IsoDate, lookahead: t.number }), LoadFailure]),
);
/** A tour's sold-out dates between start and end (both inclusive). Folded by the list and the single tour. */
export const TourSoldOutDatesLoaded = defineEvent(
  'TourSoldOutDatesLoaded',
  1,
  t.strict({ tourId: TourId, start: IsoDate, end: IsoDate, dates: t.array(IsoDate) }),
);
/**
 * The list's sold-out dates between start and end (both inclusive), for every tour whose lookup
 * answered: tour id → its sold-out dates. One fact for the whole list (the lookups run side by
 * side), where one TourSoldOutDatesLoaded per tour cost the log a line each. Folded by the list.
 */
export const TourListSoldOutDatesLoaded = defineEvent(
  'TourListSoldOutDatesLoaded',
  1,
  t.strict({ start: IsoDate, end: IsoDate, soldOut: t.record(t.string, t.array(IsoDate)) }),
);
/**
 * The cards of the listed tours: next date with places, places left that day, "from"
 * price. One fact for the list, after the lookups side by side; a tour whose calendar could not
 * be read, or has no date in the window, has none.
 */
export const TourCardsLoaded = defineEvent('TourCardsLoaded', 1, t.strict({ cards: t.array(TourCard) }));
/** `language` is the lowercase language identifier (the key of `selectedLanguages`). */
export const TourLanguageToggled = defineEvent('TourLanguageToggled', 1, t.strict({ language: t.string }));
export const TourCategorySelected = defineEvent('TourCategorySelected', 1, t.strict({ categoryId: t.union([t.number, t.null]) }));
export const TourVenueSelected = defineEvent('TourVenueSelected', 1, t.strict({ venue: t.union([t.string, t.null]) }));
export const TourDaySelected = defineEvent('TourDaySelected', 1, t.strict({ date: t.union([IsoDate, t.null]) }));
export const TourFiltersReset = defineEvent('TourFiltersReset', 1, NoData);

// ---- the single tour (guided-tours/{id}) ---------------------------------------------------

/** A tour page was opened; `today` (museum date) bounds the calendar. Another tour resets the form. */
export const TourRequested = defineEvent('TourRequested', 1, t.strict({ tourId: TourId, today: IsoDate }));
export const TourLoaded = defineEvent(
  'TourLoaded',
  1,
  t.strict({
    tourId: TourId,
    tour: TourInfo,
    tickets: t.array(TourTicketOffer),
    priceList: t.array(TourPriceOffer),
    questions: t.array(TourQuestionOffer),
  }),
);
export const TourLoadFailed = defineEvent('TourLoadFailed', 1, t.intersection([t.strict({ tourId: TourId }), LoadFailure]));
export const TourLifetimeLoaded = defineEvent(
  'TourLifetimeLoaded',
  1,
  t.intersection([t.strict({ tourId: TourId }), LifetimeRange]),
);
export const TourLifetimeLoadFailed = defineEvent('TourLifetimeLoadFailed', 1, t.intersection([t.strict({ tourId: TourId }), LoadFailure]));
/** The calendar shows `month` (loading until TourCalendarLoaded for it). */
export const TourMonthShown = defineEvent('TourMonthShown', 1, t.strict({ tourId: TourId, month: Month }));
/** date → "HH:mm" → { tickets (places left), timeslotId, soldout }, for start…end. */
export const TourCalendarLoaded = defineEvent(
  'TourCalendarLoaded',
  1,
  t.strict({ tourId: TourId, month: Month, start: IsoDate, end: IsoDate, days: TourDays }),
);
export const TourCalendarLoadFailed = defineEvent(
  'TourCalendarLoadFailed',
  1,
  t.intersection([t.strict({ tourId: TourId, month: Month }), LoadFailure]),
);
/** The visitor (or the page, on opening) chose a date; the form picks the time (001 §4). */
export const TourDateSelected = defineEvent('TourDateSelected', 1, t.strict({ tourId: TourId, date: IsoDate }));
/** The tickets and schedule for one day; a schedule entry's priceList overrides the tour's. */
export const TourDayLoaded = defineEvent(
  'TourDayLoaded',
  1,
  t.strict({
    tourId: TourId,
    date: IsoDate,
    tickets: t.array(TourTicketOffer),
    priceList: t.array(TourPriceOffer),
    schedule: TourSchedule,
  }),
);
export const TourSoldOutTimeslotsLoaded = defineEvent(
  'TourSoldOutTimeslotsLoaded',
  1,
  t.strict({ tourId: TourId, date: IsoDate, times: t.record(t.string, t.boolean) }),
);
/** `date` has no places left: `next` is the next date that has (null: none up to the tour's last date). */
export const TourNextAvailableDateFound = defineEvent(
  'TourNextAvailableDateFound',
  1,
  t.strict({ tourId: TourId, date: IsoDate, next: t.union([IsoDate, t.null]) }),
);
export const TourTimeSelected = defineEvent('TourTimeSelected', 1, t.strict({ tourId: TourId, time: Time }));
/*
 * The form's choices below are the visitor's, decided at once from a command in the form of
 * the tour opened (TourRequested): they name what was chosen by id and carry no tour id and
 * nothing of the catalogue (a question's kind is the tour's: the form reads it there). Earlier
 * versions carried both; the upcasters in src/app/areas/tours.ts drop them.
 */
/**
 * Without `subticketId`: the ticket's own count. `count` as decided: the epic parsed what was
 * typed (anything non-numeric is 0, 001 §5) and capped a rise at what the rules leave. v1
 * carried the text as typed.
 */
export const TourTicketCountChanged = defineEvent(
  'TourTicketCountChanged',
  3,
  t.intersection([t.strict({ ticketId: t.number, count: Count }), t.exact(t.partial({ subticketId: t.number }))]),
);
/** The number of tours of a price-list entry, decided as for tickets. */
export const TourPriceCountChanged = defineEvent('TourPriceCountChanged', 3, t.strict({ priceId: t.number, count: Count }));
/**
 * radio/select: the answer id (null clears); number: the raw value; text/textarea: an opaque
 * reference into the private answer store, or null when the field is empty.
 */
export const TourQuestionAnswered = defineEvent('TourQuestionAnswered', 2, t.strict({ qId: t.number, value: TourAnswer.type.props.value }));
/** A checkbox answer switched on or off. */
export const TourAnswerToggled = defineEvent('TourAnswerToggled', 2, t.strict({ qId: t.number, answerId: t.number }));
/** Add to basket refused: the form shows every message from now on. */
export const TourBookingRejected = defineEvent('TourBookingRejected', 1, t.strict({ tourId: TourId, reasons: t.array(t.string) }));
/** The booking went into the basket as line `lineId` (the CartLineAdded before it); the counts and answers start afresh. */
export const TourAddedToBasket = defineEvent('TourAddedToBasket', 1, t.strict({ tourId: TourId, lineId: t.string }));

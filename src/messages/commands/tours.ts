import type { IsoDate } from '../primitives';

// ---- the list ------------------------------------------------------------------------------
export type OpenTourList = { type: 'OpenTourList' };
/** `language`: the list entry's langIdentifier, any case. */
export type ToggleTourLanguage = { type: 'ToggleTourLanguage'; language: string };
export type SelectTourCategory = { type: 'SelectTourCategory'; categoryId: number | null };
export type SelectTourVenue = { type: 'SelectTourVenue'; venue: string | null };
/** A day filter (a next-few-days button or any date); null shows every day. */
export type SelectTourDay = { type: 'SelectTourDay'; date: IsoDate | null };
export type ResetTourFilters = { type: 'ResetTourFilters' };
/** These listed tours' cards came near the screen (one batch per frame). */
export type LookUpTourCards = { type: 'LookUpTourCards'; tourIds: readonly number[] };

// ---- the single tour -----------------------------------------------------------------------
export type OpenTour = { type: 'OpenTour'; tourId: number };
/** Calendar month navigation, "YYYY-MM". */
export type ShowTourMonth = { type: 'ShowTourMonth'; month: string };
export type ChooseTourDate = { type: 'ChooseTourDate'; date: IsoDate };
export type ChooseTourTime = { type: 'ChooseTourTime'; time: string };
/** A ticket's count, or one of its sub-tickets' (`subticketId`). `input` as typed. */
export type ChangeTourTicketCount = { type: 'ChangeTourTicketCount'; ticketId: number; subticketId?: number; input: string | number };
/** A price-list entry's count (number of tours). */
export type ChangeTourPriceCount = { type: 'ChangeTourPriceCount'; priceId: number; input: string | number };
/**
 * radio/select: the answer id (null clears); text, textarea, number: the raw value. Free text
 * travels in the command only (never persisted) and is kept out of the log by the epic.
 */
export type AnswerTourQuestion = { type: 'AnswerTourQuestion'; qId: number; value: string | number | null };
/** Switch one checkbox answer on or off. */
export type ToggleTourAnswer = { type: 'ToggleTourAnswer'; qId: number; answerId: number };
export type AddTourToBasket = { type: 'AddTourToBasket' };

export type TourCommand =
  | OpenTourList
  | ToggleTourLanguage
  | SelectTourCategory
  | SelectTourVenue
  | SelectTourDay
  | ResetTourFilters
  | LookUpTourCards
  | OpenTour
  | ShowTourMonth
  | ChooseTourDate
  | ChooseTourTime
  | ChangeTourTicketCount
  | ChangeTourPriceCount
  | AnswerTourQuestion
  | ToggleTourAnswer
  | AddTourToBasket;

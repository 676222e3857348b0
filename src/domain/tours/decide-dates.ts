import { IsoDate } from '../../messages';
import { isMonth, maxDate, monthOf, type Month } from './dates';
import type { TourState } from './tour-read-model';

/**
 * Which of the single tour's requests the epic takes (001 §4): a tour id that can be one, a date
 * or month within the bookable range, a booking's date kept when the visitor comes back. The
 * epic loads what these admit; anything else is no request at all.
 */

export interface Bounds {
  readonly first: IsoDate;
  readonly last: IsoDate | null;
}

/** The bookable range: from today (or the tour's first date, if later) to its last date. */
export function boundsOf(tour: TourState): Bounds | null {
  if (tour.today === null) return null;
  return { first: tour.lifetime ? maxDate(tour.today, tour.lifetime.first) : tour.today, last: tour.lifetime?.last ?? null };
}

/** A date within the range (the last date included). */
export const inBounds = (bounds: Bounds, date: IsoDate): boolean => date >= bounds.first && (bounds.last === null || date <= bounds.last);

/** An id a tour can have: a whole number above 0. */
export const tourIdOk = (tourId: number): boolean => Number.isSafeInteger(tourId) && tourId > 0;

/** A date the visitor may choose: the open tour's, a date, within the range. */
export function choosableDate(tour: TourState, date: string): date is IsoDate {
  const bounds = boundsOf(tour);
  return tour.tourId !== null && bounds !== null && IsoDate.is(date) && inBounds(bounds, date);
}

/** A month the calendar may show: another one than shown, within the range's months. */
export function showableMonth(tour: TourState, month: string): month is Month {
  const bounds = boundsOf(tour);
  if (tour.tourId === null || bounds === null || !isMonth(month) || month === tour.month) return false;
  return month >= monthOf(bounds.first) && (bounds.last === null || month <= monthOf(bounds.last));
}

/** Back on a tour with a booking in progress: its date, if still bookable. */
export const keptDate = (bounds: Bounds, date: IsoDate | null): IsoDate | null => (date !== null && inBounds(bounds, date) ? date : null);

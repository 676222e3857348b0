import type { TourCard, TourDays, TourListing } from '../../messages/catalogue';
import type { Cents, IsoDate } from '../../messages';
import { addDays } from './dates';
import { languageKey, NEXT_FEW_DAYS, type NextFewDaysKey, type TourListState } from './list-read-model';
import { nextDateWithPlaces, timesOn } from './times';
import { isIsoDate } from '../../kernel/museum-time';

/** What the tour list shows (001 §2): the tours the filters leave, the quick days and each tour's card. */

// ---- the list ------------------------------------------------------------------------------

export interface VisibleTour {
  readonly tour: TourListing;
  /** Sold out on the selected day (only with a day filter). */
  readonly soldOut: boolean;
}

const selectedLanguageKeys = (list: TourListState): string[] =>
  Object.entries(list.selectedLanguages)
    .filter(([, v]) => v.selected)
    .map(([k]) => k);

/** Is the selected day's overview still on its way? */
export function dayLoading(list: TourListState): boolean {
  const day = list.selectedDay;
  return day !== null && list.toursPerDate[day] === undefined && !list.overviewFailed.includes(day);
}

/**
 * The list after the filters (001 §2): languages (none selected = all), category, venue, day.
 * With a day, a tour shows when it has places that day (the overview) or is sold out that day
 * (then marked). Order: as the API sent it.
 */
export function visibleTours(list: TourListState): VisibleTour[] {
  const languages = selectedLanguageKeys(list);
  const day = list.selectedDay;
  const available = day === null ? null : new Set(list.toursPerDate[day] ?? []);
  return list.list.flatMap((tour): VisibleTour[] => {
    if (languages.length > 0 && !languages.includes(languageKey(tour.langIdentifier))) return [];
    if (list.selectedCategory !== null && !(tour.custom_groups ?? []).some((g) => g.id === list.selectedCategory)) return [];
    if (list.selectedVenue !== null && tour.venue !== list.selectedVenue) return [];
    if (day === null || available === null) return [{ tour, soldOut: false }];
    if (available.has(tour.id)) return [{ tour, soldOut: false }];
    return (list.soldOutDates[String(tour.id)] ?? []).includes(day) ? [{ tour, soldOut: true }] : [];
  });
}

/** 001 §8 "no tours for the filters": the list is there, nothing matches, and nothing is still loading. */
export function noToursForFilters(list: TourListState): boolean {
  return list.listStatus === 'loaded' && list.list.length > 0 && !dayLoading(list) && visibleTours(list).length === 0;
}

export function filtersActive(list: TourListState): boolean {
  return (
    list.selectedCategory !== null ||
    list.selectedVenue !== null ||
    list.selectedDay !== null ||
    Object.values(list.selectedLanguages).some((v) => v.selected)
  );
}

export interface QuickDay {
  readonly key: NextFewDaysKey;
  readonly date: IsoDate;
  /** At least one tour has places that day. */
  readonly hasTours: boolean;
}

/** The next-few-days quick filters with their dates. */
export function quickDays(list: TourListState): QuickDay[] {
  const today = list.today;
  if (today === null) return [];
  return NEXT_FEW_DAYS.map(([key, offset]) => ({ key, date: addDays(today, offset), hasTours: list.nextFewDays[key] }));
}

export type DayMark = 'available' | 'soldOut' | 'none';

/** A tour's next few days for its card: places, sold out, or not running. */
export function tourDays(list: TourListState, tourId: number): Array<{ date: IsoDate; mark: DayMark }> {
  const soldOut = list.soldOutDates[String(tourId)] ?? [];
  return quickDays(list).map(({ date }) => ({
    date,
    mark: (list.toursPerDate[date] ?? []).includes(tourId) ? 'available' : soldOut.includes(date) ? 'soldOut' : 'none',
  }));
}

// ---- the cards -----------------------------------------------------------------------------------

/**
 * A tour's card from its calendar window: the first date from `today` with an open time (not
 * full, not among the sold-out dates the list knows) and the places of its open times together.
 * Null when the window holds no date from today at all: a tour not running then is not sold out,
 * so its card says nothing rather than "Sold out".
 */
export function tourCardOf(tourId: number, days: TourDays, today: IsoDate, soldOutDates: readonly string[], fromPrice: Cents | null): TourCard | null {
  if (!Object.keys(days).some((d) => d >= today)) return null;
  const next = nextDateWithPlaces(days, addDays(today, -1), null, soldOutDates);
  const placesLeft = next === null ? 0 : timesOn(days, next).reduce((n, t) => n + t.placesLeft, 0);
  return { tourId, next, placesLeft, fromPrice };
}

/**
 * The dates of a calendar window from `today` on whose times are all full: what the sold-out
 * lookup answers for those days, read from the calendar the card needs anyway (one request per
 * card less, issue 33).
 */
export function soldOutDaysOf(days: TourDays, today: IsoDate): IsoDate[] {
  return Object.keys(days)
    .filter((d): d is IsoDate => {
      if (!isIsoDate(d) || d < today) return false;
      const times = timesOn(days, d);
      return times.length > 0 && times.every((t) => t.soldOut);
    })
    .sort();
}

/**
 * A listed tour's card, and whether it is still to be looked up (its space is kept meanwhile):
 * cards are looked up as they come near the screen, and one whose lookup failed stays without.
 */
export function tourCard(list: TourListState, tourId: number): { readonly offer: TourCard | undefined; readonly pending: boolean } {
  const offer = list.cards?.[String(tourId)];
  return { offer, pending: offer === undefined };
}

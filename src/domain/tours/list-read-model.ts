import * as t from 'io-ts';
import { assertNever, IsoDate, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';
import { CatalogueGroup, TourCard, TourListing } from '../../messages/catalogue';
import { addDays } from './dates';

/**
 * The guided-tour list (001 §3 "Guided tours state"): the list, its filters, the tour overview
 * and the sold-out dates. Filtering itself is a selector (selectors.ts).
 */

const Status = t.keyof({ idle: null, loading: null, loaded: null, failed: null });
export type ListStatus = t.TypeOf<typeof Status>;

/**
 * The next-few-days quick filters: is there a tour today, tomorrow, in two and in three days.
 * The spec's fifth flag, inFourDays, copied the third day's value; it is not kept (decisions.md).
 */
export const NextFewDays = t.type({ today: t.boolean, tomorrow: t.boolean, inTwoDays: t.boolean, inThreeDays: t.boolean });
export type NextFewDays = t.TypeOf<typeof NextFewDays>;
export type NextFewDaysKey = keyof NextFewDays;

/** Offsets from today, in the order the quick filters show them. */
export const NEXT_FEW_DAYS: ReadonlyArray<readonly [NextFewDaysKey, number]> = [
  ['today', 0],
  ['tomorrow', 1],
  ['inTwoDays', 2],
  ['inThreeDays', 3],
];
/** The overview is asked for today and this many days after it: the quick filters' range. */
export const LOOKAHEAD_DAYS = 3;

export const TourListState = t.intersection([
  t.type({
    today: t.union([IsoDate, t.null]),
    list: t.array(TourListing),
    listStatus: Status,
    /** Every category the API sent; `categories` is the ones with a tour. */
    allCategories: t.array(CatalogueGroup),
    categories: t.array(CatalogueGroup),
    categoriesStatus: Status,
    /** Keyed by the lowercase language identifier. */
    selectedLanguages: t.record(t.string, t.type({ name: t.string, selected: t.boolean })),
    venues: t.array(t.string),
    selectedCategory: t.union([t.number, t.null]),
    selectedVenue: t.union([t.string, t.null]),
    selectedDay: t.union([IsoDate, t.null]),
    /** date → ids of the tours with places that day (the tour overview). */
    toursPerDate: t.record(t.string, t.array(t.number)),
    /** Dates the overview was asked for and failed. */
    overviewFailed: t.array(t.string),
    /** tour id → sold-out dates (only dates the list asked about). */
    soldOutDates: t.record(t.string, t.array(IsoDate)),
    nextFewDays: NextFewDays,
  }),
  /**
   * tour id → its card (next date with places, places left, "from" price): absent until the
   * cards were looked up, so the cards keep their space meanwhile; snapshots written before
   * cards existed still restore.
   */
  t.partial({ cards: t.record(t.string, TourCard) }),
]);
export type TourListState = t.TypeOf<typeof TourListState>;

const noDays: NextFewDays = { today: false, tomorrow: false, inTwoDays: false, inThreeDays: false };

export const initialTourList: TourListState = {
  today: null,
  list: [],
  listStatus: 'idle',
  allCategories: [],
  categories: [],
  categoriesStatus: 'idle',
  selectedLanguages: {},
  venues: [],
  selectedCategory: null,
  selectedVenue: null,
  selectedDay: null,
  toursPerDate: {},
  overviewFailed: [],
  soldOutDates: {},
  nextFewDays: noDays,
};

const handles = [
  'TourListRequested',
  'TourListLoaded',
  'TourListLoadFailed',
  'TourCategoriesLoaded',
  'TourCategoriesLoadFailed',
  'TourOverviewLoaded',
  'TourOverviewLoadFailed',
  'TourSoldOutDatesLoaded',
  'TourListSoldOutDatesLoaded',
  'TourCardsLoaded',
  'TourLanguageToggled',
  'TourCategorySelected',
  'TourVenueSelected',
  'TourDaySelected',
  'TourFiltersReset',
] as const;
export type TourListEvent = EventOf<(typeof handles)[number]>;

export const languageKey = (language: string): string => language.trim().toLowerCase();

/** 001 §3: categories with no tour are removed. */
export function categoriesWithTours(categories: readonly CatalogueGroup[], list: readonly TourListing[]): CatalogueGroup[] {
  const used = new Set(list.flatMap((tour) => (tour.custom_groups ?? []).map((g) => g.id)));
  return categories.filter((c) => used.has(c.id));
}

function languagesOf(list: readonly TourListing[], previous: TourListState['selectedLanguages']): TourListState['selectedLanguages'] {
  const out: Record<string, { name: string; selected: boolean }> = {};
  for (const tour of list) {
    const key = languageKey(tour.langIdentifier);
    if (key === '' || out[key]) continue;
    out[key] = { name: tour.langName, selected: previous[key]?.selected ?? false };
  }
  return out;
}

function venuesOf(list: readonly TourListing[]): string[] {
  return [...new Set(list.map((tour) => tour.venue).filter((v) => v !== ''))].sort((a, b) => a.localeCompare(b));
}

/** The quick filters from the overview: a day is offered when at least one tour has places. */
export function nextFewDaysOf(today: string | null, toursPerDate: TourListState['toursPerDate']): NextFewDays {
  if (today === null || !IsoDate.is(today)) return noDays;
  const has = (offset: number): boolean => (toursPerDate[addDays(today, offset)]?.length ?? 0) > 0;
  return { today: has(0), tomorrow: has(1), inTwoDays: has(2), inThreeDays: has(3) };
}

/** The dates an overview call covers: `date` and the `lookahead` days after it. */
export function askedDays(date: IsoDate, lookahead: number): string[] {
  return Array.from({ length: Math.min(31, Math.max(0, Math.floor(lookahead))) + 1 }, (_, i) => addDays(date, i));
}

function withOverview(state: TourListState, toursPerDate: TourListState['toursPerDate']): TourListState {
  return { ...state, toursPerDate, nextFewDays: nextFewDaysOf(state.today, toursPerDate) };
}

/** A tour's sold-out dates with start…end replaced by what a lookup of that range answered. */
function withSoldOut(all: TourListState['soldOutDates'], key: string, start: IsoDate, end: IsoDate, dates: readonly IsoDate[]): TourListState['soldOutDates'] {
  const kept = (all[key] ?? []).filter((d) => d < start || d > end);
  const inRange = dates.filter((d) => d >= start && d <= end);
  return { ...all, [key]: [...new Set([...kept, ...inRange])].sort() };
}

export function reduceTourList(state: TourListState, event: TourListEvent): TourListState {
  switch (event.type) {
    case 'TourListRequested': {
      // A new day makes yesterday's overview, sold-out dates and cards stale; the same day keeps
      // them (and the filters) while the fresh answers arrive.
      const sameDay = state.today === event.data.today;
      const { cards: _stale, ...withoutCards } = state;
      const base: TourListState = sameDay
        ? state
        : { ...withoutCards, today: event.data.today, toursPerDate: {}, soldOutDates: {}, overviewFailed: [], selectedDay: state.selectedDay !== null && state.selectedDay >= event.data.today ? state.selectedDay : null };
      return {
        ...withOverview(base, base.toursPerDate),
        listStatus: state.listStatus === 'loaded' ? 'loaded' : 'loading',
        categoriesStatus: state.categoriesStatus === 'loaded' ? 'loaded' : 'loading',
      };
    }
    case 'TourListLoaded': {
      const list = event.data.tours;
      const venues = venuesOf(list);
      return {
        ...state,
        list,
        listStatus: 'loaded',
        selectedLanguages: languagesOf(list, state.selectedLanguages),
        venues,
        categories: categoriesWithTours(state.allCategories, list),
        selectedVenue: state.selectedVenue !== null && venues.includes(state.selectedVenue) ? state.selectedVenue : null,
      };
    }
    case 'TourListLoadFailed':
      return { ...state, listStatus: 'failed' };
    case 'TourCategoriesLoaded': {
      const categories = categoriesWithTours(event.data.categories, state.list);
      return {
        ...state,
        allCategories: event.data.categories,
        categories,
        categoriesStatus: 'loaded',
        selectedCategory: categories.some((c) => c.id === state.selectedCategory) ? state.selectedCategory : null,
      };
    }
    case 'TourCategoriesLoadFailed':
      return { ...state, categoriesStatus: 'failed' };
    case 'TourOverviewLoaded': {
      const { date, lookahead } = event.data;
      const asked = askedDays(date, lookahead);
      const toursPerDate: Record<string, number[]> = { ...state.toursPerDate };
      // Every asked day gets an entry, so "no tour has places that day" differs from "not asked yet".
      for (const day of asked) toursPerDate[day] = event.data.toursPerDate[day] ?? [];
      return { ...withOverview(state, toursPerDate), overviewFailed: state.overviewFailed.filter((d) => !asked.includes(d)) };
    }
    case 'TourOverviewLoadFailed': {
      const { date, lookahead } = event.data;
      return { ...state, overviewFailed: [...new Set([...state.overviewFailed, ...askedDays(date, lookahead)])].sort() };
    }
    // Logs recorded before the list's lookups became one fact hold one of these per tour.
    case 'TourSoldOutDatesLoaded': {
      const { tourId, start, end, dates } = event.data;
      return { ...state, soldOutDates: withSoldOut(state.soldOutDates, String(tourId), start, end, dates) };
    }
    case 'TourListSoldOutDatesLoaded': {
      const { start, end, soldOut } = event.data;
      let soldOutDates = state.soldOutDates;
      for (const [key, dates] of Object.entries(soldOut)) soldOutDates = withSoldOut(soldOutDates, key, start, end, dates);
      return { ...state, soldOutDates };
    }
    case 'TourCardsLoaded':
      return { ...state, cards: { ...state.cards, ...Object.fromEntries(event.data.cards.map((c) => [String(c.tourId), c])) } };
    case 'TourLanguageToggled': {
      const key = languageKey(event.data.language);
      const entry = state.selectedLanguages[key];
      if (!entry) return state;
      return { ...state, selectedLanguages: { ...state.selectedLanguages, [key]: { ...entry, selected: !entry.selected } } };
    }
    case 'TourCategorySelected':
      return state.selectedCategory === event.data.categoryId ? state : { ...state, selectedCategory: event.data.categoryId };
    case 'TourVenueSelected':
      return state.selectedVenue === event.data.venue ? state : { ...state, selectedVenue: event.data.venue };
    case 'TourDaySelected':
      return state.selectedDay === event.data.date ? state : { ...state, selectedDay: event.data.date };
    case 'TourFiltersReset':
      return {
        ...state,
        selectedCategory: null,
        selectedVenue: null,
        selectedDay: null,
        selectedLanguages: Object.fromEntries(Object.entries(state.selectedLanguages).map(([k, v]) => [k, { ...v, selected: false }])),
      };
    default:
      return assertNever(event);
  }
}

export const tourListReadModel = defineReadModel({
  handles,
  initial: initialTourList,
  codec: TourListState,
  reduce: reduceTourList,
});

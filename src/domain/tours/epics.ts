/** The tours' epics, one module per screen part: the list, the single tour, the form. */
export type { ToursDeps, ToursEpic, ToursSlice } from './epic-types';
export { tourListEpic } from './list-epic';
export { NEXT_DATE_SEARCH_MONTHS, tourEpic } from './tour-epic';
export { tourFormEpic } from './form-epic';

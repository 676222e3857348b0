import * as events from '../../messages/events/tours';
import { tourEpic, tourFormEpic, tourListEpic } from '../../domain/tours/epics';
import { defineArea } from '../../engine/area';
import { toursReadModels } from '../../domain/tours/slices';
import { parseCount } from '../../domain/tours/rules';

/**
 * Guided tours: loads with the tour routes, and with the basket when it holds a tour (whose
 * removal must forget the booking's private answers at once).
 */
export const toursArea = defineArea({
  name: 'tours',
  readModels: toursReadModels,
  epics: { tourList: tourListEpic, tour: tourEpic, tourForm: tourFormEpic },
  events,
  upcasters: {
    // v1 recorded the count as typed and the form parsed and capped it. The cap depended on the
    // form at the time, which an upcaster cannot see: an old log keeps the parsed count, and a
    // count above what the rules allow shows as the form's message to fix it.
    TourTicketCountChanged: { 1: (data) => countFromInput(data) },
    TourPriceCountChanged: { 1: (data) => countFromInput(data) },
  },
});

function countFromInput(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const { input, ...rest } = data as Record<string, unknown>;
  return { ...rest, count: parseCount(input) };
}

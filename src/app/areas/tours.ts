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
    TourTicketCountChanged: { 1: (data) => countFromInput(data), 2: (data) => choiceOnly(data) },
    TourPriceCountChanged: { 1: (data) => countFromInput(data), 2: (data) => choiceOnly(data) },
    // v1 of the answers carried the tour's id and the question's kind (the catalogue's).
    TourQuestionAnswered: { 1: (data) => choiceOnly(data) },
    TourAnswerToggled: { 1: (data) => choiceOnly(data) },
  },
});

/**
 * The form's choices without the tour's id (a choice is in the form of the tour opened; an old
 * entry of another tour, which the form ignored, now applies to it) and without catalogue
 * fields; a ticket's own count without `subticketId: null`.
 */
function choiceOnly(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const { tourId: _tour, type: _kind, subticketId, ...rest } = data as Record<string, unknown>;
  return subticketId === null || subticketId === undefined ? rest : { ...rest, subticketId };
}

function countFromInput(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const { input, ...rest } = data as Record<string, unknown>;
  return { ...rest, count: parseCount(input) };
}

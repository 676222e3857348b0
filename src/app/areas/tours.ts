import * as events from '../../messages/events/tours';
import { tourListReadModel } from '../../domain/tours/list-read-model';
import { tourReadModel } from '../../domain/tours/tour-read-model';
import { tourFormReadModel } from '../../domain/tours/form-read-model';
import { tourEpic, tourFormEpic, tourListEpic } from '../../domain/tours/epics';
import { defineArea } from './define';

/**
 * Guided tours: loads with the tour routes, and with the basket when it holds a tour (whose
 * removal must forget the booking's private answers at once).
 */
export const toursReadModels = { tourList: tourListReadModel, tour: tourReadModel, tourForm: tourFormReadModel } as const;

export const toursArea = defineArea({
  name: 'tours',
  readModels: toursReadModels,
  epics: { tourList: tourListEpic, tour: tourEpic, tourForm: tourFormEpic },
  events,
});

import * as events from '../../messages/events/merchandise';
import { merchandiseReadModel, productFormReadModel } from '../../domain/merchandise/read-model';
import { merchandiseEpic } from '../../domain/merchandise/epics';
import { defineArea } from '../../engine/area';

/**
 * Merchandise and annual passes: loads with their routes and with the basket (whose removed
 * pass lines must take their owners out of the owner store at once).
 */
export const merchandiseReadModels = { merchandise: merchandiseReadModel, productForm: productFormReadModel } as const;

export const merchandiseArea = defineArea({
  name: 'merchandise',
  readModels: merchandiseReadModels,
  epics: { merchandise: merchandiseEpic },
  events,
});

import * as events from '../../messages/events/merchandise';
import { merchandiseEpic } from '../../domain/merchandise/epics';
import { defineArea } from '../../engine/area';
import { merchandiseReadModels } from '../../domain/merchandise/slices';

/**
 * Merchandise and annual passes: loads with their routes and with the basket (whose removed
 * pass lines must take their owners out of the owner store at once).
 */
export const merchandiseArea = defineArea({
  name: 'merchandise',
  readModels: merchandiseReadModels,
  epics: { merchandise: merchandiseEpic },
  events,
});

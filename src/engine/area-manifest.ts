import { AREAS, eventCatalogue, type AreaName, type EventTypeOfPart } from '../messages';
import type { PartHandles } from '../event-log/parts';

/**
 * The core events an area's read models fold besides the area's own (vouchers: the code
 * read model clears its error when a code line is added, its confirmation when that line goes;
 * tickets: a basket ticket line's check ends when the line changes or goes; tours: the tour form's
 * free-text answers go when the basket is cleared). Checked against the area's read
 * models by `defineArea`. Known at boot, so a compaction that runs while the area is not
 * loaded keeps these events for it.
 */
export const areaCoreFolds = {
  tickets: ['CartLineChanged', 'CartLineRemoved', 'CartCleared'],
  merchandise: [],
  vouchers: ['CartLineAdded', 'CartLineRemoved', 'CartCleared'],
  tours: ['CartCleared'],
  customer: ['CustomerSignedOut'],
  payment: [],
} as const satisfies { readonly [A in AreaName]: readonly EventTypeOfPart<'core'>[] };

/** Every event type each area's read models fold: its own events and its core folds. */
export const areaHandles: PartHandles = Object.fromEntries(
  AREAS.map((area) => [area, [...Object.keys(eventCatalogue[area]), ...areaCoreFolds[area]]]),
);

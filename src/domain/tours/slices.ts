import { tourListReadModel } from './list-read-model';
import { tourReadModel } from './tour-read-model';
import { tourFormReadModel } from './form-read-model';

/**
 * Guided tours: the area's slices of the shop's state, by name. Its module in
 * app/areas/ registers them; engine/root-state.ts derives the state's type from every table.
 */
export const toursReadModels = { tourList: tourListReadModel, tour: tourReadModel, tourForm: tourFormReadModel } as const;

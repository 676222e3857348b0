import { merchandiseReadModel, productFormReadModel } from './read-model';

/**
 * Merchandise and annual passes: the area's slices of the shop's state, by name. Its module in
 * app/areas/ registers them; engine/root-state.ts derives the state's type from every table.
 */
export const merchandiseReadModels = { merchandise: merchandiseReadModel, productForm: productFormReadModel } as const;

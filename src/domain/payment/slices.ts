import { paymentReadModel } from './read-model';

/**
 * Checkout and payment: the area's slices of the shop's state, by name. Its module in
 * app/areas/ registers them; engine/root-state.ts derives the state's type from every table.
 */
export const paymentReadModels = { payment: paymentReadModel } as const;

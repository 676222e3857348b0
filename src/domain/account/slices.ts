import { customerFormsReadModel } from './forms-read-model';

/**
 * The customer area's slices of the shop's state, by name (signing in and out is the core's
 * `account`). Its module in app/areas/ registers them; engine/root-state.ts derives the
 * state's type from every table.
 */
export const customerReadModels = { customerForms: customerFormsReadModel } as const;

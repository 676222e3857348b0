import type { DomainEventType } from '../messages';
import type { HandledBy, StateOf } from '../event-log/read-model';
import { coreReadModels } from './core';
import { ticketsReadModels } from '../domain/tickets/slices';
import { merchandiseReadModels } from '../domain/merchandise/slices';
import { vouchersReadModels } from '../domain/vouchers/slices';
import { toursReadModels } from '../domain/tours/slices';
import { customerReadModels } from '../domain/account/slices';
import { paymentReadModels } from '../domain/payment/slices';

/**
 * Every read model the shop folds, core and areas: the `RootState` type. The browser imports
 * only the type from here: its runtime starts with the core (./core.ts) and registers areas as
 * their routes load (app/areas/). Node folds them all at once (`rootFold`, app/areas/all.ts).
 */
export const readModels = {
  ...coreReadModels,
  ...ticketsReadModels,
  ...merchandiseReadModels,
  ...vouchersReadModels,
  ...toursReadModels,
  ...customerReadModels,
  ...paymentReadModels,
} as const;

/**
 * The full state type. In the browser an area's slices are absent until the area registers;
 * a screen reads its area only after its route registered it (src/app/routes.tsx).
 */
export type RootState = StateOf<typeof readModels>;

/**
 * Compile-time exhaustiveness: every registered event is folded by at least one read model.
 * An event nobody folds would be logged and replayed for nothing; if this line fails to
 * compile, the error names the event type that no read model handles.
 */
type Unfolded = Exclude<DomainEventType, HandledBy<typeof readModels>>;
export const everyEventIsFolded: [Unfolded] extends [never] ? true : { unfolded: Unfolded } = true;

import type { DomainEventType } from '../messages';
import type { HandledBy, StateOf } from '../event-log/read-model';
import { createLogModel } from '../event-log/parts';
import { corePart, coreReadModels } from './core';
import { areaHandles } from './area-manifest';
import { allAreas } from '../app/areas/all';
import { ticketsReadModels } from '../app/areas/tickets';
import { merchandiseReadModels } from '../app/areas/merchandise';
import { vouchersReadModels } from '../app/areas/vouchers';
import { toursReadModels } from '../app/areas/tours';
import { customerReadModels } from '../app/areas/customer';
import { paymentReadModels } from '../app/areas/payment';

/**
 * Every read model the shop folds, core and areas. For Node (the replay CLI, the benchmark,
 * tests) and for the `RootState` type; the browser imports only the type from here: its
 * runtime starts with the core (./core.ts) and registers areas as their routes load.
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

/** The fold with every part loaded: what the replay CLI and the benchmark replay into. */
export const rootFold = createLogModel<RootState>({ parts: [corePart, ...allAreas], handles: areaHandles });

/**
 * Compile-time exhaustiveness: every registered event is folded by at least one read model.
 * An event nobody folds would be logged and replayed for nothing; if this line fails to
 * compile, the error names the event type that no read model handles.
 */
type Unfolded = Exclude<DomainEventType, HandledBy<typeof readModels>>;
export const everyEventIsFolded: [Unfolded] extends [never] ? true : { unfolded: Unfolded } = true;

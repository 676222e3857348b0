import type { AreaName, EventTypeOfPart, EventsOfPart } from '../messages';
import type { HandledBy, ReadModels } from '../event-log/read-model';
import type { Part } from '../event-log/parts';
import type { Upcasters } from '../event-log/upcasters';
import type { AppEpic } from './epics';
import type { areaCoreFolds } from './area-manifest';

/**
 * One area of the shop as it loads: its read models, epics and event definitions (with their
 * codecs). `runtime.registerArea` folds the log already in memory through the read models,
 * then starts the epics. One module per area in this folder; `index.ts` loads them lazily.
 */
export interface AreaModule<A extends AreaName = AreaName, R extends ReadModels = ReadModels> extends Part {
  readonly name: A;
  readonly readModels: R;
  readonly events: EventsOfPart<A>;
  readonly epics: Readonly<Record<string, AppEpic>>;
  readonly upcasters?: Upcasters;
}

type CoreFolds<A extends AreaName> = (typeof areaCoreFolds)[A][number];

/** What must be empty for an area to compile. */
interface AreaRules<A extends AreaName, R extends ReadModels> {
  /** Events its read models fold that are neither its own nor declared in areaCoreFolds. */
  foreignEvents: Exclude<HandledBy<R>, EventTypeOfPart<A> | CoreFolds<A>>;
  /** Its own events that none of its read models folds. */
  unfoldedEvents: Exclude<EventTypeOfPart<A>, HandledBy<R>>;
  /** Core events declared in areaCoreFolds that it does not fold. */
  undeclaredFolds: Exclude<CoreFolds<A>, HandledBy<R>>;
}
type Broken<C> = { [K in keyof C]: [C[K]] extends [never] ? never : K }[keyof C];

/**
 * Declares an area. Does not compile when one of `AreaRules` is broken: the error shows a
 * `rules` property listing the event types at fault.
 */
export function defineArea<A extends AreaName, R extends ReadModels>(
  area: AreaModule<A, R> & ([Broken<AreaRules<A, R>>] extends [never] ? unknown : { rules: AreaRules<A, R> }),
): AreaModule<A, R> {
  return area;
}

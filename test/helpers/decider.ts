/**
 * Given-when-then for deciders (docs/architecture.md "Deciders"): `given` folds the facts into the
 * shop's state as a replay would (every read model), `ids` hands out the line ids a decider asks
 * for. A test then reads: given these facts, when this command, then these events.
 */
import type { DomainEvent } from '../../src/messages';
import { rootFold } from '../../src/app/areas/all';
import type { RootState } from '../../src/engine/root-state';
import type { DecisionInputs } from '../../src/domain/decision';
import { envelopes } from './fakes';

export function given(...events: readonly DomainEvent[]): RootState {
  return rootFold.foldAll(rootFold.initial, envelopes(events));
}

/** The ids a decider will be given, in order; then `id-<n>`. */
export function ids(...list: readonly string[]): DecisionInputs {
  let next = 0;
  return { newId: () => list[next++] ?? `id-${next}` };
}

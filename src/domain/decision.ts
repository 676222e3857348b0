import { from, type Observable } from 'rxjs';
import type { DomainEvent } from '../messages';
import { reportRefusal, type LineRefusal } from './cart/admit';

/**
 * What a decider answers a command with (docs/architecture.md "Deciders"): the facts to
 * record, none when the command changes nothing, or a refusal no visitor caused (a line of ours
 * that is not one), which the epic reports for QA. Refusals a visitor meets are events of their
 * own (`TicketSelectionRejected`, `TourBookingRejected`): the screen shows them.
 */
export type Decision = { readonly events: readonly DomainEvent[] } | { readonly events: readonly []; readonly refusal: LineRefusal };

/** Nothing changes: the command is no fact (the same count again, a time the day lacks). */
export const NOTHING: Decision = { events: [] };

export const decided = (...events: readonly DomainEvent[]): Decision => ({ events });

export const refused = (refusal: LineRefusal): Decision => ({ events: [], refusal });

/** What a decider needs that only the world has: new line ids. Tests pass a fixed sequence. */
export interface DecisionInputs {
  readonly newId: () => string;
}

/** An epic's part after deciding: the events, or the refusal said in the console (`area` names who refused). */
export function enact(area: string, decision: Decision): Observable<DomainEvent> {
  if ('refusal' in decision) reportRefusal(area, decision.refusal);
  return from(decision.events);
}

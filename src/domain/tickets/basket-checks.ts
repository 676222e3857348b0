import * as t from 'io-ts';
import { assertNever, Count, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';

/**
 * The basket's ticket steppers, by lineId: a lookup of the places runs (`checking`:
 * the stepper is busy), the places were not there (`refused`, with what the time or day has),
 * or the lookup failed (`failed`). A line without an entry has nothing to say. The line's change
 * itself is the cart's `CartLineChanged`, which ends its check; removing the line or emptying
 * the basket forgets it.
 */
export const TicketLineCheck = t.union([
  t.strict({ status: t.literal('checking'), count: Count }),
  t.strict({
    status: t.literal('refused'),
    reason: t.keyof({ soldOut: null, fewerPlaces: null, notBookable: null }),
    left: Count,
    held: Count,
  }),
  t.strict({ status: t.literal('failed'), code: t.string }),
]);
export type TicketLineCheck = t.TypeOf<typeof TicketLineCheck>;

export const TicketLineChecks = t.record(t.string, TicketLineCheck, 'TicketLineChecks');
export type TicketLineChecks = t.TypeOf<typeof TicketLineChecks>;

const handles = ['TicketLineCheckStarted', 'TicketLineCountRefused', 'TicketLineCheckFailed', 'CartLineChanged', 'CartLineRemoved', 'CartCleared'] as const;
export type TicketLineChecksEvent = EventOf<(typeof handles)[number]>;

const NONE: TicketLineChecks = {};

function without(state: TicketLineChecks, lineId: string): TicketLineChecks {
  if (!(lineId in state)) return state;
  const { [lineId]: _gone, ...rest } = state;
  void _gone;
  return rest;
}

export function reduceTicketLineChecks(state: TicketLineChecks, event: TicketLineChecksEvent): TicketLineChecks {
  switch (event.type) {
    case 'TicketLineCheckStarted':
      return { ...state, [event.data.lineId]: { status: 'checking', count: event.data.count } };
    case 'TicketLineCountRefused': {
      const { lineId, reason, left, held } = event.data;
      return { ...state, [lineId]: { status: 'refused', reason, left, held } };
    }
    case 'TicketLineCheckFailed':
      return { ...state, [event.data.lineId]: { status: 'failed', code: event.data.code } };
    case 'CartLineChanged':
      return without(state, event.data.line.lineId);
    case 'CartLineRemoved':
      return without(state, event.data.lineId);
    case 'CartCleared':
      return Object.keys(state).length === 0 ? state : NONE;
    default:
      return assertNever(event);
  }
}

export const ticketLineChecksReadModel = defineReadModel({
  handles,
  initial: NONE,
  codec: TicketLineChecks,
  reduce: reduceTicketLineChecks,
});

/** The lines whose lookup is still running: after a reload, none of them still is. */
export const checksRunning = (state: TicketLineChecks): string[] =>
  Object.entries(state).flatMap(([lineId, check]) => (check.status === 'checking' ? [lineId] : []));

import * as t from 'io-ts';
import { assertNever, LoadFailure, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';
import { EventOffer } from '../../messages/catalogue';

/** The event list (`tickets`). `status` null: not loaded yet. */
export const EventsState = t.type({
  list: t.union([t.array(EventOffer), t.null]),
  status: t.union([t.literal('loaded'), t.literal('failed'), t.null]),
  failure: t.union([LoadFailure, t.null]),
});
export type EventsState = t.TypeOf<typeof EventsState>;

export const initialEvents: EventsState = { list: null, status: null, failure: null };

const handles = ['EventListLoaded', 'EventListLoadFailed'] as const;
export type EventsEvent = EventOf<(typeof handles)[number]>;

export function reduceEvents(state: EventsState, event: EventsEvent): EventsState {
  switch (event.type) {
    case 'EventListLoaded':
      return { list: event.data.events, status: 'loaded', failure: null };
    case 'EventListLoadFailed':
      // 001 §8: the list call failed: rejected. A list loaded earlier stays visible.
      return { ...state, status: 'failed', failure: { code: event.data.code, notFound: event.data.notFound } };
    default:
      return assertNever(event);
  }
}

export const eventsReadModel = defineReadModel({ handles, initial: initialEvents, codec: EventsState, reduce: reduceEvents });

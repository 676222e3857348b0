import * as t from 'io-ts';
import { assertNever, LoadFailure, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';
import { EventCard, EventOffer } from '../../messages/catalogue';

/**
 * The event list (`tickets`). `status` null: not loaded yet. `cards`: each listed event's next
 * date, places and lowest price, by event id (absent until looked up; snapshots written before
 * cards existed still restore).
 */
export const EventsState = t.intersection([
  t.type({
    list: t.union([t.array(EventOffer), t.null]),
    status: t.union([t.literal('loaded'), t.literal('failed'), t.null]),
    failure: t.union([LoadFailure, t.null]),
  }),
  t.partial({ cards: t.record(t.string, EventCard) }),
]);
export type EventsState = t.TypeOf<typeof EventsState>;

export const initialEvents: EventsState = { list: null, status: null, failure: null };

const handles = ['EventListLoaded', 'EventListLoadFailed', 'EventCardsLoaded'] as const;
export type EventsEvent = EventOf<(typeof handles)[number]>;

export function reduceEvents(state: EventsState, event: EventsEvent): EventsState {
  switch (event.type) {
    case 'EventListLoaded':
      return { ...state, list: event.data.events, status: 'loaded', failure: null };
    case 'EventCardsLoaded':
      return { ...state, cards: { ...state.cards, ...Object.fromEntries(event.data.cards.map((c) => [String(c.eventId), c])) } };
    case 'EventListLoadFailed':
      // 001 §8: the list call failed: rejected. A list loaded earlier stays visible.
      return { ...state, status: 'failed', failure: { code: event.data.code, notFound: event.data.notFound } };
    default:
      return assertNever(event);
  }
}

export const eventsReadModel = defineReadModel({ handles, initial: initialEvents, codec: EventsState, reduce: reduceEvents });

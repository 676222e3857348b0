import { isLeft } from 'fp-ts/Either';
import type { ApiRequests } from '../../api/requests';
import { eventListEndpoints } from '../../api/endpoints/event-list';
import { knowAreaCodecs } from '../../api/area-codecs';
import type { EventCard, EventOffer } from '../../messages/catalogue';
import type { IsoDate } from '../../kernel/brands';
import { calendarWindow, compactDate } from '../../kernel/museum-time';
import { createStore, type ReadableStore } from '../../kernel/store';
import { cardOn, cardWithoutPlaces, nextDateWithPlaces } from '../../domain/tickets/event-list';

/**
 * The tickets page's list as the screen shows it, from either source: the tickets area's read
 * model once the runtime runs, or, on a first visit before it has started, the answers asked for
 * here (`lightEventList`).
 */
export interface EventListing {
  /** null: still loading. */
  readonly status: 'loaded' | 'failed' | null;
  /** As the API answered it; the screen sorts it. */
  readonly list: readonly EventOffer[] | null;
  /** The listed events' cards by id; undefined until the first lookup has answered. */
  readonly cards?: Readonly<Record<string, EventCard>>;
}

/** The event list of a first visit, drawn without the runtime (docs/decisions.md "A catalogue list before the runtime"). */
export interface LightEventList {
  readonly listing: ReadableStore<EventListing>;
  /** Asks for the list (again, after a failure). */
  load(): void;
  /** Looks up the cards of listed events not looked up yet, as they come near the screen. */
  lookUp(eventIds: readonly number[]): void;
  /** The events whose cards were asked for, in order: the runtime asks for the same when it takes over. */
  looked(): number[];
}

/**
 * The list and each card's two calls (the calendar of the window, then the tickets of the first
 * date with places), as the tickets area's epic makes them (domain/tickets/epics.ts), through
 * the shell's requests: one set of requests in flight, one set of signals. Their answers pass
 * io-ts's guards (api/codecs/tickets-guards.ts); one a guard refuses loads the area's codec and
 * is reported as every decode error is.
 */
export function lightEventList(requests: ApiRequests, today: () => IsoDate): LightEventList {
  requests.know(eventListEndpoints);
  knowAreaCodecs();
  const listing = createStore<EventListing>({ status: null, list: null, cards: undefined });
  const looked = new Set<number>();
  let asked = 0;

  const cardOf = async (eventId: number, day: IsoDate): Promise<EventCard | null> => {
    const { start, end } = calendarWindow(day);
    const calendar = await requests.request('ticketCalendar', { path: { id: eventId, start: compactDate(start), end: compactDate(end) } });
    if (isLeft(calendar)) return null;
    const next = nextDateWithPlaces(calendar.right, day);
    if (next === null) return cardWithoutPlaces(eventId);
    const tickets = await requests.request('ticketCollect', { path: { event: eventId, date: next } });
    return cardOn(eventId, next, calendar.right, isLeft(tickets) ? null : tickets.right.tickets);
  };

  return {
    listing,
    load: () => {
      const ask = ++asked;
      if (listing.value.status === 'failed') listing.next({ ...listing.value, status: null });
      void requests.request('eventList').then((answer) => {
        if (ask !== asked) return;
        // A failure keeps a list shown before (001 §8), as the read model does.
        listing.next(isLeft(answer) ? { ...listing.value, status: 'failed' } : { ...listing.value, status: 'loaded', list: answer.right.events });
      });
    },
    lookUp: (eventIds) => {
      const listed = new Set((listing.value.list ?? []).map((e) => e.id));
      const fresh = [...new Set(eventIds)].filter((id) => listed.has(id) && !looked.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) looked.add(id);
      const day = today();
      // One change for all, as the epic's one fact: an event whose lookup failed has no card.
      void Promise.all(fresh.map((id) => cardOf(id, day))).then((cards) => {
        const found = Object.fromEntries(cards.filter((c): c is EventCard => c !== null).map((c) => [String(c.eventId), c]));
        listing.next({ ...listing.value, cards: { ...listing.value.cards, ...found } });
      });
    },
    looked: () => [...looked],
  };
}

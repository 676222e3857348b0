import type { EventCard, EventOffer } from '../../messages/catalogue';
import type { IsoDate } from '../../kernel/brands';
import { isIsoDate } from '../../kernel/brand-checks';
import { lowestPrice } from '../../kernel/offer-card';

/*
 * The event list's rules, without the tickets area: the list page draws its first screen with
 * them before the runtime has started (screens/tickets/light-event-list.ts), and the area's
 * selectors and epic use the same (selectors.ts, epics.ts).
 */

/** The museum's order: its sequence number, then the date it sorts by. */
export const sortEvents = (list: readonly EventOffer[]): EventOffer[] =>
  [...list].sort((a, b) => a.sequence_no - b.sequence_no || a.sorting_datetime.localeCompare(b.sorting_datetime));

const fullDateTime = (dt: string): string => (dt.length === 16 ? `${dt}:00` : dt);

/** An event has ended when its end lies at or before `now` (the museum's "YYYY-MM-DD HH:mm[:ss]"); one without an end never does. */
export const eventEnded = (entry: Pick<EventOffer, 'end'>, now: string): boolean =>
  entry.end !== null && entry.end !== undefined && fullDateTime(entry.end) <= fullDateTime(now);

/** The first date from `today` on with places left (the calendar's remaining counts), or null. */
export function nextDateWithPlaces(remaining: Readonly<Record<string, number>>, today: IsoDate): IsoDate | null {
  const dates = Object.keys(remaining)
    .filter((d): d is IsoDate => isIsoDate(d) && d >= today && (remaining[d] ?? 0) > 0)
    .sort();
  return dates[0] ?? null;
}

/** 001 §2: the event list goes straight to the event when there is only one. */
export function onlyEvent(state: { readonly status: string | null; readonly list: readonly EventOffer[] | null }): EventOffer | null {
  return state.status === 'loaded' && state.list?.length === 1 ? (state.list[0] ?? null) : null;
}

/** An event's card when its calendar window has no date with places (sold out, or none yet). */
export const cardWithoutPlaces = (eventId: number): EventCard => ({ eventId, next: null, placesLeft: 0, fromPrice: null });

/** An event's card from its calendar and the tickets of `next`, its first date with places (null: their lookup failed). */
export const cardOn = (eventId: number, next: IsoDate, remaining: Readonly<Record<string, number>>, tickets: Parameters<typeof lowestPrice>[0] | null): EventCard => ({
  eventId,
  next,
  placesLeft: remaining[next] ?? 0,
  fromPrice: tickets === null ? null : lowestPrice(tickets),
});

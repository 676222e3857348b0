import { concat, concatMap, defer, EMPTY, forkJoin, map, merge, mergeMap, of, switchMap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Clock, Random } from '../../bus/deps';
import type { ApiClient, CardLookups } from '../../api/client';
import { failureOf } from '../../api/failure';
import { IsoDate, type Command, type DomainEvent } from '../../messages';
import { enact } from '../decision';
import { decideDayTickets, decideTicketForm, decideVisitorTime, type TicketsSlice } from './decide';
import * as TicketsEvents from '../../messages/events/tickets';
import { DayTicketOffer, EventOffer, factOf, TicketOffer, type EventCard } from '../../messages/catalogue';
import { calendarRange, compactDate, museumNow } from './dates';
import { dayAvailability, firstAvailableDay } from './selectors';
import { cardOn, cardWithoutPlaces, nextDateWithPlaces } from './event-list';

export interface TicketsDeps extends CardLookups {
  api: ApiClient;
  clock: Clock;
  random: Random;
}

export type { TicketsSlice };

export type TicketsEpic = Epic<Command, TicketsSlice, TicketsDeps, DomainEvent>;

/**
 * Events, the ticket form and day tickets: the loads here, the form's decisions in decide.ts. Loading uses switchMap (the last event or date asked
 * for wins; an older answer is dropped), form edits and "add to basket" concatMap (in order,
 * each seeing the state the one before produced).
 */
export const ticketsEpic: TicketsEpic = (command$, state$, deps) => {
  const { api, lookups = api } = deps;
  const inputs = { newId: () => deps.random.id() };

  /**
   * The list was answered since this page loaded. A list folded from the session's log may be in
   * another language (a language switch reloads the page, issue 28): the event page asks again.
   */
  let listedHere = false;
  const loadEventList = (): Observable<DomainEvent> =>
    api.call('eventList').pipe(
      map((r) => {
        if (isLeft(r)) return TicketsEvents.EventListLoadFailed.create(failureOf(r.left));
        listedHere = true;
        return TicketsEvents.EventListLoaded.create({ events: r.right.events.map((e) => factOf(EventOffer, e)) });
      }),
    );

  /**
   * The list page's cards as they come near the screen (LookUpEventCards), each listed event
   * once per opening of the list: the list costs what the screen shows, not what the catalogue
   * holds (issue 33). Ids are checked against the list the state holds (a list restored from the
   * session shows its cards before the fresh answer).
   */
  const cardLookups = (): Observable<DomainEvent> =>
    defer(() => {
      const looked = new Set<number>();
      return command$.pipe(
        ofType('LookUpEventCards'),
        mergeMap(({ eventIds }) => {
          const listed = new Set((state$.value.events.list ?? []).map((e) => e.id));
          const fresh = [...new Set(eventIds)].filter((id) => listed.has(id) && !looked.has(id));
          for (const id of fresh) looked.add(id);
          return fresh.length === 0 ? EMPTY : eventCards(fresh);
        }),
      );
    });

  /**
   * Events' cards (the next date with places, few places, "from" price), looked up side by
   * side: the calendar of the window, then the tickets of the first date with places. One fact
   * for all; an event whose lookup fails has no card and its list entry stays as it is.
   */
  const eventCards = (ids: readonly number[]): Observable<DomainEvent> => {
    const today = museumNow(deps.clock.now()).date;
    const { start, end } = calendarRange(today);
    const cardOf = (eventId: number): Observable<EventCard | null> =>
      lookups.call('ticketCalendar', { path: { id: eventId, start: compactDate(start), end: compactDate(end) } }).pipe(
        switchMap((calendar) => {
          if (isLeft(calendar)) return of(null);
          const next = nextDateWithPlaces(calendar.right, today);
          if (next === null) return of(cardWithoutPlaces(eventId));
          return lookups.call('ticketCollect', { path: { event: eventId, date: next } }).pipe(
            map((day) => cardOn(eventId, next, calendar.right, isLeft(day) ? null : day.right.tickets)),
          );
        }),
      );
    return forkJoin(ids.map(cardOf)).pipe(
      map((cards) => TicketsEvents.EventCardsLoaded.create({ cards: cards.filter((c): c is EventCard => c !== null) })),
    );
  };

  const openEvent = (eventId: number): Observable<DomainEvent> => {
    const now = museumNow(deps.clock.now());
    const { start, end } = calendarRange(now.date);
    const lifetime = api.call('eventLifetime', { query: { event: eventId } }).pipe(
      map((r) =>
        isLeft(r)
          ? TicketsEvents.EventLifetimeLoadFailed.create({ eventId, ...failureOf(r.left) })
          : TicketsEvents.EventLifetimeLoaded.create({ eventId, first: r.right.first, last: r.right.last }),
      ),
    );
    const calendar = api
      .call('ticketCalendar', { path: { id: eventId, start: compactDate(start), end: compactDate(end) } })
      .pipe(
        map((r) =>
          isLeft(r)
            ? TicketsEvents.TicketCalendarLoadFailed.create({ eventId, ...failureOf(r.left) })
            : TicketsEvents.TicketCalendarLoaded.create({ eventId, start, end, remaining: { ...r.right } }),
        ),
      );
    // The event's name and end come from the list; a visitor arriving by a link has none yet.
    const list = listedHere && state$.value.events.status === 'loaded' ? EMPTY : loadEventList();
    return concat(
      of(TicketsEvents.TicketEventOpened.create({ eventId, today: now.date, now: now.dateTime })),
      merge(list, lifetime, calendar),
      // The first day with places is chosen for a visitor who has chosen none (its first free
      // time with it): one click less to a ticket (issue 31); the calendar still offers the rest.
      defer(() => {
        const form = state$.value.ticketForm;
        const first = form.eventId === eventId && form.date === null ? firstAvailableDay(form, now.date) : null;
        return first === null ? EMPTY : selectDate(eventId, first);
      }),
    );
  };

  const selectDate = (eventId: number, date: IsoDate): Observable<DomainEvent> => {
    const form = state$.value.ticketForm;
    if (form.eventId !== eventId) return EMPTY;
    // The time before the date changes: the fold keeps it where the day has it with places.
    const previous = form.time;
    const selected = of(TicketsEvents.TicketDateSelected.create({ eventId, date }));
    // A sold-out or unavailable day has no timeslots to load: the form says why instead.
    if (form.calendar?.status === 'loaded' && dayAvailability(form.calendar.remaining, date) !== 'available') return selected;
    const slots = api.call('ticketCollect', { path: { event: eventId, date } }).pipe(
      map((r) =>
        isLeft(r)
          ? TicketsEvents.TicketTimeslotsLoadFailed.create({ eventId, date, ...failureOf(r.left) })
          : TicketsEvents.TicketTimeslotsLoaded.create({ eventId, date, tickets: r.right.tickets.map((k) => factOf(TicketOffer, k)) }),
      ),
      // Then a time whose places the basket holds all of is skipped like a sold-out one.
      concatMap((event) =>
        concat(of(event), event.type === 'TicketTimeslotsLoaded' ? defer(() => enact('the ticket form', decideVisitorTime(state$.value, previous))) : EMPTY),
      ),
    );
    return concat(selected, slots);
  };

  // ---- day tickets ----------------------------------------------------------------------------

  const openDayTickets = (command: Extract<Command, { type: 'OpenDayTickets' }>): Observable<DomainEvent> => {
    const today = museumNow(deps.clock.now()).date;
    const { start, end } = calendarRange(today);
    return concat(
      of(TicketsEvents.DayTicketsOpened.create({ today })),
      api.call('dayTicketCalendar', { path: { start: compactDate(start), end: compactDate(end) } }).pipe(
        map((r) =>
          isLeft(r)
            ? TicketsEvents.DayTicketCalendarLoadFailed.create(failureOf(r.left))
            : TicketsEvents.DayTicketCalendarLoaded.create({ start, end, remaining: { ...r.right } }),
        ),
      ),
      // "Tickets for today": today is chosen, sold out or not, so the form says at once what
      // today holds; a calendar that failed leaves the choice to the visitor.
      defer(() => (command.today && state$.value.dayTicketForm.calendar?.status === 'loaded' ? selectDay(today) : EMPTY)),
    );
  };

  const selectDay = (date: IsoDate): Observable<DomainEvent> => {
    const form = state$.value.dayTicketForm;
    const selected = of(TicketsEvents.DayTicketDateSelected.create({ date }));
    if (form.calendar?.status === 'loaded' && dayAvailability(form.calendar.remaining, date) !== 'available') return selected;
    return concat(
      selected,
      api.call('dayTicketList', { query: { date } }).pipe(
        map((r) =>
          isLeft(r)
            ? TicketsEvents.DayTicketsLoadFailed.create({ date, ...failureOf(r.left) })
            : TicketsEvents.DayTicketsLoaded.create({ date, tickets: r.right.tickets.map((d) => factOf(DayTicketOffer, d)) }),
        ),
      ),
    );
  };

  return merge(
    command$.pipe(ofType('OpenEventList'), switchMap(() => merge(loadEventList(), cardLookups()))),
    command$.pipe(ofType('OpenEvent'), switchMap((c) => openEvent(c.eventId))),
    command$.pipe(
      ofType('SelectTicketDate'),
      switchMap((c) => (IsoDate.is(c.date) ? selectDate(c.eventId, c.date) : EMPTY)),
    ),
    command$.pipe(ofType('SelectTicketTime', 'SetTicketCount', 'SetSubticketCount', 'AddTicketsToBasket'), concatMap((c) => defer(() => enact('the tickets', decideTicketForm(c, state$.value, inputs))))),
    command$.pipe(ofType('OpenDayTickets'), switchMap((c) => openDayTickets(c))),
    command$.pipe(
      ofType('SelectDayTicketDate'),
      switchMap((c) => (IsoDate.is(c.date) ? selectDay(c.date) : EMPTY)),
    ),
    command$.pipe(ofType('SetDayTicketCount', 'AddDayTicketsToBasket'), concatMap((c) => defer(() => enact('the day tickets', decideDayTickets(c, state$.value, inputs))))),
  );
};

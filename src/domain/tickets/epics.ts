import { concat, concatMap, defer, EMPTY, forkJoin, from, map, merge, of, switchMap, type Observable } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Clock, Random } from '../../bus/deps';
import type { ApiClient } from '../../api/client';
import { failureOf } from '../../api/failure';
import { admitLine, admitLines, reportRefusal } from '../cart/admit';
import {
  ClockTime,
  IsoDate,
  type CartLine,
  type Command,
  type DomainEvent,
} from '../../messages';
import { clampCount } from '../../kernel/counts';
import * as TicketsEvents from '../../messages/events/tickets';
import { DayTicketOffer, EventOffer, factOf, TicketOffer, type EventCard } from '../../messages/catalogue';
import type { EventsState } from './read-model';
import type { TicketFormState } from './ticket-form';
import { countTotal, dayRemaining, type DayTicketFormState } from './day-ticket-form';
import { calendarRange, compactDate, museumNow } from './dates';
import { capSubticket, hasSubtickets, heldDayPlaces, normalizeCount } from './rules';
import { basketHeld, dayAvailability, dayTicketPlacesLeft, eventById, nextDateWithPlaces, ticketRows, timeOptions } from './selectors';
import { lowestPrice } from '../../kernel/offer-card';
import { dayTicketLine, selectionProblems, ticketLines } from './lines';

export interface TicketsDeps {
  api: ApiClient;
  clock: Clock;
  random: Random;
}

export interface TicketsSlice {
  readonly events: EventsState;
  /** What the basket holds: caps count it (001 §5). */
  readonly cart: { readonly lines: readonly CartLine[] };
  readonly ticketForm: TicketFormState;
  readonly dayTicketForm: DayTicketFormState;
}

export type TicketsEpic = Epic<Command, TicketsSlice, TicketsDeps, DomainEvent>;

/**
 * Events, the ticket form and day tickets. Loading uses switchMap (the last event or date asked
 * for wins; an older answer is dropped), form edits and "add to basket" concatMap (in order,
 * each seeing the state the one before produced).
 */
export const ticketsEpic: TicketsEpic = (command$, state$, deps) => {
  const { api } = deps;

  /** The list; with `cards`, the cards of its events after it (the list page shows them). */
  const loadEventList = (cards: boolean): Observable<DomainEvent> =>
    api.call('eventList').pipe(
      switchMap((r) => {
        if (isLeft(r)) return of(TicketsEvents.EventListLoadFailed.create(failureOf(r.left)));
        const events = r.right.events.map((e) => factOf(EventOffer, e));
        // One event: the list page goes straight to it (000 §2), so it needs no card.
        return concat(of(TicketsEvents.EventListLoaded.create({ events })), cards && events.length > 1 ? eventCards(events.map((e) => e.id)) : EMPTY);
      }),
    );

  /**
   * Every listed event's card (the next date with places, few places, "from" price),
   * looked up side by side after the list is shown: the calendar of the window, then the tickets
   * of the first date with places. One fact for all; an event whose lookup fails has no card
   * and its list entry stays as it is.
   */
  const eventCards = (ids: readonly number[]): Observable<DomainEvent> => {
    const today = museumNow(deps.clock.now()).date;
    const { start, end } = calendarRange(today);
    const cardOf = (eventId: number): Observable<EventCard | null> =>
      api.call('ticketCalendar', { path: { id: eventId, start: compactDate(start), end: compactDate(end) } }).pipe(
        switchMap((calendar) => {
          if (isLeft(calendar)) return of(null);
          const next = nextDateWithPlaces(calendar.right, today);
          if (next === null) return of({ eventId, next: null, placesLeft: 0, fromPrice: null });
          return api.call('ticketCollect', { path: { event: eventId, date: next } }).pipe(
            map((day) => ({ eventId, next, placesLeft: calendar.right[next] ?? 0, fromPrice: isLeft(day) ? null : lowestPrice(day.right.tickets) })),
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
    const list = state$.value.events.status === 'loaded' ? EMPTY : loadEventList(false);
    return concat(
      of(TicketsEvents.TicketEventOpened.create({ eventId, today: now.date, now: now.dateTime })),
      merge(list, lifetime, calendar),
    );
  };

  const selectDate = (eventId: number, date: IsoDate): Observable<DomainEvent> => {
    const form = state$.value.ticketForm;
    if (form.eventId !== eventId) return EMPTY;
    const selected = of(TicketsEvents.TicketDateSelected.create({ eventId, date }));
    // A sold-out or unavailable day has no timeslots to load: the form says why instead.
    if (form.calendar?.status === 'loaded' && dayAvailability(form.calendar.remaining, date) !== 'available') return selected;
    const slots = api.call('ticketCollect', { path: { event: eventId, date } }).pipe(
      map((r) =>
        isLeft(r)
          ? TicketsEvents.TicketTimeslotsLoadFailed.create({ eventId, date, ...failureOf(r.left) })
          : TicketsEvents.TicketTimeslotsLoaded.create({ eventId, date, tickets: r.right.tickets.map((k) => factOf(TicketOffer, k)) }),
      ),
    );
    return concat(selected, slots);
  };

  /** A ticket's row on the form, its caps counting the basket and the form's other rows. */
  const rowOf = (form: TicketFormState, ticketId: number) =>
    ticketRows(form, basketHeld(form, state$.value.cart.lines)).find((r) => r.ticket.id === ticketId);

  const formEdit = (command: Extract<Command, { type: 'SelectTicketTime' | 'SetTicketCount' | 'SetSubticketCount' | 'AddTicketsToBasket' }>): Observable<DomainEvent> => {
    const form = state$.value.ticketForm;
    if (form.eventId !== command.eventId) return EMPTY;
    const { eventId } = command;
    switch (command.type) {
      case 'SelectTicketTime': {
        if (!ClockTime.is(command.time) || command.time === form.time) return EMPTY;
        if (!timeOptions(form).some((o) => o.time === command.time)) return EMPTY;
        return of(TicketsEvents.TicketTimeSelected.create({ eventId, time: command.time }));
      }
      case 'SetTicketCount': {
        const row = rowOf(form, command.ticketId);
        const ticket = row?.ticket;
        if (!row || !ticket || hasSubtickets(ticket)) return EMPTY;
        // Lowering an overbooked count is always taken; raising stops at the places left.
        const asked = normalizeCount(command.count);
        const count = asked <= row.count ? asked : Math.max(row.count, Math.min(asked, row.cap));
        if (count === (form.counts[String(ticket.id)] ?? 0)) return EMPTY;
        return of(TicketsEvents.TicketCountChanged.create({ eventId, ticketId: ticket.id, count: clampCount(count) }));
      }
      case 'SetSubticketCount': {
        const row = rowOf(form, command.ticketId);
        const ticket = row?.ticket;
        if (!row || !ticket) return EMPTY;
        const chosen = form.subCounts[String(ticket.id)] ?? {};
        const count = capSubticket(ticket, chosen, command.subticketId, normalizeCount(command.count), row.cap);
        if (!ticket.subtickets.some((s) => s.id === command.subticketId) || count === (chosen[String(command.subticketId)] ?? 0)) return EMPTY;
        return of(
          TicketsEvents.SubticketCountChanged.create({ eventId, ticketId: ticket.id, subticketId: command.subticketId, count: clampCount(count) }),
        );
      }
      case 'AddTicketsToBasket': {
        const problems = selectionProblems(form, basketHeld(form, state$.value.cart.lines));
        if (problems.length > 0) return of(TicketsEvents.TicketSelectionRejected.create({ eventId, problems }));
        const event = eventById(state$.value.events, eventId);
        const added = ticketLines(form, event?.name ?? null, event?.venue ?? null).map((line) => ({ line, lineId: deps.random.id() }));
        const admitted = admitLines(state$.value.cart.lines, added);
        if (!admitted.ok) {
          reportRefusal('the tickets', admitted.refusal);
          return EMPTY;
        }
        return from([...admitted.events, TicketsEvents.TicketsAddedToBasket.create({ eventId, lineIds: added.map((a) => a.lineId) })]);
      }
    }
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

  const dayEdit = (command: Extract<Command, { type: 'SetDayTicketCount' | 'AddDayTicketsToBasket' }>): Observable<DomainEvent> => {
    const form = state$.value.dayTicketForm;
    if (command.type === 'SetDayTicketCount') {
      const offered = form.tickets?.status === 'loaded' && form.tickets.date === form.date && form.tickets.tickets.some((d) => d.id === command.ticketId);
      if (!offered) return EMPTY;
      const key = String(command.ticketId);
      const current = form.counts[key] ?? 0;
      const room = dayRemaining(form) - heldDayPlaces(state$.value.cart.lines, form.date) - (countTotal(form.counts) - current);
      const count = Math.max(0, Math.min(normalizeCount(command.count), room));
      return count === current ? EMPTY : of(TicketsEvents.DayTicketCountChanged.create({ ticketId: command.ticketId, count: clampCount(count) }));
    }
    const line = dayTicketLine(form);
    // The form says "overbooking" when the basket took the day's places meanwhile (001 §5).
    if (!line || dayTicketPlacesLeft(form, state$.value.cart.lines) < 0) return EMPTY;
    const lineId = deps.random.id();
    const admitted = admitLine(state$.value.cart.lines, line, lineId);
    if (!admitted.ok) {
      reportRefusal('the day tickets', admitted.refusal);
      return EMPTY;
    }
    return from([admitted.event, TicketsEvents.DayTicketsAddedToBasket.create({ date: line.date, lineId })]);
  };

  return merge(
    command$.pipe(ofType('OpenEventList'), switchMap(() => loadEventList(true))),
    command$.pipe(ofType('OpenEvent'), switchMap((c) => openEvent(c.eventId))),
    command$.pipe(
      ofType('SelectTicketDate'),
      switchMap((c) => (IsoDate.is(c.date) ? selectDate(c.eventId, c.date) : EMPTY)),
    ),
    command$.pipe(ofType('SelectTicketTime', 'SetTicketCount', 'SetSubticketCount', 'AddTicketsToBasket'), concatMap(formEdit)),
    command$.pipe(ofType('OpenDayTickets'), switchMap((c) => openDayTickets(c))),
    command$.pipe(
      ofType('SelectDayTicketDate'),
      switchMap((c) => (IsoDate.is(c.date) ? selectDay(c.date) : EMPTY)),
    ),
    command$.pipe(ofType('SetDayTicketCount', 'AddDayTicketsToBasket'), concatMap(dayEdit)),
  );
};

import { cents, type ClockTime, type Count, type IsoDate } from '../../messages';
import { isoDate } from '../../kernel/brands';
import * as E from '../../messages/events/tickets';
import { initialTicketForm, reduceTicketForm, type TicketFormEvent, type TicketFormState } from './ticket-form';
import { initialDayTicketForm, reduceDayTicketForm, type DayTicketFormEvent } from './day-ticket-form';
import { basketHeld, dayAvailability, dayPlacesOpen, dayTicketPlacesLeft, eventStatus, formTotal, nextDateWithPlaces, onlyEvent, selectedTimeSoldOut, daySoldOutByTickets, ticketRows } from './selectors';
import { dayTicketLine as basketDayLine, ticketLine as basketTicketLine } from '../../../test/helpers/lines';
import { dayTicketLine, selectionProblems, ticketLines } from './lines';
import { initialEvents, reduceEvents } from './read-model';
import { dt, eventEntry, eventTicket, familyTicket, slot } from '../../../test/helpers/catalogue';

const date = (s: string) => s as IsoDate;
const count = (n: number) => n as Count;
const given = (...events: TicketFormEvent[]): TicketFormState => events.reduce(reduceTicketForm, initialTicketForm);
const opened = E.TicketEventOpened.create({ eventId: 101, today: date('2030-01-05'), now: dt('2030-01-05 09:30:00') });

describe('event list', () => {
  it('goes straight to the event when there is only one', () => {
    const one = reduceEvents(initialEvents, E.EventListLoaded.create({ events: [eventEntry({ id: 7 })] }));
    expect(onlyEvent(one)?.id).toBe(7);
    const two = reduceEvents(initialEvents, E.EventListLoaded.create({ events: [eventEntry({ id: 7 }), eventEntry({ id: 8 })] }));
    expect(onlyEvent(two)).toBeNull();
    expect(onlyEvent(initialEvents)).toBeNull();
  });

  it('a failed list is rejected but a list shown before stays', () => {
    const loaded = reduceEvents(initialEvents, E.EventListLoaded.create({ events: [eventEntry({ id: 7 })] }));
    const failed = reduceEvents(loaded, E.EventListLoadFailed.create({ code: 'HTTP_500', notFound: false }));
    expect(failed).toEqual({ list: loaded.list, status: 'failed', failure: { code: 'HTTP_500', notFound: false } });
  });
});

describe('event status: ended, expired, sold out', () => {
  const withCalendar = (remaining: Record<string, number>) =>
    given(opened, E.TicketCalendarLoaded.create({ eventId: 101, start: date('2030-01-01'), end: date('2030-02-28'), remaining }));

  it('ended: the event’s end lies before the moment it was opened', () => {
    expect(eventStatus(withCalendar({ '2030-01-10': 5 }), eventEntry({ id: 101, end: dt('2030-01-05 09:00') }))).toBe('ended');
    expect(eventStatus(withCalendar({ '2030-01-10': 5 }), eventEntry({ id: 101, end: dt('2030-01-05 18:00') }))).toBe('open');
    expect(eventStatus(withCalendar({ '2030-01-10': 5 }), eventEntry({ id: 101, end: null }))).toBe('open');
  });

  it('expired: the lifetime’s last day lies before today', () => {
    const state = reduceTicketForm(withCalendar({}), E.EventLifetimeLoaded.create({ eventId: 101, first: date('2029-01-01'), last: date('2030-01-04') }));
    expect(eventStatus(state, undefined)).toBe('expired');
  });

  it('sold out: every day of the calendar has 0 left; no day at all: not bookable', () => {
    expect(eventStatus(withCalendar({ '2030-01-10': 0, '2030-01-11': 0 }), undefined)).toBe('soldOut');
    expect(eventStatus(withCalendar({}), undefined)).toBe('notBookable');
    expect(eventStatus(given(opened), undefined)).toBe('loading');
  });

  it('a day in the calendar map: absent = not available, 0 = sold out', () => {
    const remaining = { '2030-01-10': 3, '2030-01-11': 0 };
    expect(dayAvailability(remaining, '2030-01-10')).toBe('available');
    expect(dayAvailability(remaining, '2030-01-11')).toBe('soldOut');
    expect(dayAvailability(remaining, '2030-01-12')).toBe('unavailable');
  });
});

describe('ticket rows, totals and cart lines', () => {
  const adults = eventTicket({ id: 1001, price: cents(1400), vat_value: 7, book_with_cost: 1, book_with_cost_warn: 1, schedule: [slot('2030-01-10 10:00', 40, '2030-01-10 11:00')] });
  const family = familyTicket([slot('2030-01-10 10:00', 40, '2030-01-10 11:00')]);
  const period = eventTicket({ id: 3001, name: 'Season', mode: 3, price: cents(1000), schedule: [slot('2030-01-10 10:00', 1880, '2030-05-30 18:00')] });
  const curator = eventTicket({ id: 1005, schedule: [slot('2030-01-10 18:30', 5)] });
  const base = given(
    opened,
    E.TicketCalendarLoaded.create({ eventId: 101, start: date('2030-01-01'), end: date('2030-02-28'), remaining: { '2030-01-10': 40 } }),
    E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }),
    E.TicketTimeslotsLoaded.create({ eventId: 101, date: date('2030-01-10'), tickets: [adults, family, period, curator] }),
  );

  it('rows at the chosen time: timed tickets with a slot then, plus mode 3 tickets', () => {
    expect(base.time).toBe('10:00');
    expect(ticketRows(base).map((r) => r.ticket.id)).toEqual([1001, 1003, 3001]);
    expect(ticketRows(base)[0]).toMatchObject({ cap: 40, bookingFee: true, datetime: '2030-01-10 10:00:00', datetimeEnd: '2030-01-10 11:00:00' });
  });

  it('nothing chosen is a problem; a family ticket without every component is one', () => {
    expect(selectionProblems(base)).toEqual([{ ticketId: null, problem: 'nothingChosen' }]);
    const partial = reduceTicketForm(base, E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1011, count: count(2) }));
    expect(selectionProblems(partial)).toEqual([{ ticketId: 1003, problem: 'familyQuantities' }]);
  });

  it('builds one ticket line per chosen ticket with every field but the catalogue\'s texts (family: count 1 with its sub-tickets)', () => {
    const state = [
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(2) }),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1011, count: count(2) }),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1012, count: count(1) }),
      E.TicketCountChanged.create({ eventId: 101, ticketId: 3001, count: count(1) }),
    ].reduce(reduceTicketForm, base);
    expect(selectionProblems(state)).toEqual([]);
    expect(formTotal(state)).toBe(2 * 1400 + 2900 + 1000);
    expect(ticketLines(state)).toEqual([
      {
        type: 'ticket', id: 1001, eventId: 101, price: 1400, count: 2, totalCount: 2, totalPrice: 2800,
        datetime: '2030-01-10 10:00:00', datetime_end: '2030-01-10 11:00:00', mode: 1, tax: 7, subtickets: [], print_separately: 0, bookWithCost: 1,
      },
      {
        type: 'ticket', id: 1003, eventId: 101, price: 2900, count: 1, totalCount: 1, totalPrice: 2900,
        datetime: '2030-01-10 10:00:00', datetime_end: '2030-01-10 11:00:00', mode: 1, tax: 7,
        subtickets: [
          { id: 1011, price: 0, count: 2 },
          { id: 1012, price: 0, count: 1 },
          { id: 1013, price: 0, count: 1 },
        ],
        print_separately: 1, bookWithCost: 0,
      },
      {
        type: 'ticket', id: 3001, eventId: 101, price: 1000, count: 1, totalCount: 1, totalPrice: 1000,
        datetime: '2030-01-10 10:00:00', datetime_end: '2030-05-30 18:00:00', mode: 3, tax: 7, subtickets: [], print_separately: 0, bookWithCost: 0,
      },
    ]);
  });

  it('nothing chosen costs nothing, a family ticket with its fixed components too', () => {
    expect(ticketRows(base).map((r) => r.total)).toEqual([0, 0, 0]);
    expect(formTotal(base)).toBe(0);
  });

  it('a row’s cap is what its time has left less what the other rows on those places take, not its own count', () => {
    const state = [
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(2) }),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1011, count: count(2) }),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1012, count: count(1) }),
    ].reduce(reduceTicketForm, base);
    // Adults and the family ticket share the 40 places at 10:00 (the family takes 2 + 1 + its booklet); the season ticket has its own.
    expect(ticketRows(state).map((r) => [r.ticket.id, r.left, r.cap])).toEqual([
      [1001, 40, 36],
      [1003, 40, 38],
      [3001, 1880, 1880],
    ]);
  });

  it('places the basket holds at that time count against the rows drawing on them, and those rows say so', () => {
    const held = basketHeld(base, [basketTicketLine({ id: 1001, datetime: dt('2030-01-10 10:00'), totalCount: count(5) })]);
    expect(ticketRows(base, held).map((r) => [r.ticket.id, r.left, r.heldInBasket])).toEqual([
      [1001, 35, true],
      [1003, 35, true],
      [3001, 1880, false],
    ]);
  });

  it('a day whose tickets are all sold out, and a sold-out time, are recognised', () => {
    const soldOut = reduceTicketForm(
      given(opened, E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') })),
      E.TicketTimeslotsLoaded.create({ eventId: 101, date: date('2030-01-10'), tickets: [eventTicket({ id: 1, schedule: [slot('2030-01-10 10:00', 0)] })] }),
    );
    expect(daySoldOutByTickets(soldOut)).toBe(true);
    expect(daySoldOutByTickets(base)).toBe(false);
    const timeSoldOut = reduceTicketForm(
      given(opened, E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') })),
      E.TicketTimeslotsLoaded.create({ eventId: 101, date: date('2030-01-10'), tickets: [eventTicket({ id: 1, schedule: [slot('2030-01-10 10:00', 0), slot('2030-01-10 11:00', 2)] })] }),
    );
    expect(selectedTimeSoldOut(reduceTicketForm(timeSoldOut, E.TicketTimeSelected.create({ eventId: 101, time: '10:00' as ClockTime })))).toBe(true);
    expect(selectedTimeSoldOut(timeSoldOut)).toBe(false);
  });
});

describe('day ticket form', () => {
  const givenDay = (...events: DayTicketFormEvent[]) => events.reduce(reduceDayTicketForm, initialDayTicketForm);
  const tickets = [
    { id: 9001, name: 'Day ticket, adults', price: cents(1200), vat_value: 7, sequence_no: 1 },
    { id: 9002, name: 'Day ticket, reduced', price: cents(800), vat_value: 7, sequence_no: 2 },
  ];
  const ready = givenDay(
    E.DayTicketsOpened.create({ today: date('2030-01-05') }),
    E.DayTicketCalendarLoaded.create({ start: date('2030-01-01'), end: date('2030-02-28'), remaining: { '2030-01-10': 3, '2030-01-11': 0 } }),
    E.DayTicketDateSelected.create({ date: date('2030-01-10') }),
    E.DayTicketsLoaded.create({ date: date('2030-01-10'), tickets }),
  );

  it("counts together stay within the day's remaining places", () => {
    const state = [E.DayTicketCountChanged.create({ ticketId: 9001, count: count(2) }), E.DayTicketCountChanged.create({ ticketId: 9002, count: count(5) })].reduce(
      reduceDayTicketForm,
      ready,
    );
    expect(state.counts).toEqual({ 9001: 2, 9002: 1 });
  });

  it('a day with 0 left or not in the calendar allows no count', () => {
    const soldOut = reduceDayTicketForm(ready, E.DayTicketDateSelected.create({ date: date('2030-01-11') }));
    expect(soldOut.counts).toEqual({});
    expect(reduceDayTicketForm(soldOut, E.DayTicketCountChanged.create({ ticketId: 9001, count: count(1) })).counts).toEqual({});
  });

  it('the basket’s day tickets for that day take its places, and so do the form’s counts', () => {
    const inBasket = [basketDayLine({ date: date('2030-01-10'), totalCount: count(2) }), basketDayLine({ date: date('2030-01-11'), totalCount: count(5) })];
    const one = reduceDayTicketForm(ready, E.DayTicketCountChanged.create({ ticketId: 9001, count: count(1) }));
    expect([dayPlacesOpen(ready, inBasket), dayTicketPlacesLeft(ready, inBasket), dayTicketPlacesLeft(one, inBasket)]).toEqual([1, 1, 0]);
  });

  it('becomes one dayTicket line with each entry’s id and count; adding clears the counts', () => {
    const state = [E.DayTicketCountChanged.create({ ticketId: 9001, count: count(2) }), E.DayTicketCountChanged.create({ ticketId: 9002, count: count(1) })].reduce(
      reduceDayTicketForm,
      ready,
    );
    expect(dayTicketLine(state)).toEqual({
      type: 'dayTicket', id: 9001, price: 1200, totalPrice: 3200, totalCount: 3, date: '2030-01-10',
      dayTickets: [
        { id: 9001, price: 1200, count: 2, tax: 7 },
        { id: 9002, price: 800, count: 1, tax: 7 },
      ],
    });
    expect(dayTicketLine(ready)).toBeNull();
    expect(reduceDayTicketForm(state, E.DayTicketsAddedToBasket.create({ date: date('2030-01-10'), lineId: 'x' }))).toMatchObject({ counts: {}, added: true });
  });
});

describe('event cards: next date', () => {
  it('the first date from today with places; none when every date is full or past', () => {
    expect(nextDateWithPlaces({ '2030-01-04': 9, '2030-01-05': 0, '2030-01-12': 3, '2030-01-09': 1 }, isoDate('2030-01-05'))).toBe('2030-01-09');
    expect(nextDateWithPlaces({ '2030-01-04': 9, '2030-01-06': 0 }, isoDate('2030-01-05'))).toBeNull();
  });
});

import { cents, type ClockTime, type Count, type IsoDate } from '../../messages';
import * as E from '../../messages/events/tickets';
import * as CartEvents from '../../messages/events/cart';
import { decided, NOTHING } from '../decision';
import { decideDayTickets, decideTicketForm, decideVisitorTime } from './decide';
import { given, ids } from '../../../test/helpers/decider';
import { dt, eventEntry, eventTicket, familyTicket, slot } from '../../../test/helpers/catalogue';

/** The ticket form's and the day tickets' decisions, given the facts a visitor's session holds. */

const date = (s: string) => s as IsoDate;
const time = (s: string) => s as ClockTime;
const count = (n: number) => n as Count;

const adults = eventTicket({ id: 1001, name: 'Adults', price: cents(1400), schedule: [slot('2030-01-10 10:00', 4), slot('2030-01-10 18:30', 40)] });
const family = familyTicket([slot('2030-01-10 10:00', 4)]);
const onTheTenth = [
  E.EventListLoaded.create({ events: [eventEntry({ id: 101, name: 'Light and Line' })] }),
  E.TicketEventOpened.create({ eventId: 101, today: date('2030-01-05'), now: dt('2030-01-05 09:30:00') }),
  E.TicketCalendarLoaded.create({ eventId: 101, start: date('2030-01-01'), end: date('2030-02-28'), remaining: { '2030-01-10': 40 } }),
  E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }),
  E.TicketTimeslotsLoaded.create({ eventId: 101, date: date('2030-01-10'), tickets: [adults, family] }),
];

describe('a changed date’s time, with the basket counted (issue 30, item 11)', () => {
  // 10:00 has 4 places on the 10th and 20 on the 12th; 18:30 has 40 on the 10th.
  const onDay: Record<string, ReturnType<typeof eventTicket>> = {
    '2030-01-10': eventTicket({ id: 1001, name: 'Adults', price: cents(1400), schedule: [slot('2030-01-10 10:00', 4), slot('2030-01-10 18:30', 40)] }),
    '2030-01-12': eventTicket({ id: 1001, name: 'Adults', price: cents(1400), schedule: [slot('2030-01-12 10:00', 20)] }),
  };
  const opened = [
    E.EventListLoaded.create({ events: [eventEntry({ id: 101, name: 'Light and Line' })] }),
    E.TicketEventOpened.create({ eventId: 101, today: date('2030-01-05'), now: dt('2030-01-05 09:30:00') }),
    E.TicketCalendarLoaded.create({ eventId: 101, start: date('2030-01-01'), end: date('2030-02-28'), remaining: { '2030-01-10': 44, '2030-01-12': 20 } }),
  ];
  const day = (d: string) => [E.TicketDateSelected.create({ eventId: 101, date: date(d) }), E.TicketTimeslotsLoaded.create({ eventId: 101, date: date(d), tickets: [onDay[d]!] })];
  /** All four 10:00 places of the 10th in the basket. */
  function allInBasket() {
    const chosen = [...opened, ...day('2030-01-10'), E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(4) })];
    return [...chosen, ...decideTicketForm({ type: 'AddTicketsToBasket', eventId: 101 }, given(...chosen), ids('L1')).events];
  }

  it('a kept time with no places left for this visitor is skipped like a sold-out one', () => {
    const back = [...allInBasket(), ...day('2030-01-12'), ...day('2030-01-10')];
    // The fold keeps 10:00 (the slot still reports places); the decider moves on to 18:30.
    expect(given(...back).ticketForm.time).toBe('10:00');
    expect(decideVisitorTime(given(...back), time('10:00'))).toEqual(decided(E.TicketTimeSelected.create({ eventId: 101, time: time('18:30') })));
  });

  it('a time open to this visitor stays; a day with no time open to them keeps what the fold chose', () => {
    const otherDay = [...allInBasket(), ...day('2030-01-12')];
    expect(decideVisitorTime(given(...otherDay), time('10:00'))).toEqual(NOTHING);
    expect(decideVisitorTime(given(...opened, ...day('2030-01-10')), null)).toEqual(NOTHING);
    const onlyTen = eventTicket({ id: 1001, name: 'Adults', price: cents(1400), schedule: [slot('2030-01-10 10:00', 4)] });
    const full = [...allInBasket(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), E.TicketTimeslotsLoaded.create({ eventId: 101, date: date('2030-01-10'), tickets: [onlyTen] })];
    expect(decideVisitorTime(given(...full), time('10:00'))).toEqual(NOTHING);
  });
});

describe('the ticket form decides', () => {
  it('a time the day offers; the same time again, one it lacks or garbage is no fact', () => {
    const state = given(...onTheTenth);
    expect(state.ticketForm.time).toBe('10:00');
    expect(decideTicketForm({ type: 'SelectTicketTime', eventId: 101, time: '18:30' }, state, ids())).toEqual(
      decided(E.TicketTimeSelected.create({ eventId: 101, time: time('18:30') })),
    );
    for (const t of ['10:00', '12:00', '<b>', '25:99']) {
      expect(decideTicketForm({ type: 'SelectTicketTime', eventId: 101, time: t }, state, ids())).toEqual(NOTHING);
    }
  });

  it('a count up to the places left; the basket’s tickets of the same slot take places', () => {
    const state = given(...onTheTenth);
    expect(decideTicketForm({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 9 }, state, ids())).toEqual(
      decided(E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(4) })),
    );
    const added = given(...onTheTenth, E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(3) }));
    const booked = decideTicketForm({ type: 'AddTicketsToBasket', eventId: 101 }, added, ids('L1'));
    const afterAdding = given(...onTheTenth, E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(3) }), ...booked.events);
    expect(decideTicketForm({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 4 }, afterAdding, ids())).toEqual(
      decided(E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(1) })),
    );
  });

  it('the same count again, a ticket made of sub-tickets, or another event’s form is no fact; garbage counts as 0', () => {
    const chosen = given(...onTheTenth, E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(2) }));
    expect(decideTicketForm({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 2 }, chosen, ids())).toEqual(NOTHING);
    expect(decideTicketForm({ type: 'SetTicketCount', eventId: 101, ticketId: 1003, count: 1 }, chosen, ids())).toEqual(NOTHING);
    expect(decideTicketForm({ type: 'SetTicketCount', eventId: 102, ticketId: 1001, count: 1 }, chosen, ids())).toEqual(NOTHING);
    expect(decideTicketForm({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 'many' }, chosen, ids())).toEqual(
      decided(E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(0) })),
    );
  });

  it('a sub-ticket within its own limit', () => {
    const state = given(...onTheTenth);
    expect(decideTicketForm({ type: 'SetSubticketCount', eventId: 101, ticketId: 1003, subticketId: 1011, count: 5 }, state, ids())).toEqual(
      decided(E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1011, count: count(2) })),
    );
    expect(decideTicketForm({ type: 'SetSubticketCount', eventId: 101, ticketId: 1003, subticketId: 9999, count: 1 }, state, ids())).toEqual(NOTHING);
  });

  it('"Add to basket" with nothing chosen is refused with the problem; with tickets chosen, a line per ticket under the given ids', () => {
    const empty = decideTicketForm({ type: 'AddTicketsToBasket', eventId: 101 }, given(...onTheTenth), ids());
    expect(empty.events.map((e) => e.type)).toEqual(['TicketSelectionRejected']);
    const chosen = given(...onTheTenth, E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(2) }));
    const added = decideTicketForm({ type: 'AddTicketsToBasket', eventId: 101 }, chosen, ids('L1'));
    expect(added.events).toEqual([
      expect.objectContaining({ type: 'CartLineAdded', data: { line: expect.objectContaining({ lineId: 'L1', type: 'ticket', id: 1001, eventId: 101, datetime: '2030-01-10 10:00:00', totalCount: 2, totalPrice: 2800 }) } }),
      E.TicketsAddedToBasket.create({ eventId: 101, lineIds: ['L1'] }),
    ]);
    expect(CartEvents.CartLineAdded.is(added.events[0]!)).toBe(true);
  });
});

describe('the day tickets decide', () => {
  const dayTickets = [
    { id: 9001, name: 'Day ticket, adults', price: cents(1200), vat_value: 7, sequence_no: 1 },
    { id: 9002, name: 'Day ticket, reduced', price: cents(800), vat_value: 7, sequence_no: 2 },
  ];
  const ready = [
    E.DayTicketsOpened.create({ today: date('2030-01-05') }),
    E.DayTicketCalendarLoaded.create({ start: date('2030-01-01'), end: date('2030-02-28'), remaining: { '2030-01-10': 3 } }),
    E.DayTicketDateSelected.create({ date: date('2030-01-10') }),
    E.DayTicketsLoaded.create({ date: date('2030-01-10'), tickets: dayTickets }),
  ];

  it('counts of offered tickets, all together within the day’s places', () => {
    const one = given(...ready, E.DayTicketCountChanged.create({ ticketId: 9001, count: count(2) }));
    expect(decideDayTickets({ type: 'SetDayTicketCount', ticketId: 9002, count: 5 }, one, ids())).toEqual(
      decided(E.DayTicketCountChanged.create({ ticketId: 9002, count: count(1) })),
    );
    expect(decideDayTickets({ type: 'SetDayTicketCount', ticketId: 9999, count: 1 }, one, ids())).toEqual(NOTHING);
    expect(decideDayTickets({ type: 'SetDayTicketCount', ticketId: 9001, count: 2 }, one, ids())).toEqual(NOTHING);
  });

  it('"Add" makes one day-ticket line; with nothing chosen it is no fact', () => {
    expect(decideDayTickets({ type: 'AddDayTicketsToBasket' }, given(...ready), ids())).toEqual(NOTHING);
    const chosen = given(...ready, E.DayTicketCountChanged.create({ ticketId: 9001, count: count(2) }));
    const added = decideDayTickets({ type: 'AddDayTicketsToBasket' }, chosen, ids('D1'));
    expect(added.events.map((e) => e.type)).toEqual(['CartLineAdded', 'DayTicketsAddedToBasket']);
    expect(added.events[1]).toEqual(E.DayTicketsAddedToBasket.create({ date: date('2030-01-10'), lineId: 'D1' }));
  });

  it('the basket took the day’s places meanwhile: no line (the form says "overbooking")', () => {
    const chosen = [...ready, E.DayTicketCountChanged.create({ ticketId: 9001, count: count(2) })];
    const first = decideDayTickets({ type: 'AddDayTicketsToBasket' }, given(...chosen), ids('D1'));
    const again = given(...chosen, ...first.events, E.DayTicketCountChanged.create({ ticketId: 9001, count: count(2) }));
    expect(decideDayTickets({ type: 'AddDayTicketsToBasket' }, again, ids('D2'))).toEqual(NOTHING);
  });
});

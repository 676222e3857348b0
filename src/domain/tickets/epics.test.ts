import { nameRecipe } from '../cart/names';
import { Subject } from 'rxjs';
import * as Ei from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import { endpoints, type DataOf } from '../../api/endpoints';
import { ticketsEpic } from './epics';
import { overbookedRows, ticketRows } from './selectors';
import { cardAvailability } from '../../kernel/offer-card';
import { cents } from '../../messages';
import { selectionProblems } from './lines';
import { shopRuntime } from '../../../test/helpers/shop-runtime';
import { httpError, ok, wire, type Replies } from '../../../test/helpers/fake-api';
import { fakeClock } from '../../../test/helpers/fakes';
import { memoryStorage } from '../../bus/deps';
import { eventEntry, eventTicket, familyTicket, slot } from '../../../test/helpers/catalogue';

// 08:30 UTC on 5 January 2030 is 09:30 at the museum (Europe/Berlin).
const clock = () => fakeClock(Date.UTC(2030, 0, 5, 8, 30));
const adults = eventTicket({ id: 1001, name: 'Adults', schedule: [slot('2030-01-10 10:00', 4), slot('2030-01-10 11:00', 40)] });
const family = familyTicket([slot('2030-01-10 10:00', 40), slot('2030-01-10 11:00', 40)]);
const replies: Replies = {
  eventList: ok({ events: [eventEntry({ id: 101, name: 'Light and Line' }), eventEntry({ id: 102 })] }),
  eventLifetime: ok({ first: '2029-11-01', last: '2030-05-30' } as DataOf<'eventLifetime'>),
  ticketCalendar: ok({ '2030-01-10': 44, '2030-01-11': 0 }),
  ticketCollect: ok({ tickets: [adults, family] }),
};

function openedEvent(overrides: Replies = {}) {
  const shop = shopRuntime({ epics: { tickets: ticketsEpic }, clock: clock(), replies: { ...replies, ...overrides } });
  shop.dispatch({ type: 'OpenEvent', eventId: 101 });
  return shop;
}

describe('tickets epic', () => {
  it('OpenEvent: stamps the museum date and time, loads the list, the lifetime and the calendar (start of this month to end of next, deep=1)', () => {
    const shop = openedEvent();
    expect(shop.events()[0]).toEqual({ type: 'TicketEventOpened', data: { eventId: 101, today: '2030-01-05', now: '2030-01-05 09:30:00' } });
    expect(shop.calls).toEqual([
      { name: 'eventLifetime', params: { query: { event: 101 } } },
      { name: 'ticketCalendar', params: { path: { id: 101, start: '20300101', end: '20300228' } } },
      { name: 'eventList', params: undefined },
      // The first day with places (the 10th; the 11th is sold out) is chosen, its times asked for (issue 31).
      { name: 'ticketCollect', params: { path: { event: 101, date: '2030-01-10' } } },
    ]);
    expect(endpoints.ticketCalendar.fixedQuery).toEqual({ deep: 1 });
    expect(shop.types()).toEqual(['TicketEventOpened', 'EventListLoaded', 'EventLifetimeLoaded', 'TicketCalendarLoaded', 'TicketDateSelected', 'TicketTimeslotsLoaded']);
    expect(shop.state().ticketForm.date).toBe('2030-01-10');
    expect(shop.state().ticketForm.calendar).toEqual({ status: 'loaded', start: '2030-01-01', end: '2030-02-28', remaining: { '2030-01-10': 44, '2030-01-11': 0 } });
  });

  it('a day the visitor chose is kept on coming back; no day with places, none is chosen', () => {
    const shop = openedEvent();
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-11' });
    shop.dispatch({ type: 'OpenEvent', eventId: 101 });
    expect(shop.state().ticketForm.date).toBe('2030-01-11');
    const soldOut = openedEvent({ ticketCalendar: ok({ '2030-01-04': 9, '2030-01-11': 0 }) });
    expect(soldOut.state().ticketForm.date).toBeNull();
  });

  it('the event list is not loaded again when it is there', () => {
    const shop = openedEvent();
    shop.dispatch({ type: 'OpenEvent', eventId: 102 });
    expect(shop.calls.filter((c) => c.name === 'eventList')).toHaveLength(1);
  });

  it('a list restored from the session (perhaps in the language before a switch, issue 28) is asked again on the page that loaded: the title follows the language', () => {
    const storage = memoryStorage();
    const german = shopRuntime({ epics: { tickets: ticketsEpic }, clock: clock(), storage, replies: { ...replies, eventList: ok({ events: [eventEntry({ id: 101, name: 'Licht und Linie' })] }) } });
    german.dispatch({ type: 'OpenEvent', eventId: 101 });
    expect(german.state().events.list?.[0]?.name).toBe('Licht und Linie');
    // The language menu reloads the page in English: the session's log is restored, then the event page opens.
    const english = shopRuntime({ epics: { tickets: ticketsEpic }, clock: clock(), storage, replies });
    expect(english.state().events.list?.[0]?.name).toBe('Licht und Linie');
    english.dispatch({ type: 'OpenEvent', eventId: 101 });
    expect(english.calls.filter((c) => c.name === 'eventList')).toHaveLength(1);
    expect(english.state().events.list?.[0]?.name).toBe('Light and Line');
    english.dispatch({ type: 'OpenEvent', eventId: 102 });
    expect(english.calls.filter((c) => c.name === 'eventList')).toHaveLength(1);
  });

  it('the list page: the list, then one card per event near the screen from its calendar and its next date’s tickets', () => {
    const shop = shopRuntime({
      epics: { tickets: ticketsEpic },
      clock: clock(),
      replies: {
        eventList: ok({ events: [eventEntry({ id: 101 }), eventEntry({ id: 102 }), eventEntry({ id: 103 })] }),
        // 101: the 5th is today and full, the 10th has 44 places; 102: 6 places on the 7th; 103: sold out.
        ticketCalendar: (p) =>
          ok(({ 101: { '2030-01-05': 0, '2030-01-10': 44 }, 102: { '2030-01-04': 50, '2030-01-07': 6 }, 103: { '2030-01-10': 0 } } as Record<number, Record<string, number>>)[Number(p.path.id)] ?? {}),
        ticketCollect: ok({ tickets: [eventTicket({ id: 1001, price: cents(1400) }), eventTicket({ id: 1002, price: cents(0) }), familyTicket([])] }),
      },
    });
    shop.dispatch({ type: 'OpenEventList' });
    expect(shop.types()).toEqual(['EventListLoaded']);
    expect(shop.calls.map((c) => c.name)).toEqual(['eventList']);
    shop.dispatch({ type: 'LookUpEventCards', eventIds: [101, 102, 103] });
    expect(shop.types()).toEqual(['EventListLoaded', 'EventCardsLoaded']);
    expect(shop.calls.filter((c) => c.name === 'ticketCollect').map((c) => c.params)).toEqual([
      { path: { event: 101, date: '2030-01-10' } },
      { path: { event: 102, date: '2030-01-07' } },
    ]);
    const cards = shop.state().events.cards ?? {};
    expect(cards['101']).toEqual({ eventId: 101, next: '2030-01-10', placesLeft: 44, fromPrice: 1400 });
    expect(cards['102']).toMatchObject({ next: '2030-01-07', placesLeft: 6 });
    expect(cards['103']).toEqual({ eventId: 103, next: null, placesLeft: 0, fromPrice: null });
    expect([cards['101'], cards['102'], cards['103']].map((c) => c && cardAvailability(c))).toEqual(['available', 'few', 'soldOut']);
  });

  it('a card that cannot be looked up is left out; the event is still listed', () => {
    const shop = shopRuntime({ epics: { tickets: ticketsEpic }, clock: clock(), replies: { ...replies, ticketCalendar: (p) => (Number(p.path.id) === 101 ? httpError(500) : ok({ '2030-01-10': 44 })) } });
    shop.dispatch({ type: 'OpenEventList' });
    shop.dispatch({ type: 'LookUpEventCards', eventIds: [101, 102] });
    expect(shop.state().events.list?.map((e) => e.id)).toEqual([101, 102]);
    expect(Object.keys(shop.state().events.cards ?? {})).toEqual(['102']);
  });

  it('each listed event is looked up once per opening of the list; ids the list does not hold are ignored', () => {
    const shop = shopRuntime({ epics: { tickets: ticketsEpic }, clock: clock(), replies: { ...replies, ticketCalendar: ok({ '2030-01-10': 44 }) } });
    const calendars = () => shop.calls.filter((c) => c.name === 'ticketCalendar').map((c) => (c.params as { path: { id: number } }).path.id);
    shop.dispatch({ type: 'LookUpEventCards', eventIds: [101] });
    expect(calendars()).toEqual([]);
    shop.dispatch({ type: 'OpenEventList' });
    shop.dispatch({ type: 'LookUpEventCards', eventIds: [101, 101, 999] });
    shop.dispatch({ type: 'LookUpEventCards', eventIds: [102, 101] });
    expect(calendars()).toEqual([101, 102]);
    shop.dispatch({ type: 'OpenEventList' });
    shop.dispatch({ type: 'LookUpEventCards', eventIds: [101] });
    expect(calendars()).toEqual([101, 102, 101]);
  });

  it("cards are looked up through the lookups' client when there is one (no twin in the tracking language)", () => {
    const shop = shopRuntime({ epics: { tickets: ticketsEpic }, clock: clock(), replies, lookups: { ticketCalendar: ok({ '2030-01-10': 44 }), ticketCollect: ok({ tickets: [eventTicket({ id: 1001, price: cents(1400) })] }) } });
    shop.dispatch({ type: 'OpenEventList' });
    shop.dispatch({ type: 'LookUpEventCards', eventIds: [101] });
    expect(shop.lookupCalls.map((c) => c.name)).toEqual(['ticketCalendar', 'ticketCollect']);
    expect(shop.calls.map((c) => c.name)).toEqual(['eventList']);
    expect(shop.state().events.cards?.['101']).toEqual({ eventId: 101, next: '2030-01-10', placesLeft: 44, fromPrice: 1400 });
  });

  it('a failing event list is rejected with its code', () => {
    const shop = shopRuntime({ epics: { tickets: ticketsEpic }, replies: { eventList: httpError(500, { code: 'INTERNAL_ERROR' }) } });
    shop.dispatch({ type: 'OpenEventList' });
    expect(shop.events()).toEqual([{ type: 'EventListLoadFailed', data: { code: 'INTERNAL_ERROR', notFound: false } }]);
    expect(shop.state().events.status).toBe('failed');
  });

  it("choosing a date loads its timeslots and selects the first time", () => {
    const shop = openedEvent();
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
    expect(shop.calls.at(-1)).toEqual({ name: 'ticketCollect', params: { path: { event: 101, date: '2030-01-10' } } });
    expect(shop.types().slice(-2)).toEqual(['TicketDateSelected', 'TicketTimeslotsLoaded']);
    expect(shop.state().ticketForm).toMatchObject({ date: '2030-01-10', time: '10:00' });
  });

  it('a sold-out day loads nothing (the form says why); a malformed date is ignored', () => {
    const shop = openedEvent();
    const before = shop.calls.length;
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-11' });
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '11.01.2030' });
    expect(shop.calls.length).toBe(before);
    expect(shop.types().slice(-1)).toEqual(['TicketDateSelected']);
    expect(shop.state().ticketForm.date).toBe('2030-01-11');
  });

  it('the last date chosen wins: the answer for an earlier date is dropped (switchMap)', () => {
    const answers: Record<string, Subject<Ei.Either<ApiError, DataOf<'ticketCollect'>>>> = {};
    const shop = openedEvent({
      ticketCalendar: wire('ticketCalendar', { '2030-01-10': 44, '2030-01-12': 40 }),
      ticketCollect: (params) => (answers[String(params.path.date)] = new Subject()),
    });
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-12' });
    answers['2030-01-12']?.next(ok({ tickets: [eventTicket({ id: 1001, schedule: [slot('2030-01-12 14:00', 9)] })] }));
    answers['2030-01-10']?.next(ok({ tickets: [adults] }));
    expect(shop.types().filter((t) => t === 'TicketTimeslotsLoaded')).toHaveLength(1);
    expect(shop.state().ticketForm).toMatchObject({ date: '2030-01-12', time: '14:00' });
  });

  it('back on a day whose kept time the basket holds all of: the next time open to this visitor is chosen (issue 30)', () => {
    const onDay: Record<string, DataOf<'ticketCollect'>> = {
      '2030-01-10': { tickets: [eventTicket({ id: 1001, name: 'Adults', schedule: [slot('2030-01-10 10:00', 4), slot('2030-01-10 11:00', 40)] })] },
      '2030-01-12': { tickets: [eventTicket({ id: 1001, name: 'Adults', schedule: [slot('2030-01-12 10:00', 20)] })] },
    };
    const shop = openedEvent({
      ticketCalendar: wire('ticketCalendar', { '2030-01-10': 44, '2030-01-12': 20 }),
      ticketCollect: (params) => ok(onDay[String(params.path.date)]!),
    });
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
    shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 4 });
    shop.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-12' });
    expect(shop.state().ticketForm).toMatchObject({ date: '2030-01-12', time: '10:00' });
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
    expect(shop.state().ticketForm).toMatchObject({ date: '2030-01-10', time: '11:00' });
    expect(ticketRows(shop.state().ticketForm, new Map()).map((r) => r.left)).toEqual([40]);
  });

  it("counts: non-numeric becomes 0, a count is capped by the slot's max_tickets, unchanged counts log nothing", () => {
    const shop = openedEvent();
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
    shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: '7' });
    shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 4 });
    shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 'zwei' });
    const changes = shop.events().filter((e) => e.type === 'TicketCountChanged');
    expect(changes.map((e) => e.data)).toEqual([
      { eventId: 101, ticketId: 1001, count: 4 },
      { eventId: 101, ticketId: 1001, count: 0 },
    ]);
  });

  it('AddTicketsToBasket: nothing chosen is rejected; chosen tickets become ticket lines and the form clears', () => {
    const shop = openedEvent();
    shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
    shop.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
    expect(shop.events().at(-1)).toEqual({ type: 'TicketSelectionRejected', data: { eventId: 101, problems: [{ ticketId: null, problem: 'nothingChosen' }] } });

    shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 2 });
    shop.dispatch({ type: 'SetSubticketCount', eventId: 101, ticketId: 1003, subticketId: 1011, count: 1 });
    shop.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
    expect(shop.events().at(-1)).toEqual({ type: 'TicketSelectionRejected', data: { eventId: 101, problems: [{ ticketId: 1003, problem: 'familyQuantities' }] } });

    shop.dispatch({ type: 'SetSubticketCount', eventId: 101, ticketId: 1003, subticketId: 1012, count: 2 });
    shop.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
    expect(shop.types().slice(-3)).toEqual(['CartLineAdded', 'CartLineAdded', 'TicketsAddedToBasket']);
    const lines = shop.state().cart.lines;
    // By ids: the basket names them "Event – Ticket" from the reference names (domain/cart/names.ts).
    expect(lines.map((l) => [l.type, nameRecipe(l)?.keys, l.totalPrice])).toEqual([
      ['ticket', ['event:101', 'ticket:1001'], 2800],
      ['ticket', ['event:101', 'ticket:1003'], 2900],
    ]);
    expect(lines.every((l) => !('name' in l) && !('venue' in l))).toBe(true);
    expect(shop.events().at(-1)).toEqual({ type: 'TicketsAddedToBasket', data: { eventId: 101, lineIds: lines.map((l) => l.lineId) } });
    expect(shop.state().ticketForm).toMatchObject({ counts: {}, subCounts: {}, added: 2 });
  });

  describe('caps count the basket and every ticket sharing the slot (001 §5, "overbooking blocked")', () => {
    // The 11:00 slot has 4 places, shared by every ticket type at that time.
    const at11 = (id: number, name: string) => eventTicket({ id, name, schedule: [slot('2030-01-10 11:00', 4)] });
    const shared = { ticketCollect: ok({ tickets: [at11(1001, 'Adults'), at11(1002, 'Reduced'), familyTicket([slot('2030-01-10 11:00', 4)]), at11(1004, 'Audio guide')] }) };
    const opened11 = () => {
      const shop = openedEvent(shared);
      shop.dispatch({ type: 'SelectTicketDate', eventId: 101, date: '2030-01-10' });
      return shop;
    };
    const places = (shop: ReturnType<typeof openedEvent>) =>
      shop.state().cart.lines.reduce((n, l) => n + (l.type === 'ticket' ? (l.subtickets.length > 0 ? l.subtickets.reduce((m, c) => m + c.count, 0) : l.totalCount) : 0), 0);

    it('two lines of 4 adults cannot both be added: the second form gets nothing beyond the basket', () => {
      const shop = opened11();
      shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 4 });
      shop.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
      expect(places(shop)).toBe(4);
      shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 4 });
      shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1002, count: 1 });
      expect(shop.state().ticketForm.counts).toEqual({});
      shop.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
      expect(shop.events().at(-1)).toMatchObject({ type: 'TicketSelectionRejected', data: { problems: [{ ticketId: null, problem: 'nothingChosen' }] } });
      expect(places(shop)).toBe(4);
    });

    it('one form: 1 adult + a family ticket (1 + 2 + 1 fixed) + 1 audio guide stays within 4 places', () => {
      const shop = opened11();
      shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 1 });
      shop.dispatch({ type: 'SetSubticketCount', eventId: 101, ticketId: 1003, subticketId: 1011, count: 1 });
      shop.dispatch({ type: 'SetSubticketCount', eventId: 101, ticketId: 1003, subticketId: 1012, count: 2 });
      shop.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1004, count: 1 });
      // The family ticket gets 1 child (1 + 1 + 1 fixed = 3 with the adult's 1); no audio guide fits.
      expect(shop.state().ticketForm.subCounts).toEqual({ '1003': { '1011': 1, '1012': 1 } });
      expect(shop.state().ticketForm.counts).toEqual({ '1001': 1 });
      shop.dispatch({ type: 'AddTicketsToBasket', eventId: 101 });
      expect(places(shop)).toBe(4);
    });

    it('counts chosen before the basket took the places are refused at "add" as overbooking, and may be lowered', () => {
      const first = opened11();
      first.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1001, count: 3 });
      // The same visitor's other tab added 2 places of this slot (the basket is shared).
      first.dispatch({ type: 'SetTicketCount', eventId: 101, ticketId: 1002, count: 1 });
      const form = first.state().ticketForm;
      const rows = ticketRows(form, new Map([['2030-01-10 11:00:00|4', 2]]));
      expect(overbookedRows(rows).map((r) => r.ticket.id)).toEqual([1001, 1002]);
      expect(selectionProblems(form, new Map([['2030-01-10 11:00:00|4', 2]]))).toEqual([
        { ticketId: 1001, problem: 'overbooking' },
        { ticketId: 1002, problem: 'overbooking' },
      ]);
    });
  });

  it('day tickets: calendar for this and next month, the day’s tickets, counts within the places left, one line', () => {
    const shop = shopRuntime({
      epics: { tickets: ticketsEpic },
      clock: clock(),
      replies: {
        dayTicketCalendar: ok({ '2030-01-10': 3 }),
        dayTicketList: ok({ tickets: [{ id: 9001, name: 'Adults', price: 1200, vat_value: 7, sequence_no: 1 }] } as DataOf<'dayTicketList'>),
      },
    });
    shop.dispatch({ type: 'OpenDayTickets' });
    shop.dispatch({ type: 'SelectDayTicketDate', date: '2030-01-10' });
    shop.dispatch({ type: 'SetDayTicketCount', ticketId: 9001, count: 5 });
    shop.dispatch({ type: 'AddDayTicketsToBasket' });
    expect(shop.calls).toEqual([
      { name: 'dayTicketCalendar', params: { path: { start: '20300101', end: '20300228' } } },
      { name: 'dayTicketList', params: { query: { date: '2030-01-10' } } },
    ]);
    expect(shop.types()).toEqual([
      'DayTicketsOpened',
      'DayTicketCalendarLoaded',
      'DayTicketDateSelected',
      'DayTicketsLoaded',
      'DayTicketCountChanged',
      'CartLineAdded',
      'DayTicketsAddedToBasket',
    ]);
    expect(shop.state().cart.lines[0]).toMatchObject({ type: 'dayTicket', date: '2030-01-10', totalCount: 3, totalPrice: 3600, dayTickets: [{ id: 9001, count: 3 }] });
    // The basket now holds the day's 3 places: the form takes no more (001 §5).
    shop.dispatch({ type: 'SetDayTicketCount', ticketId: 9001, count: 1 });
    shop.dispatch({ type: 'AddDayTicketsToBasket' });
    expect(shop.state().dayTicketForm.counts).toEqual({});
    expect(shop.state().cart.lines).toHaveLength(1);
  });
});

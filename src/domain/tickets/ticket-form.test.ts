import { cents, type Count, type IsoDate, type ClockTime } from '../../messages';
import * as E from '../../messages/events/tickets';
import { initialTicketForm, reduceTicketForm, type TicketFormEvent, type TicketFormState } from './ticket-form';
import { eventTicket, familyTicket, slot, dt } from '../../../test/helpers/catalogue';

const given = (...events: TicketFormEvent[]): TicketFormState => events.reduce(reduceTicketForm, initialTicketForm);
const date = (s: string) => s as IsoDate;
const count = (n: number) => n as Count;
const time = (s: string) => s as ClockTime;

const opened = (eventId = 101) => E.TicketEventOpened.create({ eventId, today: date('2030-01-05'), now: dt('2030-01-05 09:30:00') });
const calendar = (remaining: Record<string, number> = { '2030-01-10': 40, '2030-01-11': 0 }) =>
  E.TicketCalendarLoaded.create({ eventId: 101, start: date('2030-01-01'), end: date('2030-02-28'), remaining });

const adults = eventTicket({ id: 1001, name: 'Adults', schedule: [slot('2030-01-10 10:00', 4), slot('2030-01-10 11:00', 40)] });
const reduced = eventTicket({ id: 1002, name: 'Reduced', price: cents(900), schedule: [slot('2030-01-10 10:00', 0), slot('2030-01-10 11:00', 12)] });
const soldOut = eventTicket({ id: 1005, name: 'Curator', schedule: [slot('2030-01-10 18:30', 0)] });
const family = familyTicket([slot('2030-01-10 10:00', 4), slot('2030-01-10 11:00', 40)]);
const slots = (tickets = [adults, reduced, soldOut, family], day = '2030-01-10') =>
  E.TicketTimeslotsLoaded.create({ eventId: 101, date: date(day), tickets });

describe('ticket form read model: given events → state', () => {
  it('opening an event starts a fresh form with the museum date and time', () => {
    expect(given(opened())).toEqual({ ...initialTicketForm, eventId: 101, today: '2030-01-05', openedAt: '2030-01-05 09:30:00' });
  });

  it('opening another event resets the form; reopening the same event keeps the choice', () => {
    const chosen = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(2) }));
    expect(reduceTicketForm(chosen, opened(101)).counts).toEqual({ 1001: 2 });
    expect(reduceTicketForm(chosen, opened(102))).toEqual({ ...initialTicketForm, eventId: 102, today: '2030-01-05', openedAt: '2030-01-05 09:30:00' });
  });

  it('events of another event than the open one change nothing', () => {
    const state = given(opened());
    expect(reduceTicketForm(state, E.TicketDateSelected.create({ eventId: 999, date: date('2030-01-10') }))).toBe(state);
  });

  it('lifetime and calendar load into the form; failures are kept with their code', () => {
    const state = given(opened(), E.EventLifetimeLoaded.create({ eventId: 101, first: date('2029-11-01'), last: date('2030-05-30') }), calendar());
    expect(state.lifetime).toEqual({ status: 'loaded', first: '2029-11-01', last: '2030-05-30' });
    expect(state.calendar).toEqual({ status: 'loaded', start: '2030-01-01', end: '2030-02-28', remaining: { '2030-01-10': 40, '2030-01-11': 0 } });
    const failed = given(opened(), E.TicketCalendarLoadFailed.create({ eventId: 101, code: 'NETWORK_ERROR', notFound: false }));
    expect(failed.calendar).toEqual({ status: 'failed', code: 'NETWORK_ERROR', notFound: false });
  });

  it("choosing a date then loading its timeslots selects the first time with places", () => {
    const state = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots());
    expect(state.date).toBe('2030-01-10');
    expect(state.time).toBe('10:00');
    expect(state.slots).toEqual({ status: 'loaded', date: '2030-01-10', tickets: [adults, reduced, soldOut, family] });
  });

  it('…or keeps the time chosen before when the new day has it', () => {
    const before = given(opened(), calendar({ '2030-01-10': 40, '2030-01-12': 40 }), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.TicketTimeSelected.create({ eventId: 101, time: time('11:00') }));
    const nextDay = [eventTicket({ ...adults, schedule: [slot('2030-01-12 10:00', 5), slot('2030-01-12 11:00', 5)] })];
    const state = [E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-12') }), slots(nextDay, '2030-01-12')].reduce(reduceTicketForm, before);
    expect(state.time).toBe('11:00');
  });

  it('…but not when that time is sold out on the new day: the first time with places instead (001 §4)', () => {
    const before = given(opened(), calendar({ '2030-01-10': 40, '2030-01-12': 40 }), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.TicketTimeSelected.create({ eventId: 101, time: time('11:00') }));
    const nextDay = [eventTicket({ ...adults, schedule: [slot('2030-01-12 10:00', 5), slot('2030-01-12 11:00', 0), slot('2030-01-12 12:00', 5)] })];
    const state = [E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-12') }), slots(nextDay, '2030-01-12')].reduce(reduceTicketForm, before);
    expect(state.time).toBe('10:00');
  });

  it('timeslots of a day no longer selected are ignored (the last date wins)', () => {
    const state = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-11') }));
    expect(reduceTicketForm(state, slots())).toBe(state);
  });

  it('a ticket count is capped by the slot’s max_tickets', () => {
    const state = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(9) }));
    expect(state.counts).toEqual({ 1001: 4 });
  });

  it('a hidden (sold-out timed) ticket cannot get a count', () => {
    const state = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1005, count: count(1) }));
    expect(state.counts).toEqual({});
  });

  it('changing the time re-caps the counts to the new slot', () => {
    const state = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.TicketTimeSelected.create({ eventId: 101, time: time('11:00') }),
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(20) }),
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1002, count: count(3) }),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1011, count: count(2) }),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1012, count: count(3) }),
      E.TicketTimeSelected.create({ eventId: 101, time: time('10:00') }));
    // 10:00 has 4 places for adults and family, none for reduced.
    expect(state.counts).toEqual({ 1001: 4 });
    // 2 adults + 1 child + 1 booklet = 4.
    expect(state.subCounts).toEqual({ 1003: { 1011: 2, 1012: 1 } });
  });

  it('sub-ticket counts: capped by max_quantity and, with the fixed booklet, by max_tickets', () => {
    const state = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1011, count: count(5) }),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1012, count: count(4) }));
    expect(state.subCounts).toEqual({ 1003: { 1011: 2, 1012: 1 } });
    const cleared = reduceTicketForm(
      reduceTicketForm(state, E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1011, count: count(0) })),
      E.SubticketCountChanged.create({ eventId: 101, ticketId: 1003, subticketId: 1012, count: count(0) }),
    );
    expect(cleared.subCounts).toEqual({});
  });

  it('a rejected selection shows its problems until the next change', () => {
    const rejected = given(opened(), E.TicketSelectionRejected.create({ eventId: 101, problems: [{ ticketId: null, problem: 'nothingChosen' }] }));
    expect(rejected.problems).toEqual([{ ticketId: null, problem: 'nothingChosen' }]);
    expect(reduceTicketForm(rejected, E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') })).problems).toEqual([]);
  });

  it('after adding to the basket the counts are cleared and the number of lines is kept for the confirmation', () => {
    const state = given(opened(), calendar(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }), slots(),
      E.TicketCountChanged.create({ eventId: 101, ticketId: 1001, count: count(2) }),
      E.TicketsAddedToBasket.create({ eventId: 101, lineIds: ['a'] }));
    expect(state).toMatchObject({ counts: {}, subCounts: {}, added: 1, date: '2030-01-10', time: '10:00' });
  });

  it('timeslots that fail to load are kept as failed for that day', () => {
    const state = given(opened(), E.TicketDateSelected.create({ eventId: 101, date: date('2030-01-10') }),
      E.TicketTimeslotsLoadFailed.create({ eventId: 101, date: date('2030-01-10'), code: 'DECODE_ERROR', notFound: false }));
    expect(state.slots).toEqual({ status: 'failed', date: '2030-01-10', code: 'DECODE_ERROR', notFound: false });
  });
});

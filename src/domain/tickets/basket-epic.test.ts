import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import type { DataOf } from '../../api/endpoints';
import { cents, type CartLine, type Command, type DomainEvent, type LineOf } from '../../messages';
import { shopRuntime } from '../../../test/helpers/shop-runtime';
import { fakeApi, httpError, networkError, ok, type Replies } from '../../../test/helpers/fake-api';
import { eventTicket, slot } from '../../../test/helpers/catalogue';
import { count, dayTicketLine, isoDate, merchandiseLine, ticketLine, withoutId } from '../../../test/helpers/lines';
import { initialCart } from '../cart/read-model';
import { basketTicketsEpic } from './basket-epic';

/**
 * The basket's stepper on ticket lines (issue 15): fewer places at once, more after a lookup of
 * the day's tickets (or the day-ticket calendar), judged by the event page's caps beside the
 * basket's other lines; refusals and failures are facts and the line stays as it was.
 */

/** A ticket line as the event page adds it: one ticket type, no sub-tickets, on the 10th at 10:00. */
const adults = (o: Partial<LineOf<'ticket'>> = {}): LineOf<'ticket'> => {
  const n = o.count ?? count(2);
  return ticketLine({
    id: 1001,
    eventId: 101,
    name: 'Light and Line – Adults',
    price: cents(1400),
    count: n,
    totalCount: n,
    totalPrice: cents(1400 * n),
    subtickets: [],
    datetime: '2030-01-10 10:00:00',
    ...o,
  });
};
const reduced = (n: number): LineOf<'ticket'> =>
  adults({ id: 1002, name: 'Light and Line – Reduced', price: cents(900), count: count(n), totalCount: count(n), totalPrice: cents(900 * n) });

/** The day's tickets: adults and reduced share the 10:00 places (both report the same number). */
const day = (places10: number, places11 = 40): Replies['ticketCollect'] =>
  ok({
    tickets: [
      eventTicket({ id: 1001, name: 'Adults', schedule: [slot('2030-01-10 10:00', places10), slot('2030-01-10 11:00', places11)] }),
      eventTicket({ id: 1002, name: 'Reduced', price: cents(900), schedule: [slot('2030-01-10 10:00', places10), slot('2030-01-10 11:00', places11)] }),
    ],
  } as DataOf<'ticketCollect'>);

/** A runtime whose basket holds these lines (`id(1)`, `id(2)`, … in order), with the stepper's epic. */
function basket(lines: CartLine[], replies: Replies = {}) {
  const shop = shopRuntime({ epics: { basketTickets: basketTicketsEpic }, replies });
  for (const line of lines) shop.dispatch({ type: 'AddCartLine', line: withoutId(line) });
  const added = shop.events().length;
  const ids = shop.state().cart.lines.map((l) => l.lineId);
  return {
    ...shop,
    /** The lineId the basket gave the nth line. */
    id: (n: number): string => ids[n - 1] ?? `missing-${n}`,
    /** Only what the stepper did. */
    after: (): DomainEvent[] => shop.events().slice(added),
    line: (lineId: string) => shop.state().cart.lines.find((l) => l.lineId === lineId),
    check: (lineId: string) => shop.state().ticketLineChecks[lineId],
  };
}

describe('basket ticket stepper: more places are looked up first', () => {
  it('allowed: the check starts, the day’s tickets are asked for (as the event page asks), and the changed line goes in through the cart’s door', () => {
    const shop = basket([adults()], { ticketCollect: day(5) });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    expect(shop.calls.filter((c) => c.name === 'ticketCollect')).toEqual([{ name: 'ticketCollect', params: { path: { event: 101, date: '2030-01-10' } } }]);
    expect(shop.after().map((e) => e.type)).toEqual(['TicketLineCheckStarted', 'CartLineChanged']);
    expect(shop.after()[0]).toEqual({ type: 'TicketLineCheckStarted', data: { lineId: shop.id(1), count: 3 } });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 3, totalCount: 3, totalPrice: 4200, datetime: '2030-01-10 10:00:00' });
    // The check is over: nothing to say at the line.
    expect(shop.check(shop.id(1))).toBeUndefined();
    // The whole basket agrees: one line, its total.
    expect(shop.state().cart.lines).toHaveLength(1);
  });

  it('a typed count is taken as the event page takes it (fractions cut); none, zero or the same count is nothing', () => {
    const shop = basket([adults()], { ticketCollect: day(40) });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: '5.7' });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 5, totalPrice: 7000 });
    for (const typed of ['abc', '', 0, '0', 5, -3]) shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: typed });
    expect(shop.after().map((e) => e.type)).toEqual(['TicketLineCheckStarted', 'CartLineChanged']);
  });

  it('refused by places: the time has fewer than asked; the line is unchanged and the refusal says what is left', () => {
    const shop = basket([adults()], { ticketCollect: day(2) });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    expect(shop.after()).toEqual([
      { type: 'TicketLineCheckStarted', data: { lineId: shop.id(1), count: 3 } },
      { type: 'TicketLineCountRefused', data: { lineId: shop.id(1), reason: 'fewerPlaces', left: 2, held: 0 } },
    ]);
    expect(shop.line(shop.id(1))).toMatchObject({ count: 2, totalPrice: 2800 });
    expect(shop.check(shop.id(1))).toEqual({ status: 'refused', reason: 'fewerPlaces', left: 2, held: 0 });
  });

  it('refused by the caps counting the basket’s other lines on the same places (the event page’s contingent rule); lines of other places do not count', () => {
    // Adults 2 and reduced 2 at 10:00 share its 5 places; a reduced line at 11:00 and an article do not draw on them.
    const elevenOClock = reduced(3);
    const shop = basket([adults(), reduced(2), { ...elevenOClock, datetime: '2030-01-10 11:00:00' }, merchandiseLine({ count: count(4) })], { ticketCollect: day(5) });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 3 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 4 });
    expect(shop.after().at(-1)).toEqual({ type: 'TicketLineCountRefused', data: { lineId: shop.id(1), reason: 'fewerPlaces', left: 5, held: 2 } });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 3, totalPrice: 4200 });
    // The other line made smaller (no lookup), the places are there again.
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(2), count: 1 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 4 });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 4, totalPrice: 5600 });
    expect(shop.line(shop.id(2))).toMatchObject({ count: 1, totalPrice: 900 });
  });

  it('sold out, and a ticket or time the day no longer offers, or an event the server does not know, cannot be booked', () => {
    const soldOut = basket([adults()], { ticketCollect: day(0) });
    soldOut.dispatch({ type: 'ChangeTicketLineCount', lineId: soldOut.id(1), count: 3 });
    expect(soldOut.check(soldOut.id(1))).toEqual({ status: 'refused', reason: 'soldOut', left: 0, held: 0 });

    const gone = basket([adults({ datetime: '2030-01-10 09:00:00' }), adults({ id: 1009 })], { ticketCollect: day(40) });
    gone.dispatch({ type: 'ChangeTicketLineCount', lineId: gone.id(1), count: 3 });
    gone.dispatch({ type: 'ChangeTicketLineCount', lineId: gone.id(2), count: 3 });
    expect(gone.check(gone.id(1))).toMatchObject({ status: 'refused', reason: 'notBookable' });
    expect(gone.check(gone.id(2))).toMatchObject({ status: 'refused', reason: 'notBookable' });

    const unknown = basket([adults()], { ticketCollect: httpError(404) });
    unknown.dispatch({ type: 'ChangeTicketLineCount', lineId: unknown.id(1), count: 3 });
    expect(unknown.check(unknown.id(1))).toMatchObject({ status: 'refused', reason: 'notBookable' });
    expect([soldOut, gone, unknown].flatMap((s) => s.after()).filter((e) => e.type === 'CartLineChanged')).toEqual([]);
  });

  it('a failed lookup is a fact of its own and loses nothing: the line stays, and trying again works', () => {
    let answer: Either<ApiError, DataOf<'ticketCollect'>> = networkError();
    const shop = basket([adults()], { ticketCollect: () => answer });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    expect(shop.after().at(-1)).toEqual({ type: 'TicketLineCheckFailed', data: { lineId: shop.id(1), code: 'NETWORK_ERROR', notFound: false } });
    expect(shop.check(shop.id(1))).toEqual({ status: 'failed', code: 'NETWORK_ERROR' });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 2, totalPrice: 2800 });
    answer = httpError(500);
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    expect(shop.check(shop.id(1))).toEqual({ status: 'failed', code: 'HTTP_500' });
    answer = day(40) as typeof answer;
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 3 });
    expect(shop.check(shop.id(1))).toBeUndefined();
  });
});

describe('basket ticket stepper: one lookup per line at a time (exhaustMap)', () => {
  function pending() {
    const answers: Array<Subject<Either<ApiError, DataOf<'ticketCollect'>>>> = [];
    const reply = (): Observable<Either<ApiError, DataOf<'ticketCollect'>>> => {
      const answer = new Subject<Either<ApiError, DataOf<'ticketCollect'>>>();
      answers.push(answer);
      return answer;
    };
    return { answers, reply };
  }

  it('a double click starts one lookup; while it runs the line is busy, and a step down waits its turn (dropped, not slipped in)', () => {
    const { answers, reply } = pending();
    const shop = basket([adults()], { ticketCollect: reply });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 4 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 1 });
    expect(answers).toHaveLength(1);
    expect(shop.check(shop.id(1))).toEqual({ status: 'checking', count: 3 });
    answers[0]?.next(day(40) as Either<ApiError, DataOf<'ticketCollect'>>);
    answers[0]?.complete();
    expect(shop.after().map((e) => e.type)).toEqual(['TicketLineCheckStarted', 'CartLineChanged']);
    expect(shop.line(shop.id(1))).toMatchObject({ count: 3 });
    // Free again: the next step is taken.
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 1 });
    expect(shop.line(shop.id(1))).toMatchObject({ count: 1, totalPrice: 1400 });
  });

  it('two lines look up side by side; each answer is judged on the basket as it is then', () => {
    const { answers, reply } = pending();
    const shop = basket([adults(), reduced(2)], { ticketCollect: reply });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(2), count: 3 });
    expect(answers).toHaveLength(2);
    // Six places at 10:00: the first answer takes 3 + 2; the second then finds 3 + 3 fits exactly.
    answers[0]?.next(day(6) as Either<ApiError, DataOf<'ticketCollect'>>);
    answers[1]?.next(day(5) as Either<ApiError, DataOf<'ticketCollect'>>);
    expect(shop.line(shop.id(1))).toMatchObject({ count: 3 });
    expect(shop.line(shop.id(2))).toMatchObject({ count: 2 });
    expect(shop.check(shop.id(2))).toEqual({ status: 'refused', reason: 'fewerPlaces', left: 5, held: 3 });
  });

  it('a line removed while its lookup runs: the answer changes nothing and no check is left behind', () => {
    const { answers, reply } = pending();
    const shop = basket([adults()], { ticketCollect: reply });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3 });
    shop.dispatch({ type: 'RemoveCartLine', lineId: shop.id(1) });
    answers[0]?.next(day(40) as Either<ApiError, DataOf<'ticketCollect'>>);
    expect(shop.after().map((e) => e.type)).toEqual(['TicketLineCheckStarted', 'CartLineRemoved']);
    expect(shop.state().ticketLineChecks).toEqual({});
    expect(shop.state().cart.lines).toEqual([]);
  });

  it('a lookup the page did not live to see answered (a reload) ends as failed when the epic starts: no stepper stays busy', () => {
    const line = adults({ lineId: 'kept' });
    const state$ = new BehaviorSubject({ cart: { ...initialCart, lines: [line] }, ticketLineChecks: { kept: { status: 'checking' as const, count: count(3) } } });
    const events: DomainEvent[] = [];
    basketTicketsEpic(new Subject<Command>(), state$, { api: fakeApi().api }).subscribe((e) => events.push(e));
    expect(events).toEqual([{ type: 'TicketLineCheckFailed', data: { lineId: 'kept', code: 'INTERRUPTED', notFound: false } }]);
  });
});

describe('basket ticket stepper: fewer places, and lines it leaves alone', () => {
  it('fewer is recorded at once, without a lookup, down to one', () => {
    const shop = basket([adults({ count: count(4), totalCount: count(4), totalPrice: cents(5600) })]);
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 1 });
    expect(shop.calls).toEqual([]);
    expect(shop.after()).toEqual([{ type: 'CartLineChanged', data: { line: expect.objectContaining({ lineId: shop.id(1), count: 1, totalCount: 1, totalPrice: 1400 }) as unknown } }]);
  });

  it('a family ticket (a bundle), a line without its event (the previous front end’s) and an article are not the stepper’s', () => {
    const family = ticketLine({
      id: 1003,
      eventId: 101,
      name: 'Family ticket',
      price: cents(2900),
      count: count(1),
      totalCount: count(1),
      totalPrice: cents(2900),
      subtickets: [{ id: 1011, name: 'Adults', price: cents(0), count: count(2) }],
    });
    const noEvent = adults();
    delete noEvent.eventId;
    const shop = basket([family, noEvent, merchandiseLine()], { ticketCollect: day(40) });
    for (const n of [1, 2, 3]) shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(n), count: 2 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: 'nope', count: 2 });
    expect(shop.after()).toEqual([]);
    expect(shop.calls).toEqual([]);
  });
});

describe('basket ticket stepper: day tickets, per day ticket of the line', () => {
  // Adults 2 × €10 and a child 1 × €8 on 2 May; the day has `places` left.
  const dayLine = (): LineOf<'dayTicket'> => dayTicketLine({ name: 'Adult + Child' });
  const calendar = (places: number | undefined): Replies['dayTicketCalendar'] => ok((places === undefined ? {} : { '2030-05-02': places }) as DataOf<'dayTicketCalendar'>);

  it('more: the day’s remaining places are asked for (as the day-ticket page asks), then the line changes in place', () => {
    const shop = basket([dayLine()], { dayTicketCalendar: calendar(10) });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3, dayTicketId: 211 });
    expect(shop.calls).toEqual([{ name: 'dayTicketCalendar', params: { path: { start: '20300502', end: '20300502' } } }]);
    expect(shop.after()[0]).toEqual({ type: 'TicketLineCheckStarted', data: { lineId: shop.id(1), count: 4 } });
    expect(shop.line(shop.id(1))).toMatchObject({ totalCount: 4, totalPrice: 3800, dayTickets: [expect.objectContaining({ id: 211, count: 3 }), expect.objectContaining({ id: 212, count: 1 })] });
  });

  it('refused by the day’s places counting the basket’s other day tickets for that date (not those of another date)', () => {
    const other = dayTicketLine({ name: 'Adult', price: cents(1000), totalPrice: cents(2000), totalCount: count(2), dayTickets: [{ id: 211, name: 'Adult', price: cents(1000), count: count(2), tax: 7 }] });
    const otherDate = { ...other, date: isoDate('2030-05-03') };
    const shop = basket([dayLine(), other, otherDate], { dayTicketCalendar: calendar(6) });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 2, dayTicketId: 212 });
    expect(shop.line(shop.id(1))).toMatchObject({ totalCount: 4 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 3, dayTicketId: 212 });
    expect(shop.check(shop.id(1))).toEqual({ status: 'refused', reason: 'fewerPlaces', left: 6, held: 2 });
    expect(shop.line(shop.id(1))).toMatchObject({ totalCount: 4 });
  });

  it('a day sold out, or no longer on sale, is refused; a failed lookup says so', () => {
    const soldOut = basket([dayLine()], { dayTicketCalendar: calendar(0) });
    soldOut.dispatch({ type: 'ChangeTicketLineCount', lineId: soldOut.id(1), count: 3, dayTicketId: 211 });
    expect(soldOut.check(soldOut.id(1))).toMatchObject({ status: 'refused', reason: 'soldOut' });
    const off = basket([dayLine()], { dayTicketCalendar: calendar(undefined) });
    off.dispatch({ type: 'ChangeTicketLineCount', lineId: off.id(1), count: 3, dayTicketId: 211 });
    expect(off.check(off.id(1))).toMatchObject({ status: 'refused', reason: 'notBookable' });
    const failed = basket([dayLine()], { dayTicketCalendar: httpError(503) });
    failed.dispatch({ type: 'ChangeTicketLineCount', lineId: failed.id(1), count: 3, dayTicketId: 211 });
    expect(failed.check(failed.id(1))).toEqual({ status: 'failed', code: 'HTTP_503' });
    expect(failed.line(failed.id(1))).toMatchObject({ totalCount: 3, totalPrice: 2800 });
  });

  it('fewer at once; a day ticket down to 0 leaves the line (its name and price follow the rest), the last one stays', () => {
    const shop = basket([dayLine()]);
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 0, dayTicketId: 211 });
    expect(shop.calls).toEqual([]);
    expect(shop.line(shop.id(1))).toMatchObject({ id: 212, name: 'Child', price: 800, totalCount: 1, totalPrice: 800, dayTickets: [expect.objectContaining({ id: 212 })] });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 0, dayTicketId: 212 });
    shop.dispatch({ type: 'ChangeTicketLineCount', lineId: shop.id(1), count: 2, dayTicketId: 999 });
    expect(shop.after().map((e) => e.type)).toEqual(['CartLineChanged']);
  });
});

import fc from 'fast-check';
import {
  bookingFeeWarning,
  capOf,
  capSubticket,
  fitSubtickets,
  heldPlaces,
  isChosen,
  isHidden,
  linePlaces,
  missingComponents,
  normalizeCount,
  pickTime,
  placesLeft,
  subticketCounts,
  sumOf,
  timesOf,
  visibleTickets,
} from './rules';
import { eventTicket, familyTicket, slot, subticket } from '../../../test/helpers/catalogue';
import { count, ticketLine } from '../../../test/helpers/lines';
import type { LocalDateTime } from '../../messages';

describe('ticket rules (001 §5)', () => {
  it.each([
    [3, 3],
    ['4', 4],
    [' 2 ', 2],
    ['abc', 0],
    ['', 0],
    [-2, 0],
    [2.9, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1e12, 9999],
  ])('normalizeCount(%p) = %p (non-numeric becomes 0)', (input, expected) => {
    expect(normalizeCount(input)).toBe(expected);
  });

  it('hides a mode 1 or 5 ticket without any schedule entry with max_tickets > 0; mode 3 is never hidden', () => {
    const soldOut = [slot('2030-01-10 10:00', 0), slot('2030-01-10 11:00', 0)];
    expect(isHidden(eventTicket({ id: 1, mode: 1, schedule: soldOut }))).toBe(true);
    expect(isHidden(eventTicket({ id: 2, mode: 5, schedule: soldOut }))).toBe(true);
    expect(isHidden(eventTicket({ id: 3, mode: 1, schedule: [] }))).toBe(true);
    expect(isHidden(eventTicket({ id: 4, mode: 1, schedule: [...soldOut, slot('2030-01-10 12:00', 1)] }))).toBe(false);
    expect(isHidden(eventTicket({ id: 5, mode: 3, schedule: soldOut }))).toBe(false);
    const visible = visibleTickets([
      eventTicket({ id: 9, mode: 1, schedule: [slot('2030-01-10 10:00', 5)], sequence_no: 2 }),
      eventTicket({ id: 8, mode: 1, schedule: soldOut, sequence_no: 1 }),
      eventTicket({ id: 7, mode: 3, schedule: soldOut, sequence_no: 0 }),
    ]);
    expect(visible.map((t) => t.id)).toEqual([7, 9]);
  });

  it("a count is capped by the chosen slot's max_tickets; a mode 3 ticket uses its own entry", () => {
    const timed = eventTicket({ id: 1, schedule: [slot('2030-01-10 10:00', 4), slot('2030-01-10 11:00', 40)] });
    expect(capOf(timed, '10:00')).toBe(4);
    expect(capOf(timed, '11:00')).toBe(40);
    expect(capOf(timed, '12:00')).toBe(0);
    expect(capOf(timed, null)).toBe(0);
    const period = eventTicket({ id: 2, mode: 3, schedule: [slot('2030-01-10 10:00', 1880, '2030-05-30 18:00')] });
    expect(capOf(period, null)).toBe(1880);
    expect(capOf(eventTicket({ id: 3, schedule: [slot('2030-01-10 10:00', -3)] }), '10:00')).toBe(0);
  });

  it('times of the day: the union of the visible timed tickets, sorted, sold-out times marked, with the most places any ticket has there', () => {
    const tickets = [
      eventTicket({ id: 1, schedule: [slot('2030-01-10 11:00', 0), slot('2030-01-10 10:00', 3)] }),
      eventTicket({ id: 2, schedule: [slot('2030-01-10 11:00', 0), slot('2030-01-10 18:30', 5), slot('2030-01-10 10:00', 7)] }),
      eventTicket({ id: 3, mode: 3, schedule: [slot('2030-01-10 09:00', 50)] }),
    ];
    expect(timesOf(tickets)).toEqual([
      { time: '10:00', available: true, placesLeft: 7 },
      { time: '11:00', available: false, placesLeft: 0 },
      { time: '18:30', available: true, placesLeft: 5 },
    ]);
  });

  it('choosing a date keeps the matching time when it has places, else takes the first time with places', () => {
    const times = [
      { time: '10:00', available: false },
      { time: '11:00', available: true },
      { time: '12:00', available: true },
    ];
    expect(pickTime('12:00', times)).toBe('12:00');
    // The matching time is sold out on the new day: the first open one instead (issue 16.12).
    expect(pickTime('10:00', times)).toBe('11:00');
    expect(pickTime('15:00', times)).toBe('11:00');
    expect(pickTime(null, times)).toBe('11:00');
    expect(pickTime(null, [{ time: '09:00', available: false }])).toBe('09:00');
    expect(pickTime('09:00', [])).toBeNull();
  });

  describe('family tickets with two or more sub-tickets: the fixed-count rule for min = max', () => {
    const family = familyTicket([slot('2030-01-10 10:00', 40)]);

    it('a fixed sub-ticket counts its max when another is chosen, else 0', () => {
      expect(subticketCounts(family, {}).map((c) => [c.sub.id, c.count, c.fixed])).toEqual([
        [1011, 0, false],
        [1012, 0, false],
        [1013, 0, true],
      ]);
      expect(subticketCounts(family, { 1011: 2 }).map((c) => c.count)).toEqual([2, 0, 1]);
      expect(subticketCounts(family, { 1012: 3 }).map((c) => c.count)).toEqual([0, 3, 1]);
      // A stored count for the fixed one is ignored.
      expect(subticketCounts(family, { 1013: 5 }).map((c) => c.count)).toEqual([0, 0, 0]);
    });

    it('does not apply with fewer than two sub-tickets or without the family flag', () => {
      const single = eventTicket({ id: 5, family: 1, subtickets: [subticket({ id: 51, min_quantity: 1, max_quantity: 1 })] });
      expect(subticketCounts(single, { 51: 1 }).map((c) => [c.count, c.fixed])).toEqual([[1, false]]);
      const notFamily = eventTicket({ id: 6, family: 0, subtickets: family.subtickets });
      expect(subticketCounts(notFamily, { 1011: 1 }).map((c) => c.fixed)).toEqual([false, false, false]);
    });

    it('a sub-ticket is capped by its max_quantity, and the sum (fixed included) by max_tickets', () => {
      expect(capSubticket(family, {}, 1011, 5, 40)).toBe(2);
      expect(capSubticket(family, {}, 1012, 4, 40)).toBe(4);
      // 4 places left: 2 adults + 1 booklet leave 1 child.
      expect(capSubticket(family, { 1011: 2 }, 1012, 4, 4)).toBe(1);
      // 1 place: not even the booklet fits beside a child.
      expect(capSubticket(family, {}, 1012, 1, 1)).toBe(0);
      expect(capSubticket(family, {}, 1013, 1, 40)).toBe(0);
      expect(capSubticket(family, {}, 9999, 1, 40)).toBe(0);
    });

    it('property: whatever is chosen, the capped sum never exceeds the cap', () => {
      fc.assert(
        fc.property(fc.nat(3), fc.nat(5), fc.nat(10), fc.nat(8), (adults, children, requested, cap) => {
          const chosen = { 1011: Math.min(adults, 2), 1012: Math.min(children, 4) };
          const fitted = fitSubtickets(family, chosen, cap);
          const value = capSubticket(family, fitted, 1012, requested, cap);
          const sum = sumOf(subticketCounts(family, { ...fitted, 1012: value }));
          return sumOf(subticketCounts(family, fitted)) <= cap && (value === 0 || sum <= cap);
        }),
      );
    });

    it('fitting to a smaller cap lowers the last sub-tickets first, and clears when nothing fits', () => {
      expect(fitSubtickets(family, { 1011: 2, 1012: 4 }, 5)).toEqual({ 1011: 2, 1012: 2 });
      expect(fitSubtickets(family, { 1011: 2, 1012: 4 }, 2)).toEqual({ 1011: 1 });
      expect(fitSubtickets(family, { 1011: 2 }, 0)).toEqual({});
      expect(fitSubtickets(family, { 1011: 2, 1012: 1 }, 40)).toEqual({ 1011: 2, 1012: 1 });
    });

    it('every component of a chosen family ticket needs a quantity', () => {
      expect(missingComponents(family, {})).toEqual([]);
      expect(missingComponents(family, { 1011: 2 }).map((s) => s.id)).toEqual([1012]);
      expect(missingComponents(family, { 1011: 1, 1012: 1 })).toEqual([]);
    });
  });

  it('the booking fee warning follows book_with_cost_warn (flag or text)', () => {
    expect(bookingFeeWarning(eventTicket({ id: 1, book_with_cost_warn: 1 }))).toBe(true);
    expect(bookingFeeWarning(eventTicket({ id: 1, book_with_cost_warn: true }))).toBe(true);
    expect(bookingFeeWarning(eventTicket({ id: 1, book_with_cost_warn: 'A booking fee applies' }))).toBe(true);
    expect(bookingFeeWarning(eventTicket({ id: 1, book_with_cost_warn: 0 }))).toBe(false);
    expect(bookingFeeWarning(eventTicket({ id: 1, book_with_cost_warn: null }))).toBe(false);
    expect(bookingFeeWarning(eventTicket({ id: 1, book_with_cost_warn: '' }))).toBe(false);
  });

  it('placesLeft: the slot’s places less what the basket holds of its contingent, never below 0; a time without a slot has none', () => {
    const ticket = eventTicket({ id: 1, schedule: [slot('2030-01-10 10:00', 5), slot('2030-01-10 11:00', 8)] });
    const held = new Map([['2030-01-10 10:00:00|5', 3]]);
    expect(placesLeft(ticket, '10:00', held)).toBe(2);
    expect(placesLeft(ticket, '11:00', held)).toBe(8);
    expect(placesLeft(ticket, '10:00', new Map([['2030-01-10 10:00:00|5', 9]]))).toBe(0);
    expect(placesLeft(ticket, '12:00', held)).toBe(0);
    expect(placesLeft(eventTicket({ id: 2, mode: 3, schedule: [slot('2030-01-10 10:00', 5)] }), null, held)).toBe(2);
  });
});

describe('ticket rules at their edges (mutation testing found these untested)', () => {
  const family = familyTicket([slot('2030-01-10 10:00', 40)]);

  it('a count is never −0, which Object.is (React, toEqual) tells from 0', () => {
    expect(normalizeCount('-0')).toBe(0);
    expect(normalizeCount(-0)).toBe(0);
  });

  it('a ticket with sub-tickets and no fixed component is chosen by any sub-ticket count', () => {
    const plain = familyTicket([], { family: 0 });
    expect([isChosen(plain, {}), isChosen(plain, { 1012: 1 })]).toEqual([false, true]);
  });

  it('fitting keeps only the counts chosen, no zeros', () => {
    expect(fitSubtickets(family, { 1011: 2 }, 40)).toEqual({ 1011: 2 });
  });

  it('only a family ticket needs every component; each needs at least its min_quantity, and at least 1', () => {
    expect(missingComponents(familyTicket([], { family: 0 }), { 1011: 2 })).toEqual([]);
    const couple = familyTicket([], { subtickets: [subticket({ id: 1, min_quantity: 2, max_quantity: 4 }), subticket({ id: 2, min_quantity: 0, max_quantity: 4 })] });
    expect(missingComponents(couple, { 1: 1 }).map((s) => s.id)).toEqual([1, 2]);
    expect(missingComponents(couple, { 1: 2, 2: 1 })).toEqual([]);
  });

  it('the booking fee warning: blank text and "0" are no warning', () => {
    for (const w of ['  ', '0']) expect(bookingFeeWarning(eventTicket({ id: 1, book_with_cost_warn: w }))).toBe(false);
  });

  it('a basket line takes the places of its sub-tickets (a family line counts 1 but takes 4), else its count', () => {
    const familyLine = ticketLine({ count: count(1), totalCount: count(1), subtickets: [1, 2, 1].map((n, i) => ({ id: 1011 + i, name: 'Sub', price: family.price, count: count(n) })) });
    expect(linePlaces(familyLine)).toBe(4);
    expect(linePlaces(ticketLine({ count: count(3), totalCount: count(3), subtickets: [] }))).toBe(3);
  });

  it('the basket’s places count on the slot of the line’s own ticket, not another ticket’s at the same time', () => {
    const admission = eventTicket({ id: 1, schedule: [slot('2030-01-10 10:00', 40)] });
    const workshop = eventTicket({ id: 2, schedule: [slot('2030-01-10 10:00', 5)] });
    const line = ticketLine({ id: 2, datetime: '2030-01-10 10:00:00' as LocalDateTime, count: count(2), totalCount: count(2), subtickets: [] });
    expect([...heldPlaces([line], [admission, workshop])]).toEqual([['2030-01-10 10:00:00|5', 2]]);
  });
});

/**
 * Edges of the rule modules that `npm run mutate` showed no test held (docs/mutation.md): each
 * test here kills mutants that survived the first run.
 */
import { reportRefusal } from './cart/admit';
import { paidItems } from './payment/payload';
import { isChosen, normalizeCount, pickTime, usesFixedRule } from './tickets/rules';
import { parseCount, tourCap, type TourRules } from './tours/rules';
import { pricedParts } from './tours/pricing';
import { cartTotals } from './cart/selectors';
import * as t from 'io-ts';
import { decodeEntry, decodeWith } from '../event-log/decode';
import { CartEvents, cents } from '../messages';
import { count } from '../kernel/brands';
import { ticketLine } from '../../test/helpers/lines';
import { familyTicket } from '../../test/helpers/catalogue';
import { ticket as tourTicket, price as tourPrice, familyTicket as tourFamily } from '../../test/helpers/tours';
import type { LocalDateTime } from '../messages';

describe('basket door: only our own faults reach the console', () => {
  it('a line that is not one is reported; the visitor’s repeated voucher code is not', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      reportRefusal('the basket', 'voucherCodeInBasket');
      expect(error).not.toHaveBeenCalled();
      reportRefusal('the basket', 'notALine');
      expect(error).toHaveBeenCalledWith('Foyer: the basket built a basket line that is not one; nothing was added.');
    } finally {
      error.mockRestore();
    }
  });
});

describe('counts typed into a field', () => {
  it('tickets: a decimal comma counts, blanks around a number too; garbage is 0', () => {
    expect([normalizeCount('2,5'), normalizeCount(' 3 '), normalizeCount(''), normalizeCount('x')]).toEqual([2, 3, 0, 0]);
  });
  it('tours: only a whole or decimal number, nothing after it', () => {
    expect([parseCount('3abc'), parseCount('2.75'), parseCount('2,75'), parseCount(' 4 ')]).toEqual([0, 2, 2, 4]);
  });
});

describe('tickets: times and family tickets', () => {
  it('the time chosen before stays only while it is still available', () => {
    const times = [
      { time: '10:00', available: false },
      { time: '11:00', available: true },
    ];
    expect(pickTime('10:00', times)).toBe('11:00');
    expect(pickTime('11:00', times)).toBe('11:00');
  });
  it('the fixed-component rule is for family tickets of two sub-tickets or more', () => {
    const family = familyTicket([]);
    expect(usesFixedRule({ ...family, subtickets: family.subtickets.slice(0, 2) })).toBe(true);
    expect(usesFixedRule({ ...family, subtickets: family.subtickets.slice(0, 1) })).toBe(false);
  });
});

describe('tours: a priced part for every chosen ticket, tour and sub-ticket, and none for the rest', () => {
  it('counts of 0 give no part', () => {
    const family = tourFamily(3040, 0, [
      [3041, 1200],
      [3042, 600],
    ]);
    const types = [tourTicket(3031, 900), family];
    const tickets = [
      { id: 3031, count: 0, subtickets: [] },
      { id: 3040, count: 0, subtickets: [{ id: 3041, count: 2 }, { id: 3042, count: 0 }] },
    ];
    const parts = pricedParts(tickets, types, [{ id: 3901, count: 0 }], [tourPrice(3901, 9000)]);
    // The family ticket counts once (its own price, here 0) and its chosen sub-ticket twice.
    expect(parts.map((p) => [p.unit, p.count])).toEqual([
      [0, 1],
      [1200, 2],
    ]);
  });
});

describe('payment: what a paid ticket line keeps for the success page', () => {
  it('its end time when it has one', () => {
    const withEnd = ticketLine({ datetime: '2030-05-08 10:00:00' as LocalDateTime, datetime_end: '2030-05-08 11:30:00' as LocalDateTime });
    expect(paidItems([withEnd])[0]).toMatchObject({ date: '2030-05-08', time: '10:00', end: '2030-05-08 11:30:00' });
    expect(paidItems([ticketLine({ datetime_end: null })])[0]).not.toHaveProperty('end');
  });
});

describe('tours: how many tours a slot allows', () => {
  const rules = (o: Partial<TourRules>): TourRules => ({ maxParticipants: 20, singleTicketing: false, bookCompleteTour: false, bookingWithoutTickets: false, minGroupSize: 1, ...o });
  it('whole groups of places only for complete tours', () => {
    expect(tourCap(rules({}), 5, 30)).toBe(5);
    expect(tourCap(rules({ bookCompleteTour: true }), 5, 30)).toBe(1);
  });
  it('a complete tour without a group size is capped by its schedule alone, even with no places', () => {
    expect(tourCap(rules({ bookCompleteTour: true, maxParticipants: 0 }), 3, 0)).toBe(3);
  });
});

describe('tickets: a family ticket is chosen by what the visitor chose, not by its fixed components', () => {
  it('nothing chosen, nothing booked; a chosen component chooses it', () => {
    const family = familyTicket([]);
    expect(isChosen(family, {})).toBe(false);
    expect(isChosen(family, { '1012': 2 })).toBe(true);
  });
});

describe('cart totals: the VAT of a ticket priced by itself besides its sub-tickets', () => {
  it('counts the ticket’s own price', () => {
    const line = ticketLine({ price: cents(1190), count: count(1), tax: 19, subtickets: [{ id: 1, name: 'Child', price: cents(0), count: count(2) }], totalCount: count(1), totalPrice: cents(1190) });
    expect(cartTotals({ lines: [line], shippingCosts: null } as unknown as Parameters<typeof cartTotals>[0]).tax).toBe(190);
  });
});

describe('event log: a fault while upcasting is that fault', () => {
  it('no upcaster for an old version says so, not "undecodable payload"', () => {
    const raw = { type: 'CartRequestInvoiceSet', v: 1, data: { value: true }, meta: { seq: 1, at: 0, tab: 't' } };
    // The event's own v2 definition, without the upcasters that lift v1.
    const result = decodeWith(raw, 7, CartEvents.CartRequestInvoiceSet, {});
    expect(result).toMatchObject({ reason: 'undecodable', message: 'entry 7 (CartRequestInvoiceSet): no upcaster from version 1' });
  });
});

describe('event log: what a fault says, and what is not one', () => {
  const meta = { seq: 1, at: 0, tab: 't' };
  it('an entry with several errors names each of them, apart', () => {
    expect(decodeEntry({ type: 5, v: 'x', data: 1, meta }, 3, { loadedEvent: () => undefined })).toMatchObject({
      reason: 'undecodable',
      message: 'entry 3: Expecting string at type but instead got: 5; Expecting number at v but instead got: "x"',
    });
    const definition = { type: 'CartRequestInvoiceSet', version: 2, data: t.type({ a: t.string, b: t.number }) };
    expect(decodeWith({ type: 'CartRequestInvoiceSet', v: 2, data: { a: 1, b: 'x' }, meta }, 4, definition, {})).toMatchObject({
      reason: 'undecodable',
      message: 'entry 4 (CartRequestInvoiceSet): Expecting string at a but instead got: 1; Expecting number at b but instead got: "x"',
    });
  });
  it('an entry with stray `reason` and `message` fields is still an entry (its meta tells it from a fault), decoded without them', () => {
    const definition = { type: 'CartRequestInvoiceSet', version: 2, data: t.type({ requestInvoice: t.boolean }) };
    const raw = { type: 'CartRequestInvoiceSet', v: 2, data: { requestInvoice: true }, meta, reason: 'undecodable', message: 'not a fault' };
    expect(decodeWith(raw, 0, definition, {})).toEqual({ type: 'CartRequestInvoiceSet', v: 2, data: { requestInvoice: true }, meta });
  });
});

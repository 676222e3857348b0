/**
 * Every cap of 001 §5 at its exact value and one past it (issue 10.12): a cap that refuses its
 * own limit (`>=` for `>`) or lets one more through fails here, whichever rule it is.
 */
import { capOf, capSubticket } from './tickets/rules';
import { normalizeQuantity } from './merchandise/quantity';
import { MAX_VOUCHER_QUANTITY, normalizeVoucherQuantity } from './vouchers/amount';
import { amountProblem, amountRange } from './vouchers/selectors';
import { initialVoucherForm } from './vouchers/read-model';
import { capParticipants, participantCap, placesNeeded, tourCap } from './tours/rules';
import { formRules } from './tours/form-view';
import { calendar, calendarLoaded, foldForm, openForm, price, priceCount, ticket, ticketCount } from '../../test/helpers/tours';
import { eventTicket, slot, subticket, voucherProduct } from '../../test/helpers/catalogue';
import type { Cents, Count } from '../messages';

describe('guided tours: participants, places, tours, group size', () => {
  const group = { detail: { max_participants: 25 }, tickets: [ticket(3031, 900), ticket(3032, 500)], priceList: [] };

  it('exactly max_participants is a valid booking; one more is capped', () => {
    const at = foldForm([...openForm({ ...group, places: 100 }), ticketCount(3031, 20), ticketCount(3032, 5)]);
    expect([at.participants, at.validation.maxParticipants, at.valid]).toEqual([25, false, true]);
    const past = foldForm([ticketCount(3032, 6)], at);
    expect(past.participants).toBe(25);
  });

  it('a booking above a max_participants that shrank is flagged, at max it is not', () => {
    const at = foldForm([...openForm({ ...group, places: 100 }), ticketCount(3031, 25)]);
    const rules = formRules(at)!;
    expect(participantCap(rules, 100, 1)).toBe(25);
    expect(participantCap(rules, 25, 1)).toBe(25);
    expect(participantCap(rules, 24, 1)).toBe(24);
  });

  it('participants exactly filling the places left are valid; one place fewer is overbooking', () => {
    const at = foldForm([...openForm({ ...group, places: 12 }), ticketCount(3031, 12)]);
    expect([at.placesLeft, at.participants, at.validation.overbooking, at.valid]).toEqual([12, 12, false, true]);
    const fewer = foldForm([calendarLoaded(calendar({ '2030-05-07': { '10:00': [11, 9001] } }))], at);
    expect([fewer.validation.overbooking, fewer.valid]).toEqual([true, false]);
  });

  it('capParticipants leaves exactly the room there is', () => {
    expect(capParticipants(10, { typeCap: 10, totalCap: 10, sameType: 0, others: 0 })).toBe(10);
    expect(capParticipants(11, { typeCap: 10, totalCap: 10, sameType: 0, others: 0 })).toBe(10);
    expect(capParticipants(5, { typeCap: 10, totalCap: 10, sameType: 0, others: 5 })).toBe(5);
    expect(capParticipants(6, { typeCap: 10, totalCap: 10, sameType: 0, others: 5 })).toBe(5);
  });

  it('tours: exactly the tours left (and whole groups of places) are allowed; one more is not', () => {
    const complete = { detail: { book_complete_tour: 1 as const, max_participants: 25 }, tickets: [ticket(3031, 900)], priceList: [price(3901, 9000)] };
    const at = foldForm([...openForm({ ...complete, places: 50, tours: 3 }), priceCount(3901, 2), ticketCount(3031, 10)]);
    expect([at.tourCount, at.validation.overbooking, at.valid]).toEqual([2, false, true]);
    expect(foldForm([priceCount(3901, 3)], at).tourCount).toBe(2);
    const rules = formRules(at)!;
    expect(tourCap(rules, 2, 75)).toBe(2);
    expect(tourCap(rules, 3, 75)).toBe(3);
    expect(tourCap(rules, 3, 74)).toBe(2);
    expect(placesNeeded(rules, 10, 2)).toBe(50);
  });

  it('the minimum group size itself is enough; one fewer is not', () => {
    const sized = { ...group, detail: { max_participants: 25, min_group_size: 8 } };
    const at = foldForm([...openForm({ ...sized, places: 100 }), ticketCount(3031, 8)]);
    expect([at.validation.minGroupSize, at.valid]).toEqual([false, true]);
    expect(foldForm([ticketCount(3031, 7)], at).validation.minGroupSize).toBe(true);
  });
});

describe('event tickets: slot places and sub-tickets', () => {
  const timed = eventTicket({ id: 1, mode: 1, schedule: [slot('2030-05-07 10:00:00', 4)] });

  it('the slot’s max_tickets is the cap, itself included', () => {
    expect(capOf(timed, '10:00')).toBe(4);
    expect(capOf(eventTicket({ id: 2, mode: 1, schedule: [slot('2030-05-07 10:00:00', 0)] }), '10:00')).toBe(0);
  });

  it('a sub-ticket takes up to its max_quantity and up to the slot’s places, not one more', () => {
    const pack = eventTicket({ id: 3, mode: 1, schedule: [slot('2030-05-07 10:00:00', 4)], subtickets: [subticket({ id: 31, min_quantity: 0, max_quantity: 3 }), subticket({ id: 32, min_quantity: 0, max_quantity: 4 })] });
    expect(capSubticket(pack, {}, 31, 3, 4)).toBe(3);
    expect(capSubticket(pack, {}, 31, 4, 4)).toBe(3);
    expect(capSubticket(pack, { '31': 3 }, 32, 1, 4)).toBe(1);
    expect(capSubticket(pack, { '31': 3 }, 32, 2, 4)).toBe(1);
  });
});

describe('merchandise stock and voucher quantities and amounts', () => {
  it('the stock itself can be bought, one more cannot', () => {
    expect(normalizeQuantity(3, 3)).toBe(3);
    expect(normalizeQuantity(4, 3)).toBe(3);
    expect(normalizeQuantity(1, 0)).toBe(0);
  });

  it(`vouchers: ${MAX_VOUCHER_QUANTITY} at once, not one more`, () => {
    expect(normalizeVoucherQuantity(MAX_VOUCHER_QUANTITY)).toBe(MAX_VOUCHER_QUANTITY);
    expect(normalizeVoucherQuantity(MAX_VOUCHER_QUANTITY + 1)).toBe(MAX_VOUCHER_QUANTITY);
  });

  it('a variable amount at its minimum and maximum is allowed, a cent beyond is not', () => {
    const voucher = voucherProduct({ id: 6003, variable_amount: 1, price: 3000 as Cents, min_amount: 1000 as Cents, max_amount: 50000 as Cents });
    const form = (amount: number) => ({ ...initialVoucherForm, voucherId: 6003, amount: amount as Cents, quantity: 1 as Count });
    expect(amountRange(voucher)).toEqual({ min: 1000, max: 50000 });
    expect([999, 1000, 50000, 50001].map((a) => amountProblem(voucher, form(a)))).toEqual(['outOfRange', null, null, 'outOfRange']);
  });
});

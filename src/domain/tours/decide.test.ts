import * as CartEvents from '../../messages/events/cart';
import * as TourEvents from '../../messages/events/tours';
import { count } from '../../kernel/brands';
import type { DomainEvent } from '../../messages';
import { decided, NOTHING, refused } from '../decision';
import { decideTourForm, decideVisitorTime, MAX_TEXT, type TourFormCommand } from './decide';
import { privateRef } from './private-answers';
import { ticketMax, tourMax } from './form-edits';
import { tourFormView } from './form-view';
import { given, ids } from '../../../test/helpers/decider';
import { ALL_QUESTIONS, calendar, calendarLoaded, D, dateSelected, dayLoaded, familyTicket, listEntry, loaded, openForm, question, requested, ticket, TOUR_ID } from '../../../test/helpers/tours';

/** The tour form's decisions, given the facts a visitor's session holds (docs/architecture.md "Deciders"). */

const E = TourEvents;
const tourId = TOUR_ID;
const tickets = (ticketId: number, input: string | number, subticketId?: number): TourFormCommand => ({ type: 'ChangeTourTicketCount', ticketId, input, ...(subticketId === undefined ? {} : { subticketId }) });
const tours = (priceId: number, input: string | number): TourFormCommand => ({ type: 'ChangeTourPriceCount', priceId, input });
const answer = (qId: number, value: string | number | null): TourFormCommand => ({ type: 'AnswerTourQuestion', qId, value });
const add: TourFormCommand = { type: 'AddTourToBasket' };
const decide = (command: TourFormCommand, facts: readonly DomainEvent[], newIds = ids()) => decideTourForm(command, given(...facts), newIds);

/** One tour chosen: tickets may rise up to the group's 25 (001 §5). */
const oneTour = [...openForm(), E.TourPriceCountChanged.create({ priceId: 3901, count: count(1) })];

describe('the tour form decides', () => {
  it('nothing while no tour is open', () => {
    for (const command of [tickets(3031, 1), tours(3901, 1), answer(701, 7011), add, { type: 'ChooseTourTime', time: '10:00' } as const]) {
      expect(decideTourForm(command, given(), ids())).toEqual(NOTHING);
    }
  });

  it('a time the day has open; the same time, a full one or one the day lacks is no fact', () => {
    const day = [
      requested(),
      loaded(),
      calendarLoaded(calendar({ '2030-05-07': { '10:00': [75, 9001], '12:00': [0, 9002], '14:00': [20, 9003] } })),
      dateSelected(D('2030-05-07')),
      dayLoaded(D('2030-05-07')),
    ];
    expect(given(...day).tourForm.time).toBe('10:00');
    expect(decide({ type: 'ChooseTourTime', time: '14:00' }, day)).toEqual(decided(E.TourTimeSelected.create({ tourId, time: '14:00' })));
    for (const time of ['10:00', '12:00', '09:00', '<b>']) expect(decide({ type: 'ChooseTourTime', time }, day)).toEqual(NOTHING);
  });

  it('a number of tours up to what the time has left; the same number again is no fact', () => {
    expect(decide(tours(3901, 5), openForm())).toEqual(decided(E.TourPriceCountChanged.create({ priceId: 3901, count: count(3) })));
    expect(decide(tours(3901, '2'), openForm())).toEqual(decided(E.TourPriceCountChanged.create({ priceId: 3901, count: count(2) })));
    expect(decide(tours(3901, 1), oneTour)).toEqual(NOTHING);
    expect(decide(tours(3999, 1), oneTour)).toEqual(NOTHING);
    expect(decide(tours(3901, 'none'), oneTour)).toEqual(decided(E.TourPriceCountChanged.create({ priceId: 3901, count: count(0) })));
  });

  it('a ticket count capped by the rules (no tickets before a tour, then up to the group’s 25)', () => {
    expect(decide(tickets(3031, 4), openForm())).toEqual(NOTHING);
    expect(decide(tickets(3031, 4), oneTour)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3031, count: count(4) })));
    expect(decide(tickets(3031, '30'), oneTour)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3031, count: count(25) })));
    const four = [...oneTour, E.TourTicketCountChanged.create({ ticketId: 3031, count: count(4) })];
    expect(decide(tickets(3031, 4), four)).toEqual(NOTHING);
    expect(decide(tickets(3031, ''), four)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3031, count: count(0) })));
    expect(decide(tickets(9999, 1), four)).toEqual(NOTHING);
  });

  it('a typed count is read from its first 12 characters (a paste is cut, not refused)', () => {
    const padded = `${'0'.repeat(12)}5`;
    expect(decide(tickets(3031, padded), oneTour)).toEqual(NOTHING);
    expect(decide(tours(3901, padded), openForm())).toEqual(NOTHING);
    expect(decide(tickets(3031, `${'0'.repeat(11)}5`), oneTour)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3031, count: count(5) })));
    expect(decide(tours(3901, `${'0'.repeat(11)}2`), openForm())).toEqual(decided(E.TourPriceCountChanged.create({ priceId: 3901, count: count(2) })));
  });

  it('a sub-ticket’s count under its own id; the ticket made of them is counted through them', () => {
    const family = [...openForm({ tickets: [ticket(3031, 900), familyTicket(3033, 0, [[3034, 200]])] }), E.TourPriceCountChanged.create({ priceId: 3901, count: count(1) })];
    expect(decide(tickets(3033, 3, 3034), family)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3033, subticketId: 3034, count: count(3) })));
    expect(decide(tickets(3033, 3), family)).toEqual(NOTHING);
    expect(decide(tickets(3031, 3, 3034), family)).toEqual(NOTHING);
  });
});

describe('the tour form’s caps count the basket and the tours booked (001 §5, issue 30)', () => {
  const withTours = (n: number) => E.TourPriceCountChanged.create({ priceId: 3901, count: count(n) });
  const persons = (n: number) => E.TourTicketCountChanged.create({ ticketId: 3031, count: count(n) });

  it('a count stops at the places the basket leaves at that time (5 places, 4 in the basket: 1 more)', () => {
    const form = [...openForm({ places: 5, detail: { booking_without_tickets: 1 } }), withTours(1), persons(4)];
    const first = decide(add, form, ids('T1'));
    const after = [...form, ...first.events, withTours(1)];
    expect(decide(tickets(3031, 2), after)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3031, count: count(1) })));
    expect(ticketMax(given(...after).tourForm, 3031, null, given(...after).cart.lines)).toBe(1);
    // All five taken: nothing more at that time.
    const full = [...after, persons(1), ...decide(add, [...after, persons(1)], ids('T2')).events, withTours(1)];
    expect(decide(tickets(3031, 1), full)).toEqual(NOTHING);
  });

  it('complete tours: the tours the basket holds take their groups’ places from the tours left', () => {
    const complete = { book_complete_tour: 1 as const, booking_without_tickets: 1 as const };
    const form = [...openForm({ places: 75, tours: 3, detail: complete }), withTours(2)];
    const first = decide(add, form, ids('T1'));
    const after = [...form, ...first.events];
    // 75 places, 50 held by the basket's two groups: one group of 25 is left.
    expect(decide(tours(3901, 3), after)).toEqual(decided(E.TourPriceCountChanged.create({ priceId: 3901, count: count(1) })));
    expect(tourMax(given(...after).tourForm, 3901, given(...after).cart.lines)).toBe(1);
  });

  it('complete tours: every type up to max participants × tours booked (2 tours of 25: 50), and such a form is valid', () => {
    const form = [...openForm({ places: 75, tours: 3, detail: { book_complete_tour: 1 } }), withTours(2)];
    expect(decide(tickets(3031, 60), form)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3031, count: count(50) })));
    const fifty = given(...form, persons(50));
    expect(tourFormView(fifty.tourForm).validation.maxParticipants).toBe(false);
    expect(tourFormView(fifty.tourForm).valid).toBe(true);
    expect(tourFormView(given(...form, persons(51)).tourForm).validation.maxParticipants).toBe(true);
    // Fewer tours later: the count stays and is flagged, never rewritten.
    expect(tourFormView(given(...form, persons(50), withTours(1)).tourForm).validation.maxParticipants).toBe(true);
  });

  it('tours that are not complete keep max participants for the whole booking', () => {
    const form = [...openForm({ places: 75, tours: 3 }), withTours(2)];
    expect(decide(tickets(3031, 60), form)).toEqual(decided(E.TourTicketCountChanged.create({ ticketId: 3031, count: count(25) })));
  });
});

describe('a changed date’s time, with the basket counted (issue 30, item 11)', () => {
  const day = (d: string) => [dateSelected(D(d)), dayLoaded(D(d), { schedule: { '10:00': { tours: 3 }, '14:00': { tours: 3 } } })];
  const twoDays = [
    requested(),
    loaded({ detail: { booking_without_tickets: 1 } }),
    calendarLoaded(calendar({ '2030-05-07': { '10:00': [5, 9001], '14:00': [30, 9002] }, '2030-05-09': { '10:00': [30, 9003] } })),
  ];
  /** All five 10:00 places of the 7th in the basket. */
  function allInBasket() {
    const form = [...twoDays, ...day('2030-05-07'), E.TourPriceCountChanged.create({ priceId: 3901, count: count(1) }), E.TourTicketCountChanged.create({ ticketId: 3031, count: count(5) })];
    return [...form, ...decide(add, form, ids('T1')).events];
  }

  it('a kept time with no places left for this visitor is skipped like a sold-out one', () => {
    const back = [...allInBasket(), ...day('2030-05-09'), ...day('2030-05-07')];
    expect(given(...back).tourForm.time).toBe('10:00');
    expect(decideVisitorTime(given(...back), '10:00')).toEqual(decided(E.TourTimeSelected.create({ tourId, time: '14:00' })));
  });

  it('a time open to this visitor stays; a day with none open to them keeps the fold’s pick', () => {
    expect(decideVisitorTime(given(...allInBasket(), ...day('2030-05-09')), '10:00')).toEqual(NOTHING);
    expect(decideVisitorTime(given(...twoDays, ...day('2030-05-07')), null)).toEqual(NOTHING);
    const only = [requested(), loaded({ detail: { booking_without_tickets: 1 } }), calendarLoaded(calendar({ '2030-05-07': { '10:00': [5, 9001] } }))];
    const form = [...only, ...day('2030-05-07'), E.TourPriceCountChanged.create({ priceId: 3901, count: count(1) }), E.TourTicketCountChanged.create({ ticketId: 3031, count: count(5) })];
    const full = [...form, ...decide(add, form, ids('T1')).events, ...day('2030-05-07')];
    expect(decideVisitorTime(given(...full), '10:00')).toEqual(NOTHING);
  });
});

describe('the tour form decides answers', () => {
  const asked = openForm({ questions: ALL_QUESTIONS });
  const answered = (qId: number, value: string | number | null) => E.TourQuestionAnswered.create({ qId, value });

  it('a checkbox answer the question offers is toggled; any other is no fact', () => {
    expect(decide({ type: 'ToggleTourAnswer', qId: 703, answerId: 7031 }, asked)).toEqual(decided(E.TourAnswerToggled.create({ qId: 703, answerId: 7031 })));
    expect(decide({ type: 'ToggleTourAnswer', qId: 703, answerId: 7011 }, asked)).toEqual(NOTHING);
    expect(decide({ type: 'ToggleTourAnswer', qId: 701, answerId: 7011 }, asked)).toEqual(NOTHING);
    expect(decide({ type: 'ToggleTourAnswer', qId: 799, answerId: 7031 }, asked)).toEqual(NOTHING);
    expect(decide(answer(703, 7031), asked)).toEqual(NOTHING);
  });

  it('a choice question that offers no answers takes none', () => {
    const bare = openForm({ questions: [question(710, 'checkbox', 0), question(711, 'radio', 0)] });
    expect(decide({ type: 'ToggleTourAnswer', qId: 710, answerId: 7101 }, bare)).toEqual(NOTHING);
    expect(decide(answer(711, 7111), bare)).toEqual(NOTHING);
  });

  it('a radio or select answer the question offers (by id, typed or not); clearing it only once answered', () => {
    expect(decide(answer(701, 7012), asked)).toEqual(decided(answered(701, 7012)));
    expect(decide(answer(702, '7021'), asked)).toEqual(decided(answered(702, 7021)));
    expect(decide(answer(701, 7021), asked)).toEqual(NOTHING);
    expect(decide(answer(701, null), asked)).toEqual(NOTHING);
    expect(decide(answer(799, 7011), asked)).toEqual(NOTHING);
    const chosen = [...asked, answered(701, 7012)];
    expect(decide(answer(701, 7012), chosen)).toEqual(NOTHING);
    expect(decide(answer(701, ''), chosen)).toEqual(decided(answered(701, null)));
    expect(decide(answer(701, null), chosen)).toEqual(decided(answered(701, null)));
  });

  it('a number answer as typed, its first 12 characters', () => {
    expect(decide(answer(706, 42), asked)).toEqual(decided(answered(706, '42')));
    expect(decide(answer(706, '1234567890123'), asked)).toEqual(decided(answered(706, '123456789012')));
    expect(decide(answer(706, null), [...asked, answered(706, '42')])).toEqual(decided(answered(706, null)));
  });

  it('a free text goes to the private store under a new reference; the log records only the reference', () => {
    const ref = privateRef('R1');
    expect(decide(answer(704, 'Two wheelchairs'), asked, ids('R1'))).toEqual({ ...decided(answered(704, ref)), privateText: { ref, text: 'Two wheelchairs' } });
    expect(decide(answer(705, 'x'.repeat(MAX_TEXT + 5)), asked, ids('R2'))).toEqual({
      ...decided(answered(705, privateRef('R2'))),
      privateText: { ref: privateRef('R2'), text: 'x'.repeat(MAX_TEXT) },
    });
    expect(decide(answer(704, '   '), asked)).toEqual(NOTHING);
    expect(decide(answer(704, null), asked)).toEqual(NOTHING);
  });

  it('a changed free text keeps its reference (no new fact); emptied, the reference is forgotten', () => {
    const ref = privateRef('R1');
    const written = [...asked, answered(704, ref)];
    expect(decide(answer(704, 'Three wheelchairs'), written, ids('R9'))).toEqual({ ...NOTHING, privateText: { ref, text: 'Three wheelchairs' } });
    expect(decide(answer(704, ' '), written)).toEqual({ ...decided(answered(704, null)), privateText: { ref, text: null } });
    expect(decide(answer(704, null), written)).toEqual({ ...decided(answered(704, null)), privateText: { ref, text: null } });
  });

  it('a text question answered with something that is no reference gets a new one', () => {
    const typed = [...asked, answered(704, 'typed before references')];
    expect(decide(answer(704, 'again'), typed, ids('R3'))).toEqual({ ...decided(answered(704, privateRef('R3'))), privateText: { ref: privateRef('R3'), text: 'again' } });
  });
});

describe('"Add to basket" decides', () => {
  const venue = E.TourListLoaded.create({ tours: [listEntry(TOUR_ID, { venue: 'Garden house' }), listEntry(304)] });
  /** One tour and `n` tickets chosen (the counts a booking leaves at 0 again). */
  const chosen = (n: number) => [
    E.TourPriceCountChanged.create({ priceId: 3901, count: count(1) }),
    E.TourTicketCountChanged.create({ ticketId: 3031, count: count(n) }),
  ];
  const four = (places = 75) => [...openForm({ places, detail: { booking_without_tickets: 1 } }), ...chosen(4)];

  it('a form the rules refuse: the reasons, as the form shows them', () => {
    expect(decide(add, openForm())).toEqual(decided(E.TourBookingRejected.create({ tourId, reasons: ['validation.tourNothingChosen'] })));
  });

  it('a valid form: one guidedTour line under a new id, by ids only (its name and venue are reference data), then the booking', () => {
    const booked = decide(add, [venue, ...four()], ids('T1'));
    expect(booked.events).toEqual([
      CartEvents.CartLineAdded.create({
        line: expect.objectContaining({ lineId: 'T1', type: 'guidedTour', tourId, date: '2030-05-07', time: '10:00', tickets: [{ id: 3031, count: 4, subtickets: [] }], tours: [{ id: 3901, count: 1 }], totalPrice: 12600 }),
      }),
      E.TourAddedToBasket.create({ tourId, lineId: 'T1' }),
    ]);
    expect(booked.events[0]?.data).not.toHaveProperty(['line', 'venue']);
    expect(booked.events[0]?.data).not.toHaveProperty(['line', 'name']);
    expect(decide(add, four(), ids('T1')).events[0]).toEqual(CartEvents.CartLineAdded.create({ line: expect.not.objectContaining({ venue: 'Garden house' }) }));
  });

  it('the same form again (a double click) is no second booking', () => {
    const first = decide(add, four(), ids('T1'));
    expect(decide(add, [...four(), ...first.events], ids('T2'))).toEqual(NOTHING);
  });

  it('a form that fits the time alone but not beside the basket’s line for it is refused as overbooking', () => {
    const first = decide(add, four(6), ids('T1'));
    const again = [...four(6), ...first.events, ...chosen(3)];
    expect(decide(add, again, ids('T2'))).toEqual(decided(E.TourBookingRejected.create({ tourId, reasons: ['validation.overbooking'] })));
  });

  it('a line the basket cannot take (an id it holds already) is refused for QA, nothing recorded', () => {
    const first = decide(add, four(), ids('T1'));
    const again = [...four(), ...first.events, ...chosen(2)];
    expect(decide(add, again, ids('T1'))).toEqual(refused('notALine'));
  });
});

import fc from 'fast-check';
import { isRight } from 'fp-ts/Either';
import { initialTourForm, TourFormState } from './form-state';
import { formPriceList, formRules, tourFormView, type TourForm } from './form-view';
import { currentTicketCount, decidePriceCount, decideTicketCount, ticketMax, tourMax } from './form-edits';
import { count } from '../../kernel/brands';
import { tourLineOf } from './line';
import { lineTax } from '../cart/selectors';
import { CartLine } from '../../messages';
import { formMessages } from './booking-view';
import { participantCap, perTypeCap, tourCap, tourUnits } from './rules';
import {
  answered,
  calendar,
  calendarLoaded,
  D,
  dateSelected,
  dayLoaded,
  E,
  familyTicket,
  foldForm,
  loaded,
  openForm,
  price,
  priceCount,
  question,
  requested,
  ticket,
  ticketCount,
  timeSelected,
  toggled,
  TOUR_ID,
  ALL_QUESTIONS,
} from '../../../test/helpers/tours';
import { runs } from '../../../test/helpers/runs';

// Tours shaped like the sandbox catalogue (fixtures/catalogue/tours.json).
const publicTour = { detail: { single_ticketing: 1 as const, max_participants: 25 }, tickets: [ticket(3011, 1400), ticket(3012, 900)], priceList: [] };
const groupTour = {
  detail: { book_complete_tour: 1 as const, max_participants: 25 },
  tickets: [ticket(3031, 900), familyTicket(3033, 0, [[3034, 200], [3035, 0]])],
  priceList: [price(3901, 9000), price(3902, 12500)],
};
const pairedTour = { detail: { max_participants: 20 }, tickets: [ticket(3061, 1600)], priceList: [price(3907, 0)] };
const familyTour = {
  detail: { single_ticketing: 1 as const, book_complete_tour: 1 as const, max_participants: 15 },
  tickets: [familyTicket(3051, 2400, [[3052, 0], [3053, 0]]), ticket(3054, 900)],
  priceList: [price(3906, 0)],
};

const form = (...events: Parameters<typeof foldForm>[0][number][]): TourForm => foldForm(events);
const countsOf = (s: TourFormState) => s.tickets.map((t) => [t.id, t.count, t.subtickets.map((x) => x.count)]);

describe('tour form: what it holds (001 §3)', () => {
  it('date, time, timeslotId, tickets with subtickets, tours, ticketCount, tourCount, totalPrice and answers', () => {
    const s = form(...openForm(groupTour));
    expect(s).toMatchObject({
      tourId: TOUR_ID,
      date: '2030-05-07',
      time: '10:00',
      timeslotId: 9001,
      tickets: [
        { id: 3031, count: 0, subtickets: [] },
        { id: 3033, count: 0, subtickets: [{ id: 3034, count: 0 }, { id: 3035, count: 0 }] },
      ],
      tours: [{ id: 3901, count: 0 }, { id: 3902, count: 0 }],
      ticketCount: 0,
      tourCount: 0,
      totalPrice: 0,
      answers: {},
      placesLeft: 75,
      toursLeft: 3,
      valid: false,
    });
  });

  it('starts empty and is not bookable', () => {
    expect(tourFormView(initialTourForm).valid).toBe(false);
    expect(form(requested())).toEqual(tourFormView({ ...initialTourForm, tourId: TOUR_ID }));
  });

  it('opening another tour starts afresh; the same tour keeps the booking in progress', () => {
    const s = form(...openForm(groupTour), priceCount(3901, 1));
    expect(foldForm([requested()], s)).toBe(s);
    expect(foldForm([E.TourRequested.create({ tourId: 999, today: D('2030-05-06') })], s)).toEqual(tourFormView({ ...initialTourForm, tourId: 999 }));
  });

  it("ignores what arrives for a tour the visitor already left (the form's choices are its own: they carry no tour id)", () => {
    const s = form(...openForm(groupTour));
    expect(foldForm([dateSelected(D('2030-05-08'), 999), E.TourTimeSelected.create({ tourId: 999, time: '12:00' })], s)).toBe(s);
  });
});

describe('choosing a date (001 §4)', () => {
  const base = [requested(), loaded(groupTour)];

  it('auto-selects the only time of the day', () => {
    const s = form(...base, calendarLoaded(calendar({ '2030-05-07': { '14:00': [75, 7] } })), dateSelected(D('2030-05-07')));
    expect([s.time, s.timeslotId]).toEqual(['14:00', 7]);
  });

  it('keeps the previously selected time when the new day has it', () => {
    const days = calendar({ '2030-05-07': { '10:00': [75, 1], '12:00': [75, 2], '14:00': [75, 3] }, '2030-05-08': { '10:00': [75, 4], '12:00': [75, 5] } });
    const s = form(...base, calendarLoaded(days), dateSelected(D('2030-05-07')), timeSelected('12:00'), dateSelected(D('2030-05-08')));
    expect([s.date, s.time, s.timeslotId]).toEqual(['2030-05-08', '12:00', 5]);
  });

  it('otherwise takes the first time', () => {
    const days = calendar({ '2030-05-07': { '14:00': [75, 3], '10:00': [75, 1] }, '2030-05-08': { '16:00': [75, 6], '11:00': [75, 4] } });
    const s = form(...base, calendarLoaded(days), dateSelected(D('2030-05-07')), timeSelected('14:00'), dateSelected(D('2030-05-08')));
    expect(s.time).toBe('11:00');
    expect(form(...base, calendarLoaded(days), dateSelected(D('2030-05-07'))).time).toBe('10:00');
  });

  it('never picks a sold-out time, and a day without an open time has none', () => {
    const days = calendar({ '2030-05-07': { '10:00': [0, 1], '12:00': [5, 2] }, '2030-05-09': { '10:00': [0, 7], '12:00': [3, 8, true] } });
    expect(form(...base, calendarLoaded(days), dateSelected(D('2030-05-07'))).time).toBe('12:00');
    const full = form(...base, calendarLoaded(days), dateSelected(D('2030-05-09')));
    expect([full.date, full.time, full.timeslotId, full.validation.noTime]).toEqual(['2030-05-09', null, null, true]);
  });

  it('a time sold out in the sold-out timeslots is not offered and flags a chosen time', () => {
    const days = calendar({ '2030-05-07': { '10:00': [5, 1], '12:00': [5, 2] } });
    const s = form(...base, calendarLoaded(days), dateSelected(D('2030-05-07')), E.TourSoldOutTimeslotsLoaded.create({ tourId: TOUR_ID, date: D('2030-05-07'), times: { '10:00': true, '12:00': false } }));
    expect([s.time, s.placesLeft, s.validation.timeSoldOut]).toEqual(['10:00', 0, true]);
    expect(foldForm([timeSelected('12:00')], s).validation.timeSoldOut).toBe(false);
  });

  it('a date chosen before its month arrived gets its time when the calendar comes', () => {
    const s = form(...base, dateSelected(D('2030-06-04')));
    expect(s.time).toBeNull();
    const after = foldForm([calendarLoaded(calendar({ '2030-06-04': { '15:00': [10, 44] } }), '2030-06')], s);
    expect([after.time, after.timeslotId, after.placesLeft]).toEqual(['15:00', 44, 10]);
  });

  it('reloads the tickets for the day: the types follow the day, counts stay for ids that remain', () => {
    let s = form(...openForm(groupTour), priceCount(3901, 1), ticketCount(3031, 5));
    s = foldForm([dateSelected(D('2030-05-07')), dayLoaded(D('2030-05-07'), { tickets: [ticket(3031, 900), ticket(3099, 500)], priceList: groupTour.priceList })], s);
    expect(countsOf(s)).toEqual([[3031, 5, []], [3099, 0, []]]);
    // The answer for another date is stale.
    expect(foldForm([dayLoaded(D('2030-05-20'), { tickets: [] })], s)).toBe(s);
  });

  it("a schedule entry's priceList overrides the tour's, at that time only", () => {
    const sunday = { ...groupTour };
    let s = form(
      requested(),
      loaded(sunday),
      calendarLoaded(calendar({ '2030-05-12': { '11:00': [50, 1], '15:00': [25, 2] } })),
      dateSelected(D('2030-05-12')),
      dayLoaded(D('2030-05-12'), {
        tickets: sunday.tickets,
        priceList: sunday.priceList,
        schedule: { '11:00': { tours: 2, priceList: { '3903': price(3903, 11000) } }, '15:00': { tours: 1 } },
      }),
    );
    expect(s.tours).toEqual([{ id: 3903, count: 0 }]);
    s = foldForm([priceCount(3903, 1)], s);
    expect([s.tourCount, s.totalPrice]).toEqual([1, 11000]);
    s = foldForm([timeSelected('15:00')], s);
    expect(s.tours).toEqual([{ id: 3901, count: 0 }, { id: 3902, count: 0 }]);
    expect(formPriceList(s).map((p) => p.id)).toEqual([3901, 3902]);
    expect(s.totalPrice).toBe(0);
  });

  it('choosing a time that is not on the day changes nothing', () => {
    const s = form(...openForm(groupTour));
    expect(foldForm([timeSelected('23:00')], s)).toBe(s);
  });
});

describe('participant caps (001 §5)', () => {
  it('the participant total is capped by max_participants', () => {
    const s = form(...openForm({ ...publicTour, places: 100 }), ticketCount(3011, 30));
    expect(s.participants).toBe(25);
    expect(form(...openForm({ ...publicTour, places: 100 }), ticketCount(3011, 20), ticketCount(3012, 10)).tickets.map((t) => t.count)).toEqual([20, 5]);
  });

  it('the participant total is capped by the places left in the slot', () => {
    const s = form(...openForm({ ...publicTour, places: 4 }), ticketCount(3011, 3), ticketCount(3012, 3));
    expect(s.tickets.map((t) => t.count)).toEqual([3, 1]);
    expect(s.participants).toBe(4);
  });

  it('with single ticketing and book complete tour the cap is the places left (not max_participants)', () => {
    const s = form(...openForm({ ...familyTour, places: 45, tours: 3 }), priceCount(3906, 3), ticketCount(3054, 40));
    expect(s.participants).toBe(40);
    expect(participantCap(formRules(s)!, 45, 3)).toBe(45);
    expect(foldForm([ticketCount(3054, 60)], s).participants).toBe(45);
  });

  it.each([
    ['abc', 0],
    ['', 0],
    ['2x', 0],
    ['-3', 0],
    [-3, 0],
    [Number.NaN, 0],
    ['3', 3],
    [' 4 ', 4],
    ['3.7', 3],
  ] as const)('a count typed as %p becomes %p', (input, expected) => {
    const s = form(...openForm({ ...publicTour, places: 100 }), ticketCount(3011, 7), ticketCount(3011, input));
    expect(s.tickets[0]?.count).toBe(expected);
  });

  it('each ticket type is capped at max participants × tour count', () => {
    // Single ticketing + complete tour: the total cap is the places, so the per-type cap shows.
    let s = form(...openForm({ ...familyTour, places: 45, tours: 3 }));
    s = foldForm([ticketCount(3054, 5)], s);
    expect(s.tickets[1]?.count).toBe(0); // no tour chosen: 15 × 0
    s = foldForm([priceCount(3906, 2), ticketCount(3054, 40)], s);
    expect(s.tickets[1]?.count).toBe(30); // 15 × 2
    expect(perTypeCap(formRules(s)!, tourUnits(s.tourCount, true))).toBe(30);
  });

  it('a tour without price-list entries counts as one tour for the per-type cap', () => {
    const s = form(...openForm({ ...publicTour, detail: { single_ticketing: 1, book_complete_tour: 1, max_participants: 10 }, places: 40 }), ticketCount(3011, 25));
    expect(s.tickets[0]?.count).toBe(10);
  });

  it('a decrease is always taken, even above a cap that shrank later', () => {
    let s = form(...openForm({ ...familyTour, places: 45, tours: 3 }), priceCount(3906, 2), ticketCount(3054, 30), priceCount(3906, 1));
    expect([s.tickets[1]?.count, s.validation.maxParticipants]).toEqual([30, true]);
    s = foldForm([ticketCount(3054, 31)], s);
    expect(s.tickets[1]?.count).toBe(30); // no increase above the cap
    s = foldForm([ticketCount(3054, 20)], s);
    expect([s.tickets[1]?.count, s.validation.maxParticipants]).toEqual([20, true]);
    s = foldForm([ticketCount(3054, 15)], s);
    expect([s.tickets[1]?.count, s.validation.maxParticipants]).toEqual([15, false]);
  });

  it('the tour count is capped by the tours left at the time and, for complete tours, by whole groups of places', () => {
    expect(form(...openForm({ ...groupTour, places: 75, tours: 2 }), priceCount(3901, 5)).tourCount).toBe(2);
    expect(form(...openForm({ ...groupTour, places: 60, tours: 3 }), priceCount(3901, 5)).tourCount).toBe(2); // 60 / 25
    expect(form(...openForm({ ...groupTour, places: 75, tours: 3 }), priceCount(3901, 2), priceCount(3902, 5)).tours.map((t) => t.count)).toEqual([2, 1]);
  });
});

describe('sub-tickets (001 §5)', () => {
  it('the ticket count becomes 1 when any sub-ticket count is non-zero, and 0 otherwise', () => {
    let s = form(...openForm(groupTour), priceCount(3901, 1), ticketCount(3033, 12, 3034), ticketCount(3033, 2, 3035));
    expect(s.tickets[1]).toEqual({ id: 3033, count: 0, subtickets: [{ id: 3034, count: 12 }, { id: 3035, count: 2 }] });
    expect([s.ticketCount, s.participants]).toEqual([1, 14]);
    s = foldForm([ticketCount(3033, 0, 3034)], s);
    expect([s.ticketCount, s.participants]).toEqual([1, 2]);
    s = foldForm([ticketCount(3033, 0, 3035)], s);
    expect([s.ticketCount, s.participants]).toEqual([0, 0]);
  });

  it("the ticket's own count is not used when it has sub-tickets, and unknown sub-tickets are ignored", () => {
    const s = form(...openForm(groupTour), priceCount(3901, 1));
    expect(foldForm([ticketCount(3033, 3)], s)).toBe(s);
    expect(foldForm([ticketCount(3033, 3, 9999)], s)).toBe(s);
    expect(foldForm([ticketCount(3031, 3, 3034)], s)).toBe(s);
  });

  it('prices the ticket once plus each sub-ticket, in integer cents', () => {
    const s = form(...openForm(familyTour), priceCount(3906, 1), ticketCount(3051, 2, 3052), ticketCount(3051, 3, 3053));
    expect([s.ticketCount, s.participants, s.totalPrice]).toEqual([1, 5, 2400]);
    const g = form(...openForm(groupTour), priceCount(3901, 1), ticketCount(3033, 20, 3034), ticketCount(3033, 2, 3035));
    expect(g.totalPrice).toBe(9000 + 0 + 20 * 200 + 0);
  });
});

describe('tickets against tours (001 §5)', () => {
  it('book_complete_tour and booking_without_tickets both 0: ticketCount must equal tourCount (too few, too many)', () => {
    let s = form(...openForm({ ...pairedTour, tours: 5, places: 40 }), priceCount(3907, 2), ticketCount(3061, 1));
    expect(s.validation.balance).toBe('tooFew');
    expect(formMessages(s).map((m) => m.key)).toContain('validation.tooFewTickets');
    s = foldForm([ticketCount(3061, 3)], s);
    expect(s.validation.balance).toBe('tooMany');
    expect(formMessages(s).map((m) => m.key)).toContain('validation.tooManyTickets');
    s = foldForm([ticketCount(3061, 2)], s);
    expect([s.validation.balance, s.valid]).toEqual([null, true]);
  });

  it('book_complete_tour and single_ticketing both 1: too few is flagged, more tickets than tours is fine', () => {
    let s = form(...openForm({ ...familyTour, places: 30, tours: 2 }), priceCount(3906, 2), ticketCount(3054, 1));
    expect(s.validation.balance).toBe('tooFew');
    s = foldForm([ticketCount(3051, 2, 3052)], s);
    expect([s.ticketCount, s.tourCount, s.validation.balance]).toEqual([2, 2, null]);
    s = foldForm([ticketCount(3054, 4)], s);
    expect([s.ticketCount, s.validation.balance]).toEqual([5, null]);
  });

  it('a complete tour without single ticketing, or a tour bookable without tickets, does not pair tickets with tours', () => {
    const g = form(...openForm(groupTour), priceCount(3901, 2), ticketCount(3031, 1));
    expect(g.validation.balance).toBeNull();
    const w = form(...openForm({ ...pairedTour, detail: { max_participants: 20, booking_without_tickets: 1 }, tours: 5 }), priceCount(3907, 2), ticketCount(3061, 1));
    expect(w.validation.balance).toBeNull();
  });

  it('a tour without price-list entries has no tours to pair with', () => {
    const s = form(...openForm(publicTour), ticketCount(3011, 2));
    expect([s.tourCount, s.validation.balance, s.valid]).toEqual([0, null, true]);
  });
});

describe('group size, required choices and overbooking (001 §5)', () => {
  it('the minimum group size defaults to 1', () => {
    const s = form(...openForm(publicTour), ticketCount(3011, 1));
    expect([s.validation.minGroupSize, s.valid]).toEqual([false, true]);
  });

  it('a tour can set its minimum group size as data', () => {
    let s = form(...openForm({ ...groupTour, detail: { ...groupTour.detail, min_group_size: 10 } }), priceCount(3901, 1), ticketCount(3031, 9));
    expect([s.validation.minGroupSize, s.valid]).toEqual([true, false]);
    expect(formMessages(s)).toContainEqual({ id: 'tickets', key: 'validation.minGroupSize', params: { min: 10 } });
    s = foldForm([ticketCount(3031, 10)], s);
    expect([s.validation.minGroupSize, s.valid]).toEqual([false, true]);
  });

  it('nothing chosen, tickets required, tours required', () => {
    expect(form(...openForm(groupTour)).validation.nothingChosen).toBe(true);
    const toursOnly = form(...openForm(groupTour), priceCount(3901, 1));
    expect([toursOnly.validation.ticketsRequired, toursOnly.valid]).toEqual([true, false]);
    const ticketsOnly = foldForm([ticketCount(3031, 5), priceCount(3901, 0)], toursOnly);
    expect([ticketsOnly.participants, ticketsOnly.validation.toursRequired, ticketsOnly.valid]).toEqual([5, true, false]);
    const withoutTickets = form(...openForm({ ...pairedTour, detail: { booking_without_tickets: 1, max_participants: 30 } }), priceCount(3907, 1));
    expect([withoutTickets.validation.ticketsRequired, withoutTickets.valid]).toEqual([false, true]);
  });

  it('overbooking is blocked: fewer places after a calendar reload flag the booking and keep the counts', () => {
    let s = form(...openForm({ ...publicTour, places: 20 }), ticketCount(3011, 12));
    expect(s.valid).toBe(true);
    s = foldForm([calendarLoaded(calendar({ '2030-05-07': { '10:00': [8, 9001] } }))], s);
    expect([s.tickets[0]?.count, s.placesLeft, s.validation.overbooking, s.valid]).toEqual([12, 8, true, false]);
    expect(formMessages(s).map((m) => m.key)).toContain('validation.overbooking');
  });

  it('overbooking is blocked: more tours than the time has left, and complete tours need whole groups of places', () => {
    let s = form(...openForm({ ...groupTour, tours: 3, places: 75 }), priceCount(3901, 3), ticketCount(3031, 20));
    expect(s.valid).toBe(true);
    s = foldForm([dayLoaded(D('2030-05-07'), { tickets: groupTour.tickets, priceList: groupTour.priceList, schedule: { '10:00': { tours: 2 } } })], s);
    expect([s.toursLeft, s.validation.overbooking]).toEqual([2, true]);
    const places = form(...openForm({ ...groupTour, tours: 3, places: 75 }), priceCount(3901, 3), ticketCount(3031, 20), calendarLoaded(calendar({ '2030-05-07': { '10:00': [50, 9001] } })));
    expect(places.validation.overbooking).toBe(true);
  });
});

describe('answers (001 §3)', () => {
  const withQuestions = () => openForm({ ...publicTour, questions: ALL_QUESTIONS });

  it('radio and select hold one answer id; null clears', () => {
    let s = form(...withQuestions(), answered(701, 7011), answered(701, 7012), answered(702, 7021));
    expect(s.answers).toEqual({ '701': { qId: 701, type: 'radio', value: 7012 }, '702': { qId: 702, type: 'select', value: 7021 } });
    s = foldForm([answered(702, null)], s);
    expect(Object.keys(s.answers)).toEqual(['701']);
  });

  it('checkbox holds a list of ids, toggled on and off', () => {
    let s = form(...withQuestions(), toggled(703, 7031), toggled(703, 7033));
    expect(s.answers['703']).toEqual({ qId: 703, type: 'checkbox', value: [7031, 7033] });
    s = foldForm([toggled(703, 7031)], s);
    expect(s.answers['703']?.value).toEqual([7033]);
    s = foldForm([toggled(703, 7033)], s);
    expect(s.answers['703']).toBeUndefined();
  });

  it('text, textarea and number hold the raw value', () => {
    const s = form(...withQuestions(), answered(704, 'private:a1'), answered(705, 'private:a2'), answered(706, '03'));
    expect(s.answers).toEqual({
      '704': { qId: 704, type: 'text', value: 'private:a1' },
      '705': { qId: 705, type: 'textarea', value: 'private:a2' },
      '706': { qId: 706, type: 'number', value: '03' },
    });
    expect(foldForm([answered(706, '03')], s)).toBe(s);
  });

  it("unanswered mandatory questions give 'Please answer all mandatory fields.' once add to basket was refused", () => {
    let s = form(...withQuestions(), ticketCount(3011, 2), answered(701, 7011));
    expect(s.validation.mandatoryMissing).toEqual([704, 706]);
    expect(s.valid).toBe(false);
    expect(formMessages(s).map((m) => m.key)).not.toContain('validation.mandatoryFields');
    s = foldForm([E.TourBookingRejected.create({ tourId: TOUR_ID, reasons: ['validation.mandatoryFields'] })], s);
    expect(formMessages(s)).toContainEqual({ id: 'questions', key: 'validation.mandatoryFields' });
    s = foldForm([answered(704, 'private:x'), answered(706, '2')], s);
    expect([s.validation.mandatoryMissing, s.valid]).toEqual([[], true]);
  });

  it('a number answer that is not a number is flagged', () => {
    const s = form(...withQuestions(), ticketCount(3011, 2), answered(701, 7011), answered(704, 'private:x'), answered(706, 'two'));
    expect([s.validation.notANumber, s.valid]).toEqual([[706], false]);
  });

  it('answers to questions the tour no longer has are dropped when the tour reloads', () => {
    const s = form(...withQuestions(), answered(701, 7011), answered(702, 7021));
    expect(Object.keys(foldForm([loaded({ ...publicTour, questions: [question(701, 'radio', 1, [7011])] })], s).answers)).toEqual(['701']);
  });
});

describe('total price and the basket', () => {
  it('adds tickets, sub-tickets and tours in integer cents', () => {
    const s = form(...openForm(groupTour), priceCount(3901, 1), priceCount(3902, 1), ticketCount(3031, 5), ticketCount(3033, 10, 3034));
    expect(s.totalPrice).toBe(9000 + 12500 + 5 * 900 + 10 * 200);
    expect(Number.isSafeInteger(s.totalPrice)).toBe(true);
  });

  it('after the booking went into the basket the counts and answers start afresh; date and time stay', () => {
    const s = form(...openForm({ ...publicTour, questions: ALL_QUESTIONS }), ticketCount(3011, 2), answered(701, 7011), E.TourBookingRejected.create({ tourId: TOUR_ID, reasons: [] }));
    const after = foldForm([E.TourAddedToBasket.create({ tourId: TOUR_ID, lineId: 'line-9' })], s);
    expect(after).toMatchObject({ date: '2030-05-07', time: '10:00', participants: 0, totalPrice: 0, answers: {}, attempted: false, addedLineId: 'line-9' });
    expect(foldForm([ticketCount(3011, 1)], after).addedLineId).toBeNull();
  });
});

describe('caps hold for any sequence of counts (property)', () => {
  const tours = { public: publicTour, group: groupTour, paired: pairedTour, family: familyTour };
  const input = fc.oneof(fc.integer({ min: -5, max: 80 }), fc.constantFrom('', 'abc', '7', '12.5', ' 3 ', '1e3', '-2'));

  const SEQUENCES = runs(1000, 100);
  it(`never more participants than the cap, never more tours than the slot, price always the sum (${SEQUENCES} runs)`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(tours) as Array<keyof typeof tours>)),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.tuple(fc.nat(10), input), { maxLength: 25 }),
        (kind, places, toursLeft, steps) => {
          const tour = tours[kind];
          let s = form(...openForm({ ...tour, places, tours: toursLeft }));
          const rules = formRules(s)!;
          const fields: Array<readonly [number, number | null]> = [
            ...tour.tickets.flatMap((t): Array<readonly [number, number | null]> => (t.subtickets ? t.subtickets.map((sub) => [t.id, sub.id]) : [[t.id, null]])),
            ...s.tours.map((p): readonly [number, number | null] => [-1, p.id]),
          ];
          for (const [pick, value] of steps) {
            const [id, sub] = fields[pick % fields.length]!;
            s = foldForm([id === -1 ? priceCount(sub as number, value) : ticketCount(id, value, sub)], s);
            // Complete tours: a group per tour, so at most as many groups as the time has tours for.
            expect(s.participants).toBeLessThanOrEqual(participantCap(rules, places, Math.max(1, tourCap(rules, toursLeft, places))));
            expect(s.tourCount).toBeLessThanOrEqual(tourCap(rules, toursLeft, places));
            for (const t of s.tickets) {
              const persons = t.subtickets.length > 0 ? t.subtickets.reduce((n, x) => n + x.count, 0) : t.count;
              // Above its per-type cap only after the tour count went down, and then flagged.
              if (persons > perTypeCap(rules, tourUnits(s.tourCount, s.tours.length > 0))) expect(s.validation.maxParticipants).toBe(true);
              expect(Number.isInteger(t.count) && t.count >= 0).toBe(true);
            }
            const expected =
              s.tickets.reduce((sum, t) => {
                const type = tour.tickets.find((x) => x.id === t.id)!;
                if (type.subtickets) {
                  const subs = t.subtickets.reduce((n, x) => n + x.count * (type.subtickets!.find((y) => y.id === x.id)?.price ?? 0), 0);
                  return sum + (t.subtickets.some((x) => x.count > 0) ? type.price : 0) + subs;
                }
                return sum + t.count * type.price;
              }, 0) + s.tours.reduce((sum, p) => sum + p.count * (tour.priceList.find((x) => x.id === p.id)?.price ?? 0), 0);
            expect(s.totalPrice).toBe(expected);
            if (s.valid) expect(s.participants + s.tourCount).toBeGreaterThan(0);
          }
        },
      ),
      { seed: 5005, numRuns: SEQUENCES },
    );
  });
});

describe('the basket line of a booking (tourLineOf)', () => {
  it('given a valid form: tourId, date, time, timeslotId, answers, chosen tickets and tours, vat_value, single_ticketing, total in cents', () => {
    const s = form(
      ...openForm({ ...groupTour, questions: [question(701, 'radio', 1, [7011]), question(704, 'text', 0)] }),
      priceCount(3901, 1),
      ticketCount(3031, 2),
      ticketCount(3033, 10, 3034),
      answered(701, 7011),
      answered(704, 'private:r1'),
    );
    const line = tourLineOf(s);
    expect(line).toEqual({
      type: 'guidedTour',
      id: TOUR_ID,
      price: 9000 + 1800 + 2000,
      totalPrice: 9000 + 1800 + 2000,
      totalCount: 1,
      tourId: TOUR_ID,
      date: '2030-05-07',
      time: '10:00',
      timeslotId: 9001,
      answers: { '701': { qId: 701, type: 'radio', value: 7011 }, '704': { qId: 704, type: 'text', value: 'private:r1' } },
      tickets: [
        { id: 3031, count: 2, subtickets: [] },
        { id: 3033, count: 1, subtickets: [{ id: 3034, count: 10 }] },
      ],
      tours: [{ id: 3901, count: 1 }],
      // One rate, the largest share's (the 90,00 € tour fee); the VAT its parts hold per item beside it.
      vat_value: 19,
      single_ticketing: 0,
      includedVat: 2 * 59 + 10 * 13 + 1437,
    });
    expect(isRight(CartLine.decode({ ...line, lineId: 'x' }))).toBe(true);
  });

  it("one VAT rate: the line's VAT is taxed per item (001 §9); an invalid form gives no line", () => {
    const line = tourLineOf(form(...openForm(publicTour), ticketCount(3011, 2)));
    // 2 × 14,00 € at 7 %: 2 × 0,92 € = 1,84 € (the line's 28,00 € would hold 1,83 €).
    expect(line && [line.vat_value, line.includedVat, lineTax({ ...line, lineId: 'x' })]).toEqual([7, 184, 184]);
    expect(tourLineOf(form(...openForm(publicTour), ticketCount(3011, 1)))?.vat_value).toBe(7);
    expect(tourLineOf(form(...openForm(publicTour)))).toBeNull();
  });

  it('the form state survives its own codec (snapshots)', () => {
    const s = form(...openForm({ ...groupTour, questions: ALL_QUESTIONS }), priceCount(3901, 1), toggled(703, 7031));
    expect(isRight(TourFormState.decode(JSON.parse(JSON.stringify(s))))).toBe(true);
  });
});

describe('caps and decisions at their edges (mutation testing found these untested)', () => {
  const twoTypes = { tickets: [ticket(3011, 1400), ticket(3012, 900)], priceList: [], places: 100 };
  const recorded = (ticketId: number, n: number) => E.TourTicketCountChanged.create({ ticketId, count: count(n) });

  it.each([
    [0, 0, true],
    [1, 0, true],
    [0, 1, true],
    [1, 1, false],
  ] as const)(
    'counts recorded under other rules, more than max_participants: flagged unless single ticketing and complete tours (single %i, complete %i → %p)',
    (single_ticketing, book_complete_tour, flagged) => {
      const s = form(...openForm({ ...twoTypes, detail: { single_ticketing, book_complete_tour, max_participants: 10 } }), recorded(3011, 6), recorded(3012, 6));
      // Each type stays within its own cap (10 × one tour): only the total can be too many.
      expect(s.participants).toBe(12);
      expect(s.validation.maxParticipants).toBe(flagged);
    },
  );

  it('a sub-ticket may rise to what the caps leave beside the other persons, its own count included', () => {
    const s = form(
      ...openForm({ detail: { max_participants: 10 }, tickets: [familyTicket(3051, 0, [[3052, 0], [3053, 0]])], priceList: [], places: 100 }),
      ticketCount(3051, 4, 3052),
      ticketCount(3051, 3, 3053),
    );
    expect(s.participants).toBe(7);
    expect([ticketMax(s, 3051, 3052, []), ticketMax(s, 3051, 3053, [])]).toEqual([7, 6]);
  });

  it('a price-list entry may rise to the tours the slot allows less the other entries’ tours, not its own', () => {
    const s = form(...openForm({ ...groupTour, places: 75, tours: 3 }), priceCount(3901, 2));
    expect([tourMax(s, 3901, []), tourMax(s, 3902, [])]).toEqual([3, 1]);
  });

  it('typing the count a price-list entry already has decides nothing', () => {
    const s = form(...openForm({ ...groupTour, places: 75, tours: 3 }), priceCount(3901, 2));
    expect(decidePriceCount(s, 3901, '2', [])).toBeNull();
    expect(decidePriceCount(s, 3901, '1', [])).toBe(1);
  });

  it('before the tour’s own data (its rules) arrives, the day’s tickets have no count to decide', () => {
    const s = form(requested(), dateSelected(D('2030-05-07')), dayLoaded(D('2030-05-07')));
    expect(formRules(s)).toBeNull();
    expect(s.tickets.map((e) => e.id)).toEqual([3031]);
    expect(currentTicketCount(s, 3031, null)).toBeNull();
    expect(decideTicketCount(s, 3031, null, '2', [])).toBeNull();
  });
});

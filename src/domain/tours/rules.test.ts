import fc from 'fast-check';
import { cents } from '../../messages';
import { itemsTax, taxIncluded } from '../../kernel/money';
import { capParticipants, DEFAULT_MIN_GROUP_SIZE, MAX_COUNT, parseCount, participantCap, perTypeCap, placesNeeded, rulesOf, ticketTourBalance, tourCap, type TourRules } from './rules';
import { pricedPart, ticketCountOf, tourVat } from './pricing';
import { bySequence, effectivePriceList, nextDateWithPlaces, pickTime, timesOn, type TimeOption } from './times';
import { invalidNumberAnswers, isAnswered } from './answers';
import { calendar, D, familyTicket, price, question, ticket, tourDetail } from '../../../test/helpers/tours';

const RUNS = { seed: 4242, numRuns: 1000 } as const;

const rulesArb: fc.Arbitrary<TourRules> = fc.record({
  maxParticipants: fc.integer({ min: 0, max: 60 }),
  singleTicketing: fc.boolean(),
  bookCompleteTour: fc.boolean(),
  bookingWithoutTickets: fc.boolean(),
  minGroupSize: fc.integer({ min: 1, max: 20 }),
});

describe('rulesOf', () => {
  it('reads the flags and defaults the minimum group size to 1', () => {
    expect(rulesOf(tourDetail({ single_ticketing: 1, book_complete_tour: 1, max_participants: 15 }))).toEqual({
      maxParticipants: 15,
      singleTicketing: true,
      bookCompleteTour: true,
      bookingWithoutTickets: false,
      minGroupSize: DEFAULT_MIN_GROUP_SIZE,
    });
    expect(DEFAULT_MIN_GROUP_SIZE).toBe(1);
    expect(rulesOf(tourDetail({ min_group_size: 10 })).minGroupSize).toBe(10);
    expect(rulesOf(tourDetail({ min_group_size: 0 })).minGroupSize).toBe(1);
  });
});

describe('parseCount: non-numeric counts become 0 (property)', () => {
  it('is always a whole number between 0 and MAX_COUNT', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.constant(undefined)), (input) => {
        const n = parseCount(input);
        expect(Number.isInteger(n) && n >= 0 && n <= MAX_COUNT).toBe(true);
      }),
      RUNS,
    );
  });

  it('reads whole numbers as themselves and anything with a non-digit as 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_COUNT }), fc.stringMatching(/^[a-z+e-]{1,4}$/), (n, junk) => {
        expect(parseCount(String(n))).toBe(n);
        expect(parseCount(n)).toBe(n);
        expect(parseCount(`${n}${junk}`)).toBe(0);
        expect(parseCount(`${junk}${n}`)).toBe(0);
      }),
      RUNS,
    );
    expect([parseCount('3,9'), parseCount(Infinity), parseCount(-0)]).toEqual([3, 0, 0]);
  });
});

describe('participant caps (property)', () => {
  it('the total cap is max_participants (a group per tour for complete tours) and the places left; single ticketing + complete tour: the places left', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: -5, max: 200 }), fc.nat(6), (rules, places, units) => {
        const cap = participantCap(rules, places, units);
        expect(cap).toBeLessThanOrEqual(Math.max(0, places));
        expect(cap).toBeGreaterThanOrEqual(0);
        if (rules.singleTicketing && rules.bookCompleteTour) expect(cap).toBe(Math.max(0, places));
        else if (rules.bookCompleteTour) expect(cap).toBe(Math.max(0, Math.min(rules.maxParticipants * units, places)));
        else expect(cap).toBe(Math.max(0, Math.min(rules.maxParticipants, places)));
      }),
      RUNS,
    );
  });

  it('the per-type cap is max participants × tour count', () => {
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 0, max: 50 }), (rules, tours) => {
        expect(perTypeCap(rules, tours)).toBe(rules.maxParticipants * tours);
      }),
      RUNS,
    );
  });

  it('capParticipants gives the most the caps allow, never more than asked and never below 0', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.nat(300),
        fc.nat(300),
        fc.nat(200),
        fc.nat(200),
        (requested, typeCap, totalCap, sameType, others) => {
          const n = capParticipants(requested, { typeCap, totalCap, sameType, others });
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(requested);
          if (n > 0) {
            expect(sameType + n).toBeLessThanOrEqual(typeCap);
            expect(sameType + others + n).toBeLessThanOrEqual(totalCap);
          }
          // Maximal: one more would break a cap, or was not asked for.
          const more = n + 1;
          expect(more > requested || sameType + more > typeCap || sameType + others + more > totalCap).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('tour count: the tours left, and whole groups of places for complete tours', () => {
    fc.assert(
      fc.property(rulesArb, fc.option(fc.nat(10), { nil: null }), fc.nat(300), (rules, toursLeft, places) => {
        const cap = tourCap(rules, toursLeft, places);
        if (toursLeft !== null) expect(cap).toBeLessThanOrEqual(toursLeft);
        if (rules.bookCompleteTour && rules.maxParticipants > 0) expect(cap * rules.maxParticipants).toBeLessThanOrEqual(places);
        expect(cap).toBeLessThanOrEqual(MAX_COUNT);
      }),
      RUNS,
    );
  });

  it('places needed: whole groups for complete tours, one per participant otherwise', () => {
    const complete = rulesOf(tourDetail({ book_complete_tour: 1, max_participants: 25 }));
    const open = rulesOf(tourDetail({ max_participants: 30 }));
    expect([placesNeeded(complete, 3, 2), placesNeeded(open, 3, 2), placesNeeded(open, 0, 2), placesNeeded(open, 0, 0)]).toEqual([50, 3, 60, 0]);
  });
});

describe('sub-tickets (property)', () => {
  it('a ticket with sub-tickets counts 1 when any sub-ticket is non-zero, else 0', () => {
    const type = familyTicket(1, 2400, [[11, 0], [12, 0], [13, 100]]);
    fc.assert(
      fc.property(fc.array(fc.nat(30), { minLength: 3, maxLength: 3 }), fc.nat(30), (subs, own) => {
        const entry = { id: 1, count: own, subtickets: subs.map((count, i) => ({ id: 11 + i, count })) };
        expect(ticketCountOf(entry, type)).toBe(subs.some((c) => c > 0) ? 1 : 0);
        expect(ticketCountOf({ ...entry, subtickets: [] }, ticket(2, 100))).toBe(own);
      }),
      RUNS,
    );
  });
});

describe('tickets against tours', () => {
  const r = (o: Partial<Parameters<typeof tourDetail>[0]>) => rulesOf(tourDetail(o));
  it.each([
    ['both 0: too few', r({}), 1, 2, 'tooFew'],
    ['both 0: too many', r({}), 3, 2, 'tooMany'],
    ['both 0: equal', r({}), 2, 2, null],
    ['complete + single: too few', r({ book_complete_tour: 1, single_ticketing: 1 }), 0, 1, 'tooFew'],
    ['complete + single: more is fine', r({ book_complete_tour: 1, single_ticketing: 1 }), 4, 1, null],
    ['complete only', r({ book_complete_tour: 1 }), 0, 2, null],
    ['without tickets', r({ booking_without_tickets: 1 }), 0, 2, null],
  ] as const)('%s', (_, rules, tickets, tours, expected) => {
    expect(ticketTourBalance(rules, tickets, tours, true)).toBe(expected);
    expect(ticketTourBalance(rules, tickets, tours, false)).toBeNull();
  });
});

describe('VAT of a tour line (property)', () => {
  it('the line sends one of its parts’ rates; with what it holds where that rate misstates it, the basket has the exact per-item VAT (001 §9)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unit: fc.nat(50_000), count: fc.integer({ min: 0, max: 30 }), vat: fc.constantFrom(0, 5.5, 7, 19) }), { minLength: 1, maxLength: 6 }),
        (raw) => {
          const parts = raw.map((p) => pricedPart(p.unit, p.count, p.vat));
          const total = parts.reduce((n, p) => n + p.amount, 0);
          const vat = parts.reduce((n, p) => n + itemsTax(cents(p.unit), p.count, p.vat), 0);
          const line = tourVat(parts);
          expect(raw.map((p) => p.vat)).toContain(line.rate);
          expect(line.included ?? taxIncluded(cents(total), line.rate)).toBe(vat);
          // Held only where needed: the rate alone would say another amount.
          if (line.included !== undefined) expect(taxIncluded(cents(total), line.rate)).not.toBe(vat);
        },
      ),
      RUNS,
    );
  });

  it('taxes each item, not the line: 2 tour fees of 15,00 € at 19 % hold 4,78 €, not 4,79 €', () => {
    expect(taxIncluded(cents(3000), 19)).toBe(479);
    expect(tourVat([pricedPart(1500, 2, 19)])).toEqual({ rate: 19, included: 478 });
  });

  it('the rate is the one of the largest share of the price (the higher on a tie); a rate alone where it says the VAT', () => {
    // 38,00 € of tickets at 7 %, a 90,00 € tour fee at 19 %: 19 %, holding 2,48 € + 14,37 €.
    expect(tourVat([pricedPart(900, 2, 7), pricedPart(200, 10, 7), pricedPart(9000, 1, 19)])).toEqual({ rate: 19, included: 118 + 130 + 1437 });
    expect(tourVat([pricedPart(9000, 2, 7), pricedPart(9000, 1, 19)]).rate).toBe(7);
    expect(tourVat([pricedPart(5000, 1, 7), pricedPart(5000, 1, 19)]).rate).toBe(19);
    expect(tourVat([pricedPart(900, 1, 7), pricedPart(500, 0, 19)])).toEqual({ rate: 7 });
    expect(tourVat([pricedPart(1190, 3, 19)])).toEqual({ rate: 19 });
    expect(tourVat([pricedPart(500, 0, 19)])).toEqual({ rate: 19 });
    expect(tourVat([])).toEqual({ rate: 0 });
  });
});


describe('times and dates', () => {
  const option = (time: string, soldOut = false): TimeOption => ({ time, soldOut, placesLeft: soldOut ? 0 : 5, timeslotId: 1 });

  it('pickTime (property): an open time or null; the only one; the previous when open; else the first open', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('09:00', '10:00', '11:30', '14:00', '16:00'), { maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.option(fc.constantFrom('09:00', '10:00', '11:30', '14:00', '16:00'), { nil: null }),
        (times, sold, previous) => {
          const options = [...times].sort().map((t, i) => option(t, sold[i]));
          const open = options.filter((o) => !o.soldOut);
          const picked = pickTime(options, previous);
          if (open.length === 0) return expect(picked).toBeNull();
          if (open.length === 1) return expect(picked).toBe(open[0]!.time);
          if (previous !== null && open.some((o) => o.time === previous)) return expect(picked).toBe(previous);
          return expect(picked).toBe(open[0]!.time);
        },
      ),
      RUNS,
    );
  });

  it('timesOn sorts and marks sold-out times from the calendar and the sold-out timeslots', () => {
    const days = calendar({ '2030-05-07': { '14:00': [3, 2], '10:00': [0, 1], '12:00': [9, 3, true], '16:00': [4, 4] } });
    expect(timesOn(days, D('2030-05-07'), { '16:00': true })).toEqual([
      { time: '10:00', placesLeft: 0, timeslotId: 1, soldOut: true },
      { time: '12:00', placesLeft: 0, timeslotId: 3, soldOut: true },
      { time: '14:00', placesLeft: 3, timeslotId: 2, soldOut: false },
      { time: '16:00', placesLeft: 0, timeslotId: 4, soldOut: true },
    ]);
    expect(timesOn(days, null)).toEqual([]);
  });

  it('nextDateWithPlaces skips full days, sold-out dates and days past the last date', () => {
    const days = calendar({
      '2030-05-07': { '10:00': [0, 1] },
      '2030-05-08': { '10:00': [5, 2] },
      '2030-05-09': { '10:00': [5, 3] },
      '2030-05-10': { '10:00': [5, 4] },
    });
    expect(nextDateWithPlaces(days, D('2030-05-06'), null)).toBe('2030-05-08');
    expect(nextDateWithPlaces(days, D('2030-05-06'), null, ['2030-05-08'])).toBe('2030-05-09');
    expect(nextDateWithPlaces(days, D('2030-05-09'), D('2030-05-09'))).toBeNull();
  });

  it("effectivePriceList: the schedule entry's list overrides the tour's, in sequence order", () => {
    const base = [price(2, 100, { sequence_no: 2 }), price(1, 50, { sequence_no: 1 })];
    expect(effectivePriceList(base, undefined).map((p) => p.id)).toEqual([1, 2]);
    expect(effectivePriceList(base, { tours: 1 }).map((p) => p.id)).toEqual([1, 2]);
    expect(effectivePriceList(base, { tours: 1, priceList: { '9': price(9, 900) } }).map((p) => p.id)).toEqual([9]);
  });
});

describe('edges of the rules (mutation testing found these untested)', () => {
  it('parseCount: what Number() would read past the digits ("1e3", "0x10") is 0 as well', () => {
    expect([parseCount('1e3'), parseCount('0x10'), parseCount('2,5')]).toEqual([0, 0, 2]);
  });

  it('timesOn: a time without tickets left is sold out even where the calendar does not flag it', () => {
    const days = calendar({ '2030-05-07': { '10:00': [0, 1, false], '11:00': [2, 2, false] } });
    expect(timesOn(days, D('2030-05-07')).map((t) => [t.time, t.soldOut])).toEqual([
      ['10:00', true],
      ['11:00', false],
    ]);
  });

  it('nextDateWithPlaces: in date order whatever order the months arrived in, the last date included', () => {
    const days = { ...calendar({ '2030-06-03': { '10:00': [5, 2] } }), ...calendar({ '2030-05-20': { '10:00': [5, 1] } }) };
    expect(nextDateWithPlaces(days, D('2030-05-01'), null)).toBe('2030-05-20');
    expect(nextDateWithPlaces(days, D('2030-05-20'), D('2030-06-03'))).toBe('2030-06-03');
  });

  it('bySequence: by sequence_no, then by id', () => {
    const list = [price(5, 0, { sequence_no: 2 }), price(9, 0, { sequence_no: 1 }), price(7, 0, { sequence_no: 1 })];
    expect([...list].sort(bySequence).map((p) => p.id)).toEqual([7, 9, 5]);
  });

  it('isAnswered: null, blank text and an empty list are no answer; text, a number and a chosen answer are', () => {
    expect([null, '', '   ', [], 'x', 0, [3]].map((value) => isAnswered({ value }))).toEqual([false, false, false, false, true, true, true]);
    expect(isAnswered(undefined)).toBe(false);
  });

  it('invalidNumberAnswers: a number with a sign, a decimal point or comma and blanks around it is one; blank is no answer, not a wrong one', () => {
    const values = ['12', ' 12 ', '-3', '1.5', '1,25', '', '   ', 'abc12', '12abc', 'x'];
    const questions = values.map((_, i) => question(800 + i, 'number', 0));
    const answers = Object.fromEntries(values.map((value, i) => [String(800 + i), { value }]));
    expect(invalidNumberAnswers(questions, answers)).toEqual([807, 808, 809]);
  });
});

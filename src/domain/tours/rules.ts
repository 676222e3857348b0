import type { TourInfo } from '../../messages/catalogue';

/**
 * The booking rules of a guided tour (001 §3, §5) as pure functions of data: the tour's flags,
 * the caps on participants and tours, tickets against tours and the places a booking takes.
 * Counting and prices are in pricing.ts, dates and times in times.ts, answers in answers.ts;
 * the property tests in rules.test.ts check the arithmetic caps.
 */

/**
 * 001 §5 says a tour needs a minimum group size but does not give the number. It is data: a
 * tour's `min_group_size` when the API sends one, else this default (one participant).
 */
export const DEFAULT_MIN_GROUP_SIZE = 1;

/** A ceiling on any single count a visitor can enter, so totals always stay safe integers. */
export const MAX_COUNT = 9999;

export interface TourRules {
  readonly maxParticipants: number;
  readonly singleTicketing: boolean;
  readonly bookCompleteTour: boolean;
  readonly bookingWithoutTickets: boolean;
  readonly minGroupSize: number;
}

export function rulesOf(detail: TourInfo): TourRules {
  const min = detail.min_group_size;
  return {
    maxParticipants: Math.max(0, Math.floor(detail.max_participants)),
    singleTicketing: detail.single_ticketing === 1,
    bookCompleteTour: detail.book_complete_tour === 1,
    bookingWithoutTickets: detail.booking_without_tickets === 1,
    minGroupSize: min !== undefined && Number.isFinite(min) && min >= 1 ? Math.floor(min) : DEFAULT_MIN_GROUP_SIZE,
  };
}

/**
 * A count as typed → a whole number ≥ 0. Anything non-numeric becomes 0 (001 §5): "", "abc",
 * "2x", NaN, negative numbers. Decimals are cut ("3.7" → 3); "+3" and "1e3" are not numbers
 * a counter would produce, so they are 0 as well.
 */
export function parseCount(input: unknown): number {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string' && /^\s*\d+(?:[.,]\d+)?\s*$/.test(input)) n = Number(input.trim().replace(',', '.'));
  else return 0;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(MAX_COUNT, Math.floor(n));
}

/**
 * The participants max_participants allows the whole booking (001 §5): one group's worth; for
 * complete tours a group per tour booked, as the per-type cap counts them (each tour booked is a
 * whole group; the server takes tours × max participants); none with single ticketing and book
 * complete tour, where the places alone cap it.
 */
export function participantLimit(rules: TourRules, units: number): number {
  if (rules.singleTicketing && rules.bookCompleteTour) return Number.POSITIVE_INFINITY;
  return rules.bookCompleteTour ? rules.maxParticipants * Math.max(0, units) : rules.maxParticipants;
}

/**
 * How many participants the booking may have in total (001 §5): the limit above and the places
 * left in the slot (for this visitor: less what the basket holds there).
 */
export function participantCap(rules: TourRules, placesLeft: number, units: number): number {
  return Math.min(participantLimit(rules, units), Math.max(0, Math.floor(placesLeft)));
}

/**
 * The tour count the per-type cap multiplies by. A tour without price-list entries has no
 * tours to count: booking its tickets books the one tour (docs/decisions.md).
 */
export function tourUnits(tourCount: number, hasPriceEntries: boolean): number {
  return hasPriceEntries ? tourCount : 1;
}

/** Each ticket type: at most max participants × tour count (001 §5). */
export function perTypeCap(rules: TourRules, units: number): number {
  return rules.maxParticipants * Math.max(0, units);
}

/** The most tours the slot still allows: the schedule's `tours`, and for complete tours whole groups of places. */
export function tourCap(rules: TourRules, toursLeft: number | null, placesLeft: number): number {
  let cap = toursLeft === null ? MAX_COUNT : Math.max(0, Math.floor(toursLeft));
  if (rules.bookCompleteTour && rules.maxParticipants > 0) cap = Math.min(cap, Math.floor(Math.max(0, placesLeft) / rules.maxParticipants));
  return Math.min(cap, MAX_COUNT);
}

/**
 * Caps a requested count against what the rest of the booking already uses:
 * `sameType` persons of this ticket type in other fields, `others` persons of other types.
 */
export function capParticipants(requested: number, caps: { typeCap: number; totalCap: number; sameType: number; others: number }): number {
  const room = Math.min(caps.typeCap - caps.sameType, caps.totalCap - caps.sameType - caps.others);
  return Math.max(0, Math.min(requested, room));
}

// ---- tickets against tours, places ------------------------------------------------------------

export type Balance = 'tooFew' | 'tooMany' | null;

/**
 * 001 §5. book_complete_tour and booking_without_tickets both 0: one ticket per tour, too few
 * and too many are flagged. book_complete_tour and single_ticketing both 1: too few is
 * flagged. A tour without price-list entries has no tours to pair tickets with (decisions.md).
 */
export function ticketTourBalance(rules: TourRules, ticketCount: number, tourCount: number, hasPriceEntries: boolean): Balance {
  if (!hasPriceEntries) return null;
  if (!rules.bookCompleteTour && !rules.bookingWithoutTickets) {
    if (ticketCount < tourCount) return 'tooFew';
    if (ticketCount > tourCount) return 'tooMany';
    return null;
  }
  if (rules.bookCompleteTour && rules.singleTicketing && ticketCount < tourCount) return 'tooFew';
  return null;
}

/**
 * The places a booking takes, as the server counts them: a complete tour takes its whole
 * group per tour; otherwise one place per participant, or whole tours when there are none.
 */
export function placesNeeded(rules: TourRules, participants: number, tourCount: number): number {
  if (rules.bookCompleteTour) return tourCount * rules.maxParticipants;
  if (participants > 0) return participants;
  return tourCount > 0 ? tourCount * rules.maxParticipants : 0;
}

import type { TourDays, TourInfo, TourPriceOffer, TourQuestionOffer, TourScheduleOffer, TourTicketOffer } from '../../messages/catalogue';
import { isOn } from '../../api/codecs/common';
import { cents, type Cents, type IsoDate } from '../../messages';
import { itemsTax, sumCents, taxIncluded } from '../../kernel/money';
import { isIsoDate } from '../../kernel/museum-time';

/**
 * The booking rules of a guided tour (001 §3, §4, §5) as pure functions of data. The tour form
 * read model and the add-to-basket epic both use them; the property tests in rules.test.ts
 * check the arithmetic caps.
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
 * How many participants the booking may have in total (001 §5): max_participants and the
 * places left in the slot; with single ticketing and book complete tour, the places left.
 */
export function participantCap(rules: TourRules, placesLeft: number): number {
  const places = Math.max(0, Math.floor(placesLeft));
  return rules.singleTicketing && rules.bookCompleteTour ? places : Math.min(rules.maxParticipants, places);
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

// ---- counting -------------------------------------------------------------------------------

export interface TicketCounts {
  readonly id: number;
  readonly count: number;
  readonly subtickets: ReadonlyArray<{ readonly id: number; readonly count: number }>;
}

export function hasSubtickets(type: TourTicketOffer | undefined): boolean {
  return (type?.subtickets?.length ?? 0) > 0;
}

/** 001 §5: a ticket with sub-tickets counts 1 when any sub-ticket count is non-zero, else 0. */
export function ticketCountOf(entry: TicketCounts, type: TourTicketOffer | undefined): number {
  if (hasSubtickets(type)) return entry.subtickets.some((s) => s.count > 0) ? 1 : 0;
  return entry.count;
}

/** Persons a ticket entry stands for: its count, or the sum of its sub-ticket counts. */
export function personsOf(entry: TicketCounts, type: TourTicketOffer | undefined): number {
  return hasSubtickets(type) ? entry.subtickets.reduce((n, s) => n + s.count, 0) : entry.count;
}

/** `count` items of one unit price and VAT rate; `amount` is their gross. */
export interface PricedPart {
  readonly unit: number;
  readonly count: number;
  readonly amount: number;
  readonly vat: number;
}

export const pricedPart = (unit: number, count: number, vat: number): PricedPart => ({ unit, count, amount: unit * count, vat });

/** Every priced part of the booking, in integer cents. Unknown ids price at 0 (they cannot be chosen). */
export function pricedParts(
  tickets: readonly TicketCounts[],
  types: readonly TourTicketOffer[],
  tours: ReadonlyArray<{ readonly id: number; readonly count: number }>,
  priceList: readonly TourPriceOffer[],
): PricedPart[] {
  const parts: PricedPart[] = [];
  for (const entry of tickets) {
    const type = types.find((t) => t.id === entry.id);
    if (!type) continue;
    const count = ticketCountOf(entry, type);
    if (count > 0) parts.push(pricedPart(type.price, count, type.vat_value));
    if (hasSubtickets(type)) {
      for (const sub of entry.subtickets) {
        const def = type.subtickets?.find((s) => s.id === sub.id);
        if (def && sub.count > 0) parts.push(pricedPart(def.price, sub.count, type.vat_value));
      }
    }
  }
  for (const entry of tours) {
    const price = priceList.find((p) => p.id === entry.id);
    if (price && entry.count > 0) parts.push(pricedPart(price.price, entry.count, price.vat_value));
  }
  return parts;
}

export function totalOf(parts: readonly PricedPart[]): Cents {
  return sumCents(parts.map((p) => p.amount));
}

/**
 * The one VAT rate a guidedTour line carries. Its parts are taxed per item (001 §9) and can mix
 * rates (tickets 7 %, tour fees 19 %); the line carries the effective rate whose VAT share of the
 * total equals that per-item VAT, so the basket's "incl. VAT" stays exact (docs/decisions.md).
 * A single rate whose line share already equals the per-item VAT stays that rate.
 */
export function lineVat(parts: readonly PricedPart[]): number {
  const priced = parts.filter((p) => p.amount > 0);
  const rates = [...new Set(priced.map((p) => p.vat))];
  if (rates.length === 0) return parts[0]?.vat ?? 0;
  const total = totalOf(priced);
  const vat = sumCents(priced.map((p) => itemsTax(cents(p.unit), p.count, p.vat)));
  if (rates.length === 1 && taxIncluded(total, rates[0] as number) === vat) return rates[0] as number;
  return total === vat ? 0 : (100 * vat) / (total - vat);
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

// ---- dates and times --------------------------------------------------------------------------

export interface TimeOption {
  readonly time: string;
  readonly placesLeft: number;
  readonly timeslotId: number;
  readonly soldOut: boolean;
}

/** The times of `date` in the calendar, earliest first, sold out by the calendar or the sold-out timeslots. */
export function timesOn(slots: TourDays, date: IsoDate | null, soldOutTimes: Readonly<Record<string, boolean>> = {}): TimeOption[] {
  const day = date === null ? undefined : slots[date];
  if (!day) return [];
  return Object.entries(day)
    .map(([time, slot]) => {
      const soldOut = isOn(slot.soldout) || slot.tickets <= 0 || soldOutTimes[time] === true;
      return { time, placesLeft: soldOut ? 0 : Math.max(0, Math.floor(slot.tickets)), timeslotId: slot.timeslotId, soldOut };
    })
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/**
 * 001 §4: auto-select the only time, else keep the previous time if the day has it, else the
 * first. A sold-out time is never picked; a day without an open time gives null.
 */
export function pickTime(times: readonly TimeOption[], previous: string | null): string | null {
  const open = times.filter((t) => !t.soldOut);
  if (open.length === 0) return null;
  if (open.length === 1) return (open[0] as TimeOption).time;
  if (previous !== null && open.some((t) => t.time === previous)) return previous;
  return (open[0] as TimeOption).time;
}

export function dateHasPlaces(slots: TourDays, date: IsoDate, soldOutDates: readonly string[] = []): boolean {
  return !soldOutDates.includes(date) && timesOn(slots, date).some((t) => !t.soldOut);
}

/** The first date after `after` (exclusive) up to `last` (inclusive) with places, in the loaded slots. */
export function nextDateWithPlaces(slots: TourDays, after: IsoDate, last: IsoDate | null, soldOutDates: readonly string[] = []): IsoDate | null {
  const candidates = Object.keys(slots)
    .filter((d): d is IsoDate => isIsoDate(d) && d > after && (last === null || d <= last))
    .sort();
  return candidates.find((d) => dateHasPlaces(slots, d, soldOutDates)) ?? null;
}

/** The price list that applies at `time`: the schedule entry's, when it has one (001 §3). */
export function effectivePriceList(base: readonly TourPriceOffer[], entry: TourScheduleOffer | undefined): TourPriceOffer[] {
  const list = entry?.priceList ? Object.values(entry.priceList) : base;
  return [...list].sort(bySequence);
}

export function bySequence<T extends { sequence_no: number; id: number }>(a: T, b: T): number {
  return a.sequence_no - b.sequence_no || a.id - b.id;
}

// ---- answers --------------------------------------------------------------------------------

export interface AnswerValue {
  readonly value: string | number | ReadonlyArray<string | number> | null;
}

/** Has the question an answer? Empty strings and empty checkbox lists do not count. */
export function isAnswered(answer: AnswerValue | undefined): boolean {
  if (answer === undefined || answer.value === null) return false;
  if (typeof answer.value === 'string') return answer.value.trim() !== '';
  if (Array.isArray(answer.value)) return answer.value.length > 0;
  return true;
}

/** Mandatory questions without an answer, in question order. */
export function unansweredMandatory(questions: readonly TourQuestionOffer[], answers: Readonly<Record<string, AnswerValue>>): number[] {
  return questions.filter((q) => isOn(q.mandatory) && !isAnswered(answers[String(q.id)])).map((q) => q.id);
}

/** Number questions whose raw value is not a number. */
export function invalidNumberAnswers(questions: readonly TourQuestionOffer[], answers: Readonly<Record<string, AnswerValue>>): number[] {
  return questions
    .filter((q) => {
      if (q.type !== 'number') return false;
      const value = answers[String(q.id)]?.value;
      return typeof value === 'string' && value.trim() !== '' && !/^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value);
    })
    .map((q) => q.id);
}

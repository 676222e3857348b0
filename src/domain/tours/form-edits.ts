import type { CartLine, Count, TourAnswer } from '../../messages';
import type * as t from 'io-ts';
import { clampCount } from '../../kernel/counts';
import { capParticipants, parseCount, participantCap, perTypeCap, tourCap, tourUnits } from './rules';
import { hasSubtickets, personsOf } from './pricing';
import { formPriceList, formRules, formTimes, tourFormView, typeOf } from './form-view';
import type { TourFormState } from './form-state';
import { tourPlacesOpen } from './booking-view';

/**
 * What an edit of the tour form may become (001 §5): the caps a count may rise to (the steppers
 * show them, the decider applies them), a typed count parsed and capped, and whether a time or
 * an answer changes the form at all (the decider and the reducer ask alike).
 */

/**
 * The most a ticket (or one of its sub-tickets) can be set to right now: what the caps leave
 * for it beside the basket's bookings of the same time (never below what it already has). For
 * the steppers; the decider applies the same.
 */
export function ticketMax(state: TourFormState, ticketId: number, subticketId: number | null, lines: readonly CartLine[]): number {
  const rules = formRules(state);
  const type = typeOf(state, ticketId);
  const entry = state.tickets.find((e) => e.id === ticketId);
  if (rules === null || type === undefined || entry === undefined) return 0;
  const current = subticketId === null ? entry.count : (entry.subtickets.find((s) => s.id === subticketId)?.count ?? 0);
  const ownPersons = personsOf(entry, type);
  const view = tourFormView(state);
  const units = tourUnits(view.tourCount, formPriceList(state).length > 0);
  const room = capParticipants(Number.MAX_SAFE_INTEGER, {
    typeCap: perTypeCap(rules, units),
    totalCap: participantCap(rules, tourPlacesOpen(state, lines), units),
    sameType: ownPersons - current,
    others: view.participants - ownPersons,
  });
  return Math.max(current, room);
}

/** The most a price-list entry (number of tours) can be set to right now, beside the basket. */
export function tourMax(state: TourFormState, priceId: number, lines: readonly CartLine[]): number {
  const rules = formRules(state);
  const entry = state.tours.find((e) => e.id === priceId);
  if (rules === null || entry === undefined) return 0;
  const view = tourFormView(state);
  return Math.max(entry.count, tourCap(rules, view.toursLeft, tourPlacesOpen(state, lines)) - (view.tourCount - entry.count));
}

/** A decrease is always taken; an increase only as far as `room` allows (never below the current count). */
function capIncrease(requested: number, current: number, room: number): number {
  if (requested <= current) return requested;
  return Math.max(current, Math.min(requested, room));
}

/** The count an entry has now, or null when the form has no such ticket (or sub-ticket) to count. */
export function currentTicketCount(state: TourFormState, ticketId: number, subticketId: number | null): number | null {
  const type = typeOf(state, ticketId);
  const entry = state.tickets.find((e) => e.id === ticketId);
  if (formRules(state) === null || type === undefined || entry === undefined) return null;
  // A ticket with sub-tickets is counted through them; its own count follows (001 §5).
  if (hasSubtickets(type) !== (subticketId !== null)) return null;
  if (subticketId === null) return entry.count;
  return entry.subtickets.find((s) => s.id === subticketId)?.count ?? null;
}

/**
 * What a typed count becomes (for the epic, which records the decision): parsed (anything not
 * a number is 0), a decrease taken, a rise capped at what the rules and the basket leave. Null when nothing
 * changes or there is nothing to count.
 */
export function decideTicketCount(state: TourFormState, ticketId: number, subticketId: number | null, input: unknown, lines: readonly CartLine[]): Count | null {
  const current = currentTicketCount(state, ticketId, subticketId);
  if (current === null) return null;
  const count = capIncrease(parseCount(input), current, ticketMax(state, ticketId, subticketId, lines));
  return count === current ? null : clampCount(count);
}

/** The same for the number of tours of a price-list entry. */
export function decidePriceCount(state: TourFormState, priceId: number, input: unknown, lines: readonly CartLine[]): Count | null {
  const entry = state.tours.find((e) => e.id === priceId);
  if (formRules(state) === null || entry === undefined) return null;
  const count = capIncrease(parseCount(input), entry.count, tourMax(state, priceId, lines));
  return count === entry.count ? null : clampCount(count);
}


/** Choosing this time changes the form: another time, and one the chosen day has. */
export function timeChanges(state: TourFormState, time: string): boolean {
  return time !== state.time && formTimes(state).some((s) => s.time === time);
}

type Answer = t.TypeOf<typeof TourAnswer>;
type AnswerValue = Answer['value'];

/** An empty answer is no answer (the question is then unanswered). */
export const isEmptyAnswer = (value: AnswerValue | null): boolean => value === null || value === '' || (Array.isArray(value) && value.length === 0);

function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/** This answer changes the form: the same answer again, or clearing an unanswered question, does not. */
export function answerChanges(state: TourFormState, qId: number, type: Answer['type'], value: AnswerValue | null): boolean {
  const previous = state.answers[String(qId)];
  if (isEmptyAnswer(value)) return previous !== undefined;
  return previous === undefined || previous.type !== type || !sameValue(previous.value, value);
}

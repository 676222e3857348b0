import type { CartLine, CommandOf } from '../../messages';
import * as TourEvents from '../../messages/events/tours';
import { admitLine } from '../cart/admit';
import { decided, NOTHING, refused, type Decision, type DecisionInputs } from '../decision';
import type { TourFormState } from './form-state';
import { formRules, formTimes } from './form-view';
import { tourCap } from './rules';
import { answerChanges, decidePriceCount, decideTicketCount, timeChanges } from './form-edits';
import { tourLineOf } from './line';
import { isPrivateRef, privateRef } from './private-answers';
import { overbookedByBasket, rejectionReasons, visitorTimes } from './booking-view';
import { pickTime } from './times';

export interface TourFormSlice {
  readonly tourForm: TourFormState;
  /** The basket: its tour lines take the slot's places (001 §5). */
  readonly cart: { readonly lines: readonly CartLine[] };
}

export type TourFormCommand = CommandOf<'ChooseTourTime' | 'ChangeTourTicketCount' | 'ChangeTourPriceCount' | 'AnswerTourQuestion' | 'ToggleTourAnswer' | 'AddTourToBasket'>;

/**
 * A free text's place in the private store (private-answers.ts), never in the log: the text
 * kept under `ref`, or `text` null when the ref is forgotten.
 */
export interface PrivateText {
  readonly ref: string;
  readonly text: string | null;
}

/** The tour form's answer: the facts, and the free text the epic writes to the private store first. */
export type TourFormDecision = Decision & { readonly privateText?: PrivateText };

/** Longest count input and free text kept (a paste of a novel is cut, not refused). */
export const MAX_INPUT = 12;
export const MAX_TEXT = 2000;
const cut = (input: string | number): string | number => (typeof input === 'string' ? input.slice(0, MAX_INPUT) : input);

/**
 * The tour form's decisions (001 §4, §5): a time the day has open, counts parsed and capped by
 * the rules, answers the questions offer (free text by reference), and "Add to basket" as one
 * guidedTour line or the reasons that stop it. Only a change is a fact: the same time, count or
 * answer again is none.
 */
export function decideTourForm(command: TourFormCommand, state: TourFormSlice, inputs: DecisionInputs): TourFormDecision {
  const form = state.tourForm;
  const tourId = form.tourId;
  if (tourId === null) return NOTHING;
  switch (command.type) {
    case 'ChooseTourTime': {
      const option = formTimes(form).find((o) => o.time === command.time);
      return option === undefined || option.soldOut || !timeChanges(form, command.time) ? NOTHING : decided(TourEvents.TourTimeSelected.create({ tourId, time: command.time }));
    }
    case 'ChangeTourTicketCount': {
      const subticketId = command.subticketId ?? null;
      const count = decideTicketCount(form, command.ticketId, subticketId, cut(command.input), state.cart.lines);
      return count === null ? NOTHING : decided(TourEvents.TourTicketCountChanged.create({ ticketId: command.ticketId, ...(subticketId === null ? {} : { subticketId }), count }));
    }
    case 'ChangeTourPriceCount': {
      const count = decidePriceCount(form, command.priceId, cut(command.input), state.cart.lines);
      return count === null ? NOTHING : decided(TourEvents.TourPriceCountChanged.create({ priceId: command.priceId, count }));
    }
    case 'ToggleTourAnswer': {
      const question = form.context.questions.find((q) => q.id === command.qId);
      if (question?.type !== 'checkbox' || !question.answers?.some((a) => a.id === command.answerId)) return NOTHING;
      return decided(TourEvents.TourAnswerToggled.create({ qId: command.qId, answerId: command.answerId }));
    }
    case 'AnswerTourQuestion':
      return decideAnswer(command, form, tourId, inputs);
    case 'AddTourToBasket':
      return decideAdd(state, tourId, inputs);
  }
}

function decideAnswer(command: CommandOf<'AnswerTourQuestion'>, form: TourFormState, tourId: number, inputs: DecisionInputs): TourFormDecision {
  const question = form.context.questions.find((q) => q.id === command.qId);
  if (question === undefined) return NOTHING;
  const answered = (value: string | number | null): Decision =>
    answerChanges(form, question.id, question.type, value) ? decided(TourEvents.TourQuestionAnswered.create({ qId: question.id, value })) : NOTHING;
  switch (question.type) {
    case 'radio':
    case 'select': {
      if (command.value === null || command.value === '') return answered(null);
      const id = Number(command.value);
      return question.answers?.some((a) => a.id === id) ? answered(id) : NOTHING;
    }
    case 'number':
      return answered(command.value === null ? null : String(command.value).slice(0, MAX_INPUT));
    case 'text':
    case 'textarea': {
      // The log only learns whether there is a text: a reference, kept while the text changes.
      const text = command.value === null ? '' : String(command.value).slice(0, MAX_TEXT);
      const previous = form.answers[String(question.id)]?.value;
      const ref = isPrivateRef(previous) ? previous : null;
      if (text.trim() === '') return ref === null ? answered(null) : { ...answered(null), privateText: { ref, text: null } };
      const next = ref ?? privateRef(inputs.newId());
      return { ...answered(next), privateText: { ref: next, text } };
    }
    case 'checkbox':
      return NOTHING;
  }
}

/**
 * "Add to basket": once per booking (a second click of a double click finds the line added and
 * is none), refused with the form's reasons, else the line under a new id.
 */
function decideAdd(state: TourFormSlice, tourId: number, inputs: DecisionInputs): Decision {
  const form = state.tourForm;
  if (form.addedLineId !== null) return NOTHING;
  const { lines } = state.cart;
  const line = overbookedByBasket(form, lines) ? null : tourLineOf(form);
  if (line === null) return decided(TourEvents.TourBookingRejected.create({ tourId, reasons: rejectionReasons(form, lines) }));
  const lineId = inputs.newId();
  const admitted = admitLine(lines, line, lineId);
  if (!admitted.ok) return refused(admitted.refusal);
  return decided(admitted.event, TourEvents.TourAddedToBasket.create({ tourId, lineId }));
}

/**
 * 001 §4 with the basket counted, after a date was chosen and the fold picked its time: a time
 * whose places the basket already holds all of is skipped like a sold-out one, the same rule
 * applied to the times still open to this visitor (`previous`: the time before the date
 * changed; for complete tours a time open to them has room for a whole group). A day with none open to the visitor keeps the fold's pick (the form says the basket
 * holds the places).
 */
export function decideVisitorTime(state: TourFormSlice, previous: string | null): Decision {
  const form = state.tourForm;
  const rules = formRules(form);
  // Without a time the fold found none open on the day, and none is open to this visitor either.
  if (form.tourId === null || rules === null) return NOTHING;
  // Open to this visitor: a place beside the basket's bookings; for complete tours a whole group.
  const open = (left: number): boolean => (rules.bookCompleteTour ? tourCap(rules, null, left) >= 1 : left > 0);
  const options = visitorTimes(form, state.cart.lines).map((o) => ({ ...o, soldOut: o.soldOut || !open(o.placesLeft) }));
  // pickTime says null when none is open. With every time open to the visitor it picks what the fold picked.
  const time = pickTime(options, previous);
  return time === null || time === form.time ? NOTHING : decided(TourEvents.TourTimeSelected.create({ tourId: form.tourId, time }));
}

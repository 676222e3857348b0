/** The tour form (001 §4): times, counts, answers (free texts in the private store) and "Add to basket". */
import { distinctUntilChanged, EMPTY, exhaustMap, ignoreElements, map, merge, mergeMap, of, tap, type Observable } from 'rxjs';
import { ofType } from '../../bus/of-type';
import { admitLine, reportRefusal } from '../cart/admit';
import { type DomainEvent } from '../../messages';
import * as TourEvents from '../../messages/events/tours';
import { formTimes } from './form-view';
import { answerChanges, decidePriceCount, decideTicketCount, timeChanges } from './form-edits';
import { tourLineOf } from './line';
import { isPrivateRef, liveRefs, privateAnswers, privateRef } from './private-answers';
import { overbookedByBasket, rejectionReasons } from './booking-view';
import type { ToursEpic } from './epic-types';

/** Longest count input and free text kept (a paste of a novel is cut, not refused). */
const MAX_INPUT = 12;
const MAX_TEXT = 2000;
const cut = (input: string | number): string | number => (typeof input === 'string' ? input.slice(0, MAX_INPUT) : input);

export const tourFormEpic: ToursEpic = (command$, state$, { random, storage }) => {
  const store = privateAnswers(storage);

  const edits$ = command$.pipe(
    ofType('ChooseTourTime', 'ChangeTourTicketCount', 'ChangeTourPriceCount', 'AnswerTourQuestion', 'ToggleTourAnswer'),
    mergeMap((command): Observable<DomainEvent> => {
      const form = state$.value.tourForm;
      const tourId = form.tourId;
      if (tourId === null) return EMPTY;
      switch (command.type) {
        case 'ChooseTourTime': {
          const option = formTimes(form).find((o) => o.time === command.time);
          // Only a change is a fact: the chosen time again, or one the day does not have, is none.
          return option === undefined || option.soldOut || !timeChanges(form, command.time) ? EMPTY : of(TourEvents.TourTimeSelected.create({ tourId, time: command.time }));
        }
        // The epic decides the count (parsed, a rise capped by the rules); the event records it.
        case 'ChangeTourTicketCount': {
          const subticketId = command.subticketId ?? null;
          const count = decideTicketCount(form, command.ticketId, subticketId, cut(command.input));
          return count === null ? EMPTY : of(TourEvents.TourTicketCountChanged.create({ tourId, ticketId: command.ticketId, subticketId, count }));
        }
        case 'ChangeTourPriceCount': {
          const count = decidePriceCount(form, command.priceId, cut(command.input));
          return count === null ? EMPTY : of(TourEvents.TourPriceCountChanged.create({ tourId, priceId: command.priceId, count }));
        }
        case 'ToggleTourAnswer': {
          const question = form.context.questions.find((q) => q.id === command.qId);
          if (question?.type !== 'checkbox' || !question.answers?.some((a) => a.id === command.answerId)) return EMPTY;
          return of(TourEvents.TourAnswerToggled.create({ tourId, qId: command.qId, answerId: command.answerId }));
        }
        case 'AnswerTourQuestion': {
          const question = form.context.questions.find((q) => q.id === command.qId);
          if (question === undefined) return EMPTY;
          const key = String(question.id);
          // The same answer again is no fact.
          const answered = (value: string | number | null): Observable<DomainEvent> =>
            answerChanges(form, question.id, question.type, value) ? of(TourEvents.TourQuestionAnswered.create({ tourId, qId: question.id, type: question.type, value })) : EMPTY;
          switch (question.type) {
            case 'radio':
            case 'select': {
              if (command.value === null || command.value === '') return answered(null);
              const id = Number(command.value);
              return question.answers?.some((a) => a.id === id) ? answered(id) : EMPTY;
            }
            case 'number':
              return answered(command.value === null ? null : String(command.value).slice(0, MAX_INPUT));
            case 'text':
            case 'textarea': {
              // The text goes to the private store; the log only learns whether there is one.
              const text = command.value === null ? '' : String(command.value).slice(0, MAX_TEXT);
              const previous = form.answers[key]?.value;
              const ref = isPrivateRef(previous) ? previous : null;
              if (text.trim() === '') {
                if (ref !== null) store.remove(ref);
                return answered(null);
              }
              const next = ref ?? privateRef(random.id());
              store.set(next, text);
              return answered(next);
            }
            case 'checkbox':
              return EMPTY;
          }
        }
      }
    }),
  );

  // Submit: exhaustMap, so a double click cannot book twice.
  const add$ = command$.pipe(
    ofType('AddTourToBasket'),
    exhaustMap((): Observable<DomainEvent> => {
      const form = state$.value.tourForm;
      // Nothing changed since this form was added: a second click of a double click, not a second booking.
      if (form.tourId === null || form.addedLineId !== null) return EMPTY;
      const { lines } = state$.value.cart;
      const line = overbookedByBasket(form, lines) ? null : tourLineOf(form);
      if (line === null) return of(TourEvents.TourBookingRejected.create({ tourId: form.tourId, reasons: rejectionReasons(form, lines) }));
      const lineId = random.id();
      const venue = state$.value.tourList.list.find((tour) => tour.id === form.tourId)?.venue;
      const admitted = admitLine(lines, venue ? { ...line, venue } : line, lineId);
      if (!admitted.ok) {
        reportRefusal('the guided tours', admitted.refusal);
        return EMPTY;
      }
      return of(admitted.event, TourEvents.TourAddedToBasket.create({ tourId: form.tourId, lineId }));
    }),
  );

  // Free texts no line and no form refers to any more are forgotten (a removed line, a new tour).
  const prune$ = state$.pipe(
    map((s) => [...liveRefs(s.cart.lines, s.tourForm.answers)].sort().join('\n')),
    distinctUntilChanged(),
    tap((joined) => store.prune(new Set(joined === '' ? [] : joined.split('\n')))),
    ignoreElements(),
  );

  return merge(edits$, add$, prune$);
};

/** The tour form (001 §4): its decisions in decide.ts; here the free texts' private store and the order of commands. */
import { defer, distinctUntilChanged, exhaustMap, ignoreElements, map, merge, mergeMap, tap, type Observable } from 'rxjs';
import { ofType } from '../../bus/of-type';
import { enact } from '../decision';
import type { DomainEvent } from '../../messages';
import { liveRefs, privateAnswers } from './private-answers';
import { decideTourForm, type TourFormCommand } from './decide';
import type { ToursEpic } from './epic-types';

export const tourFormEpic: ToursEpic = (command$, state$, { random, storage }) => {
  const store = privateAnswers(storage);
  const inputs = { newId: () => random.id() };

  /** Decides with the state of this moment; a free text goes to the private store before its reference is recorded. */
  const act = (command: TourFormCommand): Observable<DomainEvent> =>
    defer(() => {
      const decision = decideTourForm(command, state$.value, inputs);
      const text = decision.privateText;
      if (text !== undefined) {
        if (text.text === null) store.remove(text.ref);
        else store.set(text.ref, text.text);
      }
      return enact('the guided tours', decision);
    });

  const edits$ = command$.pipe(ofType('ChooseTourTime', 'ChangeTourTicketCount', 'ChangeTourPriceCount', 'AnswerTourQuestion', 'ToggleTourAnswer'), mergeMap(act));

  // Submit: exhaustMap, so a double click cannot book twice.
  const add$ = command$.pipe(ofType('AddTourToBasket'), exhaustMap(act));

  // Free texts no line and no form refers to any more are forgotten (a removed line, a new tour).
  const prune$ = state$.pipe(
    map((s) => [...liveRefs(s.cart.lines, s.tourForm.answers)].sort().join('\n')),
    distinctUntilChanged(),
    tap((joined) => store.prune(new Set(joined === '' ? [] : joined.split('\n')))),
    ignoreElements(),
  );

  return merge(edits$, add$, prune$);
};

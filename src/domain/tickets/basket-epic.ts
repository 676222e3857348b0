import { concat, defer, EMPTY, exhaustMap, from, groupBy, merge, mergeMap, of, type Observable } from 'rxjs';
import { isLeft, type Either } from 'fp-ts/Either';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { ApiClient } from '../../api/client';
import type { ApiError } from '../../api/errors';
import { failureOf } from '../../api/failure';
import { admitChange, reportRefusal } from '../cart/admit';
import type { CartLine, Command, DomainEvent } from '../../messages';
import { clampCount, ZERO } from '../../kernel/counts';
import * as TicketsEvents from '../../messages/events/tickets';
import { factOf, TicketOffer } from '../../messages/catalogue';
import { compactDate } from './dates';
import { normalizeCount } from './rules';
import { checksRunning, type TicketLineChecks } from './basket-checks';
import { dayLineVerdict, NOT_BOOKABLE, ticketLineVerdict, withDayTicketCount, withTicketCount, type PlacesVerdict } from './basket-lines';
import { ticketStepperOf } from './line-stepper';

export interface BasketTicketsSlice {
  readonly cart: { readonly lines: readonly CartLine[] };
  readonly ticketLineChecks: TicketLineChecks;
}

export type BasketTicketsEpic = Epic<Command, BasketTicketsSlice, { api: ApiClient }, DomainEvent>;

type Change = Extract<Command, { type: 'ChangeTicketLineCount' }>;

/** The line a change makes of the basket's line as it is at that moment (null: none). */
type Rebuild = (line: CartLine) => CartLine | null;

/**
 * The basket's stepper on ticket and day-ticket lines. Fewer places are recorded at
 * once; more are looked up first, through the endpoint the event page (`ticket/collect` for
 * the line's day) or the day-ticket page (its calendar) uses, and judged by the same caps
 * (basket-lines.ts over rules.ts) beside the basket's other lines as they are when the answer
 * comes. The change goes into the basket through its one door (`admitChange`), so the totals
 * agree; a refusal or a failed lookup is a fact of its own and the line stays as it was.
 *
 * One lookup per line at a time: commands are grouped by line and flattened with exhaustMap, so
 * a double click (or a second step while the stepper is busy) starts no second lookup, and a
 * "−" cannot slip in under an answer still to come. Different lines look up side by side.
 */
export const basketTicketsEpic: BasketTicketsEpic = (command$, state$, { api }) => {
  const lineOf = (lineId: string): CartLine | undefined => state$.value.cart.lines.find((l) => l.lineId === lineId);

  /** Into the basket through its door; refused only for a line gone meanwhile, or by a bug of ours. */
  const record = (changed: CartLine | null): Observable<DomainEvent> => {
    if (!changed) return EMPTY;
    const admitted = admitChange(state$.value.cart.lines, changed);
    if (admitted.ok) return of(admitted.event);
    reportRefusal("the basket's ticket stepper", admitted.refusal);
    return EMPTY;
  };

  /** More places: the check starts (the stepper is busy), then the answer is judged and recorded. */
  const raise = <A,>(
    lineId: string,
    places: number,
    lookup: () => Observable<Either<ApiError, A>>,
    judge: (answer: A, line: CartLine, lines: readonly CartLine[]) => PlacesVerdict,
    rebuild: Rebuild,
  ): Observable<DomainEvent> =>
    concat(
      of(TicketsEvents.TicketLineCheckStarted.create({ lineId, count: clampCount(places) })),
      defer(lookup).pipe(
        mergeMap((answer): Observable<DomainEvent> => {
          // The basket as it is now: the line may be gone (its check went with it), others may have changed.
          const now = lineOf(lineId);
          if (!now) return EMPTY;
          if (isLeft(answer)) {
            const failure = failureOf(answer.left);
            // The event or its day is not there any more: no lookup will find places for it.
            return of(
              failure.notFound
                ? TicketsEvents.TicketLineCountRefused.create({ lineId, ...NOT_BOOKABLE_FACT })
                : TicketsEvents.TicketLineCheckFailed.create({ lineId, ...failure }),
            );
          }
          const verdict = judge(answer.right, now, state$.value.cart.lines);
          if (!verdict.ok) return of(TicketsEvents.TicketLineCountRefused.create({ lineId, reason: verdict.reason, left: verdict.left, held: verdict.held }));
          const changed = rebuild(now);
          const admitted = changed ? admitChange(state$.value.cart.lines, changed) : null;
          if (admitted?.ok) return of(admitted.event);
          // Never the visitor's doing: said in the console, and the stepper is free again.
          if (admitted) reportRefusal("the basket's ticket stepper", admitted.refusal);
          return of(TicketsEvents.TicketLineCheckFailed.create({ lineId, code: 'NOT_CHANGED', notFound: false }));
        }),
      ),
    );

  const change = (command: Change): Observable<DomainEvent> => {
    const line = lineOf(command.lineId);
    const stepper = line ? ticketStepperOf(line) : null;
    // As typed: non-numeric is 0, fractions are cut (the event page's rule); below the least is refused.
    const asked = clampCount(normalizeCount(command.count));
    if (stepper?.kind === 'count') {
      const { line: ticketLine, eventId } = stepper;
      const current = ticketLine.count ?? ticketLine.totalCount;
      if (asked < 1 || asked === current) return EMPTY;
      const rebuild: Rebuild = (now) => (now.type === 'ticket' ? withTicketCount(now, asked) : null);
      if (asked < current) return record(rebuild(ticketLine));
      return raise(
        ticketLine.lineId,
        asked,
        () => api.call('ticketCollect', { path: { event: eventId, date: ticketLine.datetime.slice(0, 10) } }),
        (answer, now, lines) => (now.type === 'ticket' ? ticketLineVerdict(now, asked, lines, answer.tickets.map((k) => factOf(TicketOffer, k))) : NOT_BOOKABLE),
        rebuild,
      );
    }
    if (stepper?.kind === 'entries' && command.dayTicketId !== undefined) {
      const { line: dayLine } = stepper;
      const { dayTicketId } = command;
      const entry = dayLine.dayTickets.find((d) => String(d.id) === String(dayTicketId));
      const rebuild: Rebuild = (now) => (now.type === 'dayTicket' ? withDayTicketCount(now, dayTicketId, asked) : null);
      const changed = rebuild(dayLine);
      if (!entry || !changed || asked === entry.count) return EMPTY;
      if (asked < entry.count) return record(changed);
      const date = compactDate(dayLine.date);
      return raise(
        dayLine.lineId,
        changed.totalCount,
        () => api.call('dayTicketCalendar', { path: { start: date, end: date } }),
        (remaining, now, lines) => {
          const rebuilt = rebuild(now);
          return rebuilt && now.type === 'dayTicket' ? dayLineVerdict(now, rebuilt.totalCount, lines, remaining) : NOT_BOOKABLE;
        },
        rebuild,
      );
    }
    return EMPTY;
  };

  // A lookup the page did not live to see answered (a reload, a crash of this epic) ends as
  // failed, so no stepper stays busy; the line is as it was, and the visitor may try again.
  const interrupted = defer(() =>
    from(checksRunning(state$.value.ticketLineChecks).map((lineId) => TicketsEvents.TicketLineCheckFailed.create({ lineId, code: 'INTERRUPTED', notFound: false }))),
  );

  return merge(
    interrupted,
    command$.pipe(
      ofType('ChangeTicketLineCount'),
      groupBy((c) => c.lineId),
      mergeMap((byLine) => byLine.pipe(exhaustMap(change))),
    ),
  );
};

const NOT_BOOKABLE_FACT = { reason: 'notBookable', left: ZERO, held: ZERO } as const;

import { concat, defer, EMPTY, map, merge, mergeMap, of, tap, timer, type Observable, type SchedulerLike } from 'rxjs';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import type { Clock, Random } from '../../bus/deps';
import { UiEvents, type Command, type DomainEvent, type MessageClass } from '../../messages';
import type { UiState } from './read-model';
import { storeConsent } from './consent';

/** 000 §9: the 500 message stays 15,000 ms. */
export const SERVER_ERROR_MESSAGE_MS = 15_000;
export { COOKIES_ACCEPTED_KEY } from './consent';

export interface UiDeps {
  random: Random;
  /** Optional so the toasts of other epics can build messages without it. */
  clock?: Clock;
  scheduler?: SchedulerLike;
  storage: { setItem(key: string, value: string): void };
}

export type UiEpic = Epic<Command, { readonly ui: UiState }, UiDeps, DomainEvent>;

/**
 * Shows a message and, when it has a timeout, clears that same message later. The timer runs
 * on the injected scheduler so tests drive it with TestScheduler.
 */
export function messageEvents(
  deps: Pick<UiDeps, 'random' | 'scheduler'>,
  key: string,
  className: MessageClass,
  params: Record<string, string | number> = {},
  timeoutMs: number | null = null,
): Observable<DomainEvent> {
  const messageId = deps.random.id();
  const shown = of(UiEvents.MessageShown.create({ messageId, key, params, className, timeoutMs }));
  if (timeoutMs === null) return shown;
  return concat(
    shown,
    timer(timeoutMs, deps.scheduler).pipe(map(() => UiEvents.MessageDismissed.create({ messageId }))),
  );
}

/**
 * A message with a timeout that was showing when the page (re)loaded: its timer died with the
 * old page, so it goes when it was due, or at once if that is past.
 */
function leftOverMessage(state: UiState, deps: UiDeps): Observable<DomainEvent> {
  const message = state.message;
  if (!message || message.expiresAt === undefined || !deps.clock) return EMPTY;
  const wait = Math.max(0, message.expiresAt - deps.clock.now());
  return timer(wait, deps.scheduler).pipe(map(() => UiEvents.MessageDismissed.create({ messageId: message.id })));
}

function sameRoute(shown: UiState['route'], visit: { route: string; params: Record<string, string> }): boolean {
  if (!shown || shown.name !== visit.route) return false;
  const keys = Object.keys(visit.params);
  return keys.length === Object.keys(shown.params).length && keys.every((k) => shown.params[k] === visit.params[k]);
}

export const uiEpic: UiEpic = (command$, state$, deps) =>
  merge(
    defer(() => leftOverMessage(state$.value.ui, deps)),
    command$.pipe(
      ofType('ShowMessage'),
      mergeMap((c) => messageEvents(deps, c.key, c.className, c.params, c.timeoutMs ?? null)),
    ),
    command$.pipe(
      ofType('DismissMessage'),
      mergeMap((c) => (state$.value.ui.message?.id === c.messageId ? of(UiEvents.MessageDismissed.create({ messageId: c.messageId })) : EMPTY)),
    ),
    command$.pipe(
      ofType('SelectItem'),
      map(({ list, index, itemId, category }) => UiEvents.ItemSelected.create({ list, index, itemId, category })),
    ),
    command$.pipe(
      ofType('VisitRoute'),
      mergeMap((c) => (sameRoute(state$.value.ui.route, c) ? EMPTY : of(UiEvents.RouteVisited.create({ route: c.route, params: c.params })))),
    ),
    command$.pipe(
      ofType('AcceptCookies', 'RejectCookies'),
      mergeMap((c) => {
        const granted = c.type === 'AcceptCookies';
        if (state$.value.ui.consent === (granted ? 'granted' : 'denied')) return EMPTY;
        return of(granted ? UiEvents.CookiesAccepted.create({}) : UiEvents.CookiesRejected.create({})).pipe(
          // The spec keeps the choice under its own session key too (000 §3), for the host page.
          tap(() => storeConsent(deps.storage, granted)),
        );
      }),
    ),
  );

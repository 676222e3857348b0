import * as t from 'io-ts';
import { assertNever, MessageClass, type EventOf } from '../../messages';
import type { EventMeta } from '../../event-log/envelope';
import { defineReadModel } from '../../event-log/read-model';

export const GlobalMessage = t.intersection([
  t.type({
    id: t.string,
    key: t.string,
    params: t.record(t.string, t.union([t.string, t.number])),
    className: MessageClass,
  }),
  // When a message with a timeout is due to go (epoch ms): a reload must not keep a 2 s toast for
  // good. Optional, so snapshots written before it existed still restore.
  t.partial({ expiresAt: t.number }),
]);
export type GlobalMessage = t.TypeOf<typeof GlobalMessage>;

/** The screen the visitor is on (RouteVisited). */
export const VisitedRoute = t.type({ name: t.string, params: t.record(t.string, t.string) });
export type VisitedRoute = t.TypeOf<typeof VisitedRoute>;

export const UiState = t.intersection([
  t.type({
    message: t.union([GlobalMessage, t.null]),
    cookiesAccepted: t.boolean,
  }),
  // Optional: snapshots written before routes and refusals were recorded still restore.
  // `consent` absent: the visitor has not chosen yet (an old snapshot's acceptance is in
  // `cookiesAccepted`, which stays the one switch tracking reads).
  t.partial({
    route: VisitedRoute,
    consent: t.keyof({ granted: null, denied: null }),
    /** The last entry chosen on a catalogue list (ItemSelected): QA sees where the visitor came from. */
    selected: t.type({ list: t.string, index: t.number, itemId: t.number }),
  }),
]);
export type UiState = t.TypeOf<typeof UiState>;

/** The visitor's cookie choice, or null before it (an older snapshot's acceptance counts as granted). */

const handles = ['MessageShown', 'MessageDismissed', 'CookiesAccepted', 'CookiesRejected', 'RouteVisited', 'ItemSelected'] as const;

export function reduceUi(state: UiState, event: EventOf<(typeof handles)[number]>, meta?: EventMeta): UiState {
  switch (event.type) {
    case 'MessageShown': {
      const { messageId, key, params, className, timeoutMs } = event.data;
      const expires = timeoutMs !== null && meta ? { expiresAt: meta.at + timeoutMs } : {};
      return { ...state, message: { id: messageId, key, params, className, ...expires } };
    }
    case 'MessageDismissed':
      // A timer of an older message must not clear the one shown since.
      return state.message?.id === event.data.messageId ? { ...state, message: null } : state;
    case 'CookiesAccepted':
      return state.cookiesAccepted && state.consent === 'granted' ? state : { ...state, cookiesAccepted: true, consent: 'granted' };
    case 'CookiesRejected':
      return state.consent === 'denied' ? state : { ...state, cookiesAccepted: false, consent: 'denied' };
    case 'ItemSelected':
      return { ...state, selected: { list: event.data.list, index: event.data.index, itemId: event.data.itemId } };
    case 'RouteVisited':
      return { ...state, route: { name: event.data.route, params: event.data.params } };
    default:
      return assertNever(event);
  }
}

export const uiReadModel = defineReadModel({
  handles,
  initial: { message: null, cookiesAccepted: false },
  codec: UiState,
  reduce: reduceUi,
});

import * as t from 'io-ts';
import { defineEvent, NoData } from '../define';
import { MessageClass } from '../message-class';

// Event modules export event definitions only: the registry spreads them.

/**
 * The global message bar. The text is a translation key plus parameters, never rendered
 * text, so a replay in another language reads right and no server text enters the log.
 */
export const MessageShown = defineEvent(
  'MessageShown',
  1,
  t.strict({
    messageId: t.string,
    key: t.string,
    params: t.record(t.string, t.union([t.string, t.number])),
    className: MessageClass,
    timeoutMs: t.union([t.number, t.null]),
  }),
);
export const MessageDismissed = defineEvent('MessageDismissed', 1, t.strict({ messageId: t.string }));

/**
 * The visitor is on a screen: its route name (routes.tsx, or "notFound") and path parameters,
 * never the query or a secret parameter (the password-reset token). QA's timeline shows where
 * the visitor was at every point; the same route again (a reload) is not a new visit.
 */
export const RouteVisited = defineEvent('RouteVisited', 1, t.strict({ route: t.string, params: t.record(t.string, t.string) }));

/**
 * The visitor chose an entry on a catalogue list (GA4 select_item): which list (as its
 * view_item_list names it), the entry's position and what it is, by id. Its name is reference
 * data (tracking looks it up: tracking/line-names.ts); v1 carried it (upcast in
 * event-log/upcasters.ts).
 */
export const ItemSelected = defineEvent(
  'ItemSelected',
  2,
  t.strict({
    list: t.string,
    index: t.number,
    itemId: t.number,
    category: t.keyof({ ticket: null, guidedTour: null, merchandise: null, annualPass: null, voucher: null }),
  }),
);

/** Cookie notice accepted: tracking may start (000 §4, stored for the session). */
export const CookiesAccepted = defineEvent('CookiesAccepted', 1, NoData);
/**
 * Cookie notice declined, or an earlier acceptance withdrawn from the footer's cookie settings:
 * tracking stops with this event (nothing of it or after it is sent).
 */
export const CookiesRejected = defineEvent('CookiesRejected', 1, NoData);

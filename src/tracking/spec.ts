import type { DomainEvent, DomainEventType } from '../messages';
import type { Envelope } from '../event-log/envelope';
import type { Commit } from '../event-log/commit';
import type { CartState } from '../domain/cart/read-model';
import { catalogueItem, countChangeOf, couponsOf, ecommerceOf, purchaseOf, toMajor, type TrackedFact } from './ga4';
import { catalogueList } from '../kernel/catalogue-lists';

/** The basket as GA4's checkout steps carry it: every product line's exact items. */
const basketOf = (cart: CartState): TrackedFact['ecommerce'] => ({ ...ecommerceOf(cart.lines), ...couponsOf(cart) });

/** GA4 view_item_list: the list as shown, each entry with its position. */
const listOf = (id: string, category: string, offers: ReadonlyArray<{ id: number; name: string; price?: number }>, eventId: string): TrackedFact => ({
  event: 'view_item_list',
  event_id: eventId,
  ecommerce: { currency: 'EUR', item_list_id: id, items: offers.map((o, i) => catalogueItem(category, o, i)) },
});

/** GA4 view_item: one entry's page; its value is its price where it has one. */
const itemOf = (category: string, offer: { id: number; name: string; price?: number }, eventId: string): TrackedFact => ({
  event: 'view_item',
  event_id: eventId,
  // One of it: the value is then Σ price × quantity, as on every event with a value.
  ecommerce: { currency: 'EUR', ...(offer.price !== undefined ? { value: toMajor(offer.price) } : {}), items: [{ ...catalogueItem(category, offer), quantity: 1 }] },
});

/**
 * A line whose counts changed, as GA4 sees it: add_to_cart of what grew, else remove_from_cart
 * of what shrank, each by the difference. A change that is both (one day ticket up, another
 * down) never comes from one step of a stepper; it reports what grew.
 */
function countChange(before: CartState, after: CartState, lineId: string, eventId: string): TrackedFact | null {
  const was = before.lines.find((l) => l.lineId === lineId);
  const now = after.lines.find((l) => l.lineId === lineId);
  if (!was || !now) return null;
  const { added, removed } = countChangeOf(was, now);
  if (added) return { event: 'add_to_cart', event_id: eventId, ecommerce: added };
  return removed ? { event: 'remove_from_cart', event_id: eventId, ecommerce: removed } : null;
}

/** The slices tracking reads: the basket, and whether the visitor agreed to cookies. */
export interface TrackedState {
  readonly cart: CartState;
  readonly ui: { readonly cookiesAccepted: boolean; readonly route?: { readonly name: string; readonly params: Readonly<Record<string, string>> } };
  /** The events list, when the tickets area has loaded it: an event page's name for view_item. */
  readonly events?: { readonly list: ReadonlyArray<{ readonly id: number; readonly name: string }> | null };
}
export type TrackedCommit = Commit<TrackedState>;

/** A commit of one event type: its mapper reads that event's own data, no re-check needed. */
export type CommitOf<K extends DomainEventType> = Omit<TrackedCommit, 'envelope'> & { readonly envelope: Envelope<Extract<DomainEvent, { type: K }>> };
type Mapper<K extends DomainEventType> = (commit: CommitOf<K>, eventId: string) => TrackedFact | null;
export type TrackingSpec = { readonly [K in DomainEventType]?: Mapper<K> };

/**
 * The domain events analytics sees, each with the GA4 event it becomes (or null when this
 * occurrence is not one). An event absent here is not tracked: browsing state, form edits,
 * faults, and the customer forms (whether someone registers or resets a password is not
 * e-commerce data, and nothing of what they typed may reach analytics). Personal data never
 * appears here: only product ids, names, categories, prices. docs/tracking.md lists exactly the
 * events present (test/docs/catalogue.test.ts).
 */
const nameIn = (data: object): string | undefined => ('name' in data && typeof data.name === 'string' ? data.name : undefined);

export const trackingSpec: TrackingSpec = {
  CartLineAdded: ({ envelope, before, after }, id) => {
    if (after.cart.lines.length === before.cart.lines.length) return null;
    const line = envelope.data.line;
    return line.type === 'voucherCode' ? null : { event: 'add_to_cart', event_id: id, ecommerce: ecommerceOf([line]) };
  },
  // 000 §4 asks it for ticket lines; analysts get it for every product line.
  CartLineRemoved: ({ envelope, before }, id) => {
    const line = before.cart.lines.find((l) => l.lineId === envelope.data.lineId);
    return line && line.type !== 'voucherCode' ? { event: 'remove_from_cart', event_id: id, ecommerce: ecommerceOf([line]) } : null;
  },
  // A count raised is an add_to_cart of the difference, a count lowered a remove_from_cart.
  CartLineCountChanged: ({ envelope, before, after }, id) => countChange(before.cart, after.cart, envelope.data.lineId, id),
  // The same for a line changed in place (a ticket line's count, one day ticket's of its line).
  CartLineChanged: ({ envelope, before, after }, id) => countChange(before.cart, after.cart, envelope.data.line.lineId, id),
  ItemSelected: ({ envelope }, id) => ({
    event: 'select_item',
    event_id: id,
    ecommerce: {
      currency: 'EUR',
      item_list_id: envelope.data.list,
      // Named by the tracker from the reference names (line-names.ts); else by its id.
      items: [catalogueItem(envelope.data.category, { id: envelope.data.itemId, name: nameIn(envelope.data) ?? String(envelope.data.itemId) }, envelope.data.index)],
    },
  }),
  // Opening the basket is GA4's view_cart; going on to its payment step is begin_checkout.
  RouteVisited: ({ envelope, after }, id) => {
    if (envelope.data.route !== 'checkout') return null;
    const step = envelope.data.params.step;
    if (step === undefined) return { event: 'view_cart', event_id: id, ecommerce: basketOf(after.cart) };
    return step === 'payment' ? { event: 'begin_checkout', event_id: id, ecommerce: basketOf(after.cart) } : null;
  },
  // Tickets, merchandise, passes, vouchers, shipping: the basket lines they add are
  // tracked through CartLineAdded; browsing and form edits are not analytics events.
  // The list arrives where it is shown, or behind an event's page opened by its address: then
  // it names that page (its TicketEventOpened had no name yet), and no list was seen.
  EventListLoaded: ({ envelope, after }, id) => {
    const route = after.ui.route;
    if (route?.name !== 'event') return listOf(catalogueList.events(), 'ticket', envelope.data.events, id);
    const event = envelope.data.events.find((e) => String(e.id) === route.params.id);
    return event ? itemOf('ticket', { id: event.id, name: event.name }, id) : null;
  },
  // An event's page, named from the events list; opened by its address before the list was
  // loaded, the page is tracked when the list arrives (EventListLoaded).
  TicketEventOpened: ({ envelope, after }, id) => {
    const event = after.events?.list?.find((e) => e.id === envelope.data.eventId);
    return event ? itemOf('ticket', { id: event.id, name: event.name }, id) : null;
  },
  MerchandiseListLoaded: ({ envelope }, id) =>
    listOf(catalogueList.articles(envelope.data.kind, envelope.data.category), envelope.data.kind === 'passes' ? 'annualPass' : 'merchandise', envelope.data.articles, id),
  ProductLoaded: ({ envelope }, id) => itemOf('merchandise', envelope.data.article, id),
  VoucherListLoaded: ({ envelope }, id) =>
    listOf(catalogueList.vouchers(envelope.data.group), 'voucher', envelope.data.vouchers, id),
  VoucherLoaded: ({ envelope }, id) => itemOf('voucher', envelope.data.voucher, id),
  // The shipping step: the destination country is the shipping choice (GA4 add_shipping_info).
  ShippingCountryChosen: ({ envelope, after }, id) => ({ event: 'add_shipping_info', event_id: id, ecommerce: { ...basketOf(after.cart), shipping_tier: envelope.data.country } }),
  // Tours: the booking is tracked by its CartLineAdded (add_to_cart, products and prices only;
  // answers never reach tracking). Browsing, filters and form edits are not tracked.
  TourListLoaded: ({ envelope }, id) => listOf(catalogueList.guidedTours(), 'guidedTour', envelope.data.tours, id),
  TourLoaded: ({ envelope }, id) => itemOf('guidedTour', { id: envelope.data.tour.id, name: envelope.data.tour.name }, id),
  // Payment: the booking is the `purchase`, exactly once (the exec that books it runs at most once
  // per attempt, and the event id is the domain event's). Its items are the basket just paid.
  PaymentCompleted: ({ envelope, before }, id) => ({ event: 'purchase', event_id: id, ecommerce: purchaseOf(before.cart, envelope.data.bookingId) }),
  PaymentMethodChosen: ({ envelope, after }, id) => ({ event: 'add_payment_info', event_id: id, ecommerce: { ...basketOf(after.cart), payment_type: String(envelope.data.payart) } }),
};

/** The mapper of a commit's event, if that event is tracked. */
export function trackedFact(commit: TrackedCommit, eventId: string): TrackedFact | null {
  // The one place the union meets the per-event record: TypeScript cannot correlate the key
  // with the envelope it came from, though they are the same event by construction.
  const mapper = trackingSpec[commit.envelope.type] as ((c: TrackedCommit, id: string) => TrackedFact | null) | undefined;
  return mapper ? mapper(commit, eventId) : null;
}

export const isTracked = (type: DomainEventType): boolean => trackingSpec[type] !== undefined;

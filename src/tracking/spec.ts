import type { DomainEvent, DomainEventType } from '../messages';
import type { Envelope } from '../event-log/envelope';
import type { Commit } from '../event-log/commit';
import type { CartState } from '../domain/cart/read-model';
import { basketEcommerce, catalogueItem, countChangeOf, ecommerceOf, purchaseOf, toMajor, type TrackedFact } from './ga4';
import { catalogueList } from '../kernel/catalogue-lists';
import type { CheckoutFunnel } from '../domain/checkout/funnel';
import { tourFromPrice } from '../domain/tours/from-price';
import { rulesOf } from '../domain/tours/rules';

const basketOf = basketEcommerce;

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

/** The slices tracking reads: the basket, where the checkout stands, and whether the visitor agreed to cookies. */
export interface TrackedState {
  readonly cart: CartState;
  readonly checkoutFunnel: CheckoutFunnel;
  /** The payment area's state, when loaded: a method chosen before this checkout began. */
  readonly payment?: { readonly method: number | null };
  readonly ui: { readonly cookiesAccepted: boolean; readonly route?: { readonly name: string; readonly params: Readonly<Record<string, string>> } };
  /** The events list, when the tickets area has loaded it: an event page's name for view_item, and its card's "from" price for the value. */
  readonly events?: {
    readonly list: ReadonlyArray<{ readonly id: number; readonly name: string }> | null;
    readonly cards?: Readonly<Record<string, { readonly fromPrice: number | null }>>;
  };
}
export type TrackedCommit = Commit<TrackedState>;

/** A commit of one event type: its mapper reads that event's own data, no re-check needed. */
export type CommitOf<K extends DomainEventType> = Omit<TrackedCommit, 'envelope'> & { readonly envelope: Envelope<Extract<DomainEvent, { type: K }>> };
/** One GA4 event, or several in GA4's order (a checkout begun: begin_checkout, then shipping and payment as known), or none. */
type Mapped = TrackedFact | readonly TrackedFact[] | null;
type Mapper<K extends DomainEventType> = (commit: CommitOf<K>, eventId: string) => Mapped;
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
  // Opening the basket is GA4's view_cart; reaching its payment step the first time in this
  // checkout (domain/checkout/funnel.ts) begins it: begin_checkout, then in GA4's order the
  // shipping country the costs are for and a payment method chosen before (a second purchase
  // in the same tab), each as its own event (`{session}:{seq}.n`).
  RouteVisited: ({ envelope, before, after }, id) => {
    if (envelope.data.route !== 'checkout') return null;
    if (envelope.data.params.step === undefined) return { event: 'view_cart', event_id: id, ecommerce: basketOf(after.cart) };
    if (before.checkoutFunnel.begun || !after.checkoutFunnel.begun) return null;
    const facts: TrackedFact[] = [{ event: 'begin_checkout', event_id: id, ecommerce: basketOf(after.cart) }];
    const country = after.checkoutFunnel.reported;
    if (country !== null) facts.push(shippingInfo(after.cart, country, `${id}.${facts.length}`));
    const method = after.payment?.method ?? null;
    if (method !== null) facts.push(paymentInfo(after.cart, method, `${id}.${facts.length}`));
    return facts;
  },
  // Tickets, merchandise, passes, vouchers, shipping: the basket lines they add are
  // tracked through CartLineAdded; browsing and form edits are not analytics events.
  // The list arrives where it is shown, or behind an event's page opened by its address: then
  // it names that page (its TicketEventOpened had no name yet), and no list was seen.
  EventListLoaded: ({ envelope, after }, id) => {
    const route = after.ui.route;
    if (route?.name !== 'event') return listOf(catalogueList.events(), 'ticket', envelope.data.events, id);
    const event = envelope.data.events.find((e) => String(e.id) === route.params.id);
    return event ? itemOf('ticket', eventItem(event, after), id) : null;
  },
  // An event's page, named from the events list; opened by its address before the list was
  // loaded, the page is tracked when the list arrives (EventListLoaded).
  TicketEventOpened: ({ envelope, after }, id) => {
    const event = after.events?.list?.find((e) => e.id === envelope.data.eventId);
    return event ? itemOf('ticket', eventItem(event, after), id) : null;
  },
  MerchandiseListLoaded: ({ envelope }, id) =>
    listOf(catalogueList.articles(envelope.data.kind, envelope.data.category), envelope.data.kind === 'passes' ? 'annualPass' : 'merchandise', envelope.data.articles, id),
  ProductLoaded: ({ envelope }, id) => itemOf('merchandise', envelope.data.article, id),
  VoucherListLoaded: ({ envelope }, id) =>
    listOf(catalogueList.vouchers(envelope.data.group), 'voucher', envelope.data.vouchers, id),
  VoucherLoaded: ({ envelope }, id) => itemOf('voucher', envelope.data.voucher, id),
  // The destination country is the shipping choice (GA4 add_shipping_info): reported when the
  // checkout begins (RouteVisited) and again when the costs come for another country during it
  // (signed in, the customer's address; a country changed), never before the checkout.
  ShippingCostsLoaded: ({ before, after }, id) =>
    // The funnel reports another country only while the checkout has begun (funnel.ts).
    after.checkoutFunnel.reported !== null && after.checkoutFunnel.reported !== before.checkoutFunnel.reported ? shippingInfo(after.cart, after.checkoutFunnel.reported, id) : null,
  // Tours: the booking is tracked by its CartLineAdded (add_to_cart, products and prices only;
  // answers never reach tracking). Browsing, filters and form edits are not tracked.
  TourListLoaded: ({ envelope }, id) => listOf(catalogueList.guidedTours(), 'guidedTour', envelope.data.tours, id),
  // A tour's value is what it costs at least: its "from" price, as its card says.
  TourLoaded: ({ envelope }, id) => {
    const { tour, tickets, priceList } = envelope.data;
    return itemOf('guidedTour', withPrice({ id: tour.id, name: tour.name }, tourFromPrice(tickets, priceList, {}, rulesOf(tour))), id);
  },
  // Payment: the booking is the `purchase`, exactly once (the exec that books it runs at most once
  // per attempt, and the event id is the domain event's). Its items are the basket just paid.
  PaymentCompleted: ({ envelope, before }, id) => ({ event: 'purchase', event_id: id, ecommerce: purchaseOf(before.cart, envelope.data.bookingId) }),
  PaymentMethodChosen: ({ envelope, after }, id) => paymentInfo(after.cart, envelope.data.payart, id),
};

/** An event as view_item names it, valued at its card's "from" price where the list's cards say one. */
function eventItem(event: { id: number; name: string }, state: TrackedState): { id: number; name: string; price?: number } {
  return withPrice({ id: event.id, name: event.name }, state.events?.cards?.[String(event.id)]?.fromPrice ?? null);
}

const withPrice = <T extends object>(item: T, price: number | null): T & { price?: number } => (price === null ? item : { ...item, price });

function shippingInfo(cart: CartState, country: string, eventId: string): TrackedFact {
  return { event: 'add_shipping_info', event_id: eventId, ecommerce: { ...basketOf(cart), shipping_tier: country } };
}

function paymentInfo(cart: CartState, payart: number, eventId: string): TrackedFact {
  return { event: 'add_payment_info', event_id: eventId, ecommerce: { ...basketOf(cart), payment_type: String(payart) } };
}

/** What a commit's event becomes for analysts, in order: none when it is not tracked. */
export function trackedFacts(commit: TrackedCommit, eventId: string): readonly TrackedFact[] {
  // The one place the union meets the per-event record: TypeScript cannot correlate the key
  // with the envelope it came from, though they are the same event by construction.
  const mapper = trackingSpec[commit.envelope.type] as ((c: TrackedCommit, id: string) => Mapped) | undefined;
  const mapped = mapper ? mapper(commit, eventId) : null;
  return mapped === null ? [] : isList(mapped) ? mapped : [mapped];
}

const isList = (mapped: TrackedFact | readonly TrackedFact[]): mapped is readonly TrackedFact[] => Array.isArray(mapped);

export const isTracked = (type: DomainEventType): boolean => trackingSpec[type] !== undefined;

import type { DomainEventType } from '../messages';
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

/** The slices tracking reads: the basket, and whether the visitor agreed to cookies. */
export interface TrackedState {
  readonly cart: CartState;
  readonly ui: { readonly cookiesAccepted: boolean; readonly route?: { readonly name: string; readonly params: Readonly<Record<string, string>> } };
  /** The events list, when the tickets area has loaded it: an event page's name for view_item. */
  readonly events?: { readonly list: ReadonlyArray<{ readonly id: number; readonly name: string }> | null };
}
export type TrackedCommit = Commit<TrackedState>;

type Mapper = (commit: TrackedCommit, eventId: string) => TrackedFact | null;

/**
 * For every domain event: the analytics event it becomes, or null. A Record over the whole
 * union, so a new domain event does not compile until someone decided about its tracking.
 * Personal data never appears here: only product ids, names, categories, prices.
 */
export const trackingSpec: Record<DomainEventType, Mapper | null> = {
  CartLineAdded: ({ envelope, before, after }, id) => {
    if (envelope.type !== 'CartLineAdded' || after.cart.lines.length === before.cart.lines.length) return null;
    const line = envelope.data.line;
    return line.type === 'voucherCode' ? null : { event: 'add_to_cart', event_id: id, ecommerce: ecommerceOf([line]) };
  },
  // 000 §4 asks it for ticket lines; analysts get it for every product line.
  CartLineRemoved: ({ envelope, before }, id) => {
    if (envelope.type !== 'CartLineRemoved') return null;
    const line = before.cart.lines.find((l) => l.lineId === envelope.data.lineId);
    return line && line.type !== 'voucherCode' ? { event: 'remove_from_cart', event_id: id, ecommerce: ecommerceOf([line]) } : null;
  },
  // A count raised is an add_to_cart of the difference, a count lowered a remove_from_cart.
  CartLineCountChanged: ({ envelope, before, after }, id) => {
    if (envelope.type !== 'CartLineCountChanged') return null;
    const was = before.cart.lines.find((l) => l.lineId === envelope.data.lineId);
    const now = after.cart.lines.find((l) => l.lineId === envelope.data.lineId);
    if (!was || !now) return null;
    const { added, removed } = countChangeOf(was, now);
    if (added) return { event: 'add_to_cart', event_id: id, ecommerce: added };
    return removed ? { event: 'remove_from_cart', event_id: id, ecommerce: removed } : null;
  },
  CartCleared: null,
  CartRequestInvoiceSet: null,
  CartIdAssigned: null,
  CartIdCleared: null,
  CartErrorRaised: null,
  CartErrorCleared: null,
  ExternalDocumentNumberSet: null,
  ShippingCostsLoaded: null,
  ShippingCostsLoadFailed: null,
  ShippingCostsReset: null,
  LegacyCartImported: null,
  SessionRestoreFailed: null,
  TabForked: null,
  StorageUnavailable: null,
  EpicFailed: null,
  NoticeDismissed: null,
  MessageShown: null,
  MessageDismissed: null,
  CookiesAccepted: null,
  CookiesRejected: null,
  ItemSelected: ({ envelope }, id) =>
    envelope.type === 'ItemSelected'
      ? {
          event: 'select_item',
          event_id: id,
          ecommerce: {
            currency: 'EUR',
            item_list_id: envelope.data.list,
            items: [catalogueItem(envelope.data.category, { id: envelope.data.itemId, name: envelope.data.name }, envelope.data.index)],
          },
        }
      : null,
  // Opening the basket is GA4's view_cart; going on to its payment step is begin_checkout.
  RouteVisited: ({ envelope, after }, id) => {
    if (envelope.type !== 'RouteVisited' || envelope.data.route !== 'checkout') return null;
    const step = envelope.data.params.step;
    if (step === undefined) return { event: 'view_cart', event_id: id, ecommerce: basketOf(after.cart) };
    return step === 'payment' ? { event: 'begin_checkout', event_id: id, ecommerce: basketOf(after.cart) } : null;
  },
  CustomerSignedIn: null,
  SignInFailed: null,
  CustomerSignedOut: null,
  // Tickets, merchandise, passes, vouchers, shipping: the basket lines they add are
  // tracked through CartLineAdded; browsing and form edits are not analytics events.
  // The list arrives where it is shown, or behind an event's page opened by its address: then
  // it names that page (its TicketEventOpened had no name yet), and no list was seen.
  EventListLoaded: ({ envelope, after }, id) => {
    if (envelope.type !== 'EventListLoaded') return null;
    const route = after.ui.route;
    if (route?.name !== 'event') return listOf(catalogueList.events(), 'ticket', envelope.data.events, id);
    const event = envelope.data.events.find((e) => String(e.id) === route.params.id);
    return event ? itemOf('ticket', { id: event.id, name: event.name }, id) : null;
  },
  EventListLoadFailed: null,
  // An event's page, named from the events list; opened by its address before the list was
  // loaded, the page is tracked when the list arrives (EventListLoaded).
  TicketEventOpened: ({ envelope, after }, id) => {
    if (envelope.type !== 'TicketEventOpened') return null;
    const event = after.events?.list?.find((e) => e.id === envelope.data.eventId);
    return event ? itemOf('ticket', { id: event.id, name: event.name }, id) : null;
  },
  EventLifetimeLoaded: null,
  EventLifetimeLoadFailed: null,
  TicketCalendarLoaded: null,
  TicketCalendarLoadFailed: null,
  TicketDateSelected: null,
  TicketTimeslotsLoaded: null,
  TicketTimeslotsLoadFailed: null,
  TicketTimeSelected: null,
  TicketCountChanged: null,
  SubticketCountChanged: null,
  TicketSelectionRejected: null,
  TicketsAddedToBasket: null,
  DayTicketsOpened: null,
  DayTicketCalendarLoaded: null,
  DayTicketCalendarLoadFailed: null,
  DayTicketDateSelected: null,
  DayTicketsLoaded: null,
  DayTicketsLoadFailed: null,
  DayTicketCountChanged: null,
  DayTicketsAddedToBasket: null,
  MerchandiseCategoriesLoaded: null,
  MerchandiseCategoriesLoadFailed: null,
  MerchandiseListLoaded: ({ envelope }, id) =>
    envelope.type === 'MerchandiseListLoaded'
      ? listOf(catalogueList.articles(envelope.data.kind, envelope.data.category), envelope.data.kind === 'passes' ? 'annualPass' : 'merchandise', envelope.data.articles, id)
      : null,
  MerchandiseListLoadFailed: null,
  ProductOpened: null,
  ProductLoaded: ({ envelope }, id) => (envelope.type === 'ProductLoaded' ? itemOf('merchandise', envelope.data.article, id) : null),
  ProductLoadFailed: null,
  ProductQuantityChanged: null,
  ProductAddedToBasket: null,
  AnnualPassOwnersRejected: null,
  VoucherCategoriesLoaded: null,
  VoucherCategoriesLoadFailed: null,
  VoucherListLoaded: ({ envelope }, id) =>
    envelope.type === 'VoucherListLoaded' ? listOf(catalogueList.vouchers(envelope.data.group), 'voucher', envelope.data.vouchers, id) : null,
  VoucherListLoadFailed: null,
  VoucherOpened: null,
  VoucherLoaded: ({ envelope }, id) => (envelope.type === 'VoucherLoaded' ? itemOf('voucher', envelope.data.voucher, id) : null),
  VoucherLoadFailed: null,
  VoucherAmountChanged: null,
  VoucherQuantityChanged: null,
  VoucherAddedToBasket: null,
  VoucherCodeRejected: null,
  // The shipping step: the destination country is the shipping choice (GA4 add_shipping_info).
  ShippingCountryChosen: ({ envelope, after }, id) =>
    envelope.type === 'ShippingCountryChosen' ? { event: 'add_shipping_info', event_id: id, ecommerce: { ...basketOf(after.cart), shipping_tier: envelope.data.country } } : null,
  // Tours: the booking is tracked by its CartLineAdded (add_to_cart, products and prices only;
  // answers never reach tracking). Browsing, filters and form edits are not tracked.
  TourListRequested: null,
  TourListLoaded: ({ envelope }, id) => (envelope.type === 'TourListLoaded' ? listOf(catalogueList.guidedTours(), 'guidedTour', envelope.data.tours, id) : null),
  TourListLoadFailed: null,
  TourCategoriesLoaded: null,
  TourCategoriesLoadFailed: null,
  TourOverviewLoaded: null,
  TourOverviewLoadFailed: null,
  TourSoldOutDatesLoaded: null,
  TourListSoldOutDatesLoaded: null,
  TourLanguageToggled: null,
  TourCategorySelected: null,
  TourVenueSelected: null,
  TourDaySelected: null,
  TourFiltersReset: null,
  TourRequested: null,
  TourLoaded: ({ envelope }, id) => (envelope.type === 'TourLoaded' ? itemOf('guidedTour', { id: envelope.data.tour.id, name: envelope.data.tour.name }, id) : null),
  TourLoadFailed: null,
  TourLifetimeLoaded: null,
  TourLifetimeLoadFailed: null,
  TourMonthShown: null,
  TourCalendarLoaded: null,
  TourCalendarLoadFailed: null,
  TourDateSelected: null,
  TourDayLoaded: null,
  TourSoldOutTimeslotsLoaded: null,
  TourNextAvailableDateFound: null,
  TourTimeSelected: null,
  TourTicketCountChanged: null,
  TourPriceCountChanged: null,
  TourQuestionAnswered: null,
  TourAnswerToggled: null,
  TourBookingRejected: null,
  TourAddedToBasket: null,
  // Customer forms: whether someone registers or resets a password is not e-commerce data,
  // and nothing of what they typed may reach analytics.
  CustomerFormSubmitted: null,
  CustomerFormChecked: null,
  CustomerFormRejected: null,
  CustomerRegistered: null,
  GuestRegistered: null,
  CustomerDetailsSaved: null,
  PasswordChanged: null,
  EmailChanged: null,
  PasswordResetRequested: null,
  PasswordRecovered: null,
  // Payment: the booking is the `purchase`, exactly once (the exec that books it runs at most once
  // per attempt, and the event id is the domain event's). Its items are the basket just paid.
  PaymentCompleted: ({ envelope, before }, id) =>
    envelope.type === 'PaymentCompleted' ? { event: 'purchase', event_id: id, ecommerce: purchaseOf(before.cart, envelope.data.bookingId) } : null,
  PaymentMethodChosen: ({ envelope, after }, id) =>
    envelope.type === 'PaymentMethodChosen' ? { event: 'add_payment_info', event_id: id, ecommerce: { ...basketOf(after.cart), payment_type: String(envelope.data.payart) } } : null,
  PaymentTermsSet: null,
  BasketChecked: null,
  PaymentStarted: null,
  PaymentRefused: null,
  PaymentRedirected: null,
  PaymentReturned: null,
  PaymentExecStarted: null,
  PaymentFailed: null,
  PaymentGone: null,
  PaymentCancelStarted: null,
  PaymentCanceled: null,
};

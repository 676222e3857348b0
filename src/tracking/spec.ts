import type { DomainEventType } from '../messages';
import type { Commit } from '../app/runtime';
import { ecommerceOf, type TrackingEvent } from './ga4';

type Mapper = (commit: Commit, eventId: string) => TrackingEvent | null;

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
  // 000 §4: removing a ticket line fires remove_from_cart.
  CartLineRemoved: ({ envelope, before }, id) => {
    if (envelope.type !== 'CartLineRemoved') return null;
    const line = before.cart.lines.find((l) => l.lineId === envelope.data.lineId);
    return line && line.type === 'ticket' ? { event: 'remove_from_cart', event_id: id, ecommerce: ecommerceOf([line]) } : null;
  },
  CartLineCountChanged: null,
  CartCleared: null,
  CartRequestInvoiceSet: null,
  CartIdAssigned: null,
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
  CustomerSignedIn: null,
  SignInFailed: null,
  CustomerSignedOut: null,
};

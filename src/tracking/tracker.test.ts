import { memoryStorage } from '../bus/deps';
import { markTab } from '../event-log/tab';
import { createRuntime, type Runtime } from '../engine/runtime';
import { cents } from '../messages';
import { count } from '../kernel/brands';
import * as MerchandiseEvents from '../messages/events/merchandise';
import * as TicketEvents from '../messages/events/tickets';
import * as TourEvents from '../messages/events/tours';
import { dt, eventEntry } from '../../test/helpers/catalogue';
import { trackedFacts, trackingSpec } from './spec';
import { countChangeOf, ecommerceOf, exactItems, toMajor, TRACKING_SCHEMA_VERSION, type TrackingEvent } from './ga4';
import { dataLayerSink, ndjsonBuffer, postMessageSink, startConsentMode, startTracking, TRACKING_KEY, trackingEvents } from './tracker';
import { disabledStorage, quotaStorage, sequentialRandom } from '../../test/helpers/fakes';
import { testDeps } from '../../test/helpers/runtime-deps';
import { dayTicketLine, isoDate, merchandiseLine, ticketLine, voucherCodeLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from '../app/areas/all';
import { fakeApi, ok } from '../../test/helpers/fake-api';

/** The reference names tracking names items by (the shop learns them from its answers). */
const REFERENCE_NAMES: Readonly<Record<string, string>> = { 'article:5104': 'Farbfeld Nr. 7', 'tour:303': 'Gruppenführung' };

/** Shipping costs by country, as the server answers them (cents). */
const SHIPPING: Readonly<Record<string, number>> = { AT: 990, DE: 490, NL: 890 };

function session(storage = memoryStorage(), prefix = 'id') {
  const api = fakeApi({ shippingCosts: (p) => ok(cents(SHIPPING[p.body.country ?? 'NL'] ?? 0)) }).api;
  const runtime = createRuntime({ areas: allAreas, deps: { ...testDeps({ storage, random: sequentialRandom(prefix) }), api } });
  const tracked: TrackingEvent[] = [];
  trackingEvents(runtime.commit$, { lang: 'de', lineNames: () => (key) => REFERENCE_NAMES[key] }).subscribe((e) => tracked.push(e));
  return { runtime, tracked, storage };
}
const lineIds = (runtime: Runtime) => runtime.state$.value.cart.lines.map((l) => l.lineId);

describe('tracking', () => {
  it('nothing is tracked before cookie consent; after it, live cart events are', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) });
    expect(tracked).toEqual([]);
    runtime.dispatch({ type: 'AcceptCookies' });
    expect(tracked).toEqual([]);
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(tracked.map((e) => e.event)).toEqual(['add_to_cart']);
  });

  it('rejecting sends nothing; withdrawing an acceptance stops the stream at once, accepting again restarts it', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'RejectCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(tracked).toEqual([]);
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    runtime.dispatch({ type: 'RejectCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(tracked.map((e) => e.event)).toEqual(['add_to_cart']);
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(tracked.map((e) => e.event)).toEqual(['add_to_cart', 'add_to_cart']);
  });

  it('Consent Mode v2: denied by default before anything, then an update per choice, as gtag() pushes them (arguments objects)', () => {
    const { runtime } = session();
    const host: { dataLayer?: unknown[] } = {};
    startConsentMode(host, runtime.commit$, false);
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'RejectCookies' });
    const pushed = (host.dataLayer ?? []).map((entry) => {
      expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
      return Array.from(entry as IArguments);
    });
    expect(pushed).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ]);
    const restored: { dataLayer?: unknown[] } = {};
    startConsentMode(restored, runtime.commit$, true);
    expect((restored.dataLayer ?? []).map((e) => Array.from(e as IArguments)[1])).toEqual(['default', 'update']);
  });

  it('GA4 shape: event_id `${tab}:${seq}`, schema version, session, time and language; EUR, value from the integer cent sum divided once', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine({ id: 1001, name: 'Erwachsene', price: cents(1250), totalPrice: cents(2500) })) });
    const seq = runtime.log.document().events.at(-1)?.meta.seq;
    expect(tracked).toEqual([
      {
        event: 'add_to_cart',
        event_id: `${runtime.tab}:${seq}`,
        schema_version: TRACKING_SCHEMA_VERSION,
        session_id: runtime.tab,
        timestamp: new Date(runtime.log.document().events.at(-1)?.meta.at ?? 0).toISOString(),
        language: 'de',
        ecommerce: {
          currency: 'EUR',
          value: 25,
          // One item per price category of the line (its sub-ticket), with the slot as variant.
          items: [{ item_id: '1001-111', item_name: 'Erwachsene – Adult', item_category: 'ticket', price: 12.5, quantity: 2, item_variant: '2030-05-01 10:00' }],
        },
      },
    ]);
  });

  it('sums cents before dividing: 10 + 20 cents are 0.3, not 0.30000000000000004', () => {
    const lines = [merchandiseLine({ price: cents(10) }), merchandiseLine({ price: cents(20) })];
    expect(ecommerceOf(lines).value).toBe(0.3);
    expect(toMajor(1999)).toBe(19.99);
    expect(exactItems([merchandiseLine({ price: cents(333), count: count(3), totalPrice: cents(999), totalCount: count(3) })])).toEqual([
      expect.objectContaining({ price: 3.33, quantity: 3 }),
    ]);
  });

  it('remove_from_cart for every product line; a redeemed voucher code is neither added nor removed', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    const [ticketId, bookId] = lineIds(runtime);
    runtime.dispatch({ type: 'RemoveCartLine', lineId: bookId as string });
    runtime.dispatch({ type: 'RemoveCartLine', lineId: ticketId as string });
    expect(tracked.map((e) => e.event)).toEqual(['add_to_cart', 'add_to_cart', 'remove_from_cart', 'remove_from_cart']);
    expect(tracked.slice(2).map((e) => e.ecommerce.items[0]?.item_category)).toEqual(['merchandise', 'ticket']);
  });

  it('a count raised is an add_to_cart of the difference, a count lowered a remove_from_cart of it', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5101, name: 'Poster', price: cents(1250), count: count(1), totalPrice: cents(1250), totalCount: count(1) })) });
    const [lineId] = lineIds(runtime);
    runtime.dispatch({ type: 'ChangeCartLineCount', lineId: lineId as string, count: 4 });
    runtime.dispatch({ type: 'ChangeCartLineCount', lineId: lineId as string, count: 3 });
    expect(tracked.map((e) => [e.event, e.ecommerce.value, e.ecommerce.items.map((i) => [i.item_id, i.price, i.quantity])])).toEqual([
      ['add_to_cart', 12.5, [['5101', 12.5, 1]]],
      ['add_to_cart', 37.5, [['5101', 12.5, 3]]],
      ['remove_from_cart', 12.5, [['5101', 12.5, 1]]],
    ]);
  });

  it('the difference of a count change is exact per component (a day-ticket line’s categories)', () => {
    const before = dayTicketLine();
    const doubled = { ...before, dayTickets: before.dayTickets.map((d) => ({ ...d, count: count(d.count * 2) })), totalPrice: cents(before.totalPrice * 2) };
    const { added, removed } = countChangeOf(before, doubled);
    expect(removed).toBeNull();
    expect(added?.items.map((i) => [i.item_id, i.quantity])).toEqual(before.dayTickets.filter((d) => d.count > 0).map((d) => [String(d.id), d.count]));
    expect(added?.value).toBe(toMajor(before.totalPrice));
  });

  it('the checkout funnel in GA4’s order: view_cart; begin_checkout on the payment step, then add_shipping_info with the costs’ country; add_payment_info with the payment type', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5101, name: 'Poster', price: cents(1250), count: count(2), totalPrice: cents(2500), totalCount: count(2) })) });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} }); // a reload: no second view
    // The basket's country is no shipping choice yet: nothing is reported before the checkout.
    runtime.dispatch({ type: 'ChooseShippingCountry', country: 'AT' });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    runtime.dispatch({ type: 'ChoosePaymentMethod', payart: 3 });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'review' } });
    const funnel = tracked.slice(1);
    expect(funnel.map((e) => e.event)).toEqual(['view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info']);
    const poster = [{ item_id: '5101', item_name: 'Poster', item_category: 'merchandise', price: 12.5, quantity: 2 }];
    expect(funnel.map((e) => e.ecommerce)).toEqual([
      { currency: 'EUR', value: 25, items: poster },
      { currency: 'EUR', value: 25, items: poster },
      { currency: 'EUR', value: 25, items: poster, shipping_tier: 'AT' },
      { currency: 'EUR', value: 25, items: poster, payment_type: '3' },
    ]);
    // One domain event began the checkout and reported its country: two ids from its seq.
    const [begin, shipping] = funnel.slice(1, 3).map((e) => e.event_id);
    expect(shipping).toBe(`${begin}.1`);
  });

  it('payment_type is the method’s name in the tracking language; unknown, its id', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const tracked: TrackingEvent[] = [];
    const names: Record<number, string> = { 3: 'Kreditkarte' };
    trackingEvents(runtime.commit$, { lang: 'en', paymentTypeName: (payart) => names[payart] }).subscribe((e) => tracked.push(e));
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    runtime.dispatch({ type: 'ChoosePaymentMethod', payart: 3 });
    runtime.dispatch({ type: 'ChoosePaymentMethod', payart: 168 });
    expect(tracked.filter((e) => e.event === 'add_payment_info').map((e) => e.ecommerce.payment_type)).toEqual(['Kreditkarte', '168']);
  });

  it('begin_checkout once per checkout: back to the basket, signing in on the way, a reload; a country changed during it is reported again', () => {
    const storage = memoryStorage();
    const first = session(storage);
    first.runtime.dispatch({ type: 'AcceptCookies' });
    first.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    first.runtime.dispatch({ type: 'ChooseShippingCountry', country: 'AT' });
    first.runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    first.runtime.dispatch({ type: 'VisitRoute', route: 'login', params: {} });
    first.runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    first.runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    first.runtime.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    first.runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    expect(first.tracked.filter((e) => e.event !== 'add_to_cart' && e.event !== 'view_cart').map((e) => [e.event, e.ecommerce.shipping_tier])).toEqual([
      ['begin_checkout', undefined],
      ['add_shipping_info', 'AT'],
      ['add_shipping_info', 'DE'],
    ]);
    // A reload: the log says the checkout has begun.
    const again = session(storage, 'r');
    again.runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    expect(again.tracked).toEqual([]);
  });

  it('a second purchase in the same tab is a checkout of its own: begin_checkout, its shipping and the payment method still chosen', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    runtime.dispatch({ type: 'ChooseShippingCountry', country: 'AT' });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    runtime.dispatch({ type: 'ChoosePaymentMethod', payart: 3 });
    // Paid: the basket is cleared (payment/exec-epic.ts), the method stays chosen.
    runtime.dispatch({ type: 'ClearCart' });
    tracked.length = 0;
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    expect(tracked.map((e) => [e.event, e.ecommerce.shipping_tier ?? e.ecommerce.payment_type])).toEqual([
      ['add_to_cart', undefined],
      ['view_cart', undefined],
      ['begin_checkout', undefined],
      ['add_shipping_info', 'AT'],
      ['add_payment_info', '3'],
    ]);
  });

  it('catalogue views: view_item_list with positions and view_item with the price as value', () => {
    const { runtime } = session();
    const facts: Array<ReturnType<typeof MerchandiseEvents.MerchandiseListLoaded.create> | ReturnType<typeof MerchandiseEvents.ProductLoaded.create>> = [];
    const article = (id: number, name: string, price: number) => ({ id, name, price: cents(price), vat_value: 19, stock: 5, product_kind_ref: null, sequence_no: id });
    facts.push(MerchandiseEvents.MerchandiseListLoaded.create({ kind: 'shop', category: 7, articles: [article(5101, 'Poster', 1250), article(5102, 'Print', 4500)] }));
    facts.push(MerchandiseEvents.ProductLoaded.create({ article: article(5102, 'Print', 4500) }));
    // The mapping of each fact, as the stream applies it to a live commit.
    const mapped = facts.map((fact, i) =>
      trackedFacts({ envelope: { ...fact, v: 1, meta: { seq: i + 1, at: 0, tab: 't' } }, before: runtime.state$.value, after: runtime.state$.value }, `t:${i + 1}`)[0] ?? null,
    );
    expect(mapped).toEqual([
      {
        event: 'view_item_list',
        event_id: 't:1',
        ecommerce: {
          currency: 'EUR',
          item_list_id: 'shop/7',
          items: [
            { item_id: '5101', item_name: 'Poster', item_category: 'merchandise', price: 12.5, index: 0 },
            { item_id: '5102', item_name: 'Print', item_category: 'merchandise', price: 45, index: 1 },
          ],
        },
      },
      { event: 'view_item', event_id: 't:2', ecommerce: { currency: 'EUR', value: 45, items: [{ item_id: '5102', item_name: 'Print', item_category: 'merchandise', price: 45, quantity: 1 }] } },
    ]);
  });

  it('an entry chosen on a list is a select_item naming the list and the position, its name looked up by id (the log holds none)', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'SelectItem', list: 'shop/7', index: 2, itemId: 5104, category: 'merchandise' });
    expect(tracked.map((e) => [e.event, e.ecommerce])).toEqual([
      ['select_item', { currency: 'EUR', item_list_id: 'shop/7', items: [{ item_id: '5104', item_name: 'Farbfeld Nr. 7', item_category: 'merchandise', index: 2 }] }],
    ]);
    expect(runtime.state$.value.ui.selected).toEqual({ list: 'shop/7', index: 2, itemId: 5104 });
    expect(JSON.stringify(runtime.log.document())).not.toContain('Farbfeld');
    // Not named anywhere: sent under its id.
    runtime.dispatch({ type: 'SelectItem', list: 'shop/7', index: 3, itemId: 5999, category: 'merchandise' });
    expect(tracked.at(-1)?.ecommerce.items?.[0]).toMatchObject({ item_id: '5999', item_name: '5999' });
  });

  it('a basket line without a name (the log holds none) is named by its id in the tracking language', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    const { name: _none, ...line } = withoutId(merchandiseLine({ id: 5104, price: cents(1250), count: count(1), totalPrice: cents(1250), totalCount: count(1) }));
    runtime.dispatch({ type: 'AddCartLine', line });
    expect(tracked.at(-1)?.ecommerce.items?.[0]).toMatchObject({ item_id: '5104', item_name: 'Farbfeld Nr. 7' });
  });

  it('redeemed codes are the coupon (by their voucher’s id, never the code); what they take off is each item’s discount, exact to the cent (issue 32)', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5101, name: 'Poster', price: cents(1250), count: count(2), totalPrice: cents(2500), totalCount: count(2) })) });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5102, name: 'Postcard', price: cents(500), count: count(1), totalPrice: cents(500), totalCount: count(1) })) });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(voucherCodeLine({ id: 8001, barcode: 'KAH-GUT-0050', available: cents(1000) })) });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    const view = tracked.at(-1)!;
    expect(view.event).toBe('view_cart');
    // GA4: no event-level discount; each item's price is its discounted unit price, its discount
    // the unit's share (1000 cents over 3000: 417 + 416 on the posters, 167 on the postcard).
    expect(view.ecommerce).not.toHaveProperty('discount');
    expect(view.ecommerce).toMatchObject({ value: 20, coupon: 'voucher-8001' });
    expect(view.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: '5101', price: 8.33, discount: 4.17, quantity: 1 }),
      expect.objectContaining({ item_id: '5101', price: 8.34, discount: 4.16, quantity: 1 }),
      expect.objectContaining({ item_id: '5102', price: 3.33, discount: 1.67, quantity: 1 }),
    ]);
    expect(JSON.stringify(tracked)).not.toContain('KAH-GUT-0050');
  });

  it('an event’s page is a view_item named from the events list; without the list there is no name to send', () => {
    const { runtime } = session();
    const opened = { ...TicketEvents.TicketEventOpened.create({ eventId: 101, today: isoDate('2030-05-01'), now: dt('2030-05-01 10:00') }), v: 1, meta: { seq: 9, at: 0, tab: 't' } };
    const withList = { ...runtime.state$.value, events: { list: [{ id: 101, name: 'Light and Line' }], status: 'loaded', failure: null } };
    expect(trackingSpec.TicketEventOpened?.({ envelope: opened, before: withList, after: withList }, 't:9')).toEqual({
      event: 'view_item',
      event_id: 't:9',
      ecommerce: { currency: 'EUR', items: [{ item_id: '101', item_name: 'Light and Line', item_category: 'ticket', quantity: 1 }] },
    });
    const without = runtime.state$.value;
    expect(trackingSpec.TicketEventOpened?.({ envelope: opened, before: without, after: without }, 't:9')).toBeNull();
    // Its value: the "from" price its card says, once the list's cards are in.
    const withCards = { ...withList, events: { ...withList.events, cards: { '101': { eventId: 101, next: null, placesLeft: 0, fromPrice: cents(1200) } } } };
    expect(trackingSpec.TicketEventOpened?.({ envelope: opened, before: withCards, after: withCards }, 't:9')).toMatchObject({
      ecommerce: { value: 12, items: [{ item_id: '101', price: 12, quantity: 1 }] },
    });
  });

  it('a tour’s page is a view_item valued at what the tour costs at least', () => {
    const { runtime } = session();
    const tour = { id: 303, name: 'Group tour', eventName: 'Light and Line', max_participants: 25, single_ticketing: 0, book_complete_tour: 1, booking_without_tickets: 0, min_group_size: 10 };
    const loaded = TourEvents.TourLoaded.create({
      tourId: 303,
      tour,
      tickets: [{ id: 1, name: 'Pupil', price: cents(200), vat_value: 7, sequence_no: 1 }],
      priceList: [{ id: 9, name: '60-minute tour', price: cents(9000), vat_value: 19, sequence_no: 1 }],
      questions: [],
    } as never);
    const state = runtime.state$.value;
    expect(trackingSpec.TourLoaded?.({ envelope: { ...loaded, v: 1, meta: { seq: 4, at: 0, tab: 't' } }, before: state, after: state }, 't:4')).toMatchObject({
      event: 'view_item',
      // One 90 € tour and the smallest group, ten pupils at 2 € (issue 31: not "from 2 €").
      ecommerce: { value: 110, items: [{ item_id: '303', price: 110, quantity: 1 }] },
    });
  });

  it('an event’s page opened by its address is named when the list arrives: a view_item, not a list nobody saw', () => {
    const { runtime } = session();
    const events = [eventEntry({ id: 101, name: 'Light and Line' }), eventEntry({ id: 102, name: 'Night of Colour' })];
    const loaded = { ...TicketEvents.EventListLoaded.create({ events }), v: 1, meta: { seq: 10, at: 0, tab: 't' } };
    const on = (name: string, params: Record<string, string>) => ({ ...runtime.state$.value, ui: { ...runtime.state$.value.ui, route: { name, params } } });
    const map = (state: ReturnType<typeof on>) => trackingSpec.EventListLoaded?.({ envelope: loaded, before: state, after: state }, 't:10');
    expect(map(on('event', { id: '102' }))).toEqual({
      event: 'view_item',
      event_id: 't:10',
      ecommerce: { currency: 'EUR', items: [{ item_id: '102', item_name: 'Night of Colour', item_category: 'ticket', quantity: 1 }] },
    });
    expect(map(on('event', { id: 'day-tickets' }))).toBeNull();
    expect(map(on('tickets', {}))).toMatchObject({ event: 'view_item_list' });
  });

  it('other screens are no funnel step', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'VisitRoute', route: 'guidedTours', params: {} });
    expect(tracked).toEqual([]);
  });

  it('redeeming a voucher code is not an add_to_cart', () => {
    const { runtime, tracked } = session();
    runtime.dispatch({ type: 'AcceptCookies' });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(voucherCodeLine()) });
    expect(tracked).toEqual([]);
  });

  it('replayed events are never tracked; new events after a reload get new ids', () => {
    const first = session();
    first.runtime.dispatch({ type: 'AcceptCookies' });
    first.runtime.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) });
    expect(first.tracked).toHaveLength(1);
    markTab(first.storage, first.runtime.tab, false); // pagehide: this is a reload, not a duplicate

    const reloaded = session(memoryStorage(Object.fromEntries(first.storage.map)), 'b');
    expect(reloaded.runtime.state$.value.cart.lines).toHaveLength(1);
    expect(reloaded.runtime.state$.value.ui.cookiesAccepted).toBe(true);
    expect(reloaded.tracked).toEqual([]);
    reloaded.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(reloaded.tracked).toHaveLength(1);
    expect(reloaded.tracked[0]?.event_id).not.toBe(first.tracked[0]?.event_id);
  });
});

describe('sinks', () => {
  const event: TrackingEvent = { event: 'add_to_cart', event_id: 't:1', schema_version: TRACKING_SCHEMA_VERSION, session_id: 't', timestamp: '2030-05-01T08:00:00.000Z', language: 'de', ecommerce: { currency: 'EUR', value: 1, items: [] } };

  it('dataLayer: {ecommerce: null} first, then the event, as GA4 asks', () => {
    const target: { dataLayer?: unknown[] } = {};
    dataLayerSink(target)(event);
    dataLayerSink(target)(event);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, event, { ecommerce: null }, event]);
  });

  it('a throwing sink does not break the others, nor the command that caused the event', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const received: TrackingEvent[] = [];
    startTracking(runtime.commit$, [
      () => {
        throw new Error('blocked by an ad blocker');
      },
      (e) => received.push(e),
    ], { lang: 'de' });
    runtime.dispatch({ type: 'AcceptCookies' });
    expect(() => runtime.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) })).not.toThrow();
    expect(received.map((e) => e.event)).toEqual(['add_to_cart']);
    expect(runtime.state$.value.cart.lines).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Foyer: a tracking sink failed', expect.any(Error));
    warn.mockRestore();
  });

  it('postMessage to the host page in module mode, with the host’s origin', () => {
    const parent = { postMessage: jest.fn() };
    postMessageSink(parent, 'https://museum.example')(event);
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'foyer', type: 'tracking', event }, 'https://museum.example');
  });

  it('the export survives a reload: stored lines come back, damaged ones are skipped, the stored part is bounded', () => {
    const storage = memoryStorage();
    const first = ndjsonBuffer(10, storage, 200);
    for (const id of ['t:1', 't:2', 't:3']) first.sink({ ...event, event_id: id });
    const stored = storage.getItem(TRACKING_KEY) ?? '';
    expect(stored.length).toBeLessThanOrEqual(200);
    expect(stored.endsWith(`${JSON.stringify({ ...event, event_id: 't:3' })}\n`)).toBe(true);
    storage.setItem(TRACKING_KEY, `not json\n[1]\n${stored}{"cut`);
    const again = ndjsonBuffer(10, storage, 200);
    expect(again.toNdjson()).toBe(stored);
  });

  it('with a schedule, events that come together are stored once, when it says or when flushed; the export has them at once', () => {
    const storage = memoryStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const scheduled: Array<() => void> = [];
    const buffer = ndjsonBuffer(10, storage, 64_000, (write) => scheduled.push(write));
    for (const id of ['t:1', 't:2', 't:3']) buffer.sink({ ...event, event_id: id });
    expect(buffer.toNdjson().trim().split('\n')).toHaveLength(3);
    expect(storage.getItem(TRACKING_KEY)).toBeNull();
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    expect(storage.getItem(TRACKING_KEY)).toBe(buffer.toNdjson());
    expect(setItem).toHaveBeenCalledTimes(1);

    // The page is left before the idle moment: flushed at once, and the late write adds nothing.
    buffer.sink({ ...event, event_id: 't:4' });
    buffer.flush();
    expect(storage.getItem(TRACKING_KEY)).toBe(buffer.toNdjson());
    scheduled[1]!();
    buffer.flush();
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(ndjsonBuffer(10, storage).toNdjson()).toBe(buffer.toNdjson());
  });

  it('storage that refuses: the key is given up and the export goes on in memory', () => {
    const storage = quotaStorage(0);
    const buffer = ndjsonBuffer(10, storage);
    buffer.sink({ ...event, event_id: 't:1' });
    buffer.sink({ ...event, event_id: 't:2' });
    expect(storage.getItem(TRACKING_KEY)).toBeNull();
    expect(buffer.toNdjson().trim().split('\n')).toHaveLength(2);
    expect(() => ndjsonBuffer(10, disabledStorage()).sink(event)).not.toThrow();
  });

  it('the NDJSON export keeps the session’s events up to its limit', () => {
    const buffer = ndjsonBuffer(2);
    expect(buffer.toNdjson()).toBe('');
    for (const id of ['t:1', 't:2', 't:3']) buffer.sink({ ...event, event_id: id });
    expect(buffer.toNdjson().split('\n')).toEqual([JSON.stringify({ ...event, event_id: 't:2' }), JSON.stringify({ ...event, event_id: 't:3' }), '']);
  });
});

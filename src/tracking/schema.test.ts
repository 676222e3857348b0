import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime } from '../engine/runtime';
import { cents } from '../messages';
import * as MerchandiseEvents from '../messages/events/merchandise';
import * as PaymentEvents from '../messages/events/payment';
import { trackingEvents } from './tracker';
import { trackedFacts } from './spec';
import { TRACKING_SCHEMA_VERSION, type TrackingEvent } from './ga4';
import { schemaErrors } from '../../test/helpers/tracking-schema';
import { testDeps } from '../../test/helpers/runtime-deps';
import { count, dayTicketLine, guidedTourLine, merchandiseLine, ticketLine, voucherCodeLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from '../app/areas/all';
import { fakeApi, ok } from '../../test/helpers/fake-api';

/** Every kind of event the stream emits, from a session that goes through each of them. */
function sessionEvents(): TrackingEvent[] {
  const runtime = createRuntime({ areas: allAreas, deps: { ...testDeps(), api: fakeApi({ shippingCosts: ok(cents(490)) }).api } });
  const tracked: TrackingEvent[] = [];
  trackingEvents(runtime.commit$, { lang: 'en' }).subscribe((e) => tracked.push(e));
  runtime.dispatch({ type: 'AcceptCookies' });
  for (const line of [ticketLine(), dayTicketLine(), guidedTourLine(), merchandiseLine({ count: count(2), totalPrice: cents(5000), price: cents(2500) }), voucherCodeLine()]) {
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(line) });
  }
  const merch = runtime.state$.value.cart.lines.find((l) => l.type === 'merchandise')!;
  runtime.dispatch({ type: 'ChangeCartLineCount', lineId: merch.lineId, count: 3 });
  runtime.dispatch({ type: 'ChangeCartLineCount', lineId: merch.lineId, count: 1 });
  runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
  runtime.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
  // The payment step begins the checkout: begin_checkout, then add_shipping_info ({session}:{seq}.1).
  runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
  runtime.dispatch({ type: 'ChoosePaymentMethod', payart: 2 });
  runtime.dispatch({ type: 'RemoveCartLine', lineId: runtime.state$.value.cart.lines[0]!.lineId });
  // Catalogue views and the purchase come from area epics and the provider: their facts are
  // mapped as the stream maps a live commit.
  const state = runtime.state$.value;
  const article = { id: 5101, name: 'Poster', price: cents(1250), vat_value: 19, stock: 3, product_kind_ref: null, sequence_no: 1 };
  const facts = [
    MerchandiseEvents.MerchandiseListLoaded.create({ kind: 'shop', category: null, articles: [article] }),
    MerchandiseEvents.ProductLoaded.create({ article }),
    PaymentEvents.PaymentCompleted.create({ cartId: 'c-1', bookingId: 'B-2026-1', hasTickets: true, items: [], paid: null, payart: null, codes: [] }),
  ];
  facts.forEach((fact, i) => {
    for (const mapped of trackedFacts({ envelope: { ...fact, v: 1, meta: { seq: 100 + i, at: 0, tab: 't' } }, before: state, after: state }, `t:${100 + i}`)) {
      tracked.push({ ...mapped, schema_version: TRACKING_SCHEMA_VERSION, session_id: 't', timestamp: new Date(0).toISOString(), language: 'en' });
    }
  });
  return tracked;
}

describe('docs/tracking.schema.json', () => {
  it('every event of a session through every funnel step meets the schema', () => {
    const events = sessionEvents();
    expect(new Set(events.map((e) => e.event))).toEqual(
      new Set(['add_to_cart', 'remove_from_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'view_item_list', 'view_item', 'purchase']),
    );
    expect(schemaErrors(events)).toEqual([]);
  });

  it('refuses what the contract does not allow: an unknown field, a missing session, a list entry without its position', () => {
    const [event] = sessionEvents();
    expect(schemaErrors([{ ...event, user_email: 'a@b.example' }])).toEqual([expect.stringContaining('must NOT have additional properties')]);
    const { session_id: _s, ...noSession } = event!;
    expect(schemaErrors([noSession])).toEqual([expect.stringContaining("must have required property 'session_id'")]);
    const list = { ...event!, event: 'view_item_list', ecommerce: { currency: 'EUR', item_list_id: 'shop', items: [{ item_id: '1', item_name: 'x', item_category: 'merchandise' }] } };
    expect(schemaErrors([list])).toEqual(expect.arrayContaining([expect.stringContaining("must have required property 'index'")]));
  });

  it('the sample dataset (fixtures/tracking/sample.ndjson) meets it too', () => {
    const lines = readFileSync(join(__dirname, '../../fixtures/tracking/sample.ndjson'), 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(schemaErrors(lines.map((l) => JSON.parse(l) as unknown))).toEqual([]);
  });
});

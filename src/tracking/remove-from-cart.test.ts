import { createRuntime } from '../engine/runtime';
import { cartEpic } from '../domain/cart/epics';
import { uiEpic } from '../domain/ui/epics';
import { dataLayerSink, startTracking } from './tracker';
import { testDeps } from '../../test/helpers/runtime-deps';
import { cents } from '../messages';
import { count, merchandiseLine, ticketLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from '../app/areas/all';
import { TRACKING_SCHEMA_VERSION } from './ga4';

function shopWithDataLayer() {
  const runtime = createRuntime({ areas: allAreas, deps: testDeps(), epics: { cart: cartEpic, ui: uiEpic } });
  const target: { dataLayer?: unknown[] } = {};
  startTracking(runtime.commit$, [dataLayerSink(target)], { lang: 'en' });
  const add = (line: Parameters<typeof withoutId>[0]) => {
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(line) });
    return runtime.state$.value.cart.lines.at(-1)?.lineId ?? '';
  };
  return { runtime, target, add, remove: (lineId: string) => runtime.dispatch({ type: 'RemoveCartLine', lineId }) };
}

describe('removing a line fires GA4 remove_from_cart (001 §7, 000 §4; every product line, issue 13)', () => {
  it('nothing reaches window.dataLayer before cookie consent', () => {
    const shop = shopWithDataLayer();
    shop.remove(shop.add(ticketLine()));
    expect(shop.target.dataLayer).toBeUndefined();
  });

  it('after consent: GA4 shape, EUR, value and price = integer cents / 100', () => {
    const shop = shopWithDataLayer();
    shop.runtime.dispatch({ type: 'AcceptCookies' });
    const lineId = shop.add(ticketLine({ id: 1001, name: 'Light and Line – Adults', price: cents(1999), totalPrice: cents(3998), totalCount: count(2) }));
    shop.target.dataLayer = [];
    shop.remove(lineId);
    const removed = shop.runtime.log.document().events.at(-1);
    expect(shop.target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        event_id: `${removed?.meta.tab}:${removed?.meta.seq}`,
        schema_version: TRACKING_SCHEMA_VERSION,
        session_id: removed?.meta.tab,
        timestamp: new Date(removed?.meta.at ?? 0).toISOString(),
        language: 'en',
        ecommerce: {
          currency: 'EUR',
          value: 39.98,
          items: [{ item_id: '1001-111', item_name: 'Light and Line – Adults – Adult', item_category: 'ticket', price: 19.99, quantity: 2, item_variant: '2030-05-01 10:00' }],
        },
      },
    ]);
  });

  it('removing any product line fires it too (issue 13), with the line’s exact items', () => {
    const shop = shopWithDataLayer();
    shop.runtime.dispatch({ type: 'AcceptCookies' });
    const lineId = shop.add(merchandiseLine({ id: 5101, name: 'Poster', price: cents(1250), count: count(2), totalPrice: cents(2500), totalCount: count(2) }));
    shop.target.dataLayer = [];
    shop.remove(lineId);
    expect(shop.target.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({
        event: 'remove_from_cart',
        ecommerce: { currency: 'EUR', value: 25, items: [{ item_id: '5101', item_name: 'Poster', item_category: 'merchandise', price: 12.5, quantity: 2 }] },
      }),
    ]);
  });
});

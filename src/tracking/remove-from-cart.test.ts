import { createRuntime } from '../app/runtime';
import { cartEpic } from '../domain/cart/epics';
import { uiEpic } from '../domain/ui/epics';
import { dataLayerSink, startTracking } from './tracker';
import { testDeps } from '../../test/helpers/runtime-deps';
import { cents } from '../messages';
import { count, merchandiseLine, ticketLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from '../app/areas/all';

function shopWithDataLayer() {
  const runtime = createRuntime({ areas: allAreas, deps: testDeps(), epics: { cart: cartEpic, ui: uiEpic } });
  const target: { dataLayer?: unknown[] } = {};
  startTracking(runtime.commit$, [dataLayerSink(target)]);
  const add = (line: Parameters<typeof withoutId>[0]) => {
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(line) });
    return runtime.state$.value.cart.lines.at(-1)?.lineId ?? '';
  };
  return { runtime, target, add, remove: (lineId: string) => runtime.dispatch({ type: 'RemoveCartLine', lineId }) };
}

describe('removing a ticket line fires GA4 remove_from_cart (001 §7, 000 §4)', () => {
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
        ecommerce: {
          currency: 'EUR',
          value: 39.98,
          items: [{ item_id: '1001', item_name: 'Light and Line – Adults', item_category: 'ticket', price: 19.99, quantity: 2 }],
        },
      },
    ]);
  });

  it('removing a line that is not a ticket fires no remove_from_cart', () => {
    const shop = shopWithDataLayer();
    shop.runtime.dispatch({ type: 'AcceptCookies' });
    const lineId = shop.add(merchandiseLine());
    shop.target.dataLayer = [];
    shop.remove(lineId);
    expect(shop.target.dataLayer).toEqual([]);
  });
});

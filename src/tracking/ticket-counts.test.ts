import { createRuntime } from '../engine/runtime';
import { cartEpic } from '../domain/cart/epics';
import { uiEpic } from '../domain/ui/epics';
import { basketTicketsEpic } from '../domain/tickets/basket-epic';
import { startTracking } from './tracker';
import type { TrackingEvent } from './ga4';
import { testDeps } from '../../test/helpers/runtime-deps';
import { fakeApi, ok } from '../../test/helpers/fake-api';
import { eventTicket, slot } from '../../test/helpers/catalogue';
import { cents, type CartLine } from '../messages';
import type { DataOf } from '../api/endpoints';
import { count, dayTicketLine, ticketLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from '../app/areas/all';

/**
 * Ticket counts changed in the basket (issue 15) are tracked as any count change: add_to_cart
 * of what grew, remove_from_cart of what shrank, the difference only, at its unit price and slot.
 */
function session(places: number) {
  const fake = fakeApi({
    ticketCollect: ok({ tickets: [eventTicket({ id: 1001, name: 'Adults', schedule: [slot('2030-01-10 10:00', places)] })] } as DataOf<'ticketCollect'>),
    dayTicketCalendar: ok({ '2030-05-02': places } as DataOf<'dayTicketCalendar'>),
  });
  const runtime = createRuntime({ areas: allAreas, deps: { ...testDeps(), api: fake.api }, epics: { cart: cartEpic, ui: uiEpic, basketTickets: basketTicketsEpic } });
  const tracked: TrackingEvent[] = [];
  startTracking(runtime.commit$, [(e) => tracked.push(e)], { lang: 'en' });
  runtime.dispatch({ type: 'AcceptCookies' });
  const add = (line: CartLine): string => {
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(line) });
    tracked.length = 0;
    return runtime.state$.value.cart.lines.at(-1)?.lineId ?? '';
  };
  const summary = () => tracked.map((e) => [e.event, e.ecommerce.value, e.ecommerce.items.map((i) => [i.item_id, i.price, i.quantity, i.item_variant])]);
  return { runtime, add, summary };
}

const adults = ticketLine({ id: 1001, eventId: 101, name: 'Light and Line – Adults', price: cents(1400), count: count(2), totalCount: count(2), totalPrice: cents(2800), subtickets: [], datetime: '2030-01-10 10:00:00' });

describe('tracking: ticket counts changed in the basket', () => {
  it('a ticket line raised (after its lookup) is an add_to_cart of the difference, lowered a remove_from_cart; a refusal is not tracked', () => {
    const shop = session(5);
    const lineId = shop.add(adults);
    shop.runtime.dispatch({ type: 'ChangeTicketLineCount', lineId, count: 4 });
    shop.runtime.dispatch({ type: 'ChangeTicketLineCount', lineId, count: 9 });
    shop.runtime.dispatch({ type: 'ChangeTicketLineCount', lineId, count: 1 });
    expect(shop.summary()).toEqual([
      ['add_to_cart', 28, [['1001', 14, 2, '2030-01-10 10:00']]],
      ['remove_from_cart', 42, [['1001', 14, 3, '2030-01-10 10:00']]],
    ]);
  });

  it('a day ticket of a day-ticket line: its own item, by the difference; down to 0 it is removed', () => {
    const shop = session(20);
    const lineId = shop.add(dayTicketLine());
    shop.runtime.dispatch({ type: 'ChangeTicketLineCount', lineId, count: 3, dayTicketId: 212 });
    shop.runtime.dispatch({ type: 'ChangeTicketLineCount', lineId, count: 0, dayTicketId: 211 });
    expect(shop.summary()).toEqual([
      ['add_to_cart', 16, [['212', 8, 2, '2030-05-02']]],
      ['remove_from_cart', 20, [['211', 10, 2, '2030-05-02']]],
    ]);
  });
});

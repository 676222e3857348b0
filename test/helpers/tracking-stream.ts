import { TRACKING_SCHEMA_VERSION } from '../../src/tracking/ga4';

/**
 * A small analyst stream built by hand (docs/tracking.md's shape), whose funnel, revenue and top
 * items are known exactly: the report's tests and the DuckDB test read the same lines.
 *
 *   s-a  list, item, add, basket, checkout, shipping, payment, purchase  (45.20: poster, book, pencil)
 *   s-b  item (came by a link: no list), add, basket, checkout, payment, purchase  (36.00: tickets);
 *        its purchase is sent twice with one event_id, as a sink may after a reload
 *   s-c  list, item, add, basket
 *   s-d  list, select_item
 *   s-e  list, item, add, remove
 */
type Item = { item_id: string; item_name: string; item_category: string; price?: number; quantity?: number; index?: number };

let seq = 0;
function line(event: string, session: string, ecommerce: Record<string, unknown> = {}, items: Item[] = []): string {
  seq += 1;
  return JSON.stringify({
    event,
    event_id: `${session}:${seq}`,
    schema_version: TRACKING_SCHEMA_VERSION,
    session_id: session,
    timestamp: '2030-04-16T07:00:00.000Z',
    language: 'en',
    ecommerce: { currency: 'EUR', ...ecommerce, items },
  });
}

const poster: Item = { item_id: '5101', item_name: 'Exhibition poster Light and Line (A1)', item_category: 'merchandise', price: 15, quantity: 2 };
const book: Item = { item_id: '5004', item_name: "Children's book: The Colour Detectives", item_category: 'merchandise', price: 14.9, quantity: 1 };
const pencil: Item = { item_id: '5200', item_name: 'Pencil', item_category: 'merchandise', price: 0.1, quantity: 3 };
/** Item names are untrusted input: this one would run in a page that did not escape it. */
export const HOSTILE_NAME = 'Monet <script>alert("x")</script> & "Co"';
const tickets: Item = { item_id: '3101-1', item_name: HOSTILE_NAME, item_category: 'ticket', price: 18, quantity: 2 };
const list = (session: string) => line('view_item_list', session, { item_list_id: 'shop' }, [{ ...poster, price: undefined, quantity: undefined, index: 0 }]);
const basket = (items: Item[], value: number) => ({ value, items });
const at = (event: string, session: string, b: { value: number; items: Item[] }, more: Record<string, unknown> = {}) =>
  line(event, session, { value: b.value, ...more }, b.items);

function build(): string[] {
  seq = 0;
  const aBasket = basket([poster], 30);
  const aPaid = basket([poster, book, pencil], 45.2);
  const bBasket = basket([tickets], 36);
  const bPurchase = at('purchase', 's-b', bBasket, { transaction_id: 'B-2', tax: 2.36, shipping: 0 });
  return [
    list('s-a'),
    at('view_item', 's-a', basket([{ ...poster, quantity: 1 }], 15)),
    at('add_to_cart', 's-a', aBasket),
    at('view_item', 's-b', basket([{ ...tickets, quantity: 1 }], 18)),
    list('s-c'),
    at('view_cart', 's-a', aPaid),
    at('begin_checkout', 's-a', aPaid),
    at('add_shipping_info', 's-a', aPaid, { shipping_tier: 'DE' }),
    at('add_payment_info', 's-a', aPaid, { payment_type: 'Credit card' }),
    at('purchase', 's-a', aPaid, { transaction_id: 'B-1', tax: 7.22, shipping: 4.9 }),
    at('add_to_cart', 's-b', bBasket),
    at('view_cart', 's-b', bBasket),
    at('begin_checkout', 's-b', bBasket),
    at('add_payment_info', 's-b', bBasket, { payment_type: 'PayPal' }),
    bPurchase,
    bPurchase,
    at('view_item', 's-c', basket([{ ...book }], 14.9)),
    at('add_to_cart', 's-c', basket([book], 14.9)),
    at('view_cart', 's-c', basket([book], 14.9)),
    list('s-d'),
    line('select_item', 's-d', { item_list_id: 'shop' }, [{ item_id: '5101', item_name: poster.item_name, item_category: 'merchandise', index: 0 }]),
    list('s-e'),
    at('view_item', 's-e', basket([{ ...poster, quantity: 1 }], 15)),
    at('add_to_cart', 's-e', basket([{ ...poster, quantity: 1 }], 15)),
    at('remove_from_cart', 's-e', basket([{ ...poster, quantity: 1 }], 15)),
  ];
}

/** The stream's lines, one JSON object each. */
export const handBuiltLines: readonly string[] = build();

/** The stream as an NDJSON file holds it. */
export const handBuiltStream = handBuiltLines.join('\n') + '\n';

/** Sessions that got at least this far (their furthest step), and sessions with the step's own event. */
export const handBuiltFunnel = [
  { step: 'view_item_list', sessions: 5, sessionsWithEvent: 4 },
  { step: 'view_item', sessions: 4, sessionsWithEvent: 4 },
  { step: 'add_to_cart', sessions: 4, sessionsWithEvent: 4 },
  { step: 'view_cart', sessions: 3, sessionsWithEvent: 3 },
  { step: 'begin_checkout', sessions: 2, sessionsWithEvent: 2 },
  { step: 'add_shipping_info', sessions: 2, sessionsWithEvent: 1 },
  { step: 'add_payment_info', sessions: 2, sessionsWithEvent: 2 },
  { step: 'purchase', sessions: 2, sessionsWithEvent: 2 },
];

/**
 * `npm run tracking:sample`: writes fixtures/tracking/sample.ndjson, the analysts' sample of the
 * stream (docs/tracking.md): a scripted visit against the sandbox over HTTP with the real API
 * client and runtime, consent given: the events list, the shop's list and a product, a group
 * tour booked, a count changed, the basket viewed, shipping chosen, the payment step reached and
 * a payment type chosen, a line removed.
 * The clock is fixed, so the file only changes when the stream does; `src/tracking/schema.test.ts`
 * checks every line against docs/tracking.schema.json.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sequentialRandom } from '../helpers/fakes';
import { trackingEvents } from '../../src/tracking/tracker';
import type { TrackingEvent } from '../../src/tracking/ga4';
import { bookGroupTour303, until, withSandboxRuntime } from '../helpers/sandbox-runtime';

/** Polls: the tracked event follows the state change that waits for it. */
async function tracked(events: readonly TrackingEvent[], predicate: (e: TrackingEvent) => boolean): Promise<void> {
  for (let waited = 0; !events.some(predicate); waited += 20) {
    if (waited > 10_000) throw new Error('the tracked event did not come');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main(): Promise<void> {
  const events = await withSandboxRuntime({ random: sequentialRandom('sample') }, async (runtime) => {
    const events: TrackingEvent[] = [];
    // Items named by id from the reference names, as the shop does (tracking/line-names.ts).
    const names = runtime.names;
    trackingEvents(runtime.commit$, { lang: 'en', ...(names ? { lineNames: () => names.store.in('en') } : {}) }).subscribe((e) => events.push(e));
    runtime.dispatch({ type: 'AcceptCookies' });

    runtime.dispatch({ type: 'OpenEventList' });
    await tracked(events, (e) => e.ecommerce.item_list_id === 'events');
    runtime.dispatch({ type: 'OpenMerchandiseList', kind: 'shop', category: null });
    await tracked(events, (e) => e.ecommerce.item_list_id === 'shop');
    runtime.dispatch({ type: 'SelectItem', list: 'shop', index: 0, itemId: 5101, category: 'merchandise' });
    runtime.dispatch({ type: 'OpenProduct', articleId: 5101 });
    await tracked(events, (e) => e.event === 'view_item');
    runtime.dispatch({ type: 'SetProductQuantity', articleId: 5101, quantity: 2 });
    runtime.dispatch({ type: 'AddProductToBasket', articleId: 5101 });
    await until(runtime, (s) => s.cart.lines.length === 1);

    await bookGroupTour303(runtime);

    const poster = runtime.state$.value.cart.lines[0]!;
    runtime.dispatch({ type: 'ChangeCartLineCount', lineId: poster.lineId, count: 3 });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    runtime.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    // The country is reported once the checkout began and its costs are known (GA4's order).
    await tracked(events, (e) => e.event === 'add_shipping_info');
    runtime.dispatch({ type: 'ChoosePaymentMethod', payart: 1 });
    await tracked(events, (e) => e.event === 'add_payment_info');
    runtime.dispatch({ type: 'RemoveCartLine', lineId: poster.lineId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return events;
  });

  const out = join(__dirname, '../../fixtures/tracking/sample.ndjson');
  writeFileSync(out, events.map((e) => JSON.stringify(e)).join('\n') + '\n');
  console.log(`wrote ${events.length} events to fixtures/tracking/sample.ndjson: ${[...new Set(events.map((e) => e.event))].join(', ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});

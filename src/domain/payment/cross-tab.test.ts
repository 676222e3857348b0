import { memoryStorage } from '../../bus/deps';
import { AccountEvents, CartEvents, cents, type DomainEvent } from '../../messages';
import * as PaymentEvents from '../../messages/events/payment';
import { createRuntime } from '../../engine/runtime';
import { allAreas } from '../../app/areas/all';
import { paymentArea } from '../../app/areas/payment';
import { rootFold } from '../../app/areas/all';
import { markTab } from '../../event-log/tab';
import { openSessionLog } from '../../event-log/session-log';
import { fakeApi, httpError, ok } from '../../../test/helpers/fake-api';
import { testDeps } from '../../../test/helpers/runtime-deps';
import { duplicate, envelopes, memoryNavigator, sequentialRandom, type MemoryStorage } from '../../../test/helpers/fakes';
import { count, merchandiseLine } from '../../../test/helpers/lines';
import { ledgerHub, type PaymentLedger } from './ledger-records';
import { refusalBeforeInit } from './decide';
import { payView, returnView } from './views';

/**
 * Tabs of one visitor (issue 26): a duplicated tab copies the session, then each goes its own
 * way; the payment ledger (here a shared hub, in the browser localStorage and a
 * BroadcastChannel) tells each what the others paid. One booking per basket.
 */

const poster = () => merchandiseLine({ id: 5101, name: 'Poster', price: cents(1500), count: count(1) });
const article = ok({ id: 5101, name: 'Poster', price: cents(1500), vat_value: 19, stock: 10, product_kind_ref: 1, sequence_no: 1 });

/** The sandbox's side of it: provider carts, one booking each, 410 after that. */
function server() {
  let next = 1;
  const carts = new Map<string, 'pending' | 'paid' | 'canceled'>();
  const bookings: string[] = [];
  const api = fakeApi({
    merchandiseSingle: article,
    paymentInit: () => {
      const cartId = `C${next++}`;
      carts.set(cartId, 'pending');
      return ok({ url: `/sandbox-pay/${cartId}`, cartId });
    },
    paymentExec: (params: unknown) => {
      const cartId = String((params as { body: { cartId: string } }).body.cartId);
      if (carts.get(cartId) !== 'pending') return httpError(410, { code: 'CART_NOT_FOUND' });
      carts.set(cartId, 'paid');
      bookings.push(cartId);
      return ok({ booking_id: 700000 + bookings.length, has_tickets: 0 as const });
    },
    paymentCancel: (params: unknown) => {
      const cartId = String((params as { query: { cartId: string } }).query.cartId);
      if (carts.get(cartId) !== 'pending') return httpError(410);
      carts.set(cartId, 'canceled');
      return ok(true as const);
    },
  });
  return { api, carts, bookings };
}

type Server = ReturnType<typeof server>;

/** A tab: the real runtime over its own session storage, on `path`, with its view of the ledger. */
function tab(storage: MemoryStorage, backend: Server, ledger: PaymentLedger, path = '/de/checkout?step=payment', prefix = `t${Math.random()}`) {
  const navigator = memoryNavigator(path);
  const left: string[] = [];
  const deps = { ...testDeps({ storage, random: sequentialRandom(prefix) }), api: backend.api.api, navigator, leaveTo: (url: string) => void left.push(url), paymentLedger: ledger };
  const runtime = createRuntime({ areas: allAreas, deps, epics: { payment: paymentArea.epics.payment! } });
  const events: DomainEvent[] = [];
  runtime.event$.subscribe((e) => events.push({ type: e.type, data: e.data } as DomainEvent));
  return { runtime, storage, navigator, left, events, state: () => runtime.state$.value };
}
type Tab = ReturnType<typeof tab>;

/** The page is left (the provider, a reload): the tab comes back with its log and its id. */
function comeBack(t: Tab, backend: Server, ledger: PaymentLedger, path: string): Tab {
  t.runtime.stop();
  markTab(t.storage, t.runtime.tab, false);
  return tab(t.storage, backend, ledger, path);
}

function basketStorage(): MemoryStorage {
  const storage = memoryStorage();
  const log = openSessionLog({ storage, fold: rootFold });
  const seed = [CartEvents.CartLineAdded.create({ line: poster() }), AccountEvents.CustomerSignedIn.create({ guest: false }), PaymentEvents.PaymentTermsSet.create({ accepted: true })];
  for (const e of envelopes(seed, { tab: 'seed' })) log.append(e);
  return storage;
}

const pay = { type: 'StartPayment', payart: 78 } as const;
const cartIdOf = (t: Tab): string => t.state().payment.attempt?.cartId ?? '';

/** Pays in `t` all the way: init, provider approves, exec. Returns the tab after its return. */
function payThrough(t: Tab, backend: Server, ledger: PaymentLedger): Tab {
  t.runtime.dispatch(pay);
  const cartId = cartIdOf(t);
  const back = comeBack(t, backend, ledger, `/de/checkout/accepted?status=accepted&cartId=${cartId}`);
  back.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId });
  back.runtime.dispatch({ type: 'CompleteOrder' });
  return back;
}

describe('one booking per basket across tabs', () => {
  it('a duplicate pays; the original, open all along, says so with the booking number and does not pay again until asked', () => {
    const hub = ledgerHub();
    const backend = server();
    const storage = basketStorage();
    const original = tab(storage, backend, hub.ledger());
    const copy = tab(duplicate(storage), backend, hub.ledger());
    expect(copy.runtime.tab).not.toBe(original.runtime.tab);

    const paid = payThrough(copy, backend, hub.ledger());
    expect(paid.state().payment.order?.bookingId).toBe('700001');
    const view = payView(original.state().payment, original.state().cart, original.runtime.tab, false);
    expect(view).toEqual({ kind: 'booked', bookingId: '700001', where: 'otherTab', all: true });
    original.runtime.dispatch(pay);
    expect(original.events.at(-1)).toEqual(PaymentEvents.PaymentRefused.create({ attemptId: null, reason: 'BASKET_ALREADY_PAID', client: true }));
    expect(backend.api.calls.filter((c) => c.name === 'paymentInit')).toHaveLength(1);

    // On purpose: the same items again, a second order.
    original.runtime.dispatch({ type: 'ReopenBasket' });
    const second = payThrough(original, backend, hub.ledger());
    expect(backend.api.calls.filter((c) => c.name === 'paymentInit')).toHaveLength(2);
    expect(second.state().payment.order?.bookingId).toBe('700002');
    expect(backend.bookings).toHaveLength(2);
  });

  it('a tab opened or reloaded after the other paid learns it from the ledger at start', () => {
    const hub = ledgerHub();
    const backend = server();
    const storage = basketStorage();
    const copyStorage = duplicate(storage);
    payThrough(tab(copyStorage, backend, hub.ledger()), backend, hub.ledger());
    // The original was not open while the copy paid (its page was in the back-forward cache, say).
    const original = tab(storage, backend, hub.ledger());
    expect(refusalBeforeInit(pay, original.state(), original.runtime.tab)).toBe('BASKET_ALREADY_PAID');
    const seen = (t: Tab) => t.runtime.log.document().events.filter((e) => e.type === 'PaymentSeenElsewhere');
    expect(seen(original)).toHaveLength(1);
    // Read again on the next start: known, not a second fact.
    const again = comeBack(original, backend, hub.ledger(), '/de/checkout');
    expect(seen(again)).toHaveLength(1);
  });

  it('while the other tab is at the provider this one waits; "pay here instead" cancels that payment first, and its return explains', () => {
    const hub = ledgerHub();
    const backend = server();
    const storage = basketStorage();
    const original = tab(storage, backend, hub.ledger());
    let copy = tab(duplicate(storage), backend, hub.ledger());
    copy.runtime.dispatch(pay);
    const theirs = cartIdOf(copy);
    expect(payView(original.state().payment, original.state().cart, original.runtime.tab, false)).toEqual({ kind: 'elsewhere' });
    original.runtime.dispatch(pay);
    expect(original.state().payment.refusal?.reason).toBe('PAYMENT_IN_OTHER_TAB');

    original.runtime.dispatch({ type: 'PayHereInstead' });
    expect(backend.carts.get(theirs)).toBe('canceled');
    expect(payView(original.state().payment, original.state().cart, original.runtime.tab, false)).toEqual({ kind: 'pay', covered: false });
    const mine = payThrough(original, backend, hub.ledger());
    expect(mine.state().payment.attempt?.stage).toBe('paid');

    // The copy comes back from the provider: its payment was ended by the other tab.
    copy = comeBack(copy, backend, hub.ledger(), `/de/checkout/accepted?status=accepted&cartId=${theirs}`);
    copy.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: theirs });
    copy.runtime.dispatch({ type: 'CompleteOrder' });
    expect(copy.state().payment.attempt).toMatchObject({ stage: 'canceled', reason: 'TAKEN_OVER' });
    expect(returnView('accepted', 'accepted', theirs, copy.state().payment, copy.runtime.tab)).toEqual({ kind: 'paidElsewhere', bookingId: '700001' });
    expect(backend.bookings).toHaveLength(1);
  });

  it('two tabs pressing "Pay" at once: the ledger claim lets one through', () => {
    const hub = ledgerHub();
    const backend = server();
    const storage = basketStorage();
    const a = tab(storage, backend, hub.ledger());
    const b = tab(duplicate(storage), backend, hub.ledger());
    a.runtime.dispatch(pay);
    b.runtime.dispatch(pay);
    expect(backend.api.calls.filter((c) => c.name === 'paymentInit')).toHaveLength(1);
    expect(b.state().payment.refusal?.reason).toBe('PAYMENT_IN_OTHER_TAB');
  });

  it('an approval in a tab whose lines another tab booked meanwhile is released, not booked twice', () => {
    const hub = ledgerHub();
    const backend = server();
    const storage = basketStorage();
    // The copy started a payment without the shared ledger (no localStorage in that tab, say),
    // the original paid meanwhile, and the copy comes back to a page that has it.
    const copy = tab(duplicate(storage), backend, ledgerHub().ledger());
    copy.runtime.dispatch(pay);
    const theirs = cartIdOf(copy);
    payThrough(tab(storage, backend, hub.ledger()), backend, hub.ledger());
    const back = comeBack(copy, backend, hub.ledger(), `/de/checkout/accepted?status=accepted&cartId=${theirs}`);
    back.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: theirs });
    back.runtime.dispatch({ type: 'CompleteOrder' });
    expect(backend.api.calls.filter((c) => c.name === 'paymentExec')).toHaveLength(1);
    expect(backend.carts.get(theirs)).toBe('canceled');
    expect(returnView('accepted', 'accepted', theirs, back.state().payment, back.runtime.tab)).toEqual({ kind: 'paidElsewhere', bookingId: '700001' });
    expect(backend.bookings).toHaveLength(1);
  });
});

import { BehaviorSubject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type * as E from 'fp-ts/Either';
import { memoryStorage } from '../../bus/deps';
import { AccountEvents, CartEvents, cents, type Command, type DomainEvent } from '../../messages';
import * as PaymentEvents from '../../messages/events/payment';
import type { ApiError } from '../../api/errors';
import { createRuntime } from '../../engine/runtime';
import { allAreas } from '../../app/areas/all';
import { paymentArea, privateParts } from '../../app/areas/payment';
import { soloLedger } from './ledger-records';
import type { RootState } from '../../engine/root-state';
import { rootFold } from '../../app/areas/all';
import { routePath } from '../../routing/route-paths';
import { mayExecute, paymentEpic, providerUrl, refusalBeforeInit, type PaymentDeps } from './epics';
import { initialPayment, reducePayment, type PaymentState } from './read-model';
import { fakeApi, httpError, networkError, ok } from '../../../test/helpers/fake-api';
import { testDeps } from '../../../test/helpers/runtime-deps';
import { stopAfterEach } from '../../../test/helpers/started-runtimes';
import { duplicate, envelopes, memoryNavigator, sequentialRandom } from '../../../test/helpers/fakes';
import { count, merchandiseLine, voucherCodeLine } from '../../../test/helpers/lines';
import { markTab } from '../../event-log/tab';
import { hydrate } from '../../event-log/hydrate';
import { openSessionLog } from '../../event-log/session-log';
import type { CustomerData } from '../../api/codecs/customer-data';
import { recipientOf } from './recipient';

const ORIGIN = 'http://localhost';
const poster = () => merchandiseLine({ id: 5101, name: 'Poster', price: cents(1500), count: count(1) });

type Replies = Parameters<typeof fakeApi>[0];

// The retries' and the status checks' timers run on the real clock.
const started = stopAfterEach();

/**
 * The real runtime with the payment epic only: events fold into the real read models, the log
 * is stored, the tab id is the runtime's. `leaveTo` records where the browser was sent.
 */
function shop(replies: Replies, options: { storage?: ReturnType<typeof memoryStorage>; path?: string; returnUrl?: (path: string) => string; email?: string } = {}) {
  const storage = options.storage ?? memoryStorage();
  const api = fakeApi({ merchandiseSingle: ok({ id: 5101, name: 'Poster', price: cents(1500), vat_value: 19, stock: 10, product_kind_ref: 1, sequence_no: 1 }), ...replies });
  const navigator = memoryNavigator(options.path ?? '/de/checkout?step=payment');
  const left: string[] = [];
  const base = testDeps({ storage, random: sequentialRandom(`r${Math.random()}`) });
  // The signed-in customer lives in the auth store, outside the log; only its address matters here.
  const auth = options.email ? { ...base.auth, current: () => ({ token: 'jwt', customer: { email: options.email } as CustomerData }) } : base.auth;
  const deps = { ...base, auth, api: api.api, navigator, leaveTo: (url: string) => void left.push(url), ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}) };
  const runtime = started(
    createRuntime({
      areas: allAreas,
      deps,
      epics: { payment: paymentArea.epics.payment! },
    }),
  );
  const events: DomainEvent[] = [];
  runtime.event$.subscribe((e) => events.push({ type: e.type, data: e.data } as DomainEvent));
  return { runtime, api, storage, navigator, left, events, state: () => runtime.state$.value };
}

const seed = (storage: ReturnType<typeof memoryStorage>, events: DomainEvent[]) => {
  const log = openSessionLog({ storage, fold: rootFold });
  for (const e of envelopes(events, { tab: 'seed' })) log.append(e);
};

const basket = [CartEvents.CartLineAdded.create({ line: poster() }), AccountEvents.CustomerSignedIn.create({ guest: false })];
const pay = (extra: Partial<Extract<Command, { type: 'StartPayment' }>> = {}): Command => ({ type: 'StartPayment', payart: 78, ...extra });
const payEvents = (events: DomainEvent[]) => events.filter((e) => e.type.startsWith('Payment') || e.type.startsWith('Cart') || e.type === 'BasketChecked');

describe('payment init', () => {
  it('the shop refuses before any call: terms, method, login, direct debit fields, IBAN, problems', () => {
    const storage = memoryStorage();
    seed(storage, basket);
    const s = shop({}, { storage });
    s.runtime.dispatch(pay());
    expect(s.state().payment.refusal).toEqual({ reason: 'TERMS_NOT_ACCEPTED', client: true });
    s.runtime.dispatch({ type: 'SetPaymentTerms', accepted: true });
    s.runtime.dispatch(pay({ payart: 0 }));
    expect(s.state().payment.refusal?.reason).toBe('NO_METHOD');
    s.runtime.dispatch(pay({ payart: 74, directDebit: { accountHolder: ' ', iban: 'DE89370400440532013000' } }));
    expect(s.state().payment.refusal?.reason).toBe('ACCOUNT_HOLDER_MISSING');
    s.runtime.dispatch(pay({ payart: 164, directDebit: { accountHolder: 'Anna Becker', iban: 'DE89 3704 0044 0532 0130 01' } }));
    expect(s.state().payment.refusal?.reason).toBe('INVALID_IBAN');
    expect(s.api.calls.filter((c) => c.name === 'paymentInit')).toHaveLength(0);
  });

  it('login is needed, except for a wallet; an empty basket is refused', () => {
    const storage = memoryStorage();
    seed(storage, [CartEvents.CartLineAdded.create({ line: poster() }), PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
    const state = shop({}, { storage }).state();
    expect(refusalBeforeInit({ type: 'StartPayment', payart: 78 }, state)).toBe('LOGIN_REQUIRED');
    expect(refusalBeforeInit({ type: 'StartPayment', payart: 78, wallet: 'APPLEPAY' }, state)).toBeNull();
    expect(refusalBeforeInit({ type: 'StartPayment', payart: 78, wallet: 'APPLEPAY' }, { ...state, cart: { ...state.cart, lines: [voucherCodeLine()] } })).toBe('CART_EMPTY');
    const problems = { ...state.payment, problems: [{ lineId: state.cart.lines[0]!.lineId, kind: 'soldOut' as const }] };
    expect(refusalBeforeInit({ type: 'StartPayment', payart: 78, wallet: 'APPLEPAY' }, { ...state, payment: problems })).toBe('BASKET_HAS_PROBLEMS');
    // A new price the basket check could not put on its line: paying would charge another price than shown.
    const priceOnly = { ...state.payment, problems: [{ lineId: state.cart.lines[0]!.lineId, kind: 'priceChanged' as const, price: cents(1800) }] };
    expect(refusalBeforeInit({ type: 'StartPayment', payart: 78, wallet: 'APPLEPAY' }, { ...state, payment: priceOnly })).toBe('BASKET_HAS_PROBLEMS');
  });

  it('200: started, the cart id assigned, the browser sent to the provider; the body is the cart v1 with the return URLs', () => {
    const storage = memoryStorage();
    seed(storage, [...basket, PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
    storage.setItem('partner', 'hotel-am-kai');
    const s = shop({ paymentInit: ok({ url: '/sandbox-pay/abc', cartId: 4711 }) }, { storage });
    s.runtime.dispatch(pay());
    expect(payEvents(s.events).map((e) => e.type)).toEqual(['PaymentStarted', 'CartErrorCleared', 'PaymentRedirected', 'CartIdAssigned']);
    expect(s.left).toEqual(['/sandbox-pay/abc']);
    expect(s.state().cart.cartId).toBe('4711');
    expect(s.state().payment.attempt).toMatchObject({ stage: 'redirected', cartId: '4711', payart: 78, returnTo: 'accepted', tab: s.runtime.tab });
    const body = s.api.calls.find((c) => c.name === 'paymentInit')?.params as { body: Record<string, unknown> };
    expect(body.body).toMatchObject({
      payart: 78,
      aux: { partner: 'hotel-am-kai' },
      cart: { ver: 1, send_invoice: 1, external_document_number: null },
      url: { continue: `${ORIGIN}/de/checkout/accepted`, cancel: `${ORIGIN}/de/checkout/canceled` },
    });
  });

  it('embedded, the provider returns to the host page: the return URLs are the embedding’s (issue 32)', () => {
    const storage = memoryStorage();
    seed(storage, [...basket, PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
    const returnUrl = (path: string) => `https://museum.example/visit#foyer=${encodeURIComponent(path)}`;
    const s = shop({ paymentInit: ok({ url: '/sandbox-pay/abc', cartId: 4711 }) }, { storage, returnUrl });
    s.runtime.dispatch(pay());
    const body = s.api.calls.find((c) => c.name === 'paymentInit')?.params as { body: Record<string, unknown> };
    expect(body.body).toMatchObject({ url: { continue: returnUrl('/de/checkout/accepted'), cancel: returnUrl('/de/checkout/canceled') } });
  });

  it('the confirmed order review returns to checkout/success', () => {
    const storage = memoryStorage();
    seed(storage, [...basket, PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
    const s = shop({ paymentInit: ok({ url: 'https://pay.example/x', cartId: 'C1' }) }, { storage });
    s.runtime.dispatch(pay({ confirmed: true }));
    const body = s.api.calls.find((c) => c.name === 'paymentInit')?.params as { body: { url: { continue: string } } };
    expect(body.body.url.continue).toBe(`${ORIGIN}/de/checkout/success`);
    expect(s.left).toEqual(['https://pay.example/x']);
  });

  it('422: refused with the server code, the basket shows it, the lines are checked again', () => {
    const storage = memoryStorage();
    seed(storage, [...basket, PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
    const s = shop(
      {
        paymentInit: httpError(422, { error: 'OUT_OF_STOCK' }),
        merchandiseSingle: ok({ id: 5101, name: 'Poster', price: cents(1500), vat_value: 19, stock: 0, product_kind_ref: 1, sequence_no: 1 }),
      },
      { storage },
    );
    s.runtime.dispatch(pay());
    expect(s.state().payment.refusal).toEqual({ reason: 'OUT_OF_STOCK', client: false });
    expect(s.state().cart.error).toBe('OUT_OF_STOCK');
    expect(s.state().payment.problems).toEqual([{ lineId: s.state().cart.lines[0]!.lineId, kind: 'outOfStock' }]);
    expect(s.left).toEqual([]);
  });

  it('init timing out is refused as TIMEOUT: nothing was paid, and the text says so (issue 29)', () => {
    const storage = memoryStorage();
    seed(storage, [...basket, PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
    const s = shop({ paymentInit: { _tag: 'Left', left: { kind: 'Network', message: 'no answer within 45000 ms', timedOut: true } } as E.Either<ApiError, never> }, { storage });
    s.runtime.dispatch(pay());
    expect(s.state().payment.refusal).toEqual({ reason: 'TIMEOUT', client: false });
    expect(s.state().payment.attempt?.stage).not.toBe('executing');
    expect(s.left).toEqual([]);
  });

  it('a provider address that is not http(s) or our own path is refused', () => {
    expect(providerUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(providerUrl('data:text/html,x', ORIGIN)).toBeNull();
    expect(providerUrl('//evil.example/pay', ORIGIN)).toBeNull();
    expect(providerUrl('/sandbox-pay/1', ORIGIN)).toBe('/sandbox-pay/1');
    expect(providerUrl('https://pay.example/1', ORIGIN)).toBe('https://pay.example/1');
  });

  it('exhaustMap: a double click or Enter on Pay sends exactly one init (marbles)', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ hot, cold, expectObservable, flush }) => {
      const storage = memoryStorage();
      seed(storage, [...basket, PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
      const state = shop({}, { storage }).state();
      const api = fakeApi({ paymentInit: () => cold<E.Either<ApiError, { url: string; cartId: string }>>('----r|', { r: ok({ url: '/p', cartId: 'C9' }) }) });
      const left: string[] = [];
      const deps: PaymentDeps = {
        api: api.api,
        clock: { now: () => 0 },
        random: sequentialRandom('a'),
        navigator: memoryNavigator('/de/checkout'),
        tab: 'T',
        private: privateParts(memoryStorage()),
        routePath: (name) => routePath('de', name),
        leaveTo: (url) => void left.push(url),
        ledger: soloLedger(),
        storage: memoryStorage(),
        endGuestSession: () => undefined,
      };
      const out = paymentEpic(hot<Command>('-pp-p', { p: pay() }), new BehaviorSubject<RootState>(state), deps);
      expectObservable(out).toBe('-(ab)(cd)', {
        a: PaymentEvents.PaymentStarted.create({ attemptId: 'a-1', payart: 78, wallet: null, returnTo: 'accepted', lineIds: [state.cart.lines[0]!.lineId] }),
        b: CartEvents.CartErrorCleared.create({}),
        c: PaymentEvents.PaymentRedirected.create({ attemptId: 'a-1', cartId: 'C9' }),
        d: CartEvents.CartIdAssigned.create({ cartId: 'C9' }),
      });
      flush();
      expect(api.calls.filter((c) => c.name === 'paymentInit')).toHaveLength(1);
      expect(left).toEqual(['/p']);
    });
  });
});

/** A tab that went to the provider: basket, terms, and an attempt redirected with cart C1. */
function returnedShop(replies: Replies, options: { confirmed?: boolean; lines?: DomainEvent[]; email?: string } = {}) {
  const storage = memoryStorage();
  seed(storage, [...basket, ...(options.lines ?? []), PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
  const first = shop({ paymentInit: ok({ url: '/sandbox-pay/1', cartId: 'C1' }) }, { storage });
  first.runtime.dispatch(pay({ confirmed: options.confirmed ?? false }));
  // The provider page was a full page load: the tab comes back with its log and its id.
  first.runtime.stop();
  markTab(storage, first.runtime.tab, false);
  return shop(replies, { storage, path: '/de/checkout/accepted?status=accepted&cartId=C1', ...(options.email ? { email: options.email } : {}) });
}

const booked = ok({ booking_id: 700001, has_tickets: 0 as const });

describe('return from the provider and exec', () => {
  it('accepted: the prompt, then one exec; the booking id, the basket cleared, on to success', () => {
    const s = returnedShop({ paymentExec: booked });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    expect(s.state().payment.attempt?.stage).toBe('returned');
    expect(s.api.calls.some((c) => c.name === 'paymentExec')).toBe(false);
    s.runtime.dispatch({ type: 'CompleteOrder' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    const execs = s.api.calls.filter((c) => c.name === 'paymentExec');
    expect(execs).toHaveLength(1);
    const query = (execs[0]?.params as { query: { us: string; sessionUs: string; srcURL: string }; body: unknown }).query;
    expect(query.us).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(query.srcURL).toBe(`${ORIGIN}/de/checkout/accepted?status=accepted&cartId=C1`);
    expect((execs[0]?.params as { body: unknown }).body).toEqual({ cartId: 'C1' });
    expect(s.state().payment.order).toMatchObject({ bookingId: '700001', hasTickets: false, items: [{ name: 'Poster', totalPrice: 1500 }] });
    expect(s.state().cart.lines).toEqual([]);
    expect(s.navigator.path()).toBe('/de/checkout/success');
  });

  it('the order keeps what was paid, how, and each voucher code’s use and rest; the address stays outside the log (issue 31)', () => {
    const code = voucherCodeLine({ available: cents(1000), barcode: 'GIFT-7' });
    const s = returnedShop({ paymentExec: booked }, { lines: [CartEvents.CartLineAdded.create({ line: code })], email: 'anna@example.org' });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    const completed = s.events.find((e) => e.type === 'PaymentCompleted');
    expect(completed?.data).toMatchObject({ paid: 500, payart: 78, codes: [{ lineId: code.lineId, barcode: 'GIFT-7', used: 1000, remaining: 0 }] });
    expect(s.state().payment.order).toMatchObject({ paid: 500, payart: 78, codes: [{ barcode: 'GIFT-7', used: 1000, remaining: 0 }] });
    expect(recipientOf(s.storage, '700001')).toBe('anna@example.org');
    expect(recipientOf(s.storage, '700002')).toBeNull();
    expect(JSON.stringify([...s.storage.map.entries()].filter(([key]) => key !== 'foyer:confirmation-to'))).not.toContain('anna@example.org');
  });

  it('a reload of the accepted page does not exec again, nor does a second ReturnFromPayment', () => {
    const s = returnedShop({ paymentExec: booked });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    s.runtime.stop();
    markTab(s.storage, s.runtime.tab, false);
    const again = shop({ paymentExec: booked }, { storage: s.storage, path: '/de/checkout/accepted?status=accepted&cartId=C1' });
    again.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    again.runtime.dispatch({ type: 'CompleteOrder' });
    expect(again.api.calls.filter((c) => c.name === 'paymentExec')).toHaveLength(0);
    expect(again.state().payment.attempt?.stage).toBe('paid');
  });

  it('a duplicated tab of the return page never executes the payment (fork detection)', () => {
    const s = returnedShop({ paymentExec: booked });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    // The browser copies sessionStorage into the duplicate while the original is still open.
    const copy = shop({ paymentExec: booked }, { storage: duplicate(s.storage), path: '/de/checkout/accepted?status=accepted&cartId=C1' });
    expect(copy.runtime.tab).not.toBe(s.runtime.tab);
    copy.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    copy.runtime.dispatch({ type: 'CompleteOrder' });
    expect(copy.api.calls.filter((c) => c.name === 'paymentExec')).toHaveLength(0);
    expect(mayExecute(copy.state().payment, copy.runtime.tab)).toBe(false);
  });

  it('the confirmed flow completes on the success page at once', () => {
    const s = returnedShop({ paymentExec: booked }, { confirmed: true });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'success', status: 'accepted', cartId: 'C1' });
    expect(s.api.calls.filter((c) => c.name === 'paymentExec')).toHaveLength(1);
    expect(s.state().payment.attempt?.stage).toBe('paid');
  });

  it('the provider reports a failure: failed, and on to checkout/failed; another cart id changes nothing', () => {
    const other = returnedShop({});
    other.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'SOMEONE-ELSE' });
    expect(other.state().payment.attempt?.stage).toBe('redirected');
    const s = returnedShop({});
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'failed', cartId: 'C1' });
    expect(s.state().payment.attempt).toMatchObject({ stage: 'failed', reason: 'PROVIDER_FAILED' });
    expect(s.navigator.path()).toBe('/de/checkout/failed');
  });

  it.each([
    [httpError(422, { error: 'PAYMENT_FAILED' }), 'failed', 'PAYMENT_FAILED'],
    [httpError(422, { error: 'SOLD_OUT' }), 'failed', 'SOLD_OUT'],
    [httpError(400, { message: 'Something the server says' }), 'failed', 'HTTP_400'],
    [httpError(410, { code: 'ALREADY_PAID' }), 'gone', null],
    // No readable answer: the order may be booked (issue 26).
    [networkError(), 'uncertain', 'NETWORK_ERROR'],
    [{ _tag: 'Left', left: { kind: 'Network', message: 'no answer within 45000 ms', timedOut: true } }, 'uncertain', 'TIMEOUT'],
    [httpError(500), 'uncertain', 'HTTP_500'],
    [httpError(503, 'Service Unavailable'), 'uncertain', 'HTTP_503'],
    [httpError(404, 'Not Found'), 'uncertain', 'HTTP_404'],
    [httpError(422, { nothing: 'readable' }), 'uncertain', 'HTTP_422'],
    [{ _tag: 'Left', left: { kind: 'Decode', endpoint: 'paymentExec', messages: ['Expecting booking_id'] } }, 'uncertain', 'DECODE_ERROR'],
  ] as const)('exec answering %j → %s', (reply, stage, reason) => {
    const s = returnedShop({ paymentExec: reply as E.Either<ApiError, never> });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    expect(s.state().payment.attempt).toMatchObject({ stage, ...(reason ? { reason } : {}) });
    expect(s.state().cart.lines).toHaveLength(1);
  });

  it("an exec 400's sentence is kept and shown as the server wrote it (001 §8)", () => {
    const s = returnedShop({ paymentExec: httpError(400, { message: 'Karte abgelehnt vom Provider' }) });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    expect(s.state().payment.attempt).toMatchObject({ stage: 'failed', reason: 'HTTP_400', message: 'Karte abgelehnt vom Provider' });
  });

  it('after a lost answer the visitor (or the shop) asks again; a cart the first exec booked then answers 410: booked here, closed to paying again', () => {
    let answer: E.Either<ApiError, never> = networkError();
    const s = returnedShop({ paymentExec: () => answer });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    answer = httpError(410, { code: 'ALREADY_PAID' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    expect(s.api.calls.filter((c) => c.name === 'paymentExec')).toHaveLength(2);
    expect(s.state().payment.attempt?.stage).toBe('gone');
    expect(s.state().payment.booked).toEqual([{ lineIds: s.state().payment.attempt!.lineIds, bookingId: null, where: 'here', reopened: false }]);
    expect(refusalBeforeInit({ type: 'StartPayment', payart: 78 }, s.state(), s.runtime.tab)).toBe('BASKET_ALREADY_PAID');
  });

  it('cancel: the cancel call, the cart id forgotten, the basket kept; 410 → gone; only once', () => {
    const s = returnedShop({ paymentCancel: ok(true as const) });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'canceled', status: null, cartId: null });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'canceled', status: null, cartId: null });
    expect(s.api.calls.filter((c) => c.name === 'paymentCancel').map((c) => c.params)).toEqual([{ query: { cartId: 'C1' } }]);
    expect(s.state().payment.attempt?.stage).toBe('canceled');
    expect(s.state().cart.cartId).toBeNull();
    expect(s.state().cart.lines).toHaveLength(1);
    const gone = returnedShop({ paymentCancel: httpError(410) });
    gone.runtime.dispatch({ type: 'ReturnFromPayment', page: 'canceled', status: null, cartId: null });
    expect(gone.state().payment.attempt?.stage).toBe('gone');
  });
});

describe('payment read model', () => {
  it('a stored log of a whole payment replays to the same state, without any call', () => {
    const s = returnedShop({ paymentExec: booked });
    s.runtime.dispatch({ type: 'ReturnFromPayment', page: 'accepted', status: 'accepted', cartId: 'C1' });
    s.runtime.dispatch({ type: 'CompleteOrder' });
    const read = openSessionLog({ storage: duplicate(s.storage), fold: rootFold }).read();
    if (!read.ok) throw new Error(read.fault.message);
    const replayed = hydrate(read.value, rootFold);
    if (!replayed.ok) throw new Error(replayed.fault.message);
    expect(replayed.value.state.payment).toEqual(s.state().payment);
    expect(replayed.value.state.cart).toEqual(s.state().cart);
  });

  it('answers about another cart change nothing', () => {
    const meta = { seq: 1, at: 0, tab: 'T' };
    const started = reducePayment(initialPayment, PaymentEvents.PaymentStarted.create({ attemptId: 'a', payart: 78, wallet: null, returnTo: 'accepted', lineIds: [] }), meta);
    const redirected = reducePayment(started, PaymentEvents.PaymentRedirected.create({ attemptId: 'a', cartId: 'C1' }), meta);
    const foreign: PaymentState = reducePayment(redirected, PaymentEvents.PaymentGone.create({ cartId: 'C2' }), meta);
    expect(foreign).toBe(redirected);
    expect(reducePayment(redirected, PaymentEvents.PaymentRedirected.create({ attemptId: 'b', cartId: 'C3' }), meta)).toBe(redirected);
  });

  it('no IBAN, account holder or token ever reaches an event', () => {
    const storage = memoryStorage();
    seed(storage, [...basket, PaymentEvents.PaymentTermsSet.create({ accepted: true })]);
    storage.setItem('token', 'jwt-secret');
    const s = shop({ paymentInit: ok({ url: '/p', cartId: 'C1' }) }, { storage });
    s.runtime.dispatch(pay({ payart: 74, directDebit: { accountHolder: 'Anna Becker', iban: 'DE89 3704 0044 0532 0130 00' } }));
    const stored = [...s.storage.map.entries()].filter(([k]) => k.startsWith('foyer:log')).map(([, v]) => v).join('');
    for (const secret of ['DE89', '3704', 'Anna Becker', 'jwt-secret']) {
      expect(JSON.stringify(s.events)).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });
});

import { shippingEpic } from './epics';
import { uiEpic } from '../ui/epics';
import { shopRuntime } from '../../../test/helpers/shop-runtime';
import { httpError, wire, type Replies } from '../../../test/helpers/fake-api';
import { merchandiseLine, ticketLine, withoutId, count } from '../../../test/helpers/lines';
import { NEVER } from 'rxjs';
import { memoryStorage } from '../../bus/deps';

function shop(options: { auth?: { token: string | null; customer: unknown }; shipping?: Replies['shippingCosts']; storage?: ReturnType<typeof memoryStorage>; defaultCountry?: string } = {}) {
  return shopRuntime({
    epics: { shipping: shippingEpic, ui: uiEpic },
    ...(options.defaultCountry ? { defaultCountry: options.defaultCountry } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    replies: {
      shippingCosts: options.shipping ?? ((p) => (p.body.country === 'DE' || p.body.country === undefined ? wire('shippingCosts', 495) : httpError(422, { code: 'NO_SHIPPING_COSTS_FOR_COUNTRY' }))),
    },
  });
}

describe('shipping epic (000 §5, §7)', () => {
  it('no merchandise in the basket: no call, even with a country', () => {
    const s = shop();
    s.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    s.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) });
    expect(s.calls).toEqual([]);
    expect(s.state().cart.shippingCosts).toBeNull();
  });

  it('on the basket, a parcel due and no country chosen: the shop’s default country is chosen, once (000 §4)', () => {
    const s = shop({ defaultCountry: 'DE' });
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    // Not before the basket is open: the product page chooses nothing.
    expect(s.types()).not.toContain('ShippingCountryChosen');
    s.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    expect(s.events().filter((e) => e.type === 'ShippingCountryChosen')).toEqual([{ type: 'ShippingCountryChosen', data: { country: 'DE' } }]);
    expect(s.state().cart.shippingCosts).toBe(495);
    // The visitor's own choice stands; the default is not chosen again.
    s.dispatch({ type: 'ChooseShippingCountry', country: 'AT' });
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5002 })) });
    expect(s.events().filter((e) => e.type === 'ShippingCountryChosen').map((e) => e.data)).toEqual([{ country: 'DE' }, { country: 'AT' }]);
  });

  it('the payment step, tickets only, or a customer the server knows: no default is chosen', () => {
    const onPayment = shop({ defaultCountry: 'DE' });
    onPayment.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    onPayment.dispatch({ type: 'VisitRoute', route: 'checkout', params: { step: 'payment' } });
    const ticketsOnly = shop({ defaultCountry: 'DE' });
    ticketsOnly.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) });
    ticketsOnly.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    const known = shop({ defaultCountry: 'DE', auth: { token: 'jwt', customer: null } });
    known.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    known.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    for (const s of [onPayment, ticketsOnly, known]) expect(s.types()).not.toContain('ShippingCountryChosen');
  });

  it('merchandise but no known country: none', () => {
    const s = shop();
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(s.calls).toEqual([]);
  });

  it('merchandise and the form country: costs loaded, with the reduced cart and the country', () => {
    const s = shop();
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5001, count: count(2) })) });
    s.dispatch({ type: 'ChooseShippingCountry', country: 'de' });
    expect(s.calls).toEqual([{ name: 'shippingCosts', params: { body: { cart: [{ type: 'merchandise', id: 5001, count: 2 }], country: 'DE' } } }]);
    expect(s.events().at(-1)).toEqual({ type: 'ShippingCostsLoaded', data: { shippingCosts: 495, country: 'DE' } });
    expect(s.state().cart).toMatchObject({ shippingCosts: 495, shippingError: false, shippingCostsError: null });
  });

  it('recalculates when the lines change, and resets when the merchandise is gone', () => {
    const s = shop();
    s.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    s.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine({ datetime: '2030-01-10 10:00:00' })) });
    expect(s.calls).toHaveLength(2);
    expect(s.calls[1]).toMatchObject({ params: { body: { cart: [{ type: 'merchandise' }, { type: 'ticket', datetime: '2030-01-10 10:00:00' }] } } });
    const merch = s.state().cart.lines[0];
    s.dispatch({ type: 'RemoveCartLine', lineId: merch?.lineId ?? '' });
    expect(s.types().slice(-2)).toEqual(['CartLineRemoved', 'ShippingCostsReset']);
    expect(s.state().cart.shippingCosts).toBeNull();
  });

  it('a failure sets the cost to none and stores the code', () => {
    const s = shop();
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    s.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    s.dispatch({ type: 'ChooseShippingCountry', country: 'US' });
    expect(s.events().at(-1)).toEqual({ type: 'ShippingCostsLoadFailed', data: { code: 'NO_SHIPPING_COSTS_FOR_COUNTRY', country: 'US' } });
    expect(s.state().cart).toMatchObject({ shippingCosts: null, shippingError: true, shippingCostsError: 'NO_SHIPPING_COSTS_FOR_COUNTRY' });
  });

  it("logged in: the customer's country counts, and the body carries no country (the token goes as _)", () => {
    const customer = { addrBilling: { country: 'AT' }, addrShipping: null };
    const s = shop({ auth: { token: 'jwt', customer } });
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5001 })) });
    expect(s.calls).toEqual([{ name: 'shippingCosts', params: { body: { cart: [{ type: 'merchandise', id: 5001, count: 1 }] } } }]);
    expect(s.events().at(-1)).toEqual({ type: 'ShippingCostsLoaded', data: { shippingCosts: 495, country: 'AT' } });
  });

  it('an invalid country is ignored; choosing the same country again logs nothing', () => {
    const s = shop();
    s.dispatch({ type: 'ChooseShippingCountry', country: 'Deutschland' });
    s.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    s.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    expect(s.types()).toEqual(['ShippingCountryChosen']);
  });

  it('does not recalculate on start-up: the restored costs are in the log', () => {
    const storage = memoryStorage();
    const first = shop({ storage });
    first.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    first.runtime.stop();
    const second = shop({ storage: memoryStorage(Object.fromEntries(storage.map)) });
    expect(second.calls).toEqual([]);
    expect(second.state().cart.shippingCosts).toBe(495);
  });

  // A page left while the answer was on its way (a link followed right after "Added to your
  // basket"): the restored basket has a parcel and no costs, and nothing in it changes again.
  it('on start-up, asks for the costs the previous page left before they came', () => {
    const storage = memoryStorage();
    const first = shop({ storage, shipping: () => NEVER });
    first.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5001 })) });
    expect(first.calls).toHaveLength(1);
    first.runtime.stop();
    const second = shop({ storage: memoryStorage(Object.fromEntries(storage.map)) });
    expect(second.calls).toEqual([{ name: 'shippingCosts', params: { body: { cart: [{ type: 'merchandise', id: 5001, count: 1 }], country: 'DE' } } }]);
    expect(second.state().cart.shippingCosts).toBe(495);
  });

  it('on start-up, asks again when the restored costs were for the basket before its last change', () => {
    const storage = memoryStorage();
    let answer: 'now' | 'never' = 'now';
    const first = shop({ storage, shipping: (p) => (answer === 'now' ? wire('shippingCosts', p.body.cart.length === 1 ? 495 : 0) : NEVER) });
    first.dispatch({ type: 'ChooseShippingCountry', country: 'DE' });
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5001 })) });
    expect(first.state().cart.shippingCosts).toBe(495);
    answer = 'never';
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5002 })) });
    first.runtime.stop();
    const second = shop({ storage: memoryStorage(Object.fromEntries(storage.map)), shipping: (p) => wire('shippingCosts', p.body.cart.length === 1 ? 495 : 0) });
    expect(second.calls).toHaveLength(1);
    expect(second.state().cart.shippingCosts).toBe(0);
  });

  it('on start-up, a signed-in customer whose costs never came: asked for with the token, not a country', () => {
    const storage = memoryStorage();
    const customer = { addrBilling: { country: 'AT' }, addrShipping: null };
    const first = shop({ storage, auth: { token: 'jwt', customer }, shipping: () => NEVER });
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5001 })) });
    first.runtime.stop();
    const second = shop({ storage: memoryStorage(Object.fromEntries(storage.map)), auth: { token: 'jwt', customer } });
    expect(second.calls).toEqual([{ name: 'shippingCosts', params: { body: { cart: [{ type: 'merchandise', id: 5001, count: 1 }] } } }]);
    expect(second.state().cart).toMatchObject({ shippingCosts: 495, shippingCostsFor: JSON.stringify([[{ type: 'merchandise', id: 5001, count: 1 }], 'AT']) });
  });
});

import { CartEvents, cents, type DomainEvent } from '../../messages';
import { rootFold } from '../../app/areas/all';
import { cartReadModel, initialCart, reduceCart, type CartEvent, type CartState } from './read-model';
import {
  annualPassLine,
  count,
  merchandiseLine,
  oneOfEach,
  ticketLine,
  voucherCodeLine,
  voucherLine,
} from '../../../test/helpers/lines';
import { envelopes } from '../../../test/helpers/fakes';

const given = (...events: CartEvent[]): CartState => events.reduce(reduceCart, initialCart);
const added = (line: Parameters<typeof CartEvents.CartLineAdded.create>[0]['line']) =>
  CartEvents.CartLineAdded.create({ line });

describe('cart read model: given events → state', () => {
  it('starts empty with an invoice requested', () => {
    expect(initialCart).toEqual({
      lines: [],
      requestInvoice: true,
      error: null,
      cartId: null,
      shippingCosts: null,
      shippingError: false,
      shippingCostsError: null,
      shippingCostsFor: null,
      externalDocumentNumber: null,
    });
  });

  it('CartLineAdded appends the line', () => {
    const line = merchandiseLine();
    expect(given(added(line)).lines).toEqual([line]);
  });

  it('accepts a line of every type', () => {
    const lines = oneOfEach();
    expect(given(...lines.map(added)).lines).toEqual(lines);
  });

  it('ignores a voucher code whose barcode is already in the cart (same state object)', () => {
    const first = voucherCodeLine({ barcode: 'ABC' });
    const before = given(added(first));
    const after = reduceCart(before, added(voucherCodeLine({ barcode: 'ABC', available: cents(99) })));
    expect(after).toBe(before);
    expect(after.lines).toEqual([first]);
  });

  it('appends voucher codes with different barcodes', () => {
    const a = voucherCodeLine({ barcode: 'A' });
    const b = voucherCodeLine({ barcode: 'B' });
    expect(given(added(a), added(b)).lines).toEqual([a, b]);
  });

  it('appends other lines even when they are the same product', () => {
    const a = merchandiseLine({ id: 7 });
    const b = merchandiseLine({ id: 7 });
    const t1 = ticketLine({ id: 3 });
    const t2 = ticketLine({ id: 3 });
    expect(given(added(a), added(b), added(t1), added(t2)).lines).toEqual([a, b, t1, t2]);
  });

  it('CartLineRemoved removes exactly that line; an unknown id changes nothing', () => {
    const a = merchandiseLine();
    const b = ticketLine();
    const state = given(added(a), added(b));
    expect(reduceCart(state, CartEvents.CartLineRemoved.create({ lineId: a.lineId })).lines).toEqual([b]);
    expect(reduceCart(state, CartEvents.CartLineRemoved.create({ lineId: 'nope' }))).toBe(state);
  });

  it.each([
    ['merchandise', merchandiseLine({ price: cents(2500) })],
    ['annualPass', annualPassLine({ price: cents(6000) })],
    ['voucher', voucherLine({ price: cents(5000) })],
  ])('CartLineCountChanged on a %s line sets count, totalCount and totalPrice = price × count', (_, line) => {
    const other = merchandiseLine();
    const state = given(added(line), added(other));
    const next = reduceCart(state, CartEvents.CartLineCountChanged.create({ lineId: line.lineId, count: count(3) }));
    expect(next.lines[0]).toEqual({ ...line, count: 3, totalCount: 3, totalPrice: line.price * 3 });
    expect(next.lines[1]).toBe(state.lines[1]);
  });

  it('CartLineCountChanged leaves non-counted lines and unknown ids unchanged', () => {
    const ticket = ticketLine();
    const code = voucherCodeLine();
    const state = given(added(ticket), added(code));
    for (const lineId of [ticket.lineId, code.lineId, 'unknown']) {
      expect(reduceCart(state, CartEvents.CartLineCountChanged.create({ lineId, count: count(5) }))).toBe(state);
    }
  });

  it('CartLineChanged replaces the line of that id in place; another type or an unknown id changes nothing', () => {
    const ticket = ticketLine({ subtickets: [], price: cents(1400), count: count(2), totalCount: count(2), totalPrice: cents(2800) });
    const other = merchandiseLine();
    const state = given(added(ticket), added(other));
    const changed = { ...ticket, count: count(4), totalCount: count(4), totalPrice: cents(5600) };
    const next = reduceCart(state, CartEvents.CartLineChanged.create({ line: changed }));
    expect(next.lines).toEqual([changed, other]);
    expect(next.lines[1]).toBe(state.lines[1]);
    expect(reduceCart(state, CartEvents.CartLineChanged.create({ line: { ...changed, lineId: 'unknown' } }))).toBe(state);
    expect(reduceCart(state, CartEvents.CartLineChanged.create({ line: { ...other, lineId: ticket.lineId } }))).toBe(state);
  });

  it('CartLineCountChanged to the same count returns the same state', () => {
    const line = merchandiseLine({ count: count(2) });
    const state = given(added(line));
    expect(reduceCart(state, CartEvents.CartLineCountChanged.create({ lineId: line.lineId, count: count(2) }))).toBe(state);
  });

  it('CartCleared empties lines and cartId, keeps requestInvoice, resets shipping and errors', () => {
    const state = given(
      added(merchandiseLine()),
      CartEvents.CartRequestInvoiceSet.create({ requestInvoice: false }),
      CartEvents.CartIdAssigned.create({ cartId: 'c-1' }),
      CartEvents.CartErrorRaised.create({ error: 'soldOut' }),
      CartEvents.ShippingCostsLoaded.create({ shippingCosts: cents(495), country: 'DE' }),
      CartEvents.ExternalDocumentNumberSet.create({ externalDocumentNumber: 'EXT-9' }),
      CartEvents.CartCleared.create({}),
    );
    expect(state).toEqual({ ...initialCart, requestInvoice: false });
  });

  it('request invoice defaults to true and is set by CartRequestInvoiceSet', () => {
    expect(given().requestInvoice).toBe(true);
    const off = given(CartEvents.CartRequestInvoiceSet.create({ requestInvoice: false }));
    expect(off.requestInvoice).toBe(false);
    expect(reduceCart(off, CartEvents.CartRequestInvoiceSet.create({ requestInvoice: true })).requestInvoice).toBe(true);
  });

  it('CartIdAssigned sets the cart id', () => {
    expect(given(CartEvents.CartIdAssigned.create({ cartId: 'c-42' })).cartId).toBe('c-42');
  });

  it('CartErrorRaised sets and CartErrorCleared clears the error', () => {
    const raised = given(CartEvents.CartErrorRaised.create({ error: 'cartNotFound' }));
    expect(raised.error).toBe('cartNotFound');
    expect(reduceCart(raised, CartEvents.CartErrorCleared.create({})).error).toBeNull();
    expect(reduceCart(initialCart, CartEvents.CartErrorCleared.create({}))).toBe(initialCart);
  });

  it('ExternalDocumentNumberSet sets and unsets the number', () => {
    const set = given(CartEvents.ExternalDocumentNumberSet.create({ externalDocumentNumber: 'PO-7' }));
    expect(set.externalDocumentNumber).toBe('PO-7');
    expect(
      reduceCart(set, CartEvents.ExternalDocumentNumberSet.create({ externalDocumentNumber: null })).externalDocumentNumber,
    ).toBeNull();
  });

  it('shipping: loaded, failed, reset', () => {
    const loaded = given(CartEvents.ShippingCostsLoaded.create({ shippingCosts: cents(495), country: 'DE' }));
    expect(loaded).toMatchObject({ shippingCosts: 495, shippingError: false, shippingCostsError: null });

    const failed = reduceCart(loaded, CartEvents.ShippingCostsLoadFailed.create({ code: 'noShippingCosts', country: 'XX' }));
    expect(failed).toMatchObject({ shippingCosts: null, shippingError: true, shippingCostsError: 'noShippingCosts' });

    const reloaded = reduceCart(failed, CartEvents.ShippingCostsLoaded.create({ shippingCosts: cents(0), country: 'AT' }));
    expect(reloaded).toMatchObject({ shippingCosts: 0, shippingError: false, shippingCostsError: null });

    const reset = reduceCart(failed, CartEvents.ShippingCostsReset.create({}));
    expect(reset).toMatchObject({ shippingCosts: null, shippingError: false, shippingCostsError: null });
  });

  it('shipping: the costs remember the parcel and country they answer; a failure or reset forgets it', () => {
    const poster = merchandiseLine({ id: 5001, count: count(2) });
    const loaded = given(added(poster), CartEvents.ShippingCostsLoaded.create({ shippingCosts: cents(495), country: 'DE' }));
    expect(loaded.shippingCostsFor).toBe(JSON.stringify([[{ type: 'merchandise', id: 5001, count: 2 }], 'DE']));
    // A later change of the basket leaves it as it was: the answer is for the basket before.
    expect(reduceCart(loaded, added(merchandiseLine({ id: 5002 }))).shippingCostsFor).toBe(loaded.shippingCostsFor);
    expect(reduceCart(loaded, CartEvents.ShippingCostsLoadFailed.create({ code: 'x', country: 'XX' })).shippingCostsFor).toBeNull();
    expect(reduceCart(loaded, CartEvents.ShippingCostsReset.create({})).shippingCostsFor).toBeNull();
  });

  it('a stored cart from before shippingCostsFor decodes, without it', () => {
    const { shippingCostsFor: _, ...older } = given(added(merchandiseLine()), CartEvents.ShippingCostsLoaded.create({ shippingCosts: cents(495), country: 'DE' }));
    const decoded = cartReadModel.codec.decode(JSON.parse(JSON.stringify(older)));
    expect(decoded).toMatchObject({ _tag: 'Right', right: { shippingCosts: 495, shippingCostsFor: null } });
  });

  it('LegacyCartImported appends the imported lines, skipping voucher codes already present', () => {
    const existing = voucherCodeLine({ barcode: 'DUP' });
    const imported = [merchandiseLine(), voucherCodeLine({ barcode: 'DUP' }), voucherCodeLine({ barcode: 'NEW' })];
    const state = given(added(existing), CartEvents.LegacyCartImported.create({ lines: imported, dropped: count(1) }));
    expect(state.lines).toEqual([existing, imported[0], imported[2]]);
  });

  it('LegacyCartImported with no lines keeps the state', () => {
    const state = given(added(merchandiseLine()));
    expect(reduceCart(state, CartEvents.LegacyCartImported.create({ lines: [], dropped: count(2) }))).toBe(state);
  });

  it('is pure: the previous state is not mutated', () => {
    const line = merchandiseLine();
    const state = given(added(line));
    const frozen = JSON.stringify(state);
    reduceCart(state, CartEvents.CartLineCountChanged.create({ lineId: line.lineId, count: count(4) }));
    reduceCart(state, CartEvents.CartLineRemoved.create({ lineId: line.lineId }));
    reduceCart(state, CartEvents.CartCleared.create({}));
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it('folds through the root fold; events of other read models leave the cart object alone', () => {
    const events: DomainEvent[] = [added(merchandiseLine())];
    const state = rootFold.foldAll(rootFold.initial, envelopes(events));
    const next = rootFold.fold(state, envelopes([{ type: 'NoticeDismissed', data: { noticeId: 'x' } }], { firstSeq: 2 })[0]!);
    expect(next).toBe(state);
    const forked = rootFold.fold(state, envelopes([{ type: 'TabForked', data: { from: 'a', to: 'b' } }], { firstSeq: 2 })[0]!);
    expect(forked.cart).toBe(state.cart);
  });
});

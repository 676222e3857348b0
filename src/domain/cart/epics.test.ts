import { BehaviorSubject, Subject } from 'rxjs';
import { sequentialRandom } from '../../../test/helpers/fakes';
import { cents, type CartLine, type Command, type DomainEvent } from '../../messages';
import { initialCart, reduceCart, type CartEvent, type CartState } from './read-model';
import { cartEpic } from './epics';
import { count, merchandiseLine, oneOfEach, ticketLine, voucherCodeLine, withoutId } from '../../../test/helpers/lines';

/** Runs the cart epic against a live fold of its own output, as the runtime does. */
function harness(initial: CartState = initialCart) {
  const state$ = new BehaviorSubject<{ readonly cart: CartState }>({ cart: initial });
  const command$ = new Subject<Command>();
  const events: DomainEvent[] = [];
  cartEpic(command$, state$, { random: sequentialRandom('line') }).subscribe((event) => {
    events.push(event);
    state$.next({ cart: reduceCart(state$.value.cart, event as CartEvent) });
  });
  return { events, dispatch: (c: Command) => command$.next(c), cart: () => state$.value.cart };
}

const cartWith = (...lines: CartLine[]): CartState => ({ ...initialCart, lines });

describe('cart epic', () => {
  it('AddCartLine → CartLineAdded with a line id from deps.random', () => {
    const h = harness();
    const a = withoutId(merchandiseLine());
    const b = withoutId(ticketLine());
    h.dispatch({ type: 'AddCartLine', line: a });
    h.dispatch({ type: 'AddCartLine', line: b });
    expect(h.events).toEqual([
      { type: 'CartLineAdded', data: { line: { ...a, lineId: 'line-1' } } },
      { type: 'CartLineAdded', data: { line: { ...b, lineId: 'line-2' } } },
    ]);
  });

  it('adds a line of every type', () => {
    const h = harness();
    for (const line of oneOfEach()) h.dispatch({ type: 'AddCartLine', line: withoutId(line) });
    expect(h.cart().lines.map((l) => l.type)).toEqual([
      'ticket',
      'dayTicket',
      'guidedTour',
      'merchandise',
      'annualPass',
      'voucher',
      'voucherCode',
    ]);
  });

  it('a remove right after an add sees the new line (commands run in order)', () => {
    const h = harness();
    h.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    h.dispatch({ type: 'RemoveCartLine', lineId: 'line-1' });
    expect(h.events.map((e) => e.type)).toEqual(['CartLineAdded', 'CartLineRemoved']);
    expect(h.events[1]).toEqual({ type: 'CartLineRemoved', data: { lineId: 'line-1' } });
    expect(h.cart().lines).toEqual([]);
  });

  it('RemoveCartLine of an unknown line emits nothing', () => {
    const h = harness(cartWith(merchandiseLine({ lineId: 'm' })));
    h.dispatch({ type: 'RemoveCartLine', lineId: 'nope' });
    expect(h.events).toEqual([]);
  });

  it('ChangeCartLineCount on a counted line emits CartLineCountChanged (fractions truncated)', () => {
    const h = harness(cartWith(merchandiseLine({ lineId: 'm', count: count(1) })));
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 'm', count: 3 });
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 'm', count: 2.9 });
    expect(h.events).toEqual([
      { type: 'CartLineCountChanged', data: { lineId: 'm', count: 3 } },
      { type: 'CartLineCountChanged', data: { lineId: 'm', count: 2 } },
    ]);
  });

  it.each([0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('ChangeCartLineCount to %p emits nothing', (n) => {
    const h = harness(cartWith(merchandiseLine({ lineId: 'm', count: count(1) })));
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 'm', count: n });
    expect(h.events).toEqual([]);
  });

  it('ChangeCartLineCount emits nothing on a ticket line, a voucher code, an unknown line, or to the same count', () => {
    const h = harness(
      cartWith(ticketLine({ lineId: 't' }), voucherCodeLine({ lineId: 'v' }), merchandiseLine({ lineId: 'm', count: count(2) })),
    );
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 't', count: 3 });
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 'v', count: 3 });
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 'x', count: 3 });
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 'm', count: 2 });
    expect(h.events).toEqual([]);
  });

  it('ChangeCartLineCount whose total price would not be a safe integer emits nothing', () => {
    const h = harness(cartWith(merchandiseLine({ lineId: 'm', price: cents(1_000_000) })));
    h.dispatch({ type: 'ChangeCartLineCount', lineId: 'm', count: 2 ** 40 });
    expect(h.events).toEqual([]);
  });

  it('ClearCart → CartCleared', () => {
    const h = harness(cartWith(merchandiseLine()));
    h.dispatch({ type: 'ClearCart' });
    expect(h.events).toEqual([{ type: 'CartCleared', data: {} }]);
  });

  it('SetRequestInvoice emits only when the value changes', () => {
    const h = harness();
    h.dispatch({ type: 'SetRequestInvoice', requestInvoice: true });
    expect(h.events).toEqual([]);
    h.dispatch({ type: 'SetRequestInvoice', requestInvoice: false });
    h.dispatch({ type: 'SetRequestInvoice', requestInvoice: false });
    expect(h.events).toEqual([{ type: 'CartRequestInvoiceSet', data: { requestInvoice: false } }]);
  });

  it('ignores commands of other areas', () => {
    const h = harness();
    h.dispatch({ type: 'DismissNotice', noticeId: 'n' });
    expect(h.events).toEqual([]);
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { ApiError } from '../../api/errors';
import type { DataOf } from '../../api/endpoints';
import { renderScreen } from '../../../test/helpers/render-screen';
import { httpError, ok } from '../../../test/helpers/fake-api';
import { envelopes, fakeClock } from '../../../test/helpers/fakes';
import { article, eventTicket, slot, voucherCode, voucherProduct } from '../../../test/helpers/catalogue';
import { count, dayTicketLine, guidedTourLine, isoDate, merchandiseLine, ticketLine, voucherLine } from '../../../test/helpers/lines';
import { calendar as tourCalendar, price as tourPrice, ticket as tourTicket, tourSingle } from '../../../test/helpers/tours';
import formData from '../../../fixtures/api/customerFormData.json';
import type { CustomerFormData } from '../../api/codecs/customer';
import { memoryStorage } from '../../bus/deps';
import { LOG_KEY } from '../../event-log/session-log';
import { CartEvents, cents, type CartLine } from '../../messages';
import * as cartNames from '../../domain/cart/names';
import CheckoutScreen from './CheckoutScreen';

/**
 * The basket, checkout's first step: its lines (name, counts, prices in the page's language),
 * counts changed in place, removal with a confirmation, totals and VAT, voucher codes, the
 * shipping country, the way on to payment, and the problems the basket check finds.
 */

/** 20 April 2030: the ticket line lies ahead, the test voucher codes are valid. */
const NOW = Date.UTC(2030, 3, 20, 9, 0);

type Replies = Parameters<typeof renderScreen>[1]['replies'];

/** A catalogue (€107.00 at 7 % VAT: €7.00 VAT per item) and a gift voucher (no VAT). */
const CATALOGUE = merchandiseLine({ lineId: 'm1', id: 501, name: 'Exhibition catalogue', price: cents(10700), count: count(2) });
const GIFT = voucherLine({ lineId: 'v1', id: 70, name: 'Gift voucher', price: cents(5000), count: count(1) });
const TIMED = ticketLine({ lineId: 't1', name: 'Timed entry', datetime: '2030-05-01 10:00:00', price: cents(1200), totalCount: count(2) });

const ARTICLE_NAMES: Record<number, string> = { 501: 'Exhibition catalogue', 502: 'Poster' };

/** What the server says now about the catalogue and the voucher: unchanged unless told. */
function replies(o: { stock?: Record<number, number>; extra?: Replies } = {}): Replies {
  return {
    merchandiseSingle: (p: unknown) => {
      const id = (p as { query: { article: number } }).query.article;
      // The basket check's answer names the article too: it is the name the basket shows (issue 28).
      return ok(article({ id, name: ARTICLE_NAMES[id] ?? `Article ${id}`, price: cents(10700), stock: o.stock?.[id] ?? 50 }));
    },
    voucherSingle: ok(voucherProduct({ id: 70, name: 'Gift voucher', price: cents(5000) })),
    checkoutSuggest: ok([]),
    customerFormData: ok(formData.data as unknown as CustomerFormData),
    shippingCosts: ok(cents(490)),
    ...o.extra,
  };
}

/** A saved session holding these lines: the visitor comes back to the basket. */
function savedBasket(lines: CartLine[]) {
  const storage = memoryStorage();
  storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0 }));
  storage.setItem(`${LOG_KEY}:0`, envelopes(lines.map((line) => CartEvents.CartLineAdded.create({ line }))).map((e) => JSON.stringify(e)).join('\n'));
  return storage;
}

async function openBasket(lines: CartLine[], o: Parameters<typeof replies>[0] & { lang?: 'en' | 'de'; path?: string } = {}) {
  const lang = o.lang ?? 'en';
  return renderScreen(CheckoutScreen, { route: 'checkout', lang, ...(o.path ? { path: o.path } : {}), storage: savedBasket(lines), replies: replies(o), deps: { clock: fakeClock(NOW) } });
}

const rows = () => screen.getAllByTestId('cart-line');
const row = (name: string) => screen.getByRole('listitem', { name });
const total = () => screen.getByTestId('cart-total').textContent;

describe('basket: the lines', () => {
  it('shows each line with its type, name, counts, unit price and line total in English', async () => {
    await openBasket([CATALOGUE, TIMED, GIFT]);
    expect(screen.getByRole('heading', { level: 1, name: 'Basket' })).toBeTruthy();
    expect(screen.getByRole('list', { name: '3 items' })).toBeTruthy();
    expect(rows()).toHaveLength(3);
    const catalogue = row('Exhibition catalogue');
    expect(within(catalogue).getByText('Item')).toBeTruthy();
    expect((within(catalogue).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    expect(within(catalogue).getByText('€107.00')).toBeTruthy();
    expect(within(catalogue).getByText('€214.00')).toBeTruthy();
    const ticket = row('Timed entry');
    expect(ticket.textContent).toContain('2 × Adult');
    expect(ticket.textContent).toContain('€24.00');
    expect(within(ticket).getByText('01.05.2030, 10:00')).toBeTruthy();
    expect(within(row('Gift voucher')).getByText('Voucher')).toBeTruthy();
  });

  it('names the header badge’s count (one per line) by what the lines hold, kind by kind (issue 31.14)', async () => {
    await openBasket([CATALOGUE, TIMED, GIFT]);
    expect(screen.getByTestId('basket-contents').textContent).toBe('3 items · 2 tickets, 2 products and 1 gift voucher');
    cleanup();
    await openBasket([TIMED, ticketLine({ lineId: 't2', totalCount: count(3) })], { lang: 'de' });
    expect(screen.getByTestId('basket-contents').textContent).toBe('2 Artikel · 5 Tickets');
  });

  it('formats prices in the page’s language (German)', async () => {
    await openBasket([CATALOGUE], { lang: 'de' });
    const catalogue = screen.getByRole('listitem', { name: 'Exhibition catalogue' });
    expect(within(catalogue).getByText('107,00 €')).toBeTruthy();
    expect(within(catalogue).getByText('214,00 €')).toBeTruthy();
  });

  it('an article’s or a voucher’s quantity changes in place, and the totals follow', async () => {
    const app = await openBasket([CATALOGUE, GIFT]);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Exhibition catalogue' }));
    await waitFor(() => expect((within(row('Exhibition catalogue')).getByRole('spinbutton') as HTMLInputElement).value).toBe('3'));
    expect(within(row('Exhibition catalogue')).getByText('€321.00')).toBeTruthy();
    const voucherCount = within(row('Gift voucher')).getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(voucherCount, { target: { value: '4' } });
    fireEvent.keyDown(voucherCount, { key: 'Enter' });
    await waitFor(() => expect(within(row('Gift voucher')).getByText('€200.00')).toBeTruthy());
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('€521.00');
    expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([3, 4]);
    // The least is one: below it, − is the remove action, which asks first.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity: Exhibition catalogue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity: Exhibition catalogue' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Decrease quantity: Exhibition catalogue' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Exhibition catalogue' }));
    expect(screen.getByRole('alertdialog', { name: 'Do you really want to remove “Exhibition catalogue” from your basket?' })).toBeTruthy();
    expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([1, 4]);
  });

  it('an article’s “+” and a typed count stop at its stock (3 in stock: 4 and 10 are not taken), and the row says why', async () => {
    const app = await openBasket([{ ...CATALOGUE, count: count(1), totalCount: count(1), totalPrice: cents(10700) }], { stock: { 501: 3 } });
    const increase = () => fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Exhibition catalogue' }));
    const field = () => within(row('Exhibition catalogue')).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    increase();
    await waitFor(() => expect(field().value).toBe('2'));
    fireEvent.change(field(), { target: { value: '10' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(field().value).toBe('3'));
    increase();
    expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([3]);
    expect(field().value).toBe('3');
    expect(within(row('Exhibition catalogue')).getByText('Your basket already holds all items in stock.')).toBeTruthy();
    // Fewer are taken at once, and the note goes.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity: Exhibition catalogue' }));
    await waitFor(() => expect(field().value).toBe('2'));
    expect(within(row('Exhibition catalogue')).queryByText('Your basket already holds all items in stock.')).toBeNull();
  });

  it('removing one line of an article gives its other lines room: their “+”, their field’s most and their note follow, though those rows do not render again', async () => {
    const poster = (lineId: string) => merchandiseLine({ lineId, id: 502, name: 'Poster', price: cents(1500), count: count(1) });
    const app = await openBasket([poster('p1'), poster('p2')], { stock: { 502: 3 } });
    const increase = (n: number) => within(rows()[n]!).getByRole('button', { name: 'Increase quantity: Poster' }) as HTMLButtonElement;
    const field = (n: number) => within(rows()[n]!).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    const note = (n: number) => within(rows()[n]!).queryByText('Your basket already holds all items in stock.');
    // The first "+" looks the stock up: 3, the two lines hold all of it.
    fireEvent.click(increase(0));
    await waitFor(() => expect(field(0).value).toBe('2'));
    await waitFor(() => expect(increase(0).disabled).toBe(true));
    expect([field(0).max, field(1).max]).toEqual(['2', '1']);
    expect(increase(1).disabled).toBe(true);
    expect(note(0)).toBeTruthy();
    expect(note(1)).toBeTruthy();
    const first = rows()[0];

    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Remove from basket' }));
    // The row of the line that stays renders no more (a row names its line's parts once per render).
    const rendered = jest.spyOn(cartNames, 'lineParts');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rendered.mock.calls.filter(([line]) => line.lineId === 'p1')).toEqual([]);
    rendered.mockRestore();
    expect(rows()[0]).toBe(first);
    expect(field(0).max).toBe('3');
    expect(increase(0).disabled).toBe(false);
    expect(note(0)).toBeNull();
    expect(field(0).getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(increase(0));
    await waitFor(() => expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([3]));
  });

  it('removing a line writes nothing into the article’s other rows: their field says the stock, and its line’s own most where it is used (focus, at the most)', async () => {
    const poster = (lineId: string) => merchandiseLine({ lineId, id: 502, name: 'Poster', price: cents(1500), count: count(1) });
    const app = await openBasket([poster('p1'), poster('p2'), poster('p3')], { stock: { 502: 5 } });
    const increase = (n: number) => within(rows()[n]!).getByRole('button', { name: 'Increase quantity: Poster' }) as HTMLButtonElement;
    const field = (n: number) => within(rows()[n]!).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    const note = (n: number) => within(rows()[n]!).queryByText('Your basket already holds all items in stock.');
    // The first "+" looks the stock up: 5, the three lines hold 4 of it.
    fireEvent.click(increase(0));
    await waitFor(() => expect(field(0).value).toBe('2'));
    await waitFor(() => expect(field(1).max).toBe('5'));
    // With the focus in the stepper (the field or a button), the line's own most: 5 less the others' 3.
    act(() => field(1).focus());
    expect(field(1).max).toBe('2');
    act(() => increase(1).focus());
    expect(field(1).max).toBe('2');
    act(() => increase(1).blur());
    expect(field(1).max).toBe('5');

    fireEvent.click(within(rows()[2]!).getByRole('button', { name: 'Remove from basket' }));
    const written: MutationRecord[] = [];
    const watch = new MutationObserver((records) => written.push(...records));
    for (const n of [0, 1]) watch.observe(rows()[n]!, { subtree: true, attributes: true, childList: true, characterData: true });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    written.push(...watch.takeRecords());
    watch.disconnect();
    expect(written.map((r) => `${r.type} ${r.attributeName ?? ''} ${(r.target as Element).outerHTML?.slice(0, 60) ?? r.target.nodeName}`)).toEqual([]);
    act(() => field(1).focus());
    expect(field(1).max).toBe('3');
    act(() => field(1).blur());

    // At its most, a line's field says it, "+" stops and the note says why: 2 + 2 more and 1 hold all 5.
    fireEvent.click(increase(0));
    await waitFor(() => expect(field(0).value).toBe('3'));
    fireEvent.click(increase(0));
    await waitFor(() => expect(field(0).value).toBe('4'));
    expect([field(0).max, field(1).max]).toEqual(['4', '1']);
    expect([increase(0).disabled, increase(1).disabled]).toEqual([true, true]);
    expect([note(0), note(1)].every(Boolean)).toBe(true);
    expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([4, 1]);
  });

  it('an article line holding more than the stock takes no rise, “−” brings it to the stock; the basket check says why', async () => {
    const app = await openBasket([{ ...CATALOGUE, count: count(5), totalCount: count(5), totalPrice: cents(53500) }], { stock: { 501: 3 } });
    // A rise asks for the stock (this session knows none yet) and is not taken.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Exhibition catalogue' }));
    await waitFor(() => expect(within(row('Exhibition catalogue')).getByText('Only 3 left in stock. Please reduce the quantity.')).toBeTruthy());
    // Known now: "+" stops.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Increase quantity: Exhibition catalogue' }) as HTMLButtonElement).disabled).toBe(true));
    expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([5]);
    // "−" brings it down to what the stock allows.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity: Exhibition catalogue' }));
    await waitFor(() => expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([3]));
  });

  it('removing a line asks first; “No” keeps it, “Yes” removes it and the focus goes to the heading', async () => {
    const app = await openBasket([CATALOGUE, GIFT]);
    fireEvent.click(within(row('Gift voucher')).getByRole('button', { name: 'Remove from basket' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Do you really want to remove “Gift voucher” from your basket?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'No, keep it' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(rows()).toHaveLength(2);

    fireEvent.click(within(row('Gift voucher')).getByRole('button', { name: 'Remove from basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('listitem', { name: 'Gift voucher' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Basket' }));
    expect(app.runtime.state$.value.cart.lines.map((l) => l.name)).toEqual(['Exhibition catalogue']);
  });

  it('a tour line says what it holds, in the basket and in the review: its tickets and tours by name, not "1 × €51.00"', async () => {
    const tour = guidedTourLine({
      lineId: 'g1',
      tourId: 303,
      date: isoDate('2030-05-03'),
      price: cents(5100),
      totalPrice: cents(5100),
      tickets: [
        { id: 3031, count: count(3), subtickets: [] },
        { id: 3032, count: count(0), subtickets: [] },
      ],
      tours: [{ id: 3901, count: count(1) }],
    });
    // The names are the tour's reference data, asked for in the page's language (issue 28).
    const extra: Replies = {
      tourSingle: ok(tourSingle({ detail: { id: 303, name: 'Group tour' }, tickets: { '3031': tourTicket(3031, 1100, { name: 'Pupils' }), '3032': tourTicket(3032, 900) }, priceList: { '3901': tourPrice(3901, 1800, { name: 'Group fee' }) } })),
      // The payment step's basket check asks for the tour's places.
      tourCalendar: ok(tourCalendar({ '2030-05-03': { '14:00': [20, 1] } })),
    };
    await openBasket([tour], { extra });
    const line = await screen.findByRole('listitem', { name: 'Group tour' });
    await waitFor(() => expect(within(line).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3 × Pupils', '1 × Group fee']));
    expect(line.textContent).not.toContain('1 × €51.00');
    cleanup();
    await openBasket([tour], { extra, path: '/en/checkout?step=payment' });
    const review = await screen.findByTestId('order-line');
    await waitFor(() => expect(review.textContent).toContain('3 × Pupils · 1 × Group fee'));
    expect(review.textContent).toMatch(/^Group tour/);
  });

  it('an empty basket says so and leads back to the shop', async () => {
    await openBasket([]);
    expect(screen.getByText('Your basket is empty.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/en');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
    expect(screen.queryByTestId('cart-total')).toBeNull();
  });
});

describe('basket: totals, shipping and the way on', () => {
  it('the total includes shipping; the VAT the lines contain is stated; lines the check finds in order carry no mark', async () => {
    const app = await openBasket([CATALOGUE, GIFT]);
    const totals = screen.getByTestId('cart-totals');
    await waitFor(() => expect(within(totals).getByTestId('shipping-costs').textContent).toBe('€4.90'));
    expect(within(totals).getByText('Subtotal').nextElementSibling?.textContent).toBe('€264.00');
    expect(total()).toBe('€268.90');
    // 2 × €7.00 of the catalogue; the voucher carries no VAT.
    expect(within(totals).getByText('incl. €14.00 VAT')).toBeTruthy();
    await waitFor(() => expect(app.runtime.state$.value.payment.problems).toEqual([]));
    expect(screen.queryByTestId('line-problems')).toBeNull();
  });

  it('the shipping country starts at the default; another country asks for its costs, one without costs says so', async () => {
    const app = await openBasket([CATALOGUE], {
      extra: { shippingCosts: (p: unknown) => ((p as { body: { country?: string } }).body.country === 'CH' ? httpError(422, { code: 'NO_SHIPPING_COSTS' }) : ok(cents(990))) },
    });
    const country = (await screen.findByRole('combobox', { name: 'Shipping country' })) as HTMLSelectElement;
    await waitFor(() => expect(country.value).toBe('DE'));
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toContain('Österreich');
    fireEvent.change(country, { target: { value: 'AT' } });
    await waitFor(() => expect(app.api.calls.filter((c) => c.name === 'shippingCosts').map((c) => (c.params as { body: { country?: string } }).body.country)).toContain('AT'));
    await waitFor(() => expect(total()).toBe('€223.90'));
    fireEvent.change(country, { target: { value: 'CH' } });
    expect(await screen.findByText('No shipping costs are stored for this country. Please contact us.')).toBeTruthy();
    expect(screen.getByTestId('shipping-costs').textContent).toBe('–');
  });

  it('“Proceed to checkout” (in the summary and in the phone bar) leads to the next step; nothing to ship, no country to choose', async () => {
    const app = await openBasket([GIFT]);
    expect(screen.queryByRole('combobox', { name: 'Shipping country' })).toBeNull();
    expect(screen.queryByTestId('shipping-costs')).toBeNull();
    expect(total()).toBe('€50.00');
    const links = within(screen.getByRole('main')).getAllByRole('link', { name: 'Proceed to checkout' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/checkout?step=payment', '/en/checkout?step=payment']);
    fireEvent.click(links[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(app.router.state.location.search).toBe('?step=payment');
    // Nobody is signed in: the next step is signing in or continuing as a guest.
    expect(screen.getByRole('heading', { level: 2, name: 'Log in or continue as a guest' })).toBeTruthy();
  });
});

describe('basket: suggestions', () => {
  const suggestCalls = (app: { api: { calls: Array<{ name: string; params: unknown }> } }) =>
    app.api.calls.filter((c) => c.name === 'checkoutSuggest').map((c) => (c.params as { body: { cart: { items: Array<{ id: number; count: number }> } } }).body.cart.items);

  it('are asked with the basket’s products and counts, and again only when a product comes or goes: not for a count, not for a second line of the same article', async () => {
    const poster = (lineId: string) => merchandiseLine({ lineId, id: 502, name: 'Poster', price: cents(1500), count: count(1) });
    const app = await openBasket([CATALOGUE, poster('p1'), poster('p2')], {
      extra: { checkoutSuggest: ok([{ id: 503, name: 'Tote bag', price: cents(900), vat_value: 19, stock: 5 }] as never) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'You might also like' })).toBeTruthy();
    expect(suggestCalls(app)).toEqual([[expect.objectContaining({ id: 501, count: 2 }), expect.objectContaining({ id: 502, count: 1 }), expect.objectContaining({ id: 502, count: 1 })]]);

    // A count changes, a second poster line goes: the same products, no new question.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Exhibition catalogue' }));
    await waitFor(() => expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([3, 1, 1]));
    await act(async () => app.runtime.dispatch({ type: 'RemoveCartLine', lineId: 'p2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(suggestCalls(app)).toHaveLength(1);

    // The catalogue goes: asked again, with what is left and its count now.
    await act(async () => app.runtime.dispatch({ type: 'RemoveCartLine', lineId: 'm1' }));
    await waitFor(() => expect(suggestCalls(app)).toHaveLength(2));
    expect(suggestCalls(app)[1]).toEqual([expect.objectContaining({ id: 502, count: 1 })]);
  });
});

describe('basket: voucher codes', () => {
  it('an empty code is refused without a call; a rejected code shows its translated message at the field', async () => {
    const app = await openBasket([GIFT], { extra: { voucherCodeLookup: httpError(422, { code: 'VOUCHER_NOT_FOUND' }) } });
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(app.api.calls.some((c) => c.name === 'voucherCodeLookup')).toBe(false);
    fireEvent.change(field, { target: { value: ' NOPE-123 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('We could not find a voucher with this code.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(app.api.calls.find((c) => c.name === 'voucherCodeLookup')?.params).toEqual({ query: { voucher: 'NOPE-123' } });
    expect(app.runtime.state$.value.cart.lines).toHaveLength(1);
  });

  it('a valid code is redeemed: it lowers the total and says how much is left', async () => {
    await openBasket([GIFT], { extra: { voucherCodeLookup: ok(voucherCode({ barcode: 'KAH-GUT-0050', amount: cents(8000), used_amount: cents(0) })) } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Voucher code' }), { target: { value: 'KAH-GUT-0050' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Voucher KAH-GUT-0050 has been redeemed.')).toBeTruthy();
    expect(total()).toBe('€0.00');
    expect(screen.getByText('Remaining value: €30.00')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Voucher code' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Remove voucher KAH-GUT-0050' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove voucher KAH-GUT-0050' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Do you really want to remove “KAH-GUT-0050” from your basket?' })).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(total()).toBe('€50.00'));
    expect(screen.queryByTestId('voucher-code')).toBeNull();
    // The confirmation leaves with the code it confirmed.
    expect(screen.queryByText('Voucher KAH-GUT-0050 has been redeemed.')).toBeNull();
  });
});

describe('basket: the basket check', () => {
  it('marks a sold-out time, an article out of stock and one with fewer in stock at their lines; fixing the count clears its mark', async () => {
    const other = merchandiseLine({ lineId: 'm2', id: 502, name: 'Poster', price: cents(10700), count: count(3) });
    const entry = ticketLine({ lineId: 't2', id: 11, eventId: 7, name: 'Light and Line – Adult', price: cents(1200), count: count(2), totalCount: count(2), subtickets: [] });
    await openBasket([entry, CATALOGUE, other], {
      stock: { 501: 0, 502: 1 },
      extra: { ticketCollect: ok({ tickets: [eventTicket({ id: 11, price: cents(1200), schedule: [slot('2030-05-01 10:00', 0)] })] }) },
    });
    expect(await within(row('Light and Line – Adult')).findByText('Sold out now. Please remove it or choose another date.')).toBeTruthy();
    const catalogue = row('Exhibition catalogue');
    expect(await within(catalogue).findByText('Out of stock. Please remove it from your basket.')).toBeTruthy();
    expect(await within(row('Poster')).findByText('Only 1 left in stock. Please reduce the quantity.')).toBeTruthy();
    const posters = within(row('Poster')).getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(posters, { target: { value: '1' } });
    fireEvent.blur(posters);
    await waitFor(() => expect(within(row('Poster')).queryByText(/left in stock/)).toBeNull());
    expect(within(row('Exhibition catalogue')).getByText('Out of stock. Please remove it from your basket.')).toBeTruthy();
  });
});

describe('basket: ticket lines change their count in place (issue 15)', () => {
  const ADULTS = ticketLine({
    lineId: 't3',
    id: 1001,
    eventId: 101,
    name: 'Light and Line – Adults',
    price: cents(1200),
    count: count(2),
    totalCount: count(2),
    totalPrice: cents(2400),
    subtickets: [],
  });
  type Collect = Either<ApiError, DataOf<'ticketCollect'>>;
  const places = (n: number): Collect => ok({ tickets: [eventTicket({ id: 1001, price: cents(1200), schedule: [slot('2030-05-01 10:00', n)] })] });
  const plus = () => within(row('Light and Line – Adults')).getByRole('button', { name: 'Increase quantity: Light and Line – Adults' });
  const field = () => within(row('Light and Line – Adults')).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
  const message = () => within(row('Light and Line – Adults')).getByTestId('ticket-line-check').textContent;

  it('“+” looks up the time’s places first: busy meanwhile (a double click is one lookup), then the count and the totals follow', async () => {
    let gate: Subject<Collect> | null = null;
    let answer = places(40);
    const app = await openBasket([ADULTS, CATALOGUE], { extra: { ticketCollect: () => gate ?? answer } });
    const lookups = () => app.api.calls.filter((c) => c.name === 'ticketCollect').length;
    await waitFor(() => expect(lookups()).toBeGreaterThan(0)); // the basket check's
    const before = lookups();
    gate = new Subject<Collect>();
    fireEvent.click(plus());
    fireEvent.click(plus());
    await waitFor(() => expect(plus().closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true'));
    expect(message()).toBe('Checking the places left…');
    expect(lookups()).toBe(before + 1);
    const open = gate;
    gate = null;
    act(() => {
      open.next(places(40));
      open.complete();
    });
    await waitFor(() => expect(field().value).toBe('3'));
    expect(within(row('Light and Line – Adults')).getByText('€36.00')).toBeTruthy();
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('€250.00');
    expect(plus().closest('[aria-busy]')).toBeNull();
    expect(message()).toBe('');

    // Fewer places than asked: the count stays, the row says how many are left.
    answer = places(3);
    fireEvent.click(plus());
    await waitFor(() => expect(message()).toBe('Only 3 places left for this time.'));
    expect(field().value).toBe('3');
    // The lookup fails: nothing is lost, the row says so.
    answer = httpError(500) as Collect;
    fireEvent.change(field(), { target: { value: '5' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(message()).toBe('The places left could not be checked. Your basket is unchanged; please try again.'));
    expect(field().value).toBe('3');
    expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([3, 2]);
    // Fewer needs no lookup, and ends what the row had to say.
    const calls = lookups();
    fireEvent.click(within(row('Light and Line – Adults')).getByRole('button', { name: 'Decrease quantity: Light and Line – Adults' }));
    await waitFor(() => expect(field().value).toBe('2'));
    expect(message()).toBe('');
    expect(lookups()).toBeGreaterThanOrEqual(calls); // only the basket check may look again
  });

  it('a day-ticket line: a stepper per day ticket, checked against the day’s places beside the basket’s other day tickets', async () => {
    const day = dayTicketLine({ lineId: 'd1', name: 'Adult + Child', date: isoDate('2030-05-02') });
    const app = await openBasket([day], {
      extra: {
        dayTicketCalendar: ok({ '2030-05-02': 4 } as DataOf<'dayTicketCalendar'>),
        dayTicketList: ok({ tickets: [] } as unknown as DataOf<'dayTicketList'>),
      },
    });
    const line = () => row('Adult + Child');
    fireEvent.click(within(line()).getByRole('button', { name: 'Increase quantity: Child' }));
    await waitFor(() => expect((within(line()).getByRole('spinbutton', { name: 'Quantity: Child' }) as HTMLInputElement).value).toBe('2'));
    fireEvent.click(within(line()).getByRole('button', { name: 'Increase quantity: Child' }));
    await waitFor(() => expect(within(line()).getByTestId('ticket-line-check').textContent).toBe('Only 4 places left on this day.'));
    expect(app.runtime.state$.value.cart.lines[0]?.totalCount).toBe(4);
  });
});

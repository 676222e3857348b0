/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading } from '../../../test/helpers/render-app';
import { renderScreen, type RenderScreenOptions } from '../../../test/helpers/render-screen';
import { httpError, networkError, ok } from '../../../test/helpers/fake-api';
import { annualPass, article } from '../../../test/helpers/catalogue';
import { OWNER_STORE_KEY } from '../../domain/merchandise/owner-store';
import { cents } from '../../messages';
import MerchandiseListScreen from './MerchandiseListScreen';
import PassesScreen from './PassesScreen';
import ProductScreen from './ProductScreen';

/**
 * The museum shop: the list by category with stock badges, a product page (stock, quantity,
 * add to basket), what cannot be bought, a product that is not there, and annual passes with
 * their holders' names.
 */

type Replies = RenderScreenOptions['replies'];

const ARTICLES = [
  article({ id: 503, name: 'Tote bag', price: cents(1500), stock: 0, sequence_no: 3 }),
  article({ id: 501, name: 'Exhibition catalogue', price: cents(3900), stock: 50, sequence_no: 1 }),
  article({ id: 502, name: 'Poster', price: cents(1250), stock: 3, sequence_no: 2 }),
];
const PASS = annualPass({ id: 13, name: 'Annual pass', price: cents(5500), stock: 9999 });

function replies(extra: Replies = {}): Replies {
  return {
    merchandiseCategories: ok({ category: [{ id: 41, name: 'Books' }, { id: 42, name: 'Posters' }] }),
    merchandiseList: (p: unknown) => {
      const query = (p as { query: { category?: number; product_kind?: number } }).query;
      if (query.product_kind === 13) return ok({ articles: [PASS] });
      return ok({ articles: query.category === 42 ? ARTICLES.filter((a) => a.id === 502) : ARTICLES });
    },
    merchandiseSingle: (p: unknown) => {
      const id = (p as { query: { article: number } }).query.article;
      const found = [...ARTICLES, PASS].find((a) => a.id === id);
      return found ? ok(found) : httpError(404, { code: 'NOT_FOUND' });
    },
    ...extra,
  };
}

/** The shop's screens at their routes: the list (and its categories), a product, the passes and a pass. */
const SCREENS = { merchandise: MerchandiseListScreen, merchandiseCategory: MerchandiseListScreen, product: ProductScreen, passes: PassesScreen, pass: ProductScreen };

function open(route: keyof typeof SCREENS, path?: string, extra: Replies = {}) {
  const also = Object.fromEntries(Object.entries(SCREENS).filter(([name]) => name !== route));
  return renderScreen(SCREENS[route], { route, lang: 'en', ...(path ? { path } : {}), replies: replies(extra), also });
}

async function openProduct(id: number, extra: Replies = {}) {
  const app = await open('product', `/en/product/${id}`, extra);
  const name = ARTICLES.find((a) => a.id === id)?.name ?? '';
  await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(app.runtime.state$.value.productForm.stock).not.toBeNull());
  return app;
}

const addButton = () => screen.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('a') as HTMLAnchorElement;

describe('shop list', () => {
  it('lists the articles in their order with price and stock badge; categories filter the list', async () => {
    const app = await open('merchandise');
    expect((await findPageHeading()).textContent).toBe('Museum Shop');
    await screen.findByRole('heading', { level: 3, name: 'Exhibition catalogue' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Exhibition catalogue', 'Poster', 'Tote bag']);
    expect(cardOf('Exhibition catalogue').getAttribute('href')).toBe('/en/product/501');
    expect(within(cardOf('Exhibition catalogue')).getByText('€39.00')).toBeTruthy();
    expect(within(cardOf('Exhibition catalogue')).getByText('In stock')).toBeTruthy();
    expect(within(cardOf('Poster')).getByText('Only 3 left')).toBeTruthy();
    expect(within(cardOf('Tote bag')).getByText('Out of stock')).toBeTruthy();

    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(categories).getByRole('link', { name: 'Posters' }));
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Poster']));
    expect(app.router.state.location.pathname).toBe('/en/merchandise/42');
    expect(screen.getByRole('heading', { level: 2, name: 'Posters' })).toBeTruthy();
    expect(within(categories).getByRole('link', { name: 'Posters' }).getAttribute('aria-current')).toBe('page');
  });

  it('a failed list says so and loads again on “Try again”', async () => {
    let calls = 0;
    await open('merchandise', undefined, { merchandiseList: () => (++calls === 1 ? networkError() : ok({ articles: ARTICLES })) });
    const alert = (await screen.findByText('This content could not be loaded. Please try again.')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Poster' })).toBeTruthy();
  });
});

describe('product page', () => {
  it('shows price and stock; the quantity sets the total; “Add to basket” adds the line and confirms', async () => {
    const app = await openProduct(501);
    const details = within(screen.getByRole('heading', { level: 1, name: 'Exhibition catalogue' }).parentElement!);
    expect(details.getByText('In stock')).toBeTruthy();
    expect(quantity().value).toBe('1');
    expect(quantity().getAttribute('aria-describedby')).toBe(screen.getByText('In stock').id);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Quantity' }));
    await waitFor(() => expect(quantity().value).toBe('2'));
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('€78.00');
    // The unit price stays as it was; beside it, that shipping comes on top, with the costs a click away (issue 31).
    expect(details.getByText('€39.00')).toBeTruthy();
    expect(details.getByRole('link', { name: 'Plus shipping costs.' }).getAttribute('href')).toBe('/en/page/shipping');
    fireEvent.click(addButton());
    const added = await screen.findByTestId('added-to-basket');
    expect(within(added).getByText('Added to your basket.')).toBeTruthy();
    expect(within(added).getByRole('listitem').textContent).toBe('2 × Exhibition catalogue');
    expect(within(added).getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/en/checkout');
    expect(within(added).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/en/merchandise');
    const [line] = app.runtime.state$.value.cart.lines;
    // By id: the name shown above is the reference name (issue 28), not a part of the line.
    expect(line && [line.type, line.id, 'name' in line, line.totalCount, line.totalPrice]).toEqual(['merchandise', 501, false, 2, 7800]);
    // The form starts afresh at one.
    expect(quantity().value).toBe('1');
  });

  it('low stock: the quantity stops at the stock; once the basket holds it all, nothing more can be added', async () => {
    const app = await openProduct(502);
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    fireEvent.change(quantity(), { target: { value: '7' } });
    fireEvent.blur(quantity());
    await waitFor(() => expect(quantity().value).toBe('3'));
    expect((screen.getByRole('button', { name: 'Increase quantity: Quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(addButton());
    expect((await screen.findByText('Your basket already holds all items in stock.')).getAttribute('role')).toBe('alert');
    expect(addButton().disabled).toBe(true);
    expect(quantity().disabled).toBe(true);
    expect(app.runtime.state$.value.cart.lines.map((l) => l.totalCount)).toEqual([3]);
  });

  it('an out-of-stock product says so once, as an alert, and cannot be added', async () => {
    const app = await openProduct(503);
    expect(screen.getByText('Out of stock').getAttribute('role')).toBe('alert');
    expect(quantity().disabled).toBe(true);
    expect(quantity().value).toBe('0');
    expect(addButton().disabled).toBe(true);
    fireEvent.submit(addButton().closest('form')!);
    expect(app.runtime.state$.value.cart.lines).toEqual([]);
  });

  it('an unknown product says it is no longer available, without a retry; a failed load offers one', async () => {
    const first = await open('product', '/en/product/999');
    expect((await screen.findByText('This item is no longer available.')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Product' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Museum Shop/ }).getAttribute('href')).toBe('/en/merchandise');
    first.unmount();

    let calls = 0;
    await open('product', '/en/product/501', { merchandiseSingle: () => (++calls === 1 ? networkError() : ok(ARTICLES[1]!)) });
    const alert = (await screen.findByText('This content could not be loaded. Please try again.')).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exhibition catalogue' })).toBeTruthy();
  });
});

describe('annual passes', () => {
  it('the passes page lists the passes, each leading to its own page', async () => {
    await open('passes');
    expect((await findPageHeading()).textContent).toBe('Annual Passes');
    expect((await screen.findByRole('heading', { level: 3, name: 'Annual pass' })).closest('a')?.getAttribute('href')).toBe('/en/passes/13');
  });

  it('one holder’s name per pass; missing names are refused and marked; the names stay out of the log', async () => {
    const app = await open('pass', '/en/passes/13');
    await screen.findByRole('heading', { level: 1, name: 'Annual pass' });
    // A pass is not sent: no shipping note.
    expect(screen.queryByRole('link', { name: 'Plus shipping costs.' })).toBeNull();
    const holders = await screen.findByRole('group', { name: 'Pass holders' });
    expect(within(holders).getByRole('textbox', { name: 'Name of the pass holder' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity: Quantity' }));
    const second = await within(holders).findByRole('textbox', { name: 'Name of pass holder 2' });
    const first = within(holders).getByRole('textbox', { name: 'Name of pass holder 1' });
    fireEvent.change(first, { target: { value: 'Ada Lindqvist' } });
    fireEvent.click(addButton());
    expect((await screen.findByText('Please enter a name for each annual pass.')).getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-invalid')).toBe('false');
    expect(app.runtime.state$.value.cart.lines).toEqual([]);

    fireEvent.change(second, { target: { value: 'Bo Lindqvist' } });
    fireEvent.click(addButton());
    const added = await screen.findByTestId('added-to-basket');
    expect(within(added).getByRole('listitem').textContent).toBe('2 × Annual pass');
    const [line] = app.runtime.state$.value.cart.lines;
    expect(line?.type === 'annualPass' && [line.totalCount, line.totalPrice, line.ownerRefs.length]).toEqual([2, 11000, 2]);
    expect(JSON.stringify(app.runtime.log.document())).not.toContain('Lindqvist');
    expect(app.storage.getItem(OWNER_STORE_KEY)).toContain('Bo Lindqvist');
  });
});

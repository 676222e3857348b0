/**
 * The in-page half of the engine suite's queries (query.ts), in jsdom with the same script the
 * engines get: what a journey's query matches, and what `see` reports about it.
 */
import { css, injection, label, nth, role, seeInPage, testId, text, within, withText, type Query, type Seen } from './query';

const see = (query: Query, attributes: string[] = []): Seen => {
  const seen = seeInPage({ query, attributes });
  if (seen === 'no-library') throw new Error('the query library is not in the page');
  return seen;
};

beforeAll(() => {
  // As an engine sends it: the source evaluated in the page's global scope.
  (0, eval)(injection());
});

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `
    <main>
      <h1>Basket</h1>
      <ul>
        <li data-testid="cart-line"><span>Poster</span><button type="button">Remove from basket</button></li>
        <li data-testid="cart-line"><span>Catalogue</span><button type="button">Remove from basket</button></li>
      </ul>
      <label for="code">Voucher code</label><input id="code" value="KAH-GUT-0050">
      <label><input type="checkbox" checked> I accept the terms and conditions</label>
      <button type="button" disabled>Pay now</button>
      <p role="alert">This is not a readable bug capsule or event log: neither a capsule nor a log</p>
      <p role="alert">Something else</p>
    </main>`;
});

describe('the queries a journey makes', () => {
  it('find by role and exact name, or by a RegExp anywhere in the name', () => {
    expect(see(role('heading', 'Basket', { level: 1 })).count).toBe(1);
    expect(see(role('heading', 'Bask')).count).toBe(0);
    expect(see(role('button', /^Remove/)).count).toBe(2);
    expect(see(role('checkbox', undefined, { checked: true })).count).toBe(1);
  });

  it('look inside the first match of a scope, filter by text and take the n-th', () => {
    expect(see(within(testId('cart-line'), role('button', 'Remove from basket'))).count).toBe(1);
    expect(see(withText(testId('cart-line'), 'Catalogue')).text).toBe('CatalogueRemove from basket');
    expect(see(nth(testId('cart-line'), 1)).text).toMatch(/^Catalogue/);
    expect(see(withText(role('alert'), /not a readable bug capsule/)).count).toBe(1);
  });

  it('find fields by their label and elements by their own text', () => {
    expect(see(label('Voucher code')).value).toBe('KAH-GUT-0050');
    expect(see(label(/I accept the terms/)).checked).toBe(true);
    expect(see(within(role('main'), text('Basket'))).count).toBe(1);
  });

  it('ask CSS from the document, so the root element too', () => {
    expect(see(css('html'), ['lang']).attributes).toEqual({ lang: 'en' });
  });

  it('say whether a control can be used, and what an absent match looks like', () => {
    expect(see(role('button', 'Pay now')).enabled).toBe(false);
    expect(see(role('button', 'Pay later'))).toMatchObject({ count: 0, text: '', value: null, enabled: false, box: null });
  });

  it('describe themselves for a failure message', () => {
    expect(within(testId('cart-line'), role('button', /^Remove/)).description).toBe('button /^Remove/ in [data-testid=cart-line]');
  });
});

test('a document without the library is said to lack it, so the engine sends it', () => {
  const find = (window as unknown as { __foyerFind?: unknown }).__foyerFind;
  delete (window as unknown as { __foyerFind?: unknown }).__foyerFind;
  try {
    expect(seeInPage({ query: role('main'), attributes: [] })).toBe('no-library');
  } finally {
    (window as unknown as { __foyerFind?: unknown }).__foyerFind = find;
  }
});

import { memoryStorage } from '../../bus/deps';
import { merchandiseEpic } from './epics';
import { OWNER_STORE_KEY, ownersOf } from './owner-store';
import { shopRuntime } from '../../../test/helpers/shop-runtime';
import { httpError, ok, wire } from '../../../test/helpers/fake-api';
import { annualPass, article } from '../../../test/helpers/catalogue';
import { fakeClock } from '../../../test/helpers/fakes';
import { REPEAT_WINDOW_MS } from '../cart/repeat-guard';
import { cents, type LineOf } from '../../messages';
import { count } from '../../kernel/brands';
import { merchandiseLine, withoutId } from '../../../test/helpers/lines';

const books = [article({ id: 5001, name: 'Catalogue', stock: 120 }), article({ id: 5006, name: 'Architecture', price: cents(3400), stock: 7 })];
const pass = annualPass({ id: 5201, name: 'Annual pass' });

function shop(storage = memoryStorage(), clock = fakeClock()) {
  return shopRuntime({
    epics: { merchandise: merchandiseEpic },
    storage,
    clock,
    replies: {
      merchandiseCategories: (p) =>
        ok({ category: p.query?.product_kind === 13 ? [{ id: 53, name: 'Annual passes' }] : [{ id: 51, name: 'Books' }, { id: 52, name: 'Posters' }] }),
      merchandiseList: (p) => ok({ articles: p.query?.product_kind === 13 ? [pass] : books }),
      merchandiseSingle: (p) => {
        const found = [...books, pass].find((a) => a.id === p.query.article);
        return found ? ok(found) : httpError(404, { code: 'NOT_FOUND' });
      },
    },
  });
}

describe('merchandise epic', () => {
  it('the shop listing loads categories and articles of a category; passes ask for product_kind=13', () => {
    const s = shop();
    s.dispatch({ type: 'OpenMerchandiseList', kind: 'shop', category: 51 });
    s.dispatch({ type: 'OpenMerchandiseList', kind: 'passes', category: null });
    expect(s.calls).toEqual([
      { name: 'merchandiseCategories', params: { query: {} } },
      { name: 'merchandiseList', params: { query: { category: 51 } } },
      { name: 'merchandiseCategories', params: { query: { product_kind: 13 } } },
      { name: 'merchandiseList', params: { query: { product_kind: 13 } } },
    ]);
    expect(Object.keys(s.state().merchandise.lists)).toEqual(['shop:51', 'passes:all']);
  });

  it('a product that does not exist fails as not found', () => {
    const s = shop();
    s.dispatch({ type: 'OpenProduct', articleId: 404 });
    expect(s.events()).toEqual([
      { type: 'ProductOpened', data: { articleId: 404 } },
      { type: 'ProductLoadFailed', data: { articleId: 404, code: 'NOT_FOUND', notFound: true } },
    ]);
  });

  it('the log records our own article shapes: a key the server adds is not logged (issue 14)', () => {
    const s = shopRuntime({
      epics: { merchandise: merchandiseEpic },
      replies: {
        // As the server sends them: the codecs let the extra keys through, the epic must not log them.
        merchandiseCategories: wire('merchandiseCategories', { category: [{ id: 51, name: 'Books', supplier: 'X' }] }),
        merchandiseList: wire('merchandiseList', { articles: [{ ...books[0], supplier_price: 1234, custom_groups: [{ id: 1, name: 'New', colour: 'red' }] }] }),
        merchandiseSingle: wire('merchandiseSingle', { ...books[1], supplier_price: 999 }),
      },
    });
    s.dispatch({ type: 'OpenMerchandiseList', kind: 'shop', category: 51 });
    s.dispatch({ type: 'OpenProduct', articleId: 5006 });
    const logged = JSON.stringify(s.runtime.log.document());
    expect(logged).not.toMatch(/supplier|colour/);
    expect(logged).toContain('"custom_groups":[{"id":1,"name":"New"}]');
    expect(s.state().productForm.stock).toBe(7);
  });

  it('quantity within stock, then a merchandise line; the form goes back to 1', () => {
    const s = shop();
    s.dispatch({ type: 'OpenProduct', articleId: 5006 });
    s.dispatch({ type: 'SetProductQuantity', articleId: 5006, quantity: '12' });
    expect(s.state().productForm.quantity).toBe(7);
    s.dispatch({ type: 'SetProductQuantity', articleId: 5006, quantity: 2 });
    s.dispatch({ type: 'AddProductToBasket', articleId: 5006 });
    expect(s.state().cart.lines).toEqual([
      { type: 'merchandise', lineId: 'id-2', id: 5006, price: 3400, count: 2, totalCount: 2, totalPrice: 6800, vat_value: 7 },
    ]);
    expect(s.state().productForm).toMatchObject({ quantity: 1, added: true });
  });

  it('the basket’s items count against the stock: a poster with 3 in stock ends as 3 lines’ worth at most (001 §5)', () => {
    const clock = fakeClock();
    const s = shop(memoryStorage(), clock);
    s.dispatch({ type: 'OpenProduct', articleId: 5006 });
    s.dispatch({ type: 'SetProductQuantity', articleId: 5006, quantity: 5 });
    s.dispatch({ type: 'AddProductToBasket', articleId: 5006 });
    clock.advance(REPEAT_WINDOW_MS);
    // 7 in stock, 5 held: the form offers 2 at most, and "add" takes no more than that.
    s.dispatch({ type: 'SetProductQuantity', articleId: 5006, quantity: 3 });
    expect(s.state().productForm.quantity).toBe(2);
    s.dispatch({ type: 'AddProductToBasket', articleId: 5006 });
    clock.advance(REPEAT_WINDOW_MS);
    expect(s.state().cart.lines.map((l) => l.totalCount)).toEqual([5, 2]);
    // Nothing left beyond the basket: the form's 1 is not added.
    expect(s.state().productForm.quantity).toBe(1);
    s.dispatch({ type: 'AddProductToBasket', articleId: 5006 });
    s.dispatch({ type: 'SetProductQuantity', articleId: 5006, quantity: 1 });
    expect(s.state().cart.lines.map((l) => l.totalCount)).toEqual([5, 2]);
    expect(s.state().productForm.quantity).toBe(0);
  });

  it('the basket’s stepper of an article line stops at the stock; an article not known yet is looked up first (issue 30)', () => {
    const s = shop();
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5006, name: 'Architecture', price: cents(3400), count: count(1) })) });
    const [line] = s.state().cart.lines;
    s.dispatch({ type: 'ChangeArticleLineCount', lineId: line!.lineId, count: '10' });
    expect(s.calls).toEqual([{ name: 'merchandiseSingle', params: { query: { article: 5006 } } }]);
    expect(s.state().cart.lines.map((l) => l.totalCount)).toEqual([7]);
    // Known now: "+" past the stock is no fact and asks nothing more.
    s.dispatch({ type: 'ChangeArticleLineCount', lineId: line!.lineId, count: 8 });
    expect([s.calls.length, s.state().cart.lines[0]!.totalCount]).toEqual([1, 7]);
    s.dispatch({ type: 'ChangeArticleLineCount', lineId: line!.lineId, count: 6 });
    expect(s.state().cart.lines[0]!.totalCount).toBe(6);
  });

  it('a failed lookup changes nothing: the line keeps its count', () => {
    const s = shop();
    s.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ id: 5999, count: count(2) })) });
    s.dispatch({ type: 'ChangeArticleLineCount', lineId: s.state().cart.lines[0]!.lineId, count: 3 });
    expect(s.calls.map((c) => c.name)).toEqual(['merchandiseSingle']);
    expect(s.state().cart.lines[0]!.totalCount).toBe(2);
  });

  it('a click and a double-click on “add” are one line; a pause or a changed quantity is a new intent', () => {
    const clock = fakeClock();
    const s = shop(memoryStorage(), clock);
    s.dispatch({ type: 'OpenProduct', articleId: 5001 });
    for (let i = 0; i < 3; i += 1) s.dispatch({ type: 'AddProductToBasket', articleId: 5001 });
    expect(s.state().cart.lines).toHaveLength(1);
    clock.advance(REPEAT_WINDOW_MS - 1);
    s.dispatch({ type: 'AddProductToBasket', articleId: 5001 });
    expect(s.state().cart.lines).toHaveLength(1);
    clock.advance(1);
    s.dispatch({ type: 'AddProductToBasket', articleId: 5001 });
    expect(s.state().cart.lines).toHaveLength(2);
    s.dispatch({ type: 'SetProductQuantity', articleId: 5001, quantity: 3 });
    s.dispatch({ type: 'AddProductToBasket', articleId: 5001 });
    s.dispatch({ type: 'AddProductToBasket', articleId: 5001 });
    expect(s.state().cart.lines.map((l) => l.totalCount)).toEqual([1, 1, 3]);
  });

  it('an annual pass needs one valid owner entry per unit: otherwise rejected, with positions only', () => {
    const s = shop();
    s.dispatch({ type: 'OpenProduct', articleId: 5201 });
    s.dispatch({ type: 'SetProductQuantity', articleId: 5201, quantity: 2 });
    s.dispatch({ type: 'AddAnnualPassToBasket', articleId: 5201, owners: [{ name: 'Marlene Muster', address: '', send_to_custom_addr: true }] });
    expect(s.events().at(-1)).toEqual({
      type: 'AnnualPassOwnersRejected',
      data: { articleId: 5201, expected: 2, problems: [{ index: 0, fields: ['address'] }, { index: 1, fields: ['name'] }] },
    });
    expect(s.state().cart.lines).toEqual([]);
    // A pass cannot be added as plain merchandise.
    s.dispatch({ type: 'AddProductToBasket', articleId: 5201 });
    expect(s.state().cart.lines).toEqual([]);
  });

  it('owners are kept out of the event log (refs only) and forgotten when the line is removed', () => {
    const storage = memoryStorage();
    const s = shop(storage);
    s.dispatch({ type: 'OpenProduct', articleId: 5201 });
    s.dispatch({ type: 'SetProductQuantity', articleId: 5201, quantity: 2 });
    s.dispatch({
      type: 'AddAnnualPassToBasket',
      articleId: 5201,
      owners: [
        { name: 'Marlene Muster', address: '', send_to_custom_addr: false },
        { name: 'Kai Muster', address: 'Hafenstraße 12, 20457 Hamburg', send_to_custom_addr: true },
      ],
    });
    const line = s.state().cart.lines[0] as LineOf<'annualPass'>;
    expect(line).toMatchObject({ type: 'annualPass', id: 5201, count: 2, totalPrice: 11000 });
    expect(ownersOf(storage, line.ownerRefs).map((o) => o?.name)).toEqual(['Marlene Muster', 'Kai Muster']);

    const exported = JSON.stringify(s.runtime.log.document());
    for (const secret of ['Marlene', 'Kai Muster', 'Hafenstraße']) expect(exported).not.toContain(secret);
    for (const [key, value] of storage.map) if (key !== OWNER_STORE_KEY) expect(value).not.toContain('Marlene');

    s.dispatch({ type: 'RemoveCartLine', lineId: line.lineId });
    expect(storage.getItem(OWNER_STORE_KEY)).toBeNull();
  });
});

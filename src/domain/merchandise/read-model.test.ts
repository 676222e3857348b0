import { type Count } from '../../messages';
import * as E from '../../messages/events/merchandise';
import {
  initialMerchandise,
  initialProductForm,
  reduceMerchandise,
  reduceProductForm,
  type MerchandiseEvent,
  type ProductFormEvent,
} from './read-model';
import { listOf, productOf, stockLevel, canAdd, categoriesOf } from './selectors';
import { normalizeQuantity } from './quantity';
import { annualPass, article } from '../../../test/helpers/catalogue';

const givenForm = (...events: ProductFormEvent[]) => events.reduce(reduceProductForm, initialProductForm);
const givenShop = (...events: MerchandiseEvent[]) => events.reduce(reduceMerchandise, initialMerchandise);

describe('product form: given events → state', () => {
  it.each([
    [120, 1],
    [1, 1],
    [0, 0],
    [-2, 0],
  ])('a product with stock %p resets the quantity to %p (001 §4)', (stock, quantity) => {
    const state = givenForm(E.ProductOpened.create({ articleId: 5001 }), E.ProductLoaded.create({ article: article({ id: 5001, stock }) }));
    expect(state).toEqual({ articleId: 5001, stock, isPass: false, quantity, added: false, ownerProblems: null });
    expect(canAdd(state, [])).toBe(quantity === 1);
  });

  it('a product loaded for another article than the open one changes nothing', () => {
    const state = givenForm(E.ProductOpened.create({ articleId: 5001 }));
    expect(reduceProductForm(state, E.ProductLoaded.create({ article: article({ id: 5002 }) }))).toBe(state);
  });

  it('quantities stay within the stock; adding resets the form and says so', () => {
    const loaded = givenForm(E.ProductOpened.create({ articleId: 5006 }), E.ProductLoaded.create({ article: article({ id: 5006, stock: 7 }) }));
    const three = reduceProductForm(loaded, E.ProductQuantityChanged.create({ articleId: 5006, quantity: 3 as Count }));
    expect(three.quantity).toBe(3);
    expect(reduceProductForm(loaded, E.ProductQuantityChanged.create({ articleId: 5006, quantity: 70 as Count })).quantity).toBe(7);
    expect(reduceProductForm(three, E.ProductAddedToBasket.create({ articleId: 5006, lineId: 'l' }))).toMatchObject({ quantity: 1, added: true });
  });

  it('annual passes are recognised (product kind 13); owner problems are kept until the next change', () => {
    const pass = givenForm(E.ProductOpened.create({ articleId: 5201 }), E.ProductLoaded.create({ article: annualPass({ id: 5201 }) }));
    expect(pass.isPass).toBe(true);
    const rejected = reduceProductForm(pass, E.AnnualPassOwnersRejected.create({ articleId: 5201, expected: 2 as Count, problems: [{ index: 1, fields: ['name'] }] }));
    expect(rejected.ownerProblems).toEqual({ expected: 2, problems: [{ index: 1, fields: ['name'] }] });
    expect(reduceProductForm(rejected, E.ProductQuantityChanged.create({ articleId: 5201, quantity: 1 as Count })).ownerProblems).toBeNull();
  });

  it('normalizes typed quantities: non-numeric 0, capped by stock, nothing when out of stock', () => {
    expect(normalizeQuantity('3', 10)).toBe(3);
    expect(normalizeQuantity('x', 10)).toBe(0);
    expect(normalizeQuantity(50, 10)).toBe(10);
    expect(normalizeQuantity(-1, 10)).toBe(0);
    expect(normalizeQuantity(2, 0)).toBe(0);
  });
});

describe('merchandise catalogue: given events → state', () => {
  it('lists by listing and category; a listed article stands in for the product until it loads', () => {
    const books = [article({ id: 5003, sequence_no: 3 }), article({ id: 5001, sequence_no: 1 })];
    const state = givenShop(
      E.MerchandiseCategoriesLoaded.create({ kind: 'shop', categories: [{ id: 51, name: 'Books' }] }),
      E.MerchandiseListLoaded.create({ kind: 'shop', category: 51, articles: books }),
    );
    expect(categoriesOf(state, 'shop')).toEqual([{ id: 51, name: 'Books' }]);
    expect(categoriesOf(state, 'passes')).toEqual([]);
    const list = listOf(state, 'shop', 51);
    expect(list.status === 'loaded' && list.value.map((a) => a.id)).toEqual([5001, 5003]);
    expect(listOf(state, 'shop', null)).toEqual({ status: 'loading' });
    expect(productOf(state, 5003)).toEqual({ status: 'loaded', value: books[0] });
    expect(productOf(state, 9)).toEqual({ status: 'loading' });
  });

  it('a product that is not found is failed with notFound; a failed category refresh keeps the categories', () => {
    const state = givenShop(
      E.MerchandiseCategoriesLoaded.create({ kind: 'passes', categories: [{ id: 53, name: 'Annual passes' }] }),
      E.MerchandiseCategoriesLoadFailed.create({ kind: 'passes', code: 'NETWORK_ERROR', notFound: false }),
      E.ProductLoadFailed.create({ articleId: 404, code: 'NOT_FOUND', notFound: true }),
    );
    expect(categoriesOf(state, 'passes')).toEqual([{ id: 53, name: 'Annual passes' }]);
    expect(productOf(state, 404)).toEqual({ status: 'failed', code: 'NOT_FOUND', notFound: true });
  });

  it('stock display levels', () => {
    expect([-1, 0, 3, 10, 11].map(stockLevel)).toEqual(['outOfStock', 'outOfStock', 'low', 'low', 'inStock']);
  });
});

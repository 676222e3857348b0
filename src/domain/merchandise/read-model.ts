import * as t from 'io-ts';
import { assertNever, Count, LoadFailure, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';
import { clampCount, ONE, ZERO } from '../../kernel/counts';
import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/merchandise';
import { ArticleOffer, CatalogueGroup } from '../../messages/catalogue';
import { listKey } from './listing-query';

const Failed = t.intersection([t.type({ status: t.literal('failed') }), LoadFailure]);
const remote = <C extends t.Mixed>(codec: C) => t.union([t.intersection([t.type({ status: t.literal('loaded') }), codec]), Failed]);

/** The shop's and the passes' listings (001 §2, §7), by category, and single products by id. */
export const MerchandiseState = t.type({
  categories: t.type({
    shop: t.union([remote(t.type({ categories: t.array(CatalogueGroup) })), t.null]),
    passes: t.union([remote(t.type({ categories: t.array(CatalogueGroup) })), t.null]),
  }),
  /** `listKey(kind, category)` → the articles of that listing. A missing key: not loaded yet. */
  lists: t.record(t.string, remote(t.type({ articles: t.array(ArticleOffer) }))),
  /** article id → `merchandise/single`. */
  products: t.record(t.string, remote(t.type({ article: ArticleOffer }))),
});
export type MerchandiseState = t.TypeOf<typeof MerchandiseState>;

export const initialMerchandise: MerchandiseState = { categories: { shop: null, passes: null }, lists: {}, products: {} };

const catalogueHandles = [
  'MerchandiseCategoriesLoaded',
  'MerchandiseCategoriesLoadFailed',
  'MerchandiseListLoaded',
  'MerchandiseListLoadFailed',
  'ProductLoaded',
  'ProductLoadFailed',
] as const;
export type MerchandiseEvent = EventOf<(typeof catalogueHandles)[number]>;

export function reduceMerchandise(state: MerchandiseState, event: MerchandiseEvent): MerchandiseState {
  switch (event.type) {
    case 'MerchandiseCategoriesLoaded':
      return { ...state, categories: { ...state.categories, [event.data.kind]: { status: 'loaded', categories: event.data.categories } } };
    case 'MerchandiseCategoriesLoadFailed': {
      const { kind, code, notFound } = event.data;
      // Categories loaded before stay: a failed refresh is not worth losing the filter for.
      if (state.categories[kind]?.status === 'loaded') return state;
      return { ...state, categories: { ...state.categories, [kind]: { status: 'failed', code, notFound } } };
    }
    case 'MerchandiseListLoaded': {
      const { kind, category, articles } = event.data;
      return { ...state, lists: { ...state.lists, [listKey(kind, category)]: { status: 'loaded', articles } } };
    }
    case 'MerchandiseListLoadFailed': {
      const { kind, category, code, notFound } = event.data;
      return { ...state, lists: { ...state.lists, [listKey(kind, category)]: { status: 'failed', code, notFound } } };
    }
    case 'ProductLoaded':
      return { ...state, products: { ...state.products, [String(event.data.article.id)]: { status: 'loaded', article: event.data.article } } };
    case 'ProductLoadFailed': {
      const { articleId, code, notFound } = event.data;
      return { ...state, products: { ...state.products, [String(articleId)]: { status: 'failed', code, notFound } } };
    }
    default:
      return assertNever(event);
  }
}

export const merchandiseReadModel = defineReadModel({
  handles: catalogueHandles,
  initial: initialMerchandise,
  codec: MerchandiseState,
  reduce: reduceMerchandise,
});

// ---- the product form -------------------------------------------------------------------------

export const OwnerProblem = t.type({ index: t.number, fields: t.array(t.keyof({ name: null, address: null })) });
export type OwnerProblem = t.TypeOf<typeof OwnerProblem>;

export const ProductFormState = t.type({
  articleId: t.union([t.number, t.null]),
  /** Stock as last loaded; null until the product is loaded. */
  stock: t.union([t.number, t.null]),
  isPass: t.boolean,
  quantity: Count,
  added: t.boolean,
  /** Annual pass owner entries that failed validation (positions and fields only). */
  ownerProblems: t.union([t.type({ expected: Count, problems: t.array(OwnerProblem) }), t.null]),
});
export type ProductFormState = t.TypeOf<typeof ProductFormState>;

export const initialProductForm: ProductFormState = {
  articleId: null,
  stock: null,
  isPass: false,
  quantity: ZERO,
  added: false,
  ownerProblems: null,
};

/** 001 §4: the merchandise form resets to quantity 0 if stock is 0 or less, else to 1. */
export const resetQuantity = (stock: number): Count => (stock <= 0 ? ZERO : ONE);

const formHandles = ['ProductOpened', 'ProductLoaded', 'ProductQuantityChanged', 'ProductAddedToBasket', 'AnnualPassOwnersRejected'] as const;
export type ProductFormEvent = EventOf<(typeof formHandles)[number]>;

export function reduceProductForm(state: ProductFormState, event: ProductFormEvent): ProductFormState {
  switch (event.type) {
    case 'ProductOpened':
      return event.data.articleId === state.articleId
        ? { ...state, added: false, ownerProblems: null }
        : { ...initialProductForm, articleId: event.data.articleId };
    case 'ProductLoaded': {
      const { article } = event.data;
      if (article.id !== state.articleId) return state;
      return {
        ...state,
        stock: article.stock,
        isPass: article.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND,
        quantity: resetQuantity(article.stock),
        ownerProblems: null,
      };
    }
    case 'ProductQuantityChanged': {
      if (event.data.articleId !== state.articleId) return state;
      const max = state.stock === null ? event.data.quantity : Math.max(0, state.stock);
      return { ...state, quantity: clampCount(event.data.quantity, max), added: false, ownerProblems: null };
    }
    case 'ProductAddedToBasket':
      if (event.data.articleId !== state.articleId) return state;
      return { ...state, quantity: resetQuantity(state.stock ?? 0), added: true, ownerProblems: null };
    case 'AnnualPassOwnersRejected':
      if (event.data.articleId !== state.articleId) return state;
      return { ...state, added: false, ownerProblems: { expected: event.data.expected, problems: event.data.problems } };
    default:
      return assertNever(event);
  }
}

export const productFormReadModel = defineReadModel({
  handles: formHandles,
  initial: initialProductForm,
  codec: ProductFormState,
  reduce: reduceProductForm,
});

import * as t from 'io-ts';
import { Cents } from '../../kernel/brands';
import { Category, CustomGroup, Id, QueryNumber, VatPercent } from './common';

export { ANNUAL_PASS_PRODUCT_KIND } from './product-kinds';

/**
 * The listing's queries: named by the endpoints as their answers are (endpoints/merchandise-list.ts),
 * so the list drawn before the runtime asks with them without io-ts; the sandbox decodes with them.
 */
export const MerchandiseListQuery = t.partial({ category: QueryNumber, product_kind: QueryNumber }, 'MerchandiseListQuery');
export const MerchandiseCategoriesQuery = t.partial({ product_kind: QueryNumber }, 'MerchandiseCategoriesQuery');

export const Article = t.intersection(
  [
    t.type({
      id: Id,
      name: t.string,
      price: Cents,
      vat_value: VatPercent,
      stock: t.number,
      product_kind_ref: t.union([Id, t.null]),
      sequence_no: t.number,
    }),
    t.partial({ custom_groups: t.array(CustomGroup), description: t.string, image: t.string }),
  ],
  'Article',
);
export type Article = t.TypeOf<typeof Article>;

export const ArticleList = t.type({ articles: t.array(Article) }, 'ArticleList');
export type ArticleList = t.TypeOf<typeof ArticleList>;

export const ArticleCategories = t.type({ category: t.array(Category) }, 'ArticleCategories');
export type ArticleCategories = t.TypeOf<typeof ArticleCategories>;

/**
 * Upselling suggestions are "article-like": only what a suggestion tile needs is required, so
 * a suggested ticket or voucher without stock or product kind still decodes.
 */
export const Suggestion = t.intersection(
  [
    t.type({ id: Id, name: t.string, price: Cents }),
    t.partial({
      type: t.string,
      vat_value: VatPercent,
      stock: t.number,
      product_kind_ref: t.union([Id, t.null]),
      sequence_no: t.number,
      description: t.string,
      image: t.string,
    }),
  ],
  'Suggestion',
);
export type Suggestion = t.TypeOf<typeof Suggestion>;

export const Suggestions = t.array(Suggestion, 'Suggestions');
export type Suggestions = t.TypeOf<typeof Suggestions>;

import type { ShellGuard } from './shell-guards';
import { asDecoded, Cents, IdName, isNumber, isString, listOf, orNull, shape } from './plain-checks';
import type { ArticleCategories, ArticleList } from './merchandise';

/**
 * The answers the shop's and the passes' lists need (the articles and the categories), checked
 * without their codecs as the tickets list's are (tickets-guards.ts): a first visit draws the
 * list without the merchandise area's codecs, which load only for an answer a check refuses.
 * `shell-guards.test.ts` holds each guard to its codec (merchandise.ts) over any JSON.
 */

const Article = shape(
  { id: isNumber, name: isString, price: Cents, vat_value: isNumber, stock: isNumber, product_kind_ref: orNull(isNumber), sequence_no: isNumber },
  { custom_groups: listOf(IdName), description: isString, image: isString },
);

export const ArticleListGuard: ShellGuard<ArticleList> = { is: shape({ articles: listOf(Article) }), settle: asDecoded };

export const ArticleCategoriesGuard: ShellGuard<ArticleCategories> = { is: shape({ category: listOf(IdName) }), settle: asDecoded };

import type { ArticleOffer, CatalogueGroup } from '../../messages/catalogue';
import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/product-kinds';
import type { Loadable } from '../../kernel/loadable';
import type { MerchandiseState } from './read-model';
import { listKey, type ListingKind } from './listing-query';

/*
 * A listing's rules, read by the merchandise area's selectors and by the shop's list drawn
 * before the runtime has started (screens/merchandise/light-product-list.ts), which reads the
 * area's read model with them once the runtime has taken it over: a module without the read
 * model's code, so that list's chunk holds none of it.
 */

export function categoriesOf(state: MerchandiseState, kind: ListingKind): CatalogueGroup[] {
  const c = state.categories[kind];
  return c?.status === 'loaded' ? c.categories : [];
}

export function listOf(state: MerchandiseState, kind: ListingKind, category: number | null): Loadable<ArticleOffer[]> {
  const list = state.lists[listKey(kind, category)];
  if (!list) return { status: 'loading' };
  if (list.status === 'failed') return { status: 'failed', code: list.code, notFound: list.notFound };
  return { status: 'loaded', value: sortArticles(list.articles) };
}

/** The articles in the shop's order (their sequence numbers). */
export const sortArticles = <A extends Pick<ArticleOffer, 'sequence_no'>>(articles: readonly A[]): A[] => [...articles].sort((a, b) => a.sequence_no - b.sequence_no);

export const isAnnualPass = (article: Pick<ArticleOffer, 'product_kind_ref'>): boolean => article.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND;

export type StockLevel = 'outOfStock' | 'low' | 'inStock';

/** How stock is shown: out of stock at 0 or below, "only n left" up to 10. */
export const LOW_STOCK = 10;
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'outOfStock';
  return stock <= LOW_STOCK ? 'low' : 'inStock';
}

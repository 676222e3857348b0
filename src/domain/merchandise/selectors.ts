import type { ArticleOffer, CatalogueGroup } from '../../messages/catalogue';
import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/merchandise';
import type { CartLine, Count } from '../../messages';
import { clampCount } from '../../kernel/counts';
import { listKey, type MerchandiseState, type ProductFormState } from './read-model';

export type Listing = 'shop' | 'passes';

import type { Loadable } from '../../kernel/loadable';

export type { Loadable } from '../../kernel/loadable';

export function categoriesOf(state: MerchandiseState, kind: Listing): CatalogueGroup[] {
  const c = state.categories[kind];
  return c?.status === 'loaded' ? c.categories : [];
}

export function listOf(state: MerchandiseState, kind: Listing, category: number | null): Loadable<ArticleOffer[]> {
  const list = state.lists[listKey(kind, category)];
  if (!list) return { status: 'loading' };
  if (list.status === 'failed') return { status: 'failed', code: list.code, notFound: list.notFound };
  return { status: 'loaded', value: [...list.articles].sort((a, b) => a.sequence_no - b.sequence_no) };
}

/** A listed article stands in while its single view loads. */
export function productOf(state: MerchandiseState, articleId: number): Loadable<ArticleOffer> {
  const single = state.products[String(articleId)];
  if (single?.status === 'loaded') return { status: 'loaded', value: single.article };
  if (single?.status === 'failed') return { status: 'failed', code: single.code, notFound: single.notFound };
  for (const list of Object.values(state.lists)) {
    const found = list.status === 'loaded' ? list.articles.find((a) => a.id === articleId) : undefined;
    if (found) return { status: 'loaded', value: found };
  }
  return { status: 'loading' };
}

export const isAnnualPass = (article: Pick<ArticleOffer, 'product_kind_ref'>): boolean => article.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND;

export type StockLevel = 'outOfStock' | 'low' | 'inStock';

/** How stock is shown: out of stock at 0 or below, "only n left" up to 10. */
export const LOW_STOCK = 10;
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'outOfStock';
  return stock <= LOW_STOCK ? 'low' : 'inStock';
}

/** Items of an article the basket already holds (merchandise and annual pass lines). */
export function heldItems(lines: readonly CartLine[], articleId: number): number {
  return lines.reduce((n, l) => ((l.type === 'merchandise' || l.type === 'annualPass') && l.id === articleId ? n + l.count : n), 0);
}

/** The form's stock less what the basket already holds: what may still be added (001 §5). */
export function stockOpen(form: ProductFormState, lines: readonly CartLine[]): number {
  return form.stock === null || form.articleId === null ? 0 : Math.max(0, form.stock - heldItems(lines, form.articleId));
}

/** The quantity "add" takes: the chosen one, within the open stock. */
export const addableQuantity = (form: ProductFormState, lines: readonly CartLine[]): Count => clampCount(form.quantity, stockOpen(form, lines));

/** The form can be added: the product is loaded, in stock beyond the basket and at least one is chosen. */
export function canAdd(form: ProductFormState, lines: readonly CartLine[]): boolean {
  return form.articleId !== null && addableQuantity(form, lines) >= 1;
}

import type { ArticleOffer } from '../../messages/catalogue';
import type { CartLine, Count } from '../../messages';
import { clampCount } from '../../kernel/counts';
import type { MerchandiseState, ProductFormState } from './read-model';
import type { Loadable } from '../../kernel/loadable';

export type { Loadable } from '../../kernel/loadable';
export { categoriesOf, listOf } from './listing';

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

export { isAnnualPass, LOW_STOCK, stockLevel, type StockLevel } from './listing';

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

import { ANNUAL_PASS_PRODUCT_KIND } from '../../api/codecs/product-kinds';

export type ListingKind = 'shop' | 'passes';

/** Where the read model keeps a listing's articles (by kind and category). */
export const listKey = (kind: ListingKind, category: number | null): string => `${kind}:${category ?? 'all'}`;

/**
 * The queries of a listing's two calls (001 §2, §7): the annual passes are a product kind of
 * merchandise; a category narrows the articles, never the categories. The merchandise area asks
 * with them, and index.html asks the same before the runtime starts (src/early-answers.ts).
 */
export function listingQueries(kind: ListingKind, category: number | null): { categories: { product_kind?: number }; list: { product_kind?: number; category?: number } } {
  const productKind = kind === 'passes' ? { product_kind: ANNUAL_PASS_PRODUCT_KIND } : {};
  return { categories: productKind, list: { ...productKind, ...(category !== null ? { category } : {}) } };
}

import type { CartState } from './read-model';

/**
 * The header's basket count: one per line. Its own module, so the header reads it before the
 * runtime (and the cart's selectors with their message imports) has loaded.
 */
export const basketCount = (cart: Pick<CartState, 'lines'>): number => cart.lines.length;

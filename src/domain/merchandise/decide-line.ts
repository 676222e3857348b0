import { CartEvents, type CartLine, type CommandOf } from '../../messages';
import { count as asCount } from '../../kernel/brands';
import { decided, NOTHING, type Decision } from '../decision';
import type { MerchandiseState } from './read-model';
import { heldItems, productOf } from './selectors';

/**
 * The basket's stepper of an article line (001 §5 "overbooking blocked", issue 30): a decrease is
 * taken, a rise stops at the stock less what the basket's other lines of that article hold.
 * Stock known from this session (the product or a listing) decides at once; otherwise the epic
 * looks the article up first (`LOOK_UP`). The payment's basket check stays the judge of a stock
 * that changed since.
 */

export interface ArticleLineSlice {
  readonly merchandise: MerchandiseState;
  readonly cart: { readonly lines: readonly CartLine[] };
}

/** The decider cannot decide yet: the article's stock is to be looked up first. */
export const LOOK_UP = 'lookUp' as const;

/** The stock this session knows of an article, or null. */
export function knownStock(merchandise: MerchandiseState, articleId: number): number | null {
  const product = productOf(merchandise, articleId);
  return product.status === 'loaded' ? product.value.stock : null;
}

/** The most this article line may hold: the stock less the other lines' items; null while unknown. */
export function articleLineMax(merchandise: MerchandiseState, lines: readonly CartLine[], line: CartLine): number | null {
  // An article's id is a number (ProductId also allows the strings of other lines' ids).
  if (line.type !== 'merchandise' || typeof line.id !== 'number') return null;
  const stock = knownStock(merchandise, line.id);
  return stock === null ? null : Math.max(0, stock - (heldItems(lines, line.id) - line.count));
}

/** A count as typed or stepped: a whole number of at least 1, else none (the field shows the count again). */
function wanted(input: number | string): number | null {
  const n = typeof input === 'number' ? input : /^\s*\d+(?:[.,]\d+)?\s*$/.test(input) ? Number(input.trim().replace(',', '.')) : Number.NaN;
  const whole = Math.trunc(n);
  return Number.isSafeInteger(whole) && whole >= 1 ? whole : null;
}

export function decideArticleLineCount(command: CommandOf<'ChangeArticleLineCount'>, state: ArticleLineSlice): Decision | typeof LOOK_UP {
  const line = state.cart.lines.find((l) => l.lineId === command.lineId);
  const requested = wanted(command.count);
  if (line?.type !== 'merchandise' || requested === null || requested === line.count) return NOTHING;
  const changed = (n: number): Decision => (n === line.count || !Number.isSafeInteger(line.price * n) ? NOTHING : decided(CartEvents.CartLineCountChanged.create({ lineId: line.lineId, count: asCount(n) })));
  if (requested < line.count) return changed(requested);
  const max = articleLineMax(state.merchandise, state.cart.lines, line);
  if (max === null) return typeof line.id === 'number' ? LOOK_UP : NOTHING;
  return changed(Math.max(line.count, Math.min(requested, max)));
}

import type { Count } from '../../messages';
import { clampCount } from '../../kernel/counts';

/**
 * A typed quantity: non-numeric or negative → 0, fractions cut, at most the stock (and 0 when
 * the stock is 0 or less: nothing can be bought).
 */
export function normalizeQuantity(input: number | string, stock: number): Count {
  const n = typeof input === 'number' ? input : input.trim() === '' ? 0 : Number(input.trim().replace(',', '.'));
  return clampCount(n, stock);
}

import { useContext } from 'react';
import type { CartLine } from '../../messages';
import { useT } from '../../i18n';
import { Quantity, type QuantityProps } from '../shared/Quantity';
import { ArticleLineMaxima } from './article-line-maxima';

/**
 * A basket row's count and its "all in the basket" note: the parts of a row that read an
 * article line's most (ArticleLineMaxima), so that only they render when it moves.
 */

/** Enough for any real order; the basket check still holds the stock against it. */
export const MAX_LINE_COUNT = 99;

/** An article line holding all the stock there is: "+" stops, and the row says why. */
function holdsAllStock(line: CartLine, stock: number | null): boolean {
  // More than the stock (it shrank, another tab added) is the basket check's to say ("Only n left…").
  return line.type === 'merchandise' && stock !== null && line.count === stock;
}

/** The most this line may hold, where it is an article line whose stock is known; else null. */
function useLineMax(line: CartLine): number | null {
  return useContext(ArticleLineMaxima)?.get(line.lineId) ?? null;
}

export function AllStockNote({ line, id }: { line: CartLine; id: string }) {
  const { t } = useT();
  if (!holdsAllStock(line, useLineMax(line))) return null;
  return (
    <p className="muted cart-line__stock" id={`${id}-stock`}>
      {t('merchandise.allInBasket')}
    </p>
  );
}

export type StepperProps = Pick<QuantityProps, 'className' | 'hideLabel' | 'busy' | 'onBelowMin' | 'belowMinLabel' | 'describedBy'>;

/** The count of an article, voucher or plain ticket line: an article's steps stop at its most. */
export function LineCount({ line, id, name, stepper, onCount }: { line: CartLine; id: string; name: string; stepper: StepperProps; onCount: (line: CartLine, count: number | string) => void }) {
  const { t } = useT();
  const stock = useLineMax(line);
  return (
    <Quantity
      {...stepper}
      label={t('common.quantity')}
      counted={name}
      value={line.totalCount}
      min={1}
      max={line.type === 'merchandise' && stock !== null ? Math.max(1, stock) : Math.max(line.totalCount, MAX_LINE_COUNT)}
      {...(holdsAllStock(line, stock) ? { describedBy: `${id}-stock` } : {})}
      onChange={(count) => onCount(line, count)}
    />
  );
}

import { memo, useCallback, useContext, useState } from 'react';
import type { CartLine } from '../../messages';
import { useT } from '../../i18n';
import { Quantity, type QuantityProps } from '../shared/Quantity';
import { ArticleLineRooms, type ArticleLineRoom } from './article-line-rooms';

/**
 * A basket row's count and its "all in the basket" note: the parts of a row that read an
 * article line's most (ArticleLineRooms), so that only they render when it moves.
 */

/** Enough for any real order; the basket check still holds the stock against it. */
export const MAX_LINE_COUNT = 99;

/** An article line holding all the stock there is: "+" stops, and the row says why. */
function holdsAllStock(line: CartLine, room: ArticleLineRoom | null): boolean {
  // More than the stock (it shrank, another tab added) is the basket check's to say ("Only n left…").
  return line.type === 'merchandise' && room !== null && line.count === room.most;
}

/** The room of this line, where it is an article line whose stock is known; else null. */
function useLineRoom(line: CartLine): ArticleLineRoom | null {
  return useContext(ArticleLineRooms)?.get(line.lineId) ?? null;
}

export function AllStockNote({ line, id }: { line: CartLine; id: string }) {
  const { t } = useT();
  if (!holdsAllStock(line, useLineRoom(line))) return null;
  return (
    <p className="muted cart-line__stock" id={`${id}-stock`}>
      {t('merchandise.allInBasket')}
    </p>
  );
}

export type StepperProps = Pick<QuantityProps, 'className' | 'hideLabel' | 'busy' | 'onBelowMin' | 'belowMinLabel' | 'describedBy'>;

/** The stepper renders only when what it shows changed: its props are the same from a removal elsewhere. */
const StillQuantity = memo(Quantity);

/**
 * The count of an article, voucher or plain ticket line: an article's steps stop at its most.
 * The field carries that most exactly where it is used: while the stepper has the focus (keys
 * and the field's own arrows step against it) and while the line is at its most ("+" stops).
 * Otherwise it says the article's stock, which removing a line does not move; the exact most
 * would change on every other line of the article with each removal and render all their
 * steppers again (issue 33). A typed count is held to the most by the domain either way.
 */
export function LineCount({ line, id, name, stepper, onCount }: { line: CartLine; id: string; name: string; stepper: StepperProps; onCount: (line: CartLine, count: number | string) => void }) {
  const { t } = useT();
  const room = useLineRoom(line);
  const [focused, setFocused] = useState(false);
  const most = line.type === 'merchandise' && room !== null ? Math.max(1, room.most) : Math.max(line.totalCount, MAX_LINE_COUNT);
  const max = room === null || focused || line.totalCount >= most ? most : Math.max(most, room.stock);
  const onChange = useCallback((count: number | string) => onCount(line, count), [onCount, line]);
  return (
    <StillQuantity
      {...stepper}
      label={t('common.quantity')}
      counted={name}
      value={line.totalCount}
      min={1}
      max={max}
      {...(holdsAllStock(line, room) ? { describedBy: `${id}-stock` } : {})}
      onChange={onChange}
      onFocusWithin={setFocused}
    />
  );
}

import { memo, useId, useState } from 'react';
import type { CartLine, LineProblem } from '../../messages';
import { useT } from '../../i18n';
import { Money } from '../../components/Money';
import { lineWhen } from './line-when';
import { LineProblems } from './LineProblems';
import { Quantity } from '../shared/Quantity';

/** The counts of a line as the visitor chose them (sub-tickets, day tickets, units). */
function counts(line: CartLine): Array<{ key: string; count: number; name: string | null }> {
  switch (line.type) {
    case 'ticket':
      return line.subtickets.length > 0
        ? line.subtickets.map((s) => ({ key: String(s.id), count: s.count, name: s.name }))
        : [{ key: 'n', count: line.totalCount, name: null }];
    case 'dayTicket':
      return line.dayTickets.map((d) => ({ key: String(d.id), count: d.count, name: d.name }));
    default:
      return [{ key: 'n', count: line.totalCount, name: null }];
  }
}

export interface CartLineRowProps {
  line: CartLine;
  /** Stable across renders (useCallback): rows re-render only when their own props change. */
  onRemove: (line: CartLine) => void;
  /** Annual pass lines: the pass holders' names, read from the owner store (never the log). */
  owners?: readonly string[];
  /** What the basket check found about this line (001 §4: sold out, expired, …). */
  problems?: readonly LineProblem[];
  /**
   * Merchandise and voucher lines: a new count (≥ 1; the domain refuses anything else). Not for
   * annual passes, whose every unit has its holder's name, nor for tickets, whose places are
   * checked on their own page. Stable across renders, like onRemove.
   */
  onCount?: (line: CartLine, count: number) => void;
}

/** Enough for any real order; the basket check still holds the stock against it. */
const MAX_LINE_COUNT = 99;

const sameItems = <T,>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * A basket of fifty lines re-renders only the line that changed: the others keep their line
 * object (the cart reducer replaces only what it changes), their owners and their problems.
 */
export const CartLineRow = memo(
  CartLineRowView,
  (a, b) => a.line === b.line && a.onRemove === b.onRemove && a.onCount === b.onCount && sameItems(a.owners, b.owners) && sameItems(a.problems, b.problems),
);

/** One basket line: name, date and time, counts, price, line total; removal asks first (001 §4). */
function CartLineRowView({ line, onRemove, onCount, owners, problems = [] }: CartLineRowProps) {
  const { t, date, time } = useT();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const at = lineWhen(line, date, time, t);
  const parts = counts(line);
  const single = parts.length === 1 && parts[0]?.name === null ? parts[0] : null;
  return (
    <li className={`cart-line cart-line--${line.type}`} data-testid="cart-line" aria-labelledby={`${id}-name`}>
      <div className="cart-line__main">
        <span className="cart-line__type">{t(`cart.lineType.${line.type}`)}</span>
        <span className="cart-line__name" id={`${id}-name`}>
          {line.name}
        </span>
        {at && <span className="cart-line__when">{at}</span>}
        {owners && owners.length > 0 && (
          <span className="cart-line__owners">
            {t('passes.ownerHeading')}: {owners.join(', ')}
          </span>
        )}
        <LineProblems problems={problems} />
      </div>
      <div className="cart-line__count">
        {onCount && (line.type === 'merchandise' || line.type === 'voucher') ? (
          <>
            <Quantity
              className="cart-line__stepper"
              hideLabel
              label={t('common.quantity')}
              counted={line.name}
              value={line.count}
              min={1}
              max={Math.max(line.count, MAX_LINE_COUNT)}
              onChange={(count) => onCount(line, Number(count))}
            />
            <span className="cart-line__unit">
              × <Money cents={line.price} />
            </span>
          </>
        ) : single ? (
          <>
            <span className="visually-hidden">{t('common.quantity')}: </span>
            {single.count} × <Money cents={line.price} />
          </>
        ) : (
          <ul className="cart-line__parts">
            {parts.map((p) => (
              <li key={p.key}>
                {p.count} × {p.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="cart-line__total">
        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
        <Money cents={line.totalPrice} />
      </div>
      <div className="cart-line__actions">
        {confirming ? (
          <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="confirm">
            <p id={`${id}-confirm`}>{t('cart.deleteConfirm', { name: line.name })}</p>
            <button type="button" className="button button--danger" onClick={() => onRemove(line)}>
              {t('cart.deleteYes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)} autoFocus>
              {t('cart.deleteNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--link" onClick={() => setConfirming(true)} aria-describedby={`${id}-name`}>
            {t('cart.deleteLine')}
          </button>
        )}
      </div>
    </li>
  );
}

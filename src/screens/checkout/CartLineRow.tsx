import { useState } from 'react';
import type { CartLine } from '../../messages';
import { useT } from '../../i18n';
import { Money } from '../../components/Money';

function when(line: CartLine, date: (iso: string) => string): string | null {
  switch (line.type) {
    case 'ticket':
      return `${date(line.datetime.slice(0, 10))} ${line.datetime.slice(11, 16)}`;
    case 'guidedTour':
      return `${date(line.date)} ${line.time}`;
    case 'dayTicket':
      return date(line.date);
    default:
      return null;
  }
}

/** One basket line: name, date and time, count, price, line total; removal asks first. */
export function CartLineRow({ line, onRemove }: { line: CartLine; onRemove: () => void }) {
  const { t, date } = useT();
  const [confirming, setConfirming] = useState(false);
  const at = when(line, date);
  return (
    <li className={`cart-line cart-line--${line.type}`} data-testid="cart-line">
      <div className="cart-line__main">
        <span className="cart-line__type">{t(`cart.lineType.${line.type}`)}</span>
        <span className="cart-line__name">{line.name}</span>
        {at && <span className="cart-line__when">{at}</span>}
      </div>
      <div className="cart-line__count">
        {line.totalCount} × <Money cents={line.price} />
      </div>
      <div className="cart-line__total">
        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
        <Money cents={line.totalPrice} />
      </div>
      <div className="cart-line__actions">
        {confirming ? (
          <div role="alertdialog" aria-label={t('cart.deleteLine')} className="confirm">
            <p>{t('cart.deleteConfirm', { name: line.name })}</p>
            <button type="button" className="button button--danger" onClick={onRemove}>
              {t('common.yes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)} autoFocus>
              {t('common.no')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--link" onClick={() => setConfirming(true)}>
            {t('cart.deleteLine')}
          </button>
        )}
      </div>
    </li>
  );
}

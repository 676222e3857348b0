import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import type { CartLine } from '../../messages';
import { useLineNaming, type LineNaming } from './line-naming';
import './added-to-basket.css';

/** What a line holds, as a visitor counts it: "2 × Adults", each day-ticket category on its own. */
export function addedText(line: CartLine, naming: Pick<LineNaming, 'line' | 'entry'>): string {
  switch (line.type) {
    case 'dayTicket':
      return line.dayTickets.filter((d) => d.count > 0).map((d) => `${d.count} × ${naming.entry(line, d)}`).join(', ');
    case 'voucherCode':
      return naming.line(line);
    default:
      return `${Math.max(1, line.totalCount)} × ${naming.line(line)}`;
  }
}

/**
 * The confirmation after "Add to basket": what was just added, the way on to the checkout,
 * to the basket and back to the list. It sits in the form's live region, so it is announced. It takes the
 * focus when the focus has nowhere left to be (the button was disabled by the reset form, so
 * the next Tab would start at the top of the page), or when the form asks for it (`takeFocus`:
 * a long form reset above its button, the confirmation below it out of sight); otherwise it
 * leaves it alone. Focused, it is scrolled into view.
 */
export function AddedToBasket({ lines, continueTo, takeFocus = false }: { lines: readonly CartLine[]; continueTo: string; takeFocus?: boolean }) {
  const { t, lang } = useT();
  const naming = useLineNaming();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (lost || takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <div className="callout callout--success added-to-basket" ref={box} tabIndex={-1} data-testid="added-to-basket">
      <p className="added-to-basket__title">{t('common.addedToBasket')}</p>
      {lines.length > 0 && (
        <ul className="added-to-basket__lines">
          {lines.map((line) => (
            <li key={line.lineId}>{addedText(line, naming)}</li>
          ))}
        </ul>
      )}
      <p className="added-to-basket__actions">
        {/* Straight on to paying (the checkout checks the basket there too); the basket page is a look, not a step. */}
        <Link className="button button--primary" to={`${href(lang, 'checkout')}?step=payment`}>
          {t('cart.toCheckout')}
        </Link>
        <Link className="button" to={href(lang, 'checkout')}>
          {t('common.viewBasket')}
        </Link>
        <Link className="button" to={continueTo}>
          {t('cart.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

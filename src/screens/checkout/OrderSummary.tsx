import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { Money } from '../../components/Money';
import type { CartState } from '../../domain/cart/read-model';
import { cartTotals } from '../../domain/cart/selectors';
import type { LineProblem } from '../../messages';
import { LineProblems, type Repriced } from './LineProblems';
import { TotalAndVat } from './TotalAndVat';
import { ShippingAmount } from './ShippingAmount';
import { lineWhen } from './line-when';
import { useLineNaming } from '../shared/line-naming';
import { lineParts } from '../../domain/cart/names';
import { needsShipping } from '../../domain/shipping/request';

/**
 * The order as it will be paid: each line with its date, count and total, the basket check's
 * problems at their lines, and the totals (001 §4 allocation, VAT included).
 */
export function OrderSummary({
  cart,
  problems,
  headingId,
  repriced = [],
}: {
  cart: CartState;
  problems: readonly LineProblem[];
  headingId: string;
  /** Lines the basket check put at a new price (shown while they still cost that). */
  repriced?: ReadonlyArray<{ lineId: string } & Repriced>;
}) {
  const { t, lang, date, time } = useT();
  const naming = useLineNaming();
  const totals = cartTotals(cart);
  const goods = cart.lines.filter((l) => l.type !== 'voucherCode');
  return (
    <section className="order-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.review')}</h2>
      <ul className="order-summary__lines">
        {goods.map((line) => {
          const at = lineWhen(line, date, time, t);
          // A line of named parts (a tour's tickets and tours, sub-tickets, day tickets) says them; its count is theirs.
          const parts = lineParts(line).flatMap((p) => {
            const name = naming.part(line, p);
            return name === null ? [] : [`${p.count} × ${name}`];
          });
          return (
            <li key={line.lineId} data-testid="order-line">
              <div className="order-summary__line">
                <span className="order-summary__name">
                  {parts.length > 0 ? naming.line(line) : `${line.totalCount} × ${naming.line(line)}`}
                  {at && <span className="muted"> · {at}</span>}
                </span>
                <Money cents={line.totalPrice} />
              </div>
              {parts.length > 0 && <p className="order-summary__parts muted">{parts.join(' · ')}</p>}
              <LineProblems problems={problems.filter((p) => p.lineId === line.lineId)} repriced={repriced.find((r) => r.lineId === line.lineId && r.now === line.totalPrice)} />
            </li>
          );
        })}
        {totals.vouchers.map((v) => (
          <li key={v.lineId} className="order-summary__voucher">
            <div className="order-summary__line">
              <span>{t('cart.voucherApplied', { code: v.barcode })}</span>
              <Money cents={v.discount} />
            </div>
            <LineProblems problems={problems.filter((p) => p.lineId === v.lineId)} />
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        {/* A parcel whose costs are not in (asked for, or refused) shows "–", as the basket does:
            without the row the total looks complete while it lacks the shipping. */}
        {(cart.shippingCosts !== null || needsShipping(cart.lines)) && (
          <div>
            <dt>{t('cart.shipping')}</dt>
            <dd data-testid="order-shipping">
              <ShippingAmount cents={cart.shippingCosts} />
            </dd>
          </div>
        )}
        <TotalAndVat total={totals.total} tax={totals.tax} testId="order-total" />
      </dl>
      <p>
        <Link to={href(lang, 'checkout')}>{t('checkout.changeBasket')}</Link>
      </p>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../app/routes';
import { useCommand, useReadModel } from '../../app/hooks';
import type { RootState } from '../../app/read-models';
import { cartTotals } from '../../domain/cart/selectors';
import { Money } from '../../components/Money';
import { CartLineRow } from './CartLineRow';

const selectCart = (s: RootState) => s.cart;

/** Checkout step 1: the basket (001 §2, §4). */
export default function BasketScreen() {
  const { t, lang, money } = useT();
  const cart = useReadModel(selectCart);
  const dispatch = useCommand();
  const totals = cartTotals(cart);
  const goods = cart.lines.filter((l) => l.type !== 'voucherCode');
  return (
    <section className="page basket">
      <h1>{t('cart.heading')}</h1>
      {cart.lines.length === 0 ? (
        <div className="empty-state">
          <p>{t('cart.empty')}</p>
          <Link className="button button--primary" to={href(lang)}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart-lines" aria-label={t('cart.count', { smart_count: cart.lines.length })}>
            {goods.map((line) => (
              <CartLineRow key={line.lineId} line={line} onRemove={() => dispatch({ type: 'RemoveCartLine', lineId: line.lineId })} />
            ))}
          </ul>
          <dl className="cart-totals">
            <div>
              <dt>{t('cart.subtotal')}</dt>
              <dd>
                <Money cents={totals.subtotal} />
              </dd>
            </div>
            {totals.vouchers.map((v) => (
              <div key={v.lineId} className="cart-totals__voucher">
                <dt>
                  {t('cart.voucherApplied', { code: v.barcode })}
                  <small> {t('cart.voucherRemaining', { amount: money(v.remaining) })}</small>
                </dt>
                <dd>
                  <Money cents={v.discount} />
                </dd>
              </div>
            ))}
            <div className="cart-totals__total">
              <dt>{t('cart.total')}</dt>
              <dd>
                <Money cents={totals.total} />
                <small className="muted"> {t('cart.vatIncluded', { amount: money(totals.tax) })}</small>
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { CheckoutSteps } from './CheckoutSteps';
import '../shared/empty-state.css';

/** What the basket and the payment step say while the basket holds nothing to pay for (001 §2). */
export function EmptyBasketNote() {
  const { t, lang } = useT();
  return (
    <div className="empty-state">
      <p>{t('cart.empty')}</p>
      <Link className="button button--primary" to={href(lang)}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/** The payment step (and the order review) of a basket with nothing to pay for. */
export function EmptyPaymentStep() {
  const { t } = useT();
  return (
    <section className="page checkout">
      <CheckoutSteps current="payment" />
      <h1>{t('checkout.heading')}</h1>
      <EmptyBasketNote />
    </section>
  );
}

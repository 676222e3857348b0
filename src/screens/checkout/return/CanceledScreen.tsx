import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { href } from '../../../routing/route-paths';
import { useCommand, useReadModel } from '../../../engine/hooks';
import type { RootState } from '../../../engine/root-state';
import { CheckoutSteps } from '../CheckoutSteps';
import { ReturnState } from './ReturnState';
import { usePaymentReturn } from './use-return';
import '../checkout.css';
import { ReportProblem } from '../../shared/ReportProblem';

const selectEmpty = (s: RootState): boolean => s.cart.lines.length === 0;

/**
 * checkout/canceled (001 §4, §7): the payment is cancelled with the server (noRedirect=1); the
 * visitor then empties the basket or goes back to it.
 */
export default function CanceledScreen() {
  const { t, lang } = useT();
  const dispatch = useCommand();
  const { view } = usePaymentReturn('canceled');
  // Once the basket is emptied here, there is nothing left to choose.
  const emptied = useReadModel(selectEmpty);
  return (
    <section className="page checkout-return">
      <CheckoutSteps current="payment" />
      <h1>{t('title.checkoutCanceled')}</h1>
      {view.kind === 'canceled' && !view.takenOver && emptied ? (
        <div className="checkout-return__choice">
          <p role="status">{t('cart.empty')}</p>
          <div className="checkout-return__actions">
            <Link className="button button--primary" to={href(lang, 'home')}>
              {t('cart.continueShopping')}
            </Link>
          </div>
        </div>
      ) : view.kind === 'canceled' && !view.takenOver ? (
        <div className="checkout-return__choice">
          <p role="status">{t('checkout.paymentCanceled')}</p>
          <p>{t('checkout.canceledChoice')}</p>
          <div className="checkout-return__actions">
            <Link className="button button--primary" to={href(lang, 'checkout')}>
              {t('checkout.returnToCart')}
            </Link>
            <button type="button" className="button" onClick={() => dispatch({ type: 'ClearCart' })}>
              {t('checkout.clearCart')}
            </button>
          </div>
        </div>
      ) : (
        <ReturnState view={view.kind === 'waiting' ? { kind: 'canceling' } : view} />
      )}
      <p className="checkout-return__report">
        <ReportProblem />
      </p>
    </section>
  );
}

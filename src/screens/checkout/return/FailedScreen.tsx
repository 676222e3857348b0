import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { href } from '../../../routing/route-paths';
import { useCommand, useReadModel } from '../../../engine/hooks';
import type { RootState } from '../../../engine/root-state';
import { CheckoutSteps } from '../CheckoutSteps';
import { OrderSummary } from '../OrderSummary';
import { ReturnState } from './ReturnState';
import { usePaymentReturn } from './use-return';
import '../checkout.css';
import { ReportProblem } from '../../shared/ReportProblem';

const selectCart = (s: RootState) => s.cart;

/**
 * checkout/failed (001 §4, §8): "Payment not completed successfully, please try again", and the
 * basket rebuilt against today's availability and prices: every line checked, what changed
 * shown (sold out now, fewer places, a new price) before paying again.
 */
export default function FailedScreen() {
  const { t, lang } = useT();
  const dispatch = useCommand();
  const cart = useReadModel(selectCart);
  const { payment, view } = usePaymentReturn('failed');
  useEffect(() => {
    dispatch({ type: 'CheckBasket' });
  }, [dispatch]);
  const problems = (payment.problems ?? []).filter((p) => cart.lines.some((l) => l.lineId === p.lineId));
  return (
    <section className="page checkout-return">
      <CheckoutSteps current="payment" />
      <h1>{t('title.checkoutFailed')}</h1>
      {view.kind !== 'failed' && view.kind !== 'unknown' ? (
        <ReturnState view={view} />
      ) : (
        <p role="alert" className="callout callout--danger">
          {view.kind === 'failed' && view.message ? view.message : t('checkout.paymentFailed')}
        </p>
      )}
      {(view.kind === 'failed' || view.kind === 'unknown') && cart.lines.length > 0 && (
        <>
          <p>{problems.length > 0 ? t('checkout.rebuildChanged') : t('checkout.rebuildUnchanged')}</p>
          <OrderSummary cart={cart} problems={problems} headingId="failed-order-heading" />
          <Link className="button button--primary" to={`${href(lang, 'checkout')}?step=payment`}>
            {t('checkout.payAgain')}
          </Link>
        </>
      )}
      <p className="checkout-return__report">
        <ReportProblem />
      </p>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { useCommand, useReadModel } from '../../../engine/hooks';
import type { RootState } from '../../../engine/root-state';
import { OrderSummary } from '../OrderSummary';
import { usePaymentMethodName } from '../PaymentMethods';
import { CheckoutSteps } from '../CheckoutSteps';
import { ReturnState } from './ReturnState';
import { usePaymentReturn } from './use-return';
import '../checkout.css';
import { ReportProblem } from '../../shared/ReportProblem';
import type { ReturnView } from '../../../domain/payment/views';

/**
 * "Payment accepted" heads what follows from an accepted payment (completing it, its answer);
 * an outcome that ends it otherwise is headed for what it is (issue 30).
 */
function headingOf(view: ReturnView): 'title.checkoutAccepted' | 'title.checkoutFailed' | 'title.checkoutCanceled' | 'title.checkout' {
  switch (view.kind) {
    case 'complete':
    case 'waiting':
    case 'executing':
    case 'uncertain':
    case 'paid':
      return 'title.checkoutAccepted';
    case 'failed':
      return 'title.checkoutFailed';
    case 'canceled':
      return 'title.checkoutCanceled';
    default:
      return 'title.checkout';
  }
}

const selectCart = (s: RootState) => s.cart;
const selectPayart = (s: RootState) => s.payment.attempt?.payart ?? null;

/**
 * checkout/accepted (001 §4): the provider accepted the payment details; the visitor completes
 * the order (the exec call, at most once per approval). The order being completed is shown
 * (its lines, total and the payment method) with the focus on "Complete order": the page is a
 * decision, not a pause (issue 31). Whatever else the address or the payment says ends in a
 * clear state (ReturnState).
 */
export default function AcceptedScreen() {
  const { t } = useT();
  const dispatch = useCommand();
  const { view } = usePaymentReturn('accepted');
  const cart = useReadModel(selectCart);
  const payart = useReadModel(selectPayart);
  const method = usePaymentMethodName(payart);
  const complete = useRef<HTMLButtonElement>(null);
  const ready = view.kind === 'complete';
  useEffect(() => {
    if (ready) complete.current?.focus();
  }, [ready]);
  return (
    <section className="page checkout-return">
      <CheckoutSteps current="payment" />
      <h1>{t(headingOf(view))}</h1>
      {view.kind === 'complete' ? (
        <div className="checkout-return__complete">
          <p role="status">{t('checkout.paymentAccepted')}</p>
          <OrderSummary cart={cart} problems={[]} headingId="accepted-order-heading" />
          {method && (
            <p className="review__method" data-testid="accepted-method">
              {t('payment.method')}: {method}
            </p>
          )}
          <button ref={complete} type="button" className="button button--primary" data-main-action onClick={() => dispatch({ type: 'CompleteOrder' })}>
            {t('checkout.completeOrder')}
          </button>
        </div>
      ) : (
        <ReturnState view={view} />
      )}
      <p className="checkout-return__report">
        <ReportProblem />
      </p>
    </section>
  );
}

import { useT } from '../../../i18n';
import { useCommand } from '../../../engine/hooks';
import { CheckoutSteps } from '../CheckoutSteps';
import { ReturnState } from './ReturnState';
import { usePaymentReturn } from './use-return';
import '../checkout.css';
import { ReportProblem } from '../../shared/ReportProblem';

/**
 * checkout/accepted (001 §4): the provider accepted the payment details; the visitor completes
 * the order (the exec call, at most once per approval). Whatever else the address or the
 * payment says ends in a clear state (ReturnState).
 */
export default function AcceptedScreen() {
  const { t } = useT();
  const dispatch = useCommand();
  const { view } = usePaymentReturn('accepted');
  return (
    <section className="page checkout-return">
      <CheckoutSteps current="payment" />
      <h1>{t('title.checkoutAccepted')}</h1>
      {view.kind === 'complete' ? (
        <div className="checkout-return__complete">
          <p role="status">{t('checkout.paymentAccepted')}</p>
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'CompleteOrder' })}>
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

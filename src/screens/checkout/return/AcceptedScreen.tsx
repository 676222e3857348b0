import { useT } from '../../../i18n';
import { useCommand } from '../../../engine/hooks';
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
      <h1>{t(headingOf(view))}</h1>
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

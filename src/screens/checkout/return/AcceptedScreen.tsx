import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { href } from '../../../app/routes';
import { useCommand } from '../../../app/hooks';
import { CheckoutSteps } from '../CheckoutSteps';
import { reasonKeys } from '../checkout-text';
import { FailedNotice, GoneNotice, OtherTabNotice, UnknownPaymentNotice } from './ReturnNotices';
import { usePaymentReturn } from './use-return';
import '../checkout.css';
import { ReportProblem } from '../../../app/shell/ReportProblem';

/**
 * checkout/accepted (001 §4): the provider accepted the payment details; the visitor completes
 * the order (the exec call, at most once per attempt). A failure reported in the address leads
 * to checkout/failed.
 */
export default function AcceptedScreen() {
  const { t, tOr, lang } = useT();
  const dispatch = useCommand();
  const { attempt, otherTab } = usePaymentReturn('accepted');
  const stage = attempt?.stage;
  const reason = attempt?.reason ? reasonKeys(attempt.reason) : null;
  return (
    <section className="page checkout-return">
      <CheckoutSteps current="payment" />
      <h1>{t('title.checkoutAccepted')}</h1>
      {attempt === null ? (
        <UnknownPaymentNotice />
      ) : otherTab ? (
        <OtherTabNotice />
      ) : stage === 'gone' ? (
        <GoneNotice />
      ) : stage === 'executing' ? (
        <p role="status" aria-live="polite" className="checkout__status">
          {t('checkout.processing')}
        </p>
      ) : stage === 'paid' ? (
        <p role="status">
          <Link to={href(lang, 'checkout/success')}>{t('checkout.success')}</Link>
        </p>
      ) : stage === 'returned' || (stage === 'failed' && attempt?.reason === 'NETWORK_ERROR') ? (
        <div className="checkout-return__complete">
          <p role="status">{t('checkout.paymentAccepted')}</p>
          {stage === 'failed' && reason && (
            <p role="alert" className="form-error">
              {tOr(reason.key, reason.fallback)}
            </p>
          )}
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'CompleteOrder' })}>
            {t('checkout.completeOrder')}
          </button>
        </div>
      ) : stage === 'failed' ? (
        <FailedNotice reason={attempt?.reason ?? null} />
      ) : (
        <p role="status" aria-live="polite" className="checkout__status">
          {t('common.pleaseWait')}
        </p>
      )}
      <p className="checkout-return__report">
        <ReportProblem />
      </p>
    </section>
  );
}

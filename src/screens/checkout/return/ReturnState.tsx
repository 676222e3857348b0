import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { href } from '../../../routing/route-paths';
import { useCommand } from '../../../engine/hooks';
import type { ReturnView } from '../../../domain/payment/views';
import { PaymentPanel } from '../PaymentPanels';
import { FailedNotice, GoneNotice, OtherTabNotice, UnknownPaymentNotice } from './ReturnNotices';

/**
 * The return pages' common answers (payment/views.ts `ReturnView`): each a clear state with the
 * way on. A page shows its own main state itself (the accepted prompt, the success page's order,
 * the canceled choice) and this for the rest.
 */
export function ReturnState({ view }: { view: ReturnView }) {
  const { t, lang } = useT();
  const dispatch = useCommand();
  switch (view.kind) {
    case 'waiting':
      return <Status text={t('common.pleaseWait')} />;
    case 'executing':
      return <Status text={t('checkout.processing')} />;
    case 'canceling':
      return <Status text={t('checkout.canceling')} />;
    case 'unfinished':
      return <PaymentPanel view={{ kind: 'unfinished' }} lineIds={[]} />;
    case 'uncertain':
      return (
        <div className="callout callout--warning" role="alert" data-testid="payment-uncertain">
          <p>{t('checkout.uncertain')}</p>
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'CompleteOrder' })}>
            {t('checkout.checkAgain')}
          </button>
        </div>
      );
    case 'bookedEarlier':
      return (
        <div className="callout callout--info" role="status" data-testid="payment-booked-earlier">
          <p>{t('checkout.bookedEarlier')}</p>
          <Link className="button" to={href(lang)}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      );
    case 'gone':
      return <GoneNotice />;
    case 'failed':
      return <FailedNotice reason={view.reason} message={view.message} />;
    case 'canceled':
      return <Explained testId="payment-canceled" text={view.takenOver ? t('checkout.takenOver') : t('checkout.paymentCanceled')} />;
    case 'paidElsewhere':
      return <Explained testId="payment-paid-elsewhere" text={view.bookingId === null ? t('checkout.paidElsewhereUnknown') : t('checkout.paidElsewhereCanceled', { id: view.bookingId })} />;
    case 'replaced':
      return <Explained testId="payment-replaced" text={t('checkout.replaced')} />;
    case 'otherTab':
      return <OtherTabNotice />;
    case 'unknown':
      return <UnknownPaymentNotice />;
    case 'complete':
      return (
        <Link className="button button--primary" to={href(lang, 'checkout/accepted')}>
          {t('checkout.completeOrder')}
        </Link>
      );
    case 'paid':
      return (
        <p role="status">
          <Link to={href(lang, 'checkout/success')}>{t('checkout.success')}</Link>
        </p>
      );
  }
}

function Status({ text }: { text: string }) {
  return (
    <p role="status" aria-live="polite" className="checkout__status">
      {text}
    </p>
  );
}

/** What happened to this payment, and the way back to the basket. */
function Explained({ text, testId }: { text: string; testId: string }) {
  const { t, lang } = useT();
  return (
    <div className="callout callout--info" role="status" data-testid={testId}>
      <p>{text}</p>
      <Link className="button" to={href(lang, 'checkout')}>
        {t('checkout.returnToCart')}
      </Link>
    </div>
  );
}

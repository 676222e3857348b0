import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { href } from '../../../routing/route-paths';
import { reasonKeys } from '../checkout-text';

/** 001 §8: 410 gone, "already paid or timed out: check your email or buy again". */
export function GoneNotice() {
  const { t, lang } = useT();
  return (
    <div className="callout callout--warning" role="alert" data-testid="payment-gone">
      <p>{t('checkout.cartGone')}</p>
      <Link className="button" to={href(lang, 'checkout')}>
        {t('checkout.returnToCart')}
      </Link>
    </div>
  );
}

/**
 * The payment failed: the server's own sentence where it wrote one (001 §8, an exec 400's
 * message), else the reason's text, else the general one; and the way back to the basket.
 */
export function FailedNotice({ reason, message = null }: { reason: string | null; message?: string | null }) {
  const { t, tOr, lang } = useT();
  const keys = reason ? reasonKeys(reason) : null;
  return (
    <div role="alert" className="callout callout--danger">
      <p>{message ?? (keys ? tOr(keys.key, keys.fallback) : t('checkout.paymentFailed'))}</p>
      <Link className="button" to={href(lang, 'checkout')}>
        {t('checkout.returnToCart')}
      </Link>
    </div>
  );
}

/** The payment is not this tab's (a duplicated tab, or a return in a new window). */
export function OtherTabNotice() {
  const { t, lang } = useT();
  return (
    <div className="callout callout--info" role="status" data-testid="payment-other-tab">
      <p>{t('checkout.otherTab')}</p>
      <Link className="button" to={href(lang)}>
        {t('message.backToHome')}
      </Link>
    </div>
  );
}

/** No payment of this tab matches the address (an old link, a cleared session). */
export function UnknownPaymentNotice() {
  const { t, lang } = useT();
  return (
    <div className="callout callout--info" role="status" data-testid="payment-unknown">
      <p>{t('checkout.unknownPayment')}</p>
      <Link className="button" to={href(lang, 'checkout')}>
        {t('checkout.returnToCart')}
      </Link>
    </div>
  );
}

import { useMemo } from 'react';
import { useT } from '../../../i18n';
import { Money } from '../../../components/Money';
import { useServices } from '../../../engine/services';
import { recipientOf } from '../../../domain/payment/recipient';
import { signedCents } from '../../../messages';
import type { PaidOrder } from '../../../domain/payment/read-model';
import { usePaymentMethodName } from '../PaymentMethods';

/**
 * What the order cost and how it was paid (issue 31): each voucher code with what it paid and
 * what is left on it, the total paid, the payment method, and where the confirmation goes.
 * An order of an older log kept none of these: then only what it kept is said.
 */
export function PaidSummary({ order }: { order: PaidOrder }) {
  const { t, money } = useT();
  const { storage } = useServices();
  const method = usePaymentMethodName(order.payart);
  // Read once per booking, not on every render.
  const recipient = useMemo(() => recipientOf(storage, order.bookingId), [storage, order.bookingId]);
  return (
    <>
      {(order.codes.length > 0 || order.paid !== null) && (
        <ul className="order-summary__lines paid-summary" aria-label={t('checkout.totalPaid')}>
          {order.codes.map((code) => (
            <li key={code.lineId} className="order-summary__line order-summary__voucher" data-testid="paid-code">
              <span>
                {t('cart.voucherApplied', { code: code.barcode })}
                <span className="muted"> · {t('checkout.codeLeft', { amount: money(code.remaining) })}</span>
              </span>
              <Money cents={signedCents(code.used === 0 ? 0 : 0 - code.used)} />
            </li>
          ))}
          {order.paid !== null && (
            <li className="order-summary__line order-summary__total" data-testid="paid-total">
              <strong>{t('checkout.totalPaid')}</strong>
              <strong>
                <Money cents={order.paid} />
              </strong>
            </li>
          )}
        </ul>
      )}
      {method && (
        <p className="review__method" data-testid="paid-method">
          {t('payment.method')}: {method}
        </p>
      )}
      {recipient && <p data-testid="paid-recipient">{t('checkout.confirmationTo', { email: recipient })}</p>}
    </>
  );
}

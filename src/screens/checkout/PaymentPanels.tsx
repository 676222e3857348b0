import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useCommand } from '../../engine/hooks';
import type { PayView } from '../../domain/payment/views';

/**
 * What stands in place of "Pay" when a payment of this basket is not over (payment/views.ts
 * `payView`): one payment per order, one booking per basket (docs/decisions.md "Money is taken
 * once"). Each says what happened and offers the one safe way on.
 */
export function PaymentPanel({ view, lineIds }: { view: Exclude<PayView, { kind: 'pay' } | { kind: 'redirecting' }>; lineIds: readonly string[] }) {
  const { t, lang } = useT();
  const dispatch = useCommand();
  switch (view.kind) {
    case 'unfinished':
      return (
        <div className="callout callout--warning payment-panel" role="status" data-testid="payment-unfinished">
          <p>{t('checkout.unfinished')}</p>
          <p className="muted">{t('checkout.unfinishedHint')}</p>
          <div className="payment-panel__actions">
            <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'ContinuePayment' })}>
              {t('checkout.continuePayment')}
            </button>
            <button type="button" className="button" onClick={() => dispatch({ type: 'CancelPayment' })}>
              {t('checkout.cancelPayment')}
            </button>
          </div>
        </div>
      );
    case 'toComplete':
      return (
        <div className="callout callout--info payment-panel" role="status" data-testid="payment-to-complete">
          <p>{t('checkout.toComplete')}</p>
          <Link className="button button--primary" to={href(lang, 'checkout/accepted')}>
            {t('checkout.completeOrder')}
          </Link>
        </div>
      );
    case 'elsewhere':
      return (
        <div className="callout callout--warning payment-panel" role="status" data-testid="payment-elsewhere">
          <p>{t('checkout.elsewhere')}</p>
          <p className="muted">{t('checkout.elsewhereHint')}</p>
          <button type="button" className="button" onClick={() => dispatch({ type: 'PayHereInstead' })}>
            {t('checkout.payHereInstead')}
          </button>
        </div>
      );
    case 'booked':
      return <BookedPanel view={view} lineIds={lineIds} />;
  }
}

/** Lines another order booked: said with the booking number; paying them again only on purpose. */
export function BookedPanel({ view, lineIds }: { view: Extract<PayView, { kind: 'booked' }>; lineIds: readonly string[] }) {
  const { t } = useT();
  const dispatch = useCommand();
  const text =
    view.where === 'here'
      ? t('checkout.bookedHere')
      : view.bookingId === null
        ? t('checkout.paidElsewhereUnknown')
        : view.all
          ? t('checkout.paidElsewhere', { id: view.bookingId })
          : t('checkout.partPaidElsewhere', { id: view.bookingId });
  return (
    <div className="callout callout--info payment-panel" role="status" data-testid="paid-elsewhere">
      <p>{text}</p>
      <div className="payment-panel__actions">
        {view.all ? (
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'ClearCart' })}>
            {t('checkout.clearCart')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => lineIds.forEach((lineId) => dispatch({ type: 'RemoveCartLine', lineId }))}>
            {t('checkout.removeBooked')}
          </button>
        )}
        <button type="button" className="button" onClick={() => dispatch({ type: 'ReopenBasket' })}>
          {t('checkout.orderAgain')}
        </button>
      </div>
    </div>
  );
}

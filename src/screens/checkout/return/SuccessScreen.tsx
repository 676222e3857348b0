import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { href } from '../../../routing/route-paths';
import { Money } from '../../../components/Money';
import { CheckoutSteps } from '../CheckoutSteps';
import { ReturnState } from './ReturnState';
import { usePaymentReturn } from './use-return';
import { calendarFile, datedItems } from './calendar-file';
import { downloadFile } from '../../../components/download';
import { useConfig } from '../../../engine/services';
import '../checkout.css';
import { ReportProblem } from '../../shared/ReportProblem';
import { useMemo } from 'react';
import { useLineNaming } from '../../shared/line-naming';
import type { PaidItem } from '../../../messages';
import { PaidSummary } from './PaidSummary';

/**
 * checkout/success (001 §2, §4): the booking number, whether the tickets come by email, what
 * was bought and paid (vouchers, total, method, the confirmation's address), what happens next. With the order review, the provider returns here and the order completes at once.
 */
export default function SuccessScreen() {
  const { t, lang, date, time } = useT();
  const { payment, view } = usePaymentReturn('success');
  const naming = useLineNaming();
  const paid = view.kind === 'paid' ? payment.order : null;
  // The items named in this page's language (reference names), for the list and the calendar file.
  const order = useMemo(() => {
    if (!paid) return null;
    const named = (item: PaidItem): PaidItem => {
      const venue = naming.venue(item);
      return { ...item, name: naming.paid(item), ...(venue === undefined ? {} : { venue }) };
    };
    return { ...paid, items: paid.items.map(named) };
  }, [paid, naming]);
  const config = useConfig();
  const siteName = config.siteNameTranslations[lang] ?? config.siteName;
  const dated = order !== null && datedItems(order.items).length > 0;
  return (
    <section className="page checkout-return">
      <CheckoutSteps current="complete" />
      {order ? (
        <>
          <h1>{t('checkout.success')}</h1>
          <p className="checkout-return__booking" data-testid="booking-id">
            {t('checkout.bookingNumber', { id: order.bookingId })}
          </p>
          <p>{order.hasTickets ? t('checkout.successTickets') : t('checkout.successNoTickets')}</p>
          <ul className="order-summary__lines" aria-label={t('checkout.yourOrder')}>
            {order.items.map((item) => (
              <li key={item.lineId} className="order-summary__line">
                <span>
                  {item.count} × {item.name}
                  {item.date && (
                    <span className="muted"> · {item.time ? t('common.dateTime', { date: date(item.date), time: time(item.time) }) : date(item.date)}</span>
                  )}
                </span>
                <Money cents={item.totalPrice} />
              </li>
            ))}
          </ul>
          <PaidSummary order={order} />
          <p className="muted">{t('checkout.successNext')}</p>
          <div className="checkout-return__actions">
            {dated && (
              <button
                type="button"
                className="button"
                aria-describedby="calendar-hint"
                onClick={() =>
                  downloadFile(
                    calendarFile(order.items, { bookingId: order.bookingId, shop: siteName, stamp: Date.now(), bookingLine: t('checkout.bookingNumber', { id: order.bookingId }) }),
                    `booking-${order.bookingId}.ics`,
                    'text/calendar;charset=utf-8',
                  )
                }
              >
                {t('checkout.addToCalendar')}
              </button>
            )}
            <button type="button" className="button" onClick={() => window.print()}>
              {t('checkout.printSummary')}
            </button>
            <Link className="button button--primary" to={href(lang)}>
              {t('cart.continueShopping')}
            </Link>
          </div>
          {dated && (
            <p className="muted" id="calendar-hint">
              {t('checkout.calendarHint')}
            </p>
          )}
        </>
      ) : (
        <>
          <h1>{t('title.checkoutSuccess')}</h1>
          <ReturnState view={view} />
        </>
      )}
      <p className="checkout-return__report">
        <ReportProblem />
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { Cents, IsoDate } from '../../messages';
import { AvailabilityCalendar } from '../../components/AvailabilityCalendar';
import { CalendarSkeleton } from '../../components/MonthCalendar';
import { monthOf } from '../../kernel/museum-time';
import { Money } from '../../components/Money';
import { LoadingStatus } from '../shared/Skeleton';

/**
 * What the event page and the day tickets page share around their own rows: the calendar of
 * the loaded range, the chosen day's notice, and the foot of the form (total, VAT note, the
 * announced messages, add to basket).
 */

export function BookingCalendar(props: {
  calendar: { readonly start: IsoDate; readonly end: IsoDate; readonly remaining: Readonly<Record<string, number>> };
  today: IsoDate | null;
  selected: IsoDate | null;
  onSelect(date: IsoDate): void;
}) {
  const { t } = useT();
  return (
    <div className="booking__calendar">
      <AvailabilityCalendar
        label={t('calendar.chooseDate')}
        start={props.calendar.start}
        end={props.calendar.end}
        today={props.today}
        remaining={props.calendar.remaining}
        selected={props.selected}
        onSelect={props.onSelect}
      />
    </div>
  );
}

/**
 * While the calendar's range loads: one "Loading…" status for screen readers and, where the
 * calendar will be, a calendar of its size (today's month, placeholder days), so what arrives
 * moves nothing.
 */
export function BookingCalendarLoading({ today }: { today: IsoDate | null }) {
  const { t } = useT();
  return (
    <>
      <LoadingStatus />
      <div className="booking">
        <div className="booking__calendar">
          <CalendarSkeleton className="availability-calendar" label={t('calendar.chooseDate')} month={today && monthOf(today)} />
        </div>
      </div>
    </>
  );
}

/** Why the chosen day cannot be booked; nothing for an available one. */
export function DayNotice({ day }: { day: 'available' | 'soldOut' | 'unavailable' | null }) {
  const { t } = useT();
  if (day === 'soldOut') return <p className="callout callout--danger">{t('errors.daySoldOut')}</p>;
  if (day === 'unavailable') return <p className="callout callout--warning">{t('errors.dayNotAvailable')}</p>;
  return null;
}

/** The form's foot: its total, the VAT note, its messages (announced) and add to basket. */
export function BookingFoot({ total, messages, disabled, messagesTestId }: { total: Cents; messages: ReactNode; disabled: boolean; messagesTestId?: string }) {
  const { t } = useT();
  return (
    <>
      <p className="buy-box__total">
        <span>{t('common.total')}</span>
        <Money cents={total} />
      </p>
      <p className="vat-note">{t('common.pricesInclVat')}</p>
      <div aria-live="polite" className="live-region" data-testid={messagesTestId}>
        {messages}
      </div>
      <button type="submit" className="button button--primary" data-main-action disabled={disabled}>
        {t('common.addToBasket')}
      </button>
    </>
  );
}

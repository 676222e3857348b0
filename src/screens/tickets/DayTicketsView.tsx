import { useCallback, useEffect } from 'react';
import { useSectionName } from '../shared/section-names';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useCommand, useReadModel } from '../../engine/hooks';
import { AddedToBasket } from '../shared/AddedToBasket';
import type { RootState } from '../../engine/root-state';
import { usePageTitle } from '../shared/page-title';
import { BookingCalendar, BookingCalendarLoading, BookingFoot, DayNotice } from './BookingParts';
import { mulCents } from '../../kernel/money';
import { Money } from '../../components/Money';
import {
  dayPlacesOpen,
  dayTicketPlacesLeft,
  dayTicketRows,
  dayTicketsLoading,
  dayTicketTotal,
  selectedDayTicketAvailability,
} from '../../domain/tickets/selectors';
import { heldDayPlaces } from '../../domain/tickets/rules';
import { LoadFailed, Loading } from '../shared/LoadFailed';
import { Quantity } from '../shared/Quantity';

const selectForm = (s: RootState) => s.dayTicketForm;
const selectLines = (s: RootState) => s.cart.lines;

/** Day tickets: a day from the calendar, then counts of each day ticket, one basket line. */
export function DayTicketsView() {
  const { t, lang, date } = useT();
  const section = useSectionName('tickets');
  const dispatch = useCommand();
  const form = useReadModel(selectForm);
  const lines = useReadModel(selectLines);
  // `?day=today`: the home page's "Tickets for today" (the epic chooses today by its clock).
  const [search] = useSearchParams();
  const forToday = search.get('day') === 'today';
  const open = useCallback(() => dispatch({ type: 'OpenDayTickets', today: forToday }), [dispatch, forToday]);
  useEffect(open, [open]);
  usePageTitle(t('tickets.dayTickets'));

  const day = selectedDayTicketAvailability(form);
  const rows = dayTicketRows(form);
  const left = dayTicketPlacesLeft(form, lines);
  const placesOpen = dayPlacesOpen(form, lines);
  const held = heldDayPlaces(lines, form.date) > 0;
  const chosen = rows.some((r) => r.count > 0);

  return (
    <article className="page event-page">
      <Link className="back-link" to={href(lang, 'tickets')}>
        ← {section}
      </Link>
      <header className="event-header">
        <h1>{t('tickets.dayTickets')}</h1>
        <p className="event-header__venue">{t('tickets.dayTicketsIntro')}</p>
      </header>
      {form.calendar === null && <BookingCalendarLoading today={form.today} />}
      {form.calendar?.status === 'failed' && <LoadFailed onRetry={open} />}
      {form.calendar?.status === 'loaded' && (
        <div className="booking">
          <BookingCalendar calendar={form.calendar} today={form.today} selected={form.date} onSelect={(d) => dispatch({ type: 'SelectDayTicketDate', date: d })} />
          <div className="booking__form">
            <div aria-live="polite" className="live-region">
              <DayNotice day={day} />
            </div>
            {form.date === null && <p className="muted">{t('tickets.chooseDateFirst')}</p>}
            {dayTicketsLoading(form) && <Loading />}
            {form.tickets?.status === 'failed' && form.tickets.date === form.date && form.date !== null && (
              <LoadFailed onRetry={() => form.date && dispatch({ type: 'SelectDayTicketDate', date: form.date })} />
            )}
            {day === 'available' && rows.length > 0 && form.date && (
              <form
                className="ticket-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  dispatch({ type: 'AddDayTicketsToBasket' });
                }}
              >
                <h2 className="ticket-form__heading">{t('tickets.chooseTickets')}</h2>
                <p className="ticket-form__when">
                  {t('tickets.validOn', { date: date(form.date) })} ·{' '}
                  {placesOpen === 0 && held ? t('tickets.heldInBasket') : t('tickets.ticketsLeft', { smart_count: placesOpen })}
                </p>
                <ul className="ticket-rows">
                  {rows.map((r) => (
                    <li key={r.id} className="ticket-row" data-testid={`day-ticket-${r.id}`}>
                      <div className="ticket-row__info">
                        <span className="ticket-row__name">{r.name}</span>
                        <span className="ticket-row__price">{r.price === 0 ? t('common.free') : <Money cents={r.price} />}</span>
                      </div>
                      <Quantity
                        className="ticket-row__count"
                        hideLabel
                        label={t('tickets.countOf', { name: r.name })}
                        counted={r.name}
                        value={r.count}
                        max={r.count + Math.max(0, left)}
                        onChange={(count) => dispatch({ type: 'SetDayTicketCount', ticketId: r.id, count })}
                      />
                      <span className="ticket-row__total">
                        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
                        <Money cents={mulCents(r.price, r.count)} />
                      </span>
                    </li>
                  ))}
                </ul>
                <BookingFoot
                  total={dayTicketTotal(form)}
                  disabled={!chosen || left < 0}
                  messages={
                    <>
                      {left < 0 && <p className="callout callout--danger">{t('validation.overbooking')}</p>}
                      {form.added && <AddedToBasket lines={lines.slice(-1)} continueTo={href(lang, 'tickets')} />}
                    </>
                  }
                />
              </form>
            )}
          </div>
        </div>
      )}
    </article>
  );
}

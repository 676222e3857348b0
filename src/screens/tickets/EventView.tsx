import { useCallback, useEffect, useId } from 'react';
import { useSectionName } from '../shared/section-names';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useCommand, useReadModel } from '../../engine/hooks';
import { AddedToBasket } from '../shared/AddedToBasket';
import { TimeChoice } from '../shared/TimeChoice';
import type { RootState } from '../../engine/root-state';
import { usePageTitle } from '../shared/page-title';
import { BookingCalendar, BookingCalendarLoading, BookingFoot, DayNotice } from './BookingParts';
import {
  daySoldOutByTickets,
  eventById,
  eventNotFound,
  eventStatus,
  formTotal,
  selectedDayAvailability,
  selectedTimeSoldOut,
  slotsFailed,
  slotsLoading,
  ticketRows,
  basketHeld,
  overbookedRows,
  timeOptions,
  type EventStatus,
} from '../../domain/tickets/selectors';
import { ZERO_CENTS } from '../../kernel/money';
import { LoadFailed, Loading } from '../shared/LoadFailed';
import { LoadingStatus } from '../shared/Skeleton';
import { TicketRowView } from './TicketRow';

const selectForm = (s: RootState) => s.ticketForm;
const selectEvents = (s: RootState) => s.events;
const selectLines = (s: RootState) => s.cart.lines;

const STATUS_TEXT: Partial<Record<EventStatus, 'errors.ended' | 'errors.expired' | 'errors.ticketsSoldOut' | 'errors.notBookable'>> = {
  ended: 'errors.ended',
  expired: 'errors.expired',
  soldOut: 'errors.ticketsSoldOut',
  notBookable: 'errors.notBookable',
};

const PROBLEM_TEXT = {
  familyQuantities: 'validation.familyQuantities',
  nothingChosen: 'tickets.nothingChosen',
  notBookable: 'errors.notBookable',
  overbooking: 'validation.overbooking',
} as const;

/** One event (001 §3, §4): lifetime, ticket calendar, times of the chosen day, counts, add to basket. */
export function EventView({ eventId }: { eventId: number }) {
  const { t, lang, date, time } = useT();
  const section = useSectionName('tickets');
  const dispatch = useCommand();
  const form = useReadModel(selectForm);
  const events = useReadModel(selectEvents);
  const lines = useReadModel(selectLines);
  const open = useCallback(() => dispatch({ type: 'OpenEvent', eventId }), [dispatch, eventId]);
  useEffect(open, [open]);
  const timesId = useId();

  const entry = eventById(events, eventId);
  usePageTitle(entry?.name);
  const ready = form.eventId === eventId;
  const status = ready ? eventStatus(form, entry) : 'loading';
  const held = ready ? basketHeld(form, lines) : undefined;
  const rows = ready ? ticketRows(form, held) : [];
  const times = ready ? timeOptions(form, held) : [];
  const day = ready ? selectedDayAvailability(form) : null;
  const total = ready ? formTotal(form) : ZERO_CENTS;
  const chosen = rows.some((r) => r.count > 0);
  const closed = status === 'ended' || status === 'expired';
  // A visitor arriving by a link has no name or venue until the list answers; the rest of the
  // page waits for them, since their lines would push it down (a layout shift) as they come.
  const nameComing = entry === undefined && events.status === null;

  // "Overbooking blocked" shows as soon as the counts ask for more than is left (001 §5), not only on "add".
  const problemText = [...form.problems.map((p) => t(PROBLEM_TEXT[p.problem])), ...(overbookedRows(rows).length > 0 ? [t('validation.overbooking')] : [])];

  return (
    <article className="page event-page">
      <Link className="back-link" to={href(lang, 'tickets')}>
        ← {section}
      </Link>
      <header className="event-header">
        <h1>{entry?.name ?? t('title.event')}</h1>
        {entry && <p className="event-header__venue">{entry.venue}</p>}
        {nameComing ? null : form.lifetime?.status === 'loaded' && ready ? (
          <p className="event-header__lifetime">
            {t('tickets.lifetime', { first: date(form.lifetime.first), last: date(form.lifetime.last) })}
          </p>
        ) : (
          // Its line is kept while it loads, so the calendar below does not move when it comes.
          (!ready || form.lifetime === null) && (
            <p className="event-header__lifetime" aria-hidden="true">
              {'\u00a0'}
            </p>
          )
        )}
      </header>

      {!nameComing && ready && STATUS_TEXT[status] && (
        <p className="callout callout--warning" role="alert" data-testid="event-status">
          {t(STATUS_TEXT[status])}
        </p>
      )}
      {!nameComing && ready && status === 'failed' && <LoadFailed onRetry={open} notFound={eventNotFound(form)} notFoundText={t('errors.eventNotFound')} />}
      {nameComing ? <LoadingStatus /> : !ready || status === 'loading' ? <BookingCalendarLoading today={form.today} /> : null}

      {!nameComing && ready && form.calendar?.status === 'loaded' && !closed && (
        <div className="booking">
          <BookingCalendar calendar={form.calendar} today={form.today} selected={form.date} onSelect={(d) => dispatch({ type: 'SelectTicketDate', eventId, date: d })} />

          <div className="booking__form">
            <div aria-live="polite" className="live-region">
              <DayNotice day={day} />
              {day === 'available' && daySoldOutByTickets(form) && <p className="callout callout--danger">{t('errors.ticketsSoldOut')}</p>}
              {selectedTimeSoldOut(form) && <p className="callout callout--danger">{t('errors.timeSoldOut')}</p>}
            </div>
            {form.date === null && <p className="muted">{t('tickets.chooseDateFirst')}</p>}
            {slotsLoading(form) && <Loading />}
            {slotsFailed(form) && form.date !== null && (
              <LoadFailed onRetry={() => form.date && dispatch({ type: 'SelectTicketDate', eventId, date: form.date })} />
            )}

            {day === 'available' && times.length > 0 && (
              <fieldset className="times">
                <legend id={timesId}>{t('calendar.chooseTime')}</legend>
                <TimeChoice
                  name="event-time"
                  options={times.map((o) => ({ time: o.time, placesLeft: o.placesLeft, soldOut: !o.available }))}
                  selected={form.time}
                  onChoose={(chosen) => dispatch({ type: 'SelectTicketTime', eventId, time: chosen })}
                />
              </fieldset>
            )}

            {rows.length > 0 && (
              <form
                className="ticket-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  dispatch({ type: 'AddTicketsToBasket', eventId });
                }}
                noValidate
              >
                <h2 className="ticket-form__heading">{t('tickets.chooseTickets')}</h2>
                {form.date && (
                  <p className="ticket-form__when">
                    {form.time && rows.some((r) => r.ticket.mode !== 3)
                      ? t('common.dateTime', { date: date(form.date), time: time(form.time) })
                      : date(form.date)}
                  </p>
                )}
                <ul className="ticket-rows">
                  {rows.map((row) => (
                    <TicketRowView
                      key={row.ticket.id}
                      row={row}
                      eventId={eventId}
                      lastDay={form.lifetime?.status === 'loaded' ? form.lifetime.last : null}
                      flagMissing={form.problems.some((p) => p.ticketId === row.ticket.id && p.problem === 'familyQuantities')}
                    />
                  ))}
                </ul>
                <BookingFoot
                  total={total}
                  disabled={!chosen}
                  messagesTestId="ticket-form-messages"
                  messages={
                    <>
                      {problemText.length > 0 && (
                        <div className="callout callout--danger" role="alert">
                          {[...new Set(problemText)].map((text) => (
                            <p key={text}>{text}</p>
                          ))}
                        </div>
                      )}
                      {form.added > 0 && <AddedToBasket lines={lines.slice(-form.added)} continueTo={href(lang, 'tickets')} />}
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

import { useId, useRef } from 'react';
import { useT } from '../../i18n';
import { formatLongDate } from '../../i18n/calendar';
import { href } from '../../routing/route-paths';
import { useCommand, useReadModel } from '../../engine/hooks';
import { AddedToBasket } from '../shared/AddedToBasket';
import { TimeChoice } from '../shared/TimeChoice';
import type { RootState } from '../../engine/root-state';
import { Money } from '../../components/Money';
import type { IsoDate } from '../../messages';
import {
  monthNavigation,
  ticketMax,
  tourBookingView,
  tourMax,
  tourPlacesOpen,
  type TourFormState,
  type TourState,
} from '../../domain/tours';
import { Quantity } from '../shared/Quantity';
import { MonthCalendar, type DayState } from '../../components/MonthCalendar';
import { TourQuestions } from './TourQuestions';

const selectLines = (s: RootState) => s.cart.lines;
/** A sold-out day is a choice here: choosing it offers the next available date. */
const UNAVAILABLE: readonly DayState[] = ['unavailable'];

/**
 * The booking part of a tour page: date, time, tours (price list), tickets, questions, the
 * form's messages, the total and add to basket. Every value comes from the tour form read model;
 * every change is a command.
 */
export function TourBookingForm({ tour, form: facts }: { tour: TourState; form: TourFormState }) {
  const { t, lang } = useT();
  const longDate = (isoDate: string): string => formatLongDate(isoDate, lang);
  const dispatch = useCommand();
  const lines = useReadModel(selectLines);
  const headingId = useId();
  const messagesId = useId();
  const timesId = useId();
  const ticketsHintId = useId();
  const messagesRef = useRef<HTMLDivElement>(null);

  const chooseDate = (date: IsoDate) => dispatch({ type: 'ChooseTourDate', date });
  const nav = monthNavigation(tour);
  // Every day of the tour's month is a button: one outside its dates says it is not available.
  const { form, times, priceList, messages, refused, needsTours, offer, noTimes, ...view } = tourBookingView(tour, facts, lines);
  const days = view.days.map((day) => ({ ...day, reachable: true }));
  const types = form.context.ticketTypes;

  return (
    <form
      className="tour-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'AddTourToBasket' });
        // An error summary: focus moves to the messages so they are read out at once.
        if (refused) messagesRef.current?.focus();
      }}
    >
      <h2 id={headingId}>{t('tours.booking')}</h2>

      <div className="tour-form__when">
        <section className="tour-form__date">
          {tour.month !== null && (
            <MonthCalendar
              className="tour-calendar"
              disabledStates={UNAVAILABLE}
              label={t('calendar.chooseDate')}
              month={tour.month}
              cells={days}
              loading={tour.calendarStatus === 'loading'}
              previous={nav.previous}
              next={nav.next}
              onMonth={(month) => dispatch({ type: 'ShowTourMonth', month })}
              // An unavailable day is no choice; a sold-out one is, and the form offers the next date.
              onSelect={(date) => days.find((d) => d.date === date)?.state !== 'unavailable' && chooseDate(date)}
              dayText={(day) => (day.state === 'available' ? t('tours.placesLeft', { smart_count: day.placesLeft }) : day.state === 'soldOut' ? t('calendar.soldOut') : t('calendar.notAvailable'))}
            />
          )}
          <div className="tour-offer" aria-live="polite">
            {offer !== null &&
              (offer.next !== null ? (
                <div className="callout callout--warning">
                  <p>{t('tours.nextAvailableDate', { date: longDate(offer.next) })}</p>
                  <button type="button" className="button" onClick={() => offer.next && chooseDate(offer.next)}>
                    {t('tours.chooseNextDate', { date: longDate(offer.next) })}
                  </button>
                </div>
              ) : (
                <p className="callout callout--warning">{t('errors.tourSoldOut')}</p>
              ))}
          </div>
        </section>

        <fieldset className="tour-form__section tour-times" aria-describedby={timesId}>
          <legend className="tour-form__legend">{t('calendar.chooseTime')}</legend>
          <p className="muted" id={timesId}>
            {form.date === null ? t('calendar.chooseDate') : longDate(form.date)}
          </p>
          {noTimes && <p>{t('tours.noTimes')}</p>}
          <TimeChoice name="tour-time" options={times} selected={form.time} onChoose={(time) => dispatch({ type: 'ChooseTourTime', time })} />
        </fieldset>
      </div>

      {priceList.length > 0 && (
        <fieldset className="tour-form__section">
          <legend className="tour-form__legend">{t('tours.priceList')}</legend>
          {priceList.map((price) => {
            const entry = form.tours.find((e) => e.id === price.id);
            return (
              <div key={price.id} className="count-row">
                <Quantity
                  label={price.name}
                  value={entry?.count ?? 0}
                  max={tourMax(form, price.id, lines)}
                  disabled={form.time === null}
                  describedBy={messagesId}
                  onChange={(input) => dispatch({ type: 'ChangeTourPriceCount', priceId: price.id, input })}
                />
                <Money cents={price.price} className="money count-row__price" />
              </div>
            );
          })}
        </fieldset>
      )}

      {types.length > 0 && (
        <fieldset className="tour-form__section" aria-describedby={needsTours ? ticketsHintId : undefined}>
          <legend className="tour-form__legend">{t('tours.admissionTickets')}</legend>
          {needsTours && (
            <p className="muted" id={ticketsHintId}>
              {t('tours.chooseToursFirst')}
            </p>
          )}
          {types.map((type) => {
            const entry = form.tickets.find((e) => e.id === type.id);
            if ((type.subtickets?.length ?? 0) === 0) {
              return (
                <div key={type.id} className="count-row">
                  <Quantity
                    label={type.name}
                    value={entry?.count ?? 0}
                    max={ticketMax(form, type.id, null, lines)}
                    disabled={form.time === null}
                    describedBy={messagesId}
                    onChange={(input) => dispatch({ type: 'ChangeTourTicketCount', ticketId: type.id, input })}
                  />
                  <Money cents={type.price} className="money count-row__price" />
                </div>
              );
            }
            return (
              <fieldset key={type.id} className="ticket-group">
                <legend>
                  {type.name} <Money cents={type.price} />
                </legend>
                {(type.subtickets ?? []).map((sub) => (
                  <div key={sub.id} className="count-row">
                    <Quantity
                      label={sub.name}
                      value={entry?.subtickets.find((s) => s.id === sub.id)?.count ?? 0}
                      max={ticketMax(form, type.id, sub.id, lines)}
                      disabled={form.time === null}
                      describedBy={messagesId}
                      onChange={(input) => dispatch({ type: 'ChangeTourTicketCount', ticketId: type.id, subticketId: sub.id, input })}
                    />
                    <Money cents={sub.price} className="money count-row__price" />
                  </div>
                ))}
              </fieldset>
            );
          })}
          <p className="tour-form__participants">
            {t('tours.participantsCount', { smart_count: form.participants })}
            {form.time !== null && (
              <span className="muted">
                {' · '}
                {t('tours.placesLeft', { smart_count: tourPlacesOpen(form, lines) })}
              </span>
            )}
          </p>
        </fieldset>
      )}

      <TourQuestions form={form} messagesId={messagesId} />

      <div className="tour-form__messages" id={messagesId} ref={messagesRef} tabIndex={-1} aria-live="polite">
        {messages.length > 0 && (
          <ul className={`form-messages${form.attempted ? ' form-messages--error' : ''}`}>
            {messages.map((m) => (
              <li key={`${m.id}-${m.key}`} data-testid="tour-message">
                {t(m.key, m.params)}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="tour-form__footer">
        <p className="tour-form__total">
          <span>{t('common.total')}</span> <Money cents={form.totalPrice} className="money tour-form__amount" />
        </p>
        <button type="submit" className="button button--primary" data-main-action>
          {t('common.addToBasket')}
        </button>
      </div>
      <div className="tour-form__added" role="status">
        {form.addedLineId !== null && (
          <AddedToBasket lines={lines.filter((l) => l.lineId === form.addedLineId)} continueTo={href(lang, 'guided-tours')} takeFocus />
        )}
      </div>
    </form>
  );
}

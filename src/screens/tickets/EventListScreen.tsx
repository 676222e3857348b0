import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea, useClock, useCommand, useReadModel } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import { eventEnded, eventsSorted, onlyEvent } from '../../domain/tickets/selectors';
import { museumNow } from '../../kernel/museum-today';
import { LoadFailed } from '../shared/LoadFailed';
import { useSectionName } from '../shared/section-names';
import { usePageTitle } from '../shared/page-title';
import { LoadingStatus, SkeletonItems } from '../shared/Skeleton';
import '../shared/shop.css';
import './tickets.css';
import { catalogueList } from '../../kernel/catalogue-lists';
import { OfferSummary } from '../../components/OfferSummary';
import { useListWindow, useNearScreen } from '../../components/near-screen';
import { ShowMore } from '../shared/ShowMore';

const selectEvents = (s: RootState) => s.events;

/** `tickets`: the event list, or straight to the event when there is only one (000 §2). */
export default function EventListScreen() {
  useArea('tickets');
  const { t, lang, date } = useT();
  const dispatch = useCommand();
  const events = useReadModel(selectEvents);
  const clock = useClock();
  // The museum's now when the list opens, by the injected clock: an ended event's card says so.
  const [now] = useState(() => museumNow(clock.now()).dateTime);
  useEffect(() => dispatch({ type: 'OpenEventList' }), [dispatch]);
  const near = useNearScreen(useCallback((eventIds: number[]) => dispatch({ type: 'LookUpEventCards', eventIds }), [dispatch]));
  const cardList = useRef<HTMLUListElement>(null);

  const section = useSectionName('tickets');
  usePageTitle(section);
  const list = eventsSorted(events);
  const shown = useListWindow(list.length, FIRST_EVENTS);
  const single = onlyEvent(events);
  if (single) return <Navigate to={href(lang, `tickets/${single.id}`)} replace />;
  const waiting = events.status !== 'loaded' && events.status !== 'failed';

  return (
    <section className="page tickets-page">
      <h1>{section}</h1>
      <p className="lead page-intro">{t('tickets.intro')}</p>
      {events.status === 'failed' && <LoadFailed onRetry={() => dispatch({ type: 'OpenEventList' })} />}
      {events.status === 'loaded' && list.length === 0 && <p className="callout callout--info">{t('errors.noResults')}</p>}
      <h2 className="visually-hidden">{t('tickets.events')}</h2>
      {/* Day tickets lead: the one card known before the list loads, so the events arriving after
          it push nothing in view; the waiting state takes the place the events will fill. */}
      {waiting && <LoadingStatus />}
      <ul className="cards event-cards" ref={cardList}>
        <li className="event-cards__day">
          <Link className="card event-card event-card--day" to={href(lang, `tickets/${DAY_TICKETS_PATH}`)}>
            <div className="card__body">
              <h3 className="card__title">{t('tickets.dayTickets')}</h3>
              <p className="card__meta">{t('tickets.dayTicketsIntro')}</p>
              <span className="event-card__cta">{t('tickets.chooseTickets')}</span>
            </div>
          </Link>
        </li>
        {waiting && <SkeletonItems count={3} className="card event-card" lines={[40, 85, 50, 45, 35]} />}
        {list.slice(0, shown.shown).map((event, index) => (
          <li key={event.id} ref={eventEnded(event, now) ? undefined : near(event.id)}>
            <Link
              className="card event-card"
              to={href(lang, `tickets/${event.id}`)}
              onClick={() => dispatch({ type: 'SelectItem', list: catalogueList.events(), index, itemId: event.id, category: 'ticket' })}
            >
              <div className="card__body">
                {event.custom_groups && event.custom_groups.length > 0 && (
                  <p className="event-card__group">{event.custom_groups.map((g) => g.name).join(' · ')}</p>
                )}
                <h3 className="card__title">{event.name}</h3>
                <p className="card__meta">{event.venue}</p>
                {event.end && <p className="card__meta">{t('tickets.runsUntil', { date: date(event.end) })}</p>}
                {eventEnded(event, now) ? (
                  <p className="offer-summary__badge">{t('errors.ended')}</p>
                ) : (
                  <>
                    <OfferSummary offer={events.cards?.[String(event.id)]} pending={events.cards === undefined} />
                    <span className="event-card__cta">{t('tickets.chooseTickets')}</span>
                  </>
                )}
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <ShowMore window={shown} total={list.length} list={cardList} offset={1} />
    </section>
  );
}

/** Enough cards for a large screen; more follow as the list's end comes near. */
const FIRST_EVENTS = 12;

/** `tickets/day-tickets`: the day tickets live under the tickets route (docs/decisions.md). */
export const DAY_TICKETS_PATH = 'day-tickets';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useT } from '../../i18n';
import { href } from '../../routing/route-paths';
import { useArea, useClock, useCommand, useReadModel, useReadModelOr, useStartedRuntime } from '../../engine/hooks';
import { useExternalValue, useServices } from '../../engine/services';
import type { RootState } from '../../engine/root-state';
import type { Runtime } from '../../engine/runtime';
import { eventEnded, onlyEvent, sortEvents } from '../../domain/tickets/event-list';
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
import { lightEventList, type EventListing } from './light-event-list';
import type { EventCard } from '../../messages/catalogue';
import { DAY_TICKETS_PATH } from './day-tickets-path';
import { useRuntimeWithArea } from '../shared/use-runtime-with-area';

/**
 * `tickets`: the event list, or straight to the event when there is only one (000 §2). Where the
 * runtime runs (a session under way), the tickets area's read model holds the list; on a first
 * visit the page draws it without the runtime, as the home page draws itself (light-event-list.ts,
 * docs/decisions.md "A catalogue list before the runtime"). Which of the two is decided once per
 * visit of the page: a list drawn before the runtime stays on screen when the runtime starts and
 * takes it over (its cards then join the ones shown).
 */
export default function EventListScreen() {
  const runtime = useStartedRuntime();
  const [light] = useState(() => runtime === null);
  return light ? <EventListBeforeRuntime /> : <EventListOfRuntime />;
}

const selectEvents = (s: RootState) => s.events;

function EventListOfRuntime() {
  useArea('tickets');
  const dispatch = useCommand();
  const events = useReadModel(selectEvents);
  useEffect(() => dispatch({ type: 'OpenEventList' }), [dispatch]);
  const lookUp = useCallback((eventIds: number[]) => dispatch({ type: 'LookUpEventCards', eventIds }), [dispatch]);
  const retry = useCallback(() => dispatch({ type: 'OpenEventList' }), [dispatch]);
  return <EventListView listing={events} lookUp={lookUp} retry={retry} />;
}

/** The cards the runtime has looked up since it took the list over (undefined before). */
const selectCards = (s: RootState): Readonly<Record<string, EventCard>> | undefined => (s as Partial<RootState>).events?.cards;

function EventListBeforeRuntime() {
  const { requests } = useServices();
  const clock = useClock();
  const [source] = useState(() => lightEventList(requests, () => museumNow(clock.now()).date));
  const listing = useExternalValue(source.listing.subscribe, () => source.listing.value);
  useEffect(() => source.load(), [source]);
  // The runtime once it has the list's area and has been asked for the list: cards are its from then on.
  const takenOver = useRef<Runtime | null>(null);
  // The runtime started while the list is on screen (the cookie choice, a session begun in
  // another way): it takes the list over, so its log and the tracking hold what the visitor sees
  // (EventListLoaded, EventCardsLoaded for the cards looked up so far, asked for again).
  const withArea = useRuntimeWithArea('tickets');
  useEffect(() => {
    if (!withArea) return;
    withArea.dispatch({ type: 'OpenEventList' });
    takenOver.current = withArea;
    const looked = source.looked();
    if (looked.length > 0) lookUpIn(withArea, looked, source.lookUp);
  }, [withArea, source]);
  const runtimeCards = useReadModelOr(selectCards, undefined);
  const lookUp = useCallback((eventIds: number[]) => (takenOver.current ? lookUpIn(takenOver.current, eventIds, source.lookUp) : source.lookUp(eventIds)), [source]);
  // A card the runtime has answered shows its answer; until then the one looked up here.
  const shown = useMemo<EventListing>(() => (runtimeCards ? { ...listing, cards: { ...listing.cards, ...runtimeCards } } : listing), [listing, runtimeCards]);
  return <EventListView listing={shown} lookUp={lookUp} retry={source.load} />;
}

/**
 * Asks the runtime for cards once its list has answered (its epic looks up listed events only);
 * should its list fail, the cards are looked up here instead.
 */
function lookUpIn(runtime: Runtime, eventIds: readonly number[], here: (eventIds: readonly number[]) => void): void {
  let settled = false;
  const subscription = runtime.state$.subscribe((state) => {
    if (settled || state.events.status === null) return;
    settled = true;
    // Not inside the state's own emission.
    queueMicrotask(() => subscription.unsubscribe());
    if (state.events.status === 'loaded') runtime.dispatch({ type: 'LookUpEventCards', eventIds: [...eventIds] });
    else here(eventIds);
  });
}

function EventListView({ listing, lookUp, retry }: { listing: EventListing; lookUp: (eventIds: number[]) => void; retry: () => void }) {
  const { t, lang, date } = useT();
  const dispatch = useCommand();
  const clock = useClock();
  // The museum's now when the list opens, by the injected clock: an ended event's card says so.
  const [now] = useState(() => museumNow(clock.now()).dateTime);
  const near = useNearScreen(lookUp);
  const cardList = useRef<HTMLUListElement>(null);

  const section = useSectionName('tickets');
  usePageTitle(section);
  const list = useMemo(() => sortEvents(listing.list ?? []), [listing.list]);
  const shown = useListWindow(list.length, FIRST_EVENTS);
  const single = onlyEvent(listing);
  if (single) return <Navigate to={href(lang, `tickets/${single.id}`)} replace />;
  const waiting = listing.status !== 'loaded' && listing.status !== 'failed';

  return (
    <section className="page tickets-page">
      <h1>{section}</h1>
      <p className="lead page-intro">{t('tickets.intro')}</p>
      {listing.status === 'failed' && <LoadFailed onRetry={retry} />}
      {listing.status === 'loaded' && list.length === 0 && <p className="callout callout--info">{t('errors.noResults')}</p>}
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
                    <OfferSummary offer={listing.cards?.[String(event.id)]} pending={listing.cards === undefined} />
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

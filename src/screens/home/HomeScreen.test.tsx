/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { ok } from '../../../test/helpers/fake-api';
import { fakeClock } from '../../../test/helpers/fakes';
import { dt, eventEntry } from '../../../test/helpers/catalogue';
import { themeColor, withStylesheets } from '../../../test/helpers/stylesheets';
import HomeScreen from './HomeScreen';
import StaticPageScreen from '../static-page/StaticPageScreen';

const openHome = (options: TestAppOptions = {}) => renderScreen(HomeScreen, { route: 'home', lang: 'en', ...options });

/** The tiles under "Discover"; a featured one stands out on the accent's soft colour. */
const tiles = () => within(screen.getByRole('region', { name: 'Discover' })).getAllByRole('link');
const featuredTiles = () => tiles().filter((tile) => getComputedStyle(tile).backgroundColor === themeColor('--color-accent-soft'));

describe('home: the configuration’s home view leads (000, app configuration: "a home view")', () => {
  withStylesheets();

  it('features the configured section: a call to action in the hero and the first tile', async () => {
    await openHome({ config: { homeView: 'guided-tours' } });
    expect(tiles()[0]?.getAttribute('href')).toBe('/en/guided-tours');
    expect(featuredTiles()).toEqual([tiles()[0]]);
    expect(screen.getByRole('link', { name: 'Book a guided tour' }).getAttribute('href')).toBe('/en/guided-tours');
  });

  it('a navigation key names the section too; an unknown view or a section switched off features nothing', async () => {
    const first = await openHome({ config: { homeView: 'vouchers', hasVouchers: 0 } });
    expect(document.querySelector('.hero__cta[data-main-action]')).toBeNull();
    expect(featuredTiles()).toEqual([]);
    first.unmount();
    await openHome({ config: { homeView: 'guidedTours' } });
    expect(document.querySelector('.hero__cta[data-main-action]')?.getAttribute('href')).toBe('/en/guided-tours');
  });

  it('offers today’s tickets, one step away, whenever the tickets section is on', async () => {
    const app = await openHome();
    expect(screen.getByRole('link', { name: 'Tickets for today' }).getAttribute('href')).toBe('/en/tickets/day-tickets?day=today');
    app.unmount();
    await openHome({ config: { hasTickets: 0 } });
    expect(screen.queryByRole('link', { name: 'Tickets for today' })).toBeNull();
  });
});

/** A Thursday, 9 May 2030, 12:00 in the museum (10:00 UTC). */
const THURSDAY_NOON = Date.UTC(2030, 4, 9, 10);

describe('home: today’s opening, from the configuration’s opening hours and the injected clock', () => {
  // The API sample (fixtures/api/remoteConfig.json): Monday closed, Thursday until 21:00, the
  // other days 10:00–18:00; 24 December until 14:00, 25 December closed.
  it.each([
    ['a Thursday, late opening', THURSDAY_NOON, 'Open today 10:00–21:00'],
    ['a Monday, closed', Date.UTC(2030, 4, 6, 10), 'Closed today'],
    ['24 December, an exception with shorter hours (a Tuesday)', Date.UTC(2030, 11, 24, 9), 'Open today 10:00–14:00'],
    ['25 December, an exception closed (a Wednesday)', Date.UTC(2030, 11, 25, 9), 'Closed today'],
    // 23:30 in Berlin on Sunday is still Sunday there, though UTC is 22:30; 00:30 Monday is Monday.
    ['late on Sunday in the museum’s zone', Date.UTC(2030, 4, 12, 21, 30), 'Open today 10:00–18:00'],
    ['just after midnight on Monday in the museum’s zone', Date.UTC(2030, 4, 12, 22, 30), 'Closed today'],
  ])('%s', async (_day, now, text) => {
    await openHome({ deps: { clock: fakeClock(now) } });
    expect(document.querySelector('.hero__opening')?.textContent).toBe(text);
  });

  it('in the visitor’s language', async () => {
    await openHome({ lang: 'de', deps: { clock: fakeClock(THURSDAY_NOON) } });
    expect(screen.getByText('Heute geöffnet: 10:00–21:00 Uhr')).toBeTruthy();
  });

  it('says nothing about opening when the configuration names no hours (or a malformed value was left out)', async () => {
    await openHome({ config: { openingHours: undefined }, deps: { clock: fakeClock(THURSDAY_NOON) } });
    expect(document.querySelector('.hero__opening')).toBeNull();
    expect(screen.queryByText(/today \d|Closed today/)).toBeNull();
  });
});

describe('home: the current exhibition, once the tickets area has the event list', () => {
  const special = { id: 3, name: 'Special exhibitions' };
  const EVENTS = [
    eventEntry({ id: 31, name: 'Harbour Sounds', sequence_no: 1, sorting_datetime: dt('2030-04-20 19:30'), end: dt('2030-08-01 22:00'), custom_groups: [{ id: 4, name: 'Concerts' }] }),
    eventEntry({ id: 32, name: 'Light and Line', sequence_no: 2, venue: 'Upper floor', sorting_datetime: dt('2030-03-01 10:00'), end: dt('2030-09-28 18:00'), custom_groups: [special] }),
    eventEntry({ id: 33, name: 'The Collection', sequence_no: 3, sorting_datetime: dt('2020-01-01 10:00'), end: null }),
    eventEntry({ id: 34, name: 'Sea and Modernity', sequence_no: 4, sorting_datetime: dt('2029-11-01 10:00'), end: dt('2030-04-30 18:00'), custom_groups: [special] }),
  ];
  const replies = {
    eventList: ok({ events: EVENTS }),
    // The list's cards look up each event: nothing on sale is enough here.
    ticketCalendar: ok({}),
    ticketCollect: ok({ tickets: [] }),
  };
  const region = () => screen.queryByRole('region', { name: 'Now on' });

  it('a first visit loads no tickets code and shows none; back from the tickets, the running special exhibition leads', async () => {
    const app = renderApp({ areas: 'lazy', lang: 'en', path: '/en', replies, deps: { clock: fakeClock(THURSDAY_NOON) } });
    await findPageHeading();
    expect(region()).toBeNull();
    expect(app.runtime.hasArea('tickets')).toBe(false);
    expect(app.api.calls.map((c) => c.name)).not.toContain('eventList');

    await app.navigate('/en/tickets');
    await screen.findByRole('heading', { level: 3, name: 'Light and Line' });
    await app.navigate('/en');
    await findPageHeading();
    const now = region();
    expect(now).not.toBeNull();
    const link = within(now as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/en/tickets/32');
    expect(link.textContent).toBe('Light and LineUpper floorUntil 28.09.2030Choose your tickets');
  });

  it('nothing runs today (all ended, to come or permanent): no teaser', async () => {
    const later = Date.UTC(2030, 10, 5, 10);
    const app = await openHome({ replies, deps: { clock: fakeClock(later) } });
    await act(async () => app.runtime.dispatch({ type: 'OpenEventList' }));
    await waitFor(() => expect(app.runtime.state$.value.events.status).toBe('loaded'));
    expect(region()).toBeNull();
  });

  it('the tickets section switched off: no teaser, even with the list loaded', async () => {
    const app = await openHome({ replies, config: { hasTickets: 0 }, deps: { clock: fakeClock(THURSDAY_NOON) } });
    await act(async () => app.runtime.dispatch({ type: 'OpenEventList' }));
    await waitFor(() => expect(app.runtime.state$.value.events.status).toBe('loaded'));
    expect(region()).toBeNull();
  });

  it('with the list already in the read model, it is there as soon as the page is (read from the state, no lazy load)', async () => {
    const app = await renderScreen(HomeScreen, { route: 'home', lang: 'en', path: '/en/page/imprint', also: { page: StaticPageScreen }, replies, deps: { clock: fakeClock(THURSDAY_NOON) } });
    await screen.findByRole('heading', { level: 1, name: 'Page imprint' });
    await act(async () => app.runtime.dispatch({ type: 'OpenEventList' }));
    await waitFor(() => expect(app.runtime.state$.value.events.status).toBe('loaded'));
    await app.navigate('/en');
    expect(within(region() as HTMLElement).getByRole('link').getAttribute('href')).toBe('/en/tickets/32');
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
/**
 * The routes register their areas before their screens render, as in the browser: the shell
 * and home need none, a section its own, the basket vouchers and merchandise (and tours when
 * it holds a tour).
 */
import { screen, waitFor } from '@testing-library/react';
import { AREAS, CartEvents } from '../messages';
import * as TourEvents from '../messages/events/tours';
import { findPageHeading, renderApp } from '../../test/helpers/render-app';
import { ok } from '../../test/helpers/fake-api';
import { fakeClock, envelopes } from '../../test/helpers/fakes';
import { guidedTourLine, isoDate, merchandiseLine } from '../../test/helpers/lines';
import { listEntry, MONDAY_MORNING, tourSingle, type Replies } from '../../test/helpers/tours';
import { LOG_KEY } from '../event-log/session-log';
import { memoryStorage } from '../bus/deps';

const registered = (app: ReturnType<typeof renderApp>) => AREAS.filter((a) => app.runtime.hasArea(a));

const tourReplies: Replies = {
  tourList: ok({ tours: [listEntry(301, { name: 'Light and Line' })] }),
  tourCategories: ok({ category: [] }),
  tourOverview: ok({}),
  tourSoldout: ok([]),
  tourCalendar: ok({}),
  tourSingle: ok(tourSingle()),
};

/** A saved session (what the browser keeps in sessionStorage) with these events. */
function savedSession(...events: Parameters<typeof envelopes>[0]) {
  const storage = memoryStorage();
  storage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0 }));
  storage.setItem(`${LOG_KEY}:0`, envelopes(events).map((e) => JSON.stringify(e)).join('\n'));
  return storage;
}

describe('lazy areas in the routes', () => {
  it('home registers no area; the shell shows the basket count from the core', async () => {
    const storage = savedSession(CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: 'm' }) }));
    const app = renderApp({ areas: 'lazy', storage });
    await findPageHeading();
    expect(registered(app)).toEqual([]);
    expect(screen.getByTestId('basket-count').textContent).toBe('1');
  });

  it('a tour route registers tours (folding the saved tour events) before its screen renders', async () => {
    const storage = savedSession(TourEvents.TourListRequested.create({ today: isoDate('2030-05-06') }));
    const app = renderApp({ areas: 'lazy', storage, lang: 'en', path: '/en/guided-tours', replies: tourReplies, deps: { clock: fakeClock(MONDAY_MORNING) } });
    await findPageHeading('Guided Tours');
    expect(registered(app)).toEqual(['tours']);
    await screen.findByText('Light and Line');
    // The saved event was decoded and folded when tours registered, before the screen's own (the
    // frame, shown while the screen loads, has recorded the visit between them).
    expect(app.runtime.log.document().events.map((e) => e.type).slice(0, 3)).toEqual(['TourListRequested', 'RouteVisited', 'TourListRequested']);
  });

  it('the first screen and the runtime are asked for once the page frame has painted (boot: with its cookie notice)', async () => {
    let painted: () => void = () => undefined;
    const frame = new Promise<void>((resolve) => (painted = resolve));
    const app = renderApp({ areas: 'lazy', lang: 'en', path: '/en/guided-tours', replies: tourReplies, deps: { clock: fakeClock(MONDAY_MORNING) }, frameShown: () => frame });
    // The frame is there; the screen waits, and nothing of it has been asked for.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { level: 1, name: 'Guided Tours' })).toBeNull();
    expect(registered(app)).toEqual([]);
    expect(app.api.calls.filter((c) => c.name === 'tourList')).toEqual([]);
    painted();
    await findPageHeading('Guided Tours');
    expect(registered(app)).toEqual(['tours']);
  });

  it('a route with day and month names loads the language’s names for dayjs with its screen', async () => {
    renderApp({ areas: 'lazy', lang: 'de', path: '/de/guided-tours', replies: tourReplies, deps: { clock: fakeClock(MONDAY_MORNING) } });
    await findPageHeading();
    expect(await screen.findByRole('button', { name: /^Heute, Montag, 6\. Mai 2030/ })).toBeTruthy();
  });

  it('the basket registers vouchers, merchandise and payment, and tours only when it holds a tour', async () => {
    const plain = renderApp({ areas: 'lazy', path: '/de/checkout' });
    await findPageHeading();
    expect(registered(plain)).toEqual(['merchandise', 'vouchers', 'payment']);
    plain.unmount();

    const storage = savedSession(CartEvents.CartLineAdded.create({ line: guidedTourLine({ lineId: 't' }) }));
    const withTour = renderApp({ areas: 'lazy', storage, path: '/de/checkout' });
    await findPageHeading();
    expect(registered(withTour)).toEqual(['merchandise', 'vouchers', 'tours', 'payment']);
  });

  it('navigating on registers each area once', async () => {
    const app = renderApp({ areas: 'lazy', lang: 'en', path: '/en', replies: tourReplies, deps: { clock: fakeClock(MONDAY_MORNING) } });
    await findPageHeading();
    await app.navigate('/en/guided-tours');
    await findPageHeading('Guided Tours');
    await app.navigate('/en/checkout');
    await waitFor(() => expect(registered(app)).toEqual(['merchandise', 'vouchers', 'tours', 'payment']));
    await app.navigate('/en/guided-tours');
    await findPageHeading('Guided Tours');
    expect(registered(app)).toEqual(['merchandise', 'vouchers', 'tours', 'payment']);
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import '../../test/helpers/dom-polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { boot } from './boot';
import remoteConfig from '../../fixtures/api/remoteConfig.json';
import metaData from '../../fixtures/api/metaData.json';
import staticContent from '../../fixtures/api/staticContent.json';
import paymentTypes from '../../fixtures/api/paymentTypes.json';
import customerData from '../../fixtures/api/customerData.json';
import eventList from '../../fixtures/api/eventList.json';
import ticketCalendar from '../../fixtures/api/ticketCalendar.json';
import ticketCollect from '../../fixtures/api/ticketCollect.json';
import merchandiseList from '../../fixtures/api/merchandiseList.json';
import merchandiseCategories from '../../fixtures/api/merchandiseCategories.json';
import { MONEY_FORMAT } from '../i18n/format';
import { LOG_KEY } from '../event-log/session-log';
import { CartEvents, cents } from '../messages';
import { envelopes } from '../../test/helpers/fakes';
import { count, merchandiseLine } from '../../test/helpers/lines';

/** A runtime that takes this long to start (a phone's download of its files), in one test. */
let mockRuntimeDelayMs = 0;
jest.mock('./runtime-entry', () => {
  const actual = jest.requireActual<typeof import('./runtime-entry')>('./runtime-entry');
  return {
    ...actual,
    startRuntime: async (...args: Parameters<typeof actual.startRuntime>) => {
      await new Promise((resolve) => setTimeout(resolve, mockRuntimeDelayMs));
      return actual.startRuntime(...args);
    },
  };
});

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The sandbox's answers by path (after `/api/{lang}/`), overridable per test. */
function serve(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    config: { status: 200, body: remoteConfig },
    'meta-data': { status: 200, body: metaData },
    'static-content': { status: 200, body: staticContent },
    'payment/types': { status: 200, body: paymentTypes },
    'customer-data': { status: 200, body: customerData },
    'page/imprint': { status: 200, body: { data: { title: 'Impressum', html: '<p>Kunsthalle am Hafen</p>' } } },
    ...overrides,
  };
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url.pathname + url.search);
    const path = url.pathname.replace(/^\/api\/[a-z]{2}\//, '');
    return json(answers[path] ?? { status: 404, body: { code: 'NOT_FOUND' } });
  }) as typeof fetch;
  return calls;
}

/** The event list and, for 12 June 2025, each event's calendar and tickets (fixtures/api). */
function serveEventList() {
  const calendars = Object.fromEntries(eventList.data.events.map((e) => [`ticket/calendar/event/${e.id}/range/20250601;20250731`, { status: 200, body: ticketCalendar }]));
  const collects = Object.fromEntries(eventList.data.events.map((e) => [`ticket/collect/event/${e.id}/date/2025-06-12`, { status: 200, body: ticketCollect }]));
  return serve({ 'event/list': { status: 200, body: eventList }, ...calendars, ...collects });
}

let root: Root | null = null;
async function start(path: string, reload?: () => void, intlWorker?: () => Worker): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = await boot(container, { reload, ...(intlWorker ? { intlWorker } : {}) });
  });
  return container;
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('boot', () => {
  it('a 503 on the configuration reloads the page (saying so); only once the allowance is used up does it say “still unavailable after reloading”', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const calls = serve({ config: { status: 503, body: { message: 'maintenance' } } });
      const reload = jest.fn();
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await start('/de', reload);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Der Shop ist kurzzeitig nicht erreichbar. Die Seite wird neu geladen …');
        expect(screen.queryByRole('button')).toBeNull();
        expect(screen.getByRole('status')).toBeTruthy();
        jest.advanceTimersByTime(2_000);
        expect(reload).toHaveBeenCalledTimes(attempt);
        act(() => root?.unmount());
        document.body.innerHTML = '';
      }
      await start('/de', reload);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Der Shop ist auch nach dem Neuladen nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
      );
      expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
      jest.advanceTimersByTime(10_000);
      expect(reload).toHaveBeenCalledTimes(3);
      expect(calls.every((c) => c === '/api/de/config')).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a connection that fails', () => Promise.reject(new TypeError('Failed to fetch')), 'Der Shop ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.'],
    ['an answer that is not a configuration', () => Promise.resolve(json({ status: 200, body: { data: { nonsense: true } } })), 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.'],
  ])('%s at start-up: that message, a retry button, never “after reloading”', async (_what, answer, text) => {
    serve();
    const fetchMock = globalThis.fetch as jest.Mock;
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input: RequestInfo | URL) => (String(input).includes('/config') ? answer() : served(input)));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await start('/de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(sessionStorage.getItem('foyer:reloads')).toBeNull();
  });

  it('a 500 on the configuration says so with the support contact, as every 500 message does, and offers a retry (issue 30, item 6)', async () => {
    serve({ config: { status: 500, body: { code: 'INTERNAL' } } });
    await start('/de');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(metaData.data.supportEmail));
    expect(alert.textContent).toContain('Es ist ein unerwarteter Serverfehler aufgetreten. Bitte wenden Sie sich an den Shop unter');
    expect(alert.textContent).toContain('– wir helfen Ihnen gerne weiter.');
    expect(screen.getByRole('link', { name: metaData.data.supportEmail }).getAttribute('href')).toBe(`mailto:${metaData.data.supportEmail}`);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('a 500 on the configuration with no support address to be had (meta data failing too) still says what happened', async () => {
    serve({ config: { status: 500, body: { code: 'INTERNAL' } }, 'meta-data': { status: 500, body: { code: 'INTERNAL' } } });
    await start('/de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('an address without a language gets the default one, keeping path and query; then theme, partner, texts and the page', async () => {
    serve();
    await start('/page/imprint?partner=hotel-am-hafen');
    expect(window.location.pathname + window.location.search).toBe('/de/page/imprint?partner=hotel-am-hafen');
    expect(document.documentElement.lang).toBe('de');
    expect((await screen.findByRole('heading', { level: 1, name: 'Impressum' })).textContent).toBe('Impressum');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#b4002d');
    expect(sessionStorage.getItem('partner')).toBe('hotel-am-hafen');
    expect(sessionStorage.getItem('foyer:lang')).toBe('de');
    await waitFor(() => expect(document.title).toBe('Impressum - Kunsthalle am Hafen – Onlineshop'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(metaData.data.description);
  });

  it('a malformed display extra is left out with a readable console line; the page still renders', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      serve({ config: { status: 200, body: { data: { ...remoteConfig.data, siteNameShortTranslations: { de: 7 } } } } });
      await start('/de/page/imprint');
      expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Foyer: left out of the remote configuration: Expecting string at siteNameShortTranslations.de but instead got: 7'),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('a malformed display extra whose readable report cannot be loaded is still named in the console, without an unhandled rejection', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.doMock('../api/report', () => {
      throw new Error('Loading chunk decode-report failed');
    });
    try {
      serve({ config: { status: 200, body: { data: { ...remoteConfig.data, siteNameShortTranslations: { de: 7 } } } } });
      await start('/de/page/imprint');
      expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
      await waitFor(() => expect(warn).toHaveBeenCalledWith('Foyer: left out of the remote configuration: a malformed extra (its report could not be loaded)'));
    } finally {
      jest.dontMock('../api/report');
      warn.mockRestore();
    }
  });

  it('the stored language wins over the default for an address without one', async () => {
    serve();
    sessionStorage.setItem('foyer:lang', 'en');
    await start('/');
    expect(window.location.pathname).toBe('/en/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome to our online shop');
    expect(document.documentElement.lang).toBe('en');
  });

  it('a language the shop is not configured for is replaced by the first configured one', async () => {
    serve({ config: { status: 200, body: { data: { ...remoteConfig.data, languages: ['de', 'en'] } } } });
    await start('/sv/page/imprint');
    expect(window.location.pathname).toBe('/de/page/imprint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
  });

  it('a consent stored for the session is honoured: no cookie notice', async () => {
    serve();
    sessionStorage.setItem('cookiesAccepted', 'true');
    await start('/de');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Cookies akzeptieren' })).toBeNull();
  });

  it('without consent the notice is shown', async () => {
    serve();
    await start('/de');
    expect(await screen.findByRole('button', { name: 'Cookies akzeptieren' })).toBeTruthy();
  });

  it('a first visit to the home page renders without the runtime; the first choice starts it, and the visit goes first, at its own time', async () => {
    serve();
    let now = Date.UTC(2026, 10, 24, 9, 0);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await start('/de');
      await screen.findByRole('heading', { level: 1 });
      // Nothing of the event log yet: no log, no tab, only what the shell keeps.
      expect(Object.keys(sessionStorage).sort()).toEqual(['foyer:lang', 'lastUrl']);
      now += 60_000;
      await act(async () => screen.getByRole('button', { name: 'Cookies akzeptieren' }).click());
      await waitFor(() => expect(sessionStorage.getItem('foyer:log:v1')).not.toBeNull());
      const foyer = (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer;
      const log = JSON.parse(await foyer.exportLog()) as { events: Array<{ type: string; meta: { at: number } }> };
      expect(log.events.map((e) => [e.type, e.meta.at])).toEqual([
        ['RouteVisited', Date.UTC(2026, 10, 24, 9, 0)],
        ['CookiesAccepted', Date.UTC(2026, 10, 24, 9, 1)],
      ]);
      // The notice goes when the runtime, started by the click, has the consent: a change
      // outside the click's event, rendered as a transition (engine/services.tsx useExternalValue).
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Cookies akzeptieren' })).toBeNull());
    } finally {
      clock.mockRestore();
    }
  });

  it('a first visit to the tickets page draws the list and its cards without the runtime; accepting cookies starts it, and it takes the list over: the log holds the list and the cards looked up', async () => {
    // screens/tickets/light-event-list.ts (docs/decisions.md "A catalogue list before the runtime").
    const calls = serveEventList();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => Date.UTC(2025, 5, 12, 8, 0));
    try {
      await start('/de/tickets');
      await screen.findByRole('heading', { level: 1, name: 'Eintritt' });
      expect(await screen.findByRole('heading', { level: 3, name: 'Licht und Linie. Zeichnungen der Moderne' })).toBeTruthy();
      // Each card's price and next date, from its calendar and that day's tickets (fixtures/api).
      await waitFor(() => expect(document.querySelectorAll('.offer-summary__price')).toHaveLength(3));
      expect(Object.keys(sessionStorage).sort()).toEqual(['foyer:lang', 'lastUrl']);
      const asked = (prefix: string) => calls.filter((c) => c.startsWith(`/api/de/${prefix}`)).length;
      expect([asked('event/list'), asked('ticket/calendar'), asked('ticket/collect')]).toEqual([1, 3, 3]);

      await act(async () => screen.getByRole('button', { name: 'Cookies akzeptieren' }).click());
      const foyer = (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer;
      const types = async () => (JSON.parse(await foyer.exportLog()) as { events: Array<{ type: string }> }).events.map((e) => e.type);
      await waitFor(async () => expect(await types()).toEqual(expect.arrayContaining(['RouteVisited', 'CookiesAccepted', 'EventListLoaded', 'EventCardsLoaded'])));
      // The cards stay on screen through the handover.
      expect(document.querySelectorAll('.offer-summary__price')).toHaveLength(3);
    } finally {
      clock.mockRestore();
    }
  });

  it('the cookie choice made on the tickets page before its list has answered: the runtime takes the list over, and the cards come from it once its own list is in', async () => {
    const calls = serveEventList();
    // Each list answers only when the test says so: the page's first, then the runtime's.
    const served = globalThis.fetch;
    const lists: Array<() => void> = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/event/list') ? new Promise<Response>((resolve) => lists.push(() => resolve(served(input, init)))) : served(input, init)) as typeof fetch;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => Date.UTC(2025, 5, 12, 8, 0));
    try {
      await start('/de/tickets');
      await screen.findByRole('heading', { level: 1, name: 'Eintritt' });
      await act(async () => screen.getByRole('button', { name: 'Cookies akzeptieren' }).click());
      // The runtime has the tickets area and asks for the list.
      await waitFor(() => expect(lists).toHaveLength(2));
      // The page's list comes in first: its cards come near the screen while the runtime's list is still on its way.
      await act(async () => lists[0]!());
      await screen.findByRole('heading', { level: 3, name: 'Licht und Linie. Zeichnungen der Moderne' });
      expect(calls.filter((c) => c.startsWith('/api/de/ticket/calendar'))).toEqual([]);
      await act(async () => lists[1]!());
      await waitFor(() => expect(document.querySelectorAll('.offer-summary__price')).toHaveLength(3));
      const foyer = (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer;
      const types = async () => (JSON.parse(await foyer.exportLog()) as { events: Array<{ type: string }> }).events.map((e) => e.type);
      await waitFor(async () => expect(await types()).toEqual(expect.arrayContaining(['EventListLoaded', 'EventCardsLoaded'])));
      // The cards were the runtime's to look up: each calendar asked for once.
      expect(calls.filter((c) => c.startsWith('/api/de/ticket/calendar'))).toHaveLength(3);
    } finally {
      clock.mockRestore();
    }
  });

  it('a first visit to the shop draws its list and a category picked without the runtime; accepting cookies starts it, it takes the listing over, and the next category is its to ask for', async () => {
    // screens/merchandise/light-product-list.ts (docs/decisions.md "A catalogue list before the runtime").
    const calls = serve({ 'merchandise/list/shop/160': { status: 200, body: merchandiseList }, 'merchandise/categories/shop/160': { status: 200, body: merchandiseCategories } });
    await start('/de/merchandise');
    await screen.findByRole('heading', { level: 1, name: 'Museumsshop' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Ausstellungskatalog „Licht und Linie“' })).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'Bücher' }).click());
    await screen.findByRole('heading', { level: 2, name: 'Bücher' });
    await waitFor(() => expect(calls).toContain('/api/de/merchandise/list/shop/160?category=31'));
    // Nothing of the runtime: no log.
    expect(Object.keys(sessionStorage).sort()).toEqual(['foyer:lang', 'lastUrl']);

    await act(async () => screen.getByRole('button', { name: 'Cookies akzeptieren' }).click());
    const foyer = (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer;
    const events = async () => (JSON.parse(await foyer.exportLog()) as { events: Array<{ type: string; data?: { category?: number | null } }> }).events;
    await waitFor(async () => expect((await events()).filter((e) => e.type === 'MerchandiseListLoaded').map((e) => e.data?.category)).toEqual([31]));
    expect(screen.getByRole('heading', { level: 3, name: 'Ausstellungskatalog „Licht und Linie“' })).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'Poster' }).click());
    await waitFor(async () => expect((await events()).filter((e) => e.type === 'MerchandiseListLoaded').map((e) => e.data?.category)).toEqual([31, 32]));
    await screen.findByRole('heading', { level: 2, name: 'Poster' });
    expect(calls.filter((c) => c === '/api/de/merchandise/list/shop/160?category=32')).toHaveLength(1);
  });

  it('the runtime taking the shop’s list over whose own answer fails leaves the list shown on screen (001 §8)', async () => {
    serve({ 'merchandise/list/shop/160': { status: 200, body: merchandiseList }, 'merchandise/categories/shop/160': { status: 200, body: merchandiseCategories } });
    await start('/de/merchandise');
    await screen.findByRole('heading', { level: 3, name: 'Ausstellungskatalog „Licht und Linie“' });
    const served = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/merchandise/list/') ? Promise.reject(new TypeError('Failed to fetch')) : served(input, init)) as typeof fetch;
    await act(async () => screen.getByRole('button', { name: 'Cookies akzeptieren' }).click());
    const foyer = (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer;
    const types = async () => (JSON.parse(await foyer.exportLog()) as { events: Array<{ type: string }> }).events.map((e) => e.type);
    await waitFor(async () => expect(await types()).toContain('MerchandiseListLoadFailed'));
    expect(screen.getByRole('heading', { level: 3, name: 'Ausstellungskatalog „Licht und Linie“' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it.each([
    ['/de/checkout', 'Warenkorb'],
    ['/de/checkout?step=payment', 'Kasse'],
  ])('a first visit to %s draws the empty basket without the runtime; accepting cookies starts it, and its checkout takes over with the same page', async (path, heading) => {
    // A session that has not started has an empty basket (docs/decisions.md "An empty basket before the runtime").
    const calls = serve();
    const container = await start(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/de');
    expect(screen.getByRole('navigation', { name: 'Fortschritt der Bestellung' })).toBeTruthy();
    const drawn = container.querySelector('main')?.innerHTML;
    // Nothing of the runtime: no log, and none of the checkout's own requests.
    expect(Object.keys(sessionStorage).sort()).toEqual(['foyer:lang', 'lastUrl']);
    expect(calls.filter((c) => c.includes('payment/types'))).toEqual([]);

    await act(async () => screen.getByRole('button', { name: 'Cookies akzeptieren' }).click());
    // The runtime's checkout is in once it has asked for the payment types.
    await waitFor(() => expect(calls.filter((c) => c.includes('payment/types'))).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('main')?.innerHTML).toBe(drawn);
    const foyer = (window as unknown as { foyer: { exportLog(): Promise<string> } }).foyer;
    const types = (JSON.parse(await foyer.exportLog()) as { events: Array<{ type: string; data?: { route?: string } }> }).events.map((e) => `${e.type}${e.data?.route ? ` ${e.data.route}` : ''}`);
    expect(types).toEqual(['RouteVisited checkout', 'CookiesAccepted']);
  });

  it('a reload of the basket of a session under way shows its lines, never the empty basket, while the runtime loads', async () => {
    serve();
    mockRuntimeDelayMs = 1000;
    sessionStorage.setItem(LOG_KEY, JSON.stringify({ first: 0, last: 0 }));
    sessionStorage.setItem(`${LOG_KEY}:0`, envelopes([CartEvents.CartLineAdded.create({ line: merchandiseLine({ lineId: 'm1', id: 501, name: 'Ausstellungskatalog', price: cents(2900), count: count(1) }) })]).map((e) => JSON.stringify(e)).join('\n'));
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await start('/de/checkout');
    await screen.findByRole('listitem', { name: 'Ausstellungskatalog' }, { timeout: 5000 });
    watch.disconnect();
    mockRuntimeDelayMs = 0;
    expect(seen.filter((text) => text.includes('Ihr Warenkorb ist leer.'))).toEqual([]);
  });

  it('another screen starts the runtime with its own chunk', async () => {
    serve();
    await start('/de/page/imprint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('foyer:log:v1')).not.toBeNull());
  });

  it('the payment types are asked for when the checkout opens, not by a page without it (docs/decisions.md "Payment types with the checkout")', async () => {
    const calls = serve();
    await start('/de/page/imprint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('foyer:log:v1')).not.toBeNull());
    // The runtime has started, its screen is in and has asked for what it shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls.filter((c) => c.includes('payment/types'))).toEqual([]);
    await act(async () => screen.getByRole('link', { name: /Warenkorb/ }).click());
    await waitFor(() => expect(calls.filter((c) => c.includes('payment/types'))).toHaveLength(1));
  });

  it('looks the fonts up once the theme is applied, and renders the page when that is done', async () => {
    serve();
    let fontsDone: () => void = () => undefined;
    const warmFonts = jest.fn(() => new Promise<void>((resolve) => (fontsDone = resolve)));
    window.history.replaceState(null, '', '/de/page/imprint');
    const container = document.body.appendChild(document.createElement('div'));
    let booted: Promise<Root> | null = null;
    await act(async () => {
      booted = boot(container, { warmFonts });
    });
    await waitFor(() => expect(warmFonts).toHaveBeenCalledTimes(1));
    // In the theme's families (its custom properties are on the document by then)…
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#b4002d');
    // …and before the first render.
    expect(container.querySelector('main')).toBeNull();
    await act(async () => {
      fontsDone();
      root = await booted;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
  });

  it('a static content that does not answer holds the first screen back a moment, not until its time limit', async () => {
    serve();
    const answering = globalThis.fetch;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('static-content') ? new Promise<Response>(() => undefined) : answering(input, init),
    ) as typeof fetch;
    await start('/de/page/imprint');
    // Well within the request's 15 s time limit (the bound leaves room for a busy machine).
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' }, { timeout: 10_000 })).toBeTruthy();
    // No text, no notice.
    expect(screen.queryByRole('button', { name: 'Cookies akzeptieren' })).toBeNull();
  });

  it('a saved token is restored and the customer refreshed with customerData, sending the token as `_`', async () => {
    const calls = serve();
    sessionStorage.setItem('token', 'jwt-1');
    await start('/de');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.querySelector('.user-menu summary')?.textContent).toBe('Marlene Brockmann'));
    expect(calls).toContain('/api/de/customer-data?_=jwt-1');
    expect(JSON.parse(sessionStorage.getItem('customer') ?? '{}').fname).toBe('Marlene');
  });

  it('a page load of /logout sends nothing with the old token: no 401 of the old session bounces the visitor to login, and home follows (issue 30, item 1)', async () => {
    const calls = serve();
    // The server has ended the session (sandbox reset): a call with the old token is a 401.
    const answering = globalThis.fetch;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('_=jwt-old') ? Promise.resolve(json({ status: 401, body: { code: 'UNAUTHORIZED' } })) : answering(input, init),
    ) as typeof fetch;
    sessionStorage.setItem('token', 'jwt-old');
    sessionStorage.setItem('customer', JSON.stringify(customerData.data));
    sessionStorage.setItem('foyer:log:v1', JSON.stringify({ first: 0, last: 0 }));
    await start('/logout');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/de\/?$/));
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.some((c) => c.includes('payment/types'))).toBe(true));
    expect(calls.filter((c) => c.includes('_='))).toEqual([]);
    expect(window.location.pathname).toMatch(/^\/de\/?$/);
    expect([sessionStorage.getItem('token'), sessionStorage.getItem('customer'), sessionStorage.getItem('referrer')]).toEqual([null, null, null]);
  });

  describe('the platform’s locale data (docs/performance.md "The first Intl object")', () => {
    /** A stand-in for the warm-up's worker (intl-warmup.worker.ts): it answers when told to. */
    const fakeWorker = () => ({ postMessage: jest.fn(), onmessage: null as null | (() => void), onerror: null as null | (() => void) });
    const frameAndMore = () => new Promise((resolve) => setTimeout(resolve, 250));
    afterEach(() => jest.restoreAllMocks());

    it('a worker is asked for the page’s locale before the configuration; the page’s money format waits for its answer', async () => {
      serve();
      const numberFormat = jest.spyOn(Intl, 'NumberFormat');
      const worker = fakeWorker();
      await start('/it/page/imprint', undefined, () => worker as unknown as Worker);
      expect(worker.postMessage).toHaveBeenCalledWith('it-IT');
      expect(worker.postMessage.mock.invocationCallOrder[0]).toBeLessThan((globalThis.fetch as jest.Mock).mock.invocationCallOrder[0]!);
      await screen.findByRole('heading', { level: 1, name: 'Impressum' });
      await act(frameAndMore);
      expect(numberFormat).not.toHaveBeenCalledWith('it-IT', MONEY_FORMAT);
      act(() => worker.onmessage?.());
      await waitFor(() => expect(numberFormat).toHaveBeenCalledWith('it-IT', MONEY_FORMAT));
    });

    it('a worker that fails: the main thread makes the money format after the first frame', async () => {
      serve();
      const numberFormat = jest.spyOn(Intl, 'NumberFormat');
      const worker = fakeWorker();
      await start('/es/page/imprint', undefined, () => worker as unknown as Worker);
      act(() => worker.onerror?.());
      await waitFor(() => expect(numberFormat).toHaveBeenCalledWith('es-ES', MONEY_FORMAT));
    });

    it('no worker at all (the factory throws): the page comes up and the main thread makes the money format', async () => {
      serve();
      const numberFormat = jest.spyOn(Intl, 'NumberFormat');
      await start('/nl/page/imprint', undefined, () => {
        throw new ReferenceError('Worker is not defined');
      });
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      await waitFor(() => expect(numberFormat).toHaveBeenCalledWith('nl-NL', MONEY_FORMAT));
    });
  });

  it('exposes the QA tools on window.foyer', async () => {
    serve();
    await start('/de');
    await screen.findByRole('heading', { level: 1 });
    const foyer = (window as unknown as { foyer: { exportCapsule(): Promise<string>; exportLog(): Promise<string>; exportTracking(): string } }).foyer;
    expect(JSON.parse(await foyer.exportLog()).format).toBe('foyer-event-log');
    const capsule = JSON.parse(await foyer.exportCapsule());
    expect(capsule).toMatchObject({ format: 'foyer-capsule', lang: 'de', route: { name: 'home', params: {} } });
    expect(foyer.exportTracking()).toBe('');
  });
});

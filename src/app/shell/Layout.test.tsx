/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp, textOf } from '../../../test/helpers/render-app';
import { httpError } from '../../../test/helpers/fake-api';
import { withStylesheets } from '../../../test/helpers/stylesheets';

/** The page as laid out by the shop's stylesheet. */
const mainStyle = () => getComputedStyle(screen.getByRole('main'));

describe('Layout', () => {
  withStylesheets();
  const initialWidth = window.innerWidth;
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth }));

  describe('page title "page - site"', () => {
    it('home is titled by the site name alone, not "Onlineshop - Kunsthalle am Hafen – Onlineshop" (issue 15)', async () => {
      renderApp({ path: '/de' });
      await findPageHeading();
      await waitFor(() => expect(document.title).toBe('Kunsthalle am Hafen – Onlineshop'));
    });

    it('uses the route’s title and the site name translated for the language', async () => {
      renderApp({ lang: 'en', path: '/en/login' });
      await findPageHeading();
      await waitFor(() => expect(document.title).toBe(`${textOf('en', 'title.login')} - Kunsthalle am Hafen – Online Shop`));
    });

    it('falls back to siteName for a language without a translation', async () => {
      renderApp({ lang: 'it', path: '/it/login' });
      await findPageHeading();
      await waitFor(() => expect(document.title).toBe(`${textOf('it', 'title.login')} - Kunsthalle am Hafen – Onlineshop`));
    });

    it('a screen can name its page (a static page’s server title), also after client-side navigation', async () => {
      const app = renderApp({ path: '/de/page/imprint' });
      await findPageHeading('Page imprint');
      await waitFor(() => expect(document.title).toBe('Page imprint - Kunsthalle am Hafen – Onlineshop'));
      await app.navigate('/de/page/terms');
      await findPageHeading('Page terms');
      await waitFor(() => expect(document.title).toBe('Page terms - Kunsthalle am Hafen – Onlineshop'));
      await app.navigate('/de/login');
      await findPageHeading('Anmelden');
      await waitFor(() => expect(document.title).toBe('Anmelden - Kunsthalle am Hafen – Onlineshop'));
    });

    it('the name a screen sets on mount survives (terms whose text failed to load is titled AGB, not Impressum)', async () => {
      renderApp({ path: '/de/page/terms', replies: { staticPage: httpError(500) } });
      expect((await screen.findByText(/konnte nicht geladen werden/)).getAttribute('role')).toBe('alert');
      await waitFor(() => expect(document.title).toBe('AGB - Kunsthalle am Hafen – Onlineshop'));
    });
  });

  it('login is a secondary page, its content in a narrow column; the home page is not', async () => {
    const app = renderApp({ path: '/de/login' });
    await findPageHeading();
    expect(mainStyle().maxWidth).toBe('36rem');
    await app.navigate('/de');
    await findPageHeading('Willkommen in unserem Onlineshop');
    expect(mainStyle().maxWidth).toBe('72rem');
  });

  it('lays the page out for the window’s width: on a narrow screen the basket shows its count, its name only to screen readers', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    renderApp();
    await findPageHeading();
    const basket = screen.getByRole('link', { name: 'Warenkorb 0 Artikel' });
    const label = within(basket).getByText('Warenkorb');
    // Shown only to screen readers: taken out of the flow, one pixel, the rest clipped.
    const hidden = () => ['position', 'width', 'height', 'overflow'].map((p) => getComputedStyle(label).getPropertyValue(p));
    expect(hidden()).toEqual(['', '', '', '']);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(hidden()).toEqual(['absolute', '1px', '1px', 'hidden']);
    expect(screen.getByRole('link', { name: 'Warenkorb 0 Artikel' })).toBe(basket);
  });

  it('module mode (showHeader and showFooter off) has neither header nor footer', async () => {
    renderApp({ config: { showHeader: false, showFooter: false } });
    await findPageHeading();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // Embedded, the frame takes the height of the content: main is not a screen high.
    expect(mainStyle().minHeight).toBe('0');
  });

  it('only showHeader off: footer stays, not module mode', async () => {
    renderApp({ config: { showHeader: false } });
    await findPageHeading();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(mainStyle().minHeight).toBe('100vh');
  });

  it('after a navigation, focus moves to the new page’s heading (not on the first load)', async () => {
    const app = renderApp();
    await findPageHeading();
    expect(document.activeElement).toBe(document.body);
    await app.navigate('/de/login');
    const heading = await findPageHeading('Anmelden');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('a screen that throws renders the error screen inside the shell', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({
      path: '/de/page/imprint',
      replies: {
        staticPage: () => {
          throw new Error('boom');
        },
      },
    });
    const heading = await findPageHeading();
    expect(heading.textContent).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.');
    expect(heading.closest('main')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('Foyer: a screen failed to render', expect.any(Error));
    consoleError.mockRestore();
  });

  it('records each screen visited with its path parameters, never the reset token nor the query (QA timeline)', async () => {
    const app = renderApp({ path: '/de/page/imprint?partner=x' });
    await findPageHeading();
    await app.navigate('/de/recover/secret-guid-123');
    await findPageHeading();
    await app.navigate('/de/nowhere');
    await findPageHeading();
    await app.navigate('/de/checkout?step=payment&partner=p-1');
    await findPageHeading();
    const visits = () => app.runtime.log.document().events.filter((e) => e.type === 'RouteVisited').map((e) => e.data);
    await waitFor(() => expect(visits()).toHaveLength(4));
    expect(visits()).toEqual([
      { route: 'page', params: { id: 'imprint' } },
      { route: 'recover', params: { guid: '(hidden)' } },
      { route: 'notFound', params: {} },
      // The checkout's step names the screen; nothing else of the query is kept.
      { route: 'checkout', params: { step: 'payment' } },
    ]);
    expect(JSON.stringify(app.runtime.log.document())).not.toContain('secret-guid-123');
    expect(app.runtime.state$.value.ui.route).toEqual({ name: 'checkout', params: { step: 'payment' } });
  });

  it('a section switched off by configuration shows Page not found', async () => {
    renderApp({ path: '/de/tickets', config: { hasTickets: false } });
    expect((await findPageHeading()).textContent).toBe('Seite nicht gefunden');
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden - Kunsthalle am Hafen – Onlineshop'));
  });

  it.each(['/de/nowhere', '/de/tickets/101/extra', '/xx/tickets'])('unknown path %s → Page not found, inside the shell', async (path) => {
    renderApp({ path });
    expect((await findPageHeading()).textContent).toBe('Seite nicht gefunden');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/de');
    expect(screen.getByRole('banner')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden - Kunsthalle am Hafen – Onlineshop'));
  });

  it('a static page id the shop does not know, or the server does not have, is Page not found', async () => {
    const unknown = renderApp({ path: '/de/page/secret' });
    expect((await findPageHeading()).textContent).toBe('Seite nicht gefunden');
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden - Kunsthalle am Hafen – Onlineshop'));
    unknown.unmount();
    renderApp({ path: '/de/page/terms', replies: { staticPage: httpError(404, { code: 'NOT_FOUND' }) } });
    await findPageHeading('Seite nicht gefunden');
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden - Kunsthalle am Hafen – Onlineshop'));
  });

  it('a static page’s server HTML goes through the sanitizer', async () => {
    renderApp({
      path: '/de/page/imprint',
      replies: { staticPage: { _tag: 'Right', right: { title: 'Impressum', html: '<h2>Anbieter</h2><p onclick="x()">Kunsthalle</p><script>window.__x = 1</script>' } } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Anbieter' });
    const prose = document.querySelector('.prose') as HTMLElement;
    expect(prose.innerHTML).toBe('<h2>Anbieter</h2><p>Kunsthalle</p>');
  });

  it('/logout signs out and goes home', async () => {
    const app = renderApp({ path: '/logout', signedIn: { token: 'jwt', customer: null } });
    await findPageHeading('Willkommen in unserem Onlineshop');
    expect(app.router.state.location.pathname).toBe('/de');
    expect(app.auth.current()).toEqual({ token: null, customer: null });
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, fixtureStaticContent, renderApp } from '../../../test/helpers/render-app';
import { themeColor, withStylesheets } from '../../../test/helpers/stylesheets';

const hostile = () => {
  const staticContent = fixtureStaticContent();
  staticContent.cookie_warning =
    '<p>Wir verwenden Cookies. <a href="/de/page/data_protection" onclick="window.__clicked = true">Datenschutz</a>' +
    '<img src="x" onerror="window.__owned = true"><a href="javascript:alert(1)">x</a></p><script>window.__owned = true;</script>';
  return staticContent;
};

describe('CookieNotice', () => {
  it('shows the sanitized server text: no script, no event handler, no javascript: link reaches the DOM', async () => {
    renderApp({ shellData: { staticContent: hostile() } });
    const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
    // Without the Sanitizer API (jsdom) DOMPurify sanitizes, loaded on first use.
    await waitFor(() => expect(region.textContent).toContain('Wir verwenden Cookies.'));
    expect(within(region).getByRole('link', { name: 'Datenschutz' }).getAttribute('href')).toBe('/de/page/data_protection');
    expect(region.querySelector('script')).toBeNull();
    expect(region.innerHTML).not.toMatch(/onclick|onerror|javascript:|__owned/);
    expect((window as unknown as { __owned?: boolean }).__owned).toBeUndefined();
  });

  it('accepting hides it, records the consent and stores it for the session', async () => {
    const app = renderApp();
    const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
    fireEvent.click(within(region).getByRole('button', { name: 'Cookies akzeptieren' }));
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    expect(app.runtime.state$.value.ui.cookiesAccepted).toBe(true);
    expect(app.runtime.log.document().events.map((e) => e.type)).toContain('CookiesAccepted');
    expect(app.storage.getItem('cookiesAccepted')).toBe('true');
  });

  it('stays away once accepted in this session (restored from the log)', async () => {
    const first = renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Cookies akzeptieren' }));
    first.unmount();
    renderApp({ storage: first.storage });
    await findPageHeading();
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  it('is not shown when the configuration switches it off, or without a text', async () => {
    const off = renderApp({ config: { showCookieDisclaimer: false } });
    await findPageHeading();
    expect(screen.queryByRole('button', { name: 'Cookies akzeptieren' })).toBeNull();
    off.unmount();
    renderApp({ shellData: { staticContent: null } });
    await findPageHeading();
    expect(screen.queryByRole('button', { name: 'Cookies akzeptieren' })).toBeNull();
  });

  describe('with the shop’s styles', () => {
    withStylesheets();

    it('offers reject with the same weight as accept: both look alike, a filled button in the accent colour', async () => {
      renderApp();
      const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
      const looks = (name: string) => {
        const style = getComputedStyle(within(region).getByRole('button', { name }));
        return ['background-color', 'color', 'border-color', 'font-weight', 'padding-left', 'padding-top', 'flex'].map((p) => style.getPropertyValue(p));
      };
      expect(looks('Cookies ablehnen')).toEqual(looks('Cookies akzeptieren'));
      expect(looks('Cookies ablehnen').slice(0, 2)).toEqual([themeColor('--color-accent'), themeColor('--color-accent-contrast')]);
    });
  });

  it('rejecting hides it, records the refusal and stores "false"', async () => {
    const app = renderApp();
    const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
    fireEvent.click(within(region).getByRole('button', { name: 'Cookies ablehnen' }));
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    expect(app.runtime.state$.value.ui).toMatchObject({ cookiesAccepted: false, consent: 'denied' });
    expect(app.storage.getItem('cookiesAccepted')).toBe('false');
  });

  it('the footer’s cookie settings open it again, say what is chosen, and a new choice replaces the old (withdrawal)', async () => {
    const app = renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Cookies akzeptieren' }));
    const footer = screen.getByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' }));
    const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(region.textContent).toContain('Sie haben Cookies für Statistiken zugestimmt.');
    expect(within(region).getByRole('button', { name: 'Cookies akzeptieren' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(region).getByRole('button', { name: 'Cookies ablehnen' }));
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    expect(app.runtime.state$.value.ui).toMatchObject({ cookiesAccepted: false, consent: 'denied' });
    // Escape closes it again without a choice.
    fireEvent.click(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' }));
    fireEvent.keyDown(await screen.findByRole('region', { name: 'Cookie-Hinweis' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    expect(app.runtime.log.document().events.filter((e) => e.type.startsWith('Cookies')).map((e) => e.type)).toEqual(['CookiesAccepted', 'CookiesRejected']);
  });

  it('comes first in the document, so first in the Tab order: it covers part of the page until chosen (issue 31)', async () => {
    renderApp();
    const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
    await findPageHeading();
    const tabbable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')).filter((el) => !el.closest('[hidden]'));
    expect(region.contains(tabbable[0]!)).toBe(true);
  });

  it('a choice leaves the focus on the page: the heading on a first visit, the footer’s button when opened from there (issue 31)', async () => {
    renderApp();
    const heading = await findPageHeading();
    const accept = await screen.findByRole('button', { name: 'Cookies akzeptieren' });
    accept.focus();
    fireEvent.click(accept);
    expect(document.activeElement).toBe(heading);

    const settings = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie-Einstellungen' });
    settings.focus();
    fireEvent.click(settings);
    const region = await screen.findByRole('region', { name: 'Cookie-Hinweis' });
    await waitFor(() => expect(document.activeElement).toBe(region));
    fireEvent.click(within(region).getByRole('button', { name: 'Cookies ablehnen' }));
    expect(document.activeElement).toBe(settings);

    // Escape too.
    fireEvent.click(settings);
    fireEvent.keyDown(await screen.findByRole('region', { name: 'Cookie-Hinweis' }), { key: 'Escape' });
    expect(document.activeElement).toBe(settings);
  });

  it('no cookie settings in the footer when there is no notice to open', async () => {
    renderApp({ config: { showCookieDisclaimer: false } });
    await findPageHeading();
    expect(within(screen.getByRole('contentinfo')).queryByRole('button', { name: 'Cookie-Einstellungen' })).toBeNull();
  });
});

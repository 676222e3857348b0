/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, fixtureStaticContent, renderApp } from '../../../test/helpers/render-app';

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
});

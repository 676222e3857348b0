/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { themeColor, withStylesheets } from '../../../test/helpers/stylesheets';

describe('MessageBar', () => {
  withStylesheets();

  it('the 500 message: in the danger colour, translated prefix and suffix, the support address as a mailto link, announced assertively', async () => {
    const app = renderApp();
    await findPageHeading();
    act(() => app.runtime.dispatch({ type: 'ShowMessage', key: 'message.serverError', className: 'danger', params: { email: 'shop@kunsthalle.example' } }));
    const bar = screen.getByTestId('message-bar');
    expect(getComputedStyle(bar).color).toBe(themeColor('--color-danger'));
    expect(bar.closest('[role="alert"]')).not.toBeNull();
    expect(within(bar).getByRole('button', { name: 'Problem melden' })).toBeTruthy();
    expect(bar.textContent).toContain('Es ist ein unerwarteter Serverfehler aufgetreten.');
    expect(bar.textContent).toContain('wir helfen Ihnen gerne weiter');
    const mail = within(bar).getByRole('link', { name: 'shop@kunsthalle.example' });
    expect(mail.getAttribute('href')).toBe('mailto:shop@kunsthalle.example');
  });

  it('other messages are translated from their key, in their colour, in the polite region', async () => {
    const app = renderApp({ lang: 'en' });
    await findPageHeading();
    act(() => app.runtime.dispatch({ type: 'ShowMessage', key: 'message.networkFailure', className: 'warning' }));
    const bar = screen.getByTestId('message-bar');
    expect(getComputedStyle(bar).color).toBe(themeColor('--color-warning'));
    expect(bar.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(bar.textContent).toContain('We cannot reach the shop.');
    expect(within(bar).getByRole('button', { name: 'Report a problem' })).toBeTruthy();
  });

  it('an unknown key (e.g. a server code) falls back to the generic text', async () => {
    const app = renderApp({ lang: 'en' });
    await findPageHeading();
    act(() => app.runtime.dispatch({ type: 'ShowMessage', key: 'SOME_SERVER_CODE', className: 'info' }));
    const bar = screen.getByTestId('message-bar');
    expect(bar.textContent).toContain('Something went wrong');
    // Information: in its own colour, and nothing to report.
    expect(getComputedStyle(bar).color).toBe(themeColor('--color-info'));
    expect(within(bar).queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('both live regions exist before any message, so the first message is announced', async () => {
    renderApp();
    await findPageHeading();
    expect(screen.queryByTestId('message-bar')).toBeNull();
    expect(screen.getByRole('alert', { name: 'Benachrichtigungen' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Benachrichtigungen' })).toBeTruthy();
  });

  it('the dismiss button clears the message', async () => {
    const app = renderApp();
    await findPageHeading();
    act(() => app.runtime.dispatch({ type: 'ShowMessage', key: 'message.reloading', className: 'info' }));
    fireEvent.click(within(screen.getByTestId('message-bar')).getByRole('button', { name: 'Ausblenden' }));
    expect(screen.queryByTestId('message-bar')).toBeNull();
    expect(app.runtime.state$.value.ui.message).toBeNull();
  });
});

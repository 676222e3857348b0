/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, screen } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';

describe('WaitingSpinner', () => {
  it('shows while any call is pending, announced through an always-present polite live region', async () => {
    const app = renderApp();
    await findPageHeading();
    const region = document.querySelector('.waiting') as HTMLElement;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('data-waiting')).toBe('false');
    expect(screen.queryByText('Bitte warten …')).toBeNull();

    act(() => app.api.pending.next(1));
    expect(region.getAttribute('data-waiting')).toBe('true');
    expect(region.textContent).toBe('Bitte warten …');
    expect(region.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');

    act(() => app.api.pending.next(2));
    act(() => app.api.pending.next(1));
    expect(region.getAttribute('data-waiting')).toBe('true');
    act(() => app.api.pending.next(0));
    expect(region.getAttribute('data-waiting')).toBe('false');
    expect(region.textContent).toBe('');
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, screen, waitFor } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';

describe('page effects: scrolling and the return target', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }));

  it('a new page starts at the top; back restores the saved position once no request is pending', async () => {
    const app = renderApp();
    await findPageHeading();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    await app.navigate('/de/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    act(() => app.api.pending.next(1)); // the previous page is still loading its data
    await act(async () => {
      await app.router.navigate(-1);
    });
    await screen.findByRole('heading', { level: 1, name: 'Willkommen in unserem Onlineshop' });
    expect(scrollTo).not.toHaveBeenCalledWith(0, 640);
    act(() => app.api.pending.next(0));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640));
  });

  it('checkout → login stores the return target; going on elsewhere clears it', async () => {
    const app = renderApp({ path: '/de/checkout', replies: { shippingCosts: { _tag: 'Right', right: 0 } as never } });
    await findPageHeading();
    await app.navigate('/de/login');
    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    expect(app.storage.getItem('referrer')).toBe('/de/checkout');
    expect(app.storage.getItem('lastUrl')).toBe('/de/login');
    await app.navigate('/de/page/imprint');
    await screen.findByRole('heading', { level: 1, name: 'Page imprint' });
    expect(app.storage.getItem('referrer')).toBeNull();
  });
});

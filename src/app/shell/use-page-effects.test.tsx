/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, waitFor } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { wire } from '../../../test/helpers/fake-api';

describe('page effects: scrolling and the return target', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    scrollTo = jest.fn();
    window.scrollTo = scrollTo;
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  /** The visitor (or the browser) scrolls: scrollY changes and a scroll event follows. */
  const scrollBy = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    act(() => void window.dispatchEvent(new Event('scroll')));
  };

  it('the position of the page left is kept, not the one the next (shorter) page makes the browser clamp to (issue 16.4)', async () => {
    const app = renderApp();
    await findPageHeading();
    scrollBy(884);
    // The login page is shorter: once its DOM is in, the browser clamps the position (any read
    // of scrollY then gives 434) and fires a scroll event.
    const clamped = () => document.querySelector('main h1')?.textContent === 'Anmelden';
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => (clamped() ? 434 : 884) });
    await app.navigate('/de/login');
    await findPageHeading('Anmelden');
    act(() => void window.dispatchEvent(new Event('scroll')));
    scrollTo.mockClear();
    await act(async () => {
      app.router.navigate(-1);
    });
    await findPageHeading('Willkommen in unserem Onlineshop');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 884));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 434);
  });

  it('the first page after a load is kept under its own address, not the shared key "default"', async () => {
    const first = renderApp({ path: '/de/login' });
    await findPageHeading();
    scrollBy(500);
    first.unmount();
    // A new load at another address: its first entry also has the key "default".
    const app = renderApp({ path: '/de', storage: first.storage });
    await findPageHeading();
    await app.navigate('/de/login');
    await findPageHeading('Anmelden');
    scrollTo.mockClear();
    // From here the clock is jest's: every restore this back navigation could make (the first
    // once no request is pending, then up to 7 more 500 ms apart) has run before the check.
    jest.useFakeTimers();
    await act(async () => {
      app.router.navigate(-1);
    });
    await findPageHeading('Willkommen in unserem Onlineshop');
    await act(() => jest.advanceTimersByTimeAsync(8 * 500));
    // Nothing was saved for this entry: back leaves the position alone (500 would be login's).
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a new page starts at the top; back restores the saved position once no request is pending', async () => {
    const app = renderApp();
    await findPageHeading();
    scrollBy(640);
    await app.navigate('/de/login');
    await findPageHeading('Anmelden');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    act(() => app.api.pending.next(1)); // the previous page is still loading its data
    await act(async () => {
      app.router.navigate(-1);
    });
    await findPageHeading('Willkommen in unserem Onlineshop');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 640);
    act(() => app.api.pending.next(0));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640));
  });

  it('checkout → login stores the return target; going on elsewhere clears it', async () => {
    const app = renderApp({ path: '/de/checkout', replies: { shippingCosts: wire('shippingCosts', 0) } });
    await findPageHeading();
    await app.navigate('/de/login');
    await findPageHeading('Anmelden');
    expect(app.storage.getItem('referrer')).toBe('/de/checkout');
    expect(app.storage.getItem('lastUrl')).toBe('/de/login');
    await app.navigate('/de/page/imprint');
    await findPageHeading('Page imprint');
    expect(app.storage.getItem('referrer')).toBeNull();
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { ShopRouter } from './router';
import { browserHistory, memoryHistory } from '../routing/history';

let renders = 0;
function Where() {
  renders++;
  return <p>{useLocation().pathname}</p>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('ShopRouter', () => {
  let root: Root | null = null;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  // React's own scheduler, slices and all, as in the page: not act's synchronous flush.
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    renders = 0;
  });
  afterEach(() => {
    root?.unmount();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows where a navigation made between two slices of its first render went', async () => {
    // CI, under load: a stale token's 401 moved the page to the login while the first render was
    // under way, and the router's own HistoryRouter kept showing the settings.
    const history = memoryHistory('/en/settings');
    let moved = false;
    function Slow() {
      // Longer than a slice: React yields after it, and the move comes in between.
      const end = performance.now() + 12;
      while (performance.now() < end);
      if (!moved) {
        moved = true;
        queueMicrotask(() => history.push('/en/login?fromUnauthorized=1'));
      }
      return null;
    }
    const page = document.createElement('div');
    startTransition(() => {
      root = createRoot(page);
      root.render(
        <ShopRouter history={history}>
          <Slow />
          <Where />
        </ShopRouter>,
      );
    });
    await settle();
    expect(moved).toBe(true);
    expect(page.textContent).toBe('/en/login');
  });

  it('follows later navigations, and renders nothing again for the location it shows', async () => {
    const history = memoryHistory('/en');
    const page = document.createElement('div');
    root = createRoot(page);
    root.render(
      <ShopRouter history={history}>
        <Where />
      </ShopRouter>,
    );
    await settle();
    expect(page.textContent).toBe('/en');
    // Listening began with a look at the location, which had not moved: no second render.
    expect(renders).toBe(1);
    history.push('/en/tickets');
    await settle();
    expect(page.textContent).toBe('/en/tickets');
    expect(renders).toBe(2);
  });

  it('follows a move between two entries without state, which share the key "default"', async () => {
    // A host page's own pushState and the page's first entry carry no state: both have the key
    // "default", so the key alone does not tell them apart (an in-page move was lost in fit.e2e.ts).
    window.history.replaceState(null, '', '/en');
    const history = browserHistory();
    const page = document.createElement('div');
    root = createRoot(page);
    root.render(
      <ShopRouter history={history}>
        <Where />
      </ShopRouter>,
    );
    await settle();
    expect(page.textContent).toBe('/en');
    window.history.pushState(null, '', '/en/tickets');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await settle();
    expect(history.location.key).toBe('default');
    expect(page.textContent).toBe('/en/tickets');
  });
});

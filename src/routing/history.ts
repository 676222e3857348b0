import { createContext } from 'react';
import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type Location } from 'react-router-dom';

type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<RouterHistory['listen']>[0]>[0];

/**
 * The shop's one history: the router renders it (declarative mode, docs/decisions.md "Router")
 * and the runtime's navigator moves it from outside React. The router's own history takes one
 * listener; this one hands each change to every listener, so the shell can also tell that the
 * address has moved on while the next screen is still loading.
 */
export interface AppHistory extends RouterHistory {
  /** Where a navigation is heading: ahead of the rendered location while a screen loads. */
  readonly location: Location;
}

function fanOut(inner: RouterHistory): AppHistory {
  const listeners = new Set<(update: Update) => void>();
  inner.listen((update) => listeners.forEach((listener) => listener(update)));
  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => inner.push(to, state),
    replace: (to, state) => inner.replace(to, state),
    go: (delta) => inner.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** v5Compat: a push or replace notifies the listeners too, not only the browser's back and forward. */
export const browserHistory = (): AppHistory => fanOut(UNSAFE_createBrowserHistory({ v5Compat: true }));

export const memoryHistory = (start: string): AppHistory => fanOut(UNSAFE_createMemoryHistory({ initialEntries: [start], v5Compat: true }));

/** The history the router renders, for the shell's hooks (use-page-effects). */
export const HistoryContext = createContext<AppHistory | null>(null);

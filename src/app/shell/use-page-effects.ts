import { useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { HistoryContext } from '../../routing/history';
import type { KeyValueStorage } from '../../bus/deps';
import type { ReadableStore } from '../../kernel/store';
import { rememberNavigation } from '../../routing/navigation-memory';
import { focusMainHeading } from './focus-heading';

export const SCROLL_KEY = 'foyer:scroll';
const RETRY_MS = 500;
const RESTORE_TRIES = 8;
const KEPT_POSITIONS = 30;
const PERSIST_AFTER_MS = 150;

function readPositions(storage: KeyValueStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The key a history entry's position is kept under. The first page after a full load has the
 * router's key "default" whatever its address, so the address is part of the key.
 */
const scrollEntry = (key: string, path: string): string => `${key} ${path}`;

/**
 * The browser's history already holds another entry than the one shown: the router pushed or
 * popped it before rendering the next page, so a scroll now is not the visitor's on the page
 * shown. (The browser router keeps its key in history.state; a memory router leaves it alone.)
 */
function historyMovedOn(shownKey: string): boolean {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' && key !== shownKey;
}

const noSubscription = () => () => undefined;

/** Resolves once no request is in flight (at once when none is). */
function settledRequests(pending: ReadableStore<number>): Promise<void> {
  return new Promise((resolve) => {
    if (pending.value === 0) return resolve();
    const stop = pending.subscribe((n) => {
      if (n !== 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * The address has moved on while the screen rendered is still the one left: the next screen's
 * chunk is loading (the router renders the move in a transition).
 */
function useNavigating(renderedKey: string): boolean {
  const history = useContext(HistoryContext);
  const target = useSyncExternalStore(history?.listen ?? noSubscription, () => history?.location.key ?? renderedKey);
  return target !== renderedKey;
}

/**
 * After a navigation: remember it (return target), move focus to the new page's heading so
 * keyboard and screen-reader users start there, and scroll: to the top for a new page, or
 * back to the saved position on back/forward once the waiting indicator is gone (000 §2,
 * retried every 500 ms while content is still loading). The title: useDocumentTitle.
 */
export function usePageEffects(storage: KeyValueStorage, pending: ReadableStore<number>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const first = useRef(true);
  const path = location.pathname + location.search;

  useEffect(() => {
    rememberNavigation(storage, previous.current, path);
    previous.current = path;
  }, [storage, path]);

  // Positions are recorded as the visitor scrolls, under the entry shown at that moment, and not
  // at all while a navigation is under way: the page left may shrink or be scroll-anchored while
  // the next one loads, and that position must not overwrite where the visitor was. The entry and
  // the pause change in a layout effect, in the same task as the DOM they belong to, so a scroll
  // that DOM causes fires later and is judged by them. (Reading scrollY when the old page's
  // effect is cleaned up would read the new page's.)
  const entry = scrollEntry(location.key, path);
  const navigating = useNavigating(location.key);
  const current = useRef({ entry, key: location.key, navigating });
  useLayoutEffect(() => {
    current.current = { entry, key: location.key, navigating };
  }, [entry, location.key, navigating]);

  const saved = useRef<Record<string, number> | null>(null);
  saved.current ??= readPositions(storage);
  useEffect(() => {
    const positions = saved.current ?? {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const persist = () => {
      clearTimeout(timer);
      try {
        storage.setItem(SCROLL_KEY, JSON.stringify(Object.fromEntries(Object.entries(positions).slice(-KEPT_POSITIONS))));
      } catch {
        /* positions are a nicety */
      }
    };
    const record = () => {
      const { entry: shown, key, navigating: away } = current.current;
      if (away || historyMovedOn(key)) return;
      delete positions[shown];
      positions[shown] = window.scrollY;
      clearTimeout(timer);
      timer = setTimeout(persist, PERSIST_AFTER_MS);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [storage]);

  useEffect(() => {
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let removeListeners = (): void => {};
    if (navigationType === NavigationType.Pop) {
      const target = saved.current?.[scrollEntry(location.key, path)];
      if (target !== undefined) {
        // The page may still be too short (a lazy screen, a list on its way): the browser then
        // stops short of the target, and the next try comes 500 ms later, a few times at most.
        // A visitor who scrolls meanwhile has taken over: no more tries.
        let tries = 0;
        const takeOver = () => (cancelled = true);
        window.addEventListener('wheel', takeOver, { passive: true, once: true });
        window.addEventListener('touchstart', takeOver, { passive: true, once: true });
        window.addEventListener('keydown', takeOver, { once: true });
        removeListeners = () => {
          window.removeEventListener('wheel', takeOver);
          window.removeEventListener('touchstart', takeOver);
          window.removeEventListener('keydown', takeOver);
        };
        const restore = () => {
          if (cancelled) return;
          void settledRequests(pending).then(() => {
            if (cancelled) return;
            window.scrollTo(0, target);
            tries += 1;
            if (Math.abs(window.scrollY - target) > 2 && tries < RESTORE_TRIES) retry = setTimeout(restore, RETRY_MS);
          });
        };
        restore();
      }
    } else {
      window.scrollTo(0, 0);
    }
    if (first.current) {
      first.current = false;
    } else {
      focusMainHeading();
    }
    return () => {
      cancelled = true;
      clearTimeout(retry);
      removeListeners();
    };
  }, [storage, pending, location.key, path, navigationType]);
}

/** The document's title: set by the screen's frame once the screen is shown (Layout.tsx). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

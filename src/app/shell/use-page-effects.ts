import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { firstValueFrom, filter } from 'rxjs';
import type { KeyValueStorage } from '../../bus/deps';
import type { ApiClient } from '../../api/client';
import { rememberNavigation } from './navigation-memory';

const SCROLL_KEY = 'foyer:scroll';
const RETRY_MS = 500;

function readPositions(storage: KeyValueStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * After a navigation: remember it (return target), move focus to the new page's heading so
 * keyboard and screen-reader users start there, and scroll: to the top for a new page, or
 * back to the saved position on back/forward once the waiting indicator is gone (000 §2,
 * retried every 500 ms while content is still loading).
 */
export function usePageEffects(storage: KeyValueStorage, api: ApiClient, title: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const first = useRef(true);
  const path = location.pathname + location.search;

  useEffect(() => {
    rememberNavigation(storage, previous.current, path);
    previous.current = path;
  }, [storage, path]);

  useEffect(() => {
    const key = location.key;
    const save = () => {
      const positions = readPositions(storage);
      positions[key] = window.scrollY;
      try {
        storage.setItem(SCROLL_KEY, JSON.stringify(Object.fromEntries(Object.entries(positions).slice(-30))));
      } catch {
        /* positions are a nicety */
      }
    };
    return save;
  }, [storage, location.key]);

  useEffect(() => {
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    if (navigationType === 'POP') {
      const target = readPositions(storage)[location.key];
      if (target !== undefined) {
        const restore = () => {
          if (cancelled) return;
          void firstValueFrom(api.pending$.pipe(filter((n) => n === 0))).then(() => {
            if (cancelled) return;
            window.scrollTo(0, target);
            if (Math.abs(window.scrollY - target) > 2 && document.body.scrollHeight < target + window.innerHeight) {
              retry = setTimeout(restore, RETRY_MS);
            }
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
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
    }
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [storage, api, location.key, navigationType]);

  useEffect(() => {
    document.title = title;
  }, [title]);
}

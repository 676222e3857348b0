import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Long catalogue lists cost what the screen shows, not what the catalogue holds (issue 33): a
 * card's lookups start when it comes near the screen, and a list renders its first items and
 * grows as its end comes near. Both lean on IntersectionObserver; where it is missing (jsdom,
 * very old engines) everything counts as near, which is what the lists cost before.
 */

/** Half a screen above and below: a card's lookups are usually answered before it scrolls in. */
const CARD_MARGIN = '50% 0px';
/** A screen below: the next items are rendered before the visitor reaches the end. */
const END_MARGIN = '0px 0px 100% 0px';

const observerMissing = (): boolean => typeof IntersectionObserver === 'undefined';

/**
 * Reports the keys of observed elements as they come near the screen, in batches (what one
 * observer callback sees, i.e. one frame, is one call) and once per element. Returns `near(key)`:
 * a ref callback, stable per key, for the element that stands for the key. An element mounted
 * again (a filter removed and restored it) is reported again: the receiver removes repeats.
 */
export function useNearScreen<K extends string | number>(onNear: (keys: K[]) => void): (key: K) => (el: Element | null) => void {
  const report = useRef(onNear);
  report.current = onNear;
  const refs = useRef(new Map<K, (el: Element | null) => void>());
  const keyOf = useRef(new WeakMap<Element, K>());
  const observer = useRef<IntersectionObserver | null>(null);
  const waiting = useRef<K[]>([]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  const observe = useCallback((el: Element, key: K): void => {
    if (observerMissing()) {
      // One batch per render, like one observer callback.
      if (waiting.current.push(key) === 1) queueMicrotask(() => report.current(waiting.current.splice(0)));
      return;
    }
    observer.current ??= new IntersectionObserver(
      (entries, self) => {
        const keys: K[] = [];
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          self.unobserve(entry.target);
          const k = keyOf.current.get(entry.target);
          if (k !== undefined) keys.push(k);
        }
        if (keys.length > 0) report.current(keys);
      },
      { rootMargin: CARD_MARGIN },
    );
    keyOf.current.set(el, key);
    observer.current.observe(el);
  }, []);

  return useCallback(
    (key: K) => {
      let ref = refs.current.get(key);
      if (ref === undefined) {
        let current: Element | null = null;
        ref = (el: Element | null) => {
          if (current !== null) observer.current?.unobserve(current);
          current = el;
          if (el !== null) observe(el, key);
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    [observe],
  );
}

export interface ListWindow {
  /** How many of the list's items to render. */
  readonly shown: number;
  /** Ref for the element after the last rendered item; the list grows when it comes near. */
  readonly end: (el: Element | null) => void;
  /** Render the next items now (the end element's button, for keyboard and screen readers). */
  readonly more: () => void;
}

/**
 * The first `first` items of a list of `total`, as many again each time the list's end comes
 * near the screen. Items stay rendered once shown: focus, find-in-page and the reading position
 * keep working for everything the visitor has passed. Another `list` (a category chosen) starts
 * from the first items again. Without an observer: everything.
 */
export function useListWindow(total: number, first: number, list: unknown = null): ListWindow {
  const [grown, setGrown] = useState({ list, count: first });
  const [endEl, setEndEl] = useState<Element | null>(null);
  const count = Object.is(grown.list, list) ? grown.count : first;
  const more = useCallback(() => setGrown((g) => ({ list, count: (Object.is(g.list, list) ? g.count : first) + first })), [list, first]);
  const shown = observerMissing() ? total : Math.min(total, count);

  useEffect(() => {
    if (endEl === null || shown >= total) return;
    // Observed anew after each growth: an end still near after it grew gets a fresh callback.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { rootMargin: END_MARGIN });
    observer.observe(endEl);
    return () => observer.disconnect();
  }, [endEl, shown, total, more]);

  return { shown, end: setEndEl, more };
}

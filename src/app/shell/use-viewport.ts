import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** 000 §4: above 544, 768, 992, 1200 px → sm, md, lg, xl; otherwise xs. */
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export function screenSizeOf(width: number): ScreenSize {
  if (width > 1200) return 'xl';
  if (width > 992) return 'lg';
  if (width > 768) return 'md';
  if (width > 544) return 'sm';
  return 'xs';
}

export function useScreenSize(): ScreenSize {
  const [size, setSize] = useState(() => screenSizeOf(window.innerWidth));
  useEffect(() => {
    const update = () => setSize(screenSizeOf(window.innerWidth));
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** 000 §9: the header is "scrolled" after 100 px. */
export function useScrolled(threshold = 100): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * How much wider than it is the bar would need to be: its own overflow, or that of a direct
 * child that may shrink below its content (the menu is `min-width: 0` so that the basket
 * beside it stays in view; its overflow then runs under the basket instead of past the bar).
 */
function overflowOf(bar: HTMLElement, width: number): number {
  let extra = Math.max(0, bar.scrollWidth - width);
  for (const child of Array.from(bar.children)) extra = Math.max(extra, child.scrollWidth - child.clientWidth);
  return extra;
}

/**
 * Does the menu fit on one line? Re-measured on resize at most every 500 ms (000 §9), with a
 * trailing measurement so the final size always counts, and whenever `contentKey` changes
 * (a customer's name, a basket count) while the menu is expanded. The width the expanded bar
 * needs is remembered, because once collapsed the bar wraps and no longer shows what it would
 * need.
 */
export function useMenuFits(container: RefObject<HTMLElement | null>, throttleMs = 500, contentKey: unknown = null): boolean {
  const [fits, setFits] = useState(true);
  const memory = useRef({ needed: 0, expanded: true, last: 0 });

  const measure = useCallback(() => {
    const m = memory.current;
    m.last = Date.now();
    const bar = container.current;
    if (!bar) return;
    const width = bar.clientWidth;
    if (m.expanded) m.needed = width + overflowOf(bar, width);
    m.expanded = m.needed <= width + 1;
    setFits(m.expanded);
  }, [container]);

  // On mount and on new content: before the browser paints, so an overflowing bar never shows.
  useLayoutEffect(() => {
    if (memory.current.expanded) measure();
  }, [measure, contentKey]);

  useEffect(() => {
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const throttled = () => {
      const wait = throttleMs - (Date.now() - memory.current.last);
      clearTimeout(trailing);
      if (wait <= 0) measure();
      else trailing = setTimeout(measure, wait);
    };
    window.addEventListener('resize', throttled, { passive: true });
    return () => {
      window.removeEventListener('resize', throttled);
      clearTimeout(trailing);
    };
  }, [measure, throttleMs]);
  return fits;
}

import { useEffect, useState, type RefObject } from 'react';

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
 * Does the menu fit on one line? Re-measured on resize at most every 500 ms (000 §9), with a
 * trailing measurement so the final size always counts. The width the expanded bar needs is
 * remembered, because once collapsed the bar wraps and no longer shows what it would need.
 */
export function useMenuFits(container: RefObject<HTMLElement | null>, throttleMs = 500): boolean {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    let last = 0;
    let needed = 0;
    let expanded = true;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      last = Date.now();
      const bar = container.current;
      if (!bar) return;
      if (expanded) needed = bar.scrollWidth;
      const next = needed <= bar.clientWidth + 1;
      expanded = next;
      setFits(next);
    };
    const throttled = () => {
      const wait = throttleMs - (Date.now() - last);
      clearTimeout(trailing);
      if (wait <= 0) measure();
      else trailing = setTimeout(measure, wait);
    };
    measure();
    window.addEventListener('resize', throttled, { passive: true });
    return () => {
      window.removeEventListener('resize', throttled);
      clearTimeout(trailing);
    };
  }, [container, throttleMs]);
  return fits;
}

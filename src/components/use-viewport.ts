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

/** The header's three shapes: one line; the links on a second line; behind a toggle. */
export type MenuLayout = 'row' | 'stacked' | 'collapsed';

const px = (value: string): number => Number.parseFloat(value) || 0;

/**
 * The width the bar needs with the links on a line of their own: the larger of the top line
 * (the parts marked `data-row="top"`: name, tools, basket, with the bar's gaps) and the links
 * (`data-row="nav"`), plus the bar's padding. Natural widths (`scrollWidth`) are the same in the
 * one-line and the stacked shape. Infinity when the bar has no such parts.
 */
function stackedNeedOf(bar: HTMLElement): number {
  if (typeof bar.querySelectorAll !== 'function') return Number.POSITIVE_INFINITY;
  const top = Array.from(bar.querySelectorAll<HTMLElement>('[data-row="top"]'));
  const nav = bar.querySelector<HTMLElement>('[data-row="nav"]');
  if (top.length === 0 || nav === null) return Number.POSITIVE_INFINITY;
  const style = getComputedStyle(bar);
  const gap = px(style.columnGap);
  const padding = px(style.paddingLeft) + px(style.paddingRight);
  const topLine = top.reduce((sum, part) => sum + part.scrollWidth, 0) + gap * (top.length - 1);
  return padding + Math.max(topLine, nav.scrollWidth);
}

/**
 * The menu's shape: on one line when it fits, else with the links on a second line when that
 * fits, else behind a toggle (000 §9: collapse only when it really does not fit). Re-measured on
 * resize at most every 500 ms, with a trailing measurement so the final size always counts, and
 * whenever `contentKey` changes (a customer's name, a basket count) while the menu is shown. The
 * widths each shape needs are remembered, because a wrapped or collapsed bar no longer shows
 * what the wider shapes would need.
 */
export function useMenuLayout(container: RefObject<HTMLElement | null>, throttleMs = 500, contentKey: unknown = null): MenuLayout {
  const [layout, setLayout] = useState<MenuLayout>('row');
  const memory = useRef<{ needed: number; stackNeeded: number; layout: MenuLayout; last: number }>({ needed: 0, stackNeeded: 0, layout: 'row', last: 0 });

  const measure = useCallback(() => {
    const m = memory.current;
    m.last = Date.now();
    const bar = container.current;
    if (!bar) return;
    const width = bar.clientWidth;
    if (m.layout === 'row') m.needed = width + overflowOf(bar, width);
    if (m.layout !== 'collapsed') m.stackNeeded = stackedNeedOf(bar);
    m.layout = m.needed <= width + 1 ? 'row' : m.stackNeeded <= width + 1 ? 'stacked' : 'collapsed';
    setLayout(m.layout);
  }, [container]);

  // On mount and on new content: before the browser paints, so an overflowing bar never shows.
  useLayoutEffect(() => {
    if (memory.current.layout !== 'collapsed') measure();
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
  return layout;
}


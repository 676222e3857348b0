import { useLayoutEffect, type RefObject } from 'react';

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export type NoticeSide = 'left' | 'right';

const intersects = (a: Rect, b: Rect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which bottom corner the cookie notice takes (it must never hide the page's main
 * action): the left one, unless the main action lies where the notice would be there and not
 * where it would be on the right.
 */
export function noticeSide(action: Rect | null, viewport: { width: number; height: number }, panel: { width: number; height: number }, margin: number): NoticeSide {
  if (!action) return 'left';
  const top = viewport.height - margin - panel.height;
  const left: Rect = { left: margin, right: margin + panel.width, top, bottom: viewport.height - margin };
  const right: Rect = { left: viewport.width - margin - panel.width, right: viewport.width - margin, top, bottom: viewport.height - margin };
  return intersects(action, left) && !intersects(action, right) ? 'right' : 'left';
}

/** The custom property holding the room the notice takes at the bottom of the viewport. */
export const NOTICE_SPACE = '--cookie-notice-space';
/** How far the notice moves across to take the right corner. */
const NOTICE_ACROSS = '--cookie-notice-across';

/**
 * Keeps the notice clear of the page: the document reserves its height at the bottom (so the
 * page's end, and whatever focus or a link scrolls to, comes to rest above it), and on wide
 * screens the notice takes the corner the page's main action (`[data-main-action]`) is not in.
 * Re-measured on resize and when the page changes, once per frame at most.
 */
export function useNoticePlacement(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const notice = ref.current;
    if (!notice) return;
    const root = document.documentElement;
    let frame = 0;
    let space = '';
    const place = (): void => {
      frame = 0;
      // Every read before the first write: a write to the document's style and a read after it
      // would lay the page out twice.
      const margin = parseFloat(getComputedStyle(notice).bottom) || 0;
      const box = notice.getBoundingClientRect();
      const action = document.querySelector('[data-main-action]')?.getBoundingClientRect() ?? null;
      const side = noticeSide(action, { width: window.innerWidth, height: window.innerHeight }, box, margin);
      // The notice, its margin, and as much again as breathing room above it.
      const room = `${Math.ceil(box.height + 2 * margin)}px`;
      if (room !== space) root.style.setProperty(NOTICE_SPACE, (space = room));
      // The right corner is the left one moved across the page (the width without a scrollbar,
      // read after the room is reserved: the room may bring the scrollbar).
      notice.style.setProperty(NOTICE_ACROSS, `${Math.max(0, root.clientWidth - box.width - 2 * margin)}px`);
      if (notice.dataset.side !== side) notice.dataset.side = side;
    };
    const later = (): void => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    // Placed with the frame, not here in React's commit: measuring here would lay out the
    // whole new page inside the task that rendered it, one long task instead of two shorter
    // ones (issue 33 point 2). The frame measures before it paints, so nothing shows misplaced.
    later();
    // Browsers without ResizeObserver (old ones, jsdom) still get the resize and the page's changes.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
    resized?.observe(notice);
    // The main action comes and goes with the screen: watch the page's content, not the whole document.
    const changed = new MutationObserver(later);
    changed.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      changed.disconnect();
      window.removeEventListener('resize', later);
      root.style.removeProperty(NOTICE_SPACE);
    };
  }, [ref]);
}

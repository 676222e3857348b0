import { afterNextFrame } from '../../kernel/next-frame';
import type { AppServices } from '../../engine/services';

/** On a first visit, the longest the first screen waits for the cookie notice to be ready to paint. */
export const NOTICE_WAIT_MS = 1_000;

/**
 * Whether the cookie notice, when due, has its text (static content), whose load starts now
 * rather than after the screen's (the notice is a phone's largest paint; its code is main.js's).
 * False when it is not due, when the text failed, or after `NOTICE_WAIT_MS`: a slow text holds
 * the screen back a moment at most.
 */
export function noticeReady(due: boolean, textSettled: Promise<unknown>, waitMs = NOTICE_WAIT_MS): Promise<boolean> {
  if (!due) return Promise.resolve(false);
  return Promise.race([
    textSettled.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
  ]);
}

/**
 * What the shell tells (AppServices.firstPaint): `frame`, the page frame (header, main, footer)
 * has been committed; `notice`, the cookie notice has been committed with its text, or was
 * answered before it could be.
 */
export type FirstPaintMarks = NonNullable<AppServices['firstPaint']>;

export interface FirstPaint extends FirstPaintMarks {
  /**
   * Resolves once the frame, with the notice when it shows, has been painted: then the first
   * screen asks for its chunks and the runtime. Before, a page would ask as soon as the notice's
   * code and text were in, which was before React had committed them: the runtime's and the
   * screen's scripts then came in ahead of the page's largest paint (docs/performance.md,
   * "The runtime waits for the first paint").
   */
  readonly painted: Promise<void>;
}

/** The longest a committed frame is given to show up as the page's largest paint. */
const PAINT_WAIT_MS = 250;

/**
 * After what was committed by `since` (performance.now()) has been presented: the next
 * largest-contentful-paint entry, whose time is the presentation of its frame, where the browser
 * reports them. The frame's own work ends before its pixels are shown (a software raster of the
 * whole page takes tens of milliseconds more), so waiting for frames alone asked too early. Where
 * there are no such entries (WebKit), the frame after the next; where none comes (nothing larger
 * was painted, a hidden tab), after `PAINT_WAIT_MS`.
 */
export function afterPaintShown(since: number): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) return afterNextFrame().then(afterNextFrame);
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => list.getEntries().some((entry) => entry.startTime >= since) && done());
    const done = (): void => {
      observer.disconnect();
      resolve();
    };
    setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * `noticeShows` resolves with whether the notice will be in the first frame. The marks come from
 * layout effects, inside the commit and before its paint. Neither mark holds the screen back
 * longer than `waitMs` after that is known (a frame that never commits, a notice that never
 * shows): the screen then asks anyway.
 */
export function firstPaint(noticeShows: Promise<boolean>, waitMs = NOTICE_WAIT_MS, afterFrame: (since: number) => Promise<void> = afterPaintShown): FirstPaint {
  // The time of the last mark: the paint waited for is presented after it.
  let lastMark = 0;
  const mark = (): [Promise<void>, () => void] => {
    let done!: () => void;
    const marked = new Promise<void>((resolve) => (done = resolve));
    return [marked, () => ((lastMark = performance.now()), done())];
  };
  const [framed, frame] = mark();
  const [noticed, notice] = mark();
  const committed = noticeShows.then((shows) => Promise.race([Promise.all([framed, shows && noticed]), new Promise((resolve) => setTimeout(resolve, waitMs))]));
  return { frame, notice, painted: committed.then(() => afterFrame(lastMark)) };
}

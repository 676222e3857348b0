import type { FetchLike } from '../api/requests';

/** The frame is never waited for longer than this (a tab in the background paints no frames). */
const FRAME_WAIT_MS = 50;

export interface FrameWindow {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, ms?: number): number;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
}

/**
 * A request an input event starts (removing a line asks for the shipping costs again) is sent
 * after the frame that answers the event: starting a fetch costs the main thread some 4–5 ms
 * (issue 33's profiles of a removal), which the visitor would otherwise wait for before the line
 * disappears. From a click, a key or a form sent until the frame after it has been painted,
 * requests wait for that frame, and then for the browser's first idle moment after it, so that
 * the tasks already waiting (the next click, the pointer's hover) come first; the answer was
 * never going to arrive within the frame. Requests outside that time (at boot, by a timer, by an
 * answer) go at once. The runtime installs it when it starts (start-runtime.ts): not in the
 * first bundle, whose budget has no room for it.
 */
export function fetchAfterInputFrame(win: FrameWindow, fetch: FetchLike): FetchLike {
  let waiting: Promise<void> | null = null;
  const onInput = (): void => {
    waiting ??= new Promise<void>((resolve) => {
      // Twice at most (after the frame, the time limit); a second call only lets a later wait end early.
      const painted = (): void => {
        waiting = null;
        resolve();
      };
      // Without requestIdleCallback (Safari), the task after the frame.
      win.requestAnimationFrame(() => (win.requestIdleCallback ? win.requestIdleCallback(painted, { timeout: FRAME_WAIT_MS }) : win.setTimeout(painted)));
      win.setTimeout(painted, FRAME_WAIT_MS);
    });
  };
  for (const type of ['click', 'keydown', 'submit']) win.addEventListener(type, onInput, { capture: true, passive: true });
  return (input, init) => (waiting ? waiting.then(() => fetch(input, init)) : fetch(input, init));
}

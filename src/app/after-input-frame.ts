import type { FetchLike } from '../api/requests';

/** Input events whose answer the visitor waits to see painted (a click, a key, a form sent). */
const INPUT_EVENTS = ['click', 'keydown', 'pointerup', 'input', 'change', 'submit'] as const;

/** The frame is never waited for longer than this (a tab in the background paints no frames). */
const FRAME_WAIT_MS = 50;

export interface FrameWindow {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, ms?: number): number;
}

/**
 * A request an input event starts (removing a line asks for the shipping costs again) is sent
 * after the frame that answers the event: starting a fetch costs the main thread some 5 ms
 * (issue 33's profile of a removal), which the visitor would otherwise wait for before the line
 * disappears. From an input event until the frame after it has been painted, requests wait for
 * that frame; the answer was never going to arrive within it. Requests outside that time (at
 * boot, by a timer, by an answer) go at once.
 */
export function fetchAfterInputFrame(win: FrameWindow, fetch: FetchLike): FetchLike {
  let waiting: Promise<void> | null = null;
  const onInput = (): void => {
    if (waiting !== null) return;
    waiting = new Promise<void>((resolve) => {
      let done = false;
      const painted = (): void => {
        if (done) return;
        done = true;
        waiting = null;
        resolve();
      };
      win.requestAnimationFrame(() => win.setTimeout(painted, 0));
      win.setTimeout(painted, FRAME_WAIT_MS);
    });
  };
  for (const type of INPUT_EVENTS) win.addEventListener(type, onInput, { capture: true, passive: true });
  return (input, init) => (waiting === null ? fetch(input, init) : waiting.then(() => fetch(input, init)));
}

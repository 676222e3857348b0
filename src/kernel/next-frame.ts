/** A hidden tab paints no frames: nothing waits longer than this for one. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves after the browser has painted the next frame (what the current task changed is on
 * screen), or after `FRAME_WAIT_MS` where no frame comes (a hidden tab; no
 * `requestAnimationFrame` at all).
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

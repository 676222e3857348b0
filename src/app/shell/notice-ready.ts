import { loadCookieNotice } from './CookieNotice';

/** On a first visit, the longest the first screen waits for the cookie notice to be ready to paint. */
const NOTICE_WAIT_MS = 1_000;

/**
 * When the first screen may ask for its chunks: once the cookie notice, when due, has its code
 * and its text (static content), whose loads start now rather than after the screen's (the
 * notice was the page's largest paint, and the last). A slow text holds the screen back a
 * moment at most.
 */
export function noticeReady(due: boolean, textSettled: Promise<unknown>): Promise<void> {
  if (!due) return Promise.resolve();
  return Promise.race([
    Promise.all([loadCookieNotice(), textSettled]).then(() => undefined, () => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, NOTICE_WAIT_MS)),
  ]);
}

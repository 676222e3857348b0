type IdleApi = {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` at the browser's next idle moment: after the frame that shows what the current
 * task changed, and after the tasks already waiting (a click's own follow-ups). `timeoutMs`
 * bounds the wait on a page that is never idle. Without `requestIdleCallback` (Node, jsdom,
 * Safari) it runs in the next task, or at once with `withoutIdle: 'now'`. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number, withoutIdle: 'next-task' | 'now' = 'next-task'): () => void {
  const api = globalThis as IdleApi;
  if (typeof api.requestIdleCallback === 'function' && typeof api.cancelIdleCallback === 'function') {
    const handle = api.requestIdleCallback(task, { timeout: timeoutMs });
    return () => api.cancelIdleCallback?.(handle);
  }
  if (withoutIdle === 'now') {
    task();
    return () => undefined;
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

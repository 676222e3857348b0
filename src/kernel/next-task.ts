/**
 * Resolves in a task of its own: the work before it ends with its task, so the browser can
 * answer input (and a phone's main thread paint) between it and the work after.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

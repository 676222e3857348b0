/**
 * Runtimes a suite starts on the real clock (toasts, retries, notices) keep timers that outlive
 * their test and hold Jest's worker open. `stopAfterEach()`, called in a suite's body, returns
 * `started`: pass each runtime through it, and it is stopped after the test, whatever happened.
 */
import type { Runtime } from '../../src/engine/runtime';

export function stopAfterEach(): <R extends Pick<Runtime, 'stop'>>(runtime: R) => R {
  const running: Array<Pick<Runtime, 'stop'>> = [];
  afterEach(() => running.splice(0).forEach((runtime) => runtime.stop()));
  return (runtime) => {
    running.push(runtime);
    return runtime;
  };
}

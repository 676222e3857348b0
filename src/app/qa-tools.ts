import type { Runtime } from './runtime';

/**
 * For QA and analysts, from the browser console (docs/qa.md):
 *   foyer.exportLog()       the session's event log, the format `npm run replay` reads
 *   foyer.exportTracking()  this session's tracking events as NDJSON
 * Neither holds personal data: the log never receives any (token and customer live in their
 * own storage keys) and tracking carries only products and prices.
 */
export function exposeQaTools(target: object, runtime: Runtime, analytics: { toNdjson(): string }): void {
  Object.defineProperty(target, 'foyer', {
    configurable: true,
    value: Object.freeze({
      exportLog: () => JSON.stringify(runtime.log.document(), null, 2),
      exportTracking: () => analytics.toNdjson(),
    }),
  });
}

import type { Capsule } from '../qa/capsule';

/**
 * For QA and analysts, from the browser console (docs/qa.md):
 *   await foyer.exportCapsule()  this session as a bug capsule (the log with its context), as JSON
 *   await foyer.exportLog()      the session's event log alone, the format `npm run replay` reads
 *   foyer.exportTracking()       this session's tracking events as NDJSON
 * None holds personal data or a redeemable voucher code: the log never receives personal data
 * (token and customer live in their own storage keys), voucher codes are hashed on the way out,
 * and tracking carries only products and prices.
 */
export function exposeQaTools(target: object, analytics: { toNdjson(): string }, capture: () => Promise<Capsule>): void {
  Object.defineProperty(target, 'foyer', {
    configurable: true,
    value: Object.freeze({
      exportCapsule: async () => JSON.stringify(await capture(), null, 2),
      exportLog: async () => JSON.stringify((await capture()).log, null, 2),
      exportTracking: () => analytics.toNdjson(),
    }),
  });
}

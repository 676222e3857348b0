import md5 from 'blueimp-md5';
import type { CapsuleContext } from '../../src/qa/capsule';
import { toDocument, type LogDocument } from '../../src/event-log/document';
import { hydrate } from '../../src/event-log/hydrate';
import { rootFold } from '../../src/app/areas/all';

/**
 * A stored log (a fixture, JSON) read as the shop reads one: checked, upcast and decoded by the
 * replay path, so it is a LogDocument by decoding, not by a cast. A log the shop would refuse
 * fails the test at once with the fault's message.
 */
export function readLog(stored: unknown): LogDocument {
  const read = hydrate(stored, rootFold);
  if (!read.ok) throw new Error(`readLog: ${read.fault.message}`);
  return toDocument(read.value.snapshot, read.value.events);
}

/** A capsule's context as a browser would give it; tests override what they look at. */
export const capsuleContext = (overrides: Partial<CapsuleContext> = {}): CapsuleContext => ({
  now: new Date(Date.UTC(2026, 10, 23, 9, 30, 0, 250)),
  app: { version: '0.1.0', build: 'abc1234' },
  config: { siteName: 'Kunsthalle', hasTickets: true, hasVouchers: 1, showHeader: 0, languages: ['de', 'en'] },
  lang: 'de',
  route: { name: 'checkout', params: {} },
  userAgent: 'UA',
  viewport: { width: 390, height: 844 },
  timeZone: 'Europe/Berlin',
  md5: (text) => md5(text),
  salt: 'key-1',
  ...overrides,
});

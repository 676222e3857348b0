import md5 from 'blueimp-md5';
import type { CapsuleContext } from '../../src/qa/capsule';

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

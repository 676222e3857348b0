import { createRuntime, type Runtime } from '../engine/runtime';
import { exposeQaTools } from './qa-tools';
import { ndjsonBuffer } from '../tracking/tracker';
import { TRACKING_SCHEMA_VERSION } from '../tracking/ga4';
import { memoryStorage } from '../bus/deps';
import { captureCapsule } from '../qa/report';
import { testDeps } from '../../test/helpers/runtime-deps';
import { merchandiseLine, voucherCodeLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from './areas/all';

type Tools = { exportCapsule(): Promise<string>; exportLog(): Promise<string>; exportTracking(): string };

const browser = { navigator: { userAgent: 'Test/1.0' }, innerWidth: 1280, innerHeight: 720 } as unknown as Window;

function captureOf(runtime: Runtime) {
  return () =>
    captureCapsule(
      {
        log: () => runtime.log.document(),
        config: { hasTickets: true, hasGuidedTours: 0, siteName: 'Kunsthalle' },
        lang: 'en',
        route: () => runtime.state$.value.ui.route ?? null,
        storage: memoryStorage(),
        now: () => new Date(Date.UTC(2026, 10, 23, 14, 5, 9)),
        random: () => 'session-key',
      },
      browser,
    );
}

describe('exposeQaTools', () => {
  it('foyer.exportLog() is the session log document; exportTracking() the NDJSON of tracked events', async () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const analytics = ndjsonBuffer();
    const target: { foyer?: Tools } = {};
    exposeQaTools(target, analytics, captureOf(runtime));
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    analytics.sink({ event: 'add_to_cart', event_id: 't:1', schema_version: TRACKING_SCHEMA_VERSION, session_id: 't', timestamp: '2030-05-01T08:00:00.000Z', language: 'en', ecommerce: { currency: 'EUR', value: 25, items: [] } });

    const doc = JSON.parse((await target.foyer?.exportLog()) ?? '{}');
    expect(doc).toMatchObject({ format: 'foyer-event-log', version: 1, snapshot: null });
    expect(doc.events.map((e: { type: string }) => e.type)).toEqual(['CartLineAdded']);
    expect(target.foyer?.exportTracking()).toBe(
      `{"event":"add_to_cart","event_id":"t:1","schema_version":${TRACKING_SCHEMA_VERSION},"session_id":"t","timestamp":"2030-05-01T08:00:00.000Z","language":"en","ecommerce":{"currency":"EUR","value":25,"items":[]}}\n`,
    );
  });

  it('foyer.exportCapsule() is the capsule: the log with its context, no redeemable voucher code in it or in exportLog()', async () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const target: { foyer?: Tools } = {};
    exposeQaTools(target, ndjsonBuffer(), captureOf(runtime));
    runtime.dispatch({ type: 'VisitRoute', route: 'checkout', params: {} });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(voucherCodeLine({ barcode: 'GIFT-4711-0815' })) });

    const capsuleText = (await target.foyer?.exportCapsule()) ?? '';
    const logText = (await target.foyer?.exportLog()) ?? '';
    const capsule = JSON.parse(capsuleText);
    expect(capsule).toMatchObject({
      format: 'foyer-capsule',
      version: 1,
      capturedAt: '2026-11-23T14:05:09.000Z',
      app: { version: 'dev', build: 'dev' },
      config: { flags: { hasGuidedTours: 0, hasTickets: true } },
      lang: 'en',
      route: { name: 'checkout', params: {} },
      userAgent: 'Test/1.0',
      viewport: { width: 1280, height: 720 },
    });
    expect(capsule.config.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof capsule.timeZone).toBe('string');
    for (const text of [capsuleText, logText]) {
      expect(text).not.toContain('GIFT-4711-0815');
      expect(text).toMatch(/"barcode": "code-[0-9a-f]{12}"/);
    }
  });

  it('the tools cannot be replaced by page scripts, but can be exposed again (hot reload)', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const target = {} as { foyer: object };
    exposeQaTools(target, ndjsonBuffer(), captureOf(runtime));
    expect(Object.isFrozen(target.foyer)).toBe(true);
    expect(() => {
      'use strict';
      (target as { foyer: unknown }).foyer = {};
    }).toThrow(TypeError);
    expect(() => exposeQaTools(target, ndjsonBuffer(), captureOf(runtime))).not.toThrow();
  });
});

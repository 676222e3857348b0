import { createRuntime } from './runtime';
import { exposeQaTools } from './qa-tools';
import { ndjsonBuffer } from '../tracking/tracker';
import { testDeps } from '../../test/helpers/runtime-deps';
import { merchandiseLine, withoutId } from '../../test/helpers/lines';
import { allAreas } from './areas/all';

describe('exposeQaTools', () => {
  it('window.foyer.exportLog() is the session log document; exportTracking() the NDJSON of tracked events', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const analytics = ndjsonBuffer();
    const target: { foyer?: { exportLog(): string; exportTracking(): string } } = {};
    exposeQaTools(target, runtime, analytics);
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    analytics.sink({ event: 'add_to_cart', event_id: 't:1', ecommerce: { currency: 'EUR', value: 25, items: [] } });

    const doc = JSON.parse(target.foyer?.exportLog() ?? '{}');
    expect(doc).toMatchObject({ format: 'foyer-event-log', version: 1, snapshot: null });
    expect(doc.events.map((e: { type: string }) => e.type)).toEqual(['CartLineAdded']);
    expect(target.foyer?.exportTracking()).toBe('{"event":"add_to_cart","event_id":"t:1","ecommerce":{"currency":"EUR","value":25,"items":[]}}\n');
  });

  it('the tools cannot be replaced by page scripts, but can be exposed again (hot reload)', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const target = {} as { foyer: object };
    exposeQaTools(target, runtime, ndjsonBuffer());
    expect(Object.isFrozen(target.foyer)).toBe(true);
    expect(() => {
      'use strict';
      (target as { foyer: unknown }).foyer = {};
    }).toThrow(TypeError);
    expect(() => exposeQaTools(target, runtime, ndjsonBuffer())).not.toThrow();
  });
});

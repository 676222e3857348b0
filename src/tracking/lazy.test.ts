import { memoryStorage } from '../bus/deps';
import { createRuntime } from '../engine/runtime';
import { allAreas } from '../app/areas/all';
import { sequentialRandom } from '../../test/helpers/fakes';
import { testDeps } from '../../test/helpers/runtime-deps';
import { merchandiseLine, withoutId } from '../../test/helpers/lines';
import { startTrackingWhenConsented } from './lazy';
import * as tracker from './tracker';
import type { TrackingEvent } from './ga4';

function session() {
  const runtime = createRuntime({ areas: allAreas, deps: testDeps({ storage: memoryStorage(), random: sequentialRandom('id') }) });
  const sent: TrackingEvent[] = [];
  let loads = 0;
  let finish: (ok: boolean) => void = () => undefined;
  const load = () => {
    loads += 1;
    return new Promise<typeof tracker>((resolve, reject) => (finish = (ok) => (ok ? resolve(tracker) : reject(new Error('offline')))));
  };
  startTrackingWhenConsented(runtime.commit$, [(e) => sent.push(e)], { lang: 'de' }, load);
  return { runtime, sent, loads: () => loads, finish: (ok: boolean) => finish(ok) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tracking loads once the visitor agrees', () => {
  it('nothing is loaded before consent or after a refusal', () => {
    const s = session();
    s.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    s.runtime.dispatch({ type: 'RejectCookies' });
    s.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(s.loads()).toBe(0);
  });

  it('what happens while the code loads is sent when it arrives, in order, once', async () => {
    const s = session();
    s.runtime.dispatch({ type: 'AcceptCookies' });
    s.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ name: 'A' })) });
    s.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ name: 'B' })) });
    expect(s.loads()).toBe(1);
    expect(s.sent).toEqual([]);
    s.finish(true);
    await settle();
    s.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ name: 'C' })) });
    expect(s.sent.map((e) => e.ecommerce.items?.[0]?.item_name)).toEqual(['A', 'B', 'C']);
  });

  it('a failed load sends nothing and is tried again with the next agreed event', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const s = session();
    s.runtime.dispatch({ type: 'AcceptCookies' });
    s.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ name: 'A' })) });
    s.finish(false);
    await settle();
    expect(warn).toHaveBeenCalledWith('Foyer: tracking could not load', expect.any(Error));
    s.runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine({ name: 'B' })) });
    expect(s.loads()).toBe(2);
    s.finish(true);
    await settle();
    expect(s.sent.map((e) => e.ecommerce.items?.[0]?.item_name)).toEqual(['B']);
    warn.mockRestore();
  });
});

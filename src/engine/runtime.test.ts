import { map } from 'rxjs';
import { UiEvents } from '../messages';
import { memoryStorage } from '../bus/deps';
import { markTab } from '../event-log/tab';
import { hydrate } from '../event-log/hydrate';
import type { Envelope } from '../event-log/envelope';
import { basketCount } from '../domain/cart/selectors';
import { createRuntime, type Runtime } from './runtime';
import { rootFold } from '../app/areas/all';
import type { AppEpic } from './epics';
import { testDeps } from '../../test/helpers/runtime-deps';
import { fakeClock, sequentialRandom } from '../../test/helpers/fakes';
import { merchandiseLine, ticketLine, voucherCodeLine, withoutId } from '../../test/helpers/lines';
import { allAreas, allEpics } from '../app/areas/all';

const replayOf = (runtime: Runtime) => {
  const read = runtime.log.read();
  if (!read.ok) throw new Error(read.fault.message);
  const result = hydrate(read.value, rootFold);
  if (!result.ok) throw new Error(result.fault.message);
  return result.value.state;
};

describe('runtime', () => {
  it('restores from a given log document instead of storage (QA replay), and leaves the storage alone', () => {
    const recorder = createRuntime({ areas: allAreas, deps: testDeps() });
    recorder.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    recorder.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) });
    const doc = recorder.log.document();
    const storage = memoryStorage();
    const replay = createRuntime({ areas: allAreas, epics: {}, deps: testDeps({ storage }), restoreFrom: doc });
    expect(replay.state$.value.cart).toEqual(recorder.state$.value.cart);
    expect(replay.log.document().events).toEqual(doc.events);
    // Nothing of the restored log was written: only the tab's identity is in this storage.
    expect([...storage.map.keys()].filter((k) => k.includes('log'))).toEqual([]);
    // Without epics, a command changes nothing.
    replay.dispatch({ type: 'ClearCart' });
    expect(replay.state$.value.cart.lines).toHaveLength(2);
  });

  it('dispatch AddCartLine → the line is in state$ and event$ emits the envelope (v, meta from the fake clock and tab)', () => {
    const clock = fakeClock(Date.UTC(2030, 4, 1, 9));
    const deps = testDeps({ clock, random: sequentialRandom('r') });
    const runtime = createRuntime({ areas: allAreas, deps });
    const seen: Envelope[] = [];
    runtime.event$.subscribe((e) => seen.push(e));

    const line = withoutId(merchandiseLine());
    runtime.dispatch({ type: 'AddCartLine', line });
    clock.advance(1_500);
    runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: false });

    expect(runtime.tab).toBe('r-1');
    expect(runtime.state$.value.cart.lines).toEqual([{ ...line, lineId: 'r-2' }]);
    expect(runtime.state$.value.cart.requestInvoice).toBe(false);
    expect(seen).toEqual([
      {
        type: 'CartLineAdded',
        v: 1,
        data: { line: { ...line, lineId: 'r-2' } },
        meta: { seq: 1, at: Date.UTC(2030, 4, 1, 9), tab: 'r-1' },
      },
      {
        type: 'CartRequestInvoiceSet',
        v: 2,
        data: { requestInvoice: false },
        meta: { seq: 2, at: Date.UTC(2030, 4, 1, 9) + 1_500, tab: 'r-1' },
      },
    ]);
    expect(runtime.log.document().events).toEqual(seen);
  });

  it('a fresh session starts from the initial state and logs nothing', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    expect(runtime.state$.value).toEqual(rootFold.initial);
    expect(runtime.log.document().events).toEqual([]);
  });

  it('a second runtime on the same storage (tab marked closed) restores the same state and continues the seq', () => {
    const storage = memoryStorage();
    const first = createRuntime({ areas: allAreas, deps: testDeps({ storage, random: sequentialRandom('a') }) });
    first.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    first.dispatch({ type: 'AddCartLine', line: withoutId(ticketLine()) });
    first.dispatch({ type: 'AddCartLine', line: withoutId(voucherCodeLine({ barcode: 'X' })) });
    first.dispatch({ type: 'ChangeCartLineCount', lineId: 'a-2', count: 4 });
    first.dispatch({ type: 'RemoveCartLine', lineId: 'a-3' });
    first.dispatch({ type: 'SetRequestInvoice', requestInvoice: false });
    expect(replayOf(first)).toEqual(first.state$.value);
    first.stop();
    markTab(storage, first.tab, false); // pagehide

    const second = createRuntime({ areas: allAreas, deps: testDeps({ storage, random: sequentialRandom('b') }) });
    expect(second.tab).toBe(first.tab);
    expect(second.state$.value).toEqual(first.state$.value);

    const seqs: number[] = [];
    second.event$.subscribe((e) => seqs.push(e.meta.seq));
    second.dispatch({ type: 'ClearCart' });
    expect(seqs).toEqual([7]);
    expect(replayOf(second)).toEqual(second.state$.value);
  });

  it('events raised while another is being applied are committed after it, in order', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    const seen: Array<[number, string]> = [];
    runtime.event$.subscribe((e) => {
      seen.push([e.meta.seq, e.type]);
      if (e.type === 'CartLineAdded') runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: false });
    });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(seen).toEqual([
      [1, 'CartLineAdded'],
      [2, 'CartRequestInvoiceSet'],
    ]);
    expect(runtime.state$.value.cart).toMatchObject({ requestInvoice: false, lines: [expect.anything()] });
  });

  it('an epic that throws: EpicFailed is logged, a notice shows, the error goes to the console, the bus keeps working', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const boom: AppEpic = (command$) =>
        command$.pipe(
          map(() => {
            throw new Error('kaputt');
          }),
        );
      const runtime = createRuntime({ areas: allAreas, deps: testDeps(), epics: { ...allEpics, boom } });
      expect(() => runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) })).not.toThrow();
      runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });

      const state = runtime.state$.value;
      expect(basketCount(state.cart)).toBe(2);
      expect(state.notices.map((n) => n.kind)).toEqual(['unexpected']);
      const failures = runtime.log.document().events.filter((e) => e.type === 'EpicFailed');
      expect(failures.map((e) => e.data)).toEqual([
        { epic: 'boom', message: 'Error: kaputt', restarted: true },
        { epic: 'boom', message: 'Error: kaputt', restarted: true },
      ]);
      expect(error).toHaveBeenCalledWith('Foyer: epic "boom" failed: Error: kaputt');
    } finally {
      error.mockRestore();
    }
  });

  it('the page going away leaves a boot checkpoint at the last logged event, also with a timed message showing (screen-only: its seq is not in the log)', () => {
    const storage = memoryStorage();
    const toast: AppEpic = (command$) =>
      command$.pipe(map(() => UiEvents.MessageShown.create({ messageId: 't-1', key: 'cart.added', params: {}, className: 'success', timeoutMs: 3_000 })));
    const runtime = createRuntime({ areas: allAreas, deps: testDeps({ storage }), epics: { ...allEpics, toast } });
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    const logged = runtime.log.document().events;
    expect(runtime.state$.value.ui.message).not.toBeNull();
    runtime.log.checkpointNow();
    const checkpoint = JSON.parse(storage.getItem('foyer:log:v1:checkpoint') ?? 'null') as { seq: number; state: { cart: unknown; ui: { message: unknown } } } | null;
    expect(checkpoint?.seq).toBe(logged[logged.length - 1]?.meta.seq);
    // The state as of that event: the line, not the message that came after it.
    expect(checkpoint?.state.cart).toEqual(JSON.parse(JSON.stringify(runtime.state$.value.cart)));
    expect(checkpoint?.state.ui.message).toBeNull();
  });

  it('stop() ends command handling', () => {
    const runtime = createRuntime({ areas: allAreas, deps: testDeps() });
    runtime.stop();
    runtime.dispatch({ type: 'AddCartLine', line: withoutId(merchandiseLine()) });
    expect(runtime.state$.value.cart.lines).toEqual([]);
  });
});

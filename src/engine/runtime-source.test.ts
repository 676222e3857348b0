import type { Command } from '../messages';
import type { Runtime } from './runtime';
import { readyRuntime, runtimeGate, type StartedRuntime } from './runtime-source';

/** A runtime that only records what is dispatched to it, and when. */
function fakeStart() {
  const dispatched: Array<{ command: Command; at: number | null }> = [];
  const runtime = { dispatch: (command: Command) => dispatched.push({ command, at: null }) } as unknown as Runtime;
  const started: StartedRuntime = { runtime, dispatchAt: (command, at) => dispatched.push({ command, at }) };
  return { runtime, started, dispatched };
}

const visit: Command = { type: 'VisitRoute', route: 'home', params: {} };
const accept: Command = { type: 'AcceptCookies' };

describe('runtimeGate', () => {
  it('a recorded fact waits without starting the runtime; a command starts it, and both go in order with their own times', async () => {
    const { runtime, started, dispatched } = fakeStart();
    const load = jest.fn(() => Promise.resolve(started));
    let now = 1_000;
    const gate = runtimeGate(load, { now: () => now });
    gate.record(visit);
    expect(load).not.toHaveBeenCalled();
    expect(gate.current).toBeNull();
    now = 5_000;
    const told = jest.fn();
    gate.subscribe(told);
    gate.dispatch(accept);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(gate.start()).resolves.toBe(runtime);
    expect(dispatched).toEqual([
      { command: visit, at: 1_000 },
      { command: accept, at: 5_000 },
    ]);
    expect(gate.current).toBe(runtime);
    expect(told).toHaveBeenCalledTimes(1);
    // Once running, commands and facts go straight to it.
    gate.record(visit);
    gate.dispatch(accept);
    expect(dispatched.slice(2)).toEqual([
      { command: visit, at: null },
      { command: accept, at: null },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts once, however often it is asked', async () => {
    const { started } = fakeStart();
    const load = jest.fn(() => Promise.resolve(started));
    const gate = runtimeGate(load, { now: () => 0 });
    const first = gate.start();
    expect(gate.start()).toBe(first);
    gate.dispatch(accept);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that did not load is tried again on the next need, and nothing waiting is lost', async () => {
    const { runtime, started, dispatched } = fakeStart();
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(started);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gate = runtimeGate(load, { now: () => 7 });
    gate.dispatch(accept);
    await expect(gate.start()).rejects.toThrow('ChunkLoadError');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ChunkLoadError'));
    expect(gate.current).toBeNull();
    await expect(gate.start()).resolves.toBe(runtime);
    expect(dispatched).toEqual([{ command: accept, at: 7 }]);
    error.mockRestore();
  });
});

describe('readyRuntime', () => {
  it('is running from the start: dispatch and record go straight to it', async () => {
    const { runtime, dispatched } = fakeStart();
    const source = readyRuntime(runtime);
    expect(source.current).toBe(runtime);
    await expect(source.start()).resolves.toBe(runtime);
    source.record(visit);
    source.dispatch(accept);
    expect(dispatched.map((d) => d.command)).toEqual([visit, accept]);
  });
});

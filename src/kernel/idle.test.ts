import { whenIdle } from './idle';

type Idle = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
const g = globalThis as Idle;

afterEach(() => {
  delete g.requestIdleCallback;
  delete g.cancelIdleCallback;
  jest.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for an idle moment, bounded by the time given; the cancel withdraws it', () => {
    const asked: Array<{ task: () => void; timeout: number | undefined }> = [];
    const cancelled: number[] = [];
    g.requestIdleCallback = (task: () => void, options?: { timeout: number }) => asked.push({ task, timeout: options?.timeout });
    g.cancelIdleCallback = (handle: number) => cancelled.push(handle);
    const task = jest.fn();
    const cancel = whenIdle(task, 500);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.timeout).toBe(500);
    expect(task).not.toHaveBeenCalled();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('without requestIdleCallback, runs in the next task unless cancelled', () => {
    jest.useFakeTimers();
    const kept = jest.fn();
    const dropped = jest.fn();
    whenIdle(kept, 500);
    whenIdle(dropped, 500)();
    expect(kept).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it("without requestIdleCallback and with 'now', runs at once (the event log's compaction in Node)", () => {
    const task = jest.fn();
    whenIdle(task, 500, 'now');
    expect(task).toHaveBeenCalledTimes(1);
  });
});

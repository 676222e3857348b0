import { afterNextFrame } from './next-frame';

const g = globalThis as { requestAnimationFrame?: unknown };

afterEach(() => {
  delete g.requestAnimationFrame;
  jest.useRealTimers();
});

describe('afterNextFrame', () => {
  it('resolves in the task after the next frame', async () => {
    jest.useFakeTimers();
    const frames: Array<() => void> = [];
    g.requestAnimationFrame = (callback: () => void) => frames.push(callback);
    let done = false;
    const painted = afterNextFrame().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    frames.shift()?.();
    jest.advanceTimersByTime(0);
    await painted;
    expect(done).toBe(true);
  });

  it('does not wait for a frame that never comes (a hidden tab)', async () => {
    jest.useFakeTimers();
    g.requestAnimationFrame = () => 1;
    let done = false;
    const painted = afterNextFrame().then(() => (done = true));
    jest.advanceTimersByTime(99);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await painted;
    expect(done).toBe(true);
  });
});

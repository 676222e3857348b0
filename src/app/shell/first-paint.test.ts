import { afterPaintShown, firstPaint, noticeReady } from './first-paint';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('firstPaint: the first screen asks for its chunks once the frame (and the notice that shows) are painted', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const painter = () => {
    const frames: Array<() => void> = [];
    const afterFrame = jest.fn(() => new Promise<void>((resolve) => frames.push(resolve)));
    return { afterFrame, paintFrame: () => frames.splice(0).forEach((resolve) => resolve()) };
  };

  it('without a notice: the frame’s commit, then the frame after it', async () => {
    const { afterFrame, paintFrame } = painter();
    const paint = firstPaint(Promise.resolve(false), 1_000, afterFrame);
    expect(await settled(paint.painted)).toBe(false);
    expect(afterFrame).not.toHaveBeenCalled();
    paint.frame();
    await settled(paint.painted);
    expect(afterFrame).toHaveBeenCalledTimes(1);
    expect(await settled(paint.painted)).toBe(false);
    paintFrame();
    expect(await settled(paint.painted)).toBe(true);
  });

  it('with the notice: both marks, in either order, before the frame is awaited', async () => {
    for (const order of [['frame', 'notice'], ['notice', 'frame']] as const) {
      const { afterFrame, paintFrame } = painter();
      const paint = firstPaint(Promise.resolve(true), 1_000, afterFrame);
      paint[order[0]]();
      await settled(paint.painted);
      expect(afterFrame).not.toHaveBeenCalled();
      paint[order[1]]();
      await settled(paint.painted);
      expect(afterFrame).toHaveBeenCalledTimes(1);
      paintFrame();
      expect(await settled(paint.painted)).toBe(true);
    }
  });

  it('a mark that never comes holds the screen back for the wait at most', async () => {
    const { afterFrame, paintFrame } = painter();
    const paint = firstPaint(Promise.resolve(true), 1_000, afterFrame);
    paint.frame();
    await settled(paint.painted);
    jest.advanceTimersByTime(999);
    await settled(paint.painted);
    expect(afterFrame).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settled(paint.painted);
    expect(afterFrame).toHaveBeenCalledTimes(1);
    paintFrame();
    expect(await settled(paint.painted)).toBe(true);
  });

  it('the paint awaited is the one after the last mark (the commit that holds the notice)', async () => {
    const { afterFrame } = painter();
    const now = jest.spyOn(performance, 'now');
    const paint = firstPaint(Promise.resolve(true), 1_000, afterFrame);
    now.mockReturnValue(120);
    paint.frame();
    now.mockReturnValue(180);
    paint.notice();
    now.mockReturnValue(400);
    await settled(paint.painted);
    expect(afterFrame).toHaveBeenCalledWith(180);
    now.mockRestore();
  });

  it('the wait starts once it is known whether the notice shows', async () => {
    const { afterFrame } = painter();
    let known!: (shows: boolean) => void;
    const paint = firstPaint(new Promise<boolean>((resolve) => (known = resolve)), 1_000, afterFrame);
    jest.advanceTimersByTime(5_000);
    await settled(paint.painted);
    expect(afterFrame).not.toHaveBeenCalled();
    known(false);
    paint.frame();
    await settled(paint.painted);
    expect(afterFrame).toHaveBeenCalledTimes(1);
  });
});

describe('noticeReady: the notice’s text, when it is due (its code is main.js’s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('not due: false at once, whatever the text does', async () => {
    await expect(noticeReady(false, Promise.resolve())).resolves.toBe(false);
    await expect(noticeReady(false, new Promise(() => undefined))).resolves.toBe(false);
  });

  it('due: true once the text is in; false when it fails', async () => {
    await expect(noticeReady(true, Promise.resolve())).resolves.toBe(true);
    await expect(noticeReady(true, Promise.reject(new Error('500')))).resolves.toBe(false);
  });

  it('a text that does not come: false after the wait', async () => {
    const ready = noticeReady(true, new Promise(() => undefined), 1_000);
    jest.advanceTimersByTime(1_000);
    await expect(ready).resolves.toBe(false);
  });
});

describe('afterPaintShown: the frame’s pixels, as the browser reports its largest paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A PerformanceObserver the test feeds with largest-contentful-paint entries, in the global's place. */
  const host = globalThis as { PerformanceObserver?: unknown; requestAnimationFrame?: (callback: FrameRequestCallback) => number };
  const before = { observer: host.PerformanceObserver, frame: host.requestAnimationFrame };
  afterEach(() => {
    host.PerformanceObserver = before.observer;
    host.requestAnimationFrame = before.frame;
  });
  function reporting(supported = ['largest-contentful-paint']) {
    const observers: Array<{ callback: (list: { getEntries(): Array<{ startTime: number }> }) => void; disconnected: boolean }> = [];
    class FakeObserver {
      static supportedEntryTypes = supported;
      private readonly own: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.own = { callback, disconnected: false };
        observers.push(this.own);
      }
      observe(): void {}
      disconnect(): void {
        this.own.disconnected = true;
      }
    }
    host.PerformanceObserver = FakeObserver;
    const report = (...times: number[]) => observers.filter((o) => !o.disconnected).forEach((o) => o.callback({ getEntries: () => times.map((startTime) => ({ startTime })) }));
    return { report, observers };
  }

  it('resolves with the first entry presented after the mark; earlier (buffered) ones do not count', async () => {
    const { report, observers } = reporting();
    const shown = afterPaintShown(500);
    report(40, 499);
    expect(await settled(shown)).toBe(false);
    report(530);
    expect(await settled(shown)).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('no entry (nothing larger painted, a hidden tab): after 250 ms', async () => {
    const { observers } = reporting();
    const shown = afterPaintShown(500);
    jest.advanceTimersByTime(249);
    expect(await settled(shown)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(shown)).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('a browser without such entries waits for the frame after the next', async () => {
    const { observers } = reporting([]);
    const frames: FrameRequestCallback[] = [];
    host.requestAnimationFrame = (callback) => frames.push(callback);
    const shown = afterPaintShown(500);
    expect(observers).toHaveLength(0);
    frames.shift()?.(0);
    jest.advanceTimersByTime(0);
    expect(await settled(shown)).toBe(false);
    frames.shift()?.(16);
    jest.advanceTimersByTime(0);
    expect(await settled(shown)).toBe(true);
  });
});

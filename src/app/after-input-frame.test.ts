import { fetchAfterInputFrame, type FrameWindow } from './after-input-frame';

/** A window whose input events, frames, idle moments and timers the test runs by hand; `idle: false` has no requestIdleCallback (Safari). */
function fakeWindow({ idle = false } = {}) {
  const listeners = new Map<string, Array<() => void>>();
  let frames: Array<() => void> = [];
  let idles: Array<() => void> = [];
  let timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  const win: FrameWindow = {
    addEventListener: (type, listener) => void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms = 0) => timers.push({ at: now + ms, run: callback }),
    ...(idle ? { requestIdleCallback: (callback: () => void) => idles.push(callback) } : {}),
  };
  return {
    win,
    input: (type: string) => (listeners.get(type) ?? []).forEach((l) => l()),
    paint: () => {
      const due = frames;
      frames = [];
      due.forEach((f) => f());
    },
    idle: () => {
      const due = idles;
      idles = [];
      due.forEach((f) => f());
    },
    advance: (ms: number) => {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.run());
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('fetchAfterInputFrame', () => {
  it('sends a request at once outside an input event (boot, a timer, an answer)', () => {
    const w = fakeWindow();
    const sent: string[] = [];
    const fetch = fetchAfterInputFrame(w.win, async (url) => (sent.push(url), new Response('{}')));
    void fetch('/api/a', { method: 'GET' });
    expect(sent).toEqual(['/api/a']);
  });

  it('holds a request a click starts until the frame after the click has been painted, then sends it once', async () => {
    const w = fakeWindow();
    const sent: string[] = [];
    const fetch = fetchAfterInputFrame(w.win, async (url) => (sent.push(url), new Response('{}')));
    w.input('click');
    const answer = fetch('/api/shipping', { method: 'POST' });
    await flush();
    expect(sent).toEqual([]);
    w.paint();
    await flush();
    expect(sent).toEqual([]); // the frame is painted, the task after it sends
    w.advance(0);
    await flush();
    expect(sent).toEqual(['/api/shipping']);
    expect((await answer).ok).toBe(true);
    // The frame has passed: the next request goes at once.
    void fetch('/api/next', { method: 'GET' });
    expect(sent).toEqual(['/api/shipping', '/api/next']);
  });

  it('where the browser has idle moments, waits after the frame for the first of them: the tasks already waiting (the next click) come first', async () => {
    const w = fakeWindow({ idle: true });
    const sent: string[] = [];
    const fetch = fetchAfterInputFrame(w.win, async (url) => (sent.push(url), new Response('{}')));
    w.input('click');
    void fetch('/api/shipping', { method: 'POST' });
    w.idle(); // an idle moment before the frame does not count
    w.paint();
    w.advance(0);
    await flush();
    expect(sent).toEqual([]);
    w.idle();
    await flush();
    expect(sent).toEqual(['/api/shipping']);
  });

  it('never holds a request longer than 50 ms (a tab in the background paints no frames)', async () => {
    const w = fakeWindow();
    const sent: string[] = [];
    const fetch = fetchAfterInputFrame(w.win, async (url) => (sent.push(url), new Response('{}')));
    w.input('keydown');
    void fetch('/api/a', { method: 'GET' });
    w.advance(49);
    await flush();
    expect(sent).toEqual([]);
    w.advance(1);
    await flush();
    expect(sent).toEqual(['/api/a']);
  });
});

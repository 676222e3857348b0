import { longTasksOf } from './long-tasks';

const MAIN = { pid: 1, tid: 7 };
const meta = { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } };
const x = (name: string, ts: number, ms: number, where = MAIN, url?: string) => ({ name, ph: 'X', ts, dur: ms * 1000, ...where, args: url ? { data: { url } } : {} });

describe('long tasks of a trace', () => {
  it("are the renderer main thread's RunTasks over the limit, each named by its longest child without the file's hash", () => {
    const trace = {
      traceEvents: [
        meta,
        x('RunTask', 0, 120),
        x('EvaluateScript', 1_000, 100, MAIN, 'http://127.0.0.1/assets/main.0123abcd.js'),
        x('Layout', 101_000, 10),
        x('RunTask', 200_000, 80),
        x('FunctionCall', 200_000, 20, MAIN, 'http://127.0.0.1/assets/89abcdef/runtime.js'),
        x('Layout', 221_000, 50),
        x('RunTask', 400_000, 30),
        // Another thread's long task is not the page's.
        x('RunTask', 0, 500, { pid: 1, tid: 9 }),
      ],
    };
    expect(longTasksOf(trace)).toEqual([
      { ms: 120, what: 'script main.js' },
      { ms: 80, what: 'Layout' },
    ]);
    expect(longTasksOf(trace, 0)).toHaveLength(3);
  });

  it('a trace without the main thread has none', () => {
    expect(longTasksOf({ traceEvents: [x('RunTask', 0, 500)] })).toEqual([]);
  });
});

import { BehaviorSubject, delay, map, Observable, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type { Epic } from './epic';
import { ofType } from './of-type';
import { describeError, runEpics, type EpicFailure } from './run-epics';

type Cmd = { type: 'ping' } | { type: 'boom' };
type Out = { type: 'pong' } | { type: 'tick' } | { type: 'failed'; failure: EpicFailure };
type TestEpic = Epic<Cmd, number, { scheduler: TestScheduler }, Out>;

const values = {
  p: { type: 'ping' },
  b: { type: 'boom' },
} as const;
const out = {
  P: { type: 'pong' },
  T: { type: 'tick' },
} as const;
const failed = (restarted: boolean, epic = 'flaky', message = 'Error: boom'): Out => ({
  type: 'failed',
  failure: { epic, message, restarted },
});

/** Answers ping with pong and throws on boom. */
const flaky: TestEpic = (command$) =>
  command$.pipe(
    map((c): Out => {
      if (c.type === 'boom') throw new Error('boom');
      return { type: 'pong' };
    }),
  );
/** Answers every command two frames later: shows the bus keeps running while flaky restarts. */
const steady: TestEpic = (command$, _state$, { scheduler }) =>
  command$.pipe(
    delay(2, scheduler),
    map((): Out => ({ type: 'tick' })),
  );

describe('runEpics', () => {
  let scheduler: TestScheduler;
  beforeEach(() => {
    scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  });
  const state$ = new BehaviorSubject(0);
  const onFailure = (failure: EpicFailure): Out => ({ type: 'failed', failure });

  it('reports a throwing epic, resubscribes it, and keeps the other epics running', () => {
    scheduler.run(({ hot, expectObservable }) => {
      const command$ = hot<Cmd>('-p-----b-----p-----|', values);
      const result$ = runEpics({ flaky, steady }, command$, state$, { scheduler }, onFailure);
      expectObservable(result$).toBe('-P-T---F-T---P-T---|', { ...out, F: failed(true) });
    });
  });

  it('stops restarting after the limit; the others keep going', () => {
    scheduler.run(({ hot, expectObservable }) => {
      const command$ = hot<Cmd>('-b-----b-----b-----b-----p-----|', values);
      const result$ = runEpics({ flaky, steady }, command$, state$, { scheduler }, onFailure, 2);
      // failures 1 and 2 restart; failure 3 is reported as final; then flaky is silent
      expectObservable(result$).toBe('-A-T---B-T---C-T-----T-----T---|', {
        ...out,
        A: failed(true),
        B: failed(true),
        C: failed(false),
      });
    });
  });

  it('failures further apart than the quiet period do not add up: a long session keeps its epics', () => {
    scheduler.run(({ hot, expectObservable }) => {
      // Each frame is 1 ms; with a quiet period of 5 frames, failures 6 frames apart never count together.
      const command$ = hot<Cmd>('-b-----b-----b-----b-----p-----|', values);
      const result$ = runEpics({ flaky }, command$, state$, { scheduler }, onFailure, 2, { now: () => scheduler.now(), quietMs: 5 });
      expectObservable(result$).toBe('-F-----F-----F-----F-----P-----|', { ...out, F: failed(true) });
    });
  });

  it('within the quiet period the limit still stops an epic that keeps failing', () => {
    scheduler.run(({ hot, expectObservable }) => {
      const command$ = hot<Cmd>('-b-b-b-p-|', values);
      const result$ = runEpics({ flaky }, command$, state$, { scheduler }, onFailure, 2, { now: () => scheduler.now(), quietMs: 100 });
      expectObservable(result$).toBe('-A-B-(C|)', { A: failed(true), B: failed(true), C: failed(false) });
    });
  });

  it('an epic failing on subscription is reported and restarted at most restartLimit times', () => {
    let subscriptions = 0;
    scheduler.run(({ hot, expectObservable }) => {
      const broken: TestEpic = () =>
        new Observable<Out>(() => {
          subscriptions += 1;
          throw new TypeError('not a function');
        });
      const command$ = hot<Cmd>('-------p-|', values);
      const result$ = runEpics({ broken, flaky }, command$, state$, { scheduler }, onFailure, 3);
      const f = (restarted: boolean) => failed(restarted, 'broken', 'TypeError: not a function');
      // all four failures happen at subscription (frame 0); flaky still answers at frame 7
      expectObservable(result$).toBe('(abcd)-P-|', { ...out, a: f(true), b: f(true), c: f(true), d: f(false) });
    });
    expect(subscriptions).toBe(4);
  });

  it('an epic that errors as an observable (not by throwing) is handled the same way', () => {
    scheduler.run(({ hot, expectObservable }) => {
      const erroring: TestEpic = (command$) =>
        command$.pipe(
          ofType('boom'),
          map(() => {
            // A thrown non-Error is what this test is about.
            // eslint-disable-next-line @typescript-eslint/only-throw-error
            throw { code: 42 };
          }),
        );
      const command$ = hot<Cmd>('-b-|', values);
      const result$ = runEpics({ erroring, never: () => throwError(() => 'x') }, command$, state$, { scheduler }, onFailure, 0);
      // with a limit of 0 nothing restarts: once both have failed the merged stream completes
      expectObservable(result$).toBe('n(a|)', {
        n: failed(false, 'never', 'x'),
        a: failed(false, 'erroring', '{"code":42}'),
      });
    });
  });

  it('passes the state stream and deps to every epic', () => {
    const seen: Array<[number, unknown]> = [];
    const probe: Epic<Cmd, number, string, Out> = (command$, s$, deps) =>
      command$.pipe(map((): Out => (seen.push([s$.value, deps]), { type: 'pong' })));
    const commands = new BehaviorSubject<Cmd>({ type: 'ping' });
    const sub = runEpics({ probe }, commands, new BehaviorSubject(7), 'deps', () => ({ type: 'tick' })).subscribe();
    sub.unsubscribe();
    expect(seen).toEqual([[7, 'deps']]);
  });
});

describe('describeError', () => {
  it('reads errors, strings, objects and the unprintable', () => {
    expect(describeError(new RangeError('bad'))).toBe('RangeError: bad');
    expect(describeError('plain')).toBe('plain');
    expect(describeError({ a: 1 })).toBe('{"a":1}');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(describeError(circular)).toBe('unknown error');
    expect(describeError(undefined)).toBe('undefined');
  });
});

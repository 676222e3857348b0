import { badRequest } from './http';
import { isRecord } from './request';

/**
 * Forced failures for browser tests: "the next N calls matching P answer with status S".
 * A fault is consumed by the calls it answers, so a test that forces one 500 sees the retry
 * (or the next screen) succeed against real state again.
 */
export interface Fault {
  readonly id: number;
  readonly pattern: string;
  readonly method: string | null;
  readonly status: number;
  /** A string is sent as-is (for malformed JSON); anything else is sent as JSON. */
  readonly body: unknown;
  readonly delayMs: number;
  /**
   * The call is handled first (an order books, a line is stored), then its answer is replaced:
   * a server that did the work but whose answer was lost or garbled on the way.
   */
  readonly after: boolean;
  remaining: number;
  readonly test: (target: string) => boolean;
}

/**
 * `/…/flags` is a regular expression; anything else is a substring of method-less `path?query`.
 * As in a JavaScript regex literal, a `/` inside the expression must be escaped (`\/`): so a
 * plain path such as `/de/tour/list` is a substring, not the expression `de/tour` with the
 * flags `list`.
 */
function matcher(pattern: string): (target: string) => boolean {
  const re = /^\/((?:\\.|[^\\/])+)\/([a-z]*)$/.exec(pattern);
  if (re) {
    let regex: RegExp;
    try {
      regex = new RegExp(re[1] ?? '', (re[2] ?? '').replace(/[gy]/g, ''));
    } catch {
      throw badRequest('path is not a valid regular expression');
    }
    return (target) => regex.test(target);
  }
  return (target) => target.includes(pattern);
}

export class Faults {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: unknown): Fault {
    if (!isRecord(input)) throw badRequest('expected {path, status, times?, body?, method?, delayMs?, after?}');
    const { path, status, times = 1, body, method, delayMs = 0, after = false } = input;
    if (typeof path !== 'string' || path === '') throw badRequest('path must be a non-empty string');
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) throw badRequest('status must be an HTTP status');
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000) throw badRequest('times must be 1..1000');
    if (method !== undefined && typeof method !== 'string') throw badRequest('method must be a string');
    if (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 30_000) throw badRequest('delayMs must be 0..30000');
    if (typeof after !== 'boolean') throw badRequest('after must be a boolean');
    const fault: Fault = {
      id: this.nextId++,
      pattern: path,
      method: typeof method === 'string' ? method.toUpperCase() : null,
      status,
      body: body === undefined ? { code: status === 401 ? 'UNAUTHORIZED' : 'SANDBOX_FAULT', message: `forced ${status} by the sandbox` } : body,
      delayMs,
      after,
      remaining: times,
      test: matcher(path),
    };
    this.faults.push(fault);
    return fault;
  }

  /** The first live fault matching this call, consumed by one. */
  take(method: string, target: string): Fault | undefined {
    const fault = this.faults.find((f) => f.remaining > 0 && (f.method === null || f.method === method) && f.test(target));
    if (!fault) return undefined;
    fault.remaining -= 1;
    this.faults = this.faults.filter((f) => f.remaining > 0);
    return fault;
  }

  list(): Array<Omit<Fault, 'test'>> {
    return this.faults.map(({ test: _test, ...rest }) => rest);
  }

  clear(): void {
    this.faults = [];
  }
}

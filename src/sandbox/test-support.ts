import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { md5 } from './areas/customers';
import { startServer, type RunningServer } from './serve';

/**
 * Shared by the sandbox tests: a real server on 127.0.0.1 with a settable clock, and a tiny
 * client that speaks the API table's conventions (language prefix, `_` token, `{data}`).
 */

export const ANNA = { email: 'anna.becker@example.org', password: 'Hafen2024!' };
export const JAMES = { email: 'james.wilson@example.com', password: 'Lighthouse-77' };

/** Tuesday 16 April 2030, 09:00 in Berlin (07:00 UTC): the museum opens at 10:00. */
export const TUESDAY_MORNING = new Date('2030-04-16T07:00:00Z');

export interface Clock {
  set(instant: Date): void;
  readonly now: () => Date;
}

export function clockAt(instant: Date): Clock {
  let current = instant;
  return { set: (i) => (current = i), now: () => current };
}

export function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="de"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-test='"><title>Foyer</title><div id="root"></div><script src="/assets/main.0123456789.js"></script></html>`,
  );
  writeFileSync(join(dir, 'assets', 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // A lazy chunk in its build's directory (webpack.config.ts): also named for good.
  mkdirSync(join(dir, 'assets', '94e8f903'));
  writeFileSync(join(dir, 'assets', '94e8f903', 'runtime.js'), 'self.chunk = 1;');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export async function startTestServer(clock?: Clock): Promise<RunningServer> {
  return startServer({ distDir: makeDist(), port: 0, sandbox: clock ? { now: clock.now } : {} });
}

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  /** Sent verbatim, for malformed-JSON tests. */
  readonly rawBody?: string;
  readonly token?: string;
  readonly lang?: string;
}

export interface CallResult {
  readonly status: number;
  readonly json: any;
  readonly text: string;
  readonly headers: Headers;
}

export function api(server: RunningServer) {
  return async (path: string, options: CallOptions = {}): Promise<CallResult> => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {})) query.set(k, String(v));
    if (options.token !== undefined) query.set('_', options.token);
    const qs = query.toString();
    const url = `${server.url}/api/${options.lang ?? 'de'}/${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
    const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined ? 'POST' : 'GET');
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const res = await fetch(url, { method, body, headers: body === undefined ? {} : { 'Content-Type': 'application/json' } });
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers };
  };
}

export type Api = ReturnType<typeof api>;

export async function login(call: Api, who: { email: string; password: string }): Promise<string> {
  const res = await call('customer/login', { body: { _u: who.email, _p: md5(who.password) } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.json.data as string;
}

export const EXEC_QUERY = { us: 'Ab3De6Gh9Jk2', sessionUs: 'Zz9Yy8Xx7Ww6', srcURL: '/de/checkout/accepted' };

export async function initPayment(server: RunningServer, call: Api, items: unknown[], options: { token?: string; payart?: number; aux?: Record<string, unknown> } = {}): Promise<CallResult> {
  return call('payment/init/shop/160', {
    ...(options.token !== undefined ? { token: options.token } : {}),
    body: {
      payart: options.payart ?? 78,
      aux: options.aux ?? {},
      cart: { ver: 1, items, external_document_number: null },
      url: { continue: `${server.url}/de/checkout/accepted`, cancel: `${server.url}/de/checkout/canceled` },
    },
  });
}

/** Presses a button on the provider page like a browser would (form post, 303, not followed). */
export async function decide(server: RunningServer, paymentUrl: string, action: 'approve' | 'cancel' | 'fail'): Promise<Response> {
  return fetch(`${server.url}${paymentUrl}/${action}`, { method: 'POST', redirect: 'manual' });
}

/** Init, approve, exec: the whole happy path of one order. */
export async function buy(server: RunningServer, call: Api, items: unknown[], token?: string): Promise<CallResult> {
  const init = await initPayment(server, call, items, token === undefined ? {} : { token });
  if (init.status !== 200) throw new Error(`init failed: ${init.status} ${init.text}`);
  // A basket the vouchers cover is approved at init: its address is the shop's own continue URL.
  if (String(init.json.data.url).includes('/sandbox-pay/')) {
    const approved = await decide(server, init.json.data.url, 'approve');
    if (approved.status !== 303) throw new Error(`approve failed: ${approved.status}`);
  }
  return call('payment/exec', { body: { cartId: init.json.data.cartId }, query: EXEC_QUERY, ...(token !== undefined ? { token } : {}) });
}

export function ymd(iso: string): string {
  return iso.replace(/-/g, '');
}

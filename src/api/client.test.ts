import * as E from 'fp-ts/Either';
import { firstValueFrom, lastValueFrom, Subscription, take, toArray } from 'rxjs';
import type { IsoDate, Lang } from '../kernel/brands';
import { createApiClient, DEFAULT_TIMEOUT_MS, observableApi, type FetchLike } from './client';
import { createApiRequests } from './requests';
import { createPacer } from '../kernel/pacer';
import { endpoints } from './endpoints';
import type { ApiError, ApiSignal } from './errors';

interface Recorded {
  readonly url: URL;
  readonly init: RequestInit;
}

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that records each request and answers from a queue (the last answer repeats). */
function fakeFetch(...answers: Array<Response | Error>) {
  const requests: Recorded[] = [];
  const fetch: FetchLike = (input, init) => {
    requests.push({ url: new URL(input, 'https://shop.example'), init });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === undefined) return Promise.reject(new Error('no answer queued'));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  };
  return { fetch, requests };
}

/** A fetch whose answers the test releases by hand; it honours the abort signal like a browser. */
function manualFetch() {
  const calls: Array<{ url: string; signal: AbortSignal | null | undefined; resolve: (r: Response) => void }> = [];
  const fetch: FetchLike = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      calls.push({ url: input, signal: init.signal, resolve });
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  return { fetch, calls };
}

function setup(fetch: FetchLike, opts: { token?: string | null; lang?: Lang; base?: string; timeoutMs?: () => number } = {}) {
  const client = createApiClient({
    base: opts.base ?? '/api/',
    getLang: () => opts.lang ?? 'de',
    getToken: () => opts.token ?? null,
    fetch,
    timeoutMs: opts.timeoutMs,
  });
  const signals: ApiSignal[] = [];
  const subscription = client.signals$.subscribe((s) => signals.push(s));
  const pending: number[] = [];
  subscription.add(client.pending$.subscribe((n) => pending.push(n)));
  return { client, signals, pending, subscription };
}

const tourList = { tours: [{ id: 301, name: 'Öffentliche Führung', museumId: 1, venue: 'Kunsthalle', langIdentifier: 'de', langName: 'Deutsch' }] };

function leftOf<A>(result: E.Either<ApiError, A>): ApiError {
  if (E.isRight(result)) throw new Error(`expected a Left, got ${JSON.stringify(result.right)}`);
  return result.left;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('addressing', () => {
  it('builds base + lang + path and unwraps data', async () => {
    const { fetch, requests } = fakeFetch(json({ data: tourList }));
    const { client } = setup(fetch, { lang: 'en' });
    const result = await firstValueFrom(client.call('tourList'));
    expect(result).toEqual(E.right(tourList));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/api/en/tour/list');
    expect(requests[0]?.init.method).toBe('GET');
    expect(requests[0]?.init.body).toBeUndefined();
  });

  it('adds the missing slash of a configured base and supports absolute bases', async () => {
    const { fetch, requests } = fakeFetch(json({ data: tourList }));
    const { client } = setup(fetch, { base: 'https://tickets.kunsthalle.example/api' });
    await firstValueFrom(client.call('tourList'));
    expect(requests[0]?.url.href).toBe('https://tickets.kunsthalle.example/api/de/tour/list');
  });

  it('sends GET data as the query string', async () => {
    const { fetch, requests } = fakeFetch(json({ data: { '2025-06-12': [301] } }));
    const { client } = setup(fetch);
    await firstValueFrom(client.call('tourOverview', { query: { date: '2025-06-12' as IsoDate, lookahead: 3 } }));
    const url = requests[0]?.url;
    expect(url?.pathname).toBe('/api/de/tour/overview');
    expect(url?.searchParams.get('date')).toBe('2025-06-12');
    expect(url?.searchParams.get('lookahead')).toBe('3');
  });

  it('leaves out optional query values that were not given', async () => {
    const { fetch, requests } = fakeFetch(json({ data: { articles: [] } }));
    const { client } = setup(fetch);
    await firstValueFrom(client.call('merchandiseList', { query: { product_kind: 13 } }));
    expect(requests[0]?.url.pathname).toBe('/api/de/merchandise/list/shop/160');
    expect([...(requests[0]?.url.searchParams.keys() ?? [])]).toEqual(['product_kind']);
  });

  it('fills path placeholders, encoding the values', async () => {
    const { fetch, requests } = fakeFetch(json({ data: { '2025-06-12': 4 } }));
    const { client } = setup(fetch);
    await firstValueFrom(client.call('ticketCalendar', { path: { id: 21, start: '2025-06-01', end: '2025-07-31' } }));
    expect(requests[0]?.url.pathname).toBe('/api/de/ticket/calendar/event/21/range/2025-06-01;2025-07-31');
    expect(requests[0]?.url.searchParams.get('deep')).toBe('1');
  });

  it('sends POST data as a JSON body, with query parameters where the table has them', async () => {
    const { fetch, requests } = fakeFetch(json({ data: { booking_id: 417, has_tickets: 1 } }));
    const { client } = setup(fetch, { token: 'jwt-abc' });
    const result = await firstValueFrom(
      client.call('paymentExec', {
        query: { us: 'A1b2C3d4E5f6', sessionUs: 'Z9y8X7w6V5u4', srcURL: 'https://shop.example/de/checkout' },
        body: { cartId: 700412 },
      }),
    );
    expect(E.isRight(result)).toBe(true);
    const request = requests[0];
    expect(request?.init.method).toBe('POST');
    expect(JSON.parse(String(request?.init.body))).toEqual({ cartId: 700412 });
    expect(new Headers(request?.init.headers).get('Content-Type')).toBe('application/json');
    expect(request?.url.searchParams.get('us')).toBe('A1b2C3d4E5f6');
    expect(request?.url.searchParams.get('srcURL')).toBe('https://shop.example/de/checkout');
    expect(request?.url.searchParams.get('_')).toBe('jwt-abc');
  });

  it('sends an empty JSON object for a POST without a body', async () => {
    const { fetch, requests } = fakeFetch(json({ data: true }));
    const { client } = setup(fetch);
    await firstValueFrom(client.call('paymentCancel', { query: { cartId: 700412 } }));
    expect(requests[0]?.init.body).toBe('{}');
    expect(requests[0]?.url.search).toBe('?noRedirect=1&cartId=700412');
  });
});

describe('token', () => {
  it('goes in query _ for endpoints that take it', async () => {
    const { fetch, requests } = fakeFetch(json({ data: [] }));
    const { client } = setup(fetch, { token: 'eyJ.token.sig' });
    await firstValueFrom(client.call('paymentTypes'));
    expect(requests[0]?.url.searchParams.get('_')).toBe('eyJ.token.sig');
  });

  it('is never sent to endpoints that do not take it', async () => {
    const { fetch, requests } = fakeFetch(json({ data: tourList }));
    const { client } = setup(fetch, { token: 'eyJ.token.sig' });
    await firstValueFrom(client.call('tourList'));
    expect(requests[0]?.url.searchParams.has('_')).toBe(false);
  });

  it('is left out when nobody is logged in (shipping costs for a visitor)', async () => {
    const { fetch, requests } = fakeFetch(json({ data: 495 }));
    const { client } = setup(fetch, { token: null });
    const result = await firstValueFrom(
      client.call('shippingCosts', { body: { cart: [{ type: 'merchandise', id: 8801, count: 2 }], country: 'AT' } }),
    );
    expect(result).toEqual(E.right(495));
    expect(requests[0]?.url.search).toBe('');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ cart: [{ type: 'merchandise', id: 8801, count: 2 }], country: 'AT' });
  });
});

describe('decoding', () => {
  it('returns a Decode error with readable messages, logs them and signals', async () => {
    const broken = { tours: [{ ...tourList.tours[0], price: 1 }, { ...tourList.tours[0], id: '302' }] };
    const { fetch } = fakeFetch(json({ data: broken }));
    const { client, signals } = setup(fetch);
    const error = leftOf(await firstValueFrom(client.call('tourList')));
    const messages = ['Expecting number at tours.1.id but instead got: "302"'];
    expect(error).toEqual({ kind: 'Decode', endpoint: 'tourList', messages });
    expect(signals).toEqual([{ kind: 'decodeError', endpoint: 'tourList', messages }]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const logged = String(consoleError.mock.calls[0]?.[0]);
    expect(logged).toContain('tourList');
    expect(logged).toContain('TourList');
    expect(logged.split('\n')).toContain('  Expecting number at tours.1.id but instead got: "302"');
  });

  it('treats a body that is not JSON as a Decode error', async () => {
    const { fetch } = fakeFetch(new Response('<html><body>Wartungsarbeiten</body></html>', { status: 200 }));
    const { client, signals } = setup(fetch);
    const error = leftOf(await firstValueFrom(client.call('tourList')));
    expect(error).toEqual({
      kind: 'Decode',
      endpoint: 'tourList',
      messages: ['response is not JSON: "<html><body>Wartungsarbeiten</body></html>"'],
    });
    expect(signals.map((s) => s.kind)).toEqual(['decodeError']);
  });

  it('treats a JSON body without data as a Decode error', async () => {
    const { fetch } = fakeFetch(json({ tours: [] }));
    const { client } = setup(fetch);
    const error = leftOf(await firstValueFrom(client.call('tourList')));
    expect(error.kind === 'Decode' && error.messages).toEqual(['response has no "data" member: {"tours":[]}']);
  });

  it('a Decode error whose readable report cannot be loaded still says which codec refused the answer', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./report', () => {
        throw new Error('Loading chunk decode-report failed');
      });
      const { createApiRequests: isolated } = await import('./requests');
      // The areas' codecs, known to this registry's requests as the runtime's client makes them known.
      (await import('./area-codecs')).knowAreaCodecs();
      const { fetch } = fakeFetch(json({ data: { tours: 'none' } }));
      const requests = isolated({ base: '/api/', getLang: () => 'de', getToken: () => null, fetch }, { tourList: endpoints.tourList });
      const signals: ApiSignal[] = [];
      requests.onSignal((s) => signals.push(s));
      const messages = ['the response does not match TourList (its report could not be loaded)'];
      expect(await requests.request('tourList')).toEqual(E.left({ kind: 'Decode', endpoint: 'tourList', messages }));
      expect(signals).toEqual([{ kind: 'decodeError', endpoint: 'tourList', messages }]);
    });
    jest.dontMock('./report');
  });

  it('keeps tokens and personal data out of decode messages', async () => {
    const { fetch } = fakeFetch(json({ data: { fname: 'Marlene', email: 'marlene@example.org' } }));
    const { client, signals } = setup(fetch, { token: 'secret-jwt' });
    const error = leftOf(await firstValueFrom(client.call('customerData')));
    const everything = JSON.stringify([error, signals, consoleError.mock.calls]);
    expect(everything).toContain('Expecting string at lname');
    expect(everything).not.toContain('Marlene');
    expect(everything).not.toContain('marlene@example.org');
    expect(everything).not.toContain('secret-jwt');
  });

  it('keeps unknown fields, so read models choose what they take', async () => {
    const withExtra = { tours: [{ ...tourList.tours[0], internalNote: 'Treffpunkt Foyer' }] };
    const { fetch } = fakeFetch(json({ data: withExtra }));
    const { client } = setup(fetch);
    expect(await firstValueFrom(client.call('tourList'))).toEqual(E.right(withExtra));
  });
});

describe('HTTP errors and signals', () => {
  it.each([401, 403] as const)('signals unauthorized on %i and returns the body', async (status) => {
    const { fetch } = fakeFetch(json({ code: 'TOKEN_EXPIRED' }, status));
    const { client, signals } = setup(fetch, { token: 'old' });
    const error = leftOf(await firstValueFrom(client.call('customerData')));
    expect(error).toEqual({ kind: 'Http', status, body: { code: 'TOKEN_EXPIRED' } });
    expect(signals).toEqual([{ kind: 'unauthorized', status }]);
  });

  it.each([401, 403] as const)('a %i answering a request of a session that has ended since (signed out, or another sign-in) acts on nothing: no signal; its caller still hears it (issue 30, item 1)', async (status) => {
    for (const now of [null, 'new-session']) {
      const { fetch, calls } = manualFetch();
      const session: { token: string | null } = { token: 'old' };
      const { client, signals } = setup(fetch, session);
      const answer = firstValueFrom(client.call('customerData'));
      expect(calls[0]?.url).toContain('_=old');
      session.token = now;
      calls[0]?.resolve(json({ code: 'TOKEN_EXPIRED' }, status));
      expect(leftOf(await answer)).toEqual({ kind: 'Http', status, body: { code: 'TOKEN_EXPIRED' } });
      expect(signals).toEqual([]);
    }
  });

  it('a request too large that carried an old session’s token signs nobody out of the session held now', async () => {
    const { fetch, calls } = manualFetch();
    const session: { token: string | null } = { token: 'old' };
    const { client, signals } = setup(fetch, session);
    const answer = firstValueFrom(client.call('customerData'));
    session.token = 'new-session';
    calls[0]?.resolve(new Response('', { status: 431 }));
    expect(leftOf(await answer)).toEqual({ kind: 'Http', status: 431, body: '' });
    expect(signals).toEqual([]);
  });

  it.each([413, 414, 431] as const)('a %i (the request too large for the server) is no network failure: a signal of its own, saying whether a token went with it', async (status) => {
    const withToken = setup(fakeFetch(new Response('', { status })).fetch, { token: 'long' });
    expect(leftOf(await firstValueFrom(withToken.client.call('customerData')))).toEqual({ kind: 'Http', status, body: '' });
    expect(withToken.signals).toEqual([{ kind: 'requestTooLarge', endpoint: 'customerData', status, withToken: true }]);
    const without = setup(fakeFetch(new Response('', { status })).fetch);
    leftOf(await firstValueFrom(without.client.call('eventList')));
    expect(without.signals).toEqual([{ kind: 'requestTooLarge', endpoint: 'eventList', status, withToken: false }]);
  });

  it('signals serverError on 500, naming the endpoint', async () => {
    const { fetch } = fakeFetch(json({ message: 'Internal Server Error' }, 500));
    const { client, signals } = setup(fetch);
    const error = leftOf(await firstValueFrom(client.call('eventList')));
    expect(error).toEqual({ kind: 'Http', status: 500, body: { message: 'Internal Server Error' } });
    expect(signals).toEqual([{ kind: 'serverError', endpoint: 'eventList', status: 500 }]);
  });

  it('signals unavailable on 503 and keeps a non-JSON body as text', async () => {
    const { fetch } = fakeFetch(new Response('Service Unavailable', { status: 503 }));
    const { client, signals } = setup(fetch);
    expect(leftOf(await firstValueFrom(client.call('eventList')))).toEqual({ kind: 'Http', status: 503, body: 'Service Unavailable' });
    expect(signals).toEqual([{ kind: 'unavailable' }]);
  });

  it('leaves business errors (422, 410) to the caller without a signal', async () => {
    const { fetch } = fakeFetch(json({ error: 'VOUCHER_NOT_FOUND' }, 422), json({}, 410));
    const { client, signals } = setup(fetch);
    const lookup = leftOf(await firstValueFrom(client.call('voucherCodeLookup', { query: { voucher: 'KH-0000' } })));
    expect(lookup).toEqual({ kind: 'Http', status: 422, body: { error: 'VOUCHER_NOT_FOUND' } });
    const exec = leftOf(
      await firstValueFrom(client.call('paymentExec', { query: { us: 'a', sessionUs: 'b', srcURL: 'c' }, body: { cartId: 1 } })),
    );
    expect(exec).toMatchObject({ kind: 'Http', status: 410 });
    expect(signals).toEqual([]);
  });

  it('does not signal failures of a quiet endpoint (static content: "nothing happens")', async () => {
    const { fetch } = fakeFetch(json({}, 500));
    const { client, signals } = setup(fetch);
    expect(leftOf(await firstValueFrom(client.call('staticContent')))).toMatchObject({ kind: 'Http', status: 500 });
    expect(signals).toEqual([]);
  });

  it('turns a rejected fetch into a Network error and a networkError signal', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const { client, signals } = setup(fetch);
    const result = await firstValueFrom(client.call('tourList'));
    expect(result).toEqual(E.left({ kind: 'Network', message: 'Failed to fetch' }));
    expect(signals).toEqual([{ kind: 'networkError', endpoint: 'tourList' }]);
  });

  it('a request the browser aborts (the page is being left) is a Network error for the caller, but no networkError signal', async () => {
    const { fetch } = fakeFetch(Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }));
    const { client, signals } = setup(fetch);
    const result = await firstValueFrom(client.call('tourList'));
    expect(result).toEqual(E.left({ kind: 'Network', message: 'The user aborted a request.' }));
    expect(signals).toEqual([]);
  });

  it('emits exactly one value and completes, also on failure', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    const { client } = setup(fetch);
    const all = await lastValueFrom(client.call('tourList').pipe(toArray()));
    expect(all).toHaveLength(1);
  });

  it('never throws, even when a dependency does', async () => {
    const client = createApiClient({
      base: '/api/',
      getLang: () => {
        throw new Error('language store not ready');
      },
      getToken: () => null,
      fetch: fakeFetch(json({ data: tourList })).fetch,
    });
    expect(await firstValueFrom(client.call('tourList'))).toEqual(E.left({ kind: 'Network', message: 'language store not ready' }));
  });
});

describe('pending$', () => {
  it('counts overlapping calls and returns to 0 when they finish', async () => {
    const { fetch, calls } = manualFetch();
    const { client, pending } = setup(fetch);
    const first = firstValueFrom(client.call('tourList'));
    const second = firstValueFrom(client.call('eventList'));
    expect(pending).toEqual([0, 1, 2]);
    calls[1]?.resolve(json({ data: { events: [] } }));
    await second;
    expect(pending).toEqual([0, 1, 2, 1]);
    calls[0]?.resolve(json({ data: tourList }));
    await first;
    expect(pending).toEqual([0, 1, 2, 1, 0]);
  });

  it('decrements and aborts the fetch when a caller unsubscribes', async () => {
    const { fetch, calls } = manualFetch();
    const { client, pending, signals } = setup(fetch);
    const values: unknown[] = [];
    const subscription = new Subscription();
    subscription.add(client.call('tourList').subscribe((v) => values.push(v)));
    expect(pending).toEqual([0, 1]);
    subscription.unsubscribe();
    expect(pending).toEqual([0, 1, 0]);
    expect(calls[0]?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The abort rejects the fetch; that must neither reach the caller nor look like a network failure.
    expect(values).toEqual([]);
    expect(signals).toEqual([]);
    expect(pending).toEqual([0, 1, 0]);
  });

  it('counts a call that fails just like one that succeeds', async () => {
    const { fetch } = fakeFetch(json({}, 500));
    const { client, pending } = setup(fetch);
    await firstValueFrom(client.call('tourList'));
    expect(pending).toEqual([0, 1, 0]);
  });

  it('settles the count when one call is cancelled while another finishes (switchMap)', async () => {
    const { fetch, calls } = manualFetch();
    const { client } = setup(fetch);
    const counts = firstValueFrom(client.pending$.pipe(take(4), toArray()));
    const a = client.call('tourList').subscribe();
    const b = client.call('tourList').subscribe();
    a.unsubscribe();
    calls[1]?.resolve(json({ data: tourList }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    b.unsubscribe();
    expect(await counts).toEqual([0, 1, 2, 1]);
    expect(await firstValueFrom(client.pending$)).toBe(0);
  });
});

describe('time limits: a call that never answers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A fetch that never settles and ignores its abort signal: the worst a network can do. */
  const deafFetch = () => {
    const signals: Array<AbortSignal | null | undefined> = [];
    const fetch: FetchLike = (_input, init) => {
      signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    };
    return { fetch, signals };
  };

  it(`ends at ${DEFAULT_TIMEOUT_MS} ms as a timed-out Network error with a timeout signal (no "check your connection": issue 29), releases the waiting count and aborts`, async () => {
    const { fetch, signals: aborts } = deafFetch();
    const { client, pending, signals } = setup(fetch);
    const values: Array<E.Either<ApiError, unknown>> = [];
    let completed = false;
    client.call('merchandiseSingle', { query: { article: 1 } }).subscribe({ next: (v) => values.push(v), complete: () => (completed = true) });
    jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS - 1);
    expect(values).toEqual([]);
    expect(pending).toEqual([0, 1]);
    jest.advanceTimersByTime(1);
    expect(values).toEqual([E.left({ kind: 'Network', message: `no answer within ${DEFAULT_TIMEOUT_MS} ms`, timedOut: true })]);
    expect(completed).toBe(true);
    expect(pending).toEqual([0, 1, 0]);
    expect(signals).toEqual([{ kind: 'timeout', endpoint: 'merchandiseSingle', limitMs: DEFAULT_TIMEOUT_MS }]);
    expect(aborts[0]?.aborted).toBe(true);
  });

  it('a late answer after the limit reaches nobody and signals nothing more', async () => {
    const { fetch, calls } = manualFetch();
    const { client, signals, pending } = setup(fetch, { timeoutMs: () => 1_000 });
    const values: unknown[] = [];
    client.call('tourList').subscribe((v) => values.push(v));
    jest.advanceTimersByTime(1_000);
    calls[0]?.resolve(json({}, 500));
    await Promise.resolve();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(values).toHaveLength(1);
    expect(signals).toEqual([{ kind: 'timeout', endpoint: 'tourList', limitMs: 1_000 }]);
    expect(pending).toEqual([0, 1, 0]);
  });

  it('the limit is read per call; the payment calls allow themselves longer', () => {
    const { fetch } = deafFetch();
    let limit = 2_000;
    const { client } = setup(fetch, { timeoutMs: () => limit });
    const first: unknown[] = [];
    client.call('tourList').subscribe((v) => first.push(v));
    limit = 5_000;
    const second: unknown[] = [];
    client.call('tourList').subscribe((v) => second.push(v));
    const payment: unknown[] = [];
    client.call('paymentExec', { query: { us: 'A1b2C3d4E5f6', sessionUs: 'Z9y8X7w6V5u4', srcURL: 'https://shop.example/de/checkout' }, body: { cartId: 700412 } }).subscribe((v) => payment.push(v));
    jest.advanceTimersByTime(2_000);
    expect([first.length, second.length]).toEqual([1, 0]);
    jest.advanceTimersByTime(3_000);
    expect(second).toHaveLength(1);
    const paymentLimit = (endpoints.paymentExec as { timeoutMs?: number }).timeoutMs ?? 0;
    expect(paymentLimit).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
    jest.advanceTimersByTime(paymentLimit - 5_001);
    expect(payment).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(payment).toHaveLength(1);
  });

  it('static content never raises the waiting spinner: its hang must not cover a usable page (issue 29)', async () => {
    const { fetch, calls } = manualFetch();
    const { client, pending } = setup(fetch);
    const answer = firstValueFrom(client.call('staticContent'));
    expect(pending).toEqual([0]);
    calls[0]?.resolve(json({ data: {} }));
    await answer;
    expect(pending).toEqual([0]);
  });

  it('a quiet endpoint times out without a signal (static content: "nothing happens")', () => {
    const { fetch } = deafFetch();
    const { client, signals } = setup(fetch);
    const values: unknown[] = [];
    client.call('staticContent').subscribe((v) => values.push(v));
    jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS);
    expect(values).toHaveLength(1);
    expect(signals).toEqual([]);
  });

  it('a cancelled call leaves no timer behind', () => {
    const { fetch } = deafFetch();
    const { client, signals } = setup(fetch);
    client.call('tourList').subscribe().unsubscribe();
    expect(jest.getTimerCount()).toBe(0);
    expect(signals).toEqual([]);
  });
});

describe('observableApi with a pacer', () => {
  it('starts the requests as the pacer lets them; one unsubscribed while it waits is never made', async () => {
    const { fetch, calls } = manualFetch();
    const tasks: Array<() => void> = [];
    const requests = createApiRequests({ base: '/api/', getLang: () => 'de', getToken: () => null, fetch }, {});
    const client = observableApi(requests, [], createPacer(1, (run) => void tasks.push(run)));
    const answers: unknown[] = [];
    client.call('tourSingle', { query: { tour: 301 } }).subscribe((a) => answers.push(a));
    const waiting = client.call('tourSingle', { query: { tour: 302 } }).subscribe();
    client.call('tourSingle', { query: { tour: 303 } }).subscribe();
    expect(calls.map((c) => c.url)).toEqual(['/api/de/tour/single?tour=301']);
    expect(requests.pending.value).toBe(1);
    waiting.unsubscribe();
    tasks.shift()?.();
    expect(calls.map((c) => c.url)).toEqual(['/api/de/tour/single?tour=301', '/api/de/tour/single?tour=303']);
    calls[0]?.resolve(json({}, 404));
    // The third answered too: no request is left waiting for its time limit after the test.
    calls[1]?.resolve(json({}, 404));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(1);
    expect(requests.pending.value).toBe(0);
  });
});

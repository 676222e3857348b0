import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpoints, ENDPOINT_NAMES, type EndpointName } from '../api/endpoints';
import { matchPath } from '../api/path-template';
import { queryCodecOf } from '../api/all-response-codecs';
import { LANGUAGES, type Lang } from '../messages/primitives';
import { placeholderSvg } from './assets';
import { Core, type CoreOptions } from './core';
import { customerForToken } from './areas/customers';
import { Faults } from './faults';
import { badRequest, decodeOr400, HttpError, notFound, queryObject, readJsonBody, redirect, sendJson, sendRaw, unauthorized } from './http';
import { handleProviderPage } from './provider-page';
import type { RouteCtx } from './request';
import { cancelRedirectTarget, routes, type RouteSpec } from './routes';
import type { SandboxState } from './state';

// The dev server reads the catalogue option from its environment (webpack.config.ts).
export { catalogueNamed } from './core';

export interface SandboxOptions extends CoreOptions {
  /** Where the API is mounted. The shop's default API base is `/api/`. */
  readonly apiPrefix?: string;
}

export type Next = (err?: unknown) => void;

export interface Sandbox {
  /** Connect-style middleware: answers /api/… and /sandbox-pay/…, passes everything else on. */
  readonly handle: (req: IncomingMessage, res: ServerResponse, next?: Next) => Promise<void>;
  readonly reset: () => void;
  readonly state: SandboxState;
  readonly core: Core;
  readonly faults: Faults;
}

const PAY_PREFIX = '/sandbox-pay/';

/** A response that takes whatever a handler writes and sends nothing (a fault with `after`). */
function discardingResponse(): ServerResponse {
  const sink = { headersSent: false, statusCode: 200, writeHead: () => sink, setHeader: () => sink, getHeader: () => undefined, write: () => true, end: () => sink };
  // Only the members the sandbox's senders use: writeHead, setHeader, end.
  return sink as unknown as ServerResponse;
}

function isLang(s: string): s is Lang {
  return (LANGUAGES as readonly string[]).includes(s);
}

function findEndpoint(method: string, rest: string): { name: EndpointName; params: Record<string, string> } | 'method' | null {
  let wrongMethod = false;
  for (const name of ENDPOINT_NAMES) {
    const def = endpoints[name];
    const params = matchPath(def.path, rest);
    if (!params) continue;
    if (def.method === method || (method === 'HEAD' && def.method === 'GET')) return { name, params };
    wrongMethod = true;
  }
  return wrongMethod ? 'method' : null;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const core = new Core(options);
  const faults = new Faults();
  const apiPrefix = options.apiPrefix ?? '/api/';
  const hookPrefix = `${apiPrefix}__sandbox/`;

  async function handleHook(req: IncomingMessage, res: ServerResponse, hook: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (hook === 'reset' && method === 'POST') {
      core.reset();
      faults.clear();
      return sendJson(res, 200, { data: true });
    }
    if (hook === 'fault' && method === 'POST') return sendJson(res, 200, { data: faults.add(await readJsonBody(req)) });
    if (hook === 'fault' && method === 'GET') return sendJson(res, 200, { data: faults.list() });
    if (hook === 'fault' && method === 'DELETE') {
      faults.clear();
      return sendJson(res, 200, { data: true });
    }
    if (hook === 'config' && method === 'GET') return sendJson(res, 200, { data: core.config() });
    if (hook === 'config' && method === 'POST') {
      const patch = await readJsonBody(req);
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw badRequest('config overrides must be a JSON object');
      const result = core.overrideConfig(patch as Record<string, unknown>);
      if (!result.ok) throw badRequest(`the configuration would not decode: ${result.errors.join('; ')}`);
      return sendJson(res, 200, { data: result.config });
    }
    if (hook === 'outbox' && method === 'GET') return sendJson(res, 200, { data: core.state.outbox });
    const asset = /^assets\/([a-z0-9-]+)\.svg$/.exec(hook);
    if (asset && (method === 'GET' || method === 'HEAD')) {
      const svg = placeholderSvg(asset[1] ?? '');
      if (svg) return sendRaw(res, 200, svg, 'image/svg+xml; charset=utf-8', { 'Cache-Control': 'public, max-age=86400' });
    }
    throw notFound();
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const path = url.pathname.slice(apiPrefix.length);
    const slash = path.indexOf('/');
    const lang = slash < 0 ? path : path.slice(0, slash);
    const rest = slash < 0 ? '' : path.slice(slash + 1);
    if (!isLang(lang)) throw notFound();
    const found = findEndpoint(method, rest);
    if (found === null) throw notFound();
    if (found === 'method') throw new HttpError(405, { code: 'METHOD_NOT_ALLOWED' });
    const { name, params } = found;
    const def = endpoints[name];
    // Read before anything can fail, so a 400 for bad JSON does not depend on the token.
    const body = def.method === 'POST' ? await readJsonBody(req) : undefined;
    const rawQuery = queryObject(url.searchParams);

    const spec = routes[name] as RouteSpec<EndpointName>;
    const token = rawQuery._;
    let customer = null;
    if (spec.auth !== 'none' && token !== undefined && token !== '') {
      customer = customerForToken(core, token) ?? null;
      if (!customer) throw unauthorized();
    }
    if (spec.auth === 'required' && !customer) throw unauthorized();

    const queryCodec = queryCodecOf(name);
    const query: unknown = queryCodec ? decodeOr400(queryCodec, rawQuery, 'query') : {};
    // `routes[name]` and `def.query` belong to the same name, so the decoded query is exactly
    // what that handler declared; TypeScript cannot correlate the two through a variable key.
    // eslint-disable-next-line no-restricted-syntax
    const ctx: RouteCtx<never> = { core, lang, params, query: query as never, rawQuery, body, customer };
    const data = spec.handle(ctx);
    if (name === 'paymentCancel' && rawQuery.noRedirect !== '1') {
      const target = cancelRedirectTarget(core, rawQuery.cartId ?? '');
      if (target) return redirect(res, target);
    }
    sendJson(res, 200, { data });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, next?: Next): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const isApi = url.pathname.startsWith(apiPrefix);
    const isPay = url.pathname.startsWith(PAY_PREFIX);
    if (!isApi && !isPay) {
      if (next) return next();
      return sendJson(res, 404, { code: 'NOT_FOUND' });
    }
    try {
      if (url.pathname.startsWith(hookPrefix)) return await handleHook(req, res, url.pathname.slice(hookPrefix.length));
      const fault = faults.take(req.method ?? 'GET', url.pathname + url.search);
      if (fault) {
        // The work is done and its own answer thrown away: only the fault's reaches the shop.
        if (fault.after) await (isPay ? handleProviderPage(core, req, discardingResponse(), url.pathname) : handleApi(req, discardingResponse(), url)).catch(() => undefined);
        if (fault.delayMs > 0) await new Promise((r) => setTimeout(r, fault.delayMs));
        if (typeof fault.body === 'string') return sendRaw(res, fault.status, fault.body, 'application/json; charset=utf-8');
        return sendJson(res, fault.status, fault.body);
      }
      if (isPay) return await handleProviderPage(core, req, res, url.pathname);
      await handleApi(req, res, url);
    } catch (e) {
      if (e instanceof HttpError) return sendJson(res, e.status, e.body, e.headers);
      // A bug in the sandbox must look like what it is to the shop: a 500, not a hung request.
      console.error('[sandbox]', req.method, url.pathname, e);
      if (!res.headersSent) sendJson(res, 500, { code: 'INTERNAL_ERROR', message: 'sandbox error' });
      else res.end();
    }
  }

  return {
    handle,
    reset: () => {
      core.reset();
      faults.clear();
    },
    get state() {
      return core.state;
    },
    core,
    faults,
  };
}

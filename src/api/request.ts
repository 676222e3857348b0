import type { EndpointDef } from './endpoint-def';
import { fillPath, type PathValue } from './path-template';

/** The loosely typed params the client hands over after `ParamsOf<N>` has checked them. */
export interface RawParams {
  readonly path?: Readonly<Record<string, PathValue | undefined>>;
  readonly query?: unknown;
  readonly body?: unknown;
}

export interface RequestContext {
  readonly base: string;
  readonly lang: string;
  readonly token: string | null;
}

export interface BuiltRequest {
  readonly url: string;
  readonly init: { readonly method: 'GET' | 'POST'; readonly headers: Record<string, string>; readonly body?: string };
}

/** The query parameter that carries the JWT. */
export const TOKEN_PARAM = '_';

function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

function appendScalars(search: URLSearchParams, values: unknown): void {
  if (typeof values !== 'object' || values === null) return;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
}

/**
 * Address = base + lang + "/" + path; GET data goes in the query string, POST data in a JSON
 * body. POSTs still carry query parameters where the table says so (token, paymentExec's us).
 */
export function buildRequest(def: EndpointDef, params: RawParams, ctx: RequestContext): BuiltRequest {
  const path = fillPath(def.path, params.path ?? {});
  const search = new URLSearchParams();
  appendScalars(search, def.fixedQuery);
  // As the caller gives it: every query codec's encoder is the identity (endpoints.test.ts), and a
  // lazy one's codec is not here (endpoint-def.ts `query`).
  appendScalars(search, params.query);
  if (def.token && ctx.token) search.set(TOKEN_PARAM, ctx.token);
  const query = search.toString();
  const url = `${withTrailingSlash(ctx.base)}${encodeURIComponent(ctx.lang)}/${path}${query ? `?${query}` : ''}`;

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (def.method === 'GET') return { url, init: { method: 'GET', headers } };
  const body: unknown = def.body && params.body !== undefined ? def.body.encode(params.body) : {};
  return {
    url,
    init: { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  };
}

/**
 * The shop's Content-Security-Policy (docs/security.md). The build writes it into index.html as
 * a meta tag (webpack.config.ts), with the hash of the one inline script (the early requests,
 * src/app/early-requests.ts); a server sends the same policy as a header with `frame-ancestors`,
 * which a meta tag cannot carry (src/sandbox/serve.ts does; docs/security.md says how a static
 * host does). Node-only: neither the shop nor the embed snippet imports it.
 */

export interface PolicySources {
  /** Base64 SHA-256 of each inline script of index.html. */
  readonly scriptHashes: readonly string[];
  /** FOYER_API_BASE: relative (the shop's own origin) or absolute (another origin). */
  readonly apiBase: string;
}

/** The origin of an http(s) address, or null: only an origin goes into a policy, never a path or a second directive. */
function webOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname.includes('*')) return null;
  // `https://a.example; script-src …` parses with the rest in the path: only an exact origin counts.
  return value.replace(/\/$/, '') === url.origin ? url.origin : null;
}

/** The API's origin when it is not the shop's own (an absolute FOYER_API_BASE). */
function apiOrigin(apiBase: string): string | null {
  try {
    const url = new URL(apiBase);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Everything the shop loads is its own (scripts, styles, fonts, the API) except images: the
 * catalogue, partner logos and static pages name images on the museum's hosts, which a build
 * cannot know, so any https image (and data: images, the favicon among them) may show. No
 * inline script but the hashed one, no eval, no inline style, no plugin, frame or `<base>`, no
 * worker but the shop's own (the Intl warm-up, src/app/intl-warmup.worker.ts); forms submit to
 * the shop only (its own forms never submit at all).
 */
export function contentSecurityPolicy({ scriptHashes, apiBase }: PolicySources): string {
  const api = apiOrigin(apiBase);
  const withApi = (sources: string): string => (api ? `${sources} ${api}` : sources);
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    // Said outright, not left to script-src, which a worker falls back to.
    "worker-src 'self'",
    "style-src 'self'",
    withApi("img-src 'self' data: https:"),
    "font-src 'self'",
    withApi("connect-src 'self'"),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Who may frame the shop: itself and the museum pages of the configuration's `hostOrigins` (docs/embedding.md). */
export function frameAncestors(hostOrigins: readonly unknown[] | undefined): string {
  const origins = (hostOrigins ?? []).map(webOrigin).filter((origin): origin is string => origin !== null);
  return ["frame-ancestors 'self'", ...new Set(origins)].join(' ');
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/i;

/** The text of each inline `<script>` of a page, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
}

/** The page with the policy as its first meta tag after the charset: before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  return html.replace(/<head>/i, (head) => head + meta);
}

/** The policy a page's meta tag carries, or null. */
export function policyInHtml(html: string): string | null {
  return POLICY_META.exec(html)?.[1] ?? null;
}

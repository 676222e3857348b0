/**
 * Guards every navigation whose target comes from stored or query data (the return target
 * after login, payment return links): only our own origin is ever followed.
 *
 * Parsing is left to the WHATWG URL parser, the same one the browser uses when it follows
 * the link, so tricks like `/\evil.example`, `java\tscript:` or leading spaces resolve here
 * exactly as they would in `location.assign`.
 */

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

function isWebOrigin(origin: URL): boolean {
  return origin.protocol === 'https:' || origin.protocol === 'http:';
}

/**
 * True when `url`, resolved against `origin`, points at `origin` with the same scheme.
 * The scheme check matters: `blob:https://shop.example/…` reports the shop's origin.
 */
export function isSameOrigin(url: string, origin: string): boolean {
  const base = parse(origin);
  if (!base || !isWebOrigin(base)) return false;
  const target = parse(url, base.origin);
  return target !== null && target.protocol === base.protocol && target.origin === base.origin;
}

/**
 * The path + query + hash to navigate to, or null when `url` leaves our origin. The result
 * always starts with exactly one "/": a path like `//evil.example` on our own origin would
 * otherwise come back protocol-relative and leave it when used as a link.
 */
export function safeInternalPath(url: string, origin: string): string | null {
  if (!isSameOrigin(url, origin)) return null;
  const base = parse(origin);
  const target = base && parse(url, base.origin);
  if (!target) return null;
  const pathname = target.pathname.replace(/^[/\\]+/, '/');
  return `${pathname}${target.search}${target.hash}`;
}

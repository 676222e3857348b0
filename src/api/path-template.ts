/**
 * Endpoint paths are written as templates, e.g. `tour/calendar/tour/{tour}/range/{start};{end}`
 * or `ticket/collect/event/{event}[/date/{date}]` (a bracketed part is left out when its
 * placeholders are not given). The client fills them; the sandbox server matches them. One
 * notation, read by both, keeps the two sides of the API table from drifting.
 */

export type PathValue = string | number;

type Placeholders<S extends string> = S extends `${string}{${infer K}}${infer Rest}` ? K | Placeholders<Rest> : never;
type OptionalGroups<S extends string> = S extends `${string}[${infer G}]${infer Rest}` ? G | OptionalGroups<Rest> : never;
type OptionalPlaceholders<S extends string> = Placeholders<OptionalGroups<S>>;

/** The params a template needs: `{x}` required, `[…{y}…]` optional. */
export type PathParams<S extends string> = {
  readonly [K in Exclude<Placeholders<S>, OptionalPlaceholders<S>>]: PathValue;
} & { readonly [K in OptionalPlaceholders<S>]?: PathValue };

export type HasPathParams<S extends string> = [Placeholders<S>] extends [never] ? false : true;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const OPTIONAL_GROUP = /\[([^\]]*)\]/g;

function isPresent(v: PathValue | undefined): v is PathValue {
  return v !== undefined && v !== '';
}

/**
 * Fills a template. Values are URI-encoded so a value can never add a path segment.
 * Throws on a missing required value: that is a programming error the type system already
 * rules out, and the client turns it into an ApiError rather than letting it escape.
 */
export function fillPath(template: string, params: Readonly<Record<string, PathValue | undefined>> = {}): string {
  const withGroups = template.replace(OPTIONAL_GROUP, (_, group: string) => {
    const names = [...group.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    return names.every((n) => isPresent(params[n])) ? group : '';
  });
  return withGroups.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (!isPresent(value)) throw new Error(`path "${template}" needs a value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function templateToRegExp(template: string): RegExp {
  let source = '';
  let last = 0;
  // Optional groups become `(?:…)?`; placeholders become named captures of one segment part.
  const token = /\[|\]|\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
  for (const m of template.matchAll(token)) {
    source += escapeRegExp(template.slice(last, m.index));
    if (m[0] === '[') source += '(?:';
    else if (m[0] === ']') source += ')?';
    else source += `(?<${m[1] ?? ''}>[^/;]+)`;
    last = m.index + m[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return new RegExp(`^${source}$`);
}

/**
 * Matches a concrete path (without base and language) against a template and returns the
 * decoded placeholder values, or null when it does not match.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const match = templateToRegExp(template).exec(path);
  if (!match) return null;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    if (value === undefined) continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return out;
}

import { readFileSync } from 'node:fs';

/**
 * What a journey looks for, said the way a visitor would (a role and a name, a label, a text),
 * as plain data: every engine answers it with the same in-page code (Testing Library's queries,
 * injected into the page), so "the button named Pay now" means the same in Chromium, Firefox and
 * WebKit, and no engine's own selector dialect leaks into a journey.
 */

/** A string matches the whole (whitespace-normalised) text; a RegExp anywhere in it. */
export type Matcher = string | RegExp;
/** A Matcher as it crosses into the page: RegExps become their source and flags. */
type Sent = string | { re: string; flags: string };

type By =
  | { by: 'role'; role: string; name?: Sent; level?: number; checked?: boolean }
  | { by: 'label'; label: Sent }
  | { by: 'text'; text: Sent }
  | { by: 'testId'; testId: string }
  | { by: 'css'; css: string };

export type Query = By & { within?: Query; hasText?: Sent; nth?: number; description: string };

const send = (m: Matcher): Sent => (typeof m === 'string' ? m : { re: m.source, flags: m.flags });
const show = (m: Matcher): string => (typeof m === 'string' ? `"${m}"` : String(m));

export const role = (name: string, accessibleName?: Matcher, options: { level?: number; checked?: boolean } = {}): Query => ({
  by: 'role',
  role: name,
  ...(accessibleName === undefined ? {} : { name: send(accessibleName) }),
  ...options,
  description: `${name}${accessibleName === undefined ? '' : ` ${show(accessibleName)}`}`,
});
export const label = (m: Matcher): Query => ({ by: 'label', label: send(m), description: `labelled ${show(m)}` });
export const text = (m: Matcher): Query => ({ by: 'text', text: send(m), description: `text ${show(m)}` });
export const testId = (id: string): Query => ({ by: 'testId', testId: id, description: `[data-testid=${id}]` });
export const css = (selector: string): Query => ({ by: 'css', css: selector, description: selector });

/** `query` looked for inside (the first match of) `scope`. */
export const within = (scope: Query, query: Query): Query => ({ ...query, within: scope, description: `${query.description} in ${scope.description}` });
/** Only the matches whose text (their descendants' too) matches, as Playwright's `filter({ hasText })`. */
export const withText = (query: Query, m: Matcher): Query => ({ ...query, hasText: send(m), description: `${query.description} with text ${show(m)}` });
/** The n-th match (from 0) where several are expected. */
export const nth = (query: Query, n: number): Query => ({ ...query, nth: n, description: `${query.description} #${n}` });

export const heading = role('heading', undefined, { level: 1 });
export const main = role('main');

/** What the page says about a query's match, in one round trip. */
export interface Seen {
  /** Matches; an action needs exactly one, or `nth`. */
  readonly count: number;
  readonly text: string;
  readonly value: string | null;
  readonly checked: boolean | null;
  readonly visible: boolean;
  /** Not `:disabled` (aria-disabled controls stay clickable on purpose). */
  readonly enabled: boolean;
  readonly focused: boolean;
  /** Where it lies in the viewport, in CSS pixels. */
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
  readonly attributes: Readonly<Record<string, string | null>>;
}

/**
 * In the page: the matches of a query. Self-contained, since it is sent as source text and
 * defined as `window.__foyerFind` beside the library (see `injection`).
 */
function findInPage(query: Query): Element[] {
  type Lib = Record<string, (container: Element, ...args: unknown[]) => Element[]>;
  const lib = (window as unknown as { TestingLibraryDom: Lib }).TestingLibraryDom;
  const matcher = (m: Sent | undefined) => (m === undefined || typeof m === 'string' ? m : new RegExp(m.re, m.flags));
  const all = (q: Query): Element[] => {
    const scopes = q.within ? all(q.within).slice(0, 1) : [document.body];
    const found = scopes.flatMap((scope): Element[] => {
      switch (q.by) {
        case 'role':
          return lib.queryAllByRole!(scope, q.role, { name: matcher(q.name), level: q.level, checked: q.checked });
        case 'label':
          return lib.queryAllByLabelText!(scope, matcher(q.label));
        case 'text':
          return lib.queryAllByText!(scope, matcher(q.text));
        case 'testId':
          return lib.queryAllByTestId!(scope, q.testId);
        case 'css':
          // From the document, so `html` itself can be asked about.
          return Array.from((q.within ? scope : document).querySelectorAll(q.css));
      }
    });
    const wanted = matcher(q.hasText);
    const normal = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const kept = wanted === undefined ? found : found.filter((el) => (typeof wanted === 'string' ? normal(el).includes(wanted) : wanted.test(normal(el))));
    return q.nth === undefined ? kept : kept.slice(q.nth, q.nth + 1);
  };
  return all(query);
}

/**
 * The script that makes a document answer queries: Testing Library's browser build and the
 * finder. Sent once per document, through the engine's own evaluation (which a page's
 * Content-Security-Policy, such as the provider page's, does not stop).
 */
export function injection(): string {
  const library = readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');
  return `${library};\nwindow.__foyerFind = ${findInPage.toString()};`;
}

type Find = (query: Query) => Element[];

/** In the page: how the query's match looks now (`attributes` lists the ones to read). */
export function seeInPage({ query, attributes }: { query: Query; attributes: string[] }): Seen | 'no-library' {
  const find = (window as unknown as { __foyerFind?: Find }).__foyerFind;
  if (!find) return 'no-library';
  const found = find(query);
  const el = found[0];
  const input = el as HTMLInputElement | undefined;
  const visible = !!el && (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0);
  return {
    count: found.length,
    text: (el?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    value: el && 'value' in el && typeof input?.value === 'string' ? input.value : null,
    checked: el && 'checked' in el ? !!input?.checked : null,
    visible,
    enabled: !!el && !el.matches(':disabled'),
    focused: !!el && document.activeElement === el,
    box: el ? (({ x, y, width, height }) => ({ x, y, width, height }))(el.getBoundingClientRect()) : null,
    attributes: Object.fromEntries(attributes.map((a) => [a, el?.getAttribute(a) ?? null])),
  };
}

/**
 * In the page: the one element an action is for, or null (none, several, no library yet,
 * covered, or moving). A pointer lands on whatever is on top at that moment: an element under
 * the sticky header or a notice is first scrolled to the middle of the viewport, and it is not
 * picked while something else (not its own label) lies over its centre, nor while its box still
 * changes between two frames (the cookie notice taking the other corner once the page's main
 * action arrives). Playwright checks both itself; Puppeteer's locator only the second, WebDriver
 * neither, so the check is made once, for all.
 */
export async function pickInPage({ query, reach }: { query: Query; reach: boolean }): Promise<Element | null> {
  const find = (window as unknown as { __foyerFind?: Find }).__foyerFind;
  const found = find ? find(query) : [];
  const el = found.length === 1 ? found[0]! : null;
  if (!el || !reach) return el;
  const reachable = (): boolean => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    if (!hit) return false;
    if (el === hit || el.contains(hit)) return true;
    // A styled radio or checkbox lies under its own label, which passes the click on.
    const labelled = hit.closest('label');
    return labelled !== null && (labelled.control === el || labelled.contains(el));
  };
  if (!reachable()) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const where = () => JSON.stringify(el.getBoundingClientRect());
  const before = where();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return where() === before && reachable() ? el : null;
}

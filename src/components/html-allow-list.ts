/**
 * What server HTML may keep (SafeHtml.tsx): ONE list for both sanitizers, the browser's own
 * (Sanitizer API) and the DOMPurify fallback, so a visitor sees the same page in either. The
 * elements and their attributes are the HTML part of Chromium's built-in safe list (`new
 * Sanitizer().get()`), with images; no form, input, style, frame, SVG or MathML. Content of an
 * element not on the list goes with it (as the Sanitizer API does: `<form>`'s fields, `<style>`'s
 * rules never show as text).
 */
export const ALLOWED_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'hreflang', 'type'],
  abbr: [],
  address: [],
  article: [],
  aside: [],
  b: [],
  bdi: [],
  bdo: [],
  blockquote: ['cite'],
  br: [],
  caption: [],
  cite: [],
  code: [],
  col: ['span'],
  colgroup: ['span'],
  data: ['value'],
  dd: [],
  del: ['cite', 'datetime'],
  dfn: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  footer: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  header: [],
  hgroup: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height'],
  ins: ['cite', 'datetime'],
  kbd: [],
  li: ['value'],
  main: [],
  mark: [],
  menu: [],
  nav: [],
  ol: ['reversed', 'start', 'type'],
  p: [],
  pre: [],
  q: [],
  rp: [],
  rt: [],
  ruby: [],
  s: [],
  samp: [],
  search: [],
  section: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'headers', 'rowspan'],
  tfoot: [],
  th: ['abbr', 'colspan', 'headers', 'rowspan', 'scope'],
  thead: [],
  time: ['datetime'],
  tr: [],
  u: [],
  ul: [],
  var: [],
  wbr: [],
};

/** On any element: the built-in list's (dir, lang, title) and the shop's (class for the museum's styles, link targets). */
export const GLOBAL_ATTRIBUTES: readonly string[] = ['class', 'dir', 'lang', 'title', 'target', 'rel'];

export const isAllowedAttribute = (element: string, attribute: string): boolean =>
  GLOBAL_ATTRIBUTES.includes(attribute) || (Object.hasOwn(ALLOWED_ELEMENTS, element) && (ALLOWED_ELEMENTS[element] ?? []).includes(attribute));

/** The attributes holding an address, and the schemes each may name (a relative address is always fine). */
const URL_SCHEMES: Readonly<Record<string, readonly string[]>> = { href: ['http:', 'https:', 'mailto:', 'tel:'], src: ['http:', 'https:', 'data:'], cite: ['http:', 'https:'] };
const DATA_IMAGE = /^image\/(?:png|gif|jpeg|webp)[;,]/i;

/**
 * Whether an attribute's value may stay: any value for a plain attribute; for an address, one of
 * its schemes, read by the WHATWG parser as the browser would follow it (`java\tscript:` too);
 * `data:` only for an image in a raster format (an SVG one may carry script).
 */
export function isAllowedValue(attribute: string, value: string): boolean {
  const schemes = URL_SCHEMES[attribute];
  if (!schemes) return true;
  let url: URL;
  try {
    url = new URL(value, 'https://relative.invalid/');
  } catch {
    return false;
  }
  if (!schemes.includes(url.protocol)) return false;
  return url.protocol !== 'data:' || DATA_IMAGE.test(url.pathname);
}

/** The Sanitizer API's configuration of the list. */
export const sanitizerConfig = () => ({
  elements: Object.entries(ALLOWED_ELEMENTS).map(([name, attributes]) => ({ name, attributes: [...attributes] })),
  attributes: [...GLOBAL_ATTRIBUTES],
  comments: false,
  dataAttributes: false,
});

/** After either sanitizer: addresses outside their schemes go (the built-in list keeps `data:` links), new tabs get rel=noopener. */
export function finishSanitized(root: ParentNode): void {
  for (const attribute of Object.keys(URL_SCHEMES)) {
    root.querySelectorAll(`[${attribute}]`).forEach((el) => {
      if (!isAllowedValue(attribute, el.getAttribute(attribute) ?? '')) el.removeAttribute(attribute);
    });
  }
  root.querySelectorAll('a[target="_blank"]').forEach((a) => a.setAttribute('rel', 'noopener noreferrer'));
}

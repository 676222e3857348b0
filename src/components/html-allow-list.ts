import { IMAGE_ATTRIBUTES, SHOP_ATTRIBUTES } from './sanitize-common';

/**
 * The DOMPurify fallback's allow-list (purify.ts): an explicit copy of what the browser's own
 * path keeps (SafeHtml.tsx), the HTML Sanitizer API's built-in safe list (`new
 * Sanitizer().get()` in Chromium, HTML elements) with the shop's additions (sanitize-common.ts),
 * so a visitor sees the same page in either. No form, input, style, frame, SVG or MathML.
 * Content of an element not on the list goes with it (as the Sanitizer API does: `<form>`'s
 * fields, `<style>`'s rules never show as text). The browser test renders hostile cases through
 * both paths and compares them byte for byte (test/e2e/security.e2e.ts, "11.").
 */
const ALLOWED_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
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
  img: IMAGE_ATTRIBUTES,
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
  title: [],
  tr: [],
  u: [],
  ul: [],
  var: [],
  wbr: [],
};

/**
 * On any element: the built-in list's global attributes (dir, lang, title and the presentation
 * attributes it keeps for SVG and MathML, inert on HTML elements) and the shop's.
 */
const GLOBAL_ATTRIBUTES: readonly string[] = [
  ...SHOP_ATTRIBUTES,
  ...'alignment-baseline baseline-shift clip-path clip-rule color color-interpolation cursor dir direction display displaystyle dominant-baseline fill fill-opacity fill-rule font-family font-size font-size-adjust font-stretch font-style font-variant font-weight lang letter-spacing marker-end marker-mid marker-start mathbackground mathcolor mathsize opacity paint-order pointer-events scriptlevel shape-rendering stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-overflow text-rendering transform transform-origin unicode-bidi vector-effect visibility white-space word-spacing writing-mode'.split(' '),
];

export const ALLOWED_TAGS: readonly string[] = ['#text', ...Object.keys(ALLOWED_ELEMENTS)];
export const ALLOWED_ATTRIBUTES: readonly string[] = [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(ALLOWED_ELEMENTS).flat()])];

export const isAllowedAttribute = (element: string, attribute: string): boolean =>
  GLOBAL_ATTRIBUTES.includes(attribute) || (Object.hasOwn(ALLOWED_ELEMENTS, element) && (ALLOWED_ELEMENTS[element] ?? []).includes(attribute));

/**
 * What both sanitizers of server HTML share (SafeHtml.tsx): the shop's additions to the browser's
 * built-in safe list, the check of addresses by scheme after sanitizing, and the removal of
 * inline code before parsing. Small, because the first visit's cookie notice carries it; the
 * fallback's explicit copy of the built-in list (html-allow-list.ts) loads with DOMPurify.
 */

/** Added to the built-in list on every element: class for the museum's styles, link targets and their rel. */
export const SHOP_ATTRIBUTES: readonly string[] = ['class', 'title', 'target', 'rel'];
/** Images, with their address, text and size. */
export const IMAGE_ATTRIBUTES: readonly string[] = ['src', 'alt', 'width', 'height'];
/** Taken out of the built-in list whole: server text needs no drawing or formula, and the fallback keeps HTML only. */
export const FOREIGN_ROOTS = [
  { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
  { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
] as const;

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

/** After either sanitizer: addresses outside their schemes go (the built-in list keeps `data:` links), new tabs get rel=noopener. */
export function finishSanitized(root: ParentNode): void {
  for (const attribute of Object.keys(URL_SCHEMES)) {
    root.querySelectorAll(`[${attribute}]`).forEach((el) => {
      if (!isAllowedValue(attribute, el.getAttribute(attribute) ?? '')) el.removeAttribute(attribute);
    });
  }
  root.querySelectorAll('a[target="_blank"]').forEach((a) => a.setAttribute('rel', 'noopener noreferrer'));
}

const TAG = /<[a-z][^>]*>/gi;
const INLINE_CODE = /([\s/"'])(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*)/gi;

/**
 * The HTML without inline event handlers (`onclick=…`) and style attributes, before either
 * sanitizer parses it. Not a safety measure (the sanitizers drop both, and the
 * Content-Security-Policy would block them): Chromium reports a `script-src-attr` or
 * `style-src-attr` violation for each one it merely parses, even into an inert document, so a
 * museum text with one (a CMS writes `style` everywhere) would report on every page.
 */
export const withoutInlineCode = (html: string): string => html.replace(TAG, (tag) => tag.replace(INLINE_CODE, '$1'));

import DOMPurify from 'dompurify';
import { ALLOWED_ELEMENTS, finishSanitized, GLOBAL_ATTRIBUTES, isAllowedAttribute, isAllowedValue } from './html-allow-list';

/**
 * The fallback sanitizer for browsers without the built-in Sanitizer API (SafeHtml.tsx), in a
 * chunk of its own: DOMPurify held to the same allow-list as the browser's own path
 * (html-allow-list.ts): its elements (text kept, everything else dropped with its content), each
 * element's own attributes and the global ones, addresses by scheme. DOMPurify's own checks
 * (scripts, handlers, javascript: URLs) stay on top.
 */
let hooked = false;
function sanitizer(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
      if (!isAllowedAttribute(node.nodeName.toLowerCase(), data.attrName) || !isAllowedValue(data.attrName, data.attrValue)) data.keepAttr = false;
    });
    hooked = true;
  }
  return DOMPurify;
}

const TAGS = ['#text', ...Object.keys(ALLOWED_ELEMENTS)];
const ATTRIBUTES = [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(ALLOWED_ELEMENTS).flat()])];

export function sanitizeHtml(html: string): string {
  const fragment = sanitizer().sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: false,
    RETURN_DOM_FRAGMENT: true,
  });
  finishSanitized(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

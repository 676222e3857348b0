import DOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, isAllowedAttribute } from './html-allow-list';
import { finishSanitized, isAllowedValue, withoutInlineCode } from './sanitize-common';

/**
 * The fallback sanitizer for browsers without the built-in Sanitizer API (SafeHtml.tsx), in a
 * chunk of its own: DOMPurify held to the browser path's list (html-allow-list.ts): its
 * elements (text kept, everything else dropped with its content), each element's own attributes
 * and the global ones, addresses by scheme. DOMPurify's own checks (scripts, handlers,
 * javascript: URLs) stay on top.
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

export function sanitizeHtml(html: string): string {
  const fragment = sanitizer().sanitize(withoutInlineCode(html), {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
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

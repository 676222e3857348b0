import DOMPurify from 'dompurify';

/**
 * The fallback sanitizer for browsers without the built-in Sanitizer API (SafeHtml.tsx), in a
 * chunk of its own: DOMPurify strips scripts, event handlers and javascript: URLs; links that
 * open a new tab get rel=noopener.
 */
let hooked = false;
function sanitizer(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return sanitizer().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

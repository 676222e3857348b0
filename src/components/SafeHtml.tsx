import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * THE one place server HTML reaches the page (cookie notice, static pages). DOMPurify strips
 * scripts, event handlers and javascript: URLs; links that open a new tab get rel=noopener.
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

export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'span' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { finishSanitized, FOREIGN_ROOTS, IMAGE_ATTRIBUTES, SHOP_ATTRIBUTES, withoutInlineCode } from './sanitize-common';

/**
 * THE one place server HTML reaches the page (cookie notice, static pages, descriptions). Where
 * the browser has the Sanitizer API (`Element.setHTML`, Chromium 138+) it sanitizes: always safe
 * (scripts, event handlers and javascript: URLs go whatever the configuration). Elsewhere
 * DOMPurify does it, loaded as a chunk of its own on first use, so a first visit in such a
 * browser does not pay 11 KB for the cookie notice. Both keep the same: the built-in safe list
 * with the shop's additions (html-allow-list.ts is the fallback's copy of it; no form, input or
 * style), addresses are checked by scheme and links that open a new tab get rel=noopener
 * either way.
 */

interface NativeSanitizer {
  allowAttribute(name: string): boolean;
  allowElement(element: { name: string; attributes: readonly string[] }): boolean;
  removeElement(element: { name: string; namespace: string }): boolean;
}
type SetHtml = (html: string, options: { sanitizer: NativeSanitizer }) => void;

let native: NativeSanitizer | undefined;
function nativeSanitizer(): NativeSanitizer | null {
  if (native !== undefined) return native;
  const Sanitizer = (globalThis as { Sanitizer?: new () => NativeSanitizer }).Sanitizer;
  const setHtml = typeof Element === 'undefined' ? undefined : (Element.prototype as { setHTML?: unknown }).setHTML;
  if (typeof Sanitizer !== 'function' || typeof setHtml !== 'function') return null;
  // The built-in safe list with the shop's additions, less SVG and MathML: what the fallback's
  // explicit list (html-allow-list.ts) holds too.
  const s = new Sanitizer();
  for (const attribute of SHOP_ATTRIBUTES) s.allowAttribute(attribute);
  s.allowElement({ name: 'img', attributes: IMAGE_ATTRIBUTES });
  for (const root of FOREIGN_ROOTS) s.removeElement(root);
  return (native = s);
}

type Sanitize = (html: string) => string;
let purify: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
function loadPurify(): Promise<Sanitize> {
  loading ??= import(/* webpackChunkName: "purify" */ './purify').then((m) => (purify = m.sanitizeHtml));
  return loading;
}

export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'span' }) {
  const sanitizer = nativeSanitizer();
  const ref = useRef<HTMLElement>(null);
  const [fallback, setFallback] = useState<{ html: string; clean: string } | null>(() => (purify ? { html, clean: purify(html) } : null));

  useLayoutEffect(() => {
    const el = ref.current;
    if (!sanitizer || !el) return;
    (el as unknown as { setHTML: SetHtml }).setHTML(withoutInlineCode(html), { sanitizer });
    finishSanitized(el);
  }, [sanitizer, html]);

  useEffect(() => {
    if (sanitizer || fallback?.html === html) return;
    let live = true;
    void loadPurify().then((sanitize) => {
      if (live) setFallback({ html, clean: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [sanitizer, html, fallback]);

  // `Tag` is one of a few block elements; its ref type is their union, which React's typings
  // cannot take for a ref computed at runtime.
  // eslint-disable-next-line no-restricted-syntax
  if (sanitizer) return <Tag ref={ref as never} className={className} />;
  const clean = fallback?.html === html ? fallback.clean : purify ? purify(html) : '';
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}


/**
 * The words of server HTML for a place that holds no markup (a card, which is one link and may
 * not hold the links a description brings): parsed in an inert document, where nothing runs
 * and nothing loads, and its text taken. Whitespace is folded.
 */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Their text is code or styling, not words for a visitor.
  for (const element of doc.querySelectorAll('script, style, template, noscript')) element.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

import type { Command } from '../../messages';
import type { EmbeddingWindow, ShopMessage } from './embedding';

/** What the payment needs of the embedding page (docs/embedding.md "Paying"). */
export interface Embedding {
  /**
   * Where the provider sends the visitor back for the shop's `path`: the host page, the path in
   * its fragment (foyer-embed.js opens the frame there). Null until the host's script has said
   * its address (an older foyer-embed.js never does).
   */
  returnUrl(path: string): string | null;
  /**
   * Asks the host page to go to `url` (absolute) itself: a provider refuses to be shown in a
   * frame. False when the host's script cannot (it never said its address: an older one).
   */
  leave(url: string): boolean;
}

/**
 * Embedded: tells the host the content's height whenever it changes (so it sizes the frame and
 * the page has one scroll bar), that the shop is ready (so the host sends its consent and its
 * address), and takes the host's consent as the visitor's choice. Messages from any other origin
 * are ignored, and so is an address on another origin than the host's.
 */
export function startEmbedding(win: EmbeddingWindow, host: string, dispatch: (command: Command) => void): Embedding {
  const parent = win.parent as { postMessage(message: unknown, targetOrigin: string): void };
  const send = (message: ShopMessage) => parent.postMessage(message, host);
  let page: string | null = null;
  win.addEventListener('message', (event) => {
    if (event.origin !== host) return;
    const data = event.data as { source?: unknown; type?: unknown; analytics?: unknown; href?: unknown } | null;
    if (data?.source !== 'foyer-host') return;
    if (data.type === 'consent' && typeof data.analytics === 'boolean') dispatch({ type: data.analytics ? 'AcceptCookies' : 'RejectCookies' });
    if (data.type === 'page' && typeof data.href === 'string') page = sameOrigin(data.href, host) ?? page;
  });
  let last = -1;
  const report = () => {
    const height = Math.ceil(win.document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      send({ source: 'foyer', type: 'resize', height });
    }
  };
  if (win.ResizeObserver) new win.ResizeObserver(report).observe(win.document.documentElement);
  report();
  send({ source: 'foyer', type: 'ready' });
  return { returnUrl: (path) => (page === null ? null : `${page}#foyer=${encodeURIComponent(path)}`), leave: (url) => page !== null && (send({ source: 'foyer', type: 'navigate', url }), true) };
}

function sameOrigin(href: string, origin: string): string | null {
  try {
    const url = new URL(href);
    url.hash = '';
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

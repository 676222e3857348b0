import type { Command } from '../../messages';

/** Messages between the shop and the page that embeds it (docs/embedding.md). */
export type ShopMessage =
  | { source: 'foyer'; type: 'ready' }
  | { source: 'foyer'; type: 'resize'; height: number }
  | { source: 'foyer'; type: 'tracking'; event: unknown };
export type HostMessage = { source: 'foyer-host'; type: 'consent'; analytics: boolean };

export interface EmbeddingWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | EmbeddingWindow;
  document: { referrer: string; documentElement: Element };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  ResizeObserver?: typeof ResizeObserver;
}

/**
 * The page embedding the shop, when it may: the shop runs in a frame and the frame's referrer is
 * one of the configured host origins. Null otherwise: then the shop sends nothing to any parent
 * (never to `*`) and accepts nothing from one.
 */
export function embeddingHost(win: EmbeddingWindow, hostOrigins: readonly string[] | undefined): string | null {
  if (win.parent === win || !hostOrigins?.length) return null;
  let origin: string;
  try {
    origin = new URL(win.document.referrer).origin;
  } catch {
    return null;
  }
  return hostOrigins.includes(origin) ? origin : null;
}

/**
 * Embedded: tells the host the content's height whenever it changes (so it sizes the frame and
 * the page has one scroll bar), that the shop is ready (so the host sends its consent), and
 * takes the host's consent as the visitor's choice. Messages from any other origin are ignored.
 */
export function startEmbedding(win: EmbeddingWindow, host: string, dispatch: (command: Command) => void): void {
  const parent = win.parent as { postMessage(message: unknown, targetOrigin: string): void };
  const send = (message: ShopMessage) => parent.postMessage(message, host);
  win.addEventListener('message', (event) => {
    if (event.origin !== host) return;
    const data = event.data as Partial<HostMessage> | null;
    if (data?.source === 'foyer-host' && data.type === 'consent' && typeof data.analytics === 'boolean') {
      dispatch({ type: data.analytics ? 'AcceptCookies' : 'RejectCookies' });
    }
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
}

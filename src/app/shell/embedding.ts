/** Messages between the shop and the page that embeds it (docs/embedding.md). */
export type ShopMessage =
  | { source: 'foyer'; type: 'ready' }
  | { source: 'foyer'; type: 'resize'; height: number }
  | { source: 'foyer'; type: 'tracking'; event: unknown }
  | { source: 'foyer'; type: 'navigate'; url: string };
export type HostMessage = { source: 'foyer-host'; type: 'consent'; analytics: boolean } | { source: 'foyer-host'; type: 'page'; href: string };

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


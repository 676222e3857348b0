import type { Command } from '../../messages';
import type { EmbeddingWindow, HostMessage, ShopMessage } from './embedding';

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

import type { Command } from '../../messages';
import { embeddingHost, type EmbeddingWindow } from './embedding';
import { startEmbedding } from './embedding-session';

function frameWindow(referrer: string) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const listeners: Array<(event: MessageEvent) => void> = [];
  let height = 700;
  let observed: (() => void) | null = null;
  const win: EmbeddingWindow = {
    parent: { postMessage: (message, origin) => posted.push({ message, origin }) },
    document: { referrer, documentElement: { getBoundingClientRect: () => ({ height }) } as unknown as Element },
    addEventListener: (_type, listener) => listeners.push(listener),
    ResizeObserver: class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver,
  };
  return {
    win,
    posted,
    message: (origin: string, data: unknown) => listeners.forEach((l) => l({ origin, data } as MessageEvent)),
    grow: (to: number) => {
      height = to;
      observed?.();
    },
  };
}

describe('embedding', () => {
  it('the host is the referrer’s origin when it is configured and the shop runs in a frame; never a guess', () => {
    expect(embeddingHost(frameWindow('https://museum.example/visit/tickets').win, ['https://museum.example'])).toBe('https://museum.example');
    expect(embeddingHost(frameWindow('https://evil.example/').win, ['https://museum.example'])).toBeNull();
    expect(embeddingHost(frameWindow('').win, ['https://museum.example'])).toBeNull();
    expect(embeddingHost(frameWindow('https://museum.example/').win, undefined)).toBeNull();
    const top = frameWindow('https://museum.example/').win;
    top.parent = top;
    expect(embeddingHost(top, ['https://museum.example'])).toBeNull();
  });

  it('tells the host it is ready and its height (again when it changes), always to the host’s origin', () => {
    const frame = frameWindow('https://museum.example/');
    startEmbedding(frame.win, 'https://museum.example', () => undefined);
    frame.grow(700); // unchanged: not sent again
    frame.grow(1234.2);
    expect(frame.posted).toEqual([
      { message: { source: 'foyer', type: 'resize', height: 700 }, origin: 'https://museum.example' },
      { message: { source: 'foyer', type: 'ready' }, origin: 'https://museum.example' },
      { message: { source: 'foyer', type: 'resize', height: 1235 }, origin: 'https://museum.example' },
    ]);
  });

  it('takes the host’s consent as the visitor’s choice; anything from another origin or of another shape is ignored', () => {
    const frame = frameWindow('https://museum.example/');
    const dispatched: Command[] = [];
    startEmbedding(frame.win, 'https://museum.example', (c) => dispatched.push(c));
    frame.message('https://museum.example', { source: 'foyer-host', type: 'consent', analytics: true });
    frame.message('https://evil.example', { source: 'foyer-host', type: 'consent', analytics: true });
    frame.message('https://museum.example', { source: 'foyer-host', type: 'consent', analytics: 'yes' });
    frame.message('https://museum.example', null);
    frame.message('https://museum.example', { source: 'foyer-host', type: 'consent', analytics: false });
    expect(dispatched).toEqual([{ type: 'AcceptCookies' }, { type: 'RejectCookies' }]);
  });

  it('learns the host page’s address from the host alone, and sends the provider’s return there with the shop’s path in the fragment (issue 32)', () => {
    const frame = frameWindow('https://museum.example/');
    const embedding = startEmbedding(frame.win, 'https://museum.example', () => undefined);
    expect(embedding.returnUrl('/de/checkout/accepted')).toBeNull();
    frame.message('https://evil.example', { source: 'foyer-host', type: 'page', href: 'https://evil.example/phish' });
    frame.message('https://museum.example', { source: 'foyer-host', type: 'page', href: 'https://evil.example/phish' });
    frame.message('https://museum.example', { source: 'foyer-host', type: 'page', href: 42 });
    expect(embedding.returnUrl('/de/checkout/accepted')).toBeNull();
    frame.message('https://museum.example', { source: 'foyer-host', type: 'page', href: 'https://museum.example/visit?lang=de#foyer=%2Fold' });
    expect(embedding.returnUrl('/de/checkout/accepted')).toBe('https://museum.example/visit?lang=de#foyer=%2Fde%2Fcheckout%2Faccepted');
  });

  it('asks the host to go to the provider’s page itself, only to the host’s origin, when its script can (issue 32)', () => {
    const frame = frameWindow('https://museum.example/');
    const embedding = startEmbedding(frame.win, 'https://museum.example', () => undefined);
    // An older foyer-embed.js never says its address, and cannot take the visitor out.
    expect(embedding.leave('https://pay.example/p/1')).toBe(false);
    frame.message('https://museum.example', { source: 'foyer-host', type: 'page', href: 'https://museum.example/visit' });
    expect(embedding.leave('https://pay.example/p/1')).toBe(true);
    expect(frame.posted.at(-1)).toEqual({ message: { source: 'foyer', type: 'navigate', url: 'https://pay.example/p/1' }, origin: 'https://museum.example' });
  });
});

/**
 * The embed snippet a museum puts on its own site (docs/embedding.md):
 *
 *   <div data-foyer-shop="https://shop.museum.example/de/tickets" data-title="Online-Shop"></div>
 *   <script>window.FoyerEmbed = window.FoyerEmbed || { setConsent: function (g) { this.consent = g; } };</script>
 *   <script src="https://shop.museum.example/foyer-embed.js" async></script>
 *
 * It inserts the shop in a frame, sizes the frame to the shop's content, forwards the shop's
 * tracking events to this page's dataLayer and passes this page's consent in:
 * `FoyerEmbed.setConsent(true | false)` whenever the visitor chooses. It trusts messages only
 * from the frames it made, from the shop's origin. No framework, no dependency: about a kilobyte
 * on the museum's page.
 *
 * Paying leaves this page: a provider refuses to be framed. The shop asks (`navigate`), this page
 * goes to the provider, and the provider comes back here with the shop's path in the fragment
 * (`#foyer=/de/checkout/accepted`); the frame opens on it, with the parameters the provider
 * added, in this tab where the shop's session storage still holds the visit.
 */
interface Embedded {
  frame: HTMLIFrameElement;
  origin: string;
}

type FromShop = { source?: unknown; type?: unknown; height?: unknown; event?: unknown; url?: unknown };

/** This page's address before it left for the provider, in its own session storage. */
const LEFT = 'foyer-embed:left';

(function embed(win: Window & { dataLayer?: unknown[]; FoyerEmbed?: { setConsent(granted: boolean): void; consent?: unknown } }) {
  const frames: Embedded[] = [];
  // The snippet's stand-in kept a choice made before this script had loaded (docs/embedding.md).
  const kept = win.FoyerEmbed?.consent;
  let consent: boolean | null = typeof kept === 'boolean' ? kept : null;

  const here = () => win.location.href.split('#')[0]!;
  const sendConsent = (target: Embedded) => {
    if (consent !== null) target.frame.contentWindow?.postMessage({ source: 'foyer-host', type: 'consent', analytics: consent }, target.origin);
  };
  const stored = (write?: string): string | null => {
    try {
      if (write !== undefined) win.sessionStorage.setItem(LEFT, write);
      return win.sessionStorage.getItem(LEFT);
    } catch {
      return null;
    }
  };

  /**
   * Back from the provider: the shop's path, with the parameters the provider added to this
   * page's address (those it did not have when it left). They move into the fragment, so this
   * page's address is its own again (a second payment's return starts clean) and a reload
   * shows the same step.
   */
  const returned = (): string | null => {
    const m = /^#foyer=(.+)$/.exec(win.location.hash);
    if (!m) return null;
    let path: string;
    try {
      path = decodeURIComponent(m[1]!);
    } catch {
      return null;
    }
    if (!path.startsWith('/') || path.startsWith('//')) return null;
    const now = new URL(here());
    const left = stored();
    const before = new URL(left ?? now.origin + now.pathname).searchParams;
    const added = [...now.searchParams].filter(([k, v]) => !before.getAll(k).includes(v));
    if (added.length) {
      path += (path.includes('?') ? '&' : '?') + new URLSearchParams(added).toString();
      win.history.replaceState(win.history.state, '', `${left ?? now.origin + now.pathname}#foyer=${encodeURIComponent(path)}`);
    }
    return path;
  };
  let back = returned();

  const mount = (host: HTMLElement) => {
    const address = host.dataset.foyerShop;
    if (!address || host.querySelector('iframe')) return;
    let url = new URL(address, win.location.href);
    // The first frame of the page is the one that left for the provider.
    if (back !== null) url = new URL(back, url.origin);
    back = null;
    const frame = win.document.createElement('iframe');
    frame.src = url.href;
    frame.title = host.dataset.title ?? 'Online shop';
    frame.setAttribute('allow', 'payment');
    frame.style.cssText = 'display:block;width:100%;min-height:480px;border:0';
    host.appendChild(frame);
    frames.push({ frame, origin: url.origin });
  };

  win.addEventListener('message', (event) => {
    const target = frames.find((f) => f.frame.contentWindow === event.source && f.origin === event.origin);
    const data = event.data as FromShop | null;
    if (!target || data?.source !== 'foyer') return;
    if (data.type === 'resize' && typeof data.height === 'number') target.frame.style.height = `${Math.ceil(data.height)}px`;
    if (data.type === 'ready') {
      sendConsent(target);
      // Where the provider returns to (the shop composes the return with its path).
      target.frame.contentWindow?.postMessage({ source: 'foyer-host', type: 'page', href: here() }, target.origin);
    }
    if (data.type === 'navigate' && typeof data.url === 'string' && /^https?:\/\//.test(data.url)) {
      stored(here());
      win.location.assign(data.url);
    }
    if (data.type === 'tracking' && typeof data.event === 'object' && data.event !== null) {
      const layer = (win.dataLayer ??= []);
      layer.push({ ecommerce: null });
      layer.push(data.event);
    }
  });

  win.document.querySelectorAll<HTMLElement>('[data-foyer-shop]').forEach(mount);
  win.FoyerEmbed = {
    setConsent(granted: boolean) {
      consent = granted;
      frames.forEach(sendConsent);
    },
  };
})(window);

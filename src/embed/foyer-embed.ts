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
 * from the frames it made, from the shop's origin. No framework, no dependency: a few hundred
 * bytes on the museum's page.
 */
interface Embedded {
  frame: HTMLIFrameElement;
  origin: string;
}

type FromShop = { source?: unknown; type?: unknown; height?: unknown; event?: unknown };

(function embed(win: Window & { dataLayer?: unknown[]; FoyerEmbed?: { setConsent(granted: boolean): void; consent?: unknown } }) {
  const frames: Embedded[] = [];
  // The snippet's stand-in kept a choice made before this script had loaded (docs/embedding.md).
  const kept = win.FoyerEmbed?.consent;
  let consent: boolean | null = typeof kept === 'boolean' ? kept : null;

  const sendConsent = (target: Embedded) => {
    if (consent !== null) target.frame.contentWindow?.postMessage({ source: 'foyer-host', type: 'consent', analytics: consent }, target.origin);
  };

  const mount = (host: HTMLElement) => {
    const address = host.dataset.foyerShop;
    if (!address || host.querySelector('iframe')) return;
    const url = new URL(address, win.location.href);
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
    if (data.type === 'ready') sendConsent(target);
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

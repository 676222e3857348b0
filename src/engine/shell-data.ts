import { safeStaticContent } from './safe-urls';
import { isRight } from 'fp-ts/Either';
import { createStore, type ReadableStore } from '../kernel/store';
import type { ApiRequests } from '../api/requests';
import type { AppConfig, MetaData, StaticContent } from '../api/codecs/shell';
import type { PaymentTypes } from '../api/codecs/payment';

export interface ShellData {
  meta: MetaData | null;
  staticContent: StaticContent | null;
  paymentTypes: PaymentTypes | null;
}

/**
 * Page-level reference data loaded once per page load (a language switch reloads the page):
 * meta data, static content (cookie text, social links, banners) and, once the checkout's
 * payment area has started, payment types (reloadPaymentTypes). Not
 * events: it is the same for every visitor and would only bloat the session log.
 */
export function loadShellData(api: ApiRequests, origin: string): ShellStore & { reloadPaymentTypes(): void; staticContentSettled: Promise<void> } {
  const store = createStore<ShellData>({ meta: null, staticContent: null, paymentTypes: null });
  const patch = (part: Partial<ShellData>) => store.next({ ...store.value, ...part });
  void api.request('metaData').then((r) => isRight(r) && patch({ meta: r.right }));
  // 000 §7: a static-content answer that is not 200 changes nothing.
  const staticContentSettled = api.request('staticContent').then(
    (r) => void (isRight(r) && patch({ staticContent: safeStaticContent(r.right, origin) })),
    () => undefined,
  );
  // The checkout's: asked for when its payment area starts (app/areas/payment.ts), and again at a sign-in or out.
  const reloadPaymentTypes = () => void api.request('paymentTypes').then((r) => isRight(r) && patch({ paymentTypes: r.right }));
  return { data: { get value() { return store.value; }, subscribe: store.subscribe }, current: () => store.value, reloadPaymentTypes, staticContentSettled };
}

/** The shell's reference data as the screens read it. */
export interface ShellStore {
  data: ReadableStore<ShellData>;
  current(): ShellData;
}

/**
 * The support address of the 500 message (docs/api.md): the remote configuration's, else the
 * meta data's. Read when the message is shown, so meta data arriving after boot still counts.
 */
export function supportEmailOf(config: Pick<AppConfig, 'supportEmail'>, meta: MetaData | null): string {
  return config.supportEmail || meta?.supportEmail || '';
}

/** Meta data's description and keywords into the document head (the title is "page - site"). */
export function applyDocumentMeta(doc: Document, meta: Pick<MetaData, 'description' | 'keywords'> | null): void {
  if (!meta) return;
  for (const [name, content] of [
    ['description', meta.description],
    ['keywords', meta.keywords],
  ] as const) {
    if (!content) continue;
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.name = name;
      doc.head.appendChild(element);
    }
    element.content = content;
  }
}

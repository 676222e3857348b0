import { BehaviorSubject, type Observable } from 'rxjs';
import { safeStaticContent } from './safe-urls';
import { isRight } from 'fp-ts/Either';
import type { ApiClient } from '../../api/client';
import type { AppConfig, MetaData, StaticContent } from '../../api/codecs/shell';
import type { PaymentTypes } from '../../api/codecs/payment';

export interface ShellData {
  meta: MetaData | null;
  staticContent: StaticContent | null;
  paymentTypes: PaymentTypes | null;
}

/**
 * Page-level reference data loaded once per page load (a language switch reloads the page):
 * meta data, static content (cookie text, social links, banners) and payment types. Not
 * events: it is the same for every visitor and would only bloat the session log.
 */
export function loadShellData(api: ApiClient, origin: string): { data$: Observable<ShellData>; current(): ShellData; reloadPaymentTypes(): void } {
  const subject = new BehaviorSubject<ShellData>({ meta: null, staticContent: null, paymentTypes: null });
  const patch = (part: Partial<ShellData>) => subject.next({ ...subject.value, ...part });
  api.call('metaData').subscribe((r) => isRight(r) && patch({ meta: r.right }));
  // 000 §7: a static-content answer that is not 200 changes nothing.
  api.call('staticContent').subscribe((r) => isRight(r) && patch({ staticContent: safeStaticContent(r.right, origin) }));
  const reloadPaymentTypes = () => api.call('paymentTypes').subscribe((r) => isRight(r) && patch({ paymentTypes: r.right }));
  reloadPaymentTypes();
  return { data$: subject.asObservable(), current: () => subject.value, reloadPaymentTypes };
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

import { BehaviorSubject, type Observable } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import type { ApiClient } from '../../api/client';
import type { MetaData, StaticContent } from '../../api/codecs/shell';
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
export function loadShellData(api: ApiClient): { data$: Observable<ShellData>; current(): ShellData; reloadPaymentTypes(): void } {
  const subject = new BehaviorSubject<ShellData>({ meta: null, staticContent: null, paymentTypes: null });
  const patch = (part: Partial<ShellData>) => subject.next({ ...subject.value, ...part });
  api.call('metaData').subscribe((r) => isRight(r) && patch({ meta: r.right }));
  // 000 §7: a static-content answer that is not 200 changes nothing.
  api.call('staticContent').subscribe((r) => isRight(r) && patch({ staticContent: r.right }));
  const reloadPaymentTypes = () => api.call('paymentTypes').subscribe((r) => isRight(r) && patch({ paymentTypes: r.right }));
  reloadPaymentTypes();
  return { data$: subject.asObservable(), current: () => subject.value, reloadPaymentTypes };
}

import { filter, type Observable, type Subscription } from 'rxjs';
import type { TrackedCommit } from './spec';
import { consentDefault, gtag, type DataLayerHost } from './consent-default';

export { consentDefault } from './consent-default';

/**
 * Google Consent Mode v2 (docs/tracking.md "Consent"): everything denied by default before any
 * tag can read it (boot, before the runtime starts: consentDefault), then an update on every
 * choice (`analytics_storage` granted or denied), including the one a reload restores
 * (followConsent, when the runtime starts).
 */
export function followConsent(target: DataLayerHost, commit$: Observable<TrackedCommit>, grantedAtStart: boolean): Subscription {
  if (grantedAtStart) gtag(target, 'consent', 'update', { analytics_storage: 'granted' });
  return commit$
    .pipe(filter((c) => c.envelope.type === 'CookiesAccepted' || c.envelope.type === 'CookiesRejected'))
    .subscribe((c) => gtag(target, 'consent', 'update', { analytics_storage: c.envelope.type === 'CookiesAccepted' ? 'granted' : 'denied' }));
}

/** Both at once (a runtime that starts with the page: tests, QA). */
export function startConsentMode(target: DataLayerHost, commit$: Observable<TrackedCommit>, grantedAtStart: boolean): Subscription {
  consentDefault(target);
  return followConsent(target, commit$, grantedAtStart);
}

import { filter, type Observable, type Subscription } from 'rxjs';
import type { TrackedCommit } from './spec';

type DataLayerHost = { dataLayer?: unknown[] };

/**
 * What gtag() pushes: its arguments object, which Google's tag reads as a command (an array
 * would be read as a data layer message instead).
 */
function gtag(target: DataLayerHost, ...args: unknown[]): void {
  (target.dataLayer ??= []).push(argumentsOf(...args));
}

// gtag.js reads an Arguments object from the dataLayer, not an array: only `arguments` is one.
function argumentsOf(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

/** We ask for statistics cookies only: advertising storage and signals stay denied whatever the choice. */
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

/**
 * Google Consent Mode v2 (docs/tracking.md "Consent"): everything denied by default before any
 * tag can read it, then an update on every choice (`analytics_storage` granted or denied),
 * including the one a reload restores.
 */
export function startConsentMode(target: DataLayerHost, commit$: Observable<TrackedCommit>, grantedAtStart: boolean): Subscription {
  gtag(target, 'consent', 'default', { ...DENIED, wait_for_update: 500 });
  if (grantedAtStart) gtag(target, 'consent', 'update', { analytics_storage: 'granted' });
  return commit$
    .pipe(filter((c) => c.envelope.type === 'CookiesAccepted' || c.envelope.type === 'CookiesRejected'))
    .subscribe((c) => gtag(target, 'consent', 'update', { analytics_storage: c.envelope.type === 'CookiesAccepted' ? 'granted' : 'denied' }));
}

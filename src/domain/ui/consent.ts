import type { KeyValueStorage } from '../../bus/deps';
import type { UiState } from './read-model';

/** The spec's session key for the choice (000 §3), which a host page may read or set. */
export const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

/**
 * The visitor's choice about statistics cookies, or null before they choose. Its own module:
 * the cookie notice reads it before the runtime (and the read model's codecs) have loaded.
 */
export const consentOf = (ui: Pick<UiState, 'consent' | 'cookiesAccepted'>): 'granted' | 'denied' | null => ui.consent ?? (ui.cookiesAccepted ? 'granted' : null);

/**
 * The choice under the spec's key. The cookie notice keeps it at once, before the runtime has
 * started: a visitor who leaves the page right after choosing keeps the choice (the next page
 * starts the runtime, which takes it from the key); the epic keeps it again with the event.
 */
export function storeConsent(storage: Pick<KeyValueStorage, 'setItem'>, granted: boolean): void {
  try {
    storage.setItem(COOKIES_ACCEPTED_KEY, String(granted));
  } catch {
    /* the event log still has it */
  }
}

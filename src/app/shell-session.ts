import { storedKeys, type KeyValueStorage } from '../bus/deps';
import { LAST_URL_KEY, PARTNER_KEY, RETURN_TARGET_KEY } from '../routing/navigation-memory';
import { RELOAD_KEY } from '../api/reload-guard';
import { QA_RETURN_KEY } from '../qa/keys';
import { SCROLL_KEY } from './shell/use-page-effects';

/** The shop language this tab last showed. */
export const LANG_KEY = 'foyer:lang';

/**
 * What the shell itself keeps in the session: a session holding nothing else has not started
 * (no log, no basket, no sign-in, no consent the host page passed in), so the runtime need not
 * start until the visitor does something (docs/decisions.md "A first visit without the runtime").
 */
const SHELL_KEYS: ReadonlySet<string> = new Set([LANG_KEY, SCROLL_KEY, LAST_URL_KEY, RETURN_TARGET_KEY, PARTNER_KEY, RELOAD_KEY, QA_RETURN_KEY]);

export function sessionHasStarted(storage: KeyValueStorage): boolean {
  return storedKeys(storage).some((key) => !SHELL_KEYS.has(key));
}

/** A storage that refuses to be read holds nothing for the shell. */
export function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

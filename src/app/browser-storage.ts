import { memoryStorage, type KeyValueStorage } from '../bus/deps';
import { isQuotaError } from '../kernel/storage-quota';

/**
 * sessionStorage, or memory when the browser refuses it (private modes, disabled storage,
 * sandboxed iframes throw on mere access). Writes that hit the quota still throw: the
 * session log and stores catch that themselves.
 */
export function browserSessionStorage(): { storage: KeyValueStorage; persistent: boolean } {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return { storage: memoryStorage(), persistent: false };
  }
  try {
    const probe = '__foyer_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return { storage, persistent: true };
  } catch (error) {
    // Full, not refused: what it holds (the basket, the sign-in) is still read; the log says
    // when a write does not fit (issue 26: a full storage at load started an empty session).
    if (isQuotaError(error)) return { storage, persistent: true };
    return { storage: memoryStorage(), persistent: false };
  }
}

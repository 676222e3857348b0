import { memoryStorage, type KeyValueStorage } from '../bus/deps';

/**
 * sessionStorage, or memory when the browser refuses it (private modes, disabled storage,
 * sandboxed iframes throw on mere access). Writes that hit the quota still throw: the
 * session log and stores catch that themselves.
 */
export function browserSessionStorage(): { storage: KeyValueStorage; persistent: boolean } {
  try {
    const storage = window.sessionStorage;
    const probe = '__foyer_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return { storage, persistent: true };
  } catch {
    return { storage: memoryStorage(), persistent: false };
  }
}

import type { KeyValueStorage } from '../bus/deps';
import { safeInternalPath } from '../api/return-target';
import { isLoginScreen } from './paths';
import { attempt, read, RETURN_TARGET_KEY, returnTargetFrom } from './navigation-memory';

// Where login leads back to, read after a sign-in and on a 401: apart from what every navigation
// records (navigation-memory.ts), so a first visit, which records, does not download it.

/**
 * A 401 or 403 sends the visitor to login (000 §8). As for any way to login (000 §2), only the
 * checkout (from any checkout screen) or settings is a place to come back to; from any other
 * page (/logout too) login leads home, and a target stored earlier goes. Decided before the
 * redirect happens, since after a full page load the page is known from here only.
 */
export function rememberInterruptedPage(storage: KeyValueStorage, here: string): void {
  if (isLoginScreen(here)) return;
  const target = returnTargetFrom(here);
  attempt(() => (target ? storage.setItem(RETURN_TARGET_KEY, target) : storage.removeItem(RETURN_TARGET_KEY)));
}

/**
 * Where to go after login: the stored target if it is one of ours, else home. `key` names
 * another stored address followed the same way (QA's way back out of replay mode).
 */
export function returnTarget(storage: KeyValueStorage, origin: string, home: string, key = RETURN_TARGET_KEY): string {
  const stored = read(storage, key);
  return (stored && safeInternalPath(stored, origin)) || home;
}

/**
 * Where a sign-in leads: signed in on a page one returns to (the checkout's sign-in step, issue
 * 31) it stays there; from the login page, where the stored target says (else home).
 */
export function afterSignIn(storage: KeyValueStorage, here: string, origin: string, home: string): string {
  return returnTargetFrom(here) ?? returnTarget(storage, origin, home);
}

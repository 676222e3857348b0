import type { KeyValueStorage } from '../bus/deps';
import { safeInternalPath } from '../api/return-target';
import { isCheckoutScreen, isLoginScreen, isProtectedScreen, splitPath } from './paths';

/** 000 §3 session keys: the last visited address, the return target, the partner. */
export const LAST_URL_KEY = 'lastUrl';
export const RETURN_TARGET_KEY = 'referrer';
export const PARTNER_KEY = 'partner';

const attempt = (fn: () => void): void => {
  try {
    fn();
  } catch {
    /* storage full or disabled: navigation still works, only the memory is lost */
  }
};

const read = (storage: KeyValueStorage, key: string): string | null => {
  let value: string | null = null;
  attempt(() => {
    value = storage.getItem(key);
  });
  return value;
};

/**
 * An address as it may be remembered: a password-reset link in the path form
 * (/{lang}/recover/<token>) carries a secret that must not be kept anywhere.
 */
export function rememberable(path: string): string {
  const { lang, rest } = splitPath(path);
  return lang && /^\/recover\/[^/?#]+/.test(rest) ? `/${lang}/recover` : path;
}

/**
 * Where login should lead back to from `from`: the checkout to itself, with its step; any other
 * checkout screen to the checkout (a failed or cancelled payment page is not a place to return
 * to, 000 §2); a protected page (settings) to itself; anything else to nothing.
 */
export function returnTargetFrom(from: string): string | null {
  if (isCheckoutScreen(from)) {
    const { lang, rest } = splitPath(from);
    // The checkout itself with its step (`?step=payment`); a return page leads to the checkout.
    if (rest === '/checkout' || rest === '/checkout/') return from;
    return lang ? `/${lang}/checkout` : null;
  }
  return isProtectedScreen(from) ? from : null;
}

/**
 * 000 §2: going from checkout to login or registration stores checkout as the return target;
 * any other non-login destination clears it. Called on every navigation with (from, to). After
 * a full page load `from` is unknown in memory: the stored last URL says where the visitor was.
 */
export function rememberNavigation(storage: KeyValueStorage, from: string | null, to: string): void {
  const previous = from ?? read(storage, LAST_URL_KEY);
  attempt(() => storage.setItem(LAST_URL_KEY, rememberable(to)));
  if (isLoginScreen(to)) {
    const target = previous && previous !== to ? returnTargetFrom(previous) : null;
    if (target) attempt(() => storage.setItem(RETURN_TARGET_KEY, target));
  } else {
    attempt(() => storage.removeItem(RETURN_TARGET_KEY));
  }
}

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

/** 000 §2: a `partner` query parameter present at load is kept for the payment. */
export function keepPartner(storage: KeyValueStorage, search: string): void {
  const partner = new URLSearchParams(search).get('partner');
  if (partner) attempt(() => storage.setItem(PARTNER_KEY, partner.slice(0, 100)));
}

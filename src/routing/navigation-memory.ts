import type { KeyValueStorage } from '../bus/deps';
import { isCheckoutScreen, isLoginScreen, isProtectedScreen, splitPath } from './paths';

/** 000 §3 session keys: the last visited address, the return target, the partner. */
export const LAST_URL_KEY = 'lastUrl';
export const RETURN_TARGET_KEY = 'referrer';
export const PARTNER_KEY = 'partner';

/** Runs a storage write; a full or disabled storage costs the memory, never the navigation. */
export const attempt = (fn: () => void): void => {
  try {
    fn();
  } catch {
    /* storage full or disabled: navigation still works, only the memory is lost */
  }
};

/** A stored address, or null when there is none or the storage cannot be read. */
export const read = (storage: KeyValueStorage, key: string): string | null => {
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

/** 000 §2: a `partner` query parameter present at load is kept for the payment. */
export function keepPartner(storage: KeyValueStorage, search: string): void {
  const partner = new URLSearchParams(search).get('partner');
  if (partner) attempt(() => storage.setItem(PARTNER_KEY, partner.slice(0, 100)));
}

import type { KeyValueStorage } from '../../bus/deps';
import { safeInternalPath } from '../../api/return-target';
import { isCheckoutScreen, isLoginScreen } from './paths';

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

/**
 * 000 §2: going from checkout to login or registration stores checkout as the return target;
 * any other non-login destination clears it. Called on every navigation with (from, to).
 */
export function rememberNavigation(storage: KeyValueStorage, from: string | null, to: string): void {
  attempt(() => storage.setItem(LAST_URL_KEY, to));
  if (isLoginScreen(to)) {
    if (from && isCheckoutScreen(from)) attempt(() => storage.setItem(RETURN_TARGET_KEY, from));
  } else {
    attempt(() => storage.removeItem(RETURN_TARGET_KEY));
  }
}

/** Where to go after login: the stored target if it is one of ours, else home. */
export function returnTarget(storage: KeyValueStorage, origin: string, home: string): string {
  let stored: string | null = null;
  attempt(() => {
    stored = storage.getItem(RETURN_TARGET_KEY);
  });
  return (stored && safeInternalPath(stored, origin)) || home;
}

/** 000 §2: a `partner` query parameter present at load is kept for the payment. */
export function keepPartner(storage: KeyValueStorage, search: string): void {
  const partner = new URLSearchParams(search).get('partner');
  if (partner) attempt(() => storage.setItem(PARTNER_KEY, partner.slice(0, 100)));
}

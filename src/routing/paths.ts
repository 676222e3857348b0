import { LANGUAGES } from '../kernel/brand-checks';
import type { Lang } from '../kernel/brands';

/** "/de/checkout?x=1" → ["de", "checkout"]; the language is always the first segment. */
export function splitPath(path: string): { lang: Lang | null; rest: string } {
  const [pathname = '/'] = path.split(/[?#]/);
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && (LANGUAGES as readonly string[]).includes(match[1] as string)) {
    return { lang: match[1] as Lang, rest: match[2] || '/' };
  }
  return { lang: null, rest: pathname };
}

/**
 * The screens of signing in (000 §2 "login or registration"): moving between them keeps the
 * return target. The password-reset request belongs to them: it is how a visitor who forgot
 * their password gets back to logging in.
 */
const LOGIN_SCREENS = /^\/(login|register|register-guest|forgot-password|password-reset-success)(\/|$)/;
export const isLoginScreen = (path: string): boolean => LOGIN_SCREENS.test(splitPath(path).rest);
/** The login page itself: where a 401/403 sends the visitor "unless already there" (000 §8). */
export const isLoginPage = (path: string): boolean => /^\/login\/?$/.test(splitPath(path).rest);
export const isCheckoutScreen = (path: string): boolean => /^\/checkout(\/|$)/.test(splitPath(path).rest);
/** Pages that require a registered customer (000 §6); login leads back to them. */
export const isProtectedScreen = (path: string): boolean => /^\/settings\/?$/.test(splitPath(path).rest);

/** Same path in another language: the dropdown's target (000 §2 Header). */
export function swapLanguage(path: string, lang: Lang): string {
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const { lang: current, rest: tail } = splitPath(pathname);
  const suffix = rest.join('');
  return current ? `/${lang}${tail === '/' ? '/' : tail}${suffix}` : `/${lang}${pathname}${suffix}`;
}

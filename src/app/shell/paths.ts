import { LANGUAGES, type Lang } from '../../messages';

/** "/de/checkout?x=1" → ["de", "checkout"]; the language is always the first segment. */
export function splitPath(path: string): { lang: Lang | null; rest: string } {
  const [pathname = '/'] = path.split(/[?#]/);
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && (LANGUAGES as readonly string[]).includes(match[1] as string)) {
    return { lang: match[1] as Lang, rest: match[2] || '/' };
  }
  return { lang: null, rest: pathname };
}

const LOGIN_SCREENS = /^\/(login|register|register-guest)(\/|$)/;
export const isLoginScreen = (path: string): boolean => LOGIN_SCREENS.test(splitPath(path).rest);
export const isCheckoutScreen = (path: string): boolean => /^\/checkout(\/|$)/.test(splitPath(path).rest);

/** Same path in another language: the dropdown's target (000 §2 Header). */
export function swapLanguage(path: string, lang: Lang): string {
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const { lang: current, rest: tail } = splitPath(pathname);
  const suffix = rest.join('');
  return current ? `/${lang}${tail === '/' ? '/' : tail}${suffix}` : `/${lang}${pathname}${suffix}`;
}

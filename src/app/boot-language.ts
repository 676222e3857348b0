import type { KeyValueStorage } from '../bus/deps';
import { LANGUAGES } from '../kernel/brand-checks';
import type { Lang } from '../kernel/brands';
import { swapLanguage } from '../routing/paths';
import { LANG_KEY } from './shell-session';

export function isLang(value: string | null): value is Lang {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The address decides the language; a missing or unconfigured one becomes the stored or
 * default language (the first configured, 000 §1), and the address is rewritten to it keeping
 * the rest of the path.
 */
export function settleLanguage(win: Window, urlLang: Lang | null, stored: string | null, languages: readonly Lang[]): Lang {
  if (urlLang && languages.includes(urlLang)) return urlLang;
  const next = isLang(stored) && languages.includes(stored) ? stored : (languages[0] as Lang);
  const path = win.location.pathname === '/logout' ? '/logout' : swapLanguage(win.location.pathname, next);
  win.history.replaceState(null, '', path + win.location.search + win.location.hash);
  return next;
}

export function rememberLanguage(storage: KeyValueStorage, lang: Lang): void {
  try {
    storage.setItem(LANG_KEY, lang);
  } catch {
    /* the language is also in the address */
  }
}

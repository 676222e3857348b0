import Polyglot from 'node-polyglot';
import type { Lang } from '../messages/primitives';
import type { Phrases, TextKey } from './phrases';

/**
 * Values for `%{name}` placeholders. `smart_count` picks the plural form; passing a bare number
 * is shorthand for `{ smart_count: n }`.
 */
export type TOptions = number | { readonly smart_count?: number; readonly [name: string]: string | number | undefined };

export interface Translator<K extends string = TextKey> {
  readonly lang: Lang;
  /** The phrase for `key`; a missing key yields the key itself, never an exception. */
  t(key: K, options?: TOptions): string;
  /**
   * For keys that come from outside the code, such as a voucher error code the server sends:
   * the phrase for `key` if the catalogue has one, else the phrase for `fallback`.
   */
  tOr(key: string, fallback: K, options?: TOptions): string;
  has(key: string): boolean;
  /** Adds the catalogue's other part (loadPhrases 'rest'), which arrives with the runtime. */
  extend(phrases: Phrases): void;
}

// Module-wide so that re-creating a translator (language switch, hot reload) does not repeat
// the same warning; one line per missing key is enough to find it.
const reportedMissing = new Set<string>();

function reportMissing(lang: string, key: string): void {
  const id = `${lang}\u0000${key}`;
  if (reportedMissing.has(id)) return;
  reportedMissing.add(id);
  console.warn(`[i18n] missing text "${key}" for language ${lang}`);
}

export function createTranslator<K extends string = TextKey>(lang: Lang, phrases: Phrases): Translator<K> {
  const polyglot = new Polyglot({
    // Polyglot uses the locale only to choose plural rules (French counts 0 as singular).
    locale: lang,
    phrases,
    onMissingKey: (key: string) => {
      reportMissing(lang, key);
      return key;
    },
  });
  // Polyglot's own type is looser (`any` values); keep ours at the boundary.
  const translate = (key: string, options?: TOptions): string =>
    polyglot.t(key, options);

  return {
    lang,
    t: translate,
    tOr: (key, fallback, options) => (polyglot.has(key) ? translate(key, options) : translate(fallback, options)),
    has: (key) => polyglot.has(key),
    extend: (phrases) => polyglot.extend(phrases),
  };
}

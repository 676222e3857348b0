import type { Lang } from '../messages/primitives';
import { flattenPhrases, type Phrases, type TextKey } from './phrases';
import { formatPhrase, type TOptions } from './phrase-format';

export type { TOptions };

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
}

/** A translator of a whole catalogue: node-polyglot's (`createTranslator`, i18n/polyglot.ts). */
export type CatalogueTranslator = <K extends string = TextKey>(lang: Lang, ...parts: Phrases[]) => Translator<K>;

/** The frame's translator: its first texts now, every text once the runtime has brought the rest. */
export interface FrameTranslator<K extends string = TextKey> extends Translator<K> {
  /**
   * The rest of the catalogue (loadPhrases 'rest') and node-polyglot, which come with the
   * runtime: from then on every text, the first ones too, is node-polyglot's.
   */
  complete(rest: Phrases, catalogue: CatalogueTranslator): void;
}

// Module-wide so that re-creating a translator (language switch, hot reload) does not repeat
// the same warning; one line per missing key is enough to find it.
const reportedMissing = new Set<string>();

export function reportMissing(lang: string, key: string): void {
  const id = `${lang}\u0000${key}`;
  if (reportedMissing.has(id)) return;
  reportedMissing.add(id);
  console.warn(`[i18n] missing text "${key}" for language ${lang}`);
}

const own = (phrases: Readonly<Record<string, string>>, key: string): boolean => Object.prototype.hasOwnProperty.call(phrases, key);

/**
 * The translator a page starts with, over the texts the frame shows before the runtime starts
 * (loadPhrases 'shell'). node-polyglot, which formats the shop's texts, comes with the runtime,
 * so a first visit that stays on the home page never downloads it (docs/decisions.md "The
 * frame's first texts before node-polyglot"); until then the first texts are formatted as
 * node-polyglot formats them (phrase-format.ts, held to it by a property test over every text
 * of every language), so nothing changes on screen when it arrives.
 */
export function createFrameTranslator<K extends string = TextKey>(lang: Lang, first: Phrases): FrameTranslator<K> {
  const phrases = flattenPhrases(first);
  let whole: Translator<K> | null = null;
  const has = (key: string): boolean => (whole ? whole.has(key) : own(phrases, key));
  const t = (key: K, options?: TOptions): string => {
    if (whole) return whole.t(key, options);
    if (!own(phrases, key)) {
      reportMissing(lang, key);
      return key;
    }
    return formatPhrase(lang, phrases[key]!, options);
  };
  return {
    lang,
    t,
    tOr: (key, fallback, options) => (has(key) ? t(key as K, options) : t(fallback, options)),
    has,
    complete: (rest, catalogue) => {
      whole = catalogue<K>(lang, first, rest);
    },
  };
}

import Polyglot from 'node-polyglot';
import type { Lang } from '../messages/primitives';
import type { Phrases, TextKey } from './phrases';
import { reportMissing, type TOptions, type Translator } from './translator';

/**
 * node-polyglot's translator over a whole catalogue (its parts in order): the shop's texts once
 * the runtime has started (the frame's translator completes with it, translator.ts), the boot's
 * support contact and the tests. Not in main.js: a first visit on the home page does without it.
 */
export function createTranslator<K extends string = TextKey>(lang: Lang, ...parts: Phrases[]): Translator<K> {
  const polyglot = new Polyglot({
    // Polyglot uses the locale only to choose plural rules (French counts 0 as singular).
    locale: lang,
    onMissingKey: (key: string) => {
      reportMissing(lang, key);
      return key;
    },
  });
  for (const part of parts) polyglot.extend(part);
  // Polyglot's own type is looser (`any` values); keep ours at the boundary.
  const translate = (key: string, options?: TOptions): string => polyglot.t(key, options);

  return {
    lang,
    t: translate,
    tOr: (key, fallback, options) => (polyglot.has(key) ? translate(key, options) : translate(fallback, options)),
    has: (key) => polyglot.has(key),
  };
}

import type { Lang } from '../messages/primitives';

/*
 * node-polyglot's phrase format, for the frame's first texts before node-polyglot has come
 * (translator.ts): `%{name}` placeholders, and plural forms separated by `||||` chosen by
 * `smart_count` under the language's rule. Written as node-polyglot's `transformPhrase` does it,
 * step for step, and held to it by phrase-format.test.ts: every text of every language with
 * counts and values, and random phrases, give node-polyglot's result.
 */

/**
 * Values for `%{name}` placeholders. `smart_count` picks the plural form; passing a bare number
 * is shorthand for `{ smart_count: n }`.
 */
export type TOptions = number | { readonly smart_count?: number; readonly [name: string]: string | number | undefined };

const PLURAL_SEPARATOR = '||||';
const PLACEHOLDER = /%\{(.*?)\}/g;

/**
 * The plural form's index under node-polyglot's rules for the shop's languages: French counts 0
 * and 1 as singular; German, English, Italian, Dutch, Spanish, Swedish and Danish only 1.
 */
function pluralForm(lang: Lang, count: number): number {
  if (lang === 'fr') return count >= 2 ? 1 : 0;
  return count !== 1 ? 1 : 0;
}

export function formatPhrase(lang: Lang, phrase: string, options?: TOptions): string {
  const values: { readonly [name: string]: string | number | undefined } = typeof options === 'number' ? { smart_count: options } : (options ?? {});
  let text = phrase;
  const count = values.smart_count;
  if (count != null && phrase) {
    const forms = phrase.split(PLURAL_SEPARATOR);
    text = (forms[pluralForm(lang, count as number)] || forms[0]!).trim();
  }
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return value == null ? placeholder : String(value);
  });
}

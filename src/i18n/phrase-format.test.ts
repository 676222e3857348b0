import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import Polyglot from 'node-polyglot';
import { LANGUAGES } from '../kernel/brand-checks';
import type { Lang } from '../messages/primitives';
import { runs } from '../../test/helpers/runs';
import { formatPhrase, type TOptions } from './phrase-format';
import { flattenPhrases, type Phrases } from './phrases';

/*
 * The frame's first texts are formatted by formatPhrase until node-polyglot comes with the
 * runtime (translator.ts): whatever a text, a language, a count or a value, the two must agree,
 * or a text would change on screen when node-polyglot takes over.
 */

const RUNS = runs(20_000, 2_000);
const root = join(__dirname, '../..');

/** Every catalogue the shop ships: the eight languages and each customer's overrides. */
function catalogues(): Array<{ name: string; lang: Lang; phrases: Record<string, string> }> {
  const read = (file: string): Phrases => JSON.parse(readFileSync(file, 'utf8')) as Phrases;
  const base = LANGUAGES.map((lang) => ({ name: lang, lang, phrases: flattenPhrases(read(join(root, 'locales', `${lang}.json`))) }));
  const overrides = readdirSync(join(root, 'locales/overrides')).flatMap((variant) =>
    LANGUAGES.map((lang) => ({ name: `${variant}/${lang}`, lang, phrases: flattenPhrases(read(join(root, 'locales/overrides', variant, `${lang}.json`))) })),
  );
  return [...base, ...overrides];
}

/** node-polyglot's result, as the shop's translator asks for it (locale = the language). */
const polyglots = new Map<Lang, Polyglot>();
function polyglotsResult(lang: Lang, phrase: string, options?: TOptions): string {
  let polyglot = polyglots.get(lang);
  if (!polyglot) polyglots.set(lang, (polyglot = new Polyglot({ locale: lang })));
  polyglot.replace({ phrase });
  return polyglot.t('phrase', options);
}

/** The options a text is asked with: none, a bare count, and its placeholders given or not. */
function optionsFor(phrase: string): TOptions[] {
  const names = [...phrase.matchAll(/%\{(.*?)\}/g)].map((m) => m[1]!);
  const filled = Object.fromEntries(names.map((name, i) => [name, `v${i}`]));
  const counts = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, -1];
  return [undefined as unknown as TOptions, {}, filled, ...counts, ...counts.map((n) => ({ ...filled, smart_count: n })), { ...filled, [names[0] ?? 'x']: 0 }];
}

describe('formatPhrase gives node-polyglot’s result', () => {
  it('for every text of every language and customer variant, with no options, counts and values', () => {
    const differences: string[] = [];
    for (const { name, lang, phrases } of catalogues()) {
      for (const [key, phrase] of Object.entries(phrases)) {
        for (const options of optionsFor(phrase)) {
          const ours = formatPhrase(lang, phrase, options);
          const theirs = polyglotsResult(lang, phrase, options);
          if (ours !== theirs) differences.push(`${name} ${key} ${JSON.stringify(options)}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('French counts 0 and 1 as one; the other seven languages only 1', () => {
    const phrase = '%{smart_count} Ticket |||| %{smart_count} Tickets';
    for (const lang of LANGUAGES) {
      expect([0, 1, 2].map((n) => formatPhrase(lang, phrase, n))).toEqual(lang === 'fr' ? ['0 Ticket', '1 Ticket', '2 Tickets'] : ['0 Tickets', '1 Ticket', '2 Tickets']);
    }
  });

  it('leaves a placeholder it has no value for (missing, null or inherited), and a phrase without forms whole', () => {
    expect(formatPhrase('de', 'Für %{name}')).toBe('Für %{name}');
    expect(formatPhrase('de', 'Für %{name}', { name: undefined })).toBe('Für %{name}');
    expect(formatPhrase('de', 'Für %{toString}', {})).toBe('Für %{toString}');
    expect(formatPhrase('de', 'Für %{name}', { name: 0 })).toBe('Für 0');
    expect(formatPhrase('en', 'a |||| b')).toBe('a |||| b');
  });

  it(`for ${RUNS} random phrases of separators, placeholders, spaces and words, in every language`, () => {
    const piece = fc.constantFrom('||||', '%{smart_count}', '%{name}', '%{constructor}', '%{}', '%{', '}', ' ', '\n', '\u00a0', 'Ticket', 'ü', '$&', '$1');
    const phrase = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    const count = fc.oneof(fc.integer({ min: -3, max: 30 }), fc.constantFrom(0.5, 1.5, 2.5));
    const options = fc.oneof(
      fc.constant(undefined),
      count,
      fc.record({ smart_count: fc.option(count, { nil: undefined }), name: fc.option(fc.constantFrom('Ada', '', '$&', '%{name}'), { nil: undefined }) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), phrase, options, (lang, text, values) => {
        expect(formatPhrase(lang, text, values as TOptions)).toBe(polyglotsResult(lang, text, values as TOptions));
      }),
      { numRuns: RUNS },
    );
  });
});

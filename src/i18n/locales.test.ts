import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Polyglot from 'node-polyglot';
import { LANGUAGES, type Lang } from '../messages/primitives';
import { flattenPhrases, isPhrases, type Phrases } from './phrases';

const LOCALES = join(__dirname, '..', '..', 'locales');
const OVERRIDES = join(LOCALES, 'overrides');

function readCatalogue(file: string): Phrases {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isPhrases(parsed)) throw new Error(`${file}: top level must be an object`);
  assertOnlyStringsAndObjects(parsed, file, '');
  return parsed;
}

function assertOnlyStringsAndObjects(tree: Phrases, file: string, prefix: string): void {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') continue;
    if (!isPhrases(value)) throw new Error(`${file}: ${path} must be a string or a namespace object`);
    assertOnlyStringsAndObjects(value, file, path);
  }
}

const base = new Map<Lang, Record<string, string>>(
  LANGUAGES.map((lang) => [lang, flattenPhrases(readCatalogue(join(LOCALES, `${lang}.json`)))]),
);
const flat = (lang: Lang): Record<string, string> => {
  const phrases = base.get(lang);
  if (phrases === undefined) throw new Error(`no catalogue for ${lang}`);
  return phrases;
};
const allKeys = [...new Set(LANGUAGES.flatMap((lang) => Object.keys(flat(lang))))].sort();

const DELIMITER = '||||';
const placeholders = (phrase: string): string[] =>
  [...new Set([...phrase.matchAll(/%\{([^}]*)\}/g)].map((m) => m[1] ?? ''))].sort();
const forms = (phrase: string): string[] => phrase.split(DELIMITER).map((form) => form.trim());
const isPlural = (key: string): boolean => LANGUAGES.some((lang) => (flat(lang)[key] ?? '').includes(DELIMITER));

/** How many plural forms polyglot distinguishes for a language, asked of polyglot itself. */
function pluralFormCount(lang: Lang): number {
  const probe = Array.from({ length: 8 }, (_, i) => `form${i}`).join(` ${DELIMITER} `);
  const chosen = new Set<string>();
  for (let n = 0; n <= 200; n += 1) chosen.add(Polyglot.transformPhrase(probe, { smart_count: n }, lang));
  return chosen.size;
}

/**
 * Texts that are rightly the same as the English one: brand names, language endonyms, and
 * words these languages really share with English. Anything else identical to English is taken
 * for an untranslated copy.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly Lang[]>> = {
  'common.ok': ['de', 'fr', 'it', 'nl', 'sv', 'da'],
  'common.optional': ['de'],
  'common.no': ['it', 'es'],
  'common.total': ['fr', 'es'],
  'common.date': ['fr'],
  'common.timeRange': ['fr', 'it', 'sv', 'da'],
  'common.minutesShort': ['it', 'nl', 'da'],
  // The QA workbench's inspector: the same word in Dutch and Spanish.
  'qa.inspector': ['nl', 'es'],
  'language.de': LANGUAGES,
  'language.en': LANGUAGES,
  'language.fr': LANGUAGES,
  'language.it': LANGUAGES,
  'language.nl': LANGUAGES,
  'language.es': LANGUAGES,
  'language.sv': LANGUAGES,
  'language.da': LANGUAGES,
  'title.format': LANGUAGES,
  'nav.home': ['it', 'nl'],
  'nav.shop': ['de', 'it'],
  'nav.tickets': ['de', 'nl'],
  'nav.posters': ['nl'],
  'title.tickets': ['de', 'nl'],
  'title.product': ['nl'],
  'tickets.ticketCount': ['nl'],
  'tours.filters': ['nl'],
  'tours.participants': ['fr'],
  'tours.perPerson': ['sv'],
  'merchandise.details': ['de', 'nl'],
  'merchandise.description': ['fr'],
  'merchandise.posters': ['nl'],
  'message.region': ['fr'],
  'cart.total': ['fr', 'es'],
  'cart.subtotal': ['es', 'da'],
  'cart.lineType.ticket': ['de', 'nl'],
  // Only the counts are words: "3 items · 5 tickets".
  'cart.contents': LANGUAGES,
  'cart.kinds.tickets': ['nl'],
  'payment.paypal': LANGUAGES,
  'payment.applePay': LANGUAGES,
  'payment.googlePay': LANGUAGES,
  'payment.iban': LANGUAGES,
  'form.password': ['it'],
  'form.zip': ['nl'],
  'form.shippingZip': ['nl'],
  'auth.sendResetLink': ['da'],
};

describe('base catalogues', () => {
  it('exist for all eight languages and are not trivially small', () => {
    expect(allKeys.length).toBeGreaterThan(300);
  });

  it.each(LANGUAGES)('%s has every key of every other language and nothing extra', (lang) => {
    const keys = new Set(Object.keys(flat(lang)));
    const missing = allKeys.filter((key) => !keys.has(key));
    // Extra keys cannot exist relative to the union; they show up as missing in the others.
    expect({ lang, missing }).toEqual({ lang, missing: [] });
  });

  it.each(LANGUAGES)('%s has no empty or placeholder values', (lang) => {
    const bad = Object.entries(flat(lang))
      .filter(([, phrase]) => phrase.trim() === '' || /\b(TODO|FIXME|TBD|XXX)\b/.test(phrase))
      .map(([key]) => key);
    expect({ lang, bad }).toEqual({ lang, bad: [] });
  });

  it('uses the same %{placeholders} for a key in every language', () => {
    const mismatches: string[] = [];
    for (const key of allKeys) {
      const reference = JSON.stringify(placeholders(flat('en')[key] ?? ''));
      for (const lang of LANGUAGES) {
        const own = JSON.stringify(placeholders(flat(lang)[key] ?? ''));
        if (own !== reference) mismatches.push(`${lang} ${key}: ${own} vs en ${reference}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('has no malformed placeholders', () => {
    const bad: string[] = [];
    for (const lang of LANGUAGES) {
      for (const [key, phrase] of Object.entries(flat(lang))) {
        const stripped = phrase.replace(/%\{[A-Za-z_][A-Za-z0-9_]*\}/g, '');
        if (/%\{|%[a-z]|\{[A-Za-z_]+\}/.test(stripped)) bad.push(`${lang} ${key}: ${phrase}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('gives all eight languages two plural forms, as polyglot counts them', () => {
    expect(LANGUAGES.map((lang) => [lang, pluralFormCount(lang)])).toEqual(LANGUAGES.map((lang) => [lang, 2]));
  });

  it('writes every plural phrase with the right number of forms, each carrying the count', () => {
    const problems: string[] = [];
    for (const key of allKeys.filter(isPlural)) {
      for (const lang of LANGUAGES) {
        const phrase = flat(lang)[key] ?? '';
        const own = forms(phrase);
        if (own.length !== pluralFormCount(lang)) problems.push(`${lang} ${key}: ${own.length} forms`);
        // French uses the first form for 0 too, so a form that spells "1" instead of the count lies.
        own.forEach((form, i) => {
          if (form === '') problems.push(`${lang} ${key}: form ${i} is empty`);
          if (!form.includes('%{smart_count}')) problems.push(`${lang} ${key}: form ${i} lacks %{smart_count}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates every text that is not knowingly shared with English', () => {
    const copies: string[] = [];
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      for (const [key, phrase] of Object.entries(flat(lang))) {
        const allowed = SAME_AS_ENGLISH[key] ?? [];
        if (phrase === flat('en')[key] && !allowed.includes(lang)) copies.push(`${lang} ${key}: ${phrase}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it('keeps the allowlist of English-identical texts honest', () => {
    const stale: string[] = [];
    for (const [key, langs] of Object.entries(SAME_AS_ENGLISH)) {
      for (const lang of langs) {
        if (lang !== 'en' && flat(lang)[key] !== flat('en')[key]) stale.push(`${lang} ${key}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('keeps the Swedish wrong-credentials wording the museum asked for', () => {
    expect(flat('sv')['auth.wrongCredentials']).toBe('Fel användarnamn/e-post eller lösenord!');
  });

  it('says “kakor” in Swedish throughout, never mixed with “cookies” (issue 31), in the texts and the sandbox’s notice and pages', () => {
    const swedish = Object.entries(flat('sv')).filter(([, text]) => /cookie/i.test(text));
    expect(swedish).toEqual([]);
    const content = readFileSync(join(__dirname, '..', '..', 'fixtures', 'catalogue', 'content.json'), 'utf8');
    const texts: string[] = [];
    JSON.parse(content, (key: string, value: unknown) => {
      if (key === 'sv' && typeof value === 'string') texts.push(value);
      return value;
    });
    expect(texts.length).toBeGreaterThan(0);
    const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, '');
    expect(texts.filter((text) => /cookie/i.test(visible(text)))).toEqual([]);
  });
});

const variants = readdirSync(OVERRIDES).filter((name) => statSync(join(OVERRIDES, name)).isDirectory());

describe('override variants', () => {
  it('ship at least the two example variants', () => {
    expect(variants).toEqual(expect.arrayContaining(['kunsthalle', 'naturkunde']));
  });

  describe.each(variants)('%s', (variant) => {
    const dir = join(OVERRIDES, variant);

    it('has one file per language and nothing else', () => {
      expect(readdirSync(dir).sort()).toEqual(LANGUAGES.map((lang) => `${lang}.json`).sort());
    });

    const overrides = new Map<Lang, Record<string, string>>(
      LANGUAGES.map((lang) => [lang, flattenPhrases(readCatalogue(join(dir, `${lang}.json`)))]),
    );
    const own = (lang: Lang): Record<string, string> => overrides.get(lang) ?? {};

    it('overrides only keys that exist in the base catalogue', () => {
      const unknown = LANGUAGES.flatMap((lang) =>
        Object.keys(own(lang))
          .filter((key) => !(key in flat(lang)))
          .map((key) => `${lang} ${key}`),
      );
      expect(unknown).toEqual([]);
    });

    it('overrides the same keys in every language', () => {
      const reference = Object.keys(own('en')).sort();
      for (const lang of LANGUAGES) expect({ lang, keys: Object.keys(own(lang)).sort() }).toEqual({ lang, keys: reference });
    });

    it('keeps the placeholders, plural forms and non-emptiness of the base texts', () => {
      const problems: string[] = [];
      for (const lang of LANGUAGES) {
        for (const [key, phrase] of Object.entries(own(lang))) {
          const basePhrase = flat(lang)[key] ?? '';
          if (phrase.trim() === '') problems.push(`${lang} ${key}: empty`);
          if (JSON.stringify(placeholders(phrase)) !== JSON.stringify(placeholders(basePhrase))) {
            problems.push(`${lang} ${key}: placeholders differ from the base text`);
          }
          if (forms(phrase).length !== forms(basePhrase).length) problems.push(`${lang} ${key}: plural forms differ`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

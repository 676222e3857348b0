import type { Lang } from '../messages/primitives';
import { mergePhrases, type Phrases } from './phrases';

type Loader = () => Promise<Phrases>;
type LangLoaders = Readonly<Record<Lang, Loader>>;
/**
 * Each catalogue in two parts (text-part-loader.js): the groups the shell shows before the
 * runtime starts (shell-texts.json), which a first visit downloads, and the rest, which comes
 * with the runtime.
 */
type PartLoaders = Readonly<Record<TextPart, LangLoaders>>;
export type TextPart = 'shell' | 'rest';

// JSON arrives as `{ default: json }` both from webpack's namespace object and from the
// `require` that the tests' transform (Sucrase) turns `import()` into, which wraps it the same way.
const pick = (module: { default: Phrases }): Phrases => module.default;

// One literal import() per file: webpack can only split what it can read statically, and this
// way each language is its own chunk that a visitor downloads only when they use it.
const BASE: PartLoaders = {
  shell: {
    de: () => import(/* webpackChunkName: "locale-de" */ '../../locales/de.json?part=shell').then(pick),
    en: () => import(/* webpackChunkName: "locale-en" */ '../../locales/en.json?part=shell').then(pick),
    fr: () => import(/* webpackChunkName: "locale-fr" */ '../../locales/fr.json?part=shell').then(pick),
    it: () => import(/* webpackChunkName: "locale-it" */ '../../locales/it.json?part=shell').then(pick),
    nl: () => import(/* webpackChunkName: "locale-nl" */ '../../locales/nl.json?part=shell').then(pick),
    es: () => import(/* webpackChunkName: "locale-es" */ '../../locales/es.json?part=shell').then(pick),
    sv: () => import(/* webpackChunkName: "locale-sv" */ '../../locales/sv.json?part=shell').then(pick),
    da: () => import(/* webpackChunkName: "locale-da" */ '../../locales/da.json?part=shell').then(pick),
  },
  rest: {
    de: () => import(/* webpackChunkName: "locale-de-rest" */ '../../locales/de.json?part=rest').then(pick),
    en: () => import(/* webpackChunkName: "locale-en-rest" */ '../../locales/en.json?part=rest').then(pick),
    fr: () => import(/* webpackChunkName: "locale-fr-rest" */ '../../locales/fr.json?part=rest').then(pick),
    it: () => import(/* webpackChunkName: "locale-it-rest" */ '../../locales/it.json?part=rest').then(pick),
    nl: () => import(/* webpackChunkName: "locale-nl-rest" */ '../../locales/nl.json?part=rest').then(pick),
    es: () => import(/* webpackChunkName: "locale-es-rest" */ '../../locales/es.json?part=rest').then(pick),
    sv: () => import(/* webpackChunkName: "locale-sv-rest" */ '../../locales/sv.json?part=rest').then(pick),
    da: () => import(/* webpackChunkName: "locale-da-rest" */ '../../locales/da.json?part=rest').then(pick),
  },
};

interface Variant {
  readonly name: string;
  readonly loaders: PartLoaders;
}

/**
 * The customer variant this build was made for. Every test spells out
 * `process.env.FOYER_TEXT_VARIANT` because webpack's DefinePlugin replaces exactly that
 * expression with a string literal; the comparison then folds to true/false and webpack drops
 * the dead branches together with their import()s, so a build ships only its own variant.
 * Under jest the expression reads the real environment at call time, which lets the tests
 * switch variants. A new variant needs a folder under locales/overrides/ and a branch here;
 * the locales test fails if a folder has no branch.
 */
function variantFromBuild(): Variant | undefined {
  if (process.env.FOYER_TEXT_VARIANT === 'kunsthalle') {
    return {
      name: 'kunsthalle',
      loaders: {
        shell: {
            de: () => import(/* webpackChunkName: "locale-de-kunsthalle" */ '../../locales/overrides/kunsthalle/de.json?part=shell').then(pick),
            en: () => import(/* webpackChunkName: "locale-en-kunsthalle" */ '../../locales/overrides/kunsthalle/en.json?part=shell').then(pick),
            fr: () => import(/* webpackChunkName: "locale-fr-kunsthalle" */ '../../locales/overrides/kunsthalle/fr.json?part=shell').then(pick),
            it: () => import(/* webpackChunkName: "locale-it-kunsthalle" */ '../../locales/overrides/kunsthalle/it.json?part=shell').then(pick),
            nl: () => import(/* webpackChunkName: "locale-nl-kunsthalle" */ '../../locales/overrides/kunsthalle/nl.json?part=shell').then(pick),
            es: () => import(/* webpackChunkName: "locale-es-kunsthalle" */ '../../locales/overrides/kunsthalle/es.json?part=shell').then(pick),
            sv: () => import(/* webpackChunkName: "locale-sv-kunsthalle" */ '../../locales/overrides/kunsthalle/sv.json?part=shell').then(pick),
            da: () => import(/* webpackChunkName: "locale-da-kunsthalle" */ '../../locales/overrides/kunsthalle/da.json?part=shell').then(pick),
        },
        rest: {
            de: () => import(/* webpackChunkName: "locale-de-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/de.json?part=rest').then(pick),
            en: () => import(/* webpackChunkName: "locale-en-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/en.json?part=rest').then(pick),
            fr: () => import(/* webpackChunkName: "locale-fr-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/fr.json?part=rest').then(pick),
            it: () => import(/* webpackChunkName: "locale-it-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/it.json?part=rest').then(pick),
            nl: () => import(/* webpackChunkName: "locale-nl-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/nl.json?part=rest').then(pick),
            es: () => import(/* webpackChunkName: "locale-es-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/es.json?part=rest').then(pick),
            sv: () => import(/* webpackChunkName: "locale-sv-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/sv.json?part=rest').then(pick),
            da: () => import(/* webpackChunkName: "locale-da-kunsthalle-rest" */ '../../locales/overrides/kunsthalle/da.json?part=rest').then(pick),
        },
      },
    };
  }
  if (process.env.FOYER_TEXT_VARIANT === 'naturkunde') {
    return {
      name: 'naturkunde',
      loaders: {
        shell: {
            de: () => import(/* webpackChunkName: "locale-de-naturkunde" */ '../../locales/overrides/naturkunde/de.json?part=shell').then(pick),
            en: () => import(/* webpackChunkName: "locale-en-naturkunde" */ '../../locales/overrides/naturkunde/en.json?part=shell').then(pick),
            fr: () => import(/* webpackChunkName: "locale-fr-naturkunde" */ '../../locales/overrides/naturkunde/fr.json?part=shell').then(pick),
            it: () => import(/* webpackChunkName: "locale-it-naturkunde" */ '../../locales/overrides/naturkunde/it.json?part=shell').then(pick),
            nl: () => import(/* webpackChunkName: "locale-nl-naturkunde" */ '../../locales/overrides/naturkunde/nl.json?part=shell').then(pick),
            es: () => import(/* webpackChunkName: "locale-es-naturkunde" */ '../../locales/overrides/naturkunde/es.json?part=shell').then(pick),
            sv: () => import(/* webpackChunkName: "locale-sv-naturkunde" */ '../../locales/overrides/naturkunde/sv.json?part=shell').then(pick),
            da: () => import(/* webpackChunkName: "locale-da-naturkunde" */ '../../locales/overrides/naturkunde/da.json?part=shell').then(pick),
        },
        rest: {
            de: () => import(/* webpackChunkName: "locale-de-naturkunde-rest" */ '../../locales/overrides/naturkunde/de.json?part=rest').then(pick),
            en: () => import(/* webpackChunkName: "locale-en-naturkunde-rest" */ '../../locales/overrides/naturkunde/en.json?part=rest').then(pick),
            fr: () => import(/* webpackChunkName: "locale-fr-naturkunde-rest" */ '../../locales/overrides/naturkunde/fr.json?part=rest').then(pick),
            it: () => import(/* webpackChunkName: "locale-it-naturkunde-rest" */ '../../locales/overrides/naturkunde/it.json?part=rest').then(pick),
            nl: () => import(/* webpackChunkName: "locale-nl-naturkunde-rest" */ '../../locales/overrides/naturkunde/nl.json?part=rest').then(pick),
            es: () => import(/* webpackChunkName: "locale-es-naturkunde-rest" */ '../../locales/overrides/naturkunde/es.json?part=rest').then(pick),
            sv: () => import(/* webpackChunkName: "locale-sv-naturkunde-rest" */ '../../locales/overrides/naturkunde/sv.json?part=rest').then(pick),
            da: () => import(/* webpackChunkName: "locale-da-naturkunde-rest" */ '../../locales/overrides/naturkunde/da.json?part=rest').then(pick),
        },
      },
    };
  }
  return undefined;
}

/** The variant name as configured, '' for neutral. */
function configuredName(): string {
  // Without DefinePlugin a browser has no `process`; that must mean neutral, not a crash.
  try {
    return process.env.FOYER_TEXT_VARIANT ?? '';
  } catch {
    return '';
  }
}

const warned = new Set<string>();
function warnOnce(message: string, detail?: unknown): void {
  if (warned.has(message)) return;
  warned.add(message);
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
}

function resolveVariant(): Variant | undefined {
  let variant: Variant | undefined;
  try {
    variant = variantFromBuild();
  } catch {
    variant = undefined;
  }
  const name = configuredName();
  if (variant === undefined && name !== '') {
    warnOnce(`[i18n] unknown text variant "${name}": using the neutral texts`);
  }
  return variant;
}

/** Name of the text variant this build applies, or undefined for the neutral texts. */
export function activeTextVariant(): string | undefined {
  return resolveVariant()?.name;
}

/**
 * The catalogue for one language with the build's customer variant laid over it: all of it, or
 * one part (TextPart). Rejects only when the base chunk itself cannot be fetched (offline,
 * deploy mid-session); a variant that fails to load costs the customer wording, not the shop,
 * so it falls back to neutral.
 */
export async function loadPhrases(lang: Lang, part: TextPart | 'all' = 'all'): Promise<Phrases> {
  if (!Object.prototype.hasOwnProperty.call(BASE.shell, lang)) {
    throw new RangeError(`[i18n] no texts for language "${String(lang)}"`);
  }
  if (part !== 'all') return loadPart(lang, part);
  // The parts hold different groups: together they are the whole catalogue.
  const [shell, rest] = await Promise.all([loadPart(lang, 'shell'), loadPart(lang, 'rest')]);
  return { ...shell, ...rest };
}

async function loadPart(lang: Lang, part: TextPart): Promise<Phrases> {
  const base = await BASE[part][lang]();
  // A neutral build: webpack writes '' here, the test folds, and the minifier drops what
  // follows with the variant's machinery, which main.js would otherwise carry for nothing. Every
  // build defines the name (webpack.config.ts), as boot.tsx's FOYER_API_BASE.
  if (!process.env.FOYER_TEXT_VARIANT) return base;
  const variant = resolveVariant();
  if (variant === undefined) return base;
  let override: Phrases;
  try {
    override = await variant.loaders[part][lang]();
  } catch (error) {
    warnOnce(`[i18n] text variant "${variant.name}" could not be loaded for ${lang}: using the neutral texts`, error);
    return base;
  }
  return mergePhrases(base, override, (path) =>
    warnOnce(`[i18n] text variant "${variant.name}" (${lang}) overrides unknown key "${path}"; ignored`),
  );
}

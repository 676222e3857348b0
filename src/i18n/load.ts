import type { Lang } from '../messages/primitives';
import { mergePhrases, type Phrases } from './phrases';

type Loader = () => Promise<Phrases>;
type LangLoaders = Readonly<Record<Lang, Loader>>;

// JSON arrives as `{ default: json }` both from webpack's namespace object and from the
// `require` that ts-jest turns `import()` into (esModuleInterop wraps it the same way).
const pick = (module: { default: Phrases }): Phrases => module.default;

// One literal import() per file: webpack can only split what it can read statically, and this
// way each language is its own chunk that a visitor downloads only when they use it.
const BASE: LangLoaders = {
  de: () => import(/* webpackChunkName: "locale-de" */ '../../locales/de.json').then(pick),
  en: () => import(/* webpackChunkName: "locale-en" */ '../../locales/en.json').then(pick),
  fr: () => import(/* webpackChunkName: "locale-fr" */ '../../locales/fr.json').then(pick),
  it: () => import(/* webpackChunkName: "locale-it" */ '../../locales/it.json').then(pick),
  nl: () => import(/* webpackChunkName: "locale-nl" */ '../../locales/nl.json').then(pick),
  es: () => import(/* webpackChunkName: "locale-es" */ '../../locales/es.json').then(pick),
  sv: () => import(/* webpackChunkName: "locale-sv" */ '../../locales/sv.json').then(pick),
  da: () => import(/* webpackChunkName: "locale-da" */ '../../locales/da.json').then(pick),
};

interface Variant {
  readonly name: string;
  readonly loaders: LangLoaders;
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
        de: () => import(/* webpackChunkName: "locale-de-kunsthalle" */ '../../locales/overrides/kunsthalle/de.json').then(pick),
        en: () => import(/* webpackChunkName: "locale-en-kunsthalle" */ '../../locales/overrides/kunsthalle/en.json').then(pick),
        fr: () => import(/* webpackChunkName: "locale-fr-kunsthalle" */ '../../locales/overrides/kunsthalle/fr.json').then(pick),
        it: () => import(/* webpackChunkName: "locale-it-kunsthalle" */ '../../locales/overrides/kunsthalle/it.json').then(pick),
        nl: () => import(/* webpackChunkName: "locale-nl-kunsthalle" */ '../../locales/overrides/kunsthalle/nl.json').then(pick),
        es: () => import(/* webpackChunkName: "locale-es-kunsthalle" */ '../../locales/overrides/kunsthalle/es.json').then(pick),
        sv: () => import(/* webpackChunkName: "locale-sv-kunsthalle" */ '../../locales/overrides/kunsthalle/sv.json').then(pick),
        da: () => import(/* webpackChunkName: "locale-da-kunsthalle" */ '../../locales/overrides/kunsthalle/da.json').then(pick),
      },
    };
  }
  if (process.env.FOYER_TEXT_VARIANT === 'naturkunde') {
    return {
      name: 'naturkunde',
      loaders: {
        de: () => import(/* webpackChunkName: "locale-de-naturkunde" */ '../../locales/overrides/naturkunde/de.json').then(pick),
        en: () => import(/* webpackChunkName: "locale-en-naturkunde" */ '../../locales/overrides/naturkunde/en.json').then(pick),
        fr: () => import(/* webpackChunkName: "locale-fr-naturkunde" */ '../../locales/overrides/naturkunde/fr.json').then(pick),
        it: () => import(/* webpackChunkName: "locale-it-naturkunde" */ '../../locales/overrides/naturkunde/it.json').then(pick),
        nl: () => import(/* webpackChunkName: "locale-nl-naturkunde" */ '../../locales/overrides/naturkunde/nl.json').then(pick),
        es: () => import(/* webpackChunkName: "locale-es-naturkunde" */ '../../locales/overrides/naturkunde/es.json').then(pick),
        sv: () => import(/* webpackChunkName: "locale-sv-naturkunde" */ '../../locales/overrides/naturkunde/sv.json').then(pick),
        da: () => import(/* webpackChunkName: "locale-da-naturkunde" */ '../../locales/overrides/naturkunde/da.json').then(pick),
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
 * The catalogue for one language with the build's customer variant laid over it. Rejects only
 * when the base chunk itself cannot be fetched (offline, deploy mid-session); a variant that
 * fails to load costs the customer wording, not the shop, so it falls back to neutral.
 */
export async function loadPhrases(lang: Lang): Promise<Phrases> {
  if (!Object.prototype.hasOwnProperty.call(BASE, lang)) {
    throw new RangeError(`[i18n] no texts for language "${String(lang)}"`);
  }
  const base = await BASE[lang]();
  const variant = resolveVariant();
  if (variant === undefined) return base;
  let override: Phrases;
  try {
    override = await variant.loaders[lang]();
  } catch (error) {
    warnOnce(`[i18n] text variant "${variant.name}" could not be loaded for ${lang}: using the neutral texts`, error);
    return base;
  }
  return mergePhrases(base, override, (path) =>
    warnOnce(`[i18n] text variant "${variant.name}" (${lang}) overrides unknown key "${path}"; ignored`),
  );
}

/**
 * webpack loader for node-polyglot: its table of plural rules cut to the shop's languages.
 * Polyglot ships the rules of some forty languages (Arabic, Russian, Polish, …) in one object
 * literal the minifier cannot trim, and a first visit downloads it with the shell's texts. The
 * table left behind is polyglot's own, read from the same source: each shop language keeps the
 * rule polyglot gives it (its locale, else the part before a hyphen, else English's, as
 * polyglot looks it up), so every phrase picks the same form as before (the test compares
 * both tables for every language and count).
 *
 * Options: `languages`, the shop's language codes (webpack.config.ts passes LANGUAGES).
 */
const vm = require('node:vm');

/** polyglot's helper for the Slavic rules, then the table itself, as its index.js declares them. */
const TABLE = /^(var russianPluralGroups = function \(n\) \{\n[^]*?\n\};\n)([^]*?)^var defaultPluralRules = \{\n[^]*?\n\};\n/m;

/** The plural type polyglot would choose for `locale` (index.js `pluralTypeName`). */
function typeOf(table, locale) {
  const byLanguage = {};
  for (const [type, languages] of Object.entries(table.pluralTypeToLanguages)) for (const language of languages) byLanguage[language] = type;
  return byLanguage[locale] ?? byLanguage[locale.split('-')[0]] ?? byLanguage.en;
}

module.exports = function pluralRules(source) {
  const { languages } = this.getOptions();
  const found = TABLE.exec(source);
  // A new polyglot written differently keeps its whole table: say so at build time.
  if (!found || !Array.isArray(languages) || languages.length === 0) {
    this.emitError(new Error(`plural-rules-loader: no plural table of polyglot's in ${this.resourcePath}, or no languages given`));
    return source;
  }
  const [block, helper] = found;
  const table = vm.runInNewContext(`${block}defaultPluralRules`);
  // English too: polyglot falls back to its rule for a locale it does not know.
  const kept = {};
  for (const language of new Set([...languages, 'en'])) (kept[typeOf(table, language)] ??= []).push(language);
  const types = Object.keys(kept).map((type) => `    ${type}: ${table.pluralTypes[type].toString()}`);
  const toLanguages = Object.entries(kept).map(([type, list]) => `    ${type}: ${JSON.stringify(list)}`);
  const cut = `var defaultPluralRules = {\n  pluralTypes: {\n${types.join(',\n')}\n  },\n  pluralTypeToLanguages: {\n${toLanguages.join(',\n')}\n  }\n};\n`;
  // The Slavic helper stays declared (a rule kept may be it); the minifier drops it when unused.
  return source.replace(block, `${helper}${cut}`);
};

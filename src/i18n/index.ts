export type { Phrases, TextKey } from './phrases';
export { flattenKeys, flattenPhrases, mergePhrases } from './phrases';
export { loadPhrases, activeTextVariant, type TextPart } from './load';
export type { CatalogueTranslator, FrameTranslator, TOptions, Translator } from './translator';
export { createFrameTranslator } from './translator';
// node-polyglot's translator (createTranslator) is imported from './polyglot' where it is due:
// through here, main.js would hold node-polyglot.
export { INTL_LOCALE, formatDate, formatMinutes, formatMoney, formatTime } from './format';
// Day and month names (dayjs) are in './calendar', imported by the screens that show them.
export type { I18n, I18nProviderProps } from './context';
export { I18nProvider, useT } from './context';

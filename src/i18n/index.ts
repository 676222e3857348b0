export type { Phrases, TextKey } from './phrases';
export { flattenKeys, flattenPhrases, mergePhrases } from './phrases';
export { loadPhrases, activeTextVariant, type TextPart } from './load';
export type { TOptions, Translator } from './polyglot';
export { createTranslator } from './polyglot';
export { INTL_LOCALE, formatDate, formatMinutes, formatMoney, formatTime } from './format';
// Day and month names (dayjs) are in './calendar', imported by the screens that show them.
export type { I18n, I18nProviderProps } from './context';
export { I18nProvider, useT } from './context';

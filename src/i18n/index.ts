export type { Phrases, TextKey } from './phrases';
export { flattenKeys, flattenPhrases, mergePhrases } from './phrases';
export { loadPhrases, activeTextVariant } from './load';
export type { TOptions, Translator } from './polyglot';
export { createTranslator } from './polyglot';
export {
  INTL_LOCALE,
  formatDate,
  formatLongDate,
  formatMinutes,
  formatMoney,
  formatMonthYear,
  formatTime,
  weekdayNamesShort,
} from './format';
export type { I18n, I18nProviderProps } from './context';
export { I18nProvider, useT } from './context';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Cents, Lang, SignedCents } from '../messages/primitives';
import { formatDate, formatMinutes, formatMoney, formatTime } from './format';
import type { TOptions, Translator } from './translator';
import type { TextKey } from './phrases';

export interface I18n {
  readonly lang: Lang;
  readonly t: (key: TextKey, options?: TOptions) => string;
  readonly tOr: (key: string, fallback: TextKey, options?: TOptions) => string;
  readonly has: (key: string) => boolean;
  readonly money: (cents: Cents | SignedCents) => string;
  readonly date: (isoDate: string) => string;
  readonly time: (time: string) => string;
  readonly minutes: (minutes: number) => string;
}

const I18nContext = createContext<I18n | null>(null);

export interface I18nProviderProps {
  readonly lang: Lang;
  readonly translator: Translator;
  readonly children?: ReactNode;
}

/**
 * Supplies texts and formatters to the tree. The app creates the translator after
 * `loadPhrases` resolved, so nothing below ever renders with a half-loaded catalogue.
 */
export function I18nProvider({ lang, translator, children }: I18nProviderProps) {
  // One object per language/translator pair: consumers re-render on a language switch only.
  const value = useMemo<I18n>(
    () => ({
      lang,
      t: translator.t,
      tOr: translator.tOr,
      has: translator.has,
      money: (cents) => formatMoney(cents, lang),
      date: (isoDate) => formatDate(isoDate, lang),
      time: (time) => formatTime(time, lang),
      minutes: (minutes) => formatMinutes(minutes, translator.t),
    }),
    [lang, translator],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useT(): I18n {
  const value = useContext(I18nContext);
  // A component outside the provider is a wiring mistake, not a runtime condition to survive.
  if (value === null) throw new Error('useT() needs an <I18nProvider> above it');
  return value;
}

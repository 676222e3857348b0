import type { Cents, Lang, SignedCents } from '../messages/primitives';

/**
 * Regional locale per shop language. A bare 'en' would let a browser pick US conventions; the
 * shop sells in euros to European visitors, so English follows British usage.
 */
export const INTL_LOCALE: Readonly<Record<Lang, string>> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  es: 'es-ES',
  sv: 'sv-SE',
  da: 'da-DK',
};

/** Euros in the language's own way (the Intl warm-up's worker makes the same). */
export const MONEY_FORMAT: Readonly<Intl.NumberFormatOptions> = { style: 'currency', currency: 'EUR' };

// Building an Intl.NumberFormat costs far more than using one, and a basket formats dozens of
// amounts per render.
const moneyFormats = new Map<Lang, Intl.NumberFormat>();

function moneyFormat(lang: Lang): Intl.NumberFormat {
  let format = moneyFormats.get(lang);
  if (format === undefined) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang], MONEY_FORMAT);
    moneyFormats.set(lang, format);
  }
  return format;
}

/**
 * Integer cents → "12,50 €" / "€12.50". The one place money becomes a fraction, and only for
 * display: arithmetic stays in cents. A non-integer means a price slipped past the codecs and
 * would show a wrong amount, so it fails loudly instead.
 */
export function formatMoney(cents: Cents | SignedCents, lang: Lang): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatMoney expects integer cents, got ${String(cents)}`);
  return moneyFormat(lang).format(cents / 100);
}

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const CLOCK_TIME = /(?:^|[T ])(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * "2026-03-05" or "2026-03-05 14:30:00" → "05.03.2026". The spec fixes d.m.Y for every
 * language, so `lang` does not change the output; it is taken to keep all formatters alike.
 * The date is read from the string, not through Date, so a time zone can never move it a day.
 * Input that is not an API date comes back unchanged rather than as "Invalid Date".
 */
export function formatDate(isoDate: string, _lang: Lang): string {
  const match = ISO_DATE.exec(isoDate);
  if (match === null) return isoDate;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/**
 * "14:30", "14:30:00" or "2026-03-05 14:30:00" → "14:30". All eight languages (British English
 * included) write the 24-hour clock, so `lang` does not change the output either.
 */
export function formatTime(time: string, _lang: Lang): string {
  const match = CLOCK_TIME.exec(time.trim());
  if (match === null) return time;
  const [, hours = '', minutes = ''] = match;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

/** 90 → "90 min." with a no-break space, so the unit never wraps onto its own line. */
export function formatMinutes(minutes: number, t: (key: 'common.minutesShort') => string): string {
  return `${minutes}\u00a0${t('common.minutesShort')}`;
}

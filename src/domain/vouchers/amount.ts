import { Cents, type Count } from '../../messages';
import { clampCount, ONE } from '../../kernel/counts';

export type AmountInput = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'amount'; cents: Cents };

/**
 * A variable voucher amount as typed, in major units (001 §5, §9): multiplied by 100; a
 * negative entry is made positive; an empty entry keeps the old value. Decimal comma or point,
 * at most two decimals; spaces and apostrophes as thousands separators are ignored. Parsed from
 * the digits, never through a float, so "19.99" is 1999 cents exactly.
 */
export function parseAmount(input: string): AmountInput {
  const text = input.replace(/[\s'\u00a0]/g, '').replace(/€|EUR/gi, '');
  if (text === '') return { kind: 'empty' };
  const m = /^[-−]?(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return { kind: 'invalid' };
  const major = Number(m[1]);
  const minor = Number((m[2] ?? '').padEnd(2, '0') || '0');
  const cents = major * 100 + minor;
  return Cents.is(cents) ? { kind: 'amount', cents } : { kind: 'invalid' };
}

/** The decimal separator of a language ("," in German, "." in English), as Intl writes it. */
export function decimalSeparator(lang: string): string {
  return new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/**
 * Cents back to the field's text in major units, with the language's decimal separator ("25",
 * "19,99" in German, "19.99" in English); `parseAmount` reads both separators back.
 */
export function amountText(cents: number, decimal = '.'): string {
  const major = Math.trunc(cents / 100);
  const minor = cents % 100;
  return minor === 0 ? String(major) : `${major}${decimal}${String(minor).padStart(2, '0')}`;
}

export const MAX_VOUCHER_QUANTITY = 99;

export function normalizeVoucherQuantity(input: number | string): Count {
  const n = typeof input === 'number' ? input : Number(input.trim());
  return Number.isFinite(n) && n >= 1 ? clampCount(n, MAX_VOUCHER_QUANTITY) : ONE;
}

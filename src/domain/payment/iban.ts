/**
 * IBAN checks before anything is sent: ISO 13616 mod 97. The IBAN and the account
 * holder travel in the StartPayment command and the init call only: never an event, a log, an
 * export or tracking.
 */

/** Spaces and case as people type them removed: "de89 3704 …" → "DE893704…". */
export const normalizeIban = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

export function isValidIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  // Digit by digit: the number is far beyond Number.MAX_SAFE_INTEGER.
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** Shown in groups of four, as printed on bank cards and statements. */
export const groupIban = (raw: string): string => normalizeIban(raw).replace(/(.{4})(?=.)/g, '$1 ');

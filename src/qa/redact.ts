/**
 * A voucher code in a cart line is money: whoever holds it can redeem it, and a rejected one
 * may be too (not valid yet, already in the basket). A capsule replaces every code by a keyed hash ("code-" and 12 hex digits), the same code by the same hash, so
 * the basket's duplicate rule still holds on replay. The key stays in the visitor's session, so
 * a short numeric code cannot be found again by hashing every candidate.
 */
export type CodeHash = (code: string) => string;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every voucher code of a cart line or of a rejected redemption anywhere in the value (events, snapshot state). */
export function voucherCodesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) voucherCodesIn(item, found);
  } else if (isRecord(value)) {
    if (value.type === 'voucherCode' && typeof value.barcode === 'string') found.add(value.barcode);
    if (value.type === 'VoucherCodeRejected' && isRecord(value.data) && typeof value.data.code === 'string') found.add(value.data.code);
    // A paid order keeps the codes it was paid with (PaymentCompleted, the payment state's
    // order) after their lines are gone: the basket is cleared.
    if (typeof value.barcode === 'string' && typeof value.used === 'number' && typeof value.remaining === 'number') found.add(value.barcode);
    for (const item of Object.values(value)) voucherCodesIn(item, found);
  }
  return found;
}

/** A copy of `value` with every string equal to a voucher code, or holding one, hashed. */
export function redactVoucherCodes<T>(value: T, hash: CodeHash): T {
  const codes = [...voucherCodesIn(value)].filter((code) => code.length > 0).sort((a, b) => b.length - a.length);
  if (codes.length === 0) return value;
  const hashed = new Map(codes.map((code) => [code, hash(code)]));
  const replace = (text: string): string => {
    const exact = hashed.get(text);
    if (exact !== undefined) return exact;
    let out = text;
    for (const [code, digest] of hashed) if (out.includes(code)) out = out.split(code).join(digest);
    return out;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return replace(v);
    if (Array.isArray(v)) return v.map(walk);
    if (isRecord(v)) return Object.fromEntries(Object.entries(v).map(([k, item]) => [replace(k), walk(item)]));
    return v;
  };
  return walk(value) as T;
}

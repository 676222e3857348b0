import { CartLine, cents, type Cents } from '../../messages';

/** Why a line does not go into the basket. */
export type LineRefusal =
  /** 000 §4: a voucher code already in the basket is not added twice. */
  | 'voucherCodeInBasket'
  /** Its fields or totals do not make a cart line (cart-line.ts): a fault of ours, never the visitor's. */
  | 'notALine'
  /** A change to a line the basket no longer holds (removed meanwhile), or that would make it another line. */
  | 'notInBasket';

/**
 * The most a variable voucher may be worth when the product names no range of its own
 * (vouchers/selectors.ts `amountRange` uses it too): a stored 10,000,000 € voucher is no voucher.
 */
export const VARIABLE_VOUCHER_MAX: Cents = cents(1_000_000);

/**
 * The rules any line meets to be in the basket, new or stored (issue 29, item 6): a cart line
 * whose totals agree, at least one of it, a variable voucher within the shop's range, a code
 * worth what its line deducts, and a lineId and voucher code of its own. A refusal, or null.
 */
export function lineRefusal(lines: readonly CartLine[], candidate: unknown): LineRefusal | null {
  if (!CartLine.is(candidate)) return 'notALine';
  const line = candidate;
  if (line.totalCount < 1 || ('count' in line && line.count !== undefined && line.count < 1)) return 'notALine';
  if (line.type === 'voucher' && line.variable_amount !== undefined && Number(line.variable_amount) === 1 && line.price > VARIABLE_VOUCHER_MAX) return 'notALine';
  // A code's line carries its value twice (price and available, the epic sets both): one edited
  // is a forged balance. Logs recorded before the epic did so have price 0 (test/fixtures).
  if (line.type === 'voucherCode' && line.price !== line.available && line.price !== 0) return 'notALine';
  if (lines.some((l) => l.lineId === line.lineId)) return 'notALine';
  if (line.type === 'voucherCode' && lines.some((l) => l.type === 'voucherCode' && l.barcode === line.barcode)) return 'voucherCodeInBasket';
  return null;
}

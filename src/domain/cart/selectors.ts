import type { CartLine, Cents, LineOf, SignedCents } from '../../messages';
import type { CartState } from './read-model';
import { sumCents, taxIncluded } from './money';

/** The basket count in the header is the number of lines, not of items. */
export const basketCount = (cart: CartState): number => cart.lines.length;

export interface VoucherAllocation {
  lineId: string;
  barcode: string;
  available: Cents;
  used: Cents;
  remaining: Cents;
  discount: SignedCents;
}

export interface CartTotals {
  /** Sum of all lines that are not voucher codes. */
  subtotal: Cents;
  shipping: Cents;
  vouchers: VoucherAllocation[];
  /** What is left to pay; never below 0. */
  total: Cents;
  /** VAT contained in the lines, per line (001 §9). */
  tax: Cents;
}

const isVoucherCode = (line: CartLine): line is LineOf<'voucherCode'> => line.type === 'voucherCode';

/**
 * 000 §4: the total of non-voucher lines plus shipping is reduced by each voucher in turn;
 * each keeps what it did not use and gets a negative discount for what it did.
 */
export function cartTotals(cart: CartState): CartTotals {
  const goods = cart.lines.filter((l) => !isVoucherCode(l));
  const subtotal = sumCents(goods.map((l) => l.totalPrice));
  const shipping = (cart.shippingCosts ?? 0) as Cents;
  let open = subtotal + shipping;
  const vouchers: VoucherAllocation[] = [];
  for (const line of cart.lines) {
    if (!isVoucherCode(line)) continue;
    const used = Math.min(open, line.available);
    open -= used;
    vouchers.push({
      lineId: line.lineId,
      barcode: line.barcode,
      available: line.available,
      used: used as Cents,
      remaining: (line.available - used) as Cents,
      discount: (used === 0 ? 0 : -used) as SignedCents,
    });
  }
  return { subtotal, shipping, vouchers, total: open as Cents, tax: sumCents(goods.map(lineTax)) };
}

export function lineTax(line: CartLine): Cents {
  switch (line.type) {
    case 'ticket':
      return taxIncluded(line.totalPrice, line.tax);
    case 'dayTicket':
      return sumCents(line.dayTickets.map((d) => taxIncluded((d.price * d.count) as Cents, d.tax)));
    case 'guidedTour':
    case 'merchandise':
    case 'annualPass':
    case 'voucher':
      return taxIncluded(line.totalPrice, line.vat_value);
    case 'voucherCode':
      return 0 as Cents;
  }
}

export const hasMerchandise = (cart: CartState): boolean => cart.lines.some((l) => l.type === 'merchandise');
export const findLine = (cart: CartState, lineId: string): CartLine | undefined =>
  cart.lines.find((l) => l.lineId === lineId);

import { signedCents, type CartLine, type Cents, type LineOf, type SignedCents } from '../../messages';
import type { CartState } from './read-model';
import { addCents, itemsTax, minCents, subCents, sumCents, taxIncluded, ZERO_CENTS } from '../../kernel/money';

/** The basket count in the header is the number of lines, not of items. */
export { basketCount } from './count';

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
  /** VAT contained in the lines, taxed per item (001 §9). */
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
  const shipping = cart.shippingCosts ?? ZERO_CENTS;
  let open = addCents(subtotal, shipping);
  const vouchers: VoucherAllocation[] = [];
  for (const line of cart.lines) {
    if (!isVoucherCode(line)) continue;
    const used = minCents(open, line.available);
    open = subCents(open, used);
    vouchers.push({
      lineId: line.lineId,
      barcode: line.barcode,
      available: line.available,
      used,
      remaining: subCents(line.available, used),
      discount: signedCents(used === 0 ? 0 : 0 - used),
    });
  }
  return { subtotal, shipping, vouchers, total: open, tax: sumCents(goods.map(lineTax)) };
}

/** VAT of a line, per item (001 §9): each unit price taxed, times its count. */
export function lineTax(line: CartLine): Cents {
  switch (line.type) {
    case 'ticket': {
      const subs = sumCents(line.subtickets.map((s) => s.price * s.count));
      const subsTax = sumCents(line.subtickets.map((s) => itemsTax(s.price, s.count, line.tax)));
      // A family ticket may be priced by its sub-tickets alone (totalsAgree, cart-line.ts).
      const pricedByItself = line.totalPrice !== subs || line.subtickets.length === 0;
      return pricedByItself ? addCents(subsTax, itemsTax(line.price, line.count ?? line.totalCount, line.tax)) : subsTax;
    }
    case 'dayTicket':
      return sumCents(line.dayTickets.map((d) => itemsTax(d.price, d.count, d.tax)));
    case 'guidedTour':
      // One booking priced as a whole at one rate; where that rate misstates the per-item VAT of
      // its parts, the line holds that VAT (tours/pricing.ts, tourVat). A line of an earlier log
      // carries an effective rate instead, which gives the same.
      return line.includedVat ?? taxIncluded(line.totalPrice, line.vat_value);
    case 'merchandise':
    case 'annualPass':
    case 'voucher':
      return itemsTax(line.price, line.count, line.vat_value);
    case 'voucherCode':
      return ZERO_CENTS;
  }
}

export const hasMerchandise = (cart: CartState): boolean => cart.lines.some((l) => l.type === 'merchandise');
export const findLine = (cart: CartState, lineId: string): CartLine | undefined =>
  cart.lines.find((l) => l.lineId === lineId);

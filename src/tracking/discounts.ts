/**
 * What redeemed voucher codes take off, as GA4 wants it: on the items, per unit (`discount`),
 * each item's `price` its discounted unit price (GA4 has no event-level discount). Money stays
 * exact: the codes' cents are shared over the items in proportion to their totals (largest
 * remainder), and an item whose share does not divide by its quantity becomes two entries of
 * the same item, one unit's discount a cent more than the other's. Σ price × quantity is then the
 * items' total less exactly what the codes took, to the cent.
 */
export interface Discountable {
  cents: number;
  quantity: number;
}

export function shareDiscount<T extends Discountable>(items: readonly T[], taken: number): Array<T & { off: number }> {
  const total = items.reduce((n, p) => n + p.cents * p.quantity, 0);
  // A code also pays shipping (000 §4): the items' part is at most their total.
  const off = Math.min(Math.max(0, Math.round(taken)), total);
  if (off === 0) return items.map((p) => ({ ...p, off: 0 }));
  // In integers: off × an item's total stays far below 2^53 for any basket.
  const parts = items.map((p) => off * p.cents * p.quantity);
  const shares = parts.map((n) => (n - (n % total)) / total);
  let left = off - shares.reduce((n, s) => n + s, 0);
  const byRemainder = parts.map((n, i) => ({ i, r: n % total })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return items.flatMap((p, i) => {
    const share = shares[i]!;
    const unit = Math.floor(share / p.quantity);
    const more = share - unit * p.quantity;
    const entries = [{ ...p, quantity: more, off: unit + 1 }, { ...p, quantity: p.quantity - more, off: unit }];
    return entries.filter((e) => e.quantity > 0);
  });
}

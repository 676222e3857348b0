import type { TourPriceOffer, TourTicketOffer } from '../../messages/catalogue';
import { cents, type Cents } from '../../messages';
import { itemsTax, sumCents, taxIncluded } from '../../kernel/money';

/** A tour booking counted and priced (001 §5, §9): tickets, persons and the parts of its price, in integer cents. */

export interface TicketCounts {
  readonly id: number;
  readonly count: number;
  readonly subtickets: ReadonlyArray<{ readonly id: number; readonly count: number }>;
}

export function hasSubtickets(type: TourTicketOffer | undefined): boolean {
  return (type?.subtickets?.length ?? 0) > 0;
}

/** 001 §5: a ticket with sub-tickets counts 1 when any sub-ticket count is non-zero, else 0. */
export function ticketCountOf(entry: TicketCounts, type: TourTicketOffer | undefined): number {
  if (hasSubtickets(type)) return entry.subtickets.some((s) => s.count > 0) ? 1 : 0;
  return entry.count;
}

/** Persons a ticket entry stands for: its count, or the sum of its sub-ticket counts. */
export function personsOf(entry: TicketCounts, type: TourTicketOffer | undefined): number {
  return hasSubtickets(type) ? entry.subtickets.reduce((n, s) => n + s.count, 0) : entry.count;
}

/** `count` items of one unit price and VAT rate; `amount` is their gross. */
export interface PricedPart {
  readonly unit: number;
  readonly count: number;
  readonly amount: number;
  readonly vat: number;
}

export const pricedPart = (unit: number, count: number, vat: number): PricedPart => ({ unit, count, amount: unit * count, vat });

/** Every priced part of the booking, in integer cents. Unknown ids price at 0 (they cannot be chosen). */
export function pricedParts(
  tickets: readonly TicketCounts[],
  types: readonly TourTicketOffer[],
  tours: ReadonlyArray<{ readonly id: number; readonly count: number }>,
  priceList: readonly TourPriceOffer[],
): PricedPart[] {
  const parts: PricedPart[] = [];
  for (const entry of tickets) {
    const type = types.find((t) => t.id === entry.id);
    if (!type) continue;
    const count = ticketCountOf(entry, type);
    if (count > 0) parts.push(pricedPart(type.price, count, type.vat_value));
    if (hasSubtickets(type)) {
      for (const sub of entry.subtickets) {
        const def = type.subtickets?.find((s) => s.id === sub.id);
        if (def && sub.count > 0) parts.push(pricedPart(def.price, sub.count, type.vat_value));
      }
    }
  }
  for (const entry of tours) {
    const price = priceList.find((p) => p.id === entry.id);
    if (price && entry.count > 0) parts.push(pricedPart(price.price, entry.count, price.vat_value));
  }
  return parts;
}

export function totalOf(parts: readonly PricedPart[]): Cents {
  return sumCents(parts.map((p) => p.amount));
}

/** A tour line's VAT: its one rate (001 §3 `vat_value`) and, where that rate alone misstates it, the VAT it holds. */
export interface TourVat {
  readonly rate: number;
  /** The per-item VAT of the parts (001 §9), where the rate on the whole total gives another amount. */
  readonly included?: Cents;
}

/**
 * The VAT of a guidedTour line. Its parts are taxed per item (001 §9) and can mix rates
 * (tickets 7 %, tour fees 19 %), while the line sends one `vat_value`, a tax rate: the rate of
 * the largest share of the price (the higher on a tie). Where that rate on the total does not
 * give the parts' per-item VAT (mixed rates, or rounding per item), the line also keeps that VAT
 * (`includedVat`, ours, never sent), so the basket's "incl. VAT" stays exact (docs/decisions.md).
 */
export function tourVat(parts: readonly PricedPart[]): TourVat {
  const priced = parts.filter((p) => p.amount > 0);
  if (priced.length === 0) return { rate: parts[0]?.vat ?? 0 };
  const shares = new Map<number, number>();
  for (const p of priced) shares.set(p.vat, (shares.get(p.vat) ?? 0) + p.amount);
  const [rate] = [...shares].reduce((best, next) => (next[1] > best[1] || (next[1] === best[1] && next[0] > best[0]) ? next : best));
  const vat = sumCents(priced.map((p) => itemsTax(cents(p.unit), p.count, p.vat)));
  return taxIncluded(totalOf(priced), rate) === vat ? { rate } : { rate, included: vat };
}

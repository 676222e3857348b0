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

/**
 * The one VAT rate a guidedTour line carries. Its parts are taxed per item (001 §9) and can mix
 * rates (tickets 7 %, tour fees 19 %); the line carries the effective rate whose VAT share of the
 * total equals that per-item VAT, so the basket's "incl. VAT" stays exact (docs/decisions.md).
 * A single rate whose line share already equals the per-item VAT stays that rate.
 */
export function lineVat(parts: readonly PricedPart[]): number {
  const priced = parts.filter((p) => p.amount > 0);
  const rates = [...new Set(priced.map((p) => p.vat))];
  if (rates.length === 0) return parts[0]?.vat ?? 0;
  const total = totalOf(priced);
  const vat = sumCents(priced.map((p) => itemsTax(cents(p.unit), p.count, p.vat)));
  if (rates.length === 1 && taxIncluded(total, rates[0] as number) === vat) return rates[0] as number;
  return total === vat ? 0 : (100 * vat) / (total - vat);
}

import type { TourPriceOffer, TourScheduleOffer, TourTicketOffer } from '../../messages/catalogue';
import type { Cents } from '../../messages';
import { addCents, minCents, mulCents } from '../../kernel/money';
import { lowestPrice } from '../../kernel/offer-card';
import type { TourRules } from './rules';
import { effectivePriceList } from './times';

/**
 * A tour's "from" price: what a booking of it costs at least (001 §3, §5), so a group tour does
 * not read "from 2 €" for a pupil's ticket when its guide costs 90 €. With tour prices, a booking
 * takes one tour at least, at its lowest: of the tour's own list and the lists of the times the
 * answer names (a time's list stands for the tour's at that time, on one day; other days keep the tour's),
 * and its smallest group at the cheapest participant, a free one counted (a class's teacher),
 * unless it may be booked without tickets. Without tour prices: the lowest ticket anyone pays (a
 * free entry beside paid ones is no "from 0") for the smallest group. Null without any price.
 */
export function tourFromPrice(
  tickets: readonly TourTicketOffer[],
  priceList: readonly TourPriceOffer[],
  schedule: Readonly<Record<string, TourScheduleOffer>>,
  rules: Pick<TourRules, 'minGroupSize' | 'bookingWithoutTickets'>,
): Cents | null {
  const fees = [...priceList, ...Object.values(schedule).flatMap((entry) => effectivePriceList(priceList, entry))].map((p) => p.price);
  const group = Math.max(1, rules.minGroupSize);
  if (fees.length === 0) {
    const lowest = lowestPrice(tickets);
    return lowest === null ? null : mulCents(lowest, group);
  }
  const fee = fees.reduce((a, b) => minCents(a, b));
  const units = tickets.flatMap((k) => (k.subtickets && k.subtickets.length > 0 ? k.subtickets.map((s) => s.price) : [k.price]));
  if (rules.bookingWithoutTickets || units.length === 0) return fee;
  return addCents(fee, mulCents(units.reduce((a, b) => minCents(a, b)), group));
}

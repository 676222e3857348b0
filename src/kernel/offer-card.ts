import type { Cents, IsoDate } from './brands';
import { minCents, ZERO_CENTS } from './money';

/**
 * What a catalogue card says to help choosing, shared by the event and the tour
 * cards: the "from" price, the next date with places and whether places are few or gone.
 * Each area looks its cards up in its own way; the rules of what a card says live here once.
 */

/** The part of a card's fact that the card shows: next date with places (null: none), places left on it, lowest price. */
export interface CardOffer {
  readonly next: IsoDate | null;
  readonly placesLeft: number;
  readonly fromPrice: Cents | null;
}

/** A card says "few places left" at this many places or fewer on its next date. */
export const FEW_PLACES = 10;

/**
 * The "from" price of what is on sale: the lowest price anyone pays, sub-tickets standing for
 * their ticket; a free entry beside paid ones does not make it "from 0". Null without entries;
 * zero when every entry is free.
 */
export function lowestPrice(entries: ReadonlyArray<{ readonly price: Cents; readonly subtickets?: ReadonlyArray<{ readonly price: Cents }> | null }>): Cents | null {
  const prices = entries.flatMap((k) => (k.subtickets && k.subtickets.length > 0 ? k.subtickets.map((s) => s.price) : [k.price]));
  if (prices.length === 0) return null;
  const paid = prices.filter((p) => p > 0);
  return paid.length > 0 ? paid.reduce((a, b) => minCents(a, b)) : ZERO_CENTS;
}

/** How a card describes its next date. */
export type CardAvailability = 'available' | 'few' | 'soldOut';
export const cardAvailability = (card: Pick<CardOffer, 'next' | 'placesLeft'>): CardAvailability =>
  card.next === null ? 'soldOut' : card.placesLeft <= FEW_PLACES ? 'few' : 'available';

import { cents, isoDate } from './brands';
import { cardAvailability, FEW_PLACES, lowestPrice } from './offer-card';

describe('catalogue cards: "from" price and availability', () => {
  const c = (n: number) => cents(n);

  it('the lowest price anyone pays: sub-tickets stand for their ticket, a free ticket beside paid ones is no "from 0"', () => {
    expect(lowestPrice([{ price: c(1400) }, { price: c(0) }, { price: c(2900), subtickets: [{ price: c(900) }, { price: c(0) }] }])).toBe(900);
    expect(lowestPrice([{ price: c(0) }, { price: c(0), subtickets: [] }])).toBe(0);
    expect(lowestPrice([])).toBeNull();
  });

  it('sold out without a next date, few at FEW_PLACES or fewer, else available', () => {
    const next = isoDate('2030-05-08');
    expect(cardAvailability({ next: null, placesLeft: 0 })).toBe('soldOut');
    expect(cardAvailability({ next, placesLeft: FEW_PLACES })).toBe('few');
    expect(cardAvailability({ next, placesLeft: FEW_PLACES + 1 })).toBe('available');
  });
});

import type { AreaName, CartLine } from '../../messages';
import type { KeyValueStorage } from '../../bus/deps';
import { PRIVATE_ANSWERS_KEY } from '../../kernel/private-keys';

/** A tour form's draft left free texts in the tab; a storage that refuses to be read holds none. */
const holdsTourTexts = (storage: KeyValueStorage | null): boolean => {
  try {
    return storage?.getItem(PRIVATE_ANSWERS_KEY) != null;
  } catch {
    return false;
  }
};

/**
 * The areas the checkout's screens read (app/routes.tsx; screens/checkout/CheckoutScreen.tsx, for
 * when the runtime takes an empty basket drawn before it over). The basket shows voucher codes (vouchers), its article lines' steppers
 * stop at the stock and a pass line removed there must take its owners out of the owner store
 * (merchandise), a tour line its private answers (tours: only when the basket holds a tour, the
 * largest area, or a tour form's draft left free texts, which go when the basket is cleared); its
 * ticket lines' steppers look up places by the tickets' rules (tickets: only when it holds a
 * ticket or day-ticket line).
 */
export const basketAreas = (state: { readonly cart: { readonly lines: readonly CartLine[] } }, storage: KeyValueStorage | null): readonly AreaName[] => [
  'merchandise',
  'vouchers',
  'payment',
  ...(state.cart.lines.some((line) => line.type === 'guidedTour') || holdsTourTexts(storage) ? (['tours'] as const) : []),
  ...(state.cart.lines.some((line) => line.type === 'ticket' || line.type === 'dayTicket') ? (['tickets'] as const) : []),
];

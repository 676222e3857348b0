import * as t from 'io-ts';
import { Cents, PaidCode, PaidItem, Payart, ProviderCartId } from '../../messages';
import { withDefault } from '../../event-log/read-model';

/**
 * The last order booked in this session, as the success page (and its calendar file) shows it
 * once the basket is cleared: what was bought, what was paid and how (issue 31).
 */
export const PaidOrder = t.type({
  cartId: ProviderCartId,
  bookingId: t.string,
  hasTickets: t.boolean,
  items: t.array(PaidItem),
  /** The total paid (null: an order of a log written before it was kept). */
  paid: withDefault(t.union([Cents, t.null]), null),
  payart: withDefault(t.union([Payart, t.null]), null),
  /** The voucher codes it was paid with: what each paid and what is left on it. */
  codes: withDefault(t.array(PaidCode), []),
});
export type PaidOrder = t.TypeOf<typeof PaidOrder>;

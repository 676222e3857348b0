import type { DomainEventType } from '../messages';
import { combineReadModels, type HandledBy, type StateOf } from '../event-log/read-model';
import { cartReadModel } from '../domain/cart/read-model';
import { noticesReadModel, sessionReadModel } from '../domain/session/read-model';
import { uiReadModel } from '../domain/ui/read-model';
import { accountReadModel } from '../domain/account/read-model';
import { eventsReadModel } from '../domain/tickets/read-model';
import { ticketFormReadModel } from '../domain/tickets/ticket-form';
import { dayTicketFormReadModel } from '../domain/tickets/day-ticket-form';
import { merchandiseReadModel, productFormReadModel } from '../domain/merchandise/read-model';
import { voucherCodeReadModel, voucherFormReadModel, vouchersReadModel } from '../domain/vouchers/read-model';
import { shippingReadModel } from '../domain/shipping/read-model';
import { tourListReadModel } from '../domain/tours/list-read-model';
import { tourReadModel } from '../domain/tours/tour-read-model';
import { tourFormReadModel } from '../domain/tours/form-read-model';

/**
 * Every read model the shop folds. Shared by the browser, the replay CLI and the benchmark,
 * so all three fold a log identically. No React here: the CLI runs this in Node.
 */
export const readModels = {
  cart: cartReadModel,
  session: sessionReadModel,
  notices: noticesReadModel,
  ui: uiReadModel,
  account: accountReadModel,
  events: eventsReadModel,
  ticketForm: ticketFormReadModel,
  dayTicketForm: dayTicketFormReadModel,
  merchandise: merchandiseReadModel,
  productForm: productFormReadModel,
  vouchers: vouchersReadModel,
  voucherForm: voucherFormReadModel,
  voucherCode: voucherCodeReadModel,
  shipping: shippingReadModel,
  tourList: tourListReadModel,
  tour: tourReadModel,
  tourForm: tourFormReadModel,
} as const;

export type RootState = StateOf<typeof readModels>;
export const rootFold = combineReadModels(readModels);

/**
 * Compile-time exhaustiveness: every registered event is folded by at least one read model.
 * An event nobody folds would be logged and replayed for nothing; if this line fails to
 * compile, the error names the event type that no read model handles.
 */
type Unfolded = Exclude<DomainEventType, HandledBy<typeof readModels>>;
export const everyEventIsFolded: [Unfolded] extends [never] ? true : { unfolded: Unfolded } = true;

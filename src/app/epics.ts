import type { SchedulerLike } from 'rxjs';
import type { Epic } from '../bus/epic';
import type { Clock, KeyValueStorage, Navigator, Random } from '../bus/deps';
import type { Command, DomainEvent } from '../messages';
import type { ApiClient } from '../api/client';
import { cartEpic } from '../domain/cart/epics';
import { noticesEpic } from '../domain/session/epics';
import { uiEpic } from '../domain/ui/epics';
import { accountEpic, type AccountDeps } from '../domain/account/epics';
import { apiSignalsEpic } from './shell/api-signals-epic';
import { ticketsEpic } from '../domain/tickets/epics';
import { merchandiseEpic } from '../domain/merchandise/epics';
import { vouchersEpic } from '../domain/vouchers/epics';
import { shippingEpic, type ShippingDeps } from '../domain/shipping/epics';
import { tourEpic, tourFormEpic, tourListEpic } from '../domain/tours/epics';
import type { RootState } from './read-models';

/** What epics may touch. Tests build it from fakes (test/helpers/app-deps.ts). */
export interface AppDeps {
  clock: Clock;
  random: Random;
  storage: KeyValueStorage;
  api: ApiClient;
  navigator: Navigator;
  /** Support address for the 500 message, from the remote configuration or meta data. */
  supportEmail: () => string;
  /** Timers (message timeouts); TestScheduler in tests, the default async scheduler otherwise. */
  scheduler?: SchedulerLike;
  /** Token and customer: secret and personal, so outside the log (src/app/session). */
  auth: AccountDeps['auth'] & ShippingDeps['auth'];
  afterLogin(): string;
}

export type AppEpic = Epic<Command, RootState, AppDeps, DomainEvent>;

/** Every epic, by name (the name appears in EpicFailed reports). */
export const epics: Record<string, AppEpic> = {
  cart: cartEpic,
  notices: noticesEpic,
  ui: uiEpic,
  apiSignals: apiSignalsEpic,
  account: accountEpic,
  tickets: ticketsEpic,
  merchandise: merchandiseEpic,
  vouchers: vouchersEpic,
  shipping: shippingEpic,
  tourList: tourListEpic,
  tour: tourEpic,
  tourForm: tourFormEpic,
};

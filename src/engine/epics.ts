import type { SchedulerLike } from 'rxjs';
import type { Epic } from '../bus/epic';
import type { Clock, KeyValueStorage, Navigator, Random } from '../bus/deps';
import type { Command, DomainEvent } from '../messages';
import type { ApiClient, CardLookups } from '../api/client';
import type { AccountDeps } from '../domain/account/epics';
import type { CustomerFormDeps } from '../domain/account/forms-epics';
import type { RouteName } from '../routing/route-paths';
import type { ShippingDeps } from '../domain/shipping/epics';
import type { RootState } from './root-state';
import type { PaymentLedger } from '../domain/payment/ledger-records';

/** What epics may touch. Tests build it from fakes (test/helpers/app-deps.ts). */
import type { NameStore } from './name-store';

export interface AppDeps extends CardLookups {
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
  afterGuest: CustomerFormDeps['afterGuest'];
  /** A named route's path in the page's language (001 §2 route names). */
  routePath(name: RouteName): string;
  /** What the server said about the customer forms' fields: outside the log (src/domain/account/feedback.ts). */
  feedback: CustomerFormDeps['feedback'];
  reloadPaymentTypes?(): void;
  /** Tests pass a synchronous MD5; the browser loads it on first use. */
  md5?: AccountDeps['md5'];
  /** The shop's default shipping country (remote configuration). */
  defaultCountry?: ShippingDeps['defaultCountry'];
  /** This tab's id; the runtime sets it (only the tab that started a payment may execute it). */
  tab?: string;
  /** A full page navigation away from the shop (the payment provider). */
  leaveTo(url: string): void;
  /** The address the provider returns to for a shop path (embedded: on the host page); this origin's when absent or null. */
  returnUrl?(path: string): string | null;
  /** What the other tabs of this browser know of their payments (app/payment-ledger.ts); this tab alone when absent. */
  paymentLedger?: PaymentLedger;
  /** The reference names (engine/name-store.ts) and the page's language: the basket's names are asked for when missing. */
  names?: { readonly store: NameStore; readonly lang: string };
}

export type AppEpic = Epic<Command, RootState, AppDeps, DomainEvent>;

/** Epic tables merged by name: the core's and each registered area's. */
export function mergeEpics(...tables: ReadonlyArray<Readonly<Record<string, AppEpic>>>): Readonly<Record<string, AppEpic>> {
  return tables.reduce<Record<string, AppEpic>>((all, table) => ({ ...all, ...table }), {});
}

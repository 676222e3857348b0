import type { SchedulerLike } from 'rxjs';
import type { Epic } from '../../bus/epic';
import type { Clock, KeyValueStorage, Navigator, Random } from '../../bus/deps';
import type { ApiClient } from '../../api/client';
import type { Command, DomainEvent } from '../../messages';
import type { PaymentSlice } from './decide';
import type { PaymentLedger } from './ledger-records';
import type { PrivateParts } from './payload';

/** The named routes a payment leads to (001 §2), in the page's language. */
export type PaymentRoute = 'checkout' | 'checkoutAccepted' | 'checkoutSuccess' | 'checkoutCanceled' | 'checkoutFailed';

export interface PaymentDeps {
  api: ApiClient;
  clock: Clock;
  random: Random;
  navigator: Navigator;
  /** This tab's id (the runtime's): only the tab that started a payment may execute it. */
  tab?: string;
  private: PrivateParts;
  routePath(route: PaymentRoute): string;
  /** Leaves the shop for the payment provider's page (a full page navigation). */
  leaveTo(url: string): void;
  /** The address the provider returns to for a shop path (embedded: on the host page); this origin's when absent or null. */
  returnUrl?(path: string): string | null;
  /** What the other tabs of this browser know of their payments (ledger-records.ts). */
  ledger: PaymentLedger;
  /** This tab's session storage: the provider's address of the payment on its way, outside the log. */
  storage: KeyValueStorage;
  /** Timers of the exec retries; the default async scheduler when absent. */
  scheduler?: SchedulerLike;
  /** A guest's order is a single purchase (000): the guest's token and details are forgotten. */
  endGuestSession(): void;
  /** The signed-in customer's (or guest's) e-mail address: where the order's confirmation goes. */
  recipient?(): string | null;
}

export type PaymentEpic = Epic<Command, PaymentSlice & { readonly account: { readonly guest?: boolean } }, PaymentDeps, DomainEvent>;

/**
 * The provider's address of the payment on its way, kept in this tab's session storage and not
 * in the log: a real provider's address can hold a session token, and the log goes into bug
 * capsules. "Continue to payment" needs it after the visitor came back unfinished.
 */
export const PROVIDER_KEY = 'foyer:provider';

export function keepProvider(storage: KeyValueStorage, cartId: string, url: string): void {
  try {
    storage.setItem(PROVIDER_KEY, JSON.stringify({ cartId, url }));
  } catch {
    /* without it, "Continue" cancels and starts again instead */
  }
}

export function providerOf(storage: KeyValueStorage, cartId: string): string | null {
  try {
    const stored = JSON.parse(storage.getItem(PROVIDER_KEY) ?? 'null') as { cartId?: unknown; url?: unknown } | null;
    return stored && stored.cartId === cartId && typeof stored.url === 'string' ? stored.url : null;
  } catch {
    return null;
  }
}

export function forgetProvider(storage: KeyValueStorage): void {
  try {
    storage.removeItem(PROVIDER_KEY);
  } catch {
    /* nothing kept */
  }
}

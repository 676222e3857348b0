import { isRight } from 'fp-ts/Either';
import { createStore, type ReadableStore } from '../../kernel/store';
import type { KeyValueStorage } from '../../bus/deps';
import { CustomerData } from '../../api/codecs/customer-data';

/** The spec's session keys (000 §3): the JWT and the customer live outside the event log. */
export const TOKEN_KEY = 'token';
export const CUSTOMER_KEY = 'customer';

export interface AuthSnapshot {
  token: string | null;
  customer: CustomerData | null;
}

/**
 * Token and customer data are a secret and personal data: they never enter the event log,
 * an export or tracking. They are kept here, under the spec's own sessionStorage keys, and
 * read by the header (name) and the API client (token).
 */
export interface AuthStore {
  /** The snapshot and its changes (the header's name, the menu's sign-in link). */
  readonly auth: ReadableStore<AuthSnapshot>;
  current(): AuthSnapshot;
  token(): string | null;
  /** `token` null: a guest the server accepted without one (001 §5); the customer is then what they typed. */
  signIn(token: string | null, customer: CustomerData | null): void;
  /**
   * Replaces the customer, but only while `forToken` is still the session's token: the answer
   * of a customer call started before a sign-out (or another sign-in) must not bring back the
   * previous person's data.
   */
  setCustomer(customer: CustomerData, forToken: string | null): void;
  signOut(): void;
}

function read(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Token and customer are restored independently: a customer entry that no longer parses or
 * decodes (an older format, a manual edit) must not throw away a valid token; boot reloads
 * the customer with `customerData` whenever a token is held.
 */
function restore(storage: KeyValueStorage): AuthSnapshot {
  const token = read(storage, TOKEN_KEY);
  const customerText = read(storage, CUSTOMER_KEY);
  let customer: CustomerData | null = null;
  if (customerText !== null) {
    try {
      const decoded = CustomerData.decode(JSON.parse(customerText));
      if (isRight(decoded)) customer = decoded.right;
    } catch {
      customer = null;
    }
  }
  return { token: token && token.length > 0 ? token : null, customer };
}

export function createAuthStore(storage: KeyValueStorage): AuthStore {
  const subject = createStore<AuthSnapshot>(restore(storage));
  const persist = (next: AuthSnapshot): void => {
    try {
      if (next.token) storage.setItem(TOKEN_KEY, next.token);
      else storage.removeItem(TOKEN_KEY);
      if (next.customer) storage.setItem(CUSTOMER_KEY, JSON.stringify(next.customer));
      else storage.removeItem(CUSTOMER_KEY);
    } catch {
      /* memory keeps working for this page */
    }
    subject.next(next);
  };
  return {
    auth: { get value() { return subject.value; }, subscribe: subject.subscribe },
    current: () => subject.value,
    token: () => subject.value.token,
    signIn: (token, customer) => persist({ token, customer }),
    setCustomer: (customer, forToken) => {
      if (subject.value.token === forToken) persist({ ...subject.value, customer });
    },
    signOut: () => persist({ token: null, customer: null }),
  };
}

export const isGuest = (customer: CustomerData | null): boolean =>
  customer?.isGuest === true || customer?.isGuest === 1;

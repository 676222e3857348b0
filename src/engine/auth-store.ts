import { createStore, type ReadableStore } from '../kernel/store';
import type { KeyValueStorage } from '../bus/deps';
import type { CustomerData } from '../api/codecs/customer-data';
import { CustomerDataGuard } from '../api/codecs/shell-guards';

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
 * What a stored token can look like: a JWT (000 §3) or an opaque token, in base64 or base64url
 * characters and dots, at most 8,192 of them. No JWT comes near that; beyond it servers refuse
 * the request line it travels in (431, or a reset connection), so every call with it would
 * fail. Anything else (written by hand or by another script) is no token of ours.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{1,8192}$/;
export const isPossibleToken = (value: string): boolean => TOKEN_SHAPE.test(value);

function drop(storage: KeyValueStorage, keys: readonly string[]): void {
  try {
    for (const key of keys) storage.removeItem(key);
  } catch {
    /* storage refused: the token is not used either way */
  }
}

/**
 * Token and customer are restored independently: a customer entry that no longer parses or
 * decodes (an older format, a manual edit) must not throw away a valid token; boot reloads
 * the customer with `customerData` whenever a token is held. A token of impossible shape is
 * dropped from storage with the customer it came with: the session is over.
 */
function restore(storage: KeyValueStorage): AuthSnapshot {
  const stored = read(storage, TOKEN_KEY);
  if (stored !== null && stored !== '' && !isPossibleToken(stored)) {
    drop(storage, [TOKEN_KEY, CUSTOMER_KEY]);
    return { token: null, customer: null };
  }
  const token = stored;
  const customerText = read(storage, CUSTOMER_KEY);
  let customer: CustomerData | null = null;
  if (customerText !== null) {
    try {
      // Its codec's answer without the codec (codecs/shell-guards.ts).
      const stored: unknown = JSON.parse(customerText);
      if (CustomerDataGuard.is(stored)) customer = CustomerDataGuard.settle(stored);
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

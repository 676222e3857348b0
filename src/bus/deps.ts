/**
 * The outside world, injected. Reducers never touch these: time reaches them through the
 * event envelope and randomness through event payloads.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export interface Random {
  /** A fresh identifier, unique for this session (line ids, tab ids). */
  id(): string;
  /** `length` characters from [A-Za-z0-9], e.g. the payment call's `us` token. */
  alphanumeric(length: number): string;
}

/** The part of the Web Storage API we use; sessionStorage in the browser, a Map in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Enumeration, as Web Storage has it: lets the log find every key of its own, whatever a damaged header claims. */
  readonly length?: number;
  key?(index: number): string | null;
}

/** Every key in storage, when it can say (Web Storage can); else none. Never throws. */
export function storedKeys(storage: KeyValueStorage): string[] {
  try {
    if (typeof storage.key !== 'function' || typeof storage.length !== 'number') return [];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

export const systemClock: Clock = { now: () => Date.now() };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function cryptoRandom(source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): Random {
  const alphanumeric = (length: number): string => {
    const bytes = source.getRandomValues(new Uint8Array(length));
    // 62 does not divide 256; the slight bias is irrelevant for ids that only need uniqueness.
    return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
  };
  return { id: () => alphanumeric(16), alphanumeric };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}

/** Where the visitor is and how epics move them; the router implements it in the browser. */
export interface Navigator {
  /** Current path with query, e.g. "/de/checkout?partner=x". */
  path(): string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Full page reload (the 503 rule). */
  reload(): void;
  /** Our own origin: the only one a stored or query URL may lead to. */
  origin(): string;
}

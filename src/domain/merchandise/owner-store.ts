import type { KeyValueStorage } from '../../bus/deps';
import type { PassOwnerInput } from '../../messages';

/**
 * Annual pass owners (001 §3: name, address, send_to_custom_addr) are personal data, so they
 * never enter the event log, an export or tracking. The cart's annualPass line carries opaque
 * `ownerRefs`; the entries live here, under their own sessionStorage key, and are forgotten when
 * no line refers to them any more (docs/decisions.md). Payment reads them back with `ownersOf`.
 */
export const OWNER_STORE_KEY = 'foyer:passOwners';

export interface PassOwner {
  readonly name: string;
  readonly address: string;
  readonly send_to_custom_addr: boolean;
}

export interface OwnerStore {
  put(entries: ReadonlyArray<readonly [string, PassOwner]>): void;
  get(ref: string): PassOwner | undefined;
  /** Keeps only the given refs. */
  retain(refs: ReadonlySet<string>): void;
  refs(): string[];
}

// When storage refuses (quota, privacy mode) the owners are kept in memory for this page.
const fallback = new WeakMap<KeyValueStorage, Record<string, PassOwner>>();

function isOwner(value: unknown): value is PassOwner {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return typeof o.name === 'string' && typeof o.address === 'string' && typeof o.send_to_custom_addr === 'boolean';
}

export function ownerStore(storage: KeyValueStorage): OwnerStore {
  const read = (): Record<string, PassOwner> => {
    const memory = fallback.get(storage);
    if (memory) return { ...memory };
    try {
      const text = storage.getItem(OWNER_STORE_KEY);
      const parsed: unknown = text === null ? {} : JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, PassOwner] => isOwner(entry[1])));
    } catch {
      return {};
    }
  };
  const write = (all: Record<string, PassOwner>): void => {
    try {
      if (Object.keys(all).length === 0) storage.removeItem(OWNER_STORE_KEY);
      else storage.setItem(OWNER_STORE_KEY, JSON.stringify(all));
      fallback.delete(storage);
    } catch {
      fallback.set(storage, all);
    }
  };
  return {
    put: (entries) => write({ ...read(), ...Object.fromEntries(entries) }),
    get: (ref) => read()[ref],
    retain: (refs) => {
      const all = read();
      const kept = Object.fromEntries(Object.entries(all).filter(([ref]) => refs.has(ref)));
      if (Object.keys(kept).length !== Object.keys(all).length) write(kept);
    },
    refs: () => Object.keys(read()),
  };
}

/** The owners of an annualPass line, in order (for the payment payload and the basket). */
export function ownersOf(storage: KeyValueStorage, refs: readonly string[]): Array<PassOwner | undefined> {
  const store = ownerStore(storage);
  return refs.map((ref) => store.get(ref));
}

export const MAX_OWNER_NAME = 200;
export const MAX_OWNER_ADDRESS = 500;

/**
 * 001 §5: one owner entry per pass, each validated: a name (not blank, at most 200
 * characters) and, when the pass goes to another address, that address.
 */
export function ownerProblems(owners: readonly PassOwnerInput[]): Array<{ index: number; fields: Array<'name' | 'address'> }> {
  return owners.flatMap((owner, index) => {
    const fields: Array<'name' | 'address'> = [];
    const name = owner.name.trim();
    if (name === '' || name.length > MAX_OWNER_NAME) fields.push('name');
    const address = owner.address.trim();
    if ((owner.send_to_custom_addr && address === '') || address.length > MAX_OWNER_ADDRESS) fields.push('address');
    return fields.length > 0 ? [{ index, fields }] : [];
  });
}

export function cleanOwner(owner: PassOwnerInput): PassOwner {
  return {
    name: owner.name.trim(),
    address: owner.address.trim(),
    send_to_custom_addr: owner.send_to_custom_addr,
  };
}

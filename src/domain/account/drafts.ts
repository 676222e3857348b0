import type { KeyValueStorage } from '../../bus/deps';
import type { AddressInput, CustomerFormInput } from '../../messages';
import { SHIPPING_FIELDS, withoutSecrets } from './form-values';

/**
 * Half-filled customer forms survive a reload, but what they hold is personal data:
 * it stays out of the event log, like pass owners and the customer, under keys of its own.
 * Passwords are never written anywhere. Signing out forgets all of it.
 */
export const DRAFTS_KEY = 'foyer:customerDrafts';
/** 000 §3 / 001 §4: the shipping address, saved when editing ends if it differs from billing. */
export const SHIPPING_ADDRESS_KEY = 'shippingAddress';

export type DraftForm = 'register' | 'guest' | 'details';

type Drafts = Partial<Record<DraftForm, Partial<CustomerFormInput>>>;

const STRING_FIELDS = [
  'salutation', 'company', 'fname', 'lname', 'email', 'emailConfirmation', 'phone', 'street', 'zip', 'city', 'country',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps only well-typed, bounded fields: a damaged or edited entry can only lose fields. */
function cleanDraft(value: unknown): Partial<CustomerFormInput> | null {
  if (!isRecord(value)) return null;
  const out: Partial<CustomerFormInput> = {};
  for (const f of STRING_FIELDS) {
    const v = value[f];
    if (typeof v === 'string' && v.length <= 200) out[f] = v;
  }
  if (typeof value.separateShipping === 'boolean') out.separateShipping = value.separateShipping;
  const address = cleanAddress(value.shipping);
  if (address) out.shipping = address;
  return out;
}

export function cleanAddress(value: unknown): AddressInput | null {
  if (!isRecord(value)) return null;
  const field = (f: (typeof SHIPPING_FIELDS)[number]): string => {
    const v = value[f];
    return typeof v === 'string' && v.length <= 200 ? v : '';
  };
  const out: Partial<AddressInput> = {};
  for (const f of SHIPPING_FIELDS) out[f] = field(f);
  return out as AddressInput;
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the form still works, it only forgets on reload */
  }
}

function readDrafts(storage: KeyValueStorage): Drafts {
  const raw = readJson(storage, DRAFTS_KEY);
  if (!isRecord(raw)) return {};
  const out: Drafts = {};
  for (const form of ['register', 'guest', 'details'] as const) {
    const draft = cleanDraft(raw[form]);
    if (draft) out[form] = draft;
  }
  return out;
}

export function readDraft(storage: KeyValueStorage, form: DraftForm): Partial<CustomerFormInput> | null {
  return readDrafts(storage)[form] ?? null;
}

export function saveDraft(storage: KeyValueStorage, form: DraftForm, values: CustomerFormInput): void {
  write(storage, DRAFTS_KEY, { ...readDrafts(storage), [form]: withoutSecrets(values) });
}

export function clearDraft(storage: KeyValueStorage, form: DraftForm): void {
  const { [form]: _gone, ...rest } = readDrafts(storage);
  write(storage, DRAFTS_KEY, Object.keys(rest).length === 0 ? null : rest);
}

export function readShippingAddress(storage: KeyValueStorage): AddressInput | null {
  return cleanAddress(readJson(storage, SHIPPING_ADDRESS_KEY));
}

/** Saved when editing ends, if it differs from billing (`null` forgets it). */
export function saveShippingAddress(storage: KeyValueStorage, address: AddressInput | null): void {
  write(storage, SHIPPING_ADDRESS_KEY, address);
}

/** Sign-out: the next visitor at this computer must find none of it. */
export function forgetCustomerDrafts(storage: KeyValueStorage): void {
  write(storage, DRAFTS_KEY, null);
  write(storage, SHIPPING_ADDRESS_KEY, null);
}

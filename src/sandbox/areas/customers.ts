import { createHash, randomUUID } from 'node:crypto';
import type * as t from 'io-ts';
import type { Lang } from '../../messages/primitives';
import type { CustomerData, CustomerFormData } from '../../api/codecs/customer';
import { formatDateTime } from '../clock';
import { randomToken, type Core } from '../core';
import { badRequest, fieldErrors, HttpError, rejected } from '../http';
import { isRecord } from '../request';
import type { Address, CustomerRecord } from '../state';
import { pick } from '../text';

type Out<C extends t.Mixed> = t.OutputOf<C>;

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

const MD5_HEX = /^[0-9a-f]{32}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ()/.-]{5,24}$/;

export function customerForToken(core: Core, token: string): CustomerRecord | undefined {
  const id = core.state.tokens.get(token);
  return id === undefined ? undefined : core.state.customers.get(id);
}

export function issueToken(core: Core, customer: CustomerRecord): string {
  const token = randomToken();
  core.state.tokens.set(token, customer.id);
  return token;
}

function findRegistered(core: Core, email: string): CustomerRecord | undefined {
  const wanted = email.trim().toLowerCase();
  for (const c of core.state.customers.values()) if (!c.isGuest && c.email.toLowerCase() === wanted) return c;
  return undefined;
}

export function formData(core: Core, lang: Lang): Out<typeof CustomerFormData> {
  const { countries, salutations, required_fields, visible_fields } = core.catalogue.customers.form;
  const mapLang = (m: Record<string, Parameters<typeof pick>[0]>): Record<string, string> =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, pick(v, lang)]));
  return { countries: mapLang(countries), salutations: mapLang(salutations), required_fields, visible_fields };
}

export function customerData(customer: CustomerRecord): Out<typeof CustomerData> {
  const orNull = (s: string): string | null => (s === '' ? null : s);
  return {
    fname: customer.fname,
    lname: customer.lname,
    email: customer.email,
    phone: orNull(customer.phone),
    company: { name: orNull(customer.company) },
    salutation: orNull(customer.salutation),
    addrBilling: {
      name: customer.company !== '' ? customer.company : `${customer.fname} ${customer.lname}`,
      street: customer.street,
      zip: customer.zip,
      city: customer.city,
      country: customer.country,
    },
    addrShipping: customer.shipping && { ...customer.shipping },
    ...(customer.isGuest ? { isGuest: true } : {}),
  };
}

// ---- the customer form (`c`) ------------------------------------------------------------

const TEXT_FIELDS = ['email', 'salutation', 'fname', 'lname', 'company', 'phone', 'street', 'zip', 'city', 'country'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;

export type CustomerInput = Record<TextField, string> & { send_invoice: 0 | 1; shipping: Address | null; password: string };
export type FormMode = 'register' | 'guest' | 'update';

/**
 * Reads and checks the `c` object of register, guest register and update. A missing or wrongly
 * typed field is a form error (422 with a field map), not a malformed request: the shop shows
 * it next to the field. Only a body without `c` is a 400.
 */
export function readCustomerForm(core: Core, body: unknown, mode: FormMode, lang: Lang, self?: CustomerRecord): CustomerInput {
  if (!isRecord(body) || !isRecord(body.c)) throw badRequest('expected a body {c: {...}}');
  const c = body.c;
  const form = core.catalogue.customers.form;
  const errors: Record<string, string> = {};
  const msg = (key: string, values: Record<string, string | number> = {}): string => core.message(key, lang, values);

  const filled: Partial<Record<TextField, string>> = {};
  const text = filled as Record<TextField, string>;
  for (const field of TEXT_FIELDS) {
    const v = c[field];
    if (v === undefined || v === null) text[field] = '';
    else if (typeof v === 'string') text[field] = v.trim();
    else {
      text[field] = '';
      errors[field] = msg('invalid_value');
    }
  }
  // Email changes have their own call that asks for the password; update leaves it alone.
  if (mode === 'update' && self) text.email = self.email;
  if (text.country === '' && !form.visible_fields.includes('country')) text.country = String(core.catalogue.config.defaultCountry ?? 'DE');

  for (const field of form.required_fields) {
    if ((TEXT_FIELDS as readonly string[]).includes(field) && text[field as TextField] === '' && !errors[field]) errors[field] = msg('required');
  }
  if (text.email !== '' && !EMAIL.test(text.email)) errors.email = msg('invalid_email');
  else if (mode === 'register' && text.email !== '' && findRegistered(core, text.email)) errors.email = msg('email_taken');
  if (text.salutation !== '' && !form.salutations[text.salutation]) errors.salutation = msg('invalid_value');
  if (text.phone !== '' && !PHONE.test(text.phone)) errors.phone = msg('invalid_phone');
  checkPlace(core, text.country, text.zip, 'country', 'zip', errors, lang);

  let password = '';
  if (mode === 'register') {
    const p = c.password;
    if (typeof p !== 'string' || p === '') errors.password = msg('required');
    else if (p.length < form.passwordMinLength) errors.password = msg('password_too_short', { min: form.passwordMinLength });
    else password = p;
  }

  let shipping: Address | null = null;
  // The shop sends the billing address as `shipping` when the parcel goes there (001 §7 lists
  // shipping in every customer body): that is no separate address, and its fields are the
  // billing fields, already judged above.
  if (c.shipping !== undefined && c.shipping !== null && !isBillingAddress(c.shipping, c, text)) {
    if (!isRecord(c.shipping)) errors.shipping = msg('invalid_value');
    else {
      const s = c.shipping;
      const filling: Partial<Address> = {};
      const address = filling as Address;
      for (const f of SHIPPING_FIELDS) {
        const v = s[f];
        address[f] = typeof v === 'string' ? v.trim() : '';
        if (address[f] === '') errors[`shipping.${f}`] = msg('required');
      }
      checkPlace(core, address.country, address.zip, 'shipping.country', 'shipping.zip', errors, lang);
      shipping = address;
    }
  }

  const si = c.send_invoice;
  const send_invoice: 0 | 1 = si === 0 || si === false || si === '0' ? 0 : 1;
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { ...text, send_invoice, shipping, password };
}

const folded = (v: unknown): string => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '');

/** The billing address as sent (named after the company, else the person), case and blanks aside. */
function isBillingAddress(shipping: unknown, c: Record<string, unknown>, text: Record<TextField, string>): boolean {
  if (!isRecord(shipping)) return false;
  const name = text.company || `${text.fname} ${text.lname}`.trim();
  const sentCountry = typeof c.country === 'string' ? c.country : '';
  return (
    folded(shipping.name) === folded(name) &&
    (['street', 'zip', 'city'] as const).every((f) => folded(shipping[f]) === folded(text[f])) &&
    (folded(shipping.country) === folded(text.country) || folded(shipping.country) === folded(sentCountry))
  );
}

function checkPlace(core: Core, country: string, zip: string, countryField: string, zipField: string, errors: Record<string, string>, lang: Lang): void {
  const form = core.catalogue.customers.form;
  if (country === '') return;
  if (!form.countries[country]) {
    errors[countryField] = core.message('invalid_country', lang);
    return;
  }
  const pattern = form.zipPatterns[country];
  if (pattern && zip !== '' && !new RegExp(`^(?:${pattern})$`).test(zip)) errors[zipField] ??= core.message('invalid_zip', lang);
}

function applyForm(target: CustomerRecord, input: CustomerInput): void {
  target.salutation = input.salutation;
  target.fname = input.fname;
  target.lname = input.lname;
  target.company = input.company;
  target.phone = input.phone;
  target.street = input.street;
  target.zip = input.zip;
  target.city = input.city;
  target.country = input.country;
  target.send_invoice = input.send_invoice;
  target.shipping = input.shipping;
}

export function createCustomer(core: Core, input: CustomerInput, guest: boolean): CustomerRecord {
  const customer: CustomerRecord = {
    id: core.state.nextCustomerId++,
    email: input.email,
    passwordMd5: guest ? null : md5(input.password),
    isGuest: guest,
    salutation: '',
    fname: '',
    lname: '',
    phone: '',
    company: '',
    street: '',
    zip: '',
    city: '',
    country: '',
    send_invoice: 1,
    shipping: null,
  };
  applyForm(customer, input);
  core.state.customers.set(customer.id, customer);
  return customer;
}

export function updateCustomer(customer: CustomerRecord, input: CustomerInput): void {
  applyForm(customer, input);
}

// ---- login and passwords ----------------------------------------------------------------

export function login(core: Core, email: string, passwordMd5: string, lang: Lang): string {
  const customer = findRegistered(core, email);
  // One answer for "no such account" and "wrong password": the form must not reveal which.
  if (!customer || customer.passwordMd5 === null || customer.passwordMd5 !== passwordMd5.toLowerCase()) {
    throw rejected('LOGIN_FAILED', { message: core.message('login_failed', lang) });
  }
  return issueToken(core, customer);
}

export function requestPasswordReset(core: Core, email: string, backlink: string, lang: Lang): true {
  if (!EMAIL.test(email.trim())) throw rejected('INVALID_EMAIL', { errors: { email: core.message('invalid_email', lang) } });
  const customer = findRegistered(core, email);
  if (!customer) throw rejected('EMAIL_UNKNOWN', { errors: { email: core.message('email_unknown', lang) } });
  const token = randomUUID();
  const hours = core.catalogue.customers.resetTokenHours;
  core.state.resetTokens.set(token, { customerId: customer.id, expiresAt: core.now().instant.getTime() + hours * 3_600_000, used: false });
  // The link format is the shop's: it sends a backlink, the token goes where it asks or at the end.
  const link = backlink.includes('{token}') ? backlink.replace('{token}', token) : `${backlink}${token}`;
  const now = core.now();
  core.state.outbox.push({ to: customer.email, subject: core.message('reset_subject', lang), link, at: formatDateTime(now.today, now.minutes) });
  return true;
}

export function confirmPasswordReset(core: Core, token: string, passwordMd5: string): string {
  if (token.trim() === '' || passwordMd5.trim() === '') throw new HttpError(400, { code: 'BAD_REQUEST', message: 'You must fill all fields' });
  const entry = core.state.resetTokens.get(token.trim());
  if (!entry || entry.used || entry.expiresAt < core.now().instant.getTime()) throw rejected('INVALID_TOKEN');
  if (!MD5_HEX.test(passwordMd5)) throw rejected('INVALID_PASSWORD');
  const customer = core.state.customers.get(entry.customerId);
  if (!customer) throw rejected('INVALID_TOKEN');
  entry.used = true;
  customer.passwordMd5 = passwordMd5.toLowerCase();
  // A reset is what someone does when a password leaked: sessions holding the old one end.
  for (const [tok, id] of core.state.tokens) if (id === customer.id) core.state.tokens.delete(tok);
  return issueToken(core, customer);
}

function assertPassword(customer: CustomerRecord, passwordMd5: string, core: Core, lang: Lang): void {
  if (customer.passwordMd5 === null) throw rejected('GUEST_ACCOUNT');
  if (customer.passwordMd5 !== passwordMd5.toLowerCase()) {
    throw rejected('WRONG_PASSWORD', { errors: { oldPassword: core.message('wrong_password', lang) } });
  }
}

export function changePassword(core: Core, customer: CustomerRecord, oldMd5: string, newMd5: string, lang: Lang): true {
  assertPassword(customer, oldMd5, core, lang);
  if (!MD5_HEX.test(newMd5)) throw rejected('INVALID_PASSWORD');
  customer.passwordMd5 = newMd5.toLowerCase();
  return true;
}

export function changeEmail(core: Core, customer: CustomerRecord, passwordMd5: string, email: string, lang: Lang): true {
  assertPassword(customer, passwordMd5, core, lang);
  const next = email.trim();
  if (!EMAIL.test(next)) throw rejected('INVALID_EMAIL', { errors: { email: core.message('invalid_email', lang) } });
  const owner = findRegistered(core, next);
  if (owner && owner.id !== customer.id) throw rejected('EMAIL_TAKEN', { errors: { email: core.message('email_taken', lang) } });
  customer.email = next;
  return true;
}

import type { Address, CustomerData, CustomerPayload, RegisterPayload } from '../../api/codecs/customer';
import type { AddressInput, CustomerFormInput, FieldRules } from '../../messages';

/**
 * The customer form's rules that the shop checks itself before anything is sent (001 §5):
 * required fields, an email that looks like one, the two confirmations, and a separate shipping
 * address filled completely. Everything else (postcodes per country, a taken email, the
 * password's length) is the server's to judge, through the validate-only call and the 422 map.
 */

/** Why the shop refuses a field; each has a text under `validation.*`. */
export type FieldIssue = 'required' | 'invalidEmail' | 'emailsDoNotMatch' | 'passwordsDoNotMatch' | 'shippingFields';

export type FieldIssues = Readonly<Record<string, FieldIssue>>;

/** Which of the form's parts a screen shows: each form asks for a little more or less. */
export interface FormShape {
  /** Email and its confirmation (register, guest); settings change the email on their own form. */
  readonly email: boolean;
  /** Password and its confirmation (register). */
  readonly password: boolean;
}

export const REGISTER_SHAPE: FormShape = { email: true, password: true };
export const GUEST_SHAPE: FormShape = { email: true, password: false };
export const DETAILS_SHAPE: FormShape = { email: false, password: false };

/** The customer fields in the order a form shows them (and focuses the first error). */
export const CUSTOMER_FIELDS = ['salutation', 'company', 'fname', 'lname', 'email', 'phone', 'street', 'zip', 'city', 'country'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const looksLikeEmail = (value: string): boolean => EMAIL.test(value.trim());

export const emptyAddress = (): AddressInput => ({ name: '', street: '', zip: '', city: '', country: '' });

export function emptyCustomerForm(): CustomerFormInput {
  return {
    salutation: '',
    company: '',
    fname: '',
    lname: '',
    email: '',
    emailConfirmation: '',
    phone: '',
    street: '',
    zip: '',
    city: '',
    country: '',
    password: '',
    passwordConfirmation: '',
    separateShipping: false,
    shipping: emptyAddress(),
  };
}

/**
 * 000 §4 "countries loaded": the user and shipping forms are filled from the customer data and
 * the default country. Fields the visitor already typed (a restored draft) win.
 */
export function prefill(
  draft: Partial<CustomerFormInput> | null,
  customer: CustomerData | null,
  defaultCountry: string | null,
  countries: readonly string[],
): CustomerFormInput {
  const known = (key: string | null | undefined): string => (key && countries.includes(key) ? key : '');
  const fallbackCountry = known(defaultCountry);
  const base = emptyCustomerForm();
  if (customer) {
    base.salutation = customer.salutation ?? '';
    base.company = customer.company.name ?? '';
    base.fname = customer.fname;
    base.lname = customer.lname;
    base.email = customer.email;
    base.emailConfirmation = customer.email;
    base.phone = customer.phone ?? '';
    base.street = customer.addrBilling.street;
    base.zip = customer.addrBilling.zip;
    base.city = customer.addrBilling.city;
    base.country = known(customer.addrBilling.country);
    if (customer.addrShipping && !sameAddress(customer.addrShipping, billingAddress(base))) {
      base.separateShipping = true;
      base.shipping = { ...customer.addrShipping, country: known(customer.addrShipping.country) };
    }
  }
  if (base.country === '') base.country = fallbackCountry;
  if (base.shipping.country === '') base.shipping.country = base.country || fallbackCountry;
  if (!draft) return base;
  const merged: CustomerFormInput = { ...base, ...withoutSecrets(draft), password: '', passwordConfirmation: '' };
  merged.shipping = { ...base.shipping, ...(draft.shipping ?? {}) };
  // A draft from another configuration (or edited by hand) may name a country the list no
  // longer has: the select would show nothing and send it anyway.
  if (!countries.includes(merged.country)) merged.country = base.country;
  if (!countries.includes(merged.shipping.country)) merged.shipping.country = base.shipping.country;
  return merged;
}

/** What may be kept in session storage while the visitor types: never a password. */
export function withoutSecrets(values: Partial<CustomerFormInput>): Partial<CustomerFormInput> {
  const { password: _p, passwordConfirmation: _c, ...rest } = values;
  return rest;
}

/** The billing address as an address (the name is the company's, else the person's). */
export function billingAddress(values: Pick<CustomerFormInput, 'company' | 'fname' | 'lname' | 'street' | 'zip' | 'city' | 'country'>): AddressInput {
  const person = `${values.fname.trim()} ${values.lname.trim()}`.trim();
  return { name: values.company.trim() || person, street: values.street, zip: values.zip, city: values.city, country: values.country };
}

const norm = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

export function sameAddress(a: AddressInput | Address, b: AddressInput | Address): boolean {
  return SHIPPING_FIELDS.every((f) => norm(a[f]) === norm(b[f]));
}

const isVisible = (rules: FieldRules, field: string): boolean => rules.visible.includes(field);

/** A customer field is shown when the server lists it as visible; email is always asked for. */
export function shownFields(rules: FieldRules, shape: FormShape): CustomerField[] {
  return CUSTOMER_FIELDS.filter((f) => (f === 'email' ? shape.email : isVisible(rules, f)));
}

export function isRequired(rules: FieldRules, field: string): boolean {
  return field === 'email' || rules.required.includes(field);
}

/**
 * The shop's own checks, in the order the form shows its fields. An empty result means the
 * form may be sent; the server may still refuse it (422).
 */
export function checkCustomerForm(values: CustomerFormInput, rules: FieldRules, shape: FormShape): FieldIssues {
  const issues: Record<string, FieldIssue> = {};
  for (const field of shownFields(rules, shape)) {
    if (isRequired(rules, field) && values[field].trim() === '') issues[field] = 'required';
  }
  if (shape.email) {
    if (!issues.email && !looksLikeEmail(values.email)) issues.email = 'invalidEmail';
    if (values.emailConfirmation.trim() === '') issues.emailConfirmation = 'required';
    else if (norm(values.emailConfirmation) !== norm(values.email)) issues.emailConfirmation = 'emailsDoNotMatch';
  }
  if (shape.password) {
    if (values.password === '') issues.password = 'required';
    if (values.passwordConfirmation === '') issues.passwordConfirmation = 'required';
    else if (values.passwordConfirmation !== values.password) issues.passwordConfirmation = 'passwordsDoNotMatch';
  }
  if (values.separateShipping) {
    for (const f of SHIPPING_FIELDS) if (values.shipping[f].trim() === '') issues[`shipping.${f}`] = 'shippingFields';
  }
  return issues;
}

/** One email address on its own (forgotten password): given, and an address. */
export function checkEmailAddress(email: string, field = 'email'): FieldIssues {
  if (email.trim() === '') return { [field]: 'required' };
  return looksLikeEmail(email) ? {} : { [field]: 'invalidEmail' };
}

/** A new email address, typed twice, with the current password (settings). */
export function checkEmailChange(password: string, email: string, confirmation: string): FieldIssues {
  const issues: Record<string, FieldIssue> = password === '' ? { oldPassword: 'required' } : {};
  Object.assign(issues, checkEmailAddress(email));
  if (confirmation.trim() === '') issues.emailConfirmation = 'required';
  else if (confirmation.trim().toLowerCase() !== email.trim().toLowerCase()) issues.emailConfirmation = 'emailsDoNotMatch';
  return issues;
}

/** Two passwords typed for one new password (recover, change password). */
export function checkNewPassword(password: string, confirmation: string, field = 'password'): FieldIssues {
  const issues: Record<string, FieldIssue> = {};
  if (password === '') issues[field] = 'required';
  if (confirmation === '') issues.passwordConfirmation = 'required';
  else if (password !== '' && confirmation !== password) issues.passwordConfirmation = 'passwordsDoNotMatch';
  return issues;
}

const trimmed = (value: string): string => value.trim();

/** The separate shipping address the visitor typed, when it differs from billing; else none. */
function separateShipping(values: CustomerFormInput): Address | undefined {
  if (!values.separateShipping) return undefined;
  const s = values.shipping;
  const address = { name: trimmed(s.name), street: trimmed(s.street), zip: trimmed(s.zip), city: trimmed(s.city), country: trimmed(s.country) };
  return sameAddress(address, billingAddress(values)) ? undefined : address;
}

/** Where the parcel goes: the separate address, else the billing address (001 §4 "same as billing by default"). */
function shippingOf(values: CustomerFormInput): Address {
  const billing = billingAddress(values);
  return separateShipping(values) ?? { name: billing.name, street: trimmed(billing.street), zip: trimmed(billing.zip), city: trimmed(billing.city), country: trimmed(billing.country) };
}

/**
 * The `c` object of register, guest register, update and validate (001 §7). The country is sent
 * only when its field is visible (001 §5); shipping always, as §7 lists it in these bodies: the
 * billing address when the parcel goes there (the form's country, even when its field is hidden).
 */
export function customerPayload(values: CustomerFormInput, rules: FieldRules, extra: { sendInvoice?: boolean } = {}): CustomerPayload {
  return {
    email: trimmed(values.email),
    salutation: trimmed(values.salutation),
    fname: trimmed(values.fname),
    lname: trimmed(values.lname),
    company: trimmed(values.company),
    phone: trimmed(values.phone),
    street: trimmed(values.street),
    zip: trimmed(values.zip),
    city: trimmed(values.city),
    ...(isVisible(rules, 'country') ? { country: trimmed(values.country) } : {}),
    ...(extra.sendInvoice === undefined ? {} : { send_invoice: extra.sendInvoice ? 1 : 0 }),
    shipping: shippingOf(values),
  };
}

export function registerPayload(values: CustomerFormInput, rules: FieldRules): RegisterPayload {
  return { ...customerPayload(values, rules), password: values.password };
}

/**
 * The customer as the shop keeps it after a guest registration whose customer data could not
 * be loaded (no token, or the call failed): what the visitor typed, marked as a guest. It stays
 * in the auth store, outside the log, like any customer data.
 */
export function guestCustomer(values: CustomerFormInput, rules: FieldRules): CustomerData {
  const payload = customerPayload(values, rules);
  const billing = billingAddress({ ...values, country: payload.country ?? values.country });
  return {
    fname: payload.fname,
    lname: payload.lname,
    email: payload.email,
    phone: payload.phone || null,
    company: { name: payload.company || null },
    salutation: payload.salutation || null,
    addrBilling: { ...billing, street: payload.street, zip: payload.zip, city: payload.city },
    // Customer data say null when the parcel goes to the billing address.
    addrShipping: separateShipping(values) ?? null,
    isGuest: true,
  };
}

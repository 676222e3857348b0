import fc from 'fast-check';
import { CustomerData, CustomerPayload, RegisterPayload } from '../../api/codecs/customer';
import type { CustomerFormInput, FieldRules } from '../../messages';
import {
  billingAddress,
  checkCustomerForm,
  checkNewPassword,
  CUSTOMER_FIELDS,
  customerPayload,
  DETAILS_SHAPE,
  emptyAddress,
  emptyCustomerForm,
  GUEST_SHAPE,
  guestCustomer,
  isRequired,
  looksLikeEmail,
  prefill,
  registerPayload,
  REGISTER_SHAPE,
  sameAddress,
  SHIPPING_FIELDS,
  shownFields,
  withoutSecrets,
  type FieldIssue,
} from './form-values';
import { filledForm, fixtureCustomerData, PASSWORD, sandboxRules } from '../../../test/helpers/account';

const countries = ['DE', 'AT', 'NL', 'GB'];
const MIA = { name: 'Mia Vogt', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'DE' };
const without = (rules: FieldRules, ...hidden: string[]): FieldRules => ({ required: [...rules.required], visible: rules.visible.filter((f) => !hidden.includes(f)) });
const ISSUES: readonly FieldIssue[] = ['required', 'invalidEmail', 'emailsDoNotMatch', 'passwordsDoNotMatch', 'shippingFields'];
/** Blanks `String.prototype.trim` removes (and `\s` matches), including non-breaking and em spaces. */
const blanks = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003'), { maxLength: 4 }).map((a) => a.join(''));
const STRING_KEYS = ['salutation', 'company', 'fname', 'lname', 'email', 'emailConfirmation', 'phone', 'street', 'zip', 'city', 'country', 'password', 'passwordConfirmation'] as const;

describe('looksLikeEmail', () => {
  it.each(['clara.hansen@example.net', ' a@b.de ', 'a+tag@sub.example.museum', 'ÄÖ@bücher.de'])('%p looks like an email', (value) => {
    expect(looksLikeEmail(value)).toBe(true);
  });

  it.each(['', '   ', 'no-at-sign', 'a@b', 'a@b.c', 'a b@c.de', '@b.de', 'a@@b.de', 'a@b .de', 'a@.de'])('%p does not', (value) => {
    expect(looksLikeEmail(value)).toBe(false);
  });
});

describe('empty forms and field lists', () => {
  it('an empty form has every field empty, no separate shipping, an empty address', () => {
    const form = emptyCustomerForm();
    for (const key of STRING_KEYS) expect(form[key]).toBe('');
    expect(form.separateShipping).toBe(false);
    expect(form.shipping).toEqual({ name: '', street: '', zip: '', city: '', country: '' });
    expect(emptyAddress()).toEqual(form.shipping);
    // Fresh objects each time: a form never shares its address with another.
    expect(emptyCustomerForm().shipping).not.toBe(emptyCustomerForm().shipping);
  });

  it('the fields shown are the server’s visible ones in the form’s order; email only where the shape asks for it', () => {
    expect(shownFields(sandboxRules, REGISTER_SHAPE)).toEqual([...CUSTOMER_FIELDS]);
    expect(shownFields(sandboxRules, GUEST_SHAPE)).toEqual([...CUSTOMER_FIELDS]);
    expect(shownFields(sandboxRules, DETAILS_SHAPE)).toEqual(CUSTOMER_FIELDS.filter((f) => f !== 'email'));
    // The server's list order does not matter, nor unknown names in it.
    const reversed = { required: [], visible: [...sandboxRules.visible].reverse().concat('birthday') };
    expect(shownFields(reversed, REGISTER_SHAPE)).toEqual([...CUSTOMER_FIELDS]);
    // Email is asked for even when the server does not list it as visible.
    expect(shownFields({ required: [], visible: ['fname'] }, REGISTER_SHAPE)).toEqual(['fname', 'email']);
    expect(shownFields(without(sandboxRules, 'country', 'salutation'), REGISTER_SHAPE)).toEqual(['company', 'fname', 'lname', 'email', 'phone', 'street', 'zip', 'city']);
  });

  it('email is always required; other fields when the server says so', () => {
    expect(isRequired({ required: [], visible: [] }, 'email')).toBe(true);
    expect(isRequired(sandboxRules, 'zip')).toBe(true);
    expect(isRequired(sandboxRules, 'company')).toBe(false);
    expect(isRequired(sandboxRules, 'phone')).toBe(false);
  });
});

describe('checkCustomerForm: the shop’s own checks (001 §5)', () => {
  it('a complete form passes in every shape', () => {
    expect(checkCustomerForm(filledForm(), sandboxRules, REGISTER_SHAPE)).toEqual({});
    expect(checkCustomerForm(filledForm(), sandboxRules, GUEST_SHAPE)).toEqual({});
    expect(checkCustomerForm(filledForm(), sandboxRules, DETAILS_SHAPE)).toEqual({});
  });

  it('an empty registration: every required field, the email and both confirmations', () => {
    expect(checkCustomerForm(emptyCustomerForm(), sandboxRules, REGISTER_SHAPE)).toEqual({
      salutation: 'required',
      fname: 'required',
      lname: 'required',
      email: 'required',
      street: 'required',
      zip: 'required',
      city: 'required',
      country: 'required',
      emailConfirmation: 'required',
      password: 'required',
      passwordConfirmation: 'required',
    });
  });

  it.each(['salutation', 'fname', 'lname', 'street', 'zip', 'city', 'country'] as const)('%s: empty or whitespace only is required', (field) => {
    for (const value of ['', ' ', '  \t ', '\n', '\u00a0']) {
      expect(checkCustomerForm(filledForm({ [field]: value }), sandboxRules, REGISTER_SHAPE)).toEqual({ [field]: 'required' });
    }
  });

  it('optional fields may stay empty', () => {
    expect(checkCustomerForm(filledForm({ company: '', phone: '  ' }), sandboxRules, REGISTER_SHAPE)).toEqual({});
  });

  it('a field required by the server but hidden is neither shown nor required', () => {
    const rules = without(sandboxRules, 'country', 'salutation', 'zip');
    expect(rules.required).toEqual(expect.arrayContaining(['country', 'salutation', 'zip']));
    expect(checkCustomerForm(filledForm({ country: '', salutation: '', zip: '  ' }), rules, REGISTER_SHAPE)).toEqual({});
    // …while the visible required ones still are.
    expect(checkCustomerForm(filledForm({ country: '', fname: '' }), rules, REGISTER_SHAPE)).toEqual({ fname: 'required' });
  });

  it('a visible field the server does not require may stay empty', () => {
    const rules = { required: ['email'], visible: sandboxRules.visible };
    expect(checkCustomerForm(filledForm({ fname: '', lname: '', street: '', zip: '', city: '', country: '', salutation: '' }), rules, GUEST_SHAPE)).toEqual({});
  });

  it('the email: required when empty or blank, else it must look like one', () => {
    expect(checkCustomerForm(filledForm({ email: '', emailConfirmation: 'a@b.de' }), sandboxRules, GUEST_SHAPE)).toEqual({ email: 'required', emailConfirmation: 'emailsDoNotMatch' });
    expect(checkCustomerForm(filledForm({ email: '   ', emailConfirmation: '   ' }), sandboxRules, GUEST_SHAPE)).toEqual({ email: 'required', emailConfirmation: 'required' });
    expect(checkCustomerForm(filledForm({ email: 'no-at-sign', emailConfirmation: 'no-at-sign' }), sandboxRules, REGISTER_SHAPE)).toEqual({ email: 'invalidEmail' });
    expect(checkCustomerForm(filledForm({ email: 'a@b', emailConfirmation: 'a@b' }), sandboxRules, GUEST_SHAPE)).toEqual({ email: 'invalidEmail' });
    // Required even when the server's lists leave it out.
    expect(checkCustomerForm(filledForm({ email: '', emailConfirmation: '' }), { required: [], visible: [] }, GUEST_SHAPE)).toEqual({ email: 'required', emailConfirmation: 'required' });
  });

  it('the email confirmation ignores case and surrounding blanks, but must be the same address', () => {
    expect(checkCustomerForm(filledForm({ emailConfirmation: '  CLARA.HANSEN@example.NET ' }), sandboxRules, REGISTER_SHAPE)).toEqual({});
    expect(checkCustomerForm(filledForm({ email: ' Clara.Hansen@Example.net\t', emailConfirmation: 'clara.hansen@example.net' }), sandboxRules, GUEST_SHAPE)).toEqual({});
    expect(checkCustomerForm(filledForm({ emailConfirmation: 'other@example.net' }), sandboxRules, REGISTER_SHAPE)).toEqual({ emailConfirmation: 'emailsDoNotMatch' });
    expect(checkCustomerForm(filledForm({ emailConfirmation: 'clara.hansen@example.ne' }), sandboxRules, REGISTER_SHAPE)).toEqual({ emailConfirmation: 'emailsDoNotMatch' });
    expect(checkCustomerForm(filledForm({ emailConfirmation: '' }), sandboxRules, REGISTER_SHAPE)).toEqual({ emailConfirmation: 'required' });
    expect(checkCustomerForm(filledForm({ emailConfirmation: ' \t ' }), sandboxRules, REGISTER_SHAPE)).toEqual({ emailConfirmation: 'required' });
  });

  it('passwords: both required, the confirmation must match exactly (case and blanks count)', () => {
    expect(checkCustomerForm(filledForm({ password: '', passwordConfirmation: '' }), sandboxRules, REGISTER_SHAPE)).toEqual({ password: 'required', passwordConfirmation: 'required' });
    expect(checkCustomerForm(filledForm({ passwordConfirmation: '' }), sandboxRules, REGISTER_SHAPE)).toEqual({ passwordConfirmation: 'required' });
    expect(checkCustomerForm(filledForm({ passwordConfirmation: 'typo' }), sandboxRules, REGISTER_SHAPE)).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    expect(checkCustomerForm(filledForm({ passwordConfirmation: PASSWORD.toLowerCase() }), sandboxRules, REGISTER_SHAPE)).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    expect(checkCustomerForm(filledForm({ passwordConfirmation: `${PASSWORD} ` }), sandboxRules, REGISTER_SHAPE)).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    // A password of blanks is the visitor's choice (the server judges its strength).
    expect(checkCustomerForm(filledForm({ password: '        ', passwordConfirmation: '        ' }), sandboxRules, REGISTER_SHAPE)).toEqual({});
  });

  it('guests have no password; the settings form neither email nor password', () => {
    expect(checkCustomerForm(filledForm({ password: '', passwordConfirmation: 'x' }), sandboxRules, GUEST_SHAPE)).toEqual({});
    expect(checkCustomerForm(filledForm({ email: '', emailConfirmation: 'x', password: '', passwordConfirmation: 'y' }), sandboxRules, DETAILS_SHAPE)).toEqual({});
  });

  it('a separate shipping address needs all five fields (“Please fill in all fields for Shipping Address”)', () => {
    const partly = filledForm({ separateShipping: true, shipping: { name: 'Mia', street: '', zip: '20457', city: ' ', country: 'DE' } });
    expect(checkCustomerForm(partly, sandboxRules, GUEST_SHAPE)).toEqual({ 'shipping.street': 'shippingFields', 'shipping.city': 'shippingFields' });
    const empty = filledForm({ separateShipping: true });
    expect(checkCustomerForm(empty, sandboxRules, DETAILS_SHAPE)).toEqual(Object.fromEntries(SHIPPING_FIELDS.map((f) => [`shipping.${f}`, 'shippingFields'])));
    expect(checkCustomerForm(filledForm({ separateShipping: true, shipping: MIA }), sandboxRules, REGISTER_SHAPE)).toEqual({});
    // Not separate: the shipping fields are not looked at.
    expect(checkCustomerForm(filledForm({ separateShipping: false, shipping: { ...MIA, street: '' } }), sandboxRules, REGISTER_SHAPE)).toEqual({});
  });

  it('property: a valid form stays valid whatever blanks surround its values (and however the confirmation is cased)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(blanks, blanks), { minLength: 16, maxLength: 16 }), fc.boolean(), (pads, upper) => {
        let i = 0;
        const pad = (s: string): string => {
          const [before, after] = pads[i++ % pads.length] as [string, string];
          return `${before}${s}${after}`;
        };
        const base = filledForm({ company: 'Hafen GmbH', separateShipping: true, shipping: MIA });
        const padded: CustomerFormInput = {
          ...base,
          ...Object.fromEntries(STRING_KEYS.filter((k) => !k.startsWith('password')).map((k) => [k, pad(base[k])])),
          emailConfirmation: pad(upper ? base.email.toUpperCase() : base.email),
          shipping: { name: pad(MIA.name), street: pad(MIA.street), zip: pad(MIA.zip), city: pad(MIA.city), country: pad(MIA.country) },
        };
        for (const shape of [REGISTER_SHAPE, GUEST_SHAPE, DETAILS_SHAPE]) expect(checkCustomerForm(padded, sandboxRules, shape)).toEqual({});
      }),
    );
  });

  it('property: any values give known issues on known fields, never an exception', () => {
    const fields = new Set<string>([...CUSTOMER_FIELDS, 'emailConfirmation', 'password', 'passwordConfirmation', ...SHIPPING_FIELDS.map((f) => `shipping.${f}`)]);
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(STRING_KEYS.map((k) => [k, fc.string()])) as Record<(typeof STRING_KEYS)[number], fc.Arbitrary<string>>),
        fc.boolean(),
        fc.record({ name: fc.string(), street: fc.string(), zip: fc.string(), city: fc.string(), country: fc.string() }),
        (strings, separateShipping, shipping) => {
          const issues = checkCustomerForm({ ...strings, separateShipping, shipping }, sandboxRules, REGISTER_SHAPE);
          for (const [field, issue] of Object.entries(issues)) {
            expect(fields.has(field)).toBe(true);
            expect(ISSUES).toContain(issue);
          }
        },
      ),
    );
  });
});

describe('checkNewPassword (recover, change password)', () => {
  it('two equal passwords pass; empty ones are required; a different confirmation does not match', () => {
    expect(checkNewPassword('a', 'a')).toEqual({});
    expect(checkNewPassword('', '')).toEqual({ password: 'required', passwordConfirmation: 'required' });
    expect(checkNewPassword('a', '')).toEqual({ passwordConfirmation: 'required' });
    expect(checkNewPassword('a', 'b')).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    expect(checkNewPassword('a', 'A')).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    expect(checkNewPassword('a', 'b', 'newPassword')).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    expect(checkNewPassword('', 'b', 'newPassword')).toEqual({ newPassword: 'required' });
  });
});

describe('addresses', () => {
  it('the billing address is named after the company, else the person', () => {
    expect(billingAddress(filledForm())).toEqual({ name: 'Clara Hansen', street: 'Elbchaussee 12', zip: '22763', city: 'Hamburg', country: 'DE' });
    expect(billingAddress(filledForm({ company: ' Hafen GmbH ' })).name).toBe('Hafen GmbH');
    expect(billingAddress(filledForm({ company: '   ' })).name).toBe('Clara Hansen');
    expect(billingAddress(filledForm({ fname: '', lname: 'Hansen' })).name).toBe('Hansen');
  });

  it('two addresses are the same whatever the case and the blanks', () => {
    expect(sameAddress(MIA, { name: ' mia  VOGT ', street: 'brooktorkai 1', zip: '20457 ', city: 'HAMBURG', country: 'de' })).toBe(true);
    for (const f of SHIPPING_FIELDS) expect(sameAddress(MIA, { ...MIA, [f]: `${MIA[f]}x` })).toBe(false);
  });
});

describe('customerPayload: the `c` object (001 §7)', () => {
  it('every field trimmed; no confirmation, password or form flag', () => {
    const values = filledForm({ fname: ' Clara ', email: ' clara.hansen@example.net\t', company: ' Hafen GmbH ', zip: ' 22763' });
    expect(customerPayload(values, sandboxRules)).toEqual({
      email: 'clara.hansen@example.net',
      salutation: 'ms',
      fname: 'Clara',
      lname: 'Hansen',
      company: 'Hafen GmbH',
      phone: '+49 40 123456',
      street: 'Elbchaussee 12',
      zip: '22763',
      city: 'Hamburg',
      country: 'DE',
      shipping: { name: 'Hafen GmbH', street: 'Elbchaussee 12', zip: '22763', city: 'Hamburg', country: 'DE' },
    });
    expect(CustomerPayload.is(customerPayload(values, sandboxRules))).toBe(true);
  });

  it('the country only when its field is visible', () => {
    expect(customerPayload(filledForm(), without(sandboxRules, 'country'))).not.toHaveProperty('country');
    expect(registerPayload(filledForm(), without(sandboxRules, 'country'))).not.toHaveProperty('country');
    expect(customerPayload(filledForm({ country: ' AT ' }), sandboxRules).country).toBe('AT');
    // Another hidden field is still sent (as typed): only the country depends on visibility (001 §5).
    expect(customerPayload(filledForm(), without(sandboxRules, 'phone')).phone).toBe('+49 40 123456');
  });

  it('send_invoice 1 or 0 when asked, else absent', () => {
    expect(customerPayload(filledForm(), sandboxRules, { sendInvoice: true }).send_invoice).toBe(1);
    expect(customerPayload(filledForm(), sandboxRules, { sendInvoice: false }).send_invoice).toBe(0);
    expect(customerPayload(filledForm(), sandboxRules)).not.toHaveProperty('send_invoice');
    expect(customerPayload(filledForm(), sandboxRules, {})).not.toHaveProperty('send_invoice');
  });

  it('shipping is always sent (001 §7): the separate address, or the billing address when shipping goes there', () => {
    const billing = { name: 'Clara Hansen', street: 'Elbchaussee 12', zip: '22763', city: 'Hamburg', country: 'DE' };
    const different = filledForm({ separateShipping: true, shipping: { ...MIA, name: ' Mia Vogt ', city: 'Hamburg ' } });
    expect(customerPayload(different, sandboxRules).shipping).toEqual(MIA);
    expect(CustomerPayload.is(customerPayload(different, sandboxRules))).toBe(true);
    // "Ship to the billing address": the billing address as the shipping address.
    const toBilling = customerPayload(filledForm({ separateShipping: false, shipping: MIA }), sandboxRules);
    expect(toBilling.shipping).toEqual(billing);
    expect(CustomerPayload.is(toBilling)).toBe(true);
    // The same as billing, give or take case and blanks: the billing address, as typed there.
    const same = filledForm({ separateShipping: true, shipping: { name: 'clara  hansen', street: 'Elbchaussee 12 ', zip: '22763', city: 'HAMBURG', country: 'de' } });
    expect(customerPayload(same, sandboxRules).shipping).toEqual(billing);
    // With a company, billing is named after it: the person's name alone makes a different address.
    const withCompany = filledForm({ company: 'Hafen GmbH', separateShipping: false });
    expect(customerPayload(withCompany, sandboxRules).shipping).toEqual({ ...billing, name: 'Hafen GmbH' });
    expect(customerPayload({ ...withCompany, separateShipping: true, shipping: { ...billing } }, sandboxRules).shipping?.name).toBe('Clara Hansen');
    // A hidden country is not sent as the customer's, but the parcel's address still names it.
    expect(customerPayload(filledForm({ separateShipping: false, country: 'AT' }), without(sandboxRules, 'country')).shipping?.country).toBe('AT');
  });

  it('registration adds the password exactly as typed (never trimmed)', () => {
    const values = filledForm({ password: ' pass word ' });
    expect(registerPayload(values, sandboxRules)).toEqual({ ...customerPayload(values, sandboxRules), password: ' pass word ' });
    expect(RegisterPayload.is(registerPayload(values, sandboxRules))).toBe(true);
  });

  it('property: whatever is typed, the payload decodes, never throws and never carries a password', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(STRING_KEYS.map((k) => [k, fc.string()])) as Record<(typeof STRING_KEYS)[number], fc.Arbitrary<string>>),
        fc.boolean(),
        fc.record({ name: fc.string(), street: fc.string(), zip: fc.string(), city: fc.string(), country: fc.string() }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.subarray([...sandboxRules.visible]),
        (typed, separateShipping, shipping, sendInvoice, visible) => {
          // The password is marked (§…§) so no other field can contain it by chance.
          const values = { ...typed, password: `§${typed.password}§`, passwordConfirmation: `§${typed.passwordConfirmation}§`, separateShipping, shipping };
          const rules = { required: sandboxRules.required, visible };
          const payload = customerPayload(values, rules, sendInvoice === undefined ? {} : { sendInvoice });
          expect(CustomerPayload.is(payload)).toBe(true);
          expect(Object.keys(payload).filter((k) => /password|confirmation/i.test(k))).toEqual([]);
          expect(JSON.stringify(payload)).not.toContain('§');
          expect('country' in payload).toBe(visible.includes('country'));
          expect(payload.shipping).toEqual(expect.objectContaining({ name: expect.any(String), country: expect.any(String) }));
        },
      ),
    );
  });
});

describe('guestCustomer: a guest kept without customer data', () => {
  it('what was typed, marked as a guest; empty optional fields are null', () => {
    const guest = guestCustomer(filledForm({ phone: ' ', salutation: '' }), sandboxRules);
    expect(guest).toEqual({
      fname: 'Clara',
      lname: 'Hansen',
      email: 'clara.hansen@example.net',
      phone: null,
      company: { name: null },
      salutation: null,
      addrBilling: { name: 'Clara Hansen', street: 'Elbchaussee 12', zip: '22763', city: 'Hamburg', country: 'DE' },
      addrShipping: null,
      isGuest: true,
    });
    expect(CustomerData.is(guest)).toBe(true);
  });

  it('the company names the billing address; a different shipping address is kept', () => {
    const guest = guestCustomer(filledForm({ company: 'Hafen GmbH', separateShipping: true, shipping: MIA }), sandboxRules);
    expect(guest).toMatchObject({ company: { name: 'Hafen GmbH' }, phone: '+49 40 123456', salutation: 'ms', addrBilling: { name: 'Hafen GmbH', street: 'Elbchaussee 12' }, addrShipping: MIA });
  });

  it('the billing name is built from the trimmed names, with one space', () => {
    const guest = guestCustomer(filledForm({ fname: ' Clara ', lname: ' Hansen' }), sandboxRules);
    expect(guest.addrBilling.name).toBe('Clara Hansen');
    expect(guest.fname).toBe('Clara');
  });

  it('a hidden country still appears in the kept billing address (it is not sent, but the guest has one)', () => {
    expect(guestCustomer(filledForm({ country: 'AT' }), without(sandboxRules, 'country')).addrBilling.country).toBe('AT');
  });
});

describe('prefill: from the customer data and the default country (000 §4)', () => {
  it('nothing known: an empty form with the default country, for shipping too', () => {
    expect(prefill(null, null, 'AT', countries)).toEqual({ ...emptyCustomerForm(), country: 'AT', shipping: { ...emptyAddress(), country: 'AT' } });
    expect(prefill(null, null, null, countries)).toEqual(emptyCustomerForm());
  });

  it('a draft’s country that is not in the list gives way to the default (billing and shipping)', () => {
    const restored = prefill({ country: 'XX', shipping: { ...emptyAddress(), country: 'YY' } }, null, 'DE', ['DE', 'AT']);
    expect(restored.country).toBe('DE');
    expect(restored.shipping.country).toBe('DE');
    expect(prefill({ country: 'AT' }, null, 'DE', ['DE', 'AT']).country).toBe('AT');
  });

  it('a default country not in the list is not taken', () => {
    expect(prefill(null, null, 'US', countries).country).toBe('');
    expect(prefill(null, null, 'US', countries).shipping.country).toBe('');
    expect(prefill(null, null, 'DE', []).country).toBe('');
  });

  it('the settings start from the customer; absent optional values become empty; no password', () => {
    const values = prefill(null, fixtureCustomerData({ phone: null, salutation: null, addrShipping: null }), 'AT', countries);
    expect(values).toEqual({
      ...emptyCustomerForm(),
      fname: 'Marlene',
      lname: 'Brockmann',
      email: 'marlene.brockmann@example.org',
      emailConfirmation: 'marlene.brockmann@example.org',
      street: 'Deichstraße 7',
      zip: '27568',
      city: 'Bremerhaven',
      country: 'DE',
      shipping: { ...emptyAddress(), country: 'DE' },
    });
  });

  it('shipping separate when the customer’s differs from billing, same-as-billing when it does not', () => {
    const james = fixtureCustomerData({
      fname: 'James',
      lname: 'Wilson',
      company: { name: 'Wilson Ltd' },
      addrBilling: { name: 'Wilson Ltd', street: '1 Quay St', zip: 'E1 6AN', city: 'London', country: 'GB' },
      addrShipping: { name: 'James Wilson', street: 'Prinsengracht 1', zip: '1015 DK', city: 'Amsterdam', country: 'NL' },
    });
    expect(prefill(null, james, 'DE', countries)).toMatchObject({
      company: 'Wilson Ltd',
      country: 'GB',
      separateShipping: true,
      shipping: { name: 'James Wilson', street: 'Prinsengracht 1', zip: '1015 DK', city: 'Amsterdam', country: 'NL' },
      password: '',
      passwordConfirmation: '',
    });
    const same = fixtureCustomerData({ addrShipping: { name: 'marlene brockmann', street: 'Deichstraße 7 ', zip: '27568', city: 'BREMERHAVEN', country: 'DE' } });
    expect(prefill(null, same, 'DE', countries)).toMatchObject({ separateShipping: false, shipping: { name: '', street: '', country: 'DE' } });
  });

  it('a customer’s country not in the list is not taken: billing falls back to the default, shipping never keeps it', () => {
    const abroad = fixtureCustomerData({
      addrBilling: { name: 'Marlene Brockmann', street: 's', zip: 'z', city: 'c', country: 'XX' },
      addrShipping: { name: 'Other', street: 'Main St 1', zip: '10001', city: 'New York', country: 'US' },
    });
    const values = prefill(null, abroad, 'AT', countries);
    expect(values.country).toBe('AT');
    expect(values.separateShipping).toBe(true);
    expect(values.shipping.country).not.toBe('US');
    expect(['', ...countries]).toContain(values.shipping.country);
  });

  it('a restored draft wins over the customer data and the default country', () => {
    const draft = { fname: 'Typed', city: '', country: 'NL', separateShipping: true, shipping: MIA };
    expect(prefill(draft, fixtureCustomerData(), 'AT', countries)).toMatchObject({ fname: 'Typed', lname: 'Brockmann', city: '', country: 'NL', separateShipping: true, shipping: MIA });
    // Without a shipping part, the draft keeps the shipping prefilled from the customer.
    expect(prefill({ fname: 'Typed' }, fixtureCustomerData(), 'AT', countries).shipping).toEqual(fixtureCustomerData().addrShipping);
    // An empty draft changes nothing.
    expect(prefill({}, fixtureCustomerData(), 'AT', countries)).toEqual(prefill(null, fixtureCustomerData(), 'AT', countries));
    // A typed "no separate shipping" wins over a customer whose shipping differs.
    expect(prefill({ separateShipping: false }, fixtureCustomerData(), 'AT', countries).separateShipping).toBe(false);
  });

  it('a restored draft never brings a password, even if storage held one', () => {
    const planted = { fname: 'Typed', password: 'secret', passwordConfirmation: 'secret' } as Partial<CustomerFormInput>;
    const values = prefill(planted, fixtureCustomerData(), 'DE', countries);
    expect(values.fname).toBe('Typed');
    expect([values.password, values.passwordConfirmation]).toEqual(['', '']);
    expect(prefill(planted, null, null, countries).password).toBe('');
  });

  it('withoutSecrets drops both passwords and keeps everything else', () => {
    const values = filledForm({ separateShipping: true, shipping: MIA });
    const kept = withoutSecrets(values);
    expect(kept).not.toHaveProperty('password');
    expect(kept).not.toHaveProperty('passwordConfirmation');
    expect({ ...kept, password: values.password, passwordConfirmation: values.passwordConfirmation }).toEqual(values);
  });
});

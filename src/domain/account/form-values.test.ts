import fc from 'fast-check';
import {
  checkCustomerForm,
  checkNewPassword,
  customerPayload,
  DETAILS_SHAPE,
  emptyCustomerForm,
  GUEST_SHAPE,
  guestCustomer,
  prefill,
  registerPayload,
  REGISTER_SHAPE,
  shownFields,
} from './form-values';
import { filledForm, fixtureCustomerData, sandboxRules } from '../../../test/helpers/account';

const countries = ['DE', 'AT', 'NL', 'GB'];

describe('customer form: the shop’s own checks (001 §5)', () => {
  it('a complete registration passes; every required field, the email and both confirmations are checked', () => {
    expect(checkCustomerForm(filledForm(), sandboxRules, REGISTER_SHAPE)).toEqual({});
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
    expect(checkCustomerForm(filledForm({ email: 'no-at-sign', emailConfirmation: 'no-at-sign' }), sandboxRules, REGISTER_SHAPE)).toEqual({ email: 'invalidEmail' });
    expect(checkCustomerForm(filledForm({ emailConfirmation: 'other@example.net' }), sandboxRules, REGISTER_SHAPE)).toEqual({ emailConfirmation: 'emailsDoNotMatch' });
    expect(checkCustomerForm(filledForm({ passwordConfirmation: 'typo' }), sandboxRules, REGISTER_SHAPE)).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
  });

  it('the email confirmation ignores case and surrounding blanks; whitespace-only counts as empty', () => {
    expect(checkCustomerForm(filledForm({ emailConfirmation: '  CLARA.HANSEN@example.NET ' }), sandboxRules, REGISTER_SHAPE)).toEqual({});
    expect(checkCustomerForm(filledForm({ fname: '   ' }), sandboxRules, REGISTER_SHAPE)).toEqual({ fname: 'required' });
  });

  it('guests have no password; the settings form neither email nor password', () => {
    expect(checkCustomerForm(filledForm({ password: '', passwordConfirmation: '' }), sandboxRules, GUEST_SHAPE)).toEqual({});
    expect(checkCustomerForm(filledForm({ email: '', emailConfirmation: '', password: '' }), sandboxRules, DETAILS_SHAPE)).toEqual({});
    expect(shownFields(sandboxRules, DETAILS_SHAPE)).not.toContain('email');
  });

  it('a hidden field is neither shown nor required', () => {
    const rules = { required: [...sandboxRules.required], visible: sandboxRules.visible.filter((f) => f !== 'country' && f !== 'salutation') };
    expect(shownFields(rules, REGISTER_SHAPE)).toEqual(['company', 'fname', 'lname', 'email', 'phone', 'street', 'zip', 'city']);
    expect(checkCustomerForm(filledForm({ country: '', salutation: '' }), rules, REGISTER_SHAPE)).toEqual({});
  });

  it('a separate shipping address needs all five fields (“Please fill in all fields for Shipping Address”)', () => {
    const values = filledForm({ separateShipping: true, shipping: { name: 'Mia', street: '', zip: '20457', city: '', country: 'DE' } });
    expect(checkCustomerForm(values, sandboxRules, GUEST_SHAPE)).toEqual({ 'shipping.street': 'shippingFields', 'shipping.city': 'shippingFields' });
  });

  it('a new password twice', () => {
    expect(checkNewPassword('a', 'a')).toEqual({});
    expect(checkNewPassword('', '')).toEqual({ password: 'required', passwordConfirmation: 'required' });
    expect(checkNewPassword('a', 'b', 'newPassword')).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
  });

  it('property: a valid form stays valid whatever blanks surround its values', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t]{0,3}$/), fc.stringMatching(/^[ \t]{0,3}$/), (before, after) => {
        const pad = (s: string) => `${before}${s}${after}`;
        const values = filledForm();
        const padded = { ...values, fname: pad(values.fname), lname: pad(values.lname), email: pad(values.email), city: pad(values.city) };
        return Object.keys(checkCustomerForm(padded, sandboxRules, REGISTER_SHAPE)).length === 0;
      }),
    );
  });
});

describe('customer form: the `c` payload (001 §7)', () => {
  it('trimmed fields; country only when visible; shipping only when separate and different; send_invoice when asked', () => {
    const values = filledForm({ fname: ' Clara ' });
    expect(customerPayload(values, sandboxRules)).toEqual({
      email: 'clara.hansen@example.net',
      salutation: 'ms',
      fname: 'Clara',
      lname: 'Hansen',
      company: '',
      phone: '+49 40 123456',
      street: 'Elbchaussee 12',
      zip: '22763',
      city: 'Hamburg',
      country: 'DE',
    });
    const hidden = { ...sandboxRules, visible: sandboxRules.visible.filter((f) => f !== 'country') };
    expect(customerPayload(values, hidden)).not.toHaveProperty('country');
    expect(customerPayload(values, sandboxRules, { sendInvoice: false }).send_invoice).toBe(0);
    const same = { ...values, separateShipping: true, shipping: { name: 'Clara Hansen', street: 'Elbchaussee 12', zip: '22763', city: 'hamburg', country: 'DE' } };
    expect(customerPayload(same, sandboxRules)).not.toHaveProperty('shipping');
    const other = { ...values, separateShipping: true, shipping: { name: 'Mia Vogt', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'DE' } };
    expect(customerPayload(other, sandboxRules).shipping).toEqual(other.shipping);
    expect(registerPayload(values, sandboxRules).password).toBe(values.password);
  });

  it('property: the customer payload never carries a password, whatever is typed', () => {
    fc.assert(
      // The password is marked (§…§) so no other field can contain it by chance.
      fc.property(fc.record({ fname: fc.string(), email: fc.string(), password: fc.string().map((p) => `§${p}§`), zip: fc.string() }), (typed) => {
        const payload = customerPayload(filledForm(typed), sandboxRules);
        return !('password' in payload) && !Object.values(payload).some((v) => typeof v === 'string' && v.includes('§'));
      }),
    );
  });

  it('a guest kept without customer data is what was typed, marked as a guest', () => {
    const guest = guestCustomer(filledForm({ company: 'Hafen GmbH' }), sandboxRules);
    expect(guest).toMatchObject({ fname: 'Clara', isGuest: true, addrBilling: { name: 'Hafen GmbH', street: 'Elbchaussee 12', country: 'DE' }, addrShipping: null });
  });
});

describe('customer form: filled from the customer data and the default country (000 §4)', () => {
  it('the settings start from the customer, shipping separate when it differs', () => {
    const james = fixtureCustomerData({
      fname: 'James',
      addrBilling: { name: 'James Wilson', street: '1 Quay St', zip: 'E1 6AN', city: 'London', country: 'GB' },
      addrShipping: { name: 'James Wilson', street: 'Prinsengracht 1', zip: '1015 DK', city: 'Amsterdam', country: 'NL' },
    });
    const values = prefill(null, james, 'DE', countries);
    expect(values).toMatchObject({ fname: 'James', country: 'GB', separateShipping: true, shipping: { city: 'Amsterdam', country: 'NL' }, password: '' });
  });

  it('an empty form gets the default country; a country not in the list is not taken', () => {
    expect(prefill(null, null, 'AT', countries).country).toBe('AT');
    expect(prefill(null, null, 'US', countries).country).toBe('');
    expect(prefill(null, fixtureCustomerData({ addrBilling: { name: 'x', street: 's', zip: 'z', city: 'c', country: 'XX' } }), 'DE', countries).country).toBe('DE');
  });

  it('a restored draft wins over the customer data, but never brings a password', () => {
    const values = prefill({ fname: 'Typed', password: 'secret' } as never, fixtureCustomerData(), 'DE', countries);
    expect(values.fname).toBe('Typed');
    expect(values.password).toBe('');
  });
});

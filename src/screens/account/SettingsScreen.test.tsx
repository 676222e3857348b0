/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { httpError, ok } from '../../../test/helpers/fake-api';
import { fixtureCustomerData, md5Hex, signedInStorage, syncMd5, expectFieldError } from '../../../test/helpers/account';
import formData from '../../../fixtures/api/customerFormData.json';
import type { CustomerData, CustomerFormData } from '../../api/codecs/customer';
import SettingsScreen from './SettingsScreen';

const reference = formData.data as unknown as CustomerFormData;
type Calls = { api: { calls: Array<{ name: string; params: unknown }> } };

/** The screen; `inShop`: in the whole shop, for what the header shows afterwards. */
async function openSettings(options: TestAppOptions = {}, inShop = false) {
  const mounted: TestAppOptions = {
    lang: 'en',
    ...options,
    replies: { customerFormData: ok(reference), customerValidate: ok(true as const), ...options.replies },
    deps: { md5: syncMd5, ...options.deps },
  };
  return inShop ? renderApp({ path: '/en/settings', ...mounted }) : renderScreen(SettingsScreen, { route: 'settings', ...mounted });
}

/** A registered customer's session, and the settings page once its details form is in. */
async function openAsCustomer(customer: CustomerData, replies: TestAppOptions['replies'] = {}, inShop = false) {
  const app = await openSettings({ storage: signedInStorage(customer, 'jwt-settings'), replies: { customerData: ok(customer), ...replies } }, inShop);
  await findPageHeading('My account');
  await within(details()).findByLabelText(/^First name/);
  return app;
}

const details = () => screen.getByRole('region', { name: 'Personal details' });
const passwordRegion = () => screen.getByRole('region', { name: 'Change password' });
const emailRegion = () => screen.getByRole('region', { name: 'Change email address' });
const input = (region: HTMLElement, label: RegExp, index = 0) => within(region).getAllByLabelText(label)[index] as HTMLInputElement;
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const submitIn = (region: HTMLElement) => fireEvent.submit(region.querySelector('form')!);
const callsOf = (app: Calls, name: string) => app.api.calls.filter((c) => c.name === name);
const politeMessages = () => screen.getByRole('status', { name: 'Notifications' });
const urgentMessages = () => screen.getByRole('alert', { name: 'Notifications' });
const formStatus = (region: HTMLElement) => region.querySelector('form [role="status"]')?.textContent ?? '';
const formAlert = (region: HTMLElement) => region.querySelector('[data-form-alert]')?.textContent ?? '';

describe('settings: only for a registered customer (000 §6)', () => {
  it.each([
    ['an anonymous visitor', undefined],
    ['a guest', () => signedInStorage(fixtureCustomerData({ isGuest: true }), 'jwt-guest')],
  ])('%s is told the page requires login, with a login link, and sees no form', async (_who, storage) => {
    const app = await openSettings(storage ? { storage: storage() } : {});
    const notice = await screen.findByTestId('requires-login');
    expect(notice.textContent).toContain('This page requires you to log in.');
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(app.api.calls.some((c) => c.name === 'customerFormData')).toBe(false);
  });
});

describe('settings: who is signed in is the token’s answer, as in the header', () => {
  it('a stored token and customer without a sign-in in the log (the log was lost) still open the forms', async () => {
    const customer = fixtureCustomerData();
    await openSettings({ signedIn: { token: 'jwt-kept', customer }, replies: { customerData: ok(customer) } });
    await within(await screen.findByRole('region', { name: 'Personal details' })).findByLabelText(/^First name/);
    expect(screen.queryByTestId('requires-login')).toBeNull();
  });

  it('signed in but the customer did not load: no empty details form to overwrite them; password and email still work', async () => {
    await openSettings({ signedIn: { token: 'jwt-kept', customer: null }, replies: { customerData: httpError(500) } });
    const region = await screen.findByRole('region', { name: 'Personal details' });
    expect(within(region).getByRole('alert').textContent).toBe('Your details could not be loaded. Please reload the page.');
    expect(within(region).queryByLabelText(/^First name/)).toBeNull();
    expect(within(passwordRegion()).getByLabelText(/^Current password/)).toBeTruthy();
  });
});

describe('settings: a registered customer', () => {
  it('sees the three forms, the details prefilled from the customer data', async () => {
    const customer = fixtureCustomerData();
    await openAsCustomer(customer);
    expect(screen.queryByTestId('requires-login')).toBeNull();
    const d = details();
    expect(input(d, /^Title/).value).toBe('1');
    expect(input(d, /^First name/).value).toBe(customer.fname);
    expect(input(d, /^Last name/).value).toBe(customer.lname);
    expect(input(d, /^Phone/).value).toBe(customer.phone);
    expect(input(d, /^Company/).value).toBe('');
    expect(input(d, /^Street and house number/).value).toBe(customer.addrBilling.street);
    expect(input(d, /^Postcode/).value).toBe(customer.addrBilling.zip);
    expect(input(d, /^Town\/City/).value).toBe(customer.addrBilling.city);
    expect(input(d, /^Country/).value).toBe('DE');
    // The email is changed on its own form, not here.
    expect(within(d).queryByLabelText(/^Email address/)).toBeNull();
    // The fixture's shipping address differs from the billing address.
    expect((within(d).getByLabelText('Ship to a different address') as HTMLInputElement).checked).toBe(true);
    expect(input(d, /^Recipient’s name/).value).toBe(customer.addrShipping!.name);
    expect(input(d, /^Street and house number/, 1).value).toBe(customer.addrShipping!.street);

    const p = passwordRegion();
    expect([input(p, /^Current password/), input(p, /^New password/), input(p, /^Repeat password/)].map((f) => [f.type, f.value])).toEqual([
      ['password', ''],
      ['password', ''],
      ['password', ''],
    ]);
    const e = emailRegion();
    expect(within(e).getByText(`Your current email address is ${customer.email}.`)).toBeTruthy();
    expect([input(e, /^New email address/).value, input(e, /^Repeat email address/).value, input(e, /^Current password/).value]).toEqual(['', '', '']);
  });
});

describe('settings: personal details', () => {
  it('saves the details: the body c, “Your settings have been saved.” at the form and as a toast, the header’s name reloaded', async () => {
    const customer = fixtureCustomerData();
    const saved = fixtureCustomerData({ fname: 'Marla' });
    const app = await openAsCustomer(customer, { customerUpdate: ok(true as const), customerData: ok(saved) }, true);
    type(input(details(), /^First name/), ' Marla ');
    submitIn(details());
    await waitFor(() => expect(formStatus(details())).toBe('Your settings have been saved.'));
    expect(callsOf(app, 'customerUpdate').map((c) => c.params)).toEqual([
      {
        body: {
          c: {
            email: customer.email,
            salutation: '1',
            fname: 'Marla',
            lname: customer.lname,
            company: '',
            phone: customer.phone,
            street: customer.addrBilling.street,
            zip: customer.addrBilling.zip,
            city: customer.addrBilling.city,
            country: 'DE',
            shipping: customer.addrShipping,
          },
        },
      },
    ]);
    await waitFor(() => expect(politeMessages().textContent).toContain('Your settings have been saved.'));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText(`Marla ${customer.lname}`)).toBeTruthy());
    expect(app.auth.current().customer?.fname).toBe('Marla');
  });

  it('a required field left empty is refused at the field without a call', async () => {
    const app = await openAsCustomer(fixtureCustomerData(), { customerUpdate: ok(true as const) });
    const city = input(details(), /^Town\/City/);
    type(city, '');
    submitIn(details());
    await waitFor(() => expectFieldError(city, 'This field is required.'));
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(formAlert(details())).toBe('Please correct the errors in the form.');
    expect(callsOf(app, 'customerUpdate')).toHaveLength(0);
    expect(formStatus(details())).toBe('');
  });

  it('a 422 field map is shown at its fields', async () => {
    await openAsCustomer(fixtureCustomerData(), { customerUpdate: httpError(422, { errors: { zip: 'The postcode does not match the country.' } }) });
    submitIn(details());
    const zip = input(details(), /^Postcode/);
    await waitFor(() => expectFieldError(zip, 'The postcode does not match the country.'));
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(formStatus(details())).toBe('');
  });
});

describe('settings: change password', () => {
  it('sends _po and _pn as MD5, says so, and clears the fields', async () => {
    const app = await openAsCustomer(fixtureCustomerData(), { passwordChange: ok(true as const) });
    const p = passwordRegion();
    type(input(p, /^Current password/), 'Hafen2024!');
    type(input(p, /^New password/), 'Leuchtturm-2027');
    type(input(p, /^Repeat password/), 'Leuchtturm-2027');
    submitIn(p);
    await waitFor(() => expect(formStatus(p)).toBe('Your password has been changed.'));
    expect(callsOf(app, 'passwordChange').map((c) => c.params)).toEqual([{ body: { _po: md5Hex('Hafen2024!'), _pn: md5Hex('Leuchtturm-2027') } }]);
    await waitFor(() => expect([input(p, /^Current password/), input(p, /^New password/), input(p, /^Repeat password/)].map((f) => f.value)).toEqual(['', '', '']));
    // Cleared fields after a success are not "required" errors.
    expect(input(p, /^Current password/).getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(politeMessages().textContent).toContain('Your password has been changed.'));
  });

  it('the new passwords must match: refused at the repeated one, without a call', async () => {
    const app = await openAsCustomer(fixtureCustomerData(), { passwordChange: ok(true as const) });
    const p = passwordRegion();
    type(input(p, /^Current password/), 'Hafen2024!');
    type(input(p, /^New password/), 'Leuchtturm-2027');
    type(input(p, /^Repeat password/), 'Leuchtturm-2028');
    submitIn(p);
    const repeat = input(p, /^Repeat password/);
    await waitFor(() => expectFieldError(repeat, 'The passwords do not match.'));
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(callsOf(app, 'passwordChange')).toHaveLength(0);
  });

  it('422 WRONG_PASSWORD: the message at the current password, which gets the focus; the failure toast', async () => {
    const app = await openAsCustomer(fixtureCustomerData(), {
      passwordChange: httpError(422, { error: 'WRONG_PASSWORD', errors: { oldPassword: 'The current password is not correct.' } }),
    });
    const p = passwordRegion();
    type(input(p, /^Current password/), 'not-it');
    type(input(p, /^New password/), 'Leuchtturm-2027');
    type(input(p, /^Repeat password/), 'Leuchtturm-2027');
    submitIn(p);
    const current = input(p, /^Current password/);
    await waitFor(() => expectFieldError(current, 'The current password is not correct.'));
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(input(p, /^New password/).getAttribute('aria-invalid')).toBe('false');
    expect(formAlert(p)).toBe('The password could not be changed.');
    expect(formStatus(p)).toBe('');
    await waitFor(() => expect(urgentMessages().textContent).toContain('Your password could not be changed.'));
    expect(callsOf(app, 'passwordChange')).toHaveLength(1);
    // The email form's own current-password field is not touched.
    expect(input(emailRegion(), /^Current password/).getAttribute('aria-invalid')).toBe('false');
    // The server's word was about "not-it": once the visitor types another password it is stale.
    type(current, 'Hafen2024!');
    expect(current.getAttribute('aria-invalid')).toBe('false');
    expect(p.textContent).not.toContain('The current password is not correct.');
  });
});

describe('settings: change email', () => {
  it('sends _po and the new email, says so, clears the fields and shows the new address', async () => {
    const customer = fixtureCustomerData();
    const changed = fixtureCustomerData({ email: 'marlene@neu.example' });
    const app = await openAsCustomer(customer, { emailChange: ok(true as const), customerData: ok(changed) });
    const e = emailRegion();
    type(input(e, /^New email address/), ' marlene@neu.example ');
    type(input(e, /^Repeat email address/), 'marlene@neu.example');
    type(input(e, /^Current password/), 'Hafen2024!');
    submitIn(e);
    await waitFor(() => expect(formStatus(e)).toBe('Your email address has been changed.'));
    expect(callsOf(app, 'emailChange').map((c) => c.params)).toEqual([{ body: { _po: md5Hex('Hafen2024!'), email: 'marlene@neu.example' } }]);
    await waitFor(() => expect(within(e).getByText('Your current email address is marlene@neu.example.')).toBeTruthy());
    expect([input(e, /^New email address/).value, input(e, /^Repeat email address/).value, input(e, /^Current password/).value]).toEqual(['', '', '']);
    await waitFor(() => expect(politeMessages().textContent).toContain('Your email address has been changed.'));
  });

  it('the email addresses must match: refused at the repeated one, without a call', async () => {
    const app = await openAsCustomer(fixtureCustomerData(), { emailChange: ok(true as const) });
    const e = emailRegion();
    type(input(e, /^New email address/), 'marlene@neu.example');
    type(input(e, /^Repeat email address/), 'marlene@alt.example');
    type(input(e, /^Current password/), 'Hafen2024!');
    submitIn(e);
    const repeat = input(e, /^Repeat email address/);
    await waitFor(() => expectFieldError(repeat, 'The email addresses do not match.'));
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(input(e, /^New email address/).getAttribute('aria-invalid')).toBe('false');
    expect(callsOf(app, 'emailChange')).toHaveLength(0);
  });

  it('an invalid new address and a missing password are refused at their fields', async () => {
    const app = await openAsCustomer(fixtureCustomerData(), { emailChange: ok(true as const) });
    const e = emailRegion();
    type(input(e, /^New email address/), 'marlene@');
    type(input(e, /^Repeat email address/), 'marlene@');
    submitIn(e);
    await waitFor(() => expectFieldError(input(e, /^New email address/), 'Please enter a valid email address.'));
    expectFieldError(input(e, /^Current password/), 'This field is required.');
    expect(callsOf(app, 'emailChange')).toHaveLength(0);
  });

  it('the server’s word about an address holds for that address: another one typed clears it', async () => {
    await openAsCustomer(fixtureCustomerData(), { emailChange: httpError(422, { error: 'EMAIL_TAKEN', errors: { email: 'This address is already registered.' } }) });
    const e = emailRegion();
    type(input(e, /^New email address/), 'taken@example.org');
    type(input(e, /^Repeat email address/), 'taken@example.org');
    type(input(e, /^Current password/), 'Hafen2024!');
    submitIn(e);
    await waitFor(() => expectFieldError(input(e, /^New email address/), 'This address is already registered.'));
    type(input(e, /^New email address/), 'free@example.org');
    expect(input(e, /^New email address/).getAttribute('aria-invalid')).toBe('false');
    expect(e.textContent).not.toContain('This address is already registered.');
    // Typed back, the server's word holds again: it was said of that very address.
    type(input(e, /^New email address/), 'taken@example.org');
    expectFieldError(input(e, /^New email address/), 'This address is already registered.');
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp, textOf } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { httpError, ok, wire, type Answer } from '../../../test/helpers/fake-api';
import { fixtureCustomerData, md5Hex, signedInStorage, syncMd5 } from '../../../test/helpers/account';
import formData from '../../../fixtures/api/customerFormData.json';
import { DRAFTS_KEY, SHIPPING_ADDRESS_KEY } from '../../domain/account/drafts';
import GuestRegisterScreen from './GuestRegisterScreen';
import ForgotPasswordScreen from './ForgotPasswordScreen';
import PasswordResetSuccessScreen from './PasswordResetSuccessScreen';
import RecoverScreen from './RecoverScreen';
import RecoverSuccessScreen from './RecoverSuccessScreen';
import SettingsScreen from './SettingsScreen';
import LoginScreen from '../auth/LoginScreen';

const reference = wire('customerFormData', formData.data);
/** The account screens, each at its route: a test opens one and may move on to another. */
const SCREENS = {
  registerGuest: GuestRegisterScreen,
  forgotPassword: ForgotPasswordScreen,
  forgotPasswordSuccess: PasswordResetSuccessScreen,
  recover: RecoverScreen,
  recoverPasswordSuccess: RecoverSuccessScreen,
  settings: SettingsScreen,
  login: LoginScreen,
};

const withFakes = (options: TestAppOptions): TestAppOptions => ({
  lang: 'en',
  ...options,
  replies: { customerFormData: reference, registerValidate: ok(true as const), ...options.replies },
  deps: { md5: syncMd5, ...options.deps },
});

function open(route: keyof typeof SCREENS, options: TestAppOptions = {}) {
  const also = Object.fromEntries(Object.entries(SCREENS).filter(([name]) => name !== route));
  return renderScreen(SCREENS[route], { route, ...withFakes(options), also });
}

/** The whole shop at `path`, for what the header shows. */
const openInShop = (path: string, options: TestAppOptions = {}) => renderApp({ path, ...withFakes(options) });

const type = (label: RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};
const submit = (button: string) => fireEvent.submit(screen.getByRole('button', { name: button }).closest('form')!);
const formAlert = () => document.querySelector('main [data-form-alert]')?.textContent ?? '';

describe('guest registration (billing information)', () => {
  it('asks no password; sends c with the basket’s invoice flag; a separate shipping address needs all five fields', async () => {
    const app = await open('registerGuest', { replies: { guestRegister: ok('guest-jwt'), customerData: ok(fixtureCustomerData({ isGuest: true })) } });
    await screen.findByLabelText(/^First name/);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    app.runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: false });
    type(/^First name/, 'Jonas');
    type(/^Last name/, 'Vogt');
    type(/^Email address/, 'jonas@example.net');
    type(/^Repeat email address/, 'jonas@example.net');
    type(/^Street and house number/, 'Am Sandtorkai 3');
    type(/^Postcode/, '20457');
    type(/^Town\/City/, 'Hamburg');
    fireEvent.click(screen.getByLabelText('Ship to a different address'));
    type(/^Recipient/, 'Mia Vogt');
    submit('Continue to payment');
    await waitFor(() => expect(screen.getAllByText('Please fill in all fields for the shipping address.')).toHaveLength(3));
    expect(app.api.calls.some((c) => c.name === 'guestRegister')).toBe(false);
    const streets = screen.getAllByLabelText(/^Street and house number/);
    fireEvent.change(streets[1]!, { target: { value: 'Brooktorkai 1' } });
    fireEvent.change(screen.getAllByLabelText(/^Postcode/)[1]!, { target: { value: '20457' } });
    fireEvent.change(screen.getAllByLabelText(/^Town\/City/)[1]!, { target: { value: 'Hamburg' } });
    submit('Continue to payment');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/checkout'));
    const c = (app.api.calls.find((x) => x.name === 'guestRegister')?.params as { body: { c: Record<string, unknown> } }).body.c;
    expect(c).toMatchObject({ fname: 'Jonas', send_invoice: 0, shipping: { name: 'Mia Vogt', street: 'Brooktorkai 1' } });
    expect(app.runtime.state$.value.account).toMatchObject({ signedIn: true, guest: true });
  });

  it('a half-filled form survives a remount (a draft, never a password); the error text is tied to its field', async () => {
    const first = await open('registerGuest', { replies: { guestRegister: httpError(422, { errors: { zip: 'The postcode does not match the country.' } }) } });
    await screen.findByLabelText(/^First name/);
    type(/^First name/, 'Jonas');
    type(/^Postcode/, '1');
    submit('Continue to payment');
    const storage = first.storage;
    first.unmount();
    await open('registerGuest', { storage });
    expect(await screen.findByDisplayValue('Jonas')).toBeTruthy();
    expect((screen.getByLabelText(/^Postcode/) as HTMLInputElement).value).toBe('1');
    expect(storage.getItem(DRAFTS_KEY)).not.toMatch(/password/i);
    const email = screen.getByLabelText(/^Email address/);
    submit('Continue to payment');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This field is required.');
  });
});

describe('forgot password and recover', () => {
  it('an invalid email is refused without a call; the backlink has the fragment; success goes to password-reset-success', async () => {
    const app = await open('forgotPassword', { replies: { passwordResetRequest: ok(true as const) } });
    const email = await screen.findByLabelText(/^Email address/);
    fireEvent.change(email, { target: { value: 'nope' } });
    submit('Send link');
    await waitFor(() => expect(formAlert()).toBe('Please enter a valid email address.'));
    expect(app.api.calls.some((c) => c.name === 'passwordResetRequest')).toBe(false);
    fireEvent.change(email, { target: { value: 'anna.becker@example.org' } });
    submit('Send link');
    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(app.api.calls.find((c) => c.name === 'passwordResetRequest')?.params).toEqual({ body: { email: 'anna.becker@example.org', backlink: 'http://localhost/en/recover/#' } });
    expect(await screen.findByText(textOf('en', 'auth.AUTH_REQUEST_RESET_SUCCESS'))).toBeTruthy();
  });

  it('an unknown address: “We cannot recover an account for this email address.” and the failure toast', async () => {
    await open('forgotPassword', { replies: { passwordResetRequest: httpError(422, { error: 'EMAIL_UNKNOWN', errors: { email: 'There is no account for this email address.' } }) } });
    fireEvent.change(await screen.findByLabelText(/^Email address/), { target: { value: 'x@y.example' } });
    submit('Send link');
    await waitFor(() => expect(formAlert()).toBe('We cannot recover an account for this email address.'));
    expect(await screen.findByText(textOf('en', 'auth.AUTH_REQUEST_RESET_FAIL'))).toBeTruthy();
  });

  it.each([
    ['/en/recover/#tok-123', 'tok-123'],
    ['/en/recover/tok-456', 'tok-456'],
  ])('reads the token of %s; the passwords must match; success signs in', async (path, token) => {
    const app = await open('recover', { path, replies: { passwordConfirm: ok('jwt-r'), customerData: ok(fixtureCustomerData()) } });
    const password = await screen.findByLabelText(/^New password/);
    fireEvent.change(password, { target: { value: 'Kranhaus-2027' } });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'Kranhaus' } });
    submit('Save new password');
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'Kranhaus-2027' } });
    submit('Save new password');
    await screen.findByRole('heading', { level: 1, name: 'Password changed' });
    expect(app.api.calls.find((c) => c.name === 'passwordConfirm')?.params).toEqual({ body: { token, _p: md5Hex('Kranhaus-2027') } });
    expect(app.runtime.state$.value.account.signedIn).toBe(true);
  });

  it('without a token: the link is invalid, with a way to request a new one; a 400 says “You must fill in all fields.”', async () => {
    await open('recover');
    expect(await screen.findByText('This link to set a new password is not valid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/en/forgot-password');
  });

  it('a 400 from the confirmation', async () => {
    await open('recover', { path: '/en/recover/#t', replies: { passwordConfirm: httpError(400, { code: 'BAD_REQUEST', message: 'You must fill all fields' }) } });
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'a' } });
    submit('Save new password');
    await waitFor(() => expect(formAlert()).toBe('You must fill in all fields.'));
  });
});

describe('settings (protected)', () => {
  it('anonymous visitors and guests are told the page requires login', async () => {
    await open('settings');
    expect((await screen.findByTestId('requires-login')).textContent).toContain('This page requires you to log in.');
  });

  it('a registered customer: details prefilled and saved; a wrong current password is marked and focused; a change clears the fields', async () => {
    const customer = fixtureCustomerData();
    let passwordAnswer: Answer<'passwordChange'> = httpError(422, { error: 'WRONG_PASSWORD', errors: { oldPassword: 'The password is not correct.' } });
    const app = await open('settings', {
      storage: signedInStorage(customer),
      replies: {
        customerValidate: ok(true as const),
        customerUpdate: ok(true as const),
        customerData: ok(customer),
        passwordChange: () => passwordAnswer,
      },
    });
    expect(await screen.findByDisplayValue(customer.fname)).toBeTruthy();
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    // Said in the form's own live region (the message bar says it too).
    const details = screen.getByRole('button', { name: 'Save' }).closest('form')!;
    await waitFor(() => expect(within(details).getByRole('status').textContent).toBe('Your settings have been saved.'));
    expect((app.api.calls.find((c) => c.name === 'customerUpdate')?.params as { body: { c: { fname: string } } }).body.c.fname).toBe(customer.fname);

    const current = screen.getAllByLabelText(/^Current password/)[0]!;
    fireEvent.change(current, { target: { value: 'not-it' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Neu-2027' } });
    fireEvent.change(screen.getAllByLabelText(/^Repeat password/)[0]!, { target: { value: 'Neu-2027' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Change password' }).closest('form')!);
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(app.api.calls.find((c) => c.name === 'passwordChange')?.params).toEqual({ body: { _po: md5Hex('not-it'), _pn: md5Hex('Neu-2027') } });
    passwordAnswer = ok(true as const);
    fireEvent.change(current, { target: { value: 'Hafen2024!' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Change password' }).closest('form')!);
    const password = screen.getByRole('button', { name: 'Change password' }).closest('form')!;
    await waitFor(() => expect(within(password).getByRole('status').textContent).toBe('Your password has been changed.'));
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
  });

  it('a guest is not a registered customer: requires login', async () => {
    await open('settings', { storage: signedInStorage(fixtureCustomerData({ isGuest: true })) });
    expect(await screen.findByTestId('requires-login')).toBeTruthy();
  });
});

describe('login', () => {
  it('_p is MD5; a wrong password says “Email or password are not correct.”; success goes to the stored return target', async () => {
    const app = await open('login', { replies: { login: httpError(422, { error: 'LOGIN_FAILED' }) } });
    fireEvent.change(await screen.findByLabelText(/^Email address/), { target: { value: 'anna.becker@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.submit(screen.getByRole('main').querySelector('form')!);
    expect(await within(screen.getByRole('main')).findByText('Email or password are not correct.')).toBeTruthy();
    expect(app.api.calls[app.api.calls.length - 1]?.params).toEqual({ body: { _u: 'anna.becker@example.org', _p: md5Hex('wrong') } });
  });

  it('in Swedish the wrong credentials read “Username/email or password wrong!” in Swedish', async () => {
    await open('login', { lang: 'sv', replies: { login: httpError(401) } });
    fireEvent.change(await screen.findByLabelText(/^E-postadress/), { target: { value: 'a@b.se' } });
    fireEvent.change(screen.getByLabelText(/^Lösenord/), { target: { value: 'x' } });
    fireEvent.submit(screen.getByRole('main').querySelector('form')!);
    expect(await within(screen.getByRole('main')).findByText(textOf('sv', 'auth.wrongCredentials'))).toBeTruthy();
  });

  it('without registration no register link; the forgotten-password link stays', async () => {
    openInShop('/en/login', { config: { hasUserRegistration: false } });
    await screen.findByLabelText(/^Email address/);
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Register' })).toBeNull();
  });
});

describe('header and logout', () => {
  it('a registered customer sees a menu with first and last name, settings and logout; /logout forgets them and every draft', async () => {
    const customer = fixtureCustomerData();
    const app = openInShop('/en', { storage: signedInStorage(customer) });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText(`${customer.fname} ${customer.lname}`)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/en/settings');
    app.storage.setItem(DRAFTS_KEY, JSON.stringify({ register: { fname: 'X' } }));
    app.storage.setItem(SHIPPING_ADDRESS_KEY, JSON.stringify({ name: 'Y' }));
    app.unmount();
    // The menu's link is a full page load of /logout (no language prefix).
    const out = openInShop('/logout', { storage: app.storage });
    await findPageHeading('Welcome to our online shop');
    expect(out.router.state.location.pathname).toBe('/en');
    expect(out.auth.current()).toEqual({ token: null, customer: null });
    expect([out.storage.getItem(DRAFTS_KEY), out.storage.getItem(SHIPPING_ADDRESS_KEY)]).toEqual([null, null]);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { httpError, ok } from '../../../test/helpers/fake-api';
import { fixtureCustomerData, md5Hex, syncMd5, describedBy } from '../../../test/helpers/account';
import RecoverScreen from './RecoverScreen';
import RecoverSuccessScreen from './RecoverSuccessScreen';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const INVALID_LINK = 'This link to set a new password is not valid or has expired.';

/** The screen and the two it leads to: recover-success, and forgot-password for a new link. */
function openRecover(path: string, options: TestAppOptions = {}) {
  return renderScreen(RecoverScreen, {
    route: 'recover',
    lang: 'en',
    path,
    ...options,
    also: { recoverPasswordSuccess: RecoverSuccessScreen, forgotPassword: ForgotPasswordScreen },
    deps: { md5: syncMd5, ...options.deps },
  });
}

/** In the whole shop, for what the shell does around the screen (header, last address). */
function openRecoverInShop(path: string, options: TestAppOptions = {}) {
  return renderApp({ lang: 'en', path, ...options, deps: { md5: syncMd5, ...options.deps } });
}

const newPassword = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const repeatPassword = () => screen.getByLabelText(/^Repeat password/) as HTMLInputElement;
const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Save new password' }).closest('form')!);
const formAlert = () => document.querySelector('main [data-form-alert]')?.textContent ?? '';
const confirmCalls = (app: { api: { calls: Array<{ name: string; params: unknown }> } }) => app.api.calls.filter((c) => c.name === 'passwordConfirm');
const urgentMessages = () => screen.getByRole('alert', { name: 'Notifications' });
const politeMessages = () => screen.getByRole('status', { name: 'Notifications' });

function typePasswords(password: string, repeat: string) {
  fireEvent.change(newPassword(), { target: { value: password } });
  fireEvent.change(repeatPassword(), { target: { value: repeat } });
}

describe('recover: the token of the reset link', () => {
  it.each([
    ['the fragment (the mail’s link)', '/en/recover/#3f9a-77c1', '3f9a-77c1'],
    ['the path form', '/en/recover/b2e4-0d51', 'b2e4-0d51'],
    ['a percent-encoded fragment', '/en/recover/#tok%2Bplus', 'tok+plus'],
  ])('is read from %s and sent with the MD5 of the new password', async (_form, path, token) => {
    const app = await openRecover(path, { replies: { passwordConfirm: ok('jwt-r'), customerData: ok(fixtureCustomerData()) } });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    typePasswords('Kranhaus-2027', 'Kranhaus-2027');
    submit();
    await waitFor(() => expect(confirmCalls(app)).toHaveLength(1));
    expect(confirmCalls(app)[0]?.params).toEqual({ body: { token, _p: md5Hex('Kranhaus-2027') } });
  });

  it('the path form’s token is not remembered as the last visited address', async () => {
    const app = openRecoverInShop('/en/recover/b2e4-0d51');
    await screen.findByLabelText(/^New password/);
    expect(app.storage.getItem('lastUrl')).toBe('/en/recover');
  });

  it.each([['/en/recover'], ['/en/recover/'], ['/en/recover/#'], ['/en/recover/#%E0%A4%A']])('%s without a token: the link is invalid, with a way to request a new one and no form', async (path) => {
    await openRecover(path);
    const main = within(await screen.findByRole('main'));
    expect((await main.findByRole('alert')).textContent).toBe(INVALID_LINK);
    const link = main.getByRole('link', { name: 'Request a new link' });
    expect(link.getAttribute('href')).toBe('/en/forgot-password');
    expect(main.queryByLabelText(/^New password/)).toBeNull();
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Forgotten password' });
  });
});

describe('recover: the shop’s own checks', () => {
  it('the passwords must match: the message is at the repeated password, tied to it, and nothing is sent', async () => {
    const app = await openRecover('/en/recover/#tok', { replies: { passwordConfirm: ok('jwt-r') } });
    await screen.findByLabelText(/^New password/);
    expect(newPassword().type).toBe('password');
    expect([newPassword().getAttribute('aria-required'), repeatPassword().getAttribute('aria-required')]).toEqual(['true', 'true']);
    typePasswords('Kranhaus-2027', 'Kranhaus-2026');
    submit();
    await waitFor(() => expect(repeatPassword().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(repeatPassword())).toContain('The passwords do not match.');
    expect(newPassword().getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(repeatPassword()));
    expect(formAlert()).toBe('Please correct the errors in the form.');
    expect(confirmCalls(app)).toHaveLength(0);
  });

  it('both fields are required', async () => {
    const app = await openRecover('/en/recover/#tok', { replies: { passwordConfirm: ok('jwt-r') } });
    await screen.findByLabelText(/^New password/);
    submit();
    await waitFor(() => expect(newPassword().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(newPassword())).toContain('This field is required.');
    expect(describedBy(repeatPassword())).toContain('This field is required.');
    await waitFor(() => expect(document.activeElement).toBe(newPassword()));
    expect(confirmCalls(app)).toHaveLength(0);
  });
});

describe('recover: the answer', () => {
  it('success signs in with the new token, loads the customer and shows recover-success', async () => {
    const customer = fixtureCustomerData();
    const app = openRecoverInShop('/en/recover/#tok-ok', { replies: { passwordConfirm: ok('jwt-recovered'), customerData: ok(customer) } });
    await screen.findByLabelText(/^New password/);
    typePasswords('Kranhaus-2027', 'Kranhaus-2027');
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Password changed' });
    expect(app.router.state.location.pathname).toBe('/en/recover-success');
    expect(app.auth.current()).toEqual({ token: 'jwt-recovered', customer });
    expect(app.runtime.state$.value.account).toEqual({ signedIn: true, guest: false, loginFailed: null });
    expect(within(screen.getByRole('main')).getByText('Your new password has been saved and you are now logged in.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/en');
    await waitFor(() => expect(politeMessages().textContent).toContain('Your new password has been saved.'));
    expect(within(screen.getByRole('banner')).getByText(`${customer.fname} ${customer.lname}`)).toBeTruthy();
  });

  it('a 400 says “You must fill in all fields.” and shows the failure toast', async () => {
    const app = await openRecover('/en/recover/#tok', {
      replies: { passwordConfirm: httpError(400, { code: 'BAD_REQUEST', message: 'You must fill all fields' }) },
    });
    await screen.findByLabelText(/^New password/);
    typePasswords('a', 'a');
    submit();
    await waitFor(() => expect(formAlert()).toBe('You must fill in all fields.'));
    await waitFor(() => expect(urgentMessages().textContent).toContain('Your new password could not be saved.'));
    expect(app.router.state.location.pathname).toBe('/en/recover/');
    expect(app.runtime.state$.value.account.signedIn).toBe(false);
    expect(app.auth.current().token).toBeNull();
  });

  it.each([
    ['an empty body', {}],
    ['a message without a code', { message: 'You must fill all fields' }],
    ['a plain-text body', 'Bad Request'],
  ])('any 400 (%s) says “You must fill in all fields.” too (001 §5)', async (_what, body) => {
    await openRecover('/en/recover/#tok', { replies: { passwordConfirm: httpError(400, body) } });
    await screen.findByLabelText(/^New password/);
    typePasswords('a', 'a');
    submit();
    await waitFor(() => expect(formAlert()).toBe('You must fill in all fields.'));
  });

  it('422 INVALID_TOKEN: the invalid-link text, a way to request a new link and the failure toast', async () => {
    const app = await openRecover('/en/recover/#expired', { replies: { passwordConfirm: httpError(422, { error: 'INVALID_TOKEN' }) } });
    await screen.findByLabelText(/^New password/);
    typePasswords('Kranhaus-2027', 'Kranhaus-2027');
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Request a new link' })).toBeNull();
    submit();
    await waitFor(() => expect(formAlert()).toBe(INVALID_LINK));
    await waitFor(() => expect(urgentMessages().textContent).toContain('Your new password could not be saved.'));
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/en/forgot-password');
    // No field is to blame: the focus goes to the form's alert.
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('main [data-form-alert]')));
    expect(app.auth.current().token).toBeNull();
    expect(app.router.state.location.pathname).toBe('/en/recover/');
  });

  it('a 422 field map shows the server’s words at the new password', async () => {
    await openRecover('/en/recover/#tok', {
      replies: { passwordConfirm: httpError(422, { error: 'INVALID_PASSWORD', errors: { password: 'The password is too short.' } }) },
    });
    await screen.findByLabelText(/^New password/);
    typePasswords('a', 'a');
    submit();
    await waitFor(() => expect(newPassword().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(newPassword())).toContain('The password is too short.');
    expect(formAlert()).toBe('Saving the password failed.');
    await waitFor(() => expect(document.activeElement).toBe(newPassword()));
  });
});

/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { findPageHeading, renderApp, textOf } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { httpError, networkError, ok, serverErrorReply } from '../../../test/helpers/fake-api';
import { fixtureCustomerData, md5Hex, syncMd5 } from '../../../test/helpers/account';
import type { ApiError } from '../../api/errors';
import LoginScreen from '../auth/LoginScreen';
import ForgotPasswordScreen from './ForgotPasswordScreen';

type Calls = { api: { calls: Array<{ name: string; params: unknown }> } };

/** The login screen (and the forgotten-password screen its link leads to). */
function openLogin(options: TestAppOptions = {}) {
  return renderScreen(LoginScreen, { route: 'login', lang: 'en', ...options, also: { forgotPassword: ForgotPasswordScreen }, deps: { md5: syncMd5, ...options.deps } });
}

/** In the whole shop, for what the header shows afterwards. */
async function openLoginInShop(options: TestAppOptions = {}) {
  const app = renderApp({ lang: 'en', path: '/en/login', ...options, deps: { md5: syncMd5, ...options.deps } });
  await findPageHeading('Log in');
  return app;
}

const main = () => within(screen.getByRole('main'));
const emailField = (lang: 'en' | 'sv' = 'en') => main().getByLabelText(textOf(lang, 'form.email')) as HTMLInputElement;
const passwordField = (lang: 'en' | 'sv' = 'en') => main().getByLabelText(textOf(lang, 'form.password')) as HTMLInputElement;
const formAlert = () => main().getByRole('alert');
const loginCalls = (app: Calls) => app.api.calls.filter((c) => c.name === 'login');
const politeMessages = () => screen.getByRole('status', { name: textOf('en', 'message.region') });
const urgentMessages = () => screen.getByRole('alert', { name: textOf('en', 'message.region') });

function logIn(email: string, password: string, lang: 'en' | 'sv' = 'en') {
  fireEvent.change(emailField(lang), { target: { value: email } });
  fireEvent.change(passwordField(lang), { target: { value: password } });
  fireEvent.submit(main().getByRole('button', { name: textOf(lang, 'auth.loginButton') }).closest('form')!);
}

describe('login: the form', () => {
  it('has labelled email and password fields, the forgotten-password and register links', async () => {
    await openLogin();
    expect([emailField().type, emailField().autocomplete]).toEqual(['email', 'email']);
    expect([passwordField().type, passwordField().autocomplete]).toEqual(['password', 'current-password']);
    expect(main().getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe('/en/forgot-password');
    expect(main().getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/en/register');
    expect(screen.queryByTestId('requires-login')).toBeNull();
    expect(formAlert().textContent).toBe('');
  });

  it('without user registration there is no register link (the forgotten-password link stays)', async () => {
    await openLogin({ config: { hasUserRegistration: false } });
    expect(main().queryByRole('link', { name: 'Register now' })).toBeNull();
    expect(main().queryByText('No account yet?')).toBeNull();
    expect(main().getByRole('link', { name: 'Forgotten your password?' })).toBeTruthy();
  });

  it('?fromUnauthorized=1 shows that the page requires login', async () => {
    await openLogin({ path: '/en/login?fromUnauthorized=1' });
    expect(screen.getByTestId('requires-login').textContent).toBe('This page requires you to log in.');
  });

  it('an empty field is refused without a call: it is marked, “You must fill in all fields.”', async () => {
    const app = await openLogin({ replies: { login: ok('jwt') } });
    fireEvent.change(emailField(), { target: { value: 'anna.becker@example.org' } });
    fireEvent.submit(main().getByRole('button', { name: 'Log in' }).closest('form')!);
    await waitFor(() => expect(formAlert().textContent).toBe('You must fill in all fields.'));
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-invalid')).toBe('false');
    expect(loginCalls(app)).toHaveLength(0);
  });
});

describe('login: the call', () => {
  it('sends _u and the MD5 of the password as _p, and shows the AUTH_LOGGING_IN toast while it runs', async () => {
    const answer = new Subject<Either<ApiError, string>>();
    const app = await openLogin({ replies: { login: () => answer, customerData: ok(fixtureCustomerData()) } });
    logIn(' anna.becker@example.org ', 'Hafen 2024!');
    await waitFor(() => expect(politeMessages().textContent).toContain('Logging in…'));
    expect(textOf('en', 'auth.AUTH_LOGGING_IN')).toBe('Logging in…');
    expect(loginCalls(app).map((c) => c.params)).toEqual([{ body: { _u: 'anna.becker@example.org', _p: md5Hex('Hafen 2024!') } }]);
    expect((loginCalls(app)[0]?.params as { body: { _p: string } }).body._p).toMatch(/^[0-9a-f]{32}$/);
    // The typed password does not stay on screen.
    expect(passwordField().value).toBe('');
    answer.next(ok('jwt-login'));
    answer.complete();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en'));
  });

  it('success stores the token, loads the customer and goes home when no return target is stored', async () => {
    const customer = fixtureCustomerData();
    const app = await openLoginInShop({ replies: { login: ok('jwt-login'), customerData: ok(customer) } });
    logIn('marlene.brockmann@example.org', 'Hafen2024!');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en'));
    expect(app.auth.current()).toEqual({ token: 'jwt-login', customer });
    expect(app.storage.getItem('token')).toBe('jwt-login');
    expect(app.runtime.state$.value.account).toEqual({ signedIn: true, guest: false, loginFailed: null });
    const banner = within(screen.getByRole('banner'));
    await waitFor(() => expect(banner.getByText(`${customer.fname} ${customer.lname}`)).toBeTruthy());
    expect(banner.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('success goes to the stored return target', async () => {
    const app = await openLogin({ replies: { login: ok('jwt-login'), customerData: ok(fixtureCustomerData()) } });
    app.storage.setItem('referrer', '/en/checkout');
    logIn('marlene.brockmann@example.org', 'Hafen2024!');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/checkout'));
    expect(app.runtime.state$.value.account.signedIn).toBe(true);
  });

  it('a stored return target off the shop is not followed: home instead', async () => {
    const app = await openLogin({ replies: { login: ok('jwt-login'), customerData: ok(fixtureCustomerData()) } });
    app.storage.setItem('referrer', 'https://evil.example/en/checkout');
    logIn('marlene.brockmann@example.org', 'Hafen2024!');
    await waitFor(() => expect(app.runtime.state$.value.account.signedIn).toBe(true));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en'));
  });
});

describe('login: refusals', () => {
  it.each([[401], [422]])('a wrong password (%i): “Email or password are not correct.” and the AUTH_LOGIN_FAILED toast; nobody is signed in', async (status) => {
    const app = await openLogin({ replies: { login: httpError(status, { error: 'LOGIN_FAILED' }) } });
    logIn('anna.becker@example.org', 'wrong');
    await waitFor(() => expect(formAlert().textContent).toBe('Email or password are not correct.'));
    await waitFor(() => expect(urgentMessages().textContent).toContain('Login failed.'));
    expect(app.auth.current()).toEqual({ token: null, customer: null });
    expect(app.runtime.state$.value.account).toEqual({ signedIn: false, guest: false, loginFailed: 'credentials' });
    expect(app.router.state.location.pathname).toBe('/en/login');
    expect(emailField().value).toBe('anna.becker@example.org');
    expect(passwordField().value).toBe('');
  });

  it('in Swedish the wrong credentials read as locales/sv.json says', async () => {
    await openLogin({ lang: 'sv', replies: { login: httpError(401) } });
    logIn('anna@example.se', 'fel', 'sv');
    const expected = textOf('sv', 'auth.wrongCredentials');
    expect(expected).toBe('Fel användarnamn/e-post eller lösenord!');
    await waitFor(() => expect(formAlert().textContent).toBe(expected));
  });

  it('an unreachable shop is no wrong password: “Login failed. Please try again.”', async () => {
    const app = await openLogin({ replies: { login: networkError() } });
    logIn('anna.becker@example.org', 'Hafen2024!');
    await waitFor(() => expect(formAlert().textContent).toBe('Login failed. Please try again.'));
    expect(app.runtime.state$.value.account.loginFailed).toBe('unavailable');
  });

  it('a 500 keeps the 15-second danger message with the support address: no failure toast replaces it (issue 30, item 15)', async () => {
    const server = serverErrorReply('login');
    const app = await openLogin({ replies: { login: server.reply } });
    server.hear(app.api);
    logIn('anna.becker@example.org', 'Hafen2024!');
    await waitFor(() => expect(formAlert().textContent).toBe('Login failed. Please try again.'));
    expect(urgentMessages().textContent).toContain('shop@kunsthalle.example');
    expect(app.runtime.state$.value.ui.message).toMatchObject({ key: 'message.serverError', className: 'danger' });
  });

  it('the wrong password marks both fields, and the message is tied to them', async () => {
    await openLogin({ replies: { login: httpError(401) } });
    logIn('anna.becker@example.org', 'wrong');
    await waitFor(() => expect(formAlert().textContent).toBe('Email or password are not correct.'));
    for (const field of [emailField(), passwordField()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Email or password are not correct.');
    }
  });

  it('an old failure is not shown on a later visit to the login page', async () => {
    const app = await openLogin({ replies: { login: httpError(401) } });
    logIn('anna.becker@example.org', 'wrong');
    await waitFor(() => expect(formAlert().textContent).toBe('Email or password are not correct.'));
    fireEvent.click(main().getByRole('link', { name: 'Forgotten your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgotten password' });
    app.router.navigate('/en/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(formAlert().textContent).toBe('');
    expect(emailField().getAttribute('aria-invalid')).toBe('false');
  });

  it('a later success clears the failure', async () => {
    let answer: Either<ApiError, string> = httpError(401);
    const app = await openLogin({ replies: { login: () => answer, customerData: ok(fixtureCustomerData()) } });
    logIn('anna.becker@example.org', 'wrong');
    await waitFor(() => expect(formAlert().textContent).toBe('Email or password are not correct.'));
    answer = ok('jwt-second');
    logIn('anna.becker@example.org', 'Hafen2024!');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en'));
    expect(app.runtime.state$.value.account.loginFailed).toBeNull();
    expect(loginCalls(app)).toHaveLength(2);
  });
});

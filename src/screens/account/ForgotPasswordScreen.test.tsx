/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { textOf } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { httpError, networkError, ok, serverErrorReply } from '../../../test/helpers/fake-api';
import { syncMd5, describedBy } from '../../../test/helpers/account';
import type { ApiError } from '../../api/errors';
import ForgotPasswordScreen from './ForgotPasswordScreen';
import PasswordResetSuccessScreen from './PasswordResetSuccessScreen';

/** The screen and the one it leads to once the link is sent. */
function openForgot(options: TestAppOptions = {}) {
  return renderScreen(ForgotPasswordScreen, {
    route: 'forgotPassword',
    lang: 'en',
    ...options,
    also: { forgotPasswordSuccess: PasswordResetSuccessScreen },
    deps: { md5: syncMd5, ...options.deps },
  });
}

const emailField = () => screen.getByLabelText(/^Email address/) as HTMLInputElement;
const type = (value: string) => fireEvent.change(emailField(), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Send link' }).closest('form')!);
const formAlert = () => within(screen.getByRole('main')).getByRole('alert');
const resetCalls = (app: { api: { calls: Array<{ name: string; params: unknown }> } }) => app.api.calls.filter((c) => c.name === 'passwordResetRequest');

/** The message bar's two live regions (000 §2 global message bar). */
const politeMessages = () => screen.getByRole('status', { name: 'Notifications' });
const urgentMessages = () => screen.getByRole('alert', { name: 'Notifications' });

describe('forgot password: the shop’s own check', () => {
  it('has a labelled, required email field and a way back to login', async () => {
    await openForgot();
    expect(emailField().type).toBe('email');
    expect(emailField().getAttribute('aria-required')).toBe('true');
    expect(emailField().getAttribute('aria-invalid')).toBe('false');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/en/login');
  });

  it.each([
    ['an empty address', ''],
    ['an address without a domain', 'anna.becker@'],
    ['an address with a space', 'anna becker@example.org'],
  ])('refuses %s without a call, says why and marks and focuses the field', async (_what, value) => {
    const app = await openForgot({ replies: { passwordResetRequest: ok(true as const) } });
    type(value);
    submit();
    // The alert and the field say the same: that it is empty, or that it is no address (issue 30).
    const why = value === '' ? 'This field is required.' : 'Please enter a valid email address.';
    await waitFor(() => expect(formAlert().textContent).toBe(why));
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    const described = (emailField().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(why);
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(resetCalls(app)).toHaveLength(0);
    expect(app.router.state.location.pathname).toBe('/en/forgot-password');
  });
});

describe('forgot password: the request', () => {
  it('sends the trimmed email with the recover link’s base, then shows password-reset-success and the success toast', async () => {
    const app = await openForgot({ replies: { passwordResetRequest: ok(true as const) } });
    type('  anna.becker@example.org ');
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(app.router.state.location.pathname).toBe('/en/password-reset-success');
    expect(resetCalls(app).map((c) => c.params)).toEqual([{ body: { email: 'anna.becker@example.org', backlink: 'http://localhost/en/recover/#' } }]);
    expect(within(screen.getByRole('main')).getByText('We have sent you an email with a link to set a new password.')).toBeTruthy();
    await waitFor(() => expect(politeMessages().textContent).toContain('Email sent. Please check your inbox.'));
    expect(textOf('en', 'auth.AUTH_REQUEST_RESET_SUCCESS')).toBe('Email sent. Please check your inbox.');
    expect(urgentMessages().textContent).toBe('');
  });

  it('builds the backlink in the page’s language', async () => {
    const app = await openForgot({ lang: 'de', replies: { passwordResetRequest: ok(true as const) } });
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${textOf('de', 'form.email')}`)), { target: { value: 'anna.becker@example.org' } });
    fireEvent.submit(screen.getByRole('button', { name: textOf('de', 'auth.sendResetLink') }).closest('form')!);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/de/password-reset-success'));
    expect(resetCalls(app)[0]?.params).toEqual({ body: { email: 'anna.becker@example.org', backlink: 'http://localhost/de/recover/#' } });
  });

  it('says it is busy while the request runs, and a second submit sends nothing more', async () => {
    const answer = new Subject<Either<ApiError, true>>();
    const app = await openForgot({ replies: { passwordResetRequest: () => answer } });
    type('anna.becker@example.org');
    const form = screen.getByRole('button', { name: 'Send link' }).closest('form')!;
    fireEvent.submit(form);
    const busy = await screen.findByRole('button', { name: 'Please wait…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(form.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(form);
    expect(resetCalls(app)).toHaveLength(1);
    answer.next(ok(true as const));
    answer.complete();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/password-reset-success'));
    expect(resetCalls(app)).toHaveLength(1);
  });
});

describe('forgot password: refusals', () => {
  it('422 EMAIL_UNKNOWN: “We cannot recover an account for this email address.”, the server’s words at the field, the failure toast', async () => {
    const app = await openForgot({
      replies: { passwordResetRequest: httpError(422, { error: 'EMAIL_UNKNOWN', errors: { email: 'There is no account for this email address.' } }) },
    });
    type('nobody@example.org');
    submit();
    await waitFor(() => expect(formAlert().textContent).toBe('We cannot recover an account for this email address.'));
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(emailField())).toContain('There is no account for this email address.');
    await waitFor(() => expect(urgentMessages().textContent).toContain('The email could not be sent.'));
    expect(textOf('en', 'auth.AUTH_REQUEST_RESET_FAIL')).toBe('The email could not be sent.');
    expect(politeMessages().textContent).toBe('');
    expect(app.router.state.location.pathname).toBe('/en/forgot-password');
    expect(emailField().value).toBe('nobody@example.org');
  });

  it('422 EMAIL_UNKNOWN without a field map still names the reason', async () => {
    await openForgot({ replies: { passwordResetRequest: httpError(422, { error: 'EMAIL_UNKNOWN' }) } });
    type('nobody@example.org');
    submit();
    await waitFor(() => expect(formAlert().textContent).toBe('We cannot recover an account for this email address.'));
    await waitFor(() => expect(urgentMessages().textContent).toContain('The email could not be sent.'));
  });

  it('a 500 keeps the 15-second danger message with the support address: no failure toast replaces it (issue 30, item 15)', async () => {
    const server = serverErrorReply('passwordResetRequest');
    const app = await openForgot({ replies: { passwordResetRequest: server.reply } });
    server.hear(app.api);
    type('anna.becker@example.org');
    submit();
    await waitFor(() => expect(app.runtime.state$.value.customerForms.forgot.status).toBe('rejected'));
    expect(urgentMessages().textContent).toContain('shop@kunsthalle.example');
    expect(app.runtime.state$.value.ui.message).toMatchObject({ key: 'message.serverError', className: 'danger' });
  });

  it('an unreachable shop says so, with the failure toast', async () => {
    await openForgot({ replies: { passwordResetRequest: networkError() } });
    type('anna.becker@example.org');
    submit();
    await waitFor(() => expect(formAlert().textContent).toBe('We cannot reach the shop. Please check your internet connection and try again.'));
    await waitFor(() => expect(urgentMessages().textContent).toContain('The email could not be sent.'));
    expect(emailField().getAttribute('aria-invalid')).toBe('false');
  });
});

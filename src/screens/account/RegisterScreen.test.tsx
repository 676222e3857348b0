/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, type RenderScreenOptions } from '../../../test/helpers/render-screen';
import { httpError, ok } from '../../../test/helpers/fake-api';
import { fixtureCustomerData, syncMd5 } from '../../../test/helpers/account';
import formData from '../../../fixtures/api/customerFormData.json';
import type { CustomerFormData } from '../../api/codecs/customer';
import RegisterScreen from './RegisterScreen';
import RegisterSuccessScreen from './RegisterSuccessScreen';

const reference = formData.data as unknown as CustomerFormData;

function fill(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** The screen and the one it leads to once registered. */
async function openRegister(replies: RenderScreenOptions['replies'] = {}) {
  const app = await renderScreen(RegisterScreen, {
    route: 'register',
    lang: 'en',
    replies: { customerFormData: ok(reference), registerValidate: ok(true as const), ...replies },
    deps: { md5: syncMd5 },
    also: { registerSuccess: RegisterSuccessScreen },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
  await screen.findByLabelText(/^First name/);
  return app;
}

function fillValidForm() {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'ms' } });
  fill(/^First name/, 'Clara');
  fill(/^Last name/, 'Hansen');
  fill(/^Email address/, 'clara@example.net');
  fill(/^Repeat email address/, 'clara@example.net');
  fill(/^Password/, 'Leuchtturm-2026');
  fill(/^Repeat password/, 'Leuchtturm-2026');
  fill(/^Street and house number/, 'Elbchaussee 12');
  fill(/^Postcode/, '22763');
  fill(/^Town\/City/, 'Hamburg');
}

describe('registration form', () => {
  it('is built from the customer form data: visible fields, required marks, salutations and countries', async () => {
    await openRegister();
    expect(screen.getByLabelText(/^Company/).closest('.field')?.textContent).toContain('optional');
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-required')).toBe('true');
    const salutations = Array.from((screen.getByLabelText(/^Title/) as HTMLSelectElement).options).map((o) => o.value);
    expect(salutations.slice(1)).toEqual(Object.keys(reference.salutations));
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('DE');
  });

  it('a server refusal of the postcode shows the message at the field and moves the focus there', async () => {
    const app = await openRegister({ register: httpError(422, { errors: { zip: 'The postcode does not match the country.' } }) });
    fillValidForm();
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
    const zip = screen.getByLabelText(/^Postcode/);
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The postcode does not match the country.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(document.querySelector('[data-form-alert]')?.textContent).toBe('Please correct the errors in the form.');
    expect(app.api.calls.filter((c) => c.name === 'register')).toHaveLength(1);
  });

  it("the shop's own checks refuse an empty form without a call and focus the first field", async () => {
    const app = await openRegister();
    act(() => {
      fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
    });
    // The fixture's form data does not require a salutation: the first refused field is the first name.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)));
    expect(app.api.calls.some((c) => c.name === 'register')).toBe(false);
  });

  it('a field refused by the shop’s own check stops being marked as soon as a valid value is typed', async () => {
    await openRegister();
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
    const first = screen.getByLabelText(/^First name/);
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(first, { target: { value: 'Clara' } });
    expect(first.getAttribute('aria-invalid')).toBe('false');
    expect(first.closest('.field')?.textContent).not.toContain('Please check this entry.');
    fireEvent.change(first, { target: { value: '' } });
    expect(first.getAttribute('aria-invalid')).toBe('true');
  });

  it('registers, signs in with the new account and goes to register/success', async () => {
    const app = await openRegister({ register: ok(true as const), login: ok('jwt-new'), customerData: ok(fixtureCustomerData({ fname: 'Clara' })) });
    fillValidForm();
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
    await screen.findByRole('heading', { level: 1, name: 'Registration complete' });
    expect(app.router.state.location.pathname).toBe('/en/register/success');
    expect(app.auth.current().token).toBe('jwt-new');
  });
});

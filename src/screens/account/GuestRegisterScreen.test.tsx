/** @jest-environment ./test/helpers/jsdom-env.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { renderScreen } from '../../../test/helpers/render-screen';
import type { TestAppOptions } from '../../../test/helpers/test-app';
import { httpError, ok } from '../../../test/helpers/fake-api';
import { fixtureCustomerData, syncMd5, expectFieldError } from '../../../test/helpers/account';
import formData from '../../../fixtures/api/customerFormData.json';
import type { CustomerFormData } from '../../api/codecs/customer';
import { DRAFTS_KEY, SHIPPING_ADDRESS_KEY } from '../../domain/account/drafts';
import GuestRegisterScreen from './GuestRegisterScreen';

const reference = formData.data as unknown as CustomerFormData;

const SHIPPING_MESSAGE = 'Please fill in all fields for the shipping address.';

/** The screen; `inShop`: in the whole shop, for what the header shows afterwards. */
async function openGuest(options: TestAppOptions = {}, inShop = false) {
  const mounted: TestAppOptions = {
    lang: 'en',
    ...options,
    replies: { customerFormData: ok(reference), registerValidate: ok(true as const), ...options.replies },
    deps: { md5: syncMd5, ...options.deps },
  };
  const app = inShop ? renderApp({ path: '/en/register-guest', ...mounted }) : await renderScreen(GuestRegisterScreen, { route: 'registerGuest', ...mounted });
  await findPageHeading('Billing information');
  await screen.findByLabelText(/^First name/);
  return app;
}

const form = () => document.querySelector<HTMLElement>('main form')!;
const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Continue to payment' }).closest('form')!);

/** Types into the field (the index-th of that label: billing before shipping). */
function fill(label: RegExp, value: string, index = 0) {
  const field = within(form()).getAllByLabelText(label)[index]!;
  fireEvent.change(field, { target: { value } });
  return field;
}

/** Types and leaves the field, as a visitor going on to the next one. */
const fillAndLeave = (label: RegExp, value: string, index = 0) => fireEvent.blur(fill(label, value, index));

function fillBilling() {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '2' } });
  fill(/^First name/, 'Jonas');
  fill(/^Last name/, 'Vogt');
  fill(/^Email address/, ' jonas.vogt@example.net ');
  fill(/^Repeat email address/, 'jonas.vogt@example.net');
  fill(/^Phone/, '+49 40 555 12');
  fill(/^Street and house number/, 'Am Sandtorkai 3');
  fill(/^Postcode/, '20457');
  fill(/^Town\/City/, 'Hamburg');
}

const guestCalls = (app: { api: { calls: Array<{ name: string; params: unknown }> } }) => app.api.calls.filter((c) => c.name === 'guestRegister');
const bodyC = (app: { api: { calls: Array<{ name: string; params: unknown }> } }) =>
  (guestCalls(app)[0]?.params as { body: { c: Record<string, unknown> } }).body.c;

const BILLING_C = {
  email: 'jonas.vogt@example.net',
  salutation: '2',
  fname: 'Jonas',
  lname: 'Vogt',
  company: '',
  phone: '+49 40 555 12',
  street: 'Am Sandtorkai 3',
  zip: '20457',
  city: 'Hamburg',
  country: 'DE',
  // Shipping to the billing address: §7 lists shipping in the body all the same.
  shipping: { name: 'Jonas Vogt', street: 'Am Sandtorkai 3', zip: '20457', city: 'Hamburg', country: 'DE' },
};

describe('guest registration: the form', () => {
  it('asks for billing details and the email twice, never for a password', async () => {
    await openGuest();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    const email = screen.getByLabelText(/^Email address/);
    const repeat = screen.getByLabelText(/^Repeat email address/);
    expect([email.getAttribute('type'), repeat.getAttribute('type')]).toEqual(['email', 'email']);
    expect([email.getAttribute('aria-required'), repeat.getAttribute('aria-required')]).toEqual(['true', 'true']);
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByLabelText('Ship to my billing address') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/^Recipient/)).toBeNull();
  });

  it('refuses emails that do not match, at the repeated email, without a call', async () => {
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt') } });
    fillBilling();
    fill(/^Repeat email address/, 'jonas.vogt@example.com');
    submit();
    const repeat = screen.getByLabelText(/^Repeat email address/);
    await waitFor(() => expectFieldError(repeat, 'The email addresses do not match.'));
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(document.querySelector('main [data-form-alert]')?.textContent).toBe('Please correct the errors in the form.');
    expect(screen.getByLabelText(/^Email address/).getAttribute('aria-invalid')).toBe('false');
    expect(guestCalls(app)).toHaveLength(0);
  });
});

describe('guest registration: what is sent', () => {
  it('sends exactly the billing fields with send_invoice 1 while the basket asks for an invoice, the billing address as shipping', async () => {
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt'), customerData: ok(fixtureCustomerData({ isGuest: true })) } });
    fillBilling();
    submit();
    await waitFor(() => expect(guestCalls(app)).toHaveLength(1));
    expect(bodyC(app)).toEqual({ ...BILLING_C, send_invoice: 1 });
  });

  it('sends send_invoice 0 once the basket’s invoice flag is off', async () => {
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt'), customerData: ok(fixtureCustomerData({ isGuest: true })) } });
    act(() => app.runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: false }));
    await waitFor(() => expect(app.runtime.state$.value.cart.requestInvoice).toBe(false));
    fillBilling();
    submit();
    await waitFor(() => expect(guestCalls(app)).toHaveLength(1));
    expect(bodyC(app)).toEqual({ ...BILLING_C, send_invoice: 0 });
  });

  it('a separate shipping address needs all five fields: the message stands at each empty one and nothing is sent', async () => {
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt') } });
    fillBilling();
    fireEvent.click(screen.getByLabelText('Ship to a different address'));
    // The shipping country starts as the billing country; emptied, all five are missing.
    fireEvent.change(screen.getAllByLabelText(/^Country/)[1]!, { target: { value: '' } });
    submit();
    const shipping = [
      screen.getByLabelText(/^Recipient’s name/),
      screen.getAllByLabelText(/^Street and house number/)[1]!,
      screen.getAllByLabelText(/^Postcode/)[1]!,
      screen.getAllByLabelText(/^Town\/City/)[1]!,
      screen.getAllByLabelText(/^Country/)[1]!,
    ];
    await waitFor(() => expect(screen.getAllByText(SHIPPING_MESSAGE)).toHaveLength(5));
    for (const field of shipping) {
      expectFieldError(field, SHIPPING_MESSAGE);
      expect(field.getAttribute('aria-required')).toBe('true');
    }
    await waitFor(() => expect(document.activeElement).toBe(shipping[0]));
    // The billing fields are complete: they are not marked.
    expect(screen.getAllByLabelText(/^Street and house number/)[0]!.getAttribute('aria-invalid')).toBe('false');
    expect(guestCalls(app)).toHaveLength(0);

    // Filling some of them (and going on) leaves the message at the others only.
    fillAndLeave(/^Recipient’s name/, 'Mia Vogt');
    fillAndLeave(/^Street and house number/, 'Brooktorkai 1', 1);
    await waitFor(() => expect(screen.getAllByText(SHIPPING_MESSAGE)).toHaveLength(3));
    expect(shipping[0]!.getAttribute('aria-invalid')).toBe('false');
    expectFieldError(shipping[2]!, SHIPPING_MESSAGE);
  });

  it('sends the shipping address when it differs from the billing address', async () => {
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt'), customerData: ok(fixtureCustomerData({ isGuest: true })) } });
    fillBilling();
    fireEvent.click(screen.getByLabelText('Ship to a different address'));
    fill(/^Recipient’s name/, ' Mia Vogt ');
    fill(/^Street and house number/, 'Brooktorkai 1', 1);
    fill(/^Postcode/, '20457', 1);
    fill(/^Town\/City/, 'Hamburg', 1);
    fireEvent.change(screen.getAllByLabelText(/^Country/)[1]!, { target: { value: 'AT' } });
    submit();
    await waitFor(() => expect(guestCalls(app)).toHaveLength(1));
    expect(bodyC(app)).toEqual({
      ...BILLING_C,
      send_invoice: 1,
      shipping: { name: 'Mia Vogt', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'AT' },
    });
  });

  it('a “separate” shipping address that is the billing address is sent as the billing address', async () => {
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt'), customerData: ok(fixtureCustomerData({ isGuest: true })) } });
    fillBilling();
    fireEvent.click(screen.getByLabelText('Ship to a different address'));
    fill(/^Recipient’s name/, 'Jonas Vogt');
    fill(/^Street and house number/, 'am sandtorkai  3', 1);
    fill(/^Postcode/, '20457', 1);
    fill(/^Town\/City/, 'Hamburg', 1);
    submit();
    await waitFor(() => expect(guestCalls(app)).toHaveLength(1));
    expect(bodyC(app)).toEqual({ ...BILLING_C, send_invoice: 1 });
  });
});

describe('guest registration: the answer', () => {
  it('success stores the token, signs in as a guest, forgets the draft and goes on to the checkout', async () => {
    const guest = fixtureCustomerData({ fname: 'Jonas', lname: 'Vogt', isGuest: true });
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt'), customerData: ok(guest) } }, true);
    fillBilling();
    submit();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/checkout'));
    expect(app.auth.current()).toEqual({ token: 'guest-jwt', customer: guest });
    expect(app.storage.getItem('token')).toBe('guest-jwt');
    expect(app.runtime.state$.value.account).toEqual({ signedIn: true, guest: true, loginFailed: null });
    expect(app.storage.getItem(DRAFTS_KEY) ?? '').not.toContain('Jonas');
    // A guest is no registered customer: the header still offers login, and no account menu.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(banner).queryByText('Jonas Vogt')).toBeNull();
  });

  it('goes to the stored return target when there is one', async () => {
    const app = await openGuest({ replies: { guestRegister: ok('guest-jwt'), customerData: ok(fixtureCustomerData({ isGuest: true })) } });
    app.storage.setItem('referrer', '/en/checkout?step=payment');
    fillBilling();
    submit();
    await waitFor(() => expect(app.runtime.state$.value.account.signedIn).toBe(true));
    expect(guestCalls(app)).toHaveLength(1);
    expect(app.api.calls.map((c) => c.name)).toContain('customerData');
    await waitFor(() => expect(app.router.state.location.pathname + app.router.state.location.search).toBe('/en/checkout?step=payment'));
  });

  it('a 422 with only a password error counts as success (with the token it carries)', async () => {
    const guest = fixtureCustomerData({ isGuest: true });
    const app = await openGuest({
      replies: {
        guestRegister: httpError(422, { data: 'jwt-despite-password', errors: { password: 'The password is too short.' } }),
        customerData: ok(guest),
      },
    });
    fillBilling();
    submit();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/en/checkout'));
    expect(app.auth.current()).toEqual({ token: 'jwt-despite-password', customer: guest });
    expect(app.runtime.state$.value.account).toMatchObject({ signedIn: true, guest: true });
    expect(screen.queryByText('The password is too short.')).toBeNull();
  });

  it('a 422 with only a password error and no token: no half session (it could not pay), the form stays filled and says why (issue 26)', async () => {
    const app = await openGuest({ replies: { guestRegister: httpError(422, { errors: { password: ['Required.'] } }) } });
    fillBilling();
    submit();
    await waitFor(() => expect(document.querySelector('main [data-form-alert]')?.textContent).toContain('could not open a guest session'));
    expect(app.router.state.location.pathname).toBe('/en/register-guest');
    expect(app.auth.current().token).toBeNull();
    expect(app.runtime.state$.value.account).toMatchObject({ signedIn: false });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Jonas');
  });

  it('a 422 field map shows each message at its field, marks and focuses the first, and stays', async () => {
    const app = await openGuest({
      replies: {
        guestRegister: httpError(422, {
          errors: { email: 'This email address belongs to an account.', zip: ['The postcode does not match the country.', 'Five digits, please.'], password: 'ignored' },
        }),
      },
    });
    fillBilling();
    submit();
    const email = screen.getByLabelText(/^Email address/);
    const zip = screen.getByLabelText(/^Postcode/);
    await waitFor(() => expectFieldError(email, 'This email address belongs to an account.'));
    expectFieldError(zip, 'The postcode does not match the country. Five digits, please.');
    expect(screen.getByLabelText(/^Town\/City/).getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(document.querySelector('main [data-form-alert]')?.textContent).toBe('Please correct the errors in the form.');
    expect(app.router.state.location.pathname).toBe('/en/register-guest');
    expect(app.runtime.state$.value.account.signedIn).toBe(false);
    expect(app.auth.current().token).toBeNull();

    // Correcting a field hides the server's (now stale) words there, not elsewhere.
    fireEvent.change(zip, { target: { value: '20095' } });
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('false'));
    expect(screen.getByText('This email address belongs to an account.')).toBeTruthy();
  });
});

describe('guest registration: the postcode and its country (issue 31)', () => {
  const MISMATCH = 'The postcode does not match the country.';
  /** The server's validate-only check: a four-digit postcode is Austrian, five digits German. */
  const validate = (params: { body: { c: Record<string, unknown> } }) => {
    const { zip, country } = params.body.c;
    const fits = country === 'AT' ? /^\d{4}$/.test(String(zip)) : /^\d{5}$/.test(String(zip));
    return fits ? ok(true as const) : httpError(422, { errors: { zip: MISMATCH } });
  };
  const validations = (app: { api: { calls: Array<{ name: string; params: unknown }> } }) =>
    app.api.calls.filter((c) => c.name === 'registerValidate').map((c) => (c.params as { body: { c: { zip: string; country: string } } }).body.c).map(({ zip, country }) => `${zip} ${country}`);

  it('a country chosen after the server refused the pair: the message goes at once, and the new pair is checked', async () => {
    const app = await openGuest({ replies: { registerValidate: validate } });
    const zip = screen.getByLabelText(/^Postcode/);
    fillAndLeave(/^Postcode/, '1010');
    await waitFor(() => expectFieldError(zip, MISMATCH));

    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'AT' } });
    expect(zip.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(MISMATCH)).toBeNull();
    await waitFor(() => expect(validations(app)).toEqual(['1010 DE', '1010 AT']));
    expect(screen.queryByText(MISMATCH)).toBeNull();

    // Back to a pair that does not fit: the check of it says so, without leaving a field.
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'DE' } });
    await waitFor(() => expectFieldError(zip, MISMATCH));
    expect(validations(app)).toEqual(['1010 DE', '1010 AT', '1010 DE']);
  });

  it('no postcode yet: choosing a country sends no check', async () => {
    const app = await openGuest({ replies: { registerValidate: validate } });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'AT' } });
    await act(async () => undefined);
    expect(validations(app)).toEqual([]);
  });
});

describe('guest registration: the draft', () => {
  it('a half-filled form, shipping address included, survives a remount; the draft holds no password', async () => {
    const first = await openGuest();
    fill(/^First name/, 'Jonas');
    fill(/^Email address/, 'jonas.vogt@example.net');
    fill(/^Postcode/, '20457');
    fireEvent.click(screen.getByLabelText('Ship to a different address'));
    fillAndLeave(/^Recipient’s name/, 'Mia Vogt');
    fillAndLeave(/^Street and house number/, 'Brooktorkai 1', 1);
    const storage = first.storage;
    const stored = storage.getItem(DRAFTS_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ guest: { fname: 'Jonas', email: 'jonas.vogt@example.net', zip: '20457' } });
    expect(stored).not.toMatch(/password/i);
    // Editing the shipping address ended (focus left its group): it is kept on its own as well.
    expect(JSON.parse(storage.getItem(SHIPPING_ADDRESS_KEY) ?? 'null')).toMatchObject({ name: 'Mia Vogt', street: 'Brooktorkai 1' });
    first.unmount();

    await openGuest({ storage });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Jonas');
    expect((screen.getByLabelText(/^Email address/) as HTMLInputElement).value).toBe('jonas.vogt@example.net');
    expect((screen.getAllByLabelText(/^Postcode/)[0] as HTMLInputElement).value).toBe('20457');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Ship to a different address') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Recipient’s name/) as HTMLInputElement).value).toBe('Mia Vogt');
    expect((screen.getAllByLabelText(/^Street and house number/)[1] as HTMLInputElement).value).toBe('Brooktorkai 1');
    // Restored values are not yet judged: nothing is marked before the visitor goes on.
    expect(screen.getByLabelText(/^Last name/).getAttribute('aria-invalid')).toBe('false');
  });
});

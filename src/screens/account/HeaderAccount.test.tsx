/** @jest-environment ./test/helpers/jsdom-env.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findPageHeading, renderApp } from '../../../test/helpers/render-app';
import { fixtureCustomerData, signedInStorage, syncMd5 } from '../../../test/helpers/account';
import { DRAFTS_KEY, SHIPPING_ADDRESS_KEY } from '../../domain/account/drafts';
import { httpError, ok } from '../../../test/helpers/fake-api';
import formData from '../../../fixtures/api/customerFormData.json';
import type { CustomerFormData } from '../../api/codecs/customer';

type Options = NonNullable<Parameters<typeof renderApp>[0]>;

const HOME_HEADING = 'Welcome to our online shop';

async function openHome(options: Options = {}) {
  const app = renderApp({ lang: 'en', path: '/en', ...options, deps: { md5: syncMd5, ...options.deps } });
  await findPageHeading(HOME_HEADING);
  return app;
}

const banner = () => within(screen.getByRole('banner'));
const customer = fixtureCustomerData();
const fullName = `${customer.fname} ${customer.lname}`;

describe('header: login and register links (000 §2, §6)', () => {
  it('an anonymous visitor sees login and register links and no account menu', async () => {
    await openHome();
    expect(banner().getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(banner().getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/en/register');
    expect(banner().queryByLabelText(/^Account menu of/)).toBeNull();
    expect(banner().queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('a guest still sees login and register links, and no menu with their name', async () => {
    const guest = fixtureCustomerData({ fname: 'Jonas', lname: 'Vogt', isGuest: true });
    await openHome({ storage: signedInStorage(guest, 'jwt-guest') });
    expect(banner().getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(banner().getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(banner().queryByText('Jonas Vogt')).toBeNull();
    expect(banner().queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('without user registration there are no login or register links', async () => {
    await openHome({ config: { hasUserRegistration: false } });
    expect(banner().queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(banner().queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('the login link leads to the login screen', async () => {
    const app = await openHome();
    fireEvent.click(banner().getByRole('link', { name: 'Log in' }));
    await findPageHeading('Log in');
    expect(app.router.state.location.pathname).toBe('/en/login');
  });
});

describe('header: the account menu of a registered customer', () => {
  it('is named with first and last name and holds settings and logout; no login or register links', async () => {
    await openHome({ storage: signedInStorage(customer) });
    const menu = banner().getByLabelText(`Account menu of ${fullName}`);
    expect(menu.tagName).toBe('SUMMARY');
    expect(menu.textContent).toBe(fullName);
    const details = menu.closest('details')!;
    fireEvent.click(menu);
    await waitFor(() => expect(details.open).toBe(true));
    const items = within(details);
    expect(items.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/en/settings');
    expect(items.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(banner().queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(banner().queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('stays without user registration: a customer can still reach settings and log out', async () => {
    await openHome({ storage: signedInStorage(customer), config: { hasUserRegistration: false } });
    const details = banner().getByLabelText(`Account menu of ${fullName}`).closest('details')!;
    expect(within(details).getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Log out' })).toBeTruthy();
  });

  it('Escape closes the open menu and puts the focus back on it', async () => {
    await openHome({ storage: signedInStorage(customer) });
    const menu = banner().getByLabelText(`Account menu of ${fullName}`);
    const details = menu.closest('details')!;
    fireEvent.click(menu);
    await waitFor(() => expect(details.open).toBe(true));
    fireEvent.keyDown(within(details).getByRole('link', { name: 'Settings' }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(menu);
  });

  it('the settings link opens the settings with the customer’s details', async () => {
    const app = await openHome({ storage: signedInStorage(customer), replies: { customerFormData: ok(formData.data as unknown as CustomerFormData) } });
    fireEvent.click(banner().getByRole('link', { name: 'Settings' }));
    await findPageHeading('My account');
    expect(app.router.state.location.pathname).toBe('/en/settings');
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe(customer.fname);
    expect(screen.queryByTestId('requires-login')).toBeNull();
  });
});

describe('header: signed in, but the customer could not be loaded', () => {
  it('still shows the account menu (“My account”) with settings and logout, and no login link', async () => {
    await openHome({ signedIn: { token: 'jwt-x', customer: null }, replies: { customerData: httpError(500) } });
    const menu = banner().getByText('My account', { selector: 'summary' });
    expect(menu.getAttribute('aria-label')).toBe('My account');
    expect(banner().getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(banner().queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

describe('/logout', () => {
  function seedDrafts(storage: { setItem(k: string, v: string): void }) {
    storage.setItem(DRAFTS_KEY, JSON.stringify({ register: { fname: 'Clara' }, guest: { fname: 'Jonas' }, details: { fname: customer.fname } }));
    storage.setItem(SHIPPING_ADDRESS_KEY, JSON.stringify({ name: 'Mia Vogt', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'DE' }));
  }

  it('from the menu: forgets token, customer and every draft, and lands on home with the login link back', async () => {
    const app = await openHome({ storage: signedInStorage(customer) });
    seedDrafts(app.storage);
    fireEvent.click(banner().getByRole('link', { name: 'Log out' }));
    // The way out passes /logout (outside the shell) and comes back to home, signed out.
    await waitFor(() => expect(banner().getByRole('link', { name: 'Log in' })).toBeTruthy());
    expect(banner().queryByText(fullName)).toBeNull();
    expect(app.router.state.location.pathname).toBe('/en');
    await findPageHeading(HOME_HEADING);
    expect(app.auth.current()).toEqual({ token: null, customer: null });
    expect([app.storage.getItem('token'), app.storage.getItem('customer')]).toEqual([null, null]);
    expect([app.storage.getItem(DRAFTS_KEY), app.storage.getItem(SHIPPING_ADDRESS_KEY)]).toEqual([null, null]);
    expect(app.runtime.state$.value.account).toEqual({ signedIn: false, guest: false, loginFailed: null });
  });

  it('loaded directly (no language prefix): the same, for a guest too', async () => {
    const storage = signedInStorage(fixtureCustomerData({ isGuest: true }), 'jwt-guest');
    seedDrafts(storage);
    const app = renderApp({ lang: 'en', path: '/logout', storage, deps: { md5: syncMd5 } });
    await findPageHeading(HOME_HEADING);
    expect(app.router.state.location.pathname).toBe('/en');
    expect(app.auth.current()).toEqual({ token: null, customer: null });
    expect([storage.getItem(DRAFTS_KEY), storage.getItem(SHIPPING_ADDRESS_KEY)]).toEqual([null, null]);
    expect(app.runtime.state$.value.account.signedIn).toBe(false);
  });

  it('afterwards the settings require login again', async () => {
    const app = await openHome({ storage: signedInStorage(customer) });
    fireEvent.click(banner().getByRole('link', { name: 'Log out' }));
    await waitFor(() => expect(banner().getByRole('link', { name: 'Log in' })).toBeTruthy());
    await app.navigate('/en/settings');
    expect((await screen.findByTestId('requires-login')).textContent).toContain('This page requires you to log in.');
  });
});

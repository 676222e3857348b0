/**
 * Fakes for the account and customer-form epics: an auth store that records what it was told,
 * a synchronous MD5 (so epics run on virtual time), form rules and values like the sandbox's.
 */
import { createHash } from 'node:crypto';
import { of } from 'rxjs';
import { memoryStorage } from '../../src/bus/deps';
import type { CustomerData } from '../../src/api/codecs/customer';
import type { CustomerFormInput, FieldRules } from '../../src/messages';
import { createFormFeedback } from '../../src/domain/account/feedback';
import type { CustomerFormDeps } from '../../src/domain/account/forms-epics';
import { routePath } from '../../src/routing/route-paths';
import { emptyCustomerForm } from '../../src/domain/account/form-values';
import customerFixture from '../../fixtures/api/customerData.json';
import { fakeApi } from './fake-api';
import { envelopes, memoryNavigator, sequentialRandom } from './fakes';
import { openSessionLog } from '../../src/event-log/session-log';
import { rootFold } from '../../src/app/areas/all';
import { AccountEvents } from '../../src/messages';

export const md5Hex = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex');
export const syncMd5 = () => of(md5Hex);

export const fixtureCustomerData = (overrides: Partial<CustomerData> = {}): CustomerData =>
  ({ ...(JSON.parse(JSON.stringify(customerFixture.data)) as CustomerData), ...overrides });

/** The sandbox's rules (fixtures/catalogue/customers.json). */
export const sandboxRules: FieldRules = {
  required: ['salutation', 'fname', 'lname', 'email', 'street', 'zip', 'city', 'country'],
  visible: ['salutation', 'company', 'fname', 'lname', 'email', 'phone', 'street', 'zip', 'city', 'country'],
};

export const PASSWORD = 'Leuchtturm-2026';

/** A complete registration form of a new visitor. */
export function filledForm(overrides: Partial<CustomerFormInput> = {}): CustomerFormInput {
  return {
    ...emptyCustomerForm(),
    salutation: 'ms',
    fname: 'Clara',
    lname: 'Hansen',
    email: 'clara.hansen@example.net',
    emailConfirmation: 'clara.hansen@example.net',
    phone: '+49 40 123456',
    street: 'Elbchaussee 12',
    zip: '22763',
    city: 'Hamburg',
    country: 'DE',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...overrides,
  };
}

/** Records every sign-in and sign-out; `current()` answers like the real store. */
export function recordingAuth(start: { token: string | null; customer: CustomerData | null } = { token: null, customer: null }) {
  let snapshot = start;
  const calls: Array<[string, ...unknown[]]> = [];
  return {
    calls,
    signIn(token: string | null, customer: CustomerData | null) {
      calls.push(['signIn', token, customer]);
      snapshot = { token, customer };
    },
    signOut() {
      calls.push(['signOut']);
      snapshot = { token: null, customer: null };
    },
    setCustomer(customer: CustomerData, forToken: string | null) {
      calls.push(['setCustomer', customer, forToken]);
      if (snapshot.token === forToken) snapshot = { ...snapshot, customer };
    },
    current: () => snapshot,
  };
}

export function customerFormDeps(replies: Parameters<typeof fakeApi>[0], overrides: Partial<CustomerFormDeps> = {}) {
  const api = fakeApi(replies);
  const navigator = memoryNavigator('/de/register');
  const auth = recordingAuth();
  const storage = memoryStorage();
  const feedback = createFormFeedback();
  const paymentTypeReloads = { count: 0 };
  const deps: CustomerFormDeps = {
    api: api.api,
    navigator,
    auth,
    random: sequentialRandom('t'),
    storage,
    feedback,
    md5: syncMd5,
    afterLogin: () => '/de',
    afterGuest: () => '/de/checkout',
    routePath: (name) => routePath('de', name),
    reloadPaymentTypes: () => void (paymentTypeReloads.count += 1),
    ...overrides,
  };
  return { deps, api, navigator, auth, storage, feedback, paymentTypeReloads };
}

/**
 * A session storage as a signed-in visitor leaves it: the token and customer under their keys and
 * `CustomerSignedIn` in the stored log (the account read model reads it at boot).
 */
export function signedInStorage(customer: CustomerData = fixtureCustomerData(), token = 'jwt'): ReturnType<typeof memoryStorage> {
  const storage = memoryStorage({ token, customer: JSON.stringify(customer) });
  const log = openSessionLog({ storage, fold: rootFold });
  const guest = customer.isGuest === true || customer.isGuest === 1;
  for (const e of envelopes([AccountEvents.CustomerSignedIn.create({ guest })], { tab: 'seed' })) log.append(e);
  return storage;
}

/** The texts an input's aria-describedby points at (its hint and error, for assistive technology). */
export const describedBy = (field: HTMLElement): Array<string | null | undefined> =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

/** The field is marked invalid and its error text is tied to it. */
export function expectFieldError(field: HTMLElement, text: string): void {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(describedBy(field)).toContain(text);
}

import { BehaviorSubject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import type * as E from 'fp-ts/Either';
import { memoryNavigator, memoryStorage, sequentialRandom } from '../../bus/deps';
import type { ApiError } from '../../api/errors';
import { AccountEvents, type Command, type DomainEvent } from '../../messages';
import * as CustomerEvents from '../../messages/events/customer';
import { createRuntime } from '../../app/runtime';
import { allAreas } from '../../app/areas/all';
import { createAuthStore } from '../../app/session/auth-store';
import { accountEpic } from './epics';
import { cartEpic } from '../cart/epics';
import type { Runtime } from '../../app/runtime';
import { customerFormsEpic } from './forms-epics';
import { createFormFeedback } from './feedback';
import { DRAFTS_KEY, saveDraft } from './drafts';
import { testDeps } from '../../../test/helpers/runtime-deps';
import { fakeApi, httpError, networkError, ok } from '../../../test/helpers/fake-api';
import { customerFormDeps, filledForm, fixtureCustomerData, md5Hex, PASSWORD, sandboxRules, syncMd5 } from '../../../test/helpers/account';

const started: Runtime[] = [];
// The toasts' 2 s timers run on the real clock: stop every runtime so Jest can exit.
afterEach(() => started.splice(0).forEach((r) => r.stop()));

/** The real runtime with the account and customer-form epics: events fold, the log is stored. */
function shop(replies: Parameters<typeof fakeApi>[0], path = '/de/register') {
  const storage = memoryStorage();
  const api = fakeApi(replies);
  const navigator = memoryNavigator(path);
  const auth = createAuthStore(storage);
  const feedback = createFormFeedback();
  const runtime = createRuntime({
    areas: allAreas,
    deps: { ...testDeps({ storage, random: sequentialRandom('s') }), api: api.api, navigator, auth, feedback, md5: syncMd5, afterGuest: () => '/de/checkout?step=payment' },
    epics: { account: accountEpic, customerForms: customerFormsEpic, cart: cartEpic },
  });
  started.push(runtime);
  const events: DomainEvent[] = [];
  runtime.event$.subscribe((e) => events.push({ type: e.type, data: e.data } as DomainEvent));
  const facts = () => events.filter((e) => e.type !== 'MessageShown' && e.type !== 'MessageDismissed');
  const toasts = () => events.filter((e): e is Extract<DomainEvent, { type: 'MessageShown' }> => e.type === 'MessageShown').map((e) => e.data.key);
  return { runtime, api, storage, navigator, auth, feedback, events, facts, toasts, form: (name: 'register') => runtime.state$.value.customerForms[name] };
}

const register = (values = filledForm()): Command => ({ type: 'RegisterCustomer', values, rules: sandboxRules });

describe('registration', () => {
  it('sends the form with the password, then signs in with it and goes to register/success; the draft is gone', () => {
    const s = shop({ register: ok(true as const), login: ok('jwt-new'), customerData: ok(fixtureCustomerData({ fname: 'Clara' })) });
    saveDraft(s.storage, 'register', filledForm());
    s.runtime.dispatch(register());
    expect(s.api.calls.map((c) => c.name)).toEqual(['register', 'login', 'customerData']);
    expect((s.api.calls[0]?.params as { body: { c: Record<string, unknown> } }).body.c).toMatchObject({ email: 'clara.hansen@example.net', password: PASSWORD, country: 'DE' });
    expect(s.api.calls[1]?.params).toEqual({ body: { _u: 'clara.hansen@example.net', _p: md5Hex(PASSWORD) } });
    expect(s.facts().map((e) => e.type)).toEqual(['CustomerFormSubmitted', 'CustomerRegistered', 'CustomerSignedIn']);
    expect(s.navigator.path()).toBe('/de/register/success');
    expect(s.auth.current().token).toBe('jwt-new');
    expect(s.storage.getItem(DRAFTS_KEY)).toBeNull();
    expect(s.runtime.state$.value.customerForms.register).toMatchObject({ attempt: 1, status: 'done' });
  });

  it('the shop refuses an incomplete form without a call (client: true)', () => {
    const s = shop({});
    s.runtime.dispatch(register(filledForm({ zip: '', passwordConfirmation: 'x' })));
    expect(s.api.calls).toEqual([]);
    expect(s.facts()).toEqual([CustomerEvents.CustomerFormRejected.create({ form: 'register', invalid: ['zip', 'passwordConfirmation'], reason: 'fields', client: true })]);
  });

  it('a 422 map: the field names to the log, the server’s words (each wrapped in a list) to the form', () => {
    const s = shop({ register: httpError(422, { errors: { email: 'An account with this email address already exists.', 'shipping.zip': ['Bad zip', 'Really bad'], '<script>': 'x' } }) });
    s.runtime.dispatch(register());
    expect(s.form('register')).toMatchObject({ status: 'rejected', invalid: ['email', 'shipping.zip'], reason: 'fields' });
    expect(s.feedback.current('register')).toEqual({ email: ['An account with this email address already exists.'], 'shipping.zip': ['Bad zip', 'Really bad'], '<script>': ['x'] });
    expect(JSON.stringify(s.events)).not.toContain('already exists');
  });

  it('validate-only checks: switchMap keeps the latest answer; a failure that is not a 422 says nothing', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ hot, cold, expectObservable }) => {
      const { deps } = customerFormDeps({
        registerValidate: (params) =>
          (params as { body: { c: { zip: string } } }).body.c.zip === '1'
            ? cold<E.Either<ApiError, true>>('---a|', { a: httpError(422, { errors: { zip: 'old' } }) })
            : cold<E.Either<ApiError, true>>('-a|', { a: httpError(422, { errors: { city: 'new' } }) }),
      });
      const check = (zip: string): Command => ({ type: 'CheckCustomerForm', form: 'register', values: filledForm({ zip }), rules: sandboxRules });
      const out = customerFormsEpic(hot('-ab', { a: check('1'), b: check('2') }), new BehaviorSubject({ cart: { requestInvoice: true } }), deps);
      expectObservable(out).toBe('---c', { c: CustomerEvents.CustomerFormChecked.create({ form: 'register', invalid: ['city'] }) });
    });
    const quiet = shop({ registerValidate: networkError() as E.Either<ApiError, never> });
    quiet.runtime.dispatch({ type: 'CheckCustomerForm', form: 'register', values: filledForm(), rules: sandboxRules });
    expect(quiet.facts()).toEqual([]);
  });
});

describe('guest registration', () => {
  it('body c with send_invoice from the basket and shipping; the token stored; a guest; on to the return target', () => {
    const s = shop({ guestRegister: ok('guest-token'), customerData: ok(fixtureCustomerData({ isGuest: true })) }, '/de/register-guest');
    s.runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: false });
    const values = filledForm({ separateShipping: true, shipping: { name: 'Mia Vogt', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'DE' } });
    s.runtime.dispatch({ type: 'RegisterGuest', values, rules: sandboxRules });
    const c = (s.api.calls[0]?.params as { body: { c: Record<string, unknown> } }).body.c;
    expect(c).not.toHaveProperty('password');
    expect(c).toMatchObject({ send_invoice: 0, shipping: { name: 'Mia Vogt' } });
    expect(s.facts().map((e) => e.type)).toEqual(['CartRequestInvoiceSet', 'CustomerFormSubmitted', 'GuestRegistered', 'CustomerSignedIn']);
    expect(s.runtime.state$.value.account).toMatchObject({ signedIn: true, guest: true });
    expect(s.auth.current().token).toBe('guest-token');
    expect(s.navigator.path()).toBe('/de/checkout?step=payment');
  });

  it('a 422 whose only error is the password counts as success, with or without a token', () => {
    const withToken = shop({ guestRegister: httpError(422, { errors: { password: 'required' }, data: 'tok' }), customerData: ok(fixtureCustomerData({ isGuest: true })) });
    withToken.runtime.dispatch({ type: 'RegisterGuest', values: filledForm(), rules: sandboxRules });
    expect(withToken.facts()).toContainEqual(CustomerEvents.GuestRegistered.create({ withToken: true }));
    const without = shop({ guestRegister: httpError(422, { errors: { password: ['required'] } }) });
    without.runtime.dispatch({ type: 'RegisterGuest', values: filledForm(), rules: sandboxRules });
    expect(without.facts()).toContainEqual(CustomerEvents.GuestRegistered.create({ withToken: false }));
    expect(without.auth.current()).toMatchObject({ token: null, customer: { fname: 'Clara', isGuest: true } });
  });
});

describe('settings', () => {
  it('details saved: the customer reloaded, USER_SETTINGS_SAVED', () => {
    const s = shop({ customerUpdate: ok(true as const), customerData: ok(fixtureCustomerData({ lname: 'Berg' })) }, '/de/settings');
    s.auth.signIn('t', fixtureCustomerData());
    s.runtime.dispatch({ type: 'SaveCustomerDetails', values: filledForm(), rules: sandboxRules });
    expect(s.facts().map((e) => e.type)).toEqual(['CustomerFormSubmitted', 'CustomerDetailsSaved']);
    expect(s.toasts()).toEqual(['auth.USER_SETTINGS_SAVED']);
    expect(s.auth.current().customer?.lname).toBe('Berg');
  });

  it('password change: _po and _pn are MD5; toasts of request and outcome; a wrong current password is refused at its field', () => {
    const s = shop({ passwordChange: httpError(422, { error: 'WRONG_PASSWORD', errors: { oldPassword: 'The password is not correct.' } }) }, '/de/settings');
    s.runtime.dispatch({ type: 'ChangePassword', oldPassword: 'old', newPassword: 'new-one', passwordConfirmation: 'new-one' });
    expect(s.api.calls[0]?.params).toEqual({ body: { _po: md5Hex('old'), _pn: md5Hex('new-one') } });
    expect(s.toasts()).toEqual(['auth.AUTH_PASSWORD_CHANGE_REQUEST', 'auth.AUTH_PASSWORD_CHANGE_FAILED']);
    expect(s.runtime.state$.value.customerForms.password).toMatchObject({ status: 'rejected', invalid: ['oldPassword'], reason: 'WRONG_PASSWORD' });
    const ok2 = shop({ passwordChange: ok(true as const) });
    ok2.runtime.dispatch({ type: 'ChangePassword', oldPassword: 'old', newPassword: 'n', passwordConfirmation: 'n' });
    expect(ok2.toasts()).toEqual(['auth.AUTH_PASSWORD_CHANGE_REQUEST', 'auth.AUTH_PASSWORD_CHANGE_SUCCESS']);
  });

  it('email change: _po MD5 and the new address; confirmations must match', () => {
    const s = shop({ emailChange: ok(true as const), customerData: ok(fixtureCustomerData()) });
    s.runtime.dispatch({ type: 'ChangeEmail', password: 'pw', email: 'a@b.example', emailConfirmation: 'x@b.example' });
    expect(s.api.calls).toEqual([]);
    s.runtime.dispatch({ type: 'ChangeEmail', password: 'pw', email: ' a@b.example ', emailConfirmation: 'A@B.example' });
    expect(s.api.calls[0]).toEqual({ name: 'emailChange', params: { body: { _po: md5Hex('pw'), email: 'a@b.example' } } });
    expect(s.toasts()).toEqual(['auth.AUTH_EMAIL_CHANGE_SUCCESS']);
  });
});

describe('password reset and recovery', () => {
  it('the reset request carries the backlink with the fragment; success → password-reset-success', () => {
    const s = shop({ passwordResetRequest: ok(true as const) }, '/de/forgot-password');
    s.runtime.dispatch({ type: 'RequestPasswordReset', email: 'nobody' });
    expect(s.api.calls).toEqual([]);
    s.runtime.dispatch({ type: 'RequestPasswordReset', email: ' anna.becker@example.org ' });
    expect(s.api.calls[0]?.params).toEqual({ body: { email: 'anna.becker@example.org', backlink: 'http://localhost/de/recover/#' } });
    expect(s.toasts()).toEqual(['auth.AUTH_REQUEST_RESET_SUCCESS']);
    expect(s.navigator.path()).toBe('/de/password-reset-success');
  });

  it('an unknown email: EMAIL_UNKNOWN and the failure toast', () => {
    const s = shop({ passwordResetRequest: httpError(422, { error: 'EMAIL_UNKNOWN', errors: { email: 'There is no account' } }) });
    s.runtime.dispatch({ type: 'RequestPasswordReset', email: 'x@y.example' });
    expect(s.runtime.state$.value.customerForms.forgot).toMatchObject({ status: 'rejected', reason: 'EMAIL_UNKNOWN' });
    expect(s.toasts()).toEqual(['auth.AUTH_REQUEST_RESET_FAIL']);
  });

  it('recover: {token, _p}; success signs in and goes to recover-success; 400 and 422 are failures with the toast', () => {
    const s = shop({ passwordConfirm: ok('jwt-r'), customerData: ok(fixtureCustomerData()) }, '/de/recover');
    s.runtime.dispatch({ type: 'RecoverPassword', token: ' abc ', password: 'n', passwordConfirmation: 'n' });
    expect(s.api.calls[0]?.params).toEqual({ body: { token: 'abc', _p: md5Hex('n') } });
    expect(s.facts().map((e) => e.type)).toEqual(['CustomerFormSubmitted', 'PasswordRecovered', 'CustomerSignedIn']);
    expect(s.toasts()).toEqual(['auth.AUTH_SETTING_NEW_PASSWORD', 'auth.AUTH_SETTING_NEW_PASSWORD_SUCCESS']);
    expect(s.navigator.path()).toBe('/de/recover-success');
    for (const [reply, reason] of [
      [httpError(400, { code: 'BAD_REQUEST', message: 'You must fill all fields' }), 'BAD_REQUEST'],
      [httpError(422, { error: 'INVALID_TOKEN' }), 'INVALID_TOKEN'],
    ] as const) {
      const f = shop({ passwordConfirm: reply });
      f.runtime.dispatch({ type: 'RecoverPassword', token: 't', password: 'n', passwordConfirmation: 'n' });
      expect(f.runtime.state$.value.customerForms.recover).toMatchObject({ status: 'rejected', reason });
      expect(f.toasts()).toEqual(['auth.AUTH_SETTING_NEW_PASSWORD', 'auth.AUTH_SETTING_NEW_PASSWORD_FAILED']);
    }
  });
});

describe('double submits and personal data', () => {
  it('exhaustMap: a second submit while the first is on its way sends nothing', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ hot, cold, flush }) => {
      const { deps, api } = customerFormDeps({ guestRegister: () => cold<E.Either<ApiError, string>>('---a|', { a: httpError(500) }) });
      const values = filledForm();
      customerFormsEpic(hot('-gg', { g: { type: 'RegisterGuest', values, rules: sandboxRules } as Command }), new BehaviorSubject({ cart: { requestInvoice: true } }), deps).subscribe();
      flush();
      expect(api.calls.filter((c) => c.name === 'guestRegister')).toHaveLength(1);
    });
  });

  it('no event holds the typed email, names, street, phone, password, its hash or a token', () => {
    const s = shop({ register: ok(true as const), login: ok('jwt-secret'), customerData: ok(fixtureCustomerData()), guestRegister: httpError(422, { errors: { zip: 'Hamburg 22763 is wrong' } }) });
    const values = filledForm();
    s.runtime.dispatch(register(values));
    s.runtime.dispatch({ type: 'RegisterGuest', values, rules: sandboxRules });
    s.runtime.dispatch({ type: 'SignOut' });
    const text = JSON.stringify(s.events) + [...s.storage.map.entries()].filter(([k]) => k.startsWith('foyer:log')).map(([, v]) => v).join('');
    for (const secret of [values.email, values.fname, values.lname, values.street, values.phone, values.password, md5Hex(values.password), 'jwt-secret', 'Hamburg']) {
      expect(text).not.toContain(secret);
    }
    expect(s.events).toContainEqual(AccountEvents.CustomerSignedOut.create({}));
  });
});

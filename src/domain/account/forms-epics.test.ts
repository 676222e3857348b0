import { BehaviorSubject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/Either';
import { memoryStorage } from '../../bus/deps';
import { memoryNavigator, sequentialRandom } from '../../../test/helpers/fakes';
import type { ApiError } from '../../api/errors';
import type { EndpointName } from '../../api/endpoints';
import { AccountEvents, UiEvents, type Command, type CustomerForm, type DomainEvent, type MessageClass } from '../../messages';
import * as CustomerEvents from '../../messages/events/customer';
import { createRuntime } from '../../engine/runtime';
import { stopAfterEach } from '../../../test/helpers/started-runtimes';
import { allAreas } from '../../app/areas/all';
import { createAuthStore } from '../../engine/auth-store';
import { routePath } from '../../routing/route-paths';
import { accountEpic } from './epics';
import { cartEpic } from '../cart/epics';
import { customerFormsEpic, type CustomerFormDeps, type CustomerFormSlice } from './forms-epics';
import { createFormFeedback } from './feedback';
import { DRAFTS_KEY, readDraft, saveDraft } from './drafts';
import { customerPayload, guestCustomer } from './form-values';
import type { ToastKey } from './toasts';
import { testDeps } from '../../../test/helpers/runtime-deps';
import { fakeApi, httpError, networkError, ok } from '../../../test/helpers/fake-api';
import { customerFormDeps, filledForm, fixtureCustomerData, md5Hex, PASSWORD, recordingAuth, sandboxRules, syncMd5 } from '../../../test/helpers/account';

type RunHelpers = Parameters<Parameters<TestScheduler['run']>[0]>[0];
type Replies = Parameters<typeof customerFormDeps>[0];

const customer = fixtureCustomerData();
const guestData = fixtureCustomerData({ isGuest: true });
const MIA = { name: 'Mia Vogt', street: 'Brooktorkai 1', zip: '20457', city: 'Hamburg', country: 'DE' };
/** The `c` object of filledForm() as the API gets it. */
const C = {
  email: 'clara.hansen@example.net',
  salutation: 'ms',
  fname: 'Clara',
  lname: 'Hansen',
  company: '',
  phone: '+49 40 123456',
  street: 'Elbchaussee 12',
  zip: '22763',
  city: 'Hamburg',
  country: 'DE',
  // Shipping goes to the billing address: §7 lists it in the body all the same.
  shipping: { name: 'Clara Hansen', street: 'Elbchaussee 12', zip: '22763', city: 'Hamburg', country: 'DE' },
};

const submitted = (form: CustomerForm) => CustomerEvents.CustomerFormSubmitted.create({ form });
const rejected = (form: CustomerForm, invalid: string[], reason: string, client = false) => CustomerEvents.CustomerFormRejected.create({ form, invalid, reason, client });
const checked = (form: CustomerForm, invalid: string[]) => CustomerEvents.CustomerFormChecked.create({ form, invalid });
const signedIn = (guest: boolean) => AccountEvents.CustomerSignedIn.create({ guest });
const shown = (id: string, key: ToastKey, className: MessageClass) => UiEvents.MessageShown.create({ messageId: id, key: `auth.${key}`, params: {}, className, timeoutMs: 2_000 });
const dismissed = (id: string) => UiEvents.MessageDismissed.create({ messageId: id });

const register = (values = filledForm()): Command => ({ type: 'RegisterCustomer', values, rules: sandboxRules });
const guest = (values = filledForm({ password: '', passwordConfirmation: '' })): Command => ({ type: 'RegisterGuest', values, rules: sandboxRules });
const details = (values = filledForm({ emailConfirmation: '', password: '', passwordConfirmation: '' })): Command => ({ type: 'SaveCustomerDetails', values, rules: sandboxRules });
const changePassword = (oldPassword = 'Old-Secret-1', newPassword = 'New-Secret-2', passwordConfirmation = newPassword): Command => ({ type: 'ChangePassword', oldPassword, newPassword, passwordConfirmation });
const changeEmail = (password = 'Email-Secret-3', email = 'new.address@example.net', emailConfirmation = email): Command => ({ type: 'ChangeEmail', password, email, emailConfirmation });
const forgot = (email = 'clara.hansen@example.net'): Command => ({ type: 'RequestPasswordReset', email });
const recover = (token = 'reset-token-123', password = 'Recovered-4', passwordConfirmation = password): Command => ({ type: 'RecoverPassword', token, password, passwordConfirmation });
const check = (form: 'register' | 'guest' | 'details', values = filledForm()): Command => ({ type: 'CheckCustomerForm', form, values, rules: sandboxRules });

const isToast = (e: DomainEvent) => e.type === 'MessageShown' || e.type === 'MessageDismissed';
const facts = (events: readonly DomainEvent[]) => events.filter((e) => !isToast(e));
const toastKeys = (events: readonly DomainEvent[]) => events.flatMap((e) => (e.type === 'MessageShown' ? [e.data.key] : []));
const bodyOf = (call: { params: unknown } | undefined) => (call?.params as { body: unknown }).body;

function marbles(test: (helpers: RunHelpers, scheduler: TestScheduler) => void): void {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run((helpers) => test(helpers, scheduler));
}

interface Options {
  scheduler?: TestScheduler;
  requestInvoice?: boolean;
  /** A registered customer with this token is signed in (the settings forms). */
  token?: string;
  deps?: Partial<CustomerFormDeps>;
}

/** The epic with recording fakes: API, auth store, navigator (with its options), storage, feedback. */
function setup(replies: Replies, options: Options = {}) {
  const auth = recordingAuth(options.token ? { token: options.token, customer } : undefined);
  const made = customerFormDeps(replies, {
    auth,
    afterGuest: () => '/de/checkout?step=payment',
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
    ...options.deps,
  });
  const navigations: Array<{ to: string; replace: boolean | undefined }> = [];
  const order: string[] = [];
  const navigate = made.navigator.navigate;
  made.navigator.navigate = (to, o) => {
    navigations.push({ to, replace: o?.replace });
    order.push(`navigate ${to}`);
    navigate(to, o);
  };
  const state$ = new BehaviorSubject<CustomerFormSlice>({ cart: { requestInvoice: options.requestInvoice ?? false } });
  const run = (command$: Observable<Command>) => customerFormsEpic(command$, state$, made.deps);
  return { ...made, auth, navigations, order, state$, run };
}

/** Dispatches the commands 2 ms apart on virtual time and runs everything to the end (toasts included). */
function play(commands: readonly Command[], replies: Replies, options: Omit<Options, 'scheduler'> = {}) {
  let out: (ReturnType<typeof setup> & { events: DomainEvent[] }) | undefined;
  marbles(({ hot, flush }, scheduler) => {
    const s = setup(replies, { ...options, scheduler });
    const names = commands.map((_, i) => String.fromCharCode(97 + i));
    const events: DomainEvent[] = [];
    s.run(hot(`-${names.join('-')}`, Object.fromEntries(commands.map((c, i) => [names[i], c])))).subscribe((e) => {
      events.push(e);
      s.order.push(e.type);
    });
    flush();
    out = { ...s, events };
  });
  if (!out) throw new Error('not run');
  return out;
}

describe('RegisterCustomer', () => {
  it('sends the form with the password, signs in with it, then goes to register/success', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ register: ok(true as const), login: ok('jwt-new'), customerData: ok(customer) }, { scheduler });
      expectObservable(s.run(hot('-r', { r: register(filledForm({ email: ' clara.hansen@example.net ' })) }))).toBe('-(abc)', {
        a: submitted('register'),
        b: CustomerEvents.CustomerRegistered.create({}),
        c: signedIn(false),
      });
      flush();
      expect(s.api.calls).toEqual([
        { name: 'register', params: { body: { c: { ...C, password: PASSWORD } } } },
        { name: 'login', params: { body: { _u: 'clara.hansen@example.net', _p: md5Hex(PASSWORD) } } },
        { name: 'customerData', params: undefined },
      ]);
      expect(s.auth.calls).toEqual([
        ['signIn', 'jwt-new', null],
        ['signIn', 'jwt-new', customer],
      ]);
      expect(s.paymentTypeReloads.count).toBe(1);
      expect(s.navigations).toEqual([{ to: '/de/register/success', replace: true }]);
    });
  });

  it('navigates only after the automatic sign-in; the draft is gone, other drafts stay', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'register', filledForm());
    saveDraft(storage, 'guest', filledForm({ fname: 'Jonas' }));
    const s = play([register()], { register: ok(true as const), login: ok('jwt-new'), customerData: ok(customer) }, { deps: { storage } });
    expect(s.order).toEqual(['CustomerFormSubmitted', 'CustomerRegistered', 'CustomerSignedIn', 'navigate /de/register/success']);
    expect(readDraft(storage, 'register')).toBeNull();
    expect(readDraft(storage, 'guest')?.fname).toBe('Jonas');
  });

  it('clears the server’s earlier words for the form on success', () => {
    marbles(({ hot, flush }, scheduler) => {
      const s = setup({ register: ok(true as const), login: ok('jwt-new'), customerData: ok(customer) }, { scheduler });
      s.feedback.set('register', { zip: ['Old words'] });
      s.feedback.set('guest', { zip: ['Other form'] });
      s.run(hot('-r', { r: register() })).subscribe();
      flush();
      expect(s.feedback.current('register')).toEqual({});
      expect(s.feedback.current('guest')).toEqual({ zip: ['Other form'] });
    });
  });

  it('the register call takes a while: Submitted at once (the form is sending), the outcome when the answer comes', () => {
    marbles(({ hot, cold, expectObservable }, scheduler) => {
      const s = setup({ register: () => cold('--x|', { x: ok(true as const) }), login: ok('jwt-new'), customerData: ok(customer) }, { scheduler });
      expectObservable(s.run(hot('-r', { r: register() }))).toBe('-a-(bc)', { a: submitted('register'), b: CustomerEvents.CustomerRegistered.create({}), c: signedIn(false) });
    });
  });

  it('the automatic login fails: registered, not signed in, still on to register/success (which asks to log in)', () => {
    const s = play([register()], { register: ok(true as const), login: httpError(500) });
    expect(s.events).toEqual([submitted('register'), CustomerEvents.CustomerRegistered.create({})]);
    expect(s.auth.calls).toEqual([]);
    expect(s.navigations).toEqual([{ to: '/de/register/success', replace: true }]);
  });

  it('the shop refuses an incomplete form: client true, nothing sent, no navigation, the draft kept', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'register', filledForm());
    const s = play([register(filledForm({ zip: '', passwordConfirmation: 'x' }))], {}, { deps: { storage } });
    expect(s.events).toEqual([rejected('register', ['zip', 'passwordConfirmation'], 'fields', true)]);
    expect(s.api.calls).toEqual([]);
    expect(s.navigations).toEqual([]);
    expect(readDraft(storage, 'register')).not.toBeNull();
  });

  it('a 422 map: the field names to the log (odd keys dropped), the server’s words to the form, each wrapped in a list', () => {
    const errors = { email: 'An account with this email address already exists.', 'shipping.zip': ['Bad zip', 'Really bad'], '<script>': 'x', zip: 42 };
    const storage = memoryStorage();
    saveDraft(storage, 'register', filledForm());
    const s = play([register()], { register: httpError(422, { errors }) }, { deps: { storage } });
    expect(s.events).toEqual([submitted('register'), rejected('register', ['email', 'shipping.zip'], 'fields')]);
    expect(s.feedback.current('register')).toEqual({ email: ['An account with this email address already exists.'], 'shipping.zip': ['Bad zip', 'Really bad'], '<script>': ['x'] });
    expect(s.api.calls.map((c) => c.name)).toEqual(['register']);
    expect(s.navigations).toEqual([]);
    expect(s.auth.calls).toEqual([]);
    expect(readDraft(storage, 'register')?.fname).toBe('Clara');
  });

  it.each([
    ['a 422 with a server code', httpError(422, { error: 'EMAIL_TAKEN', errors: { email: 'taken' } }), ['email'], 'EMAIL_TAKEN'],
    ['a 422 whose message is a sentence', httpError(422, { message: 'Please correct the errors.', errors: { email: 'taken' } }), ['email'], 'fields'],
    ['a 422 without a field map', httpError(422, {}), [], 'HTTP_422'],
    ['a 422 with only odd keys', httpError(422, { errors: { '<b>': 'x' } }), [], 'HTTP_422'],
    ['a 400 with a code', httpError(400, { code: 'BAD_REQUEST', message: 'x' }), [], 'BAD_REQUEST'],
    ['a 500', httpError(500, 'Internal error for clara.hansen@example.net'), [], 'HTTP_500'],
    ['a network failure', networkError(), [], 'NETWORK_ERROR'],
    ['an answer that does not decode', E.left<ApiError>({ kind: 'Decode', endpoint: 'register', messages: ['bad'] }), [], 'DECODE_ERROR'],
  ] as const)('%s: rejected with the reason %j', (_label, reply, invalid, reason) => {
    const s = play([register()], { register: reply });
    expect(s.events).toEqual([submitted('register'), rejected('register', [...invalid], reason)]);
  });
});

describe('RegisterGuest', () => {
  it('body c without password, send_invoice from the basket, shipping when different; the token and customer stored; a guest; on to the return target', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ guestRegister: ok('guest-token'), customerData: ok(guestData) }, { scheduler, requestInvoice: true });
      const values = filledForm({ password: '', passwordConfirmation: '', separateShipping: true, shipping: MIA });
      expectObservable(s.run(hot('-g', { g: guest(values) }))).toBe('-(abc)', {
        a: submitted('guest'),
        b: CustomerEvents.GuestRegistered.create({ withToken: true }),
        c: signedIn(true),
      });
      flush();
      expect(s.api.calls).toEqual([
        { name: 'guestRegister', params: { body: { c: { ...C, send_invoice: 1, shipping: MIA } } } },
        { name: 'customerData', params: undefined },
      ]);
      expect(s.auth.calls).toEqual([
        ['signIn', 'guest-token', null],
        ['signIn', 'guest-token', guestData],
      ]);
      expect(s.paymentTypeReloads.count).toBe(1);
      expect(s.navigations).toEqual([{ to: '/de/checkout?step=payment', replace: true }]);
    });
  });

  it('send_invoice is the basket’s flag at the time of the submit', () => {
    marbles(({ hot, flush }, scheduler) => {
      const s = setup({ guestRegister: ok('guest-token'), customerData: ok(guestData) }, { scheduler, requestInvoice: true });
      s.state$.next({ cart: { requestInvoice: false } });
      s.run(hot('-g', { g: guest() })).subscribe();
      flush();
      expect(bodyOf(s.api.calls[0])).toEqual({ c: { ...C, send_invoice: 0 } });
    });
  });

  it('the draft, the server’s words and the order: GuestRegistered, CustomerSignedIn, then navigation', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'guest', filledForm());
    saveDraft(storage, 'register', filledForm({ fname: 'Kept' }));
    const s = play([guest()], { guestRegister: ok('guest-token'), customerData: ok(guestData) }, { deps: { storage } });
    expect(s.order).toEqual(['CustomerFormSubmitted', 'GuestRegistered', 'CustomerSignedIn', 'navigate /de/checkout?step=payment']);
    expect(readDraft(storage, 'guest')).toBeNull();
    expect(readDraft(storage, 'register')?.fname).toBe('Kept');
    expect(s.feedback.current('guest')).toEqual({});
  });

  it('a 422 whose only error is the password counts as success, with the token it carries', () => {
    const s = play([guest()], { guestRegister: httpError(422, { errors: { password: 'This value should not be blank.' }, data: 'tok-422' }), customerData: ok(guestData) });
    expect(s.events).toEqual([submitted('guest'), CustomerEvents.GuestRegistered.create({ withToken: true }), signedIn(true)]);
    expect(s.auth.calls).toEqual([
      ['signIn', 'tok-422', null],
      ['signIn', 'tok-422', guestData],
    ]);
    expect(s.navigations).toEqual([{ to: '/de/checkout?step=payment', replace: true }]);
  });

  it('a 422 whose only error is the password, without a token: refused (a guest without a token could not pay), the details kept (issue 26)', () => {
    const values = filledForm({ password: '', passwordConfirmation: '', company: 'Hafen GmbH' });
    const storage = memoryStorage();
    saveDraft(storage, 'guest', values);
    const draft = readDraft(storage, 'guest');
    const s = play([guest(values)], { guestRegister: httpError(422, { errors: { password: ['required'] } }) }, { deps: { storage } });
    expect(s.events).toEqual([submitted('guest'), CustomerEvents.CustomerFormRejected.create({ form: 'guest', invalid: [], reason: 'GUEST_NO_SESSION', client: false })]);
    expect(s.auth.calls).toEqual([]);
    expect(s.navigations).toEqual([]);
    expect(draft).not.toBeNull();
    expect(readDraft(storage, 'guest')).toEqual(draft);
  });

  it('a 422 whose only error is the password, with a token in its data: accepted as a guest (001 §5)', () => {
    const values = filledForm({ password: '', passwordConfirmation: '' });
    const s = play([guest(values)], { guestRegister: httpError(422, { errors: { password: ['required'] }, data: 'guest-token' }), customerData: httpError(500) });
    expect(facts(s.events)).toEqual([submitted('guest'), CustomerEvents.GuestRegistered.create({ withToken: true }), signedIn(true)]);
    expect(s.auth.current()).toMatchObject({ token: 'guest-token' });
  });

  it('the token came but the customer call failed: the typed details are kept as the customer', () => {
    const values = filledForm({ password: '', passwordConfirmation: '' });
    const s = play([guest(values)], { guestRegister: ok('guest-token'), customerData: httpError(500) });
    expect(facts(s.events)).toEqual([submitted('guest'), CustomerEvents.GuestRegistered.create({ withToken: true }), signedIn(true)]);
    expect(s.auth.calls).toEqual([
      ['signIn', 'guest-token', null],
      ['signIn', 'guest-token', guestCustomer(values, sandboxRules)],
    ]);
  });

  it('a 422 about the password and another field is a refusal, even with a token in it', () => {
    const s = play([guest()], { guestRegister: httpError(422, { errors: { password: 'required', zip: 'Bad zip' }, data: 'tok' }) });
    expect(s.events).toHaveLength(2);
    expect(s.events[1]).toMatchObject({ type: 'CustomerFormRejected', data: { form: 'guest', reason: 'fields', client: false } });
    expect((s.events[1] as ReturnType<typeof rejected>).data.invalid).toContain('zip');
    expect(s.feedback.current('guest')).toMatchObject({ zip: ['Bad zip'] });
    expect(s.auth.calls).toEqual([]);
    expect(s.navigations).toEqual([]);
  });

  it('the shop’s checks: no password asked for, the email confirmation must match', () => {
    const s = play([guest(filledForm({ password: '', passwordConfirmation: '', emailConfirmation: 'other@example.net' }))], {});
    expect(s.events).toEqual([rejected('guest', ['emailConfirmation'], 'fields', true)]);
    expect(s.api.calls).toEqual([]);
  });

  it('a failure that is not a field map: rejected with its reason, nobody signed in', () => {
    const s = play([guest()], { guestRegister: networkError() });
    expect(s.events).toEqual([submitted('guest'), rejected('guest', [], 'NETWORK_ERROR')]);
    expect(s.auth.calls).toEqual([]);
  });
});

describe('SaveCustomerDetails', () => {
  it('body c without password or invoice flag; the customer reloaded for this session; USER_SETTINGS_SAVED for 2 s', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const reloaded = fixtureCustomerData({ lname: 'Berg' });
      const s = setup({ customerUpdate: ok(true as const), customerData: ok(reloaded) }, { scheduler, token: 'jwt-settings' });
      const values = filledForm({ emailConfirmation: '', password: PASSWORD, passwordConfirmation: PASSWORD, separateShipping: true, shipping: MIA });
      expectObservable(s.run(hot('-d', { d: details(values) }))).toBe('-(abc) 1995ms d', {
        a: submitted('details'),
        b: CustomerEvents.CustomerDetailsSaved.create({}),
        c: shown('t-1', 'USER_SETTINGS_SAVED', 'success'),
        d: dismissed('t-1'),
      });
      flush();
      expect(s.api.calls).toEqual([
        { name: 'customerUpdate', params: { body: { c: { ...C, shipping: MIA } } } },
        { name: 'customerData', params: undefined },
      ]);
      expect(s.auth.calls).toEqual([['setCustomer', reloaded, 'jwt-settings']]);
      expect(s.navigations).toEqual([]);
    });
  });

  it('a hidden country is not sent; the draft and the server’s words are cleared', () => {
    const rules = { ...sandboxRules, visible: sandboxRules.visible.filter((f) => f !== 'country') };
    const storage = memoryStorage();
    saveDraft(storage, 'details', filledForm());
    const { country: _country, ...withoutCountry } = C;
    const s = play([{ type: 'SaveCustomerDetails', values: filledForm({ country: '' }), rules }], { customerUpdate: ok(true as const), customerData: ok(customer) }, { token: 't', deps: { storage } });
    // The billing address as the shipping address, with the (empty) country the form holds.
    expect(bodyOf(s.api.calls[0])).toEqual({ c: { ...withoutCountry, shipping: { ...C.shipping, country: '' } } });
    expect(readDraft(storage, 'details')).toBeNull();
    expect(s.feedback.current('details')).toEqual({});
  });

  it('the customer reload failing does not undo the save', () => {
    const s = play([details()], { customerUpdate: ok(true as const), customerData: httpError(500) }, { token: 't' });
    expect(facts(s.events)).toEqual([submitted('details'), CustomerEvents.CustomerDetailsSaved.create({})]);
    expect(toastKeys(s.events)).toEqual(['auth.USER_SETTINGS_SAVED']);
    expect(s.auth.calls).toEqual([]);
  });

  it('a 422: refused at its fields, the words to the form, no toast, the draft kept', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'details', filledForm());
    const s = play([details()], { customerUpdate: httpError(422, { errors: { zip: 'Postcode 22763 is not valid for AT.' } }) }, { token: 't', deps: { storage } });
    expect(s.events).toEqual([submitted('details'), rejected('details', ['zip'], 'fields')]);
    expect(s.feedback.current('details')).toEqual({ zip: ['Postcode 22763 is not valid for AT.'] });
    expect(readDraft(storage, 'details')).not.toBeNull();
  });

  it('the shop’s checks: neither email nor password needed, the rest as required', () => {
    const s = play([details(filledForm({ email: '', emailConfirmation: '', password: '', passwordConfirmation: '', fname: ' ' }))], {});
    expect(s.events).toEqual([rejected('details', ['fname'], 'fields', true)]);
    expect(s.api.calls).toEqual([]);
  });
});

describe('CheckCustomerForm (validate-only, switchMap)', () => {
  it('only the latest check’s answer counts', () => {
    marbles(({ hot, cold, expectObservable, flush }, scheduler) => {
      const s = setup(
        {
          registerValidate: (params) =>
            (params as { body: { c: { zip: string } } }).body.c.zip === '1'
              ? cold<E.Either<ApiError, true>>('---a|', { a: httpError(422, { errors: { zip: 'old' } }) })
              : cold<E.Either<ApiError, true>>('-a|', { a: httpError(422, { errors: { city: 'new' } }) }),
        },
        { scheduler },
      );
      expectObservable(s.run(hot('-ab', { a: check('register', filledForm({ zip: '1' })), b: check('register', filledForm({ zip: '2' })) }))).toBe('---c', {
        c: checked('register', ['city']),
      });
      flush();
      expect(s.feedback.current('register')).toEqual({ city: ['new'] });
    });
  });

  it('an answer that arrives before the next check still counts', () => {
    marbles(({ hot, cold, expectObservable }, scheduler) => {
      const s = setup({ registerValidate: () => cold<E.Either<ApiError, true>>('-a|', { a: ok(true as const) }) }, { scheduler });
      expectObservable(s.run(hot('-a---b', { a: check('register'), b: check('register') }))).toBe('--x---y', { x: checked('register', []), y: checked('register', []) });
    });
  });

  it('registration: the validate call gets the registration body (password included); 422 → invalid fields and the words, success → none', () => {
    const s = play([check('register'), check('register')], {
      registerValidate: (() => {
        let n = 0;
        return () => (++n === 1 ? httpError(422, { errors: { zip: 'Bad zip', fname: ['Too', 'short'] } }) : ok(true as const));
      })(),
    });
    expect(s.api.calls).toEqual([
      { name: 'registerValidate', params: { body: { c: { ...C, password: PASSWORD } } } },
      { name: 'registerValidate', params: { body: { c: { ...C, password: PASSWORD } } } },
    ]);
    expect(s.events).toEqual([checked('register', ['zip', 'fname']), checked('register', [])]);
    expect(s.feedback.current('register')).toEqual({});
  });

  it('guests: the registration’s validate call, its password error ignored', () => {
    const values = filledForm({ password: '', passwordConfirmation: '' });
    const s = play([check('guest', values)], { registerValidate: httpError(422, { errors: { password: 'required', zip: 'Bad zip' } }) });
    expect(s.api.calls).toEqual([{ name: 'registerValidate', params: { body: { c: { ...C, password: '' } } } }]);
    expect(s.events).toEqual([checked('guest', ['zip'])]);
    expect(s.feedback.current('guest')).toEqual({ zip: ['Bad zip'] });
  });

  it('settings: the update’s validate call with the customer body (no password)', () => {
    const s = play([check('details')], { customerValidate: httpError(422, { errors: { city: 'Unknown city' } }) }, { token: 't' });
    expect(s.api.calls).toEqual([{ name: 'customerValidate', params: { body: { c: customerPayload(filledForm(), sandboxRules) } } }]);
    expect(bodyOf(s.api.calls[0])).toEqual({ c: C });
    expect(s.events).toEqual([checked('details', ['city'])]);
    expect(s.feedback.current('details')).toEqual({ city: ['Unknown city'] });
  });

  it.each([
    ['a 500', httpError(500)],
    ['a 400', httpError(400, { code: 'BAD_REQUEST' })],
    ['a network failure', networkError()],
  ])('%s says nothing and keeps what the server said before', (_label, reply) => {
    marbles(({ hot, flush }, scheduler) => {
      const s = setup({ registerValidate: reply }, { scheduler });
      s.feedback.set('register', { zip: ['Bad zip'] });
      const events: DomainEvent[] = [];
      s.run(hot('-a', { a: check('register') })).subscribe((e) => events.push(e));
      flush();
      expect(events).toEqual([]);
      expect(s.feedback.current('register')).toEqual({ zip: ['Bad zip'] });
    });
  });
});

describe('ChangePassword', () => {
  it('_po and _pn are MD5 hex; the request toast, then PasswordChanged and the success toast, each for 2 s', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ passwordChange: ok(true as const) }, { scheduler, token: 't' });
      expectObservable(s.run(hot('-p', { p: changePassword('Old-Secret-1', 'New-Secret-2') }))).toBe('-(abcd) 1994ms (ef)', {
        a: submitted('password'),
        b: shown('t-1', 'AUTH_PASSWORD_CHANGE_REQUEST', 'info'),
        c: CustomerEvents.PasswordChanged.create({}),
        d: shown('t-2', 'AUTH_PASSWORD_CHANGE_SUCCESS', 'success'),
        e: dismissed('t-1'),
        f: dismissed('t-2'),
      });
      flush();
      expect(s.api.calls).toEqual([{ name: 'passwordChange', params: { body: { _po: md5Hex('Old-Secret-1'), _pn: md5Hex('New-Secret-2') } } }]);
      expect(s.auth.calls).toEqual([]);
    });
  });

  it('a wrong current password: refused at its field with the server’s code, the failure toast', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ passwordChange: httpError(422, { error: 'WRONG_PASSWORD', errors: { oldPassword: 'The password is not correct.' } }) }, { scheduler, token: 't' });
      expectObservable(s.run(hot('-p', { p: changePassword() }))).toBe('-(abcd) 1994ms (ef)', {
        a: submitted('password'),
        b: shown('t-1', 'AUTH_PASSWORD_CHANGE_REQUEST', 'info'),
        c: rejected('password', ['oldPassword'], 'WRONG_PASSWORD'),
        d: shown('t-2', 'AUTH_PASSWORD_CHANGE_FAILED', 'danger'),
        e: dismissed('t-1'),
        f: dismissed('t-2'),
      });
      flush();
      expect(s.feedback.current('password')).toEqual({ oldPassword: ['The password is not correct.'] });
    });
  });

  it('the toasts do not hold the form: a retry right after a failure goes through while the failure toast still shows', () => {
    marbles(({ hot, cold, expectObservable, flush }, scheduler) => {
      let n = 0;
      const s = setup(
        { passwordChange: () => (++n === 1 ? cold<E.Either<ApiError, true>>('9ms x|', { x: httpError(422) }) : cold<E.Either<ApiError, true>>('9ms y|', { y: ok(true as const) })) },
        { scheduler, token: 't' },
      );
      // Submit at 1, the failure at 10 (its toast until 2010), the retry at 20 goes through, the success at 29.
      expectObservable(s.run(hot('-p 18ms p', { p: changePassword() }))).toBe('-(ab) 5ms (cd) 6ms (ef) 5ms (gh) 1968ms i 8ms j 9ms k 8ms l', {
        a: submitted('password'),
        b: shown('t-1', 'AUTH_PASSWORD_CHANGE_REQUEST', 'info'),
        c: rejected('password', [], 'HTTP_422'),
        d: shown('t-2', 'AUTH_PASSWORD_CHANGE_FAILED', 'danger'),
        e: submitted('password'),
        f: shown('t-3', 'AUTH_PASSWORD_CHANGE_REQUEST', 'info'),
        g: CustomerEvents.PasswordChanged.create({}),
        h: shown('t-4', 'AUTH_PASSWORD_CHANGE_SUCCESS', 'success'),
        i: dismissed('t-1'),
        j: dismissed('t-2'),
        k: dismissed('t-3'),
        l: dismissed('t-4'),
      });
      flush();
      expect(s.api.calls).toHaveLength(2);
    });
  });

  it('the shop’s checks: the current password, the new one twice; nothing sent, no toast', () => {
    const s = play([changePassword('', 'a', 'b'), changePassword('old', '', ''), changePassword('old', 'new', 'New')], {});
    expect(s.events).toEqual([
      rejected('password', ['oldPassword', 'passwordConfirmation'], 'fields', true),
      rejected('password', ['newPassword', 'passwordConfirmation'], 'fields', true),
      rejected('password', ['passwordConfirmation'], 'fields', true),
    ]);
    expect(s.api.calls).toEqual([]);
  });
});

describe('ChangeEmail', () => {
  it('_po MD5 and the trimmed new address; the customer reloaded; AUTH_EMAIL_CHANGE_SUCCESS for 2 s', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const reloaded = fixtureCustomerData({ email: 'new.address@example.net' });
      const s = setup({ emailChange: ok(true as const), customerData: ok(reloaded) }, { scheduler, token: 'jwt-e' });
      expectObservable(s.run(hot('-e', { e: changeEmail('Email-Secret-3', ' New.Address@example.net ', 'new.address@EXAMPLE.net') }))).toBe('-(abc) 1995ms d', {
        a: submitted('email'),
        b: CustomerEvents.EmailChanged.create({}),
        c: shown('t-1', 'AUTH_EMAIL_CHANGE_SUCCESS', 'success'),
        d: dismissed('t-1'),
      });
      flush();
      expect(s.api.calls).toEqual([
        { name: 'emailChange', params: { body: { _po: md5Hex('Email-Secret-3'), email: 'New.Address@example.net' } } },
        { name: 'customerData', params: undefined },
      ]);
      expect(s.auth.calls).toEqual([['setCustomer', reloaded, 'jwt-e']]);
    });
  });

  it('the shop’s checks: password, an email that looks like one, a matching confirmation', () => {
    const s = play([changeEmail('', '', ''), changeEmail('pw', 'not-an-email', 'not-an-email'), changeEmail('pw', 'a@b.example', 'x@b.example'), changeEmail('pw', 'a@b.example', '  ')], {});
    expect(s.events).toEqual([
      rejected('email', ['oldPassword', 'email', 'emailConfirmation'], 'fields', true),
      rejected('email', ['email'], 'fields', true),
      rejected('email', ['emailConfirmation'], 'fields', true),
      rejected('email', ['emailConfirmation'], 'fields', true),
    ]);
    expect(s.api.calls).toEqual([]);
  });

  it('refused by the server: at its fields, no toast, the customer not reloaded', () => {
    const s = play([changeEmail()], { emailChange: httpError(422, { error: 'WRONG_PASSWORD', errors: { oldPassword: 'wrong' } }) }, { token: 't' });
    expect(s.events).toEqual([submitted('email'), rejected('email', ['oldPassword'], 'WRONG_PASSWORD')]);
    expect(s.api.calls.map((c) => c.name)).toEqual(['emailChange']);
  });
});

describe('RequestPasswordReset', () => {
  it('the trimmed email and the backlink origin + /{lang}/recover/#; the success toast; on to password-reset-success', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ passwordResetRequest: ok(true as const) }, { scheduler });
      expectObservable(s.run(hot('-f', { f: forgot(' anna.becker@example.org ') }))).toBe('-(abc) 1995ms d', {
        a: submitted('forgot'),
        b: CustomerEvents.PasswordResetRequested.create({}),
        c: shown('t-1', 'AUTH_REQUEST_RESET_SUCCESS', 'success'),
        d: dismissed('t-1'),
      });
      flush();
      expect(s.api.calls).toEqual([{ name: 'passwordResetRequest', params: { body: { email: 'anna.becker@example.org', backlink: 'http://localhost/de/recover/#' } } }]);
      expect(s.navigations).toEqual([{ to: '/de/password-reset-success', replace: true }]);
      expect(s.order).toEqual(['navigate /de/password-reset-success']);
    });
  });

  it('the backlink follows the shop’s origin and the page’s language', () => {
    const navigator = Object.assign(memoryNavigator('/sv/forgot-password'), { origin: () => 'https://shop.museum.example' });
    const s = play([forgot()], { passwordResetRequest: ok(true as const) }, { deps: { navigator, routePath: (name) => routePath('sv', name) } });
    expect(bodyOf(s.api.calls[0])).toEqual({ email: 'clara.hansen@example.net', backlink: 'https://shop.museum.example/sv/recover/#' });
    expect(navigator.path()).toBe('/sv/password-reset-success');
  });

  it.each([
    ['an unknown email', httpError(422, { error: 'EMAIL_UNKNOWN', errors: { email: 'There is no account' } }), ['email'], 'EMAIL_UNKNOWN'],
    ['a network failure', networkError(), [], 'NETWORK_ERROR'],
  ] as const)('%s: rejected (%j, %j) with the failure toast, no navigation', (_label, reply, invalid, reason) => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ passwordResetRequest: reply }, { scheduler });
      expectObservable(s.run(hot('-f', { f: forgot() }))).toBe('-(abc) 1995ms d', {
        a: submitted('forgot'),
        b: rejected('forgot', [...invalid], reason),
        c: shown('t-1', 'AUTH_REQUEST_RESET_FAIL', 'danger'),
        d: dismissed('t-1'),
      });
      flush();
      expect(s.navigations).toEqual([]);
    });
  });

  it('a 500: rejected, no navigation, and no failure toast over the shell’s 15-second message with the support address (issue 30)', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ passwordResetRequest: httpError(500) }, { scheduler });
      expectObservable(s.run(hot('-f', { f: forgot() }))).toBe('-(ab)', { a: submitted('forgot'), b: rejected('forgot', [], 'HTTP_500') });
      flush();
      expect(s.navigations).toEqual([]);
    });
  });

  it.each([
    ['ChangePassword', changePassword(), 'passwordChange'],
    ['RecoverPassword', recover(), 'passwordConfirm'],
  ] as const)('%s: a 500 leaves the failure toast out too', (_type, command, endpoint) => {
    const s = play([command], { [endpoint]: httpError(500) }, { token: 't' });
    expect(toastKeys(s.events).filter((key) => /FAIL/.test(key))).toEqual([]);
    expect(facts(s.events).at(-1)).toMatchObject({ type: 'CustomerFormRejected', data: { reason: 'HTTP_500' } });
  });

  it('the shop’s check: an email that looks like one, else nothing is sent', () => {
    const s = play([forgot(''), forgot('   '), forgot('nobody'), forgot('a@b')], {});
    expect(s.events).toEqual([
      rejected('forgot', ['email'], 'fields', true),
      rejected('forgot', ['email'], 'fields', true),
      rejected('forgot', ['email'], 'fields', true),
      rejected('forgot', ['email'], 'fields', true),
    ]);
    expect(s.api.calls).toEqual([]);
  });
});

describe('RecoverPassword', () => {
  it('{token, _p}; the toasts; PasswordRecovered, signed in with the new token; on to recover-success', () => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ passwordConfirm: ok('jwt-recovered'), customerData: ok(customer) }, { scheduler });
      expectObservable(s.run(hot('-r', { r: recover(' reset-token-123 ', 'Recovered-4') }))).toBe('-(abcde) 1993ms (fg)', {
        a: submitted('recover'),
        b: shown('t-1', 'AUTH_SETTING_NEW_PASSWORD', 'info'),
        c: CustomerEvents.PasswordRecovered.create({}),
        d: signedIn(false),
        e: shown('t-2', 'AUTH_SETTING_NEW_PASSWORD_SUCCESS', 'success'),
        f: dismissed('t-1'),
        g: dismissed('t-2'),
      });
      flush();
      expect(s.api.calls).toEqual([
        { name: 'passwordConfirm', params: { body: { token: 'reset-token-123', _p: md5Hex('Recovered-4') } } },
        { name: 'customerData', params: undefined },
      ]);
      expect(s.auth.calls).toEqual([
        ['signIn', 'jwt-recovered', null],
        ['signIn', 'jwt-recovered', customer],
      ]);
      expect(s.paymentTypeReloads.count).toBe(1);
      expect(s.navigations).toEqual([{ to: '/de/recover-success', replace: true }]);
      expect(s.order.indexOf('navigate /de/recover-success')).toBe(s.order.length - 1);
    });
  });

  it('a guest’s account is signed in as a guest', () => {
    const s = play([recover()], { passwordConfirm: ok('jwt'), customerData: ok(guestData) });
    expect(facts(s.events)).toContainEqual(signedIn(true));
  });

  it.each([
    ['a 400 (“You must fill all fields”)', httpError(400, { code: 'BAD_REQUEST', message: 'You must fill all fields' }), 'BAD_REQUEST'],
    ['a 422 for the token', httpError(422, { error: 'INVALID_TOKEN' }), 'INVALID_TOKEN'],
    ['a network failure', networkError(), 'NETWORK_ERROR'],
  ] as const)('%s: rejected with %j and the failure toast; nobody signed in, no navigation', (_label, reply, reason) => {
    marbles(({ hot, expectObservable, flush }, scheduler) => {
      const s = setup({ passwordConfirm: reply }, { scheduler });
      expectObservable(s.run(hot('-r', { r: recover() }))).toBe('-(abcd) 1994ms (ef)', {
        a: submitted('recover'),
        b: shown('t-1', 'AUTH_SETTING_NEW_PASSWORD', 'info'),
        c: rejected('recover', [], reason),
        d: shown('t-2', 'AUTH_SETTING_NEW_PASSWORD_FAILED', 'danger'),
        e: dismissed('t-1'),
        f: dismissed('t-2'),
      });
      flush();
      expect(s.auth.calls).toEqual([]);
      expect(s.navigations).toEqual([]);
    });
  });

  it('the shop’s checks: the new password twice, and a token', () => {
    const s = play([recover('t', 'a', 'b'), recover('t', '', ''), recover('  ', 'a', 'a')], {});
    expect(s.events).toEqual([
      rejected('recover', ['passwordConfirmation'], 'fields', true),
      rejected('recover', ['password', 'passwordConfirmation'], 'fields', true),
      rejected('recover', [], 'INVALID_TOKEN', true),
    ]);
    expect(s.api.calls).toEqual([]);
  });
});

describe('double submits (exhaustMap)', () => {
  const submits: ReadonlyArray<readonly [string, Command, EndpointName]> = [
    ['RegisterCustomer', register(), 'register'],
    ['RegisterGuest', guest(), 'guestRegister'],
    ['SaveCustomerDetails', details(), 'customerUpdate'],
    ['ChangePassword', changePassword(), 'passwordChange'],
    ['ChangeEmail', changeEmail(), 'emailChange'],
    ['RequestPasswordReset', forgot(), 'passwordResetRequest'],
    ['RecoverPassword', recover(), 'passwordConfirm'],
  ];

  it.each(submits)('%s: a second submit while the first is on its way sends nothing; one after its answer is sent', (_type, command, endpoint) => {
    marbles(({ hot, cold, flush }, scheduler) => {
      const s = setup({ [endpoint]: () => cold<E.Either<ApiError, never>>('---x|', { x: httpError(500) }) }, { scheduler, token: 't' });
      const events: DomainEvent[] = [];
      // Submits at 1 and 2 (the first answers at 4), then at 13.
      s.run(hot('-cc 10ms c', { c: command })).subscribe((e) => events.push(e));
      flush();
      expect(s.api.calls.filter((c) => c.name === endpoint)).toHaveLength(2);
      const form = (events[0] as ReturnType<typeof submitted>).data.form;
      expect(facts(events)).toEqual([submitted(form), rejected(form, [], 'HTTP_500'), submitted(form), rejected(form, [], 'HTTP_500')]);
    });
  });

  it('different forms do not hold each other', () => {
    marbles(({ hot, cold, flush }, scheduler) => {
      const slow = () => cold<E.Either<ApiError, never>>('10ms x|', { x: httpError(500) });
      const s = setup({ passwordChange: slow, emailChange: slow }, { scheduler, token: 't' });
      s.run(hot('-pe', { p: changePassword(), e: changeEmail() })).subscribe();
      flush();
      expect(s.api.calls.map((c) => c.name)).toEqual(['passwordChange', 'emailChange']);
    });
  });
});

describe('the events: what the read model needs, and no personal data', () => {
  it('each flow ends in the events that complete its form', () => {
    const cases: ReadonlyArray<readonly [Command, Replies, string[]]> = [
      [register(), { register: ok(true as const), login: ok('j'), customerData: ok(customer) }, ['CustomerFormSubmitted', 'CustomerRegistered', 'CustomerSignedIn']],
      [guest(), { guestRegister: ok('g'), customerData: ok(guestData) }, ['CustomerFormSubmitted', 'GuestRegistered', 'CustomerSignedIn']],
      [details(), { customerUpdate: ok(true as const), customerData: ok(customer) }, ['CustomerFormSubmitted', 'CustomerDetailsSaved']],
      [changePassword(), { passwordChange: ok(true as const) }, ['CustomerFormSubmitted', 'PasswordChanged']],
      [changeEmail(), { emailChange: ok(true as const), customerData: ok(customer) }, ['CustomerFormSubmitted', 'EmailChanged']],
      [forgot(), { passwordResetRequest: ok(true as const) }, ['CustomerFormSubmitted', 'PasswordResetRequested']],
      [recover(), { passwordConfirm: ok('r'), customerData: ok(customer) }, ['CustomerFormSubmitted', 'PasswordRecovered', 'CustomerSignedIn']],
    ];
    for (const [command, replies, types] of cases) expect(facts(play([command], replies, { token: 't' }).events).map((e) => e.type)).toEqual(types);
  });

  it('no event holds the typed email, names, street, phone, passwords, their hashes, a token or the server’s words', () => {
    const values = filledForm({ password: 'Secret-Register-9', passwordConfirmation: 'Secret-Register-9' });
    const typedGuest = filledForm({ fname: 'Jonas', lname: 'Petersen', email: 'jonas.petersen@example.org', emailConfirmation: 'jonas.petersen@example.org', street: 'Speicherstadt 5', phone: '+49 40 987654', password: '', passwordConfirmation: '' });
    const echo = (text: string) => httpError(422, { errors: { email: `${text} is already taken`, zip: 'Hamburg 22763 is wrong' }, data: 'leaked-token' });
    const runs = [
      play([check('register', values), register(values)], { registerValidate: echo(values.email), register: ok(true as const), login: ok('jwt-secret-login'), customerData: ok(customer) }),
      play([register(values)], { register: echo(values.email) }),
      play([check('guest', typedGuest), guest(typedGuest)], { registerValidate: echo(typedGuest.email), guestRegister: ok('guest-secret-token'), customerData: ok(guestData) }),
      play([guest(typedGuest)], { guestRegister: httpError(422, { errors: { password: 'required' }, data: 'guest-422-secret' }), customerData: httpError(500) }),
      play([guest(typedGuest)], { guestRegister: httpError(422, { errors: { password: 'required' } }) }),
      play([guest(typedGuest)], { guestRegister: echo(typedGuest.email) }),
      play([check('details', values), details(values), details(values)], {
        customerValidate: echo(values.email),
        customerUpdate: (() => {
          let n = 0;
          return () => (++n === 1 ? echo(values.street) : ok(true as const));
        })(),
        customerData: ok(customer),
      }, { token: 'jwt-settings-secret' }),
      play([changePassword('Old-Secret-1', 'New-Secret-2'), changePassword('Old-Secret-1', 'New-Secret-2')], {
        passwordChange: (() => {
          let n = 0;
          return () => (++n === 1 ? httpError(422, { error: 'Old-Secret-1 is wrong', errors: { oldPassword: 'Old-Secret-1 is wrong' } }) : ok(true as const));
        })(),
      }, { token: 'jwt-settings-secret' }),
      play([changeEmail('Email-Secret-3', 'new.address@example.net'), changeEmail('Email-Secret-3', 'new.address@example.net')], {
        emailChange: (() => {
          let n = 0;
          return () => (++n === 1 ? echo('new.address@example.net') : ok(true as const));
        })(),
        customerData: ok(customer),
      }, { token: 'jwt-settings-secret' }),
      play([forgot(values.email)], { passwordResetRequest: httpError(422, { error: 'EMAIL_UNKNOWN', errors: { email: `No account for ${values.email}` } }) }),
      play([forgot(values.email)], { passwordResetRequest: ok(true as const) }),
      play([recover('reset-secret-token', 'Recovered-4')], { passwordConfirm: httpError(422, { error: 'INVALID_TOKEN', message: 'reset-secret-token expired' }) }),
      play([recover('reset-secret-token', 'Recovered-4')], { passwordConfirm: ok('jwt-recovered-secret'), customerData: ok(customer) }),
    ];
    const events = runs.flatMap((r) => r.events);
    expect(events.length).toBeGreaterThan(40);
    const text = JSON.stringify(events);
    const secrets = [
      ...[values, typedGuest].flatMap((v) => [v.email, v.fname, v.lname, v.street, v.phone, v.zip, v.city]),
      values.password,
      md5Hex(values.password),
      'Old-Secret-1',
      md5Hex('Old-Secret-1'),
      'New-Secret-2',
      md5Hex('New-Secret-2'),
      'Email-Secret-3',
      md5Hex('Email-Secret-3'),
      'new.address',
      'Recovered-4',
      md5Hex('Recovered-4'),
      'reset-secret-token',
      'jwt-secret-login',
      'guest-secret-token',
      'guest-422-secret',
      'leaked-token',
      'jwt-settings-secret',
      'jwt-recovered-secret',
      'already taken',
      'is wrong',
      'No account',
      'expired',
      customer.fname,
      customer.email,
    ];
    for (const secret of secrets) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  });
});

describe('through the real runtime (events folded, the log stored)', () => {
  // The toasts' 2 s timers run on the real clock.
  const started = stopAfterEach();

  function shop(replies: Parameters<typeof fakeApi>[0], path = '/de/register') {
    const storage = memoryStorage();
    const api = fakeApi(replies);
    const navigator = memoryNavigator(path);
    const auth = createAuthStore(storage);
    const feedback = createFormFeedback();
    const runtime = started(createRuntime({
      areas: allAreas,
      deps: { ...testDeps({ storage, random: sequentialRandom('s') }), api: api.api, navigator, auth, feedback, md5: syncMd5, afterGuest: () => '/de/checkout?step=payment' },
      epics: { account: accountEpic, customerForms: customerFormsEpic, cart: cartEpic },
    }));
    const events: DomainEvent[] = [];
    runtime.event$.subscribe((e) => events.push({ type: e.type, data: e.data } as DomainEvent));
    return { runtime, api, storage, navigator, auth, feedback, events };
  }

  it('registration: the read model goes from sending to done; signed in; the draft gone', () => {
    const s = shop({ register: ok(true as const), login: ok('jwt-new'), customerData: ok(fixtureCustomerData({ fname: 'Clara' })) });
    saveDraft(s.storage, 'register', filledForm());
    s.runtime.dispatch(register(filledForm({ zip: '' })));
    expect(s.runtime.state$.value.customerForms.register).toEqual({ attempt: 1, status: 'rejected', invalid: ['zip'], reason: 'fields' });
    s.runtime.dispatch(register());
    expect(s.runtime.state$.value.customerForms.register).toEqual({ attempt: 2, status: 'done', invalid: [], reason: null });
    expect(s.runtime.state$.value.account).toMatchObject({ signedIn: true, guest: false });
    expect(s.auth.current().token).toBe('jwt-new');
    expect(s.navigator.path()).toBe('/de/register/success');
    expect(s.storage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it('guest: send_invoice follows the basket’s invoice flag set through the cart', () => {
    const s = shop({ guestRegister: ok('guest-token'), customerData: ok(guestData) }, '/de/register-guest');
    s.runtime.dispatch({ type: 'SetRequestInvoice', requestInvoice: true });
    s.runtime.dispatch(guest());
    expect(bodyOf(s.api.calls[0])).toEqual({ c: { ...C, send_invoice: 1 } });
    expect(s.runtime.state$.value.customerForms.guest).toMatchObject({ attempt: 1, status: 'done' });
    expect(s.runtime.state$.value.account).toMatchObject({ signedIn: true, guest: true });
    expect(s.navigator.path()).toBe('/de/checkout?step=payment');
  });

  it('the stored log holds none of the typed data, passwords, hashes, tokens or server words; sign-out resets the forms', () => {
    const s = shop({
      register: ok(true as const),
      login: ok('jwt-secret'),
      customerData: ok(fixtureCustomerData()),
      guestRegister: httpError(422, { errors: { zip: 'Hamburg 22763 is wrong' } }),
    });
    const values = filledForm();
    s.runtime.dispatch(register(values));
    s.runtime.dispatch(guest(values));
    expect(s.runtime.state$.value.customerForms.guest).toMatchObject({ status: 'rejected', invalid: ['zip'] });
    s.runtime.dispatch({ type: 'SignOut' });
    const stored = [...s.storage.map.entries()].filter(([k]) => k.startsWith('foyer:log')).map(([, v]) => v).join('');
    expect(stored.length).toBeGreaterThan(0);
    const text = JSON.stringify(s.events) + stored;
    for (const secret of [values.email, values.fname, values.lname, values.street, values.phone, values.password, md5Hex(values.password), 'jwt-secret', 'Hamburg']) {
      expect(text).not.toContain(secret);
    }
    expect(s.events).toContainEqual(AccountEvents.CustomerSignedOut.create({}));
    expect(s.runtime.state$.value.customerForms.register).toEqual({ attempt: 0, status: 'idle', invalid: [], reason: null });
  });
});

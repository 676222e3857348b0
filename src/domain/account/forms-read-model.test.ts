import fc from 'fast-check';
import { AccountEvents, type CustomerForm, type DomainEvent } from '../../messages';
import * as CustomerEvents from '../../messages/events/customer';
import { rootFold } from '../../app/areas/all';
import { envelopes } from '../../../test/helpers/fakes';
import { customerFormsReadModel, initialCustomerForms, reduceCustomerForms, type CustomerFormsState } from './forms-read-model';

const FORMS: readonly CustomerForm[] = ['register', 'guest', 'details', 'password', 'email', 'forgot', 'recover'];
const idle = { attempt: 0, status: 'idle', invalid: [], reason: null };

type Handled = Parameters<typeof reduceCustomerForms>[1];
const handled = (event: DomainEvent): event is Handled => (customerFormsReadModel.handles as readonly string[]).includes(event.type);
/** As the log folds: only the events the read model declares reach it. */
const fold = (events: readonly DomainEvent[], from: CustomerFormsState = initialCustomerForms): CustomerFormsState =>
  events.filter(handled).reduce((state, event) => reduceCustomerForms(state, event), from);

/** Frozen all the way down: a reducer that writes into its input throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const submitted = (form: CustomerForm) => CustomerEvents.CustomerFormSubmitted.create({ form });
const rejected = (form: CustomerForm, invalid: string[], reason: string, client: boolean) => CustomerEvents.CustomerFormRejected.create({ form, invalid, reason, client });
const checked = (form: CustomerForm, invalid: string[]) => CustomerEvents.CustomerFormChecked.create({ form, invalid });

/** Each success event and the form it completes. */
const DONE: ReadonlyArray<readonly [DomainEvent, CustomerForm]> = [
  [CustomerEvents.CustomerRegistered.create({}), 'register'],
  [CustomerEvents.GuestRegistered.create({ withToken: true }), 'guest'],
  [CustomerEvents.GuestRegistered.create({ withToken: false }), 'guest'],
  [CustomerEvents.CustomerDetailsSaved.create({}), 'details'],
  [CustomerEvents.PasswordChanged.create({}), 'password'],
  [CustomerEvents.EmailChanged.create({}), 'email'],
  [CustomerEvents.PasswordResetRequested.create({}), 'forgot'],
  [CustomerEvents.PasswordRecovered.create({}), 'recover'],
];

describe('customerForms read model', () => {
  it('starts with every form idle, and says which events it folds', () => {
    expect(customerFormsReadModel.initial).toEqual(Object.fromEntries(FORMS.map((f) => [f, idle])));
    expect(customerFormsReadModel.initial).toBe(initialCustomerForms);
    expect([...customerFormsReadModel.handles].sort()).toEqual(
      [
        'CustomerFormSubmitted',
        'CustomerFormChecked',
        'CustomerFormRejected',
        'CustomerRegistered',
        'GuestRegistered',
        'CustomerDetailsSaved',
        'PasswordChanged',
        'EmailChanged',
        'PasswordResetRequested',
        'PasswordRecovered',
        'CustomerSignedOut',
      ].sort(),
    );
    expect(customerFormsReadModel.codec.is(initialCustomerForms)).toBe(true);
  });

  it.each(FORMS)('CustomerFormSubmitted (%s): the next attempt is sending; earlier refusals are cleared; other forms untouched', (form) => {
    const before = fold([submitted(form), rejected(form, ['zip'], 'fields', false)]);
    const state = fold([submitted(form)], before);
    expect(state[form]).toEqual({ attempt: 2, status: 'sending', invalid: [], reason: null });
    for (const other of FORMS.filter((f) => f !== form)) expect(state[other]).toBe(before[other]);
  });

  it('CustomerFormChecked: only the invalid fields change', () => {
    const before = fold([submitted('register'), rejected('register', ['email'], 'fields', false)]);
    expect(fold([checked('register', ['zip', 'shipping.zip'])], before).register).toEqual({ attempt: 1, status: 'rejected', invalid: ['zip', 'shipping.zip'], reason: 'fields' });
    expect(fold([checked('guest', ['city'])]).guest).toEqual({ ...idle, invalid: ['city'] });
    expect(fold([checked('details', ['zip']), checked('details', [])]).details).toEqual(idle);
    // A check while the form is on its way does not change its status.
    expect(fold([submitted('details'), checked('details', ['zip'])]).details).toEqual({ attempt: 1, status: 'sending', invalid: ['zip'], reason: null });
  });

  it('CustomerFormRejected by the server: the same attempt, rejected, with fields and reason', () => {
    expect(fold([submitted('password'), rejected('password', ['oldPassword'], 'WRONG_PASSWORD', false)]).password).toEqual({
      attempt: 1,
      status: 'rejected',
      invalid: ['oldPassword'],
      reason: 'WRONG_PASSWORD',
    });
    expect(fold([submitted('recover'), rejected('recover', [], 'NETWORK_ERROR', false)]).recover).toEqual({ attempt: 1, status: 'rejected', invalid: [], reason: 'NETWORK_ERROR' });
  });

  it('the shop’s own refusal (client: true) counts as an attempt of its own', () => {
    expect(fold([rejected('register', ['zip', 'passwordConfirmation'], 'fields', true)]).register).toEqual({
      attempt: 1,
      status: 'rejected',
      invalid: ['zip', 'passwordConfirmation'],
      reason: 'fields',
    });
    const three = fold([rejected('guest', ['zip'], 'fields', true), rejected('guest', ['zip'], 'fields', true), submitted('guest'), rejected('guest', ['email'], 'fields', false)]);
    expect(three.guest).toEqual({ attempt: 3, status: 'rejected', invalid: ['email'], reason: 'fields' });
  });

  it.each(DONE)('%j completes the %s form, keeping its attempt', (event, form) => {
    const before = fold([submitted(form), rejected(form, ['zip'], 'fields', false), submitted(form)]);
    const state = fold([event], before);
    expect(state[form]).toEqual({ attempt: 2, status: 'done', invalid: [], reason: null });
    for (const other of FORMS.filter((f) => f !== form)) expect(state[other]).toBe(before[other]);
  });

  it('CustomerSignedOut: every form as if never used', () => {
    const used = fold([
      submitted('register'),
      CustomerEvents.CustomerRegistered.create({}),
      rejected('guest', ['zip'], 'fields', true),
      checked('details', ['city']),
      submitted('password'),
    ]);
    expect(fold([AccountEvents.CustomerSignedOut.create({})], used)).toEqual(initialCustomerForms);
    // Nothing to forget: the same object, so nothing re-renders.
    expect(reduceCustomerForms(initialCustomerForms, AccountEvents.CustomerSignedOut.create({}))).toBe(initialCustomerForms);
  });

  it('pure: the state it is given is never changed', () => {
    const frozen = deepFreeze(fold([submitted('email'), rejected('email', ['email'], 'fields', false)]));
    const copy = JSON.parse(JSON.stringify(frozen)) as CustomerFormsState;
    const all: DomainEvent[] = [submitted('email'), checked('email', ['x']), rejected('email', ['y'], 'fields', true), ...DONE.map(([e]) => e), AccountEvents.CustomerSignedOut.create({})];
    for (const event of all) expect(() => reduceCustomerForms(frozen, event as Handled)).not.toThrow();
    expect(frozen).toEqual(copy);
  });

  const story: DomainEvent[] = [
    rejected('register', ['zip'], 'fields', true),
    submitted('register'),
    rejected('register', ['email'], 'fields', false),
    checked('register', []),
    submitted('register'),
    CustomerEvents.CustomerRegistered.create({}),
    AccountEvents.CustomerSignedIn.create({ guest: false }),
    submitted('password'),
    rejected('password', ['oldPassword'], 'WRONG_PASSWORD', false),
    submitted('forgot'),
    CustomerEvents.PasswordResetRequested.create({}),
  ];

  it('a replay of the same events gives the same state, through the shop’s root fold too', () => {
    const expected: CustomerFormsState = {
      ...initialCustomerForms,
      register: { attempt: 3, status: 'done', invalid: [], reason: null },
      password: { attempt: 1, status: 'rejected', invalid: ['oldPassword'], reason: 'WRONG_PASSWORD' },
      forgot: { attempt: 1, status: 'done', invalid: [], reason: null },
    };
    expect(fold(story)).toEqual(expected);
    expect(fold(story)).toEqual(fold(story));
    // The stored log, read back (JSON), folded by every read model of the shop.
    const log = JSON.parse(JSON.stringify(envelopes(story))) as ReturnType<typeof envelopes>;
    const first = rootFold.foldAll(rootFold.initial, log);
    const second = rootFold.foldAll(rootFold.initial, log);
    expect(first.customerForms).toEqual(expected);
    expect(second).toEqual(first);
    expect(customerFormsReadModel.codec.is(first.customerForms)).toBe(true);
  });

  it('property: any sequence of events folds to a valid state, the same each time; attempts only grow until sign-out', () => {
    const form = fc.constantFrom(...FORMS);
    const fields = fc.array(fc.constantFrom('zip', 'email', 'shipping.zip', 'oldPassword'), { maxLength: 3 });
    const event: fc.Arbitrary<DomainEvent> = fc.oneof(
      form.map(submitted),
      fc.tuple(form, fields).map(([f, i]) => checked(f, i)),
      fc.tuple(form, fields, fc.constantFrom('fields', 'HTTP_500', 'NETWORK_ERROR'), fc.boolean()).map(([f, i, r, c]) => rejected(f, i, r, c)),
      fc.constantFrom(...DONE.map(([e]) => e)),
      fc.constant(AccountEvents.CustomerSignedOut.create({})),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = initialCustomerForms;
        for (const e of events) {
          const next = reduceCustomerForms(state, e as Handled);
          if (e.type !== 'CustomerSignedOut') for (const f of FORMS) expect(next[f].attempt).toBeGreaterThanOrEqual(state[f].attempt);
          state = next;
        }
        expect(customerFormsReadModel.codec.is(state)).toBe(true);
        expect(fold(events)).toEqual(state);
        const submits = (f: CustomerForm) => {
          const since = events.map((e) => e.type).lastIndexOf('CustomerSignedOut');
          return events.slice(since + 1).filter((e) => (e.type === 'CustomerFormSubmitted' || (e.type === 'CustomerFormRejected' && e.data.client)) && e.data.form === f).length;
        };
        for (const f of FORMS) expect(state[f].attempt).toBe(submits(f));
      }),
    );
  });
});

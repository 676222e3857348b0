import * as t from 'io-ts';
import { assertNever, CustomerForm, FieldName, RefusalCode, type EventOf } from '../../messages';
import { defineReadModel } from '../../event-log/read-model';

/**
 * The state of each customer form: whether it is being sent, was refused (which fields, why)
 * or went through. `attempt` counts submissions, so a screen shows the outcome of the attempt
 * it made, not one left over from an earlier visit. Values typed into the forms are not here
 * (drafts.ts), nor the server's words (feedback.ts): only facts without personal data.
 */
export const FormStatus = t.keyof({ idle: null, sending: null, rejected: null, done: null }, 'FormStatus');
export type FormStatus = t.TypeOf<typeof FormStatus>;

export const FormState = t.type({
  attempt: t.number,
  status: FormStatus,
  /** Fields refused by the last submit or validate-only check. */
  invalid: t.array(FieldName),
  reason: t.union([RefusalCode, t.null]),
});
export type FormState = t.TypeOf<typeof FormState>;

export const CustomerFormsState = t.record(CustomerForm, FormState);
export type CustomerFormsState = t.TypeOf<typeof CustomerFormsState>;

const idle: FormState = { attempt: 0, status: 'idle', invalid: [], reason: null };

export const initialCustomerForms: CustomerFormsState = {
  register: idle,
  guest: idle,
  details: idle,
  password: idle,
  email: idle,
  forgot: idle,
  recover: idle,
};

const handles = [
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
] as const;

const done = (state: CustomerFormsState, form: CustomerForm): CustomerFormsState => ({
  ...state,
  [form]: { ...state[form], status: 'done', invalid: [], reason: null },
});

export function reduceCustomerForms(state: CustomerFormsState, event: EventOf<(typeof handles)[number]>): CustomerFormsState {
  switch (event.type) {
    case 'CustomerFormSubmitted': {
      const form = state[event.data.form];
      return { ...state, [event.data.form]: { attempt: form.attempt + 1, status: 'sending', invalid: [], reason: null } };
    }
    case 'CustomerFormChecked':
      return { ...state, [event.data.form]: { ...state[event.data.form], invalid: event.data.invalid } };
    case 'CustomerFormRejected': {
      const { form, invalid, reason, client } = event.data;
      const current = state[form];
      // The shop's own refusal is an attempt of its own: nothing was submitted before it.
      return { ...state, [form]: { attempt: client ? current.attempt + 1 : current.attempt, status: 'rejected', invalid, reason } };
    }
    case 'CustomerRegistered':
      return done(state, 'register');
    case 'GuestRegistered':
      return done(state, 'guest');
    case 'CustomerDetailsSaved':
      return done(state, 'details');
    case 'PasswordChanged':
      return done(state, 'password');
    case 'EmailChanged':
      return done(state, 'email');
    case 'PasswordResetRequested':
      return done(state, 'forgot');
    case 'PasswordRecovered':
      return done(state, 'recover');
    case 'CustomerSignedOut':
      // The forms of a signed-out customer say nothing about the next visitor at this computer.
      return state === initialCustomerForms ? state : initialCustomerForms;
    default:
      return assertNever(event);
  }
}

export const customerFormsReadModel = defineReadModel({
  handles,
  initial: initialCustomerForms,
  codec: CustomerFormsState,
  reduce: reduceCustomerForms,
});

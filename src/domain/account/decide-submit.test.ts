import type { CustomerForm } from '../../messages';
import * as CustomerEvents from '../../messages/events/customer';
import { decideSubmit, FORM_OF, type SubmitCommand } from './decide-submit';
import { filledForm, sandboxRules } from '../../../test/helpers/account';

/** A customer form's submit, decided before anything is sent: given what the visitor typed, when submitted, then this fact. */

const submitted = (form: CustomerForm) => ({ send: true, event: CustomerEvents.CustomerFormSubmitted.create({ form }) });
const refused = (form: CustomerForm, invalid: string[], reason = 'fields') => ({ send: false, event: CustomerEvents.CustomerFormRejected.create({ form, invalid, reason, client: true }) });

const noPassword = { password: '', passwordConfirmation: '' };

describe('a customer form’s submit decides', () => {
  it('registration: sent when complete; a missing field, a wrong address or unequal passwords are refused by name', () => {
    expect(decideSubmit({ type: 'RegisterCustomer', values: filledForm(), rules: sandboxRules })).toEqual(submitted('register'));
    expect(decideSubmit({ type: 'RegisterCustomer', values: filledForm({ fname: ' ' }), rules: sandboxRules })).toEqual(refused('register', ['fname']));
    expect(decideSubmit({ type: 'RegisterCustomer', values: filledForm({ email: 'clara', emailConfirmation: 'clara' }), rules: sandboxRules })).toEqual(refused('register', ['email']));
    expect(decideSubmit({ type: 'RegisterCustomer', values: filledForm(noPassword), rules: sandboxRules }).send).toBe(false);
    expect(decideSubmit({ type: 'RegisterCustomer', values: filledForm({ passwordConfirmation: 'other' }), rules: sandboxRules })).toEqual(refused('register', ['passwordConfirmation']));
  });

  it('a guest needs no password; the details form neither password nor address confirmation', () => {
    expect(decideSubmit({ type: 'RegisterGuest', values: filledForm(noPassword), rules: sandboxRules })).toEqual(submitted('guest'));
    expect(decideSubmit({ type: 'RegisterGuest', values: filledForm({ ...noPassword, city: '' }), rules: sandboxRules })).toEqual(refused('guest', ['city']));
    const details = filledForm({ ...noPassword, emailConfirmation: '' });
    expect(decideSubmit({ type: 'SaveCustomerDetails', values: details, rules: sandboxRules })).toEqual(submitted('details'));
    expect(decideSubmit({ type: 'SaveCustomerDetails', values: { ...details, zip: '' }, rules: sandboxRules })).toEqual(refused('details', ['zip']));
  });

  it('a password change needs the old password and the new one twice', () => {
    const change = (oldPassword: string, newPassword: string, passwordConfirmation = newPassword): SubmitCommand => ({ type: 'ChangePassword', oldPassword, newPassword, passwordConfirmation });
    expect(decideSubmit(change('Old-1', 'New-2'))).toEqual(submitted('password'));
    expect(decideSubmit(change('', 'New-2'))).toEqual(refused('password', ['oldPassword']));
    expect(decideSubmit(change('Old-1', 'New-2', 'New-3'))).toEqual(refused('password', ['passwordConfirmation']));
    expect(decideSubmit(change('', ''))).toEqual(refused('password', ['oldPassword', 'newPassword', 'passwordConfirmation']));
  });

  it('an e-mail change needs the password and the new address twice; a reset an address', () => {
    expect(decideSubmit({ type: 'ChangeEmail', password: 'Secret-1', email: 'new@example.net', emailConfirmation: 'new@example.net' })).toEqual(submitted('email'));
    expect(decideSubmit({ type: 'ChangeEmail', password: '', email: 'new@example.net', emailConfirmation: 'other@example.net' }).event.data).toMatchObject({ form: 'email', client: true });
    expect(decideSubmit({ type: 'RequestPasswordReset', email: ' clara@example.net ' })).toEqual(submitted('forgot'));
    expect(decideSubmit({ type: 'RequestPasswordReset', email: 'clara' })).toEqual(refused('forgot', ['email']));
  });

  it('a recovery needs the new password twice, then the link’s token: without one it is refused as INVALID_TOKEN', () => {
    const recover = (token: string, password = 'New-4', passwordConfirmation = password): SubmitCommand => ({ type: 'RecoverPassword', token, password, passwordConfirmation });
    expect(decideSubmit(recover('reset-token'))).toEqual(submitted('recover'));
    expect(decideSubmit(recover('  '))).toEqual(refused('recover', [], 'INVALID_TOKEN'));
    expect(decideSubmit(recover('  ', 'New-4', 'New-5'))).toEqual(refused('recover', ['passwordConfirmation']));
  });

  it('each submit under its own form', () => {
    expect(Object.values(FORM_OF)).toEqual(['register', 'guest', 'details', 'password', 'email', 'forgot', 'recover']);
  });
});

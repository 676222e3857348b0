import type { CommandOf, CustomerForm, DomainEvent } from '../../messages';
import * as CustomerEvents from '../../messages/events/customer';
import { checkCustomerForm, checkEmailAddress, checkEmailChange, checkNewPassword, DETAILS_SHAPE, GUEST_SHAPE, REGISTER_SHAPE, type FieldIssues } from './form-values';

export type SubmitCommand = CommandOf<'RegisterCustomer' | 'RegisterGuest' | 'SaveCustomerDetails' | 'ChangePassword' | 'ChangeEmail' | 'RequestPasswordReset' | 'RecoverPassword'>;

/** The form each submit belongs to (the name the log and the feedback use). */
export const FORM_OF = {
  RegisterCustomer: 'register',
  RegisterGuest: 'guest',
  SaveCustomerDetails: 'details',
  ChangePassword: 'password',
  ChangeEmail: 'email',
  RequestPasswordReset: 'forgot',
  RecoverPassword: 'recover',
} as const satisfies Record<SubmitCommand['type'], CustomerForm>;

/** What the shop's own checks find wrong, by field (001 §5–§8); none: the form may be sent. */
export function issuesOf(command: SubmitCommand): FieldIssues {
  switch (command.type) {
    case 'RegisterCustomer':
      return checkCustomerForm(command.values, command.rules, REGISTER_SHAPE);
    case 'RegisterGuest':
      return checkCustomerForm(command.values, command.rules, GUEST_SHAPE);
    case 'SaveCustomerDetails':
      return checkCustomerForm(command.values, command.rules, DETAILS_SHAPE);
    case 'ChangePassword':
      return { ...(command.oldPassword === '' ? { oldPassword: 'required' as const } : {}), ...checkNewPassword(command.newPassword, command.passwordConfirmation, 'newPassword') };
    case 'ChangeEmail':
      return checkEmailChange(command.password, command.email, command.emailConfirmation);
    case 'RequestPasswordReset':
      return checkEmailAddress(command.email);
    case 'RecoverPassword':
      return checkNewPassword(command.password, command.passwordConfirmation);
  }
}

/** A submit's fact, and whether its request goes out: only when the shop's own checks pass. */
export interface Submission {
  readonly event: DomainEvent;
  readonly send: boolean;
}

/**
 * A customer form's submit, before anything is sent: refused by the shop's checks (the fields
 * named, `client`), a recovery link without its token refused as `INVALID_TOKEN`, else submitted.
 */
export function decideSubmit(command: SubmitCommand): Submission {
  const form = FORM_OF[command.type];
  const issues = issuesOf(command);
  if (Object.keys(issues).length > 0) return { send: false, event: CustomerEvents.CustomerFormRejected.create({ form, invalid: Object.keys(issues), reason: 'fields', client: true }) };
  if (command.type === 'RecoverPassword' && command.token.trim() === '') {
    return { send: false, event: CustomerEvents.CustomerFormRejected.create({ form, invalid: [], reason: 'INVALID_TOKEN', client: true }) };
  }
  return { send: true, event: CustomerEvents.CustomerFormSubmitted.create({ form }) };
}

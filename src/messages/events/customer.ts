import * as t from 'io-ts';
import { defineEvent } from '../define';
import { CustomerForm, FieldName, RefusalCode } from '../customer-form';

const FieldNames = t.array(FieldName);

// The customer area: registration, guest registration (billing details), password recovery
// and the settings forms. These events are facts about what happened to a form, never what was
// typed into it: no name, address, email, phone, password, hash or token, and no server text
// (a server message may echo what the visitor typed). Field names and short codes only. The
// shapes are exact: a key that is not declared here is dropped on decode, never stored.

/** The visitor sent a form (after the shop's own checks passed). */
export const CustomerFormSubmitted = defineEvent('CustomerFormSubmitted', 1, t.strict({ form: CustomerForm }));

/** A validate-only call (001 §7) answered: these fields are not acceptable yet. */
export const CustomerFormChecked = defineEvent('CustomerFormChecked', 1, t.strict({ form: CustomerForm, invalid: FieldNames }));

/** The form was refused, by the shop's own checks (`client: true`) or by the server. */
export const CustomerFormRejected = defineEvent(
  'CustomerFormRejected',
  1,
  t.strict({ form: CustomerForm, invalid: FieldNames, reason: RefusalCode, client: t.boolean }),
);

/** An account was created (register answered true). Signing in follows as CustomerSignedIn. */
export const CustomerRegistered = defineEvent('CustomerRegistered', 1, t.strict({}));

/**
 * Billing details were accepted for a single purchase (the visitor is a guest from the
 * CustomerSignedIn that follows). `withToken` is false when the server accepted the details
 * with a 422 about the password only and sent no token (001 §5).
 */
export const GuestRegistered = defineEvent('GuestRegistered', 1, t.strict({ withToken: t.boolean }));

/** The signed-in customer's details were saved (customer update answered true). */
export const CustomerDetailsSaved = defineEvent('CustomerDetailsSaved', 1, t.strict({}));

export const PasswordChanged = defineEvent('PasswordChanged', 1, t.strict({}));
export const EmailChanged = defineEvent('EmailChanged', 1, t.strict({}));

/** A reset link was mailed (the address it went to is not recorded). */
export const PasswordResetRequested = defineEvent('PasswordResetRequested', 1, t.strict({}));

/** A new password was set from a reset link (signing in with it follows as CustomerSignedIn). */
export const PasswordRecovered = defineEvent('PasswordRecovered', 1, t.strict({}));

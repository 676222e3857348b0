/**
 * The customer forms' commands. They carry what the visitor typed, passwords included, so they
 * exist only on their way to an epic: commands are never persisted (docs/events.md).
 */

/** A postal address as the forms and the API write it (001 §3 "Shipping address"). */
export interface AddressInput {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** The customer form (001 §3): the API's field names, plus the shop's confirmation fields. */
export interface CustomerFormInput {
  salutation: string;
  company: string;
  fname: string;
  lname: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  password: string;
  passwordConfirmation: string;
  /** 001 §4: shipping goes to the billing address unless the visitor asks otherwise. */
  separateShipping: boolean;
  shipping: AddressInput;
}

/** Which fields the server shows and requires (customer form data, 001 §5). */
export interface FieldRules {
  readonly required: readonly string[];
  readonly visible: readonly string[];
}

export type RegisterCustomer = { type: 'RegisterCustomer'; values: CustomerFormInput; rules: FieldRules };
export type RegisterGuest = { type: 'RegisterGuest'; values: CustomerFormInput; rules: FieldRules };
export type SaveCustomerDetails = { type: 'SaveCustomerDetails'; values: CustomerFormInput; rules: FieldRules };
/** A field was completed: check the form so far with the validate-only call (001 §5). */
export type CheckCustomerForm = { type: 'CheckCustomerForm'; form: 'register' | 'guest' | 'details'; values: CustomerFormInput; rules: FieldRules };
export type ChangePassword = { type: 'ChangePassword'; oldPassword: string; newPassword: string; passwordConfirmation: string };
export type ChangeEmail = { type: 'ChangeEmail'; password: string; email: string; emailConfirmation: string };
export type RequestPasswordReset = { type: 'RequestPasswordReset'; email: string };
/** `token` comes from the reset link (the fragment of /{lang}/recover/#<token>). */
export type RecoverPassword = { type: 'RecoverPassword'; token: string; password: string; passwordConfirmation: string };

export type CustomerCommand =
  | RegisterCustomer
  | RegisterGuest
  | SaveCustomerDetails
  | CheckCustomerForm
  | ChangePassword
  | ChangeEmail
  | RequestPasswordReset
  | RecoverPassword;

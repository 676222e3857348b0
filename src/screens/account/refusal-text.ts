import type { TextKey } from '../../i18n';
import type { CustomerForm } from '../../messages';
import type { FormOutcome } from './form-kit';

/** Server codes with a text of their own, per form; any other refusal gets the form's general text. */
const BY_CODE: Partial<Record<CustomerForm, Readonly<Record<string, TextKey>>>> = {
  forgot: { EMAIL_UNKNOWN: 'auth.cannotRecover', INVALID_EMAIL: 'validation.invalidEmail' },
  // 001 §5: any 400 on the password confirmation is "You must fill all fields", with or without
  // a code in its body (HTTP_400 is the reason when the body names none).
  recover: { BAD_REQUEST: 'auth.fillAllFields', HTTP_400: 'auth.fillAllFields', INVALID_TOKEN: 'auth.recoverLinkInvalid', INVALID_PASSWORD: 'auth.savePasswordFailed' },
  guest: { GUEST_NO_SESSION: 'auth.guestNoSession', GUEST_REGISTRATION_OFF: 'auth.guestOff' },
  password: { GUEST_ACCOUNT: 'auth.guestHasNoPassword' },
  email: { GUEST_ACCOUNT: 'auth.guestHasNoPassword' },
};

const GENERAL: Record<CustomerForm, TextKey> = {
  register: 'auth.registerFailed',
  guest: 'auth.guestFailed',
  details: 'auth.saveDetailsFailed',
  password: 'auth.changePasswordFailed',
  email: 'auth.changeEmailFailed',
  forgot: 'auth.resetFailed',
  recover: 'auth.savePasswordFailed',
};

/** The form alert's text after a refused submission of this screen; null otherwise. */
export function refusalText(form: CustomerForm, outcome: FormOutcome): TextKey | null {
  if (!outcome.rejected) return null;
  const reason = outcome.reason ?? '';
  if (reason === 'fields') return form === 'forgot' ? 'validation.invalidEmail' : 'validation.correctErrors';
  if (reason === 'NETWORK_ERROR') return 'message.networkFailure';
  if (reason === 'TIMEOUT') return 'message.timeout';
  return BY_CODE[form]?.[reason] ?? GENERAL[form];
}
